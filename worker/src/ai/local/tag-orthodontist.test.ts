/**
 * The orthodontist is a child's care, as the paediatrician is: the family's word, and a Kids tag's when the user has
 * one (issue 12, tags from meaning). Dumps written for these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: "the family's among the writer's own errands",
    text: 'pay the water bill\nbook the orthodontist for the 3rd\nrenew my gym membership',
    want: [
      { has: 'water', tag: 'Life' },
      { has: 'orthodontist', tag: 'Family' },
      { has: 'gym', tag: 'Life' },
    ],
  },
  {
    name: "a Kids tag's when the user has one",
    extra: ['Kids', 'Allotment'],
    text: "Omar's orthodontist appointment is Tuesday at 4, take him\nfix the shed roof",
    want: [{ has: 'omar', tag: 'Kids' }, { has: 'shed' }],
  },
];

describe('the orthodontist is a child’s care', () => {
  it.each(ROWS.map((row) => [row.name, row] as const))('%s', (_name, row) => check(row));
});
