/**
 * A mail's request said of the thing, not the reader: "the locker fee can be paid at reception", "the signed form is to
 * be returned within 5 days". What must happen to the thing is the task; "can be stored" asks nothing. Messages written
 * for these tests, Tuesday 2026-11-24.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: '"… can be paid at …" and "… is to be returned within …" are the reader\'s tasks',
    text: 'Dear swimmers,\n\nThe spring term starts on 12 January. The locker fee (€20) can be paid at reception. The medical form is to be returned to the coach by Friday.\n\nKind regards,\nHarbour Swim Club',
    want: [{ has: 'pay locker fee' }, { has: 'return medical form', due: '2026-11-27' }],
  },
  {
    name: '"… can be stored …" is no request',
    text: 'Dear swimmers,\n\nBikes can be stored in the shed behind the pool. Please renew your membership by Friday.\n\nKind regards,\nHarbour Swim Club',
    want: [{ has: 'renew membership', due: '2026-11-27' }],
  },
];

describe('pasted mail: requests in the passive', () => {
  for (const row of ROWS) it(row.name, () => check(row));
});
