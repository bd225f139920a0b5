import { describe, expect, it } from 'vitest';
import { pickTag, scoreTags, UNSORTED } from './tags.js';

/**
 * A task whose own words give one everyday word of Life's at most is office work when the rest of its sentence says
 * as much of office work as of Life: "pay the bill" said of a vendor's invoice is the job's, not the household's.
 * The writer's kin, someone it is for, or a sentence that says more of home keeps it where its words put it.
 */
const TAGS = ['Work-DevOps', 'Work-Manufacturing', 'Family', 'Life', UNSORTED];

const cases: { clause: string; context: string; want: string }[] = [
  { clause: 'pay the bill', context: 'the vendor sent the invoice and the contract', want: UNSORTED },
  { clause: 'get the keys from reception', context: 'for the client walkthrough on Friday', want: UNSORTED },
  { clause: 'call the bank', context: 'the client wants the proposal by Friday', want: UNSORTED },
  { clause: 'call the bank', context: 'about the mortgage', want: 'Life' },
  { clause: 'get the keys from Ana', context: 'for the new flat', want: 'Life' },
  { clause: 'buy a gift for Noah', context: 'the client wants the proposal by Friday', want: 'Family' },
  {
    clause: 'pick up my sister from the station',
    context: 'after the client call with the vendor',
    want: 'Family',
  },
  { clause: 'book the hotel', context: 'for the family trip to Lyon', want: 'Family' },
];

describe("a task's sentence that says office work makes its lone everyday word the office's", () => {
  it.each(cases)('$clause — $context → $want', ({ clause, context, want }) => {
    expect(pickTag(clause, context, scoreTags(`${clause} ${context}`, TAGS), TAGS)).toBe(want);
  });
});
