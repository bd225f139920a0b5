/**
 * Round thirty-nine, notes that close with when the group meets again and the writer's step for it: "Next review Thu 3rd
 * same room, I bring the printouts", "next call Wed 4pm, I'll circulate the minutes". When they meet is no task of its
 * own, and its day is not the step's; the step after it is the user's. Notes written for these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: '"Next review Thu 3rd same room, I bring the printouts": the step, not the review',
    text: 'Budget review, Tue\n- Omar: redo the travel line by Friday\n- Next review Thu 3rd same room, I bring the printouts.',
    want: [
      { has: 'redo travel line', people: ['Omar'] },
      { has: 'bring printouts', people: [] },
    ],
  },
  {
    name: '"next call Wed 4pm, I\'ll circulate the minutes": one task, the minutes',
    text: "Supplier call notes\n- Ines to chase the missing pallets\nNext call Wed 4pm, I'll circulate the minutes.",
    want: [
      { has: 'chase missing pallets', people: ['Ines'] },
      { has: 'circulate minutes', title: 'Circulate the minutes', due: null },
    ],
  },
  {
    name: "the meeting's day is not the step's: \"Next meeting: Fri 4 Dec (I'll book the room)\"",
    text: "Residents' committee, 24 Nov\nPresent: Alma, Joe, me\n- Joe to fix the gate latch\nNext meeting: Fri 4 Dec (I'll book the room)",
    want: [
      { has: 'fix gate latch', people: ['Joe'] },
      { has: 'book room', due: null },
    ],
  },
  {
    name: 'a step with a day of its own keeps it: "Next sync Mon 30th, I send the agenda Sunday"',
    text: 'Team sync 24/11\n- Next sync Mon 30th, I send the agenda Sunday.',
    want: [{ has: 'send agenda', due: '2026-11-29' }],
  },
  {
    name: 'when they meet again, alone, is still no task: "Next call Wed 4pm same time"',
    text: 'Supplier call 24/11\n- Ines to chase the missing pallets\n- Next call Wed 4pm same time',
    want: [{ has: 'chase missing pallets', people: ['Ines'] }],
  },
];

describe('round thirty-nine: when the notes meet again frames the step after it', () => {
  for (const row of ROWS) it(row.name, () => check(row));
});
