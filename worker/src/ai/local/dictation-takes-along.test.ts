/**
 * Recall (issue 12): after whose appointment it is, the writer's own word that they go along — "I'm driving him", "I
 * take her", "go with her" — is the lift to that appointment, on its day, titled with whose it is and where to (not
 * with a name said earlier in the dump). Taking something seriously is no lift. Dumps written for these tests,
 * Tuesday 2026-11-24.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: 'present progressive, a relation',
    text: "Grandad's eye appointment is Thursday at 9, I'm driving him",
    want: [{ has: 'drive grandad eye appointment', due: '2026-11-26', people: [] }],
  },
  {
    name: 'present simple, a name',
    text: "- Zoe's dentist appointment Friday 4pm, I take her.",
    want: [
      {
        has: 'take zoe dentist',
        title: 'Take Zoe to the dentist appointment',
        due: '2026-11-27',
        people: ['Zoe'],
      },
    ],
  },
  {
    name: 'go with her',
    text: "Gran's check-up on Monday, go with her.",
    want: [{ has: 'go with gran check-up', due: '2026-11-30' }],
  },
  {
    name: 'whose appointment, not a name on the line before',
    text: "- Tomasz: send the rota by Friday\n- Aunty's scan is the 3rd at 11, I'm taking her",
    want: [{ has: 'send rota' }, { has: 'take aunty scan', due: '2026-12-03' }],
  },
  {
    name: 'taking something seriously is no lift',
    text: "the feedback was harsh but I'm taking it seriously",
    want: [],
  },
];

describe('recall: the writer takes someone along', () => {
  for (const row of ROWS) it(row.name, () => check(row));
});
