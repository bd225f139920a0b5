/**
 * Kin in the possessive typed without its apostrophe, as on a phone ("moms prescription", "dads pills", "omas
 * birthday"): still the writer's family (issue 12, tags from meaning). Written for these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, expect, it } from 'vitest';
import { check, type Row } from './class-rows.js';
import { scoreTags } from './tags.js';

const TAGS = ['Work-DevOps', 'Work-Manufacturing', 'Family', 'Life', 'Unsorted'];

describe('a kin word without its apostrophe is Family’s', () => {
  it.each([
    'collect moms glasses',
    'sort dads pills for the week',
    'omas birthday cake',
    'call my mums landline',
  ])('%s', (text) => {
    expect(scoreTags(text, TAGS).find((entry) => entry.tag === 'Family')?.score).toBeGreaterThan(0);
  });
});

const ROWS: Row[] = [
  {
    name: "a band's list: the writer's dad's glasses are the family's",
    text: "- restring the bass before Friday's gig\n- pick up dads new glasses",
    extra: ['Band'],
    want: [
      { has: 'restring', tag: 'Band' },
      { has: 'glasses', tag: 'Family' },
    ],
  },
];

describe('an errand for a parent typed in haste is the family’s', () => {
  it.each(ROWS.map((row) => [row.name, row] as const))('%s', (_name, row) => check(row));
});
