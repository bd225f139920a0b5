/**
 * Dictation (issue 12, self-corrections): a number said and corrected keeps only the corrected one — in words ("forty
 * more no make it fifty", "five thirty no wait six"), in digits ("2.4, no, 2.5", "the 5th no wait the 6th") or with
 * the words it counts ("eight people, no sorry nine"). A day between the two stays, and a bare "no" before a number
 * that corrects nothing is no correction. Dumps written for these tests, Tuesday 2026-11-24.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: 'a count in words corrected after "no … make it" keeps the second',
    text: 'order thirty chairs no make it forty for the hall',
    want: [{ has: 'order forty chairs hall', title: 'Order forty chairs for the hall' }],
  },
  {
    name: 'a time in words: the whole first time goes ("five thirty no wait six")',
    text: 'collect the twins from swimming at five thirty no wait six',
    want: [{ has: 'collect twins swimming', title: 'Collect the twins from swimming at six' }],
  },
  {
    name: 'a version in digits with its dot',
    text: 'upgrade the parser to version 3.1, no, 3.2',
    want: [{ has: 'upgrade parser', title: 'Upgrade the parser to version 3.2' }],
  },
  {
    name: 'a day of the month in digits, the day corrected',
    text: 'email Ines that the dinner moved to the 11th no wait the 12th of December',
    want: [
      {
        has: 'email ines dinner',
        title: 'Email Ines that the dinner moved to the 12th of December',
        due: null,
        people: ['Ines'],
      },
    ],
  },
  {
    name: 'a count with the thing it counts ("seven seats, no sorry eight seats")',
    text: 'reserve seven seats, no sorry eight seats at the theatre',
    want: [{ has: 'reserve eight seats theatre', title: 'Reserve eight seats at the theatre' }],
  },
  {
    name: 'a day said between the two numbers stays with the task',
    text: 'fetch the bikes from the shop at 4:30 tomorrow, no, 5',
    want: [{ has: 'fetch bikes shop', due: '2026-11-25' }],
  },
  {
    name: 'a bare "no" before a number that corrects nothing is kept',
    text: 'there is no 24 hour chemist in town so order the plasters online',
    want: [{ has: 'order plasters online' }],
  },
];

describe('dictation: a number said and corrected', () => {
  for (const row of ROWS) it(row.name, () => check(row));
});
