import { describe, expect, it } from 'vitest';
import { isUntaggedOfficeWork, pickTag, scoreTags, UNSORTED } from './tags.js';

/**
 * A profession's own people and papers have no home sense: a practice's patients and its locum, a lender and a policy's
 * insured, a marking rubric, the CPD or CME hours a licence needs, a new starter's induction, a production's producer
 * and call sheet, an escrow account, a ward's charge nurse, a practice's vaccine fridge. A task about one of them is
 * the writer's work, not a personal errand; errands and the family's jobs keep their tags.
 */
const TAGS = ['Work-DevOps', 'Work-Manufacturing', 'Family', 'Life', UNSORTED];

describe("a profession's people and papers make a task office work", () => {
  it.each([
    ['ring the two patients about Tuesday', true],
    ['book a locum for the Friday list', true],
    ['send the lender the signed disclosure', true],
    ['call the insured about the water damage', true],
    ['tidy up the rubric for the essays', true],
    ['log my CPD points before the renewal', true],
    ['finish the CME hours', true],
    ['run the induction for the two new starters', true],
    ['send the producer the cut-down', true],
    ['get the call sheet out tonight', true],
    ['chase the escrow figures', true],
    ['ask the charge nurse about the Sunday cover', true],
    ['log the vaccine fridge readings', true],
    ['water the tomatoes', false],
  ] as const)('%s is untagged office work: %s', (clause, want) => {
    expect(isUntaggedOfficeWork(UNSORTED, clause, TAGS)).toBe(want);
  });

  it.each([
    { clause: 'book the dentist', want: 'Life' },
    { clause: 'ask mum if she can have the kids', want: 'Family' },
  ])('$clause → $want', ({ clause, want }) => {
    expect(pickTag(clause, '', scoreTags(clause, TAGS), TAGS)).toBe(want);
  });
});
