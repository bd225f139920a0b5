/**
 * A list whose last item is joined by ", and" (issue 12, dates): the day said of that item is its own, and the items
 * before it take none ("mow the lawn, trim the hedge, and take the clippings to the tip on Saturday"). Without the
 * comma before "and" the list still shares its one date, and so does an item that gives its own. Tuesday 2026-11-24.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: 'three items, ", and" before the last: only the last takes its Saturday',
    text: 'Garden jobs: mow the lawn, trim the hedge, and take the clippings to the tip on Saturday.',
    want: [
      { has: 'mow lawn', due: null },
      { has: 'trim hedge', due: null },
      { has: 'clippings tip', due: '2026-11-28' },
    ],
  },
  {
    name: 'two items, ", and" before a deadline: the first has none',
    text: 'Flat admin: renew the bike insurance, and pay the window cleaner by Friday.',
    want: [
      { has: 'renew bike insurance', due: null },
      { has: 'pay window cleaner', due: '2026-11-27' },
    ],
  },
  {
    name: 'an earlier item keeps a day of its own',
    text: 'Book the piano tuner for Monday, order new strings, and return the amp by Thursday.',
    want: [
      { has: 'book piano tuner', due: '2026-11-30' },
      { has: 'order new strings' },
      { has: 'return amp', due: '2026-11-26' },
    ],
  },
  {
    name: 'no comma before "and": the list shares its one date',
    text: 'sweep the porch, wipe the windows and scrub the bins on Saturday',
    want: [
      { has: 'sweep porch', due: '2026-11-28' },
      { has: 'wipe windows', due: '2026-11-28' },
      { has: 'scrub bins', due: '2026-11-28' },
    ],
  },
];

describe('dates: an item after ", and" keeps its day to itself', () => {
  it.each(ROWS.map((row) => [row.name, row] as const))('%s', (_name, row) => check(row));
});
