/**
 * "Before Christmas" is a vague time (issue 12, dates), like "before the holidays": writers say it of things with no
 * hard date ("…before Christmas, no rush", "sometime before Christmas"), so it dates nothing and lends no date; "by
 * Christmas", "for Christmas" and "before Christmas Eve" still name the day. Tuesday 2026-11-24.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: '"before Christmas" and "over Xmas" give no date',
    text: 'order the table gifts before Christmas, no rush\nover Xmas sort out the loft',
    want: [
      { has: 'order table gifts', due: null },
      { has: 'sort out loft', due: null },
    ],
  },
  {
    name: 'a sentence with "sometime before Christmas" lends its date to no other task',
    text: 'so I need to renew my licence sometime before Christmas and then call the garage on Friday',
    want: [
      { has: 'renew licence', due: null },
      { has: 'call garage', due: '2026-11-27' },
    ],
  },
  {
    name: '"by Christmas", "for Christmas", "before Christmas Eve" keep their day',
    text: 'post the cards by Christmas\norder the goose for Christmas\nwrap the presents before Christmas Eve',
    want: [
      { has: 'post cards', due: '2026-12-25' },
      { has: 'order goose', due: '2026-12-25' },
      { has: 'wrap presents', due: '2026-12-24' },
    ],
  },
];

describe('dates: "before Christmas" is no date', () => {
  it.each(ROWS.map((row) => [row.name, row] as const))('%s', (_name, row) => check(row));
});
