/**
 * Recall (issue 12): news with a verb of its own, an arrow, then a thing and its date — "the review moved to the 10th
 * → slides final by the 9th" — is the thing's to-do, dated by what follows the arrow; the news before the arrow is no
 * part of it. A day right after the arrow is the news's new day ("moved Tue -> Wed 3rd, at the town hall"), not a
 * thing. Dumps written for these tests, Tuesday 2026-11-24.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: 'a state and its deadline after a move',
    text: '- quarterly review moved from the 2nd to the 4th → budget slides final by the 3rd',
    want: [{ has: 'budget slides final', due: '2026-12-03' }],
  },
  {
    name: 'a thing and its day after a closing',
    text: 'The gala list closes Sunday night -> last reminder to the families Fri',
    want: [{ has: 'last reminder families', due: '2026-11-27' }],
  },
  {
    name: 'a remark after the deadline',
    text: '- launch got pushed to the 9th → release notes ready by the 7th, Omar reads them the day after',
    want: [{ has: 'release notes ready', due: '2026-12-07' }],
  },
  {
    name: "the news's new day is no thing",
    text: 'planning committee got moved Tue -> Wed 2nd, 7pm at the town hall',
    want: [],
  },
];

describe('recall: a dated thing after news and an arrow', () => {
  for (const row of ROWS) it(row.name, () => check(row));
});
