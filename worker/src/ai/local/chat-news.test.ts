/**
 * A chat message that only says when someone comes, opened by a word of the chat ("also", "oh and", "btw"), is news
 * the same as without it. Dumps written for these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: '"also the plumber comes Thursday" after a request is news, the request stays',
    text: '[09:14] Priti: could you pick up the paint on Saturday?\n[09:15] Me: yep no problem\n[09:16] Priti: also the plumber comes Thursday',
    want: [{ has: 'pick up paint', due: '2026-11-28', people: ['Priti'] }],
  },
  {
    name: '"oh and our guests arrive on the 3rd", "btw Raj flies out Monday" are news',
    text: 'Jo: oh and our guests arrive on the 3rd\nJo: btw Raj flies out Monday\nJo: can u order the cake by Friday',
    want: [{ has: 'order cake', due: '2026-11-27', people: ['Jo'] }],
  },
];

describe('chat news after an opening word', () => {
  it.each(ROWS)('$name', check);
});
