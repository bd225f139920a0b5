/**
 * A name closing a question without a comma ("can you sort the balloons Sophie?") is whom it asks, but not after a
 * word of time: "can it wait til Jan?", "can you hold it until May?" — there the word is when (a month, or a name the
 * lexicon also knows), and the request stays with whoever asked it. Messages written for these tests, Tuesday
 * 2026-11-24.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: '"…or can it wait til Jan?" in a mail to the user',
    text: 'From: Piet Claes <piet@claes-bouw.example>\nTo: me\nSubject: invoice\n\nHi,\n\nCan you let me know if the second invoice is due now or can it wait til Jan?\n\nThanks\nPiet',
    want: [{ has: 'know second invoice', people: ['Piet'] }],
  },
  {
    name: '"…until May?" after a request',
    text: 'Could you hold the spare tiles for us until May?',
    want: [{ has: 'hold spare tiles', people: [] }],
  },
];

describe('a name after a word of time is no vocative', () => {
  for (const row of ROWS) it(row.name, () => check(row));
});
