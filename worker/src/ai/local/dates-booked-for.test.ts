/**
 * The day a task's thing is for (issue 12, dates): "book a court for Thursday", "print the hymn sheets for Sunday" —
 * the booking's or the service's day, said after the verb. The task keeps it, but the tasks said around it do not
 * share it: "oil the chain, book a court for Thursday" leaves the chain undated. A day that opens what is said ("so for
 * tomorrow I need to …") frames every task after it. Dumps written for these tests, Tuesday 2026-11-24.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: 'a task said before a booking for a day: no date from it',
    text: 'oil the bike chain, book a squash court for Thursday\nfind my old scarf and print the hymn sheets for Sunday',
    want: [
      { has: 'oil bike chain', due: null },
      { has: 'book squash court', due: '2026-11-26' },
      { has: 'find old scarf', due: null },
      { has: 'print hymn sheets', due: '2026-11-29' },
    ],
  },
  {
    name: 'a task said after a booking for a day: no date from it',
    text: 'reserve the village hall for the 5th, then water the ferns',
    want: [
      { has: 'reserve village hall', due: '2026-12-05' },
      { has: 'water ferns', due: null },
    ],
  },
  {
    name: 'guard: "for tomorrow" opening what is said frames the tasks after it',
    text: 'so for tomorrow I need to email the deck to Ines and book a call with the auditor',
    want: [
      { has: 'email deck ines', due: '2026-11-25' },
      { has: 'book call auditor', due: '2026-11-25' },
    ],
  },
];

describe('dates: the day a task is for is its own', () => {
  it.each(ROWS.map((row) => [row.name, row] as const))('%s', (_name, row) => check(row));
});
