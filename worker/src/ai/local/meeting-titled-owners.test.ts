/**
 * Round thirty-six, meeting notes: an owner written with a title before the name ("Sr. Hiba to …", "AI: Dr. Tariq to
 * …", "-> Sister Ama to …"). The title is no part of who does it, nor of the task: the job is the named person's.
 * Notes written for these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: '"AI: Sr. Name to verb" is that person\'s task, the title left out',
    text: 'Ward 4 meeting\nPresent: Sr. Hiba, myself\n\nAI: Sr. Hiba to redo the fridge temperature log by Friday',
    want: [
      {
        has: 'redo fridge log',
        title: 'Redo the fridge temperature log',
        due: '2026-11-27',
        people: ['Hiba'],
      },
    ],
  },
  {
    name: 'two titled owners, one after the other, each keep their task',
    text: 'Clinic huddle\n\nAI: Dr. Tariq to give a short talk on sepsis screening next Monday\nAI: Prof. Lund to send the audit form',
    want: [
      { has: 'short talk sepsis', title: 'Give a short talk on sepsis screening', people: ['Tariq'] },
      { has: 'send audit form', title: 'Send the audit form', people: ['Lund'] },
    ],
  },
  {
    name: 'an arrowed item with a title reads as the bare job',
    text: 'Ward meeting\nActions\n-> Sister Ama to re-run the moving and handling training by 5th Dec.',
    want: [
      { has: 're-run moving handling', title: 'Re-run the moving and handling training', people: ['Ama'] },
    ],
  },
];

describe('round thirty-six: an owner with a title before the name', () => {
  for (const row of ROWS) it(row.name, () => check(row));
});
