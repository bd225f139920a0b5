/**
 * A week named by its rank in a month (issue 12, dates): "first week of December", "2nd week of Jan". When it is this
 * week or next it is read as "next week" is (its Friday); further off it is a stretch of days the writer leaves open —
 * kept as text, no date invented (the "Q1" rule). "the last week of next month" still runs to the month's end.
 * Tuesday 2026-11-24.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: 'a week named by its rank that is next week gives its Friday, after a vague time too',
    text: '- service the boiler sometime the first week of December\n- repaint the fence — once the frost clears so first week of Dec',
    want: [
      { has: 'service boiler', due: '2026-12-04' },
      { has: 'repaint fence', due: '2026-12-04' },
    ],
  },
  {
    name: 'a week further off dates nothing, and lends no other day either',
    text: '- plan the stocktake 2nd week of January\n- sort the loft first week of Feb, and ring Dad tomorrow',
    want: [
      { has: 'plan stocktake', due: null },
      { has: 'sort loft', due: null },
      { has: 'ring dad', due: '2026-11-25' },
    ],
  },
  {
    name: 'guard: the last week of a month and a plain day of the month keep their dates',
    text: '- clear the shed by the last week of next month\n- pay the window cleaner on the 14th',
    want: [
      { has: 'clear shed', due: '2026-12-31' },
      { has: 'pay window cleaner', due: '2026-12-14' },
    ],
  },
];

describe('dates: a week named by its rank in a month', () => {
  it.each(ROWS.map((row) => [row.name, row] as const))('%s', (_name, row) => check(row));
});
