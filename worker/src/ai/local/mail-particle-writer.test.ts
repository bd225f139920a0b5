/**
 * Who wrote a quoted message, from its attribution line, when the family name has small words in it ("Joost van den
 * Berg", "Ana da Silva"): the given name, not the last word. The user's reply promises things to them. Messages
 * written for these tests, Tuesday 2026-11-24.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: '"Joost van den Berg … wrote:" under the user\'s reply',
    text: "Sure, I'll send you the usage export by Friday.\n\n> On 23 Nov 2026, at 10:12, Joost van den Berg <joost@example.nl> wrote:\n> Could you send me the usage export for October?",
    want: [{ has: 'send usage export', due: '2026-11-27', people: ['Joost'] }],
  },
  {
    name: '"Ana da Silva … wrote:"',
    text: "Sure, I'll send you the hall booking by Thursday.\n\n> On Mon, 23 Nov 2026, Ana da Silva <ana@example.pt> wrote:\n> Can you book the hall for our meeting?",
    want: [{ has: 'send hall booking', due: '2026-11-26', people: ['Ana'] }],
  },
];

describe('pasted mail: the writer of a quoted message with a particle in the family name', () => {
  for (const row of ROWS) it(row.name, () => check(row));
});
