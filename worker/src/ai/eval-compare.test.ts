/**
 * Tests of the extraction benchmark's run comparison (worker/scripts/eval/compare.ts): counts per set, the pooled
 * line, and which sets moved against a kept run.
 */
import { describe, expect, it } from 'vitest';
import {
  compareRuns,
  formatChanges,
  formatCounts,
  poolCounts,
  type SetCounts,
  setCounts,
} from '../../scripts/eval/compare.js';
import type { CaseScore } from '../../scripts/eval/score.js';

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

const counts = (over: Partial<SetCounts>): SetCounts => ({ ...setCounts([]), ...over });

describe('eval run counts', () => {
  it('adds the cases of a set and pools sets from counts, not from rounded percentages', () => {
    const a = setCounts([
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
    ]);
    expect(a).toMatchObject({
      dumps: 2,
      produced: 5,
      expected: 6,
      matched: 4,
      dueOk: 1,
      tagOk: 3,
      undatedLeaks: 1,
    });
    const b = counts({ dumps: 1, produced: 1, expected: 3, matched: 1, dueTotal: 1, dueOk: 1 });
    const pooled = poolCounts([a, b]);
    expect(pooled).toMatchObject({ dumps: 3, produced: 6, expected: 9, matched: 5, dueOk: 2, dueTotal: 3 });
    // F1 = 2·5 / (6 + 9); due 2 of 3; tag 3 of 3; people 1 of 1.
    expect(formatCounts(pooled)).toBe('66.7 / 66.7 / 100.0 / 100.0  leaks 1  (5/6/9)');
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
