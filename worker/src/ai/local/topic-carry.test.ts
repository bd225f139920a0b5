/**
 * Tags from the dump's topic (issue 12): a line whose own words say little of where it belongs — one everyday word of
 * Life's ("renew the lease", "pay the deposit") — between two lines of one of the user's own areas is that area's; a
 * personal errand at the edge of the list, or one about the writer's own care ("dentist"), stays Life's. Dumps
 * written for these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, expect, it } from 'vitest';
import { check, type Row } from './class-rows.js';
import { carryTopic, saysLittle, UNSORTED } from './tags.js';

const CARRIED: Row[] = [
  {
    name: "a bakery's list: the lease between two orders is the bakery's",
    text: '- order 20kg of rye flour from the mill\n- renew the lease\n- bake the sourdough samples for the wedding tasting',
    extra: ['Bakery'],
    want: [
      { has: 'flour', tag: 'Bakery' },
      { has: 'lease', tag: 'Bakery' },
      { has: 'sourdough', tag: 'Bakery' },
    ],
  },
  {
    name: "a bakery's list: the electricity between two jobs is the bakery's",
    text: '- fix the proving cabinet thermostat\n- pay the electricity\n- bake the sourdough samples for the wedding tasting',
    extra: ['Bakery'],
    want: [
      { has: 'proving', tag: 'Bakery' },
      { has: 'electricity', tag: 'Bakery' },
      { has: 'sourdough', tag: 'Bakery' },
    ],
  },
  {
    name: "a tour guide's week: a hotel deposit between two tour jobs is the tours'",
    text: '- confirm the guide for the Inca trail group\n- pay the hotel deposit in Arequipa\n- send the itinerary to the Lima tour group',
    extra: ['Tours'],
    want: [
      { has: 'guide', tag: 'Tours' },
      { has: 'hotel', tag: 'Tours' },
      { has: 'itinerary', tag: 'Tours' },
    ],
  },
];

const OPENING: Row[] = [
  {
    name: "a bakery's list opens with the electricity: it is the bakery's",
    text: '- pay the electricity\n- fix the proving cabinet thermostat\n- bake the sourdough samples for the wedding tasting',
    extra: ['Bakery'],
    want: [
      { has: 'electricity', tag: 'Bakery' },
      { has: 'proving', tag: 'Bakery' },
      { has: 'sourdough', tag: 'Bakery' },
    ],
  },
  {
    name: "the writer's own car service opening the same list stays Life",
    text: '- book the car service\n- fix the proving cabinet thermostat\n- bake the sourdough samples for the wedding tasting',
    extra: ['Bakery'],
    want: [
      { has: 'car service', tag: 'Life' },
      { has: 'proving', tag: 'Bakery' },
      { has: 'sourdough', tag: 'Bakery' },
    ],
  },
];

const KEPT: Row[] = [
  {
    name: 'the same errand last in the list has one neighbour: it stays Life',
    text: '- order 20kg of rye flour from the mill\n- bake the sourdough samples for the wedding tasting\n- call the bank about my overdraft',
    extra: ['Bakery'],
    want: [
      { has: 'flour', tag: 'Bakery' },
      { has: 'sourdough', tag: 'Bakery' },
      { has: 'bank', tag: 'Life' },
    ],
  },
  {
    name: "the writer's own care between two area jobs stays Life",
    text: '- order 20kg of rye flour from the mill\n- dentist\n- bake the sourdough samples for the wedding tasting',
    extra: ['Bakery'],
    want: [
      { has: 'flour', tag: 'Bakery' },
      { has: 'dentist', tag: 'Life' },
      { has: 'sourdough', tag: 'Bakery' },
    ],
  },
  {
    name: "the writer's own rail card between two area jobs stays Life",
    text: '- order 20kg of rye flour from the mill\n- renew my railcard\n- bake the sourdough samples for the wedding tasting',
    extra: ['Bakery'],
    want: [
      { has: 'flour', tag: 'Bakery' },
      { has: 'railcard', tag: 'Life' },
      { has: 'sourdough', tag: 'Bakery' },
    ],
  },
];

describe('a line that says little takes the area it is listed among', () => {
  it.each(CARRIED.map((row) => [row.name, row] as const))('%s', (_name, row) => check(row));
});

describe('a line that says little and opens a list takes the area of the line after it', () => {
  it.each(OPENING.map((row) => [row.name, row] as const))('%s', (_name, row) => check(row));
});

describe('a personal errand keeps Life', () => {
  it.each(KEPT.map((row) => [row.name, row] as const))('%s', (_name, row) => check(row));
});

const TAGS = ['Work-DevOps', 'Work-Manufacturing', 'Family', 'Life', UNSORTED, 'Bakery'];

describe('saysLittle', () => {
  it.each([
    ['call the bank', true],
    ['renew the lease', true],
    ['pay the rent and the electricity bill', false],
    ['book the dentist', false],
    ['restart the kubernetes cluster', false],
    ['bake the sourdough', false],
  ] as const)('%s → %s', (text, little) => {
    expect(saysLittle(text, TAGS)).toBe(little);
  });
  it('a word of care in the title counts too', () => {
    expect(saysLittle('renew it', TAGS, 'Renew the gym membership')).toBe(false);
  });
});

describe('carryTopic', () => {
  const layout = (blocks: number[]) => ({
    texts: blocks.map(() => ''),
    blocks,
    segments: blocks.map((_, i) => i),
  });
  it.each([
    ['between two of one area', ['Bakery', 'Life', 'Bakery'], [0, 0, 0], 'Bakery'],
    ['between two areas', ['Bakery', 'Life', 'Choir'], [0, 0, 0], 'Life'],
    ['between a default tag and an area', ['Family', 'Life', 'Bakery'], [0, 0, 0], 'Life'],
    ['across a block', ['Bakery', 'Life', 'Bakery'], [0, 0, 1], 'Life'],
    ['at the end of the list', ['Bakery', 'Bakery', 'Life'], [0, 0, 0], 'Life'],
    ['opening the list, before two of an area', ['Life', 'Bakery', 'Bakery'], [0, 0, 0], 'Bakery'],
    [
      'opening a block, before two of an area',
      ['Family', 'Life', 'Bakery', 'Bakery'],
      [0, 1, 1, 1],
      'Bakery',
    ],
    ['opening a block, before one of an area', ['Family', 'Life', 'Bakery', 'Family'], [0, 1, 1, 1], 'Life'],
    ['opening the list, before a default tag', ['Life', 'Family', 'Bakery'], [0, 0, 0], 'Life'],
    ['alone in its block', ['Bakery', 'Life', 'Bakery'], [0, 1, 2], 'Life'],
  ] as const)('%s', (_name, picked, blocks, want) => {
    expect(
      carryTopic(
        picked,
        picked.map((tag) => tag === 'Life'),
        layout([...blocks]),
      )[picked.indexOf('Life')],
    ).toBe(want);
  });
  it('a line with words of its own is not carried', () => {
    expect(carryTopic(['Bakery', 'Life', 'Bakery'], [false, false, false], layout([0, 0, 0]))[1]).toBe(
      'Life',
    );
  });
});
