/**
 * Recall (issue 12): a thing with a short remark in brackets, then its day — "quarterly stock count for Helen (the
 * Leeds site) by Friday" — is the writer's to-do as the same thing without the remark is; the title keeps the remark.
 * A pasted table's row is not read so. Dumps written for these tests, Tuesday 2026-11-24.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: 'a remark about the person',
    text: 'Quarterly stock count to Helen (Leeds site) by Friday.',
    want: [{ has: 'stock count helen (leeds site)', due: '2026-11-27', people: ['Helen'] }],
  },
  {
    name: 'a remark about the thing',
    text: 'Insurance renewal forms (both cars) by the 30th.',
    want: [{ has: 'insurance renewal forms (both cars)', due: '2026-11-30' }],
  },
];

describe('recall: a thing with a bracketed remark and its day', () => {
  for (const row of ROWS) it(row.name, () => check(row));
});
