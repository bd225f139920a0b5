import { describe, expect, it } from 'vitest';
import { keepBounded, recallBounded } from '../../src/db/bounded-answers.js';

const store = () => ({ answers: new Map<string, { bytes: number }>(), bytes: 0 });

describe("the answer caches' memory bound (db/bounded-answers)", () => {
  it('evicts the least recently used past the count; a recalled answer is the most recent', () => {
    const s = store();
    const bounds = { maxEntries: 2, maxBytes: 1000 };
    keepBounded(s, 'a', { bytes: 10 }, bounds);
    keepBounded(s, 'b', { bytes: 10 }, bounds);
    expect(recallBounded(s, 'a')).toEqual({ bytes: 10 });
    keepBounded(s, 'c', { bytes: 10 }, bounds);
    expect([...s.answers.keys()]).toEqual(['a', 'c']);
    expect(s.bytes).toBe(20);
  });

  it('evicts past the byte budget, and a replaced answer is counted once', () => {
    const s = store();
    const bounds = { maxEntries: 10, maxBytes: 100 };
    keepBounded(s, 'a', { bytes: 40 }, bounds);
    keepBounded(s, 'a', { bytes: 50 }, bounds);
    expect(s.bytes).toBe(50);
    keepBounded(s, 'b', { bytes: 60 }, bounds);
    expect([...s.answers.keys()]).toEqual(['b']);
    expect(s.bytes).toBe(60);
    expect(recallBounded(s, 'a')).toBeUndefined();
  });
});
