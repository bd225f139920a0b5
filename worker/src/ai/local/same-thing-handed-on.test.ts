/**
 * Round thirty-five: a second step that only hands on what the first one makes, with no object of its own, is the same
 * task: "tidy the budget sheet and send to the treasurer", "draft the rota + share w/ Kemi", "count the stock, present
 * at the next meeting". A second step with its own thing is a task of its own. Notes written for these tests, Tuesday
 * 2026-11-24 UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: '"… and send to the treasurer" is the same task, whatever article follows "to"',
    text: 'Club committee\n- me: tidy the budget sheet and send to the treasurer by Friday',
    want: [{ has: 'tidy budget sheet send treasurer', due: '2026-11-27' }],
  },
  {
    name: '"+ share w/ Name" and ", present at the next meeting" hand on the same thing',
    text: 'Ops sync\n- me: draft the holiday rota + share w/ Kemi tonight\n- Ana: count the returns stock, present at the next meeting',
    want: [
      { has: 'draft holiday rota share', people: ['Kemi'] },
      { has: 'count returns stock present', people: ['Ana'] },
    ],
  },
  {
    name: 'a second step with a thing of its own stays a task of its own',
    text: 'Ops sync\n- me: draft the holiday rota and share the parking plan with Kemi',
    want: [{ has: 'draft holiday rota' }, { has: 'share parking plan' }],
  },
];

describe('round thirty-five: a step that hands on the same thing', () => {
  for (const row of ROWS) it(row.name, () => check(row));
});
