/**
 * "also", "oh", "plus" between two tasks of one breath (issue 12, dates): what comes after them is another thing, so a
 * day said of one task does not pass to the other across them ("…post the rota by Friday and also book the minibus").
 * Without such a word the tasks still share the day ("ring the school tomorrow and then email the coach"). Tuesday
 * 2026-11-24.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: '"and also" after a dated task: the next task takes none',
    text: 'ok so I need to post the volunteer rota by Friday and also book the minibus for the choir trip',
    want: [
      { has: 'post volunteer rota', due: '2026-11-27' },
      { has: 'book minibus', due: null },
    ],
  },
  {
    name: '"oh and" before a dated task: the task before it takes none',
    text: 'I have to return the drill to Kofi oh and renew the bike lock code on Thursday',
    want: [
      { has: 'return drill kofi', due: null },
      { has: 'renew bike lock', due: '2026-11-26' },
    ],
  },
  {
    name: 'with no such word the day is still shared',
    text: 'so tomorrow I have to ring the school and then email the coach about the kit',
    want: [
      { has: 'ring school', due: '2026-11-25' },
      { has: 'email coach', due: '2026-11-25' },
    ],
  },
];

describe('dates: "also" and "oh" end the run of tasks that share a day', () => {
  it.each(ROWS.map((row) => [row.name, row] as const))('%s', (_name, row) => check(row));
});
