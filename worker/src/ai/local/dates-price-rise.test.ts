/**
 * The day a price rises (issue 12, dates): "book the coach for New Year – fares go up after 3rd Dec" is due that day,
 * over the day the thing is for; a day said for buying ("order them on Thursday, prices jump at the weekend") stays.
 * Dumps written for these tests, Tuesday 2026-11-24.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: 'a price rise said after a task gives its deadline over the day it is for',
    text: 'book the coach to Edinburgh for Christmas – fares go up after 3rd Dec\nget the panto tickets for Christmas — prices jump in 5 days',
    want: [
      { has: 'book coach edinburgh', due: '2026-12-03' },
      { has: 'panto tickets', due: '2026-11-29' },
    ],
  },
  {
    name: 'a day said for buying stays over the day the price rises',
    text: 'Winter tyres: order them this Thursday, prices jump on the weekend.',
    want: [{ has: 'order winter tyres', due: '2026-11-26' }],
  },
];

describe('the day a price rises', () => {
  it.each(ROWS.map((row) => [row.name, row] as const))('%s', (_name, row) => check(row));
});
