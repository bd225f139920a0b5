import { describe, expect, it } from 'vitest';
import { keepBounded, recallBounded } from '../../src/db/bounded-answers.js';

const store = () => ({ answers: new Map<string, { bytes: number }>(), bytes: 0 });

describe("the answer caches' memory bound (db/bounded-answers)", () => {
  it('evicts the oldest past the count, sparing once an answer recalled since it was kept', () => {
    const s = store();
    const bounds = { maxEntries: 2, maxBytes: 1000 };
    keepBounded(s, 'a', { bytes: 10 }, bounds);
    keepBounded(s, 'b', { bytes: 10 }, bounds);
    expect(recallBounded(s, 'a')).toMatchObject({ bytes: 10 });
    keepBounded(s, 'c', { bytes: 10 }, bounds);
    // 'a' was recalled after 'b' was kept: 'b' goes, 'a' is spared and is now the newest.
    expect([...s.answers.keys()]).toEqual(['c', 'a']);
    expect(s.bytes).toBe(20);
    keepBounded(s, 'd', { bytes: 10 }, bounds);
    expect([...s.answers.keys()]).toEqual(['a', 'd']);
    // Spared once: not recalled since, it goes next.
    keepBounded(s, 'e', { bytes: 10 }, bounds);
    expect([...s.answers.keys()]).toEqual(['d', 'e']);
  });

  it('recalls an answer without changing the map (no delete and set per recall)', () => {
    let changes = 0;
    class CountingMap<K, V> extends Map<K, V> {
      override set(key: K, value: V) {
        changes++;
        return super.set(key, value);
      }
      override delete(key: K) {
        changes++;
        return super.delete(key);
      }
    }
    const s = { answers: new CountingMap<string, { bytes: number }>(), bytes: 0 };
    const bounds = { maxEntries: 10, maxBytes: 1000 };
    keepBounded(s, 'session', { bytes: 10 }, bounds);
    keepBounded(s, 'list', { bytes: 10 }, bounds);
    changes = 0;
    for (let i = 0; i < 100; i++) {
      recallBounded(s, 'session');
      recallBounded(s, 'list');
    }
    expect(changes).toBe(0);
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
