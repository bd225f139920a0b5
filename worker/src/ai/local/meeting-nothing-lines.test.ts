/**
 * Round thirty-six, meeting notes: a line that says there is nothing under an agenda label or for a person ("AOB -
 * nil", "- Mr Osei: none", "Questions: n/a") is no task; the same word on a shopping list ("Eggs: none") is not read
 * so. Notes written for these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: '"AOB - nil" closing the minutes gives nothing',
    text: 'Allotment committee 24/11\n1. Water butts: Femi to order two more by Friday.\n2. AOB - nil.',
    want: [{ has: 'order two more', people: ['Femi'] }],
  },
  {
    name: 'a person with nothing to do, written with a title, gives no task',
    text: "Parents' council\npresent: Lerato, Mr Osei, me\nActions:\n- Lerato: print the raffle tickets by Thursday\n- Mr Osei: none",
    want: [{ has: 'print raffle tickets', due: '2026-11-26', people: ['Lerato'] }],
  },
  {
    name: 'a first name with "none" under the actions gives no task either',
    text: 'Band committee\nActions:\n- Lerato: print the raffle tickets by Thursday\n- Tomasz: none',
    want: [{ has: 'print raffle tickets', due: '2026-11-26', people: ['Lerato'] }],
  },
];

describe('round thirty-six: a meeting line that says there is nothing', () => {
  for (const row of ROWS) it(row.name, () => check(row));
});
