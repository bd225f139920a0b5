/**
 * Recall (issue 12): a request said about a body or a role rather than a name — "Payroll wants the overtime sheet by
 * Friday", "the printer needs the final proof", "Ada's nursery wants the medicine form back" — is the writer's task:
 * send it to them, return what comes back, do what a participle says, have the check-up they want. Dumps written for
 * these tests, Tuesday 2026-11-24.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: 'a department wants a paper by a day',
    text: 'Payroll wants the overtime sheet by Friday.',
    want: [{ has: 'send payroll overtime sheet', due: '2026-11-27', people: [] }],
  },
  {
    name: 'a trade needs a count (a thing one sends)',
    text: 'The caterer needs the final guest count by Thursday.',
    want: [{ has: 'send the caterer final guest count', due: '2026-11-26', people: [] }],
  },
  {
    name: 'a bare role at the start of the line',
    text: 'Coordinator wants the receipts before the 5th.',
    want: [{ has: 'send the coordinator receipts', title: 'Send the coordinator the receipts' }],
  },
  {
    name: "a child's nursery wants a form back",
    text: "Ada's nursery wants the medicine form back by Wednesday.",
    want: [
      { has: 'return medicine form', title: "Return the medicine form to Ada's nursery", due: '2026-11-25' },
    ],
  },
  {
    name: 'a form signed and back',
    text: 'the letting agent wants the inventory form signed and back by Monday',
    want: [{ has: 'sign and return inventory form letting agent', due: '2026-11-30' }],
  },
  {
    name: 'a participle says what to do for them',
    text: 'The buyer wants the colour samples approved by Friday.',
    want: [{ has: 'approve colour samples', title: 'Approve the colour samples', due: '2026-11-27' }],
  },
  {
    name: 'a test someone wants the writer to have is got',
    text: 'The practice nurse wants a blood test before the review on the 9th.',
    want: [{ has: 'get blood test', due: '2026-12-09' }],
  },
  {
    name: 'a name with a bracketed role',
    text: 'Tomas (surveyor) needs the site drawings from me by the 2nd.',
    want: [{ has: 'send tomas site drawings', due: '2026-12-02', people: ['Tomas'] }],
  },
  {
    name: "the writer's own step after a body's request is the task",
    text: 'The council wants the meter readings, start collecting them tonight.',
    want: [{ has: 'collect' }],
  },
  {
    name: 'what someone only wants to do is no request',
    text: 'The team wants to move the offsite to March.',
    want: [],
  },
];

describe('recall: a request said about a body or a role', () => {
  for (const row of ROWS) it(row.name, () => check(row));
});
