/**
 * Round twenty-two of the issue-12 failure classes: who is no person on a task — shops, systems, pets and family words
 * of other languages taken for people, found in the retired held-out sets' people misses (cases-6, 8–15) and counted
 * there before each fix. Dumps written for these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const FAMILY_WORDS: Row[] = [
  {
    name: 'a grandparent called by the word of another language ("Mormor", "Bunicul", "Anneanne") is family, not a person',
    text: 'Drive Mormor to the eye clinic on Friday. Buy warm slippers for Bunicul. Take Anneanne to the market.',
    want: [
      { has: 'drive mormor eye clinic', due: '2026-11-27', people: [] },
      { has: 'slippers bunicul', people: [] },
      { has: 'take anneanne market', people: [] },
    ],
  },
];

describe('issue-12 failure classes, round 22', () => {
  for (const [group, rows] of Object.entries({
    FAMILY_WORDS,
  }))
    describe(group, () => {
      for (const row of rows) it(row.name, () => check(row));
    });
});
