/**
 * A deadline said after a task's verb is that task's own (issue 12, dates): "return the hire skis by Sunday and cancel
 * the streaming trial" dates the skis, not the trial. A deadline opening what is said frames every task after it ("By
 * Friday I need to…, … and …"), and a task that says it follows from the one before ("…, so gather…", "…the same day",
 * "…before then") still takes its day. Tuesday 2026-11-24.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: "a deadline after the first task's verb stays with it",
    text: 'return the hire skis by Sunday and cancel the streaming trial\nrefill the inhaler prescription before Friday, and book the physio follow-up',
    want: [
      { has: 'return hire skis', due: '2026-11-29' },
      { has: 'cancel streaming trial', due: null },
      { has: 'refill inhaler prescription', due: '2026-11-27' },
      { has: 'book physio', due: null },
    ],
  },
  {
    name: 'a deadline opening what is said frames every task after it',
    text: 'By Friday I need to submit the grant report and email Chidi the budget sheet',
    want: [
      { has: 'submit grant report', due: '2026-11-27' },
      { has: 'email chidi budget sheet', due: '2026-11-27' },
    ],
  },
  {
    name: 'a task that says it follows from the one before takes its day',
    text: 'sign the lease by Friday and pay the deposit the same day\nfile the permit renewal before the 15th, so gather the tenancy papers for it',
    want: [
      { has: 'sign lease', due: '2026-11-27' },
      { has: 'pay deposit', due: '2026-11-27' },
      { has: 'file permit renewal', due: '2026-12-15' },
      { has: 'gather tenancy papers', due: '2026-12-15' },
    ],
  },
];

describe('dates: a deadline after a task is its own', () => {
  it.each(ROWS.map((row) => [row.name, row] as const))('%s', (_name, row) => check(row));
});
