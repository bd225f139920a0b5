/**
 * A list item's own label ("- oven: the seal is gone → call the engineer") heads that item's sentences only: the items
 * after it are the list's, and take the tag its heading names (issue 12, tags from meaning). Dumps written for these
 * tests, Tuesday 2026-11-24 UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: 'an item after a labelled item is the heading’s',
    extra: ['Quayside', 'Market Hall'],
    text: [
      'QUAYSIDE',
      '- oven: the door seal is gone again → call the engineer',
      '- new pot washer starts Thursday, show him the fire exits',
      '',
      'MARKET HALL',
      '- stock take on Sunday',
      '- reprint the price cards',
    ].join('\n'),
    want: [
      { has: 'engineer' },
      { has: 'fire exits', tag: 'Quayside' },
      { has: 'stock take', tag: 'Market Hall' },
      { has: 'price cards', tag: 'Market Hall' },
    ],
  },
  {
    name: 'a label of one area does not take the errands listed after it',
    extra: ['Choir', 'Allotment'],
    text: 'Saturday:\n- choir concert: they need cakes → bake two\n- book a haircut',
    want: [
      { has: 'bake', tag: 'Choir' },
      { has: 'haircut', tag: 'Life' },
    ],
  },
];

describe('an item’s own label heads only that item', () => {
  it.each(ROWS.map((row) => [row.name, row] as const))('%s', (_name, row) => check(row));
});
