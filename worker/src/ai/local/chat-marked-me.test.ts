/**
 * A chat that marks the user's speaker "(me)": on their own lines after a stamp ("[7:03 AM] Rina (me): …"), or by the
 * full name in the chat's heading, family name first ("[Teams] Park Minjun (me) / Sara Holm" over "Park Minjun 09:05:
 * …"). The user's lines are their own (their promises are tasks), the others' promises theirs. Chats written for these
 * tests, Tuesday 2026-11-24 UTC.
 */
import { describe, expect, it } from 'vitest';
import { check, type Row } from './class-rows.js';
import { namesUser } from './line-prefixes.js';

const ROWS: Row[] = [
  {
    name: '"Rina (me):" lines are the user\'s: her promise after the answer to her request is a task',
    text: "[7:02 AM] Tomas: front desk is empty, Jo is off sick\n[7:03 AM] Rina (me): ugh ok. @Ade can u cover the front desk today\n[7:05 AM] Ade: yep but need a key, mine's lost\n[7:06 AM] Rina (me): ill leave a spare key at reception by 8\n[7:07 AM] Ade: 👍",
    want: [
      { has: 'cover front desk', people: ['Ade'] },
      { has: 'leave spare key reception', people: [] },
    ],
  },
  {
    name: '"Park Minjun (me)" in the heading: his "I\'ll also email the vendor" is his task, Sara\'s promise hers',
    text: "[Teams] Park Minjun (me) / Sara Holm\nSara Holm 09:02: the demo server is down again\nPark Minjun 09:05: on it. I'll also email the vendor about the disk\nSara Holm 09:06: great, I'll tell the client we're late\nPark Minjun 09:07: thx",
    want: [{ has: 'email vendor disk', people: [] }],
  },
];

describe('the speaker a chat marks "(me)"', () => {
  it.each(ROWS)('$name', check);
  it.each([
    ['Park Minjun', 'Minjun', true],
    ['Chef Maya', 'Maya', true],
    // Guards: another person, and a longer name.
    ['Sara Holm', 'Minjun', false],
    ['Anna Maria Lee', 'Lee', false],
  ])('%s is the user called %s: %s', (name, user, is) => {
    expect(namesUser(name, user)).toBe(is);
  });
});
