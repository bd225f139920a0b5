/**
 * Everyday words the default lexicons lacked (issue 12, tags from meaning): the home's air conditioning, water heater
 * and router, a ute and its tyres, a retirement account, a Spanish building's community fees for Life; childcare for
 * Family; a retirement account for a tag about money. Written for these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, expect, it } from 'vitest';
import { check, type Row } from './class-rows.js';
import { scoreTags } from './tags.js';

const TAGS = ['Work-DevOps', 'Work-Manufacturing', 'Family', 'Life', 'Unsorted'];

const leader = (text: string, tags = TAGS) =>
  scoreTags(text, tags)
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score)[0]?.tag;

describe('an everyday word of the home, the car or savings is Life’s', () => {
  it.each([
    'clean the aircon filters',
    'the geyser is dripping again',
    'restart the router',
    'book the tyre rotation',
    'wash the ute',
    'move the old 401k',
    'pagar la comunidad',
  ])('%s', (text) => {
    expect(leader(text)).toBe('Life');
  });
  it('childcare is the family’s', () => {
    expect(leader('apply for the childcare subsidy')).toBe('Family');
  });
  it('a retirement account is a money tag’s', () => {
    expect(leader('top up the Roth IRA', [...TAGS, 'Finance'])).toBe('Finance');
  });
});

const ROWS: Row[] = [
  {
    name: 'the aircon between two family errands is the writer’s own',
    text: '- buy a present for Grandpa\n- get the aircon serviced\n- pick up the kids from swimming',
    want: [
      { has: 'present', tag: 'Family' },
      { has: 'aircon', tag: 'Life' },
      { has: 'swimming', tag: 'Family' },
    ],
  },
];

describe('a home errand among family ones stays Life', () => {
  it.each(ROWS.map((row) => [row.name, row] as const))('%s', (_name, row) => check(row));
});
