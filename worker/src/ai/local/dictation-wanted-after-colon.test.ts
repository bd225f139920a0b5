/**
 * Recall (issue 12): a thing, a colon, then who wants it back by when — "board minutes: the chair wants them by
 * Friday", "- bike service: Jo needs it before the race on Sunday" — is the writer's to-do with that day, as the same
 * line with a dash or a comma already was. A heading over a statement that wants nothing back stays a heading.
 * Dumps written for these tests, Tuesday 2026-11-24.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: 'a body wants them',
    text: '- board minutes for October: the chair wants them by Friday',
    want: [{ has: 'board minutes', due: '2026-11-27' }],
  },
  {
    name: 'a name wants it',
    text: '3. bike service: Jo wants it before Sunday',
    want: [{ has: 'bike service', due: '2026-11-29' }],
  },
  {
    name: 'they want them, with a remark after',
    text: '- wedding album drafts: they want them by the 10th (said so twice)',
    want: [{ has: 'wedding album drafts', due: '2026-12-10' }],
  },
  {
    name: 'a heading over news is no thing',
    text: '- staff party: the venue changed to the Red Lion on Friday',
    want: [],
  },
];

describe('recall: a thing, a colon, and who wants it back', () => {
  for (const row of ROWS) it(row.name, () => check(row));
});
