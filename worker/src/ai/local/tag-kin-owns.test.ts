/**
 * An errand for a thing that is the writer's kin's (issue 12, tags from meaning): when the sentence says whose the
 * thing is ("my son's bike", "Grandad's smoke alarm", "Nani ki dawai") and the task's own words say no more than one
 * everyday word of Life's, the errand is the family's. A kin's place ("lunch at my sister's") or the writer's own
 * thing in the sentence keeps it Life. Written for these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const row = (text: string, has: string, tag: string): Row => ({
  name: `${text} → ${tag}`,
  text,
  want: [{ has, tag }],
});

const ROWS: Row[] = [
  row("My son's bike has a flat tyre, patch it before Saturday.", 'patch', 'Family'),
  row("Grandad's smoke alarm keeps beeping, swap the battery when I visit.", 'battery', 'Family'),
  row('Nani ki dawai khatam ho gayi, chemist se lani hai aaj.', 'chemist', 'Family'),
  // A kin's place, not their thing.
  row("Staying in my brother's flat from Friday, so water the plants before I go.", 'plants', 'Life'),
  // Nobody's thing.
  row('The bike has a flat tyre, patch it before Saturday.', 'patch', 'Life'),
];

describe("an errand for a thing of the writer's kin is the family's", () => {
  it.each(ROWS.map((r) => [r.name, r] as const))('%s', (_name, r) => check(r));
});
