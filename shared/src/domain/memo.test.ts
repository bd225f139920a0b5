import { describe, expect, it } from 'vitest';
import { memoize } from './memo.js';

describe('memoize', () => {
  it('computes a key once and answers it from the memo after', () => {
    const calls: string[] = [];
    const upper = memoize((s: string) => {
      calls.push(s);
      return s.toUpperCase();
    });
    expect([upper('a'), upper('b'), upper('a'), upper('a')]).toEqual(['A', 'B', 'A', 'A']);
    expect(calls).toEqual(['a', 'b']);
  });

  it('starts again empty when full, and stays correct', () => {
    const calls: string[] = [];
    const id = memoize((s: string) => {
      calls.push(s);
      return s;
    }, 2);
    for (const key of ['a', 'b', 'c', 'a']) expect(id(key)).toBe(key);
    // 'c' did not fit beside a and b: the memo was emptied, so 'a' is computed again.
    expect(calls).toEqual(['a', 'b', 'c', 'a']);
  });
});
