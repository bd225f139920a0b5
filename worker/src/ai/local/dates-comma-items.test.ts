/**
 * A list set apart by commas alone (issue 12, dates): a day said inside one item does not reach past another item to a
 * third ("order the raffle prizes, print the posters, book the hall for Saturday" leaves the prizes undated). Where
 * "and" joins the list, its one date is still shared. Tuesday 2026-11-24.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: "a later item's day does not reach back past another item",
    text: 'Quiz night: order the raffle prizes, print the posters, book the hall for Saturday',
    want: [
      { has: 'raffle prizes', due: null },
      { has: 'print posters' },
      { has: 'book hall', due: '2026-11-28' },
    ],
  },
  {
    name: "an earlier item's day does not reach forward past another item",
    text: 'renew the passport today, water the ferns, call the council about the bins',
    want: [
      { has: 'renew passport', due: '2026-11-24' },
      { has: 'water ferns' },
      { has: 'call council bins', due: null },
    ],
  },
  {
    name: 'joined by "and", the list shares its date',
    text: 'collect the chairs, stack the tables and sweep the hall on Sunday',
    want: [
      { has: 'collect chairs', due: '2026-11-29' },
      { has: 'stack tables', due: '2026-11-29' },
      { has: 'sweep hall', due: '2026-11-29' },
    ],
  },
];

describe('dates: a day does not cross a comma-only list past another item', () => {
  it.each(ROWS.map((row) => [row.name, row] as const))('%s', (_name, row) => check(row));
});
