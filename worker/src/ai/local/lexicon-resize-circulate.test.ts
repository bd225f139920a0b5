/**
 * Round thirty-six: "resize" and "circulate" are verbs of the to-do lexicon. A thing that "needs to be resized by
 * Friday" is the task "Resize …"; "Minutes - me to circulate" says what is circulated. Notes written for these tests,
 * Tuesday 2026-11-24 UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: 'a thing that needs to be resized by a day is the task of resizing it',
    text: 'Infra notes\nThe staging database needs to be resized by Friday, before the demo.',
    want: [{ has: 'resize staging database', due: '2026-11-27' }],
  },
  {
    name: 'a minutes point handed to me with a bare "circulate" keeps what is circulated in the title',
    text: 'Choir committee 24/11\n1. Concert tickets: Ana to print 200 by Thursday.\n2. Minutes - me to circulate within a week.',
    want: [
      { has: 'print 200', due: '2026-11-26', people: ['Ana'] },
      { has: 'circulate minutes', title: 'Circulate minutes', people: [] },
    ],
  },
];

describe('round thirty-six: resize and circulate are to-do verbs', () => {
  for (const row of ROWS) it(row.name, () => check(row));
});
