/**
 * A holiday names an event an area keeps as much as a family does: "book the Christmas party for the team" and "the
 * Christmas hamper order" in a dump about the restaurant or the deli are the business's, while "flights home for
 * Christmas" and "the kids' Christmas stockings" stay the family's (issue 12, tags from meaning). Dumps written for
 * these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: "the team's party in a dump about the restaurant",
    extra: ['Restaurant'],
    text: 'the dishwasher at the restaurant leaks again, call the repair guy\nwrite the new restaurant menu\nbook the Christmas party for the team\nbook my flights home for Christmas',
    want: [
      { has: 'repair', tag: 'Restaurant' },
      { has: 'menu', tag: 'Restaurant' },
      { has: 'party', tag: 'Restaurant' },
      { has: 'flights', tag: 'Family' },
    ],
  },
  {
    name: "the shop's holiday order, and the kids' stockings",
    extra: ['Deli'],
    text: "order the cheese for the deli\nrestock the deli fridge\nfinalise the Christmas hamper order with Dora\nbuy the kids' Christmas stockings",
    want: [
      { has: 'cheese', tag: 'Deli' },
      { has: 'fridge', tag: 'Deli' },
      { has: 'hamper', tag: 'Deli' },
      { has: 'stockings', tag: 'Family' },
    ],
  },
  {
    name: 'gifts for a holiday are the family’s',
    extra: ['Deli'],
    text: 'order the cheese for the deli\nrestock the deli fridge\nbuy the Diwali presents',
    want: [
      { has: 'cheese', tag: 'Deli' },
      { has: 'fridge', tag: 'Deli' },
      { has: 'presents', tag: 'Family' },
    ],
  },
];

describe("a holiday's event in a dump about an area is the area's", () => {
  it.each(ROWS.map((row) => [row.name, row] as const))('%s', (_name, row) => check(row));
});
