import { describe, expect, it } from 'vitest';
import { isUntaggedOfficeWork, pickTag, scoreTags, UNSORTED } from './tags.js';

/**
 * What an office plans with has no home sense either — a workshop run for a team, a template, a project's scope, an
 * enterprise customer or plan: a task about one of them with one everyday word of Life's is no personal errand.
 */
const TAGS = ['Work-DevOps', 'Work-Manufacturing', 'Family', 'Life', UNSORTED];

const picked: { clause: string; want: string }[] = [
  { clause: 'book the room for the design workshop', want: UNSORTED },
  { clause: 'print the new template', want: UNSORTED },
  { clause: 'call Omar about the scope of phase two', want: UNSORTED },
  { clause: 'book lunch with the enterprise buyers', want: UNSORTED },
  { clause: 'book a haircut', want: 'Life' },
];

describe('what an office plans with makes a task office work', () => {
  it.each(picked)('$clause → $want', ({ clause, want }) => {
    expect(pickTag(clause, '', scoreTags(clause, TAGS), TAGS)).toBe(want);
  });

  it.each([
    ['prep the template for the letters', true],
    ['agree the scope with Hana', true],
    ['chase the enterprise renewal', true],
    ['plan the design workshop', true],
    ['water the tomatoes', false],
  ] as const)('%s is untagged office work: %s', (clause, want) => {
    expect(isUntaggedOfficeWork(UNSORTED, clause, TAGS)).toBe(want);
  });
});
