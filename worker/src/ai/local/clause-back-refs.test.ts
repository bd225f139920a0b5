/**
 * Clauses that lean on the one before (issue 12, meeting notes and checklists): a second step done to each of the first
 * step's things ("…and file a bug for each") is the same task; where a thing is, said in brackets after an errand
 * ("(charger in my bag)"), is a note on it, not a task. Written for these tests, Tuesday 2026-11-24 in UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: '"disable the failing checks and file a bug for each by Friday" is one task with its date',
    text: 'Actions:\n- Tomas: disable the failing checks and file a bug for each by Friday',
    want: [{ has: 'disable failing checks file bug each', due: '2026-11-27', people: ['Tomas'] }],
  },
  {
    name: '"sort the invoices and scan each one" is one job',
    text: 'sort the invoices and scan each one',
    want: [{ has: 'sort invoices scan each' }],
  },
  {
    name: 'a new object after "each" is a task of its own: "write a note for each guest"',
    text: 'buy the place cards and write a note for each guest',
    want: [{ has: 'buy place cards' }, { has: 'write note guest' }],
  },
  {
    name: '"(paperwork in the blue folder)" after an errand says where its papers are, no task; the errand keeps it',
    text: '[ ] ask the landlord about the boiler charge on Thursday (paperwork in the blue folder)\n[ ] swap the headphones at the shop (charger in my bag)',
    want: [
      { has: 'ask landlord boiler charge', due: '2026-11-26', description: 'paperwork in the blue folder' },
      { has: 'swap headphones' },
    ],
  },
  {
    name: 'a verb in brackets is still a step: "(drop in at the desk)"',
    text: 'hand in the permit form (drop in at the front desk)',
    want: [{ has: 'hand permit form' }, { has: 'drop front desk' }],
  },
];

describe('clauses that lean on the one before', () => {
  for (const row of ROWS) it(row.name, () => check(row));
});
