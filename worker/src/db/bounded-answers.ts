/**
 * @module db/bounded-answers — the memory bound shared by the Node host's two answer caches (db/read-cache keeps
 * raw rows per connection, db/answer-cache converted answers per file): answers with their estimated size, kept in
 * the order they were kept, evicted past a count and a byte budget — the oldest first, except that an answer
 * recalled since it was kept (or last spared) is spared once and goes to the newest end (the "second chance" or
 * CLOCK approximation of least-recently-used).
 *
 * Why not exact LRU: that moves an answer to the newest end on every recall (a `Map` delete and set), and a
 * `Map` whose entries are deleted and set again and again fills its table with deleted slots and rebuilds it
 * every few recalls: ~5 % of an answer from memory's JavaScript (the task list recalls two answers per request,
 * the session and the list; profiled in-process). A recall now sets a mark on the answer and changes nothing
 * else; the order is fixed up only when something is evicted, which a steady working set never needs.
 */

export interface SizedAnswer {
  /** Estimated size in memory, key included. */
  bytes: number;
  /** Recalled since it was kept or last spared (set by `recallBounded`, read by the eviction). */
  recalled?: boolean;
}

export interface BoundedAnswers<A extends SizedAnswer> {
  answers: Map<string, A>;
  bytes: number;
}

export interface AnswerBounds {
  maxEntries: number;
  maxBytes: number;
}

/** Keeps `answer` under `key` as the newest, then evicts until both bounds hold. */
export function keepBounded<A extends SizedAnswer>(
  store: BoundedAnswers<A>,
  key: string,
  answer: A,
  bounds: AnswerBounds,
): void {
  const previous = store.answers.get(key);
  if (previous) {
    store.answers.delete(key);
    store.bytes -= previous.bytes;
  }
  answer.recalled = false;
  store.answers.set(key, answer);
  store.bytes += answer.bytes;
  evictPastBounds(store, bounds);
}

/**
 * Evicts until both bounds hold (after an answer was kept or grew): the oldest answer not recalled since it was
 * kept or last spared; a recalled one passed on the way loses its mark and goes to the newest end.
 */
export function evictPastBounds<A extends SizedAnswer>(store: BoundedAnswers<A>, bounds: AnswerBounds): void {
  const { answers } = store;
  // A Map's iteration also visits what is set again during it: a spared answer comes round once more, unmarked.
  for (const [oldest, kept] of answers) {
    if (answers.size <= bounds.maxEntries && store.bytes <= bounds.maxBytes) break;
    answers.delete(oldest);
    if (kept.recalled) {
      kept.recalled = false;
      answers.set(oldest, kept);
    } else store.bytes -= kept.bytes;
  }
}

/** The answer under `key`, marked as recalled (the map itself is not changed). */
export function recallBounded<A extends SizedAnswer>(store: BoundedAnswers<A>, key: string): A | undefined {
  const answer = store.answers.get(key);
  if (answer) answer.recalled = true;
  return answer;
}
