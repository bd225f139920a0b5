/**
 * Meeting notes (issue 12, "meeting notes"): a line that only says when the group meets next ("next stand-up Monday",
 * "next 1:1 in 3 wks") is no task, even in short notes without an "Action items" heading or a list of who was there.
 * Notes written for these tests, Tuesday 2026-11-24 in UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: '"next catch-up Friday same room" closing short notes is when they meet, not a task',
    text: 'Catch-up w/ Nadia + Bram re the van lease\n- Bram to get two quotes from the dealers\n- next catch-up Friday same room',
    want: [{ has: 'get quotes dealers', people: ['Bram'] }],
  },
  {
    name: '"next 1:1 in 3 wks" (a span written short) is no task',
    text: '1:1 w/ Oona\n- I will book her onto the first-aid course by Thursday\n- next 1:1 in 3 wks',
    want: [{ has: 'book first-aid course', due: '2026-11-26' }],
  },
  {
    name: '"Next stand-up Mon." on its own line after a job handed out is no task',
    text: 'Luis to deep clean the fryer tonight.\nNext stand-up Mon.',
    want: [{ has: 'clean fryer', people: ['Luis'] }],
  },
  {
    name: 'what to do before the next meeting stays a task: "next sync: send the draft to Ivo"',
    text: 'Design sync\n- next sync: send the draft to Ivo by Friday',
    want: [{ has: 'send draft ivo', due: '2026-11-27' }],
  },
];

describe('meeting notes: when they meet next', () => {
  for (const row of ROWS) it(row.name, () => check(row));
});
