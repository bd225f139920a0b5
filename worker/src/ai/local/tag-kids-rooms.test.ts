/**
 * A room called by who sleeps in it ("the kids' bathroom", "the boys' room") is a room of the house: a repair there is
 * the home's, not the family's — while the kids' own lessons and their bunk beds stay the family's (issue 12, tags from
 * meaning). Dumps written for these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: "a repair in the kids' bathroom, the kids' lessons, their bunk beds",
    text: "todo:\nask Tomasz to fix the tap in the kids' bathroom\nbook the kids' swimming lessons\nmeasure the boys' room for the new bunk beds",
    want: [
      { has: 'tap', tag: 'Life' },
      { has: 'swimming', tag: 'Family' },
      { has: 'bunk', tag: 'Family' },
    ],
  },
];

describe("a room called by the kids is the house's", () => {
  it.each(ROWS.map((row) => [row.name, row] as const))('%s', (_name, row) => check(row));
});
