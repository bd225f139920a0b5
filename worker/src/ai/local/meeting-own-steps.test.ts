/**
 * Round thirty-eight, notes that split the work: the writer's own part said in the present — "Dana drafts the summary,
 * I sign off the numbers by Friday", "-> I log a ticket with IT today", "…goes out on 3 Dec, I print the copies on
 * Monday" — is the user's task, as "I'll sign off" would be; so is a list item with a day that opens with it ("- I email
 * the slides on Thursday"). A sentence that opens with "I" and a habit, a day on a rota and a step after a condition
 * stay no task. Notes written for these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: 'after another\'s part: "Dana drafts the summary by Thursday, I sign off the numbers by Friday"',
    text: 'Ops sync, Tue\n- Quarterly report: Dana drafts the summary by Thursday, I sign off the numbers by Friday.',
    want: [
      { has: 'draft summary', people: ['Dana'], due: '2026-11-26' },
      { has: 'sign off numbers', people: [], due: '2026-11-27' },
    ],
  },
  {
    name: 'after an arrow: "printer jammed again -> I log a ticket with IT today"',
    text: 'Floor notes\n- printer on floor 2 jammed again -> I log a ticket with IT today',
    want: [{ has: 'log ticket it', due: '2026-11-24' }],
  },
  {
    name: 'with a day of its own after the point it answers: "…goes out on 3 Dec, I print the copies on Monday"',
    text: 'Prep notes\n- the board pack goes out on 3 Dec, I print the copies on Monday.',
    want: [{ has: 'print copies', due: '2026-11-30' }],
  },
  {
    name: 'a list item with a day that opens with it: "- I email the slides to the board on Thursday"',
    text: 'Board prep\n- I email the slides to the board on Thursday',
    want: [{ has: 'email slides board', title: 'Email the slides to the board', due: '2026-11-26' }],
  },
  {
    name: 'an arrow item that opens with it: "-> I revise the floor plan, send by Monday"',
    text: 'Site visit\n-> I revise the floor plan, send by Monday',
    want: [{ has: 'revise floor plan', due: '2026-11-30' }],
  },
  {
    name: 'a day on a rota, a habit and a step after a condition are no task',
    text: 'Visiting rota for Gran: Karin takes Sundays, I take Wednesdays.\nI walk the dog every morning, it keeps me sane. If the quote is too high, I ask Dad on Sunday.',
    want: [],
  },
];

describe("round thirty-eight: the writer's own step said in the present", () => {
  for (const row of ROWS) it(row.name, () => check(row));
});
