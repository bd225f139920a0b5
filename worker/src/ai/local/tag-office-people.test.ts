import { describe, expect, it } from 'vitest';
import { isUntaggedOfficeWork, pickTag, scoreTags, UNSORTED } from './tags.js';

/**
 * The people of a workplace named by their place in it — its team, an intake, a caseload, a supervisor — say office
 * work as a colleague does: a task about them with one everyday word of the family's or of Life's is no family
 * errand. The writer's own kin in the task keeps it the family's.
 */
const TAGS = ['Work-DevOps', 'Work-Manufacturing', 'Family', 'Life', UNSORTED];

const picked: { clause: string; want: string }[] = [
  { clause: 'book the sales team Christmas lunch', want: UNSORTED },
  { clause: 'cover the new family intake on Friday', want: UNSORTED },
  { clause: 'send the school holiday schedule to the design team', want: UNSORTED },
  { clause: 'ask my supervisor about the holiday rota', want: UNSORTED },
  { clause: 'pick up the kids from school', want: 'Family' },
  { clause: 'book the Christmas lunch with mum', want: 'Family' },
];

describe("a workplace's people make a task office work", () => {
  it.each(picked)('$clause → $want', ({ clause, want }) => {
    expect(pickTag(clause, '', scoreTags(clause, TAGS), TAGS)).toBe(want);
  });

  it.each([
    ['prep the questions for the call with the Lisbon team', true],
    ['go over the caseload with Jo', true],
    ['call the plumber', false],
  ] as const)('%s is untagged office work: %s', (clause, want) => {
    expect(isUntaggedOfficeWork(UNSORTED, clause, TAGS)).toBe(want);
  });
});
