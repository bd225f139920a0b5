/**
 * Tests of the extraction benchmark's run comparison (worker/scripts/eval/compare.ts): the pooled line, the counts a
 * run keeps per set, and which sets moved against a kept run.
 */
import { describe, expect, it } from 'vitest';
import {
  compareRuns,
  countsOf,
  formatChanges,
  formatTotals,
  type SetCounts,
} from '../../scripts/eval/compare.js';
import { type CaseScore, totals } from '../../scripts/eval/score.js';

const score = (over: Partial<CaseScore>): CaseScore => ({
  id: 'x-01',
  produced: 0,
  expected: 0,
  matched: 0,
  dueTotal: 0,
  dueOk: 0,
  tagTotal: 0,
  tagOk: 0,
  peopleTotal: 0,
  peopleOk: 0,
  undatedTotal: 0,
  undatedLeaks: 0,
  misses: [],
  ...over,
});

const counts = (over: Partial<SetCounts>): SetCounts => ({ ...countsOf(totals([])), ...over });

describe('eval run counts', () => {
  it('pools sets from their cases’ counts, not from rounded percentages, and keeps each set’s counts', () => {
    const a = [
      score({ produced: 3, expected: 4, matched: 3, dueTotal: 2, dueOk: 1, tagTotal: 3, tagOk: 3 }),
      score({
        produced: 2,
        expected: 2,
        matched: 1,
        peopleTotal: 1,
        peopleOk: 1,
        undatedTotal: 1,
        undatedLeaks: 1,
      }),
    ];
    const b = [score({ produced: 1, expected: 3, matched: 1, dueTotal: 1, dueOk: 1 })];
    expect(countsOf(totals(a))).toEqual({
      matched: 4,
      produced: 5,
      expected: 6,
      dueOk: 1,
      dueTotal: 2,
      tagOk: 3,
      tagTotal: 3,
      peopleOk: 1,
      peopleTotal: 1,
      undatedLeaks: 1,
      undatedTotal: 1,
    });
    // F1 = 2·5 / (6 + 9); due 2 of 3; tag 3 of 3; people 1 of 1.
    expect(formatTotals(totals([...a, ...b]))).toBe('66.7 / 66.7 / 100.0 / 100.0  leaks 1  (5/6/9)');
  });

  it('lists the sets that moved, better or worse by matched − false + due + tag + people − leaks', () => {
    const before = {
      'a.jsonl': counts({ matched: 10, produced: 12, tagOk: 5 }),
      'b.jsonl': counts({ matched: 8, produced: 8, dueOk: 4 }),
      'c.jsonl': counts({ matched: 5, produced: 5 }),
      'gone.jsonl': counts({ matched: 1 }),
    };
    const after = {
      'a.jsonl': counts({ matched: 11, produced: 12, tagOk: 7 }),
      'b.jsonl': counts({ matched: 8, produced: 9, dueOk: 4, undatedLeaks: 1 }),
      'c.jsonl': counts({ matched: 5, produced: 5 }),
      'new.jsonl': counts({ matched: 3 }),
    };
    const changes = compareRuns(before, after);
    expect(changes.map((c) => [c.set, c.net])).toEqual([
      ['a.jsonl', 4],
      ['b.jsonl', -2],
    ]);
    expect(changes[0]).toMatchObject({ matched: 1, false: -1, tag: 2 });
    expect(formatChanges(changes).split('\n')).toEqual([
      '  a.jsonl: matched +1 false -1 due 0 tag +2 people 0 leaks 0',
      '  b.jsonl: matched 0 false +1 due 0 tag 0 people 0 leaks +1',
      '  sets better 1, worse 1, moved without a net change 0',
    ]);
  });
});
