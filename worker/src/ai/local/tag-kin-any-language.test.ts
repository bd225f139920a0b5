/**
 * A task whose own words say as much of Life's as of the family's goes to the family when it names the writer's kin
 * — in whatever language the writer calls them ("mummy", "Ammi", "mi papá", "my uncle"), not only the English words
 * of tags.ts's KIN (issue 12, tags from meaning). "Partner" is kin and a business's word too: "the partner team" is
 * not the family's. Written for these tests, Sunday 2026-11-29 UTC.
 */
import { describe, expect, it } from 'vitest';
import { check, type Row } from './class-rows.js';
import { pickTag } from './tags.js';

const TAGS = ['Work-DevOps', 'Work-Manufacturing', 'Family', 'Life', 'Unsorted'];
/** A dump about the writer's own errands: on equal evidence with no kin, Life. */
const ERRANDS = [{ tag: 'Life', score: 2 }];

describe('equal evidence of Life and Family: kin in any language decides', () => {
  it.each([
    ['book an eye test appointment for mummy', 'Family'],
    ['ring Ammi about the electricity bill', 'Family'],
    ['pay the nanny on Friday, car insurance too', 'Family'],
    ['sort out the car insurance renewal with my uncle', 'Family'],
    ['drop the car at the garage for a service', 'Life'],
  ])('%s', (text, tag) => {
    expect(pickTag(text, '', ERRANDS, TAGS)).toBe(tag);
  });
});

const ROWS: Row[] = [
  {
    name: 'a platform list: the partner team is no kin',
    text: '- move the nightly backup job to the new cluster\n- let the partner team know about the maintenance window',
    want: [
      { has: 'backup', tag: 'Work-DevOps' },
      { has: 'partner', tag: 'Work-DevOps' },
    ],
  },
  {
    name: 'errands in two languages: mamá at the airport is the family’s',
    text: '- renew the car insurance\n- pay the gas bill\n- pick up mi mamá at the airport at 7',
    want: [
      { has: 'insurance', tag: 'Life' },
      { has: 'gas', tag: 'Life' },
      { has: 'airport', tag: 'Family' },
    ],
  },
];

describe('kin in a list of errands and jobs', () => {
  it.each(ROWS.map((row) => [row.name, row] as const))('%s', (_name, row) => check(row));
});
