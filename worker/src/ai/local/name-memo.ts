/**
 * @module ai/local/name-memo — a function of a tag name whose answers are kept for the names asked lately. A Worker
 * isolate serves many users' extractions, and each user names tags of their own: an answer kept for every name ever
 * asked would grow without bound. A few hundred names are kept; past that, the oldest name not asked for again since
 * it was kept (or last spared) goes first — one asked again is spared once and moves to the newest end ("second
 * chance", an approximation of least-recently-used that changes nothing but a mark when an answer is recalled).
 */

interface Kept<T> {
  value: T;
  recalled: boolean;
}

/** A remembered function of a name: `size` says how many names it holds now. */
export interface NameMemo<T> {
  (name: string): T;
  readonly size: number;
}

/** How many names a memo keeps by default: far more than one user's tags and the defaults. */
export const NAMES_KEPT = 256;

/** `compute` (a pure function of the name) with its answers kept for at most `limit` names. */
export function memoByName<T>(compute: (name: string) => T, limit = NAMES_KEPT): NameMemo<T> {
  const kept = new Map<string, Kept<T>>();
  const recall = (name: string): T => {
    const found = kept.get(name);
    if (found) {
      found.recalled = true;
      return found.value;
    }
    const value = compute(name);
    // A Map iterates what is set again during the loop too: a spared name comes round once more, unmarked.
    for (const [oldest, entry] of kept) {
      if (kept.size < limit) break;
      kept.delete(oldest);
      if (entry.recalled) {
        entry.recalled = false;
        kept.set(oldest, entry);
      }
    }
    kept.set(name, { value, recalled: false });
    return value;
  };
  return Object.defineProperty(recall, 'size', { get: () => kept.size }) as NameMemo<T>;
}
