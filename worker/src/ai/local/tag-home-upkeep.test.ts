/**
 * A home's heating and its upkeep (issue 12, tags from meaning): a "House" or "Cabin" tag hears the chimney sweep, the
 * furnace filter and the wood stove as it hears the boiler and the gutters. Without them "book the chimney sweep"
 * was one everyday word of Life's. Dumps written for these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: "the chimney sweep and the furnace filter are the house's, the setlist the band's",
    extra: ['Band', 'House'],
    text: 'Book the chimney sweep before it gets cold. Order a new furnace filter. Send the setlist to Dev.',
    want: [
      { has: 'chimney sweep', tag: 'House' },
      { has: 'furnace filter', tag: 'House' },
      { has: 'setlist', tag: 'Band' },
    ],
  },
  {
    name: "the wood stove is the cabin's",
    extra: ['Cabin', 'Running'],
    text: 'Get the wood stove serviced before the ski trip. Sign up for the half marathon.',
    want: [
      { has: 'wood stove', tag: 'Cabin' },
      { has: 'half marathon', tag: 'Running' },
    ],
  },
];

describe("a home's heating and upkeep (issue 12)", () => {
  for (const row of ROWS) it(row.name, () => check(row));
});
