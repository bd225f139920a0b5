/**
 * Recall (issue 12): a thing, its deadline, then a remark on it — "slide deck to Omar by Monday so he can rehearse",
 * "the grant budget by the 3rd, finance needs two days" — is the writer's to-do as the same thing without the remark
 * is; a short purpose ("for sign-off") stays in the title. A day that is no deadline ("not before the 9th") is not
 * read so. Dumps written for these tests, Tuesday 2026-11-24.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: 'a reason after "so"',
    text: 'Slide deck to Omar by Monday so he can rehearse over the weekend.',
    want: [{ has: 'slide deck omar', due: '2026-11-30', people: ['Omar'] }],
  },
  {
    name: 'a remark after a comma',
    text: 'Grant budget sheet to Priya by the 3rd, she needs two days with it.',
    want: [{ has: 'grant budget sheet priya', due: '2026-12-03', people: ['Priya'] }],
  },
  {
    name: 'a reason after "since"',
    text: 'Hotel shortlist by Thursday since Friday is a holiday.',
    want: [{ has: 'hotel shortlist', due: '2026-11-26' }],
  },
  {
    name: 'a purpose stays in the title',
    text: 'Lease copy to the agent by Friday for their records.',
    want: [{ has: 'lease copy agent for their records', due: '2026-11-27' }],
  },
  {
    name: 'a start, not a deadline',
    text: 'Warehouse stock count — not before Dec 9, the auditors said so',
    want: [],
  },
];

describe('recall: a thing, its deadline and a remark after it', () => {
  for (const row of ROWS) it(row.name, () => check(row));
});
