/**
 * A week named by its rank in a month (issue 12, dates): "first week of December", "2nd week of Jan", or by a day in it:
 * "the week of the 14th", "week of 30 Nov". When it is this week or next it is read as "next week" is (its Friday);
 * further off it is a stretch of days the writer leaves open — kept as text, no date invented (the "Q1" rule).
 * A deadline said later that points back at it ("…filed by then") is the day that names the week. "the last week of
 * next month" still runs to the month's end. Tuesday 2026-11-24.
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
    name: 'a week named by a day in it: next week gives its Friday, one further off no date',
    text: '- the tiler can start the week of 30 Nov, order the grout\n- reserve the hall for the week of the 14th\n- site visit to Leeds week of 7 Dec',
    want: [
      { has: 'order grout', due: '2026-12-04' },
      { has: 'reserve hall', due: null },
      { has: 'site visit leeds', due: null },
    ],
  },
  {
    name: 'a task whose own time is such a week borrows no deadline said after it',
    text: 'visit the Bristol branch week of 14 Dec, confirm the hotel by Fri\nsort the loft first week of Feb and ring Dad by Friday',
    want: [
      { has: 'visit bristol branch', due: null },
      { has: 'confirm hotel', due: '2026-11-27' },
      { has: 'sort loft', due: null },
      { has: 'ring dad', due: '2026-11-27' },
    ],
  },
  {
    name: 'guard: a deadline pointing back at such a week ("by then") is still the day that names it',
    text: 'The inspectors arrive the week of 14 Dec. Please have the fire log signed off by then.',
    want: [{ has: 'fire log', due: '2026-12-14' }],
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

describe('dates: a week named by its rank or a day in it', () => {
  it.each(ROWS.map((row) => [row.name, row] as const))('%s', (_name, row) => check(row));
});
