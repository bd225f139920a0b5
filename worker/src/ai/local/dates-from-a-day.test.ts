/**
 * A thing "from" a weekday (issue 12, dates): "bank the raffle money from Saturday", "the outage from sunday" — the day
 * the thing comes from is gone by, not when to do the task, so it gives no date. A span that starts on the day ("from
 * Monday until the audit", "from Thursday to Friday") and a count from it ("a week from Friday") still date.
 * Dumps written for these tests, Tuesday 2026-11-24.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: 'what a thing is from: a weekday gone by, no date',
    text: 'bank the raffle money from Saturday\nwrite up the notes on the outage from sunday',
    want: [
      { has: 'bank raffle money saturday', due: null },
      { has: 'outage sunday', due: null },
    ],
  },
  {
    name: 'guard: a span starting on the day or a count from it still dates',
    text: 'pause the nightly builds from Monday until the audit is over\nsend the survey reminder a week from Friday',
    want: [
      { has: 'pause nightly builds', due: '2026-11-30' },
      { has: 'survey reminder', due: '2026-12-04' },
    ],
  },
];

describe('dates: a thing from a weekday', () => {
  it.each(ROWS.map((row) => [row.name, row] as const))('%s', (_name, row) => check(row));
});
