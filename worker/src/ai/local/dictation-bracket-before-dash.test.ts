/**
 * Recall (issue 12): a remark in brackets just before a dash or an arrow ("Marta's prints (20 in total) - send her the
 * invoice", "nursery shut on Fri (staff day) → ask Gran…") leaves the dash or arrow the break it is without the
 * remark: the step after it is read as a clause of its own, not one opening with a dash. Dumps written for these
 * tests, Tuesday 2026-11-24.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: 'an arrow after a remark',
    text: '- nursery shut on Fri 27th (staff day) → ask Gran today if she can have Leo',
    want: [{ has: 'ask gran leo', due: '2026-11-24' }],
  },
  {
    name: 'a dash after a remark',
    text: "Marta's prints (20 in total) - send her the invoice",
    want: [{ has: 'send marta invoice', people: ['Marta'] }],
  },
  {
    name: 'a remark on the task itself stays one task',
    text: '- call the plumber (the usual one) — he knows the flat',
    want: [{ title: 'Call the plumber', has: 'plumber' }],
  },
];

describe('recall: a remark in brackets before a dash or an arrow', () => {
  for (const row of ROWS) it(row.name, () => check(row));
});
