/**
 * Round thirty-six, meeting notes: "pull" is a verb of the to-do lexicon, so an owner's item that opens with it and an
 * object without an article ("pull scrap data from the MES …, share Friday") is that task, and the step after it joins
 * it, instead of the bare step ("Share") standing alone. Notes written for these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: 'an owner\'s "pull X, send to me by Friday" is one task that says what is pulled',
    text: 'Ops sync\nActions:\n- Ilse - pull Mercurio OTIF figures for Q3, send to me by Friday',
    want: [{ has: 'pull mercurio otif figures', due: '2026-11-27', people: ['Ilse'] }],
  },
  {
    name: 'two jobs after a comma stay two when the second has its own object',
    text: "Line 2 review\n- recalibrate the torque guns, pull last month's scrap data",
    want: [{ has: 'recalibrate torque guns' }, { has: 'pull last month scrap data' }],
  },
];

describe('round thirty-six: "pull" opens a to-do', () => {
  for (const row of ROWS) it(row.name, () => check(row));
});
