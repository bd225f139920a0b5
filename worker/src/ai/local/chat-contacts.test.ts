/**
 * Pasted chats: the user's promise only to contact someone, right after another speaker's message about a thing, is a
 * call about that thing ("Jonas: the dishwasher is leaking again" — "I'll ring the plumber tomorrow": ring the plumber
 * about the dishwasher). Chats written for these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, expect, it } from 'vitest';
import { contactAbout } from './chat-contacts.js';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: '"the dishwasher is leaking again" — "I\'ll ring the plumber tomorrow": about the dishwasher',
    text: "[18:02] Jonas: the dishwasher is leaking again\n[18:05] Me: ugh, I'll ring the plumber tomorrow",
    want: [{ has: 'ring plumber about dishwasher', due: '2026-11-25' }],
  },
  {
    name: '"and the dog sitter??" — "I\'ll text Mira tonight": about the dog sitter',
    text: "[18:02] Jonas: flights are booked 🎉\n[18:03] Jonas: and the dog sitter??\n[18:05] Me: I'll text Mira tonight",
    want: [{ has: 'text mira about dog sitter', due: '2026-11-24' }],
  },
];

describe('what a promise to call someone is about', () => {
  it.each(ROWS)('$name', check);
  it.each([
    ['Call the vet', 'the puppy is off her food', 'Call the vet about the puppy'],
    // Guards: a title that says more, and a message about the one called.
    ['Call the vet to book a check-up', 'the puppy is off her food', null],
    ['Ring mam', 'your mam was asking about Christmas', null],
    ['Call mom', 'ur mom called the shop, something about lunch', null],
    ['Call Acme Plumbers', 'the plumber never came', null],
  ])('%s after "%s"', (title, answered, about) => {
    expect(contactAbout(title, answered)).toBe(about);
  });
});
