/**
 * The general words of areas users often make a tag for (issue 12, tags from meaning): a building's facilities, the
 * care of an elderly parent, a temple's offerings and its monks, a child's school things, a research group's
 * instruments, a volunteer's stewarding, an open-source project's forks. Written for these tests, Tuesday
 * 2026-11-24 UTC.
 */
import { describe, expect, it } from 'vitest';
import { scoreTags } from './tags.js';

const DEFAULTS = ['Work-DevOps', 'Work-Manufacturing', 'Family', 'Life', 'Unsorted'];

describe("a word of the area a tag's name means counts for that tag", () => {
  it.each([
    ['Facilities', 'get the lifts serviced before the audit'],
    ['Facilities', 'test the emergency lighting on level 2'],
    ['Eldercare', "fill dad's dosette box for the week"],
    ['Eldercare', 'ask about a stairlift for mum'],
    ['Temple', 'bring incense for the shrine'],
    ['Temple', 'cook for the monks on Sunday'],
    ['Kids', 'buy a pencil case and a geometry set'],
    ['Research', 'book telescope time for the observing run'],
    ['Volunteering', 'find two stewards for the fun run'],
    ['OpenSource', 'triage the good first issues'],
  ])('%s: %s', (tag, text) => {
    const scores = scoreTags(text, [...DEFAULTS, tag, 'Choir']);
    const own = scores.find((entry) => entry.tag === tag)?.score ?? 0;
    expect(own).toBeGreaterThan(0);
    expect(own).toBeGreaterThanOrEqual(Math.max(...scores.map((entry) => entry.score)));
  });
});

describe("a tag for a deceased's estate is not a building's facilities", () => {
  it.each(['get the lifts serviced before the audit', 'test the emergency lighting on level 2'])(
    '%s',
    (text) => {
      expect(scoreTags(text, [...DEFAULTS, 'Estate']).find((entry) => entry.tag === 'Estate')?.score).toBe(0);
    },
  );
});

describe('a coffee farm and a night of stargazing have words of their own', () => {
  it.each([
    ['Finca', 'ask the wet mill when they can take the cherries'],
    ['Finca', 'spread the parchment on the drying patio'],
    ['Astronomy', 'collimate the reflector before the star party'],
    ['Stargazing', 'check the moon phase and the light pollution map'],
  ])('%s: %s', (tag, text) => {
    const scores = scoreTags(text, [...DEFAULTS, tag, 'Choir']);
    const own = scores.find((entry) => entry.tag === tag)?.score ?? 0;
    expect(own).toBeGreaterThan(0);
    expect(own).toBeGreaterThanOrEqual(Math.max(...scores.map((entry) => entry.score)));
  });
  it('a farm tag does not take picking up the kids (its goats are kidding)', () => {
    expect(
      scoreTags('pick up the kids from nursery', [...DEFAULTS, 'Farm']).find((e) => e.tag === 'Farm')?.score,
    ).toBe(0);
  });
});

describe("a farm's milking is no shopping list's milk", () => {
  it.each([
    ['pick up milk on the way home', 0],
    ['ring the dairy about the bulk tank', 1],
  ] as const)('%s', (text, least) => {
    const farm = scoreTags(text, [...DEFAULTS, 'Farm']).find((entry) => entry.tag === 'Farm')?.score ?? 0;
    if (least === 0) expect(farm).toBe(0);
    else expect(farm).toBeGreaterThanOrEqual(least);
  });
});

describe("an everyday word as written is no inflection of a custom area's word", () => {
  it.each([
    ['Studio', 'buy a suit for the wedding'],
    ['Legal', 'récupérer mon fils à la crèche'],
    ['Allotment', 'book the kids in for swimming in the water park'],
    ['Pharmacy', 'book an eye appointment for mum'],
  ])('%s: %s', (tag, text) => {
    expect(scoreTags(text, [...DEFAULTS, tag]).find((e) => e.tag === tag)?.score).toBe(0);
  });
  it("the area's own word still counts in its forms", () => {
    expect(
      scoreTags('file the court filings', [...DEFAULTS, 'Legal']).find((e) => e.tag === 'Legal')?.score,
    ).toBeGreaterThan(0);
  });
});
