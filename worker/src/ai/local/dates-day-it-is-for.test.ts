/**
 * The day a thing is for ("seats for the 4th", "the van for Saturday") and the day it is done, said in a remark right
 * after the task ("- tonight, they sell out", "- today."): the task is due when it is done. Dumps written for these
 * tests, Tuesday 2026-11-24.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: 'a day opening the remark after a task dates it over the day the thing is for',
    text: 'reserve two seats on the coach to Leeds for the 5th - tonight, they sell out\nbook the hire van for Saturday - today.',
    want: [
      { has: 'reserve two seats', due: '2026-11-24' },
      { has: 'book hire van', due: '2026-11-24' },
    ],
  },
  {
    name: 'with no such remark the day the thing is for stays',
    text: 'book the hire van for Saturday - the big one with the tail lift',
    want: [{ has: 'book hire van', due: '2026-11-28' }],
  },
];

describe('the day a thing is for, and the day it is done', () => {
  it.each(ROWS.map((row) => [row.name, row] as const))('%s', (_name, row) => check(row));
});
