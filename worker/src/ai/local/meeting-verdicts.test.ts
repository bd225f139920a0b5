/**
 * Meeting notes (issue 12, "meeting notes"): what a meeting left with nothing to do — an item closed with "No action.",
 * an owner with "no action this time", a question parked or left undecided. Minutes written for these tests,
 * Tuesday 2026-11-24 in UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: '"No action." closing a numbered item takes back the status it closes',
    text: 'Ops review\n1. Ticket backlog down to 40. No action.\n2. Laptop refresh: Priya to order 6 new laptops by Friday',
    want: [{ has: 'order laptops', due: '2026-11-27', people: ['Priya'] }],
  },
  {
    name: 'an owner given "no action this time" has no task',
    text: 'Actions:\n1) Dev: rotate the on-call calendar by Thursday\n2) Tom: no action this time',
    want: [{ has: 'rotate on-call calendar', due: '2026-11-26', people: ['Dev'] }],
  },
  {
    name: 'a question the meeting left open is no task: "(no decision)", "(not decided)", "(discussed, parked)"',
    text: 'Retro notes\nParking lot: should we switch to Linear? (no decision)\nIdeas: weekly demos? (discussed, parked)\nNext: move standup earlier? (not decided)\nAction items:\n- me: book the retro room for next Tuesday',
    want: [{ has: 'book retro room', due: '2026-12-01', people: [] }],
  },
];

describe('meeting notes: what the meeting left with nothing to do', () => {
  for (const row of ROWS) it(row.name, () => check(row));
});
