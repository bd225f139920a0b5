/**
 * The works on the writer's own home (issue 12): tiles, flooring, insulation, a balcony's railing, solar panels, the
 * renovator. With a quote or a contract beside them they are still a home errand, Life's — not office work kept
 * Unsorted — when nothing else in the dump is work. Written for these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, expect, it } from 'vitest';
import { check, type Row } from './class-rows.js';
import { scoreTags } from './tags.js';

const TAGS = ['Work-DevOps', 'Work-Manufacturing', 'Family', 'Life', 'Unsorted'];

describe('a word of works on the home counts for Life', () => {
  it.each([
    'choose the bathroom tiles',
    'get a price for the loft insulation',
    'varnish the balcony railing',
    'ask about solar panels for the roof',
    'new flooring in the hall',
  ])('%s', (text) => {
    expect(scoreTags(text, TAGS).find((entry) => entry.tag === 'Life')?.score).toBeGreaterThan(0);
  });
});

const ROWS: Row[] = [
  {
    name: 'a quote for tiles among errands is a home errand',
    text: '- get two quotes for the hallway tiles\n- pick up the dry cleaning\n- call grandma',
    want: [
      { has: 'tiles', tag: 'Life' },
      { has: 'dry cleaning', tag: 'Life' },
      { has: 'grandma', tag: 'Family' },
    ],
  },
  {
    name: 'the renovator’s contract among errands is a home errand',
    text: 'Sign the contract with the renovator on Friday. Renew the car insurance.',
    want: [
      { has: 'renovator', tag: 'Life' },
      { has: 'insurance', tag: 'Life' },
    ],
  },
];

describe('works on the home with a quote or a contract stay Life', () => {
  it.each(ROWS.map((row) => [row.name, row] as const))('%s', (_name, row) => check(row));
});
