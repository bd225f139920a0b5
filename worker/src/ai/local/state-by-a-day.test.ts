/**
 * Round thirty-five: a thing and the state it must be in by a day ("signs laminated by Thursday", "Y9 essays graded by
 * Friday") is something to get done, as a list item or an owner's line; the participle is no past verb there. With a
 * subject or a modal before it, or with no day after "by" ("minutes taken by Jo"), it stays a statement. Notes written
 * for these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: '"Name: thing done-state by a day" under an actions heading is that person\'s task, dated',
    text: 'Fair committee\nActions:\nTomasz: signs laminated by Thursday',
    want: [{ has: 'signs laminated', due: '2026-11-26', people: ['Tomasz'] }],
  },
  {
    name: 'a line of a list saying the state a thing must be in by a day is a task',
    text: 'Teaching admin:\nY9 history essays graded by Friday EOD\nparents evening slots - this Thursday',
    want: [
      { has: 'essays graded', due: '2026-11-27' },
      { has: 'parents evening', due: '2026-11-26' },
    ],
  },
  {
    name: 'who did it, or a subject before the verb, is no task',
    text: 'Minutes taken by Jo\n- the van we hired was returned by Friday\n- book the hall',
    want: [{ has: 'book hall' }],
  },
];

describe('round thirty-five: the state a thing must be in by a day', () => {
  for (const row of ROWS) it(row.name, () => check(row));
});
