/**
 * A short weekday said with the day's work around it (issue 12, dates): "thu b4 work - …", "sat after practice:" opens
 * a line as its day, as "thu am - …" does. Dumps written for these tests, Tuesday 2026-11-24.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: 'a short weekday before or after work labels the line',
    text: 'thu b4 work - return the library books, top up the bus pass\nsat after practice: wash the kit',
    want: [
      { has: 'return library books', due: '2026-11-26' },
      { has: 'top up bus pass', due: '2026-11-26' },
      { has: 'wash kit', due: '2026-11-28' },
    ],
  },
  {
    name: '"sat" as a verb before a class is no day',
    text: 'I sat before the class for an hour. print the handouts',
    want: [{ has: 'print handouts', due: null }],
  },
  {
    name: 'a short weekday ending an item after "it" ("copy it thurs", "paint it sat") is that day, and leaves the title',
    text: 'the spare key for Nan - copy it thurs\nthe shed door is rotten, paint it sat.',
    want: [
      { has: 'copy', title: 'Copy the spare key for Nan', due: '2026-11-26' },
      { has: 'paint', title: 'Paint the shed door', due: '2026-11-28' },
    ],
  },
  {
    name: '"it sat" after "where", "when" or at the start says where a thing sat, no day',
    text: 'the parcel is back where it sat. ring the courier',
    want: [{ has: 'ring courier', due: null }],
  },
];

describe('a short weekday with the work around it', () => {
  it.each(ROWS.map((row) => [row.name, row] as const))('%s', (_name, row) => check(row));
});
