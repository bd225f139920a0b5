/**
 * A harvest thanksgiving is a congregation's festival, not the family's Thanksgiving: what a dump lists under it
 * ("collect the pledge cards from Deacon Femi") is the church's, while a Thanksgiving dinner at Mum's stays the
 * family's (issue 12, tags from meaning). Dumps written for these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: "the festival's jobs, and the family's dinner",
    extra: ['Church', 'Allotment'],
    text: "things this week:\nbuy the new mower blades\nharvest thanksgiving: collect the pledge cards from Deacon Femi, give the list to Pastor Bayo\nthanksgiving dinner at mum's - bring the pies",
    want: [
      { has: 'mower' },
      { has: 'pledge', tag: 'Church' },
      { has: 'list', tag: 'Church' },
      { has: 'pies', tag: 'Family' },
    ],
  },
];

describe('a harvest thanksgiving is the church’s', () => {
  it.each(ROWS.map((row) => [row.name, row] as const))('%s', (_name, row) => check(row));
});
