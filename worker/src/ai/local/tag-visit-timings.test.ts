/**
 * "Before Nana comes" says when a job is due, not whose it is: a home repair timed by a relative's visit is the
 * writer's own, as one timed by the holidays is — while a plan made for the visit stays the family's (issue 12, tags
 * from meaning). Dumps written for these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: 'a repair due before a parent arrives',
    text: 'get the boiler serviced before Mum comes to stay',
    want: [{ has: 'boiler', tag: 'Life' }],
  },
  {
    name: 'a purchase due before a grandparent visits',
    text: 'buy a new kettle before Nana visits',
    want: [{ has: 'kettle', tag: 'Life' }],
  },
  {
    name: 'a plan for the visit itself stays the family’s',
    text: 'book a table at the harbour place for when Dad visits',
    want: [{ has: 'table', tag: 'Family' }],
  },
];

describe('a relative’s visit as a time', () => {
  it.each(ROWS.map((row) => [row.name, row] as const))('%s', (_name, row) => check(row));
});
