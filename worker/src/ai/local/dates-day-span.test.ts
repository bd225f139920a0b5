/**
 * A span of days on the calendar (issue 12, dates): "book the cottage for 4–6 Dec", "Gran stays 20–28 Dec: get the
 * spare bed down", "annual leave Dec 22 - Jan 2" say how long something lasts, not a day the task falls due, so they
 * date nothing. One day said alone ("the 4 Dec deadline"), a deadline in front ("by 4 Dec") and an hour after a day
 * ("Dec 4 at 10") are read as before. Tuesday 2026-11-24.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: 'what lasts a span of days gives its task no date',
    text: [
      'book the cottage in Brecon for 4–6 Dec',
      'Gran stays 20-28 Dec, get the spare bed down from the loft',
      'put in the annual leave form for Dec 22–Jan 2',
      'reserve the climbing wall for 9 to 11 Dec',
    ].join('\n'),
    want: [
      { has: 'cottage brecon', due: null },
      { has: 'spare bed', due: null },
      { has: 'annual leave form', due: null },
      { has: 'climbing wall', due: null },
    ],
  },
  {
    name: 'guard: one day, a deadline or a day with its hour is still the date',
    text: 'send the quote by 4 Dec\nring the venue on Dec 9 at 10\nrenew the permit before 11 Dec',
    want: [
      { has: 'send quote', due: '2026-12-04' },
      { has: 'ring venue', due: '2026-12-09' },
      { has: 'renew permit', due: '2026-12-11' },
    ],
  },
];

describe('dates: a span of days dates nothing', () => {
  it.each(ROWS.map((row) => [row.name, row] as const))('%s', (_name, row) => check(row));
});
