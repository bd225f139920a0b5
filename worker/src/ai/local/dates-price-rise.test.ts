/**
 * A deadline ahead of the day a thing is for (issue 12, dates): the day a price rises ("book the coach for New Year –
 * fares go up after 3rd Dec") and a deadline worked out from a lead time ("…, the baker needs three days so by
 * Friday") date the task over the day it is for; a day said for buying ("order them on Thursday, prices jump at the
 * weekend") stays. Dumps written for these tests, Tuesday 2026-11-24.
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
  {
    name: 'a deadline worked out from a lead time ("… so by Thursday") dates the task over the day it is for',
    text: "get the retirement cake for Saturday, the baker needs three days so by Wednesday\nbook the village hall for the 12th, they want a week's notice so before the 5th",
    want: [
      { has: 'retirement cake', due: '2026-11-25' },
      { has: 'book village hall', due: '2026-12-05' },
    ],
  },
  {
    name: 'a reason after "so" with no deadline word leaves the day the thing is for',
    text: 'get the retirement cake for Saturday so Joan has it for her party',
    want: [{ has: 'retirement cake', due: '2026-11-28' }],
  },
];

describe('a deadline ahead of the day a thing is for', () => {
  it.each(ROWS.map((row) => [row.name, row] as const))('%s', (_name, row) => check(row));
});
