/**
 * A poultry farm's words beside a backyard flock's (issue 12, custom tags from meaning): broilers, drinkers and
 * feeders, day-old chicks, the gumboro and newcastle vaccines — a poultry tag's, not the church's the dump also
 * speaks of, nor a plant's "lines" and "batch". Dumps written for these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: "a poultry farm's jobs beside the choir's",
    extra: ['Poultry', 'Church'],
    text: "top up the broilers' drinkers before the heat\nbook the gumboro vaccine for the day-old chicks\nchoir practice moved to 6, tell the altos\nrenew my car insurance",
    want: [
      { has: 'drinkers', tag: 'Poultry' },
      { has: 'gumboro', tag: 'Poultry' },
      { has: 'altos', tag: 'Church' },
      { has: 'insurance', tag: 'Life' },
    ],
  },
];

describe("a poultry farm's words are its tag's", () => {
  it.each(ROWS.map((row) => [row.name, row] as const))('%s', (_name, row) => check(row));
});
