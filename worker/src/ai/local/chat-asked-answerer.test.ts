/**
 * The user's "can you…" that names nobody, answered yes by the next speaker ("can u book it into the garage for monday
 * then" — "Ines: yep"), is put to that speaker: they are on the task. A no leaves it the user's. Chats written for these
 * tests, Tuesday 2026-11-24 UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: '"can u book it into the garage for monday then" — "yep": Ines is on it',
    text: "[09:00] Ines: the van's tyres are nearly bald\n[09:02] Me: ugh ok. can u book it into the garage for monday then\n[09:03] Ines: yep",
    want: [{ has: 'book garage', due: '2026-11-30', people: ['Ines'] }],
  },
  {
    name: 'the name said in the sentence before ("Well done Tomasz! Can you now…") — "Sure": Tomasz is on it',
    text: '[14:00] Tomasz: survey data for Mokotów is all entered 🙌\n[14:02] Me: Well done Tomasz! Can you now check the Wola sheet by Friday?\n[14:05] Tomasz: Sure',
    want: [{ has: 'check wola sheet', due: '2026-11-27', people: ['Tomasz'] }],
  },
  {
    name: 'answered no: nobody is put on it',
    text: "[09:00] Ines: the van's tyres are nearly bald\n[09:02] Me: can u book it into the garage for monday\n[09:03] Ines: no sorry, I'm off till wed",
    want: [{ has: 'book garage', people: [] }],
  },
];

describe("the user's request, answered yes by the next speaker", () => {
  it.each(ROWS)('$name', check);
});
