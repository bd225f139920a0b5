import { describe, expect, it } from 'vitest';
import { isUntaggedOfficeWork, pickTag, scoreTags, UNSORTED } from './tags.js';

/**
 * What an office hands round has no home sense — feedback for a colleague, a ticket's acceptance criteria, a churn or
 * cohort chart, an editor's request, a product requirements doc, a payment platform's payouts: a task about one of them
 * with one everyday word of the family's or of Life's is no household errand. The writer's own kin keeps it the family's.
 */
const TAGS = ['Work-DevOps', 'Work-Manufacturing', 'Family', 'Life', UNSORTED];

const picked: { clause: string; want: string }[] = [
  { clause: 'send Priya my feedback on the home page copy', want: UNSORTED },
  { clause: 'book a call with the editor about the holiday issue', want: UNSORTED },
  { clause: 'book a slot to go over the churn numbers', want: UNSORTED },
  { clause: 'text mum the photos', want: 'Family' },
];

describe('office objects make a task office work', () => {
  it.each(picked)('$clause → $want', ({ clause, want }) => {
    expect(pickTag(clause, '', scoreTags(clause, TAGS), TAGS)).toBe(want);
  });

  it.each([
    ['write the acceptance criteria for the export ticket', true],
    ['redo the cohort chart for Thursday', true],
    ['draft the PRD for the new onboarding flow', true],
    ['chase the delayed payouts', true],
    ['water the tomatoes', false],
  ] as const)('%s is untagged office work: %s', (clause, want) => {
    expect(isUntaggedOfficeWork(UNSORTED, clause, TAGS)).toBe(want);
  });
});
