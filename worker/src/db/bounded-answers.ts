/**
 * @module db/bounded-answers — the memory bound shared by the Node host's two answer caches (db/read-cache keeps
 * raw rows per connection, db/answer-cache converted answers per file): answers in least-recently-used order, with
 * their estimated size, evicted oldest first past a count and a byte budget.
 */

export interface SizedAnswer {
  /** Estimated size in memory, key included. */
  bytes: number;
}

export interface BoundedAnswers<A extends SizedAnswer> {
  answers: Map<string, A>;
  bytes: number;
}

export interface AnswerBounds {
  maxEntries: number;
  maxBytes: number;
}

/** Keeps `answer` under `key` as the most recently used, then evicts the oldest until both bounds hold. */
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
  store.answers.set(key, answer);
  store.bytes += answer.bytes;
  evictPastBounds(store, bounds);
}

/** Evicts the oldest answers until both bounds hold (after an answer was kept or grew). */
export function evictPastBounds<A extends SizedAnswer>(store: BoundedAnswers<A>, bounds: AnswerBounds): void {
  for (const [oldest, kept] of store.answers) {
    if (store.answers.size <= bounds.maxEntries && store.bytes <= bounds.maxBytes) break;
    store.answers.delete(oldest);
    store.bytes -= kept.bytes;
  }
}

/** The answer under `key`, moved to most recently used (the first entry is the one evicted next). */
export function recallBounded<A extends SizedAnswer>(store: BoundedAnswers<A>, key: string): A | undefined {
  const answer = store.answers.get(key);
  if (answer) {
    store.answers.delete(key);
    store.answers.set(key, answer);
  }
  return answer;
}
