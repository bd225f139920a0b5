/**
 * A list under a heading that stamps the day it was written (issue 12, dates): "Tuesday list" on a Tuesday, "Jobs –
 * Tue 24 Nov" give their items no date, as the writers of such lists leave them; an item that says when in the day it
 * is done ("at 6", "before lunch", "for dinner") is still today's. A heading naming another day still dates its items.
 * Tuesday 2026-11-24.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: "today's weekday as a heading dates none of its items",
    text: 'Tuesday list\n- order more printer paper\n- fix the gate latch\n- ring the garage about the tyres',
    want: [
      { has: 'order printer paper', due: null },
      { has: 'fix gate latch', due: null },
      { has: 'ring garage tyres', due: null },
    ],
  },
  {
    name: "today's date as a heading: the same",
    text: 'Jobs – Tue 24 Nov\n- book the boiler service\n- return the library books',
    want: [
      { has: 'book boiler service', due: null },
      { has: 'return library books', due: null },
    ],
  },
  {
    name: 'an item that says its hour keeps today',
    text: 'tues plan\n- take Ola to swimming at 5\n- sort the recycling',
    want: [
      { has: 'take ola swimming', due: '2026-11-24' },
      { has: 'sort recycling', due: null },
    ],
  },
  {
    name: 'a heading naming another day still dates its items',
    text: 'Thursday:\n- collect the suit from the tailor\n- drop off the parcel',
    want: [
      { has: 'collect suit tailor', due: '2026-11-26' },
      { has: 'drop off parcel', due: '2026-11-26' },
    ],
  },
];

describe('dates: a heading that stamps today dates no item of its list', () => {
  it.each(ROWS.map((row) => [row.name, row] as const))('%s', (_name, row) => check(row));
});
