/**
 * @module db/request-reads — a request's view of the answers its host may keep in memory, above the client and
 * the ORM: a read asks `remember(key, compute)` and gets either the answer computed before (already converted:
 * a session's user context, a list's JSON text) or `compute()`'s. Only the Node host's embedded file keeps
 * answers (db/answer-cache registers itself for that database handle); on Workers, Turso and sqld every read
 * is computed, as another isolate's writes are invisible there.
 *
 * What a caller promises by its key: the answer depends only on the database's contents and on what the key
 * names (the user or session among them, so one user's answer is never another's). Everything that depends on
 * the time or the caller's zone is computed from the remembered answer on every request, never kept in it.
 *
 * Runtime-neutral: services and middleware use this module; only db/open (Node) registers a cache.
 */
import type { Db } from './client.js';

export interface RequestReads {
  /**
   * The answer remembered under `key` while the database is as it was when it was computed — given as it is, not
   * in a promise, so a request whose answer is in memory waits on none (lib/when-ready) — else `compute()`'s
   * (remembered when nothing changed while it ran). `bytes` estimates an answer's size in memory, for the
   * cache's bounds. A remembered answer is shared by later requests: callers never change it.
   */
  remember<T>(key: string, compute: () => Promise<T>, bytes: (answer: T) => number): T | Promise<T>;
  /**
   * Bytes made from the text of an answer built from `answer` alone (a value `remember` gave this request): the
   * Node host's compressed JSON. They are kept beside `answer` while it is kept, under `name` and the very
   * `text` they were made from, so a later request that builds the same text from the same kept answer gets
   * them without `make()`. Anything else (an answer not kept, or no longer, or another text) gets `make()`'s.
   */
  derived(answer: object, name: string, text: string, make: () => Uint8Array): Uint8Array;
  /**
   * Keeps `value` (about `bytes` in memory) under `key` — a value made from this request's remembered answers
   * alone, such as its whole answer (lib/answer-replay) — when nothing changed since the request's first
   * remembered read (true: kept). Keeps nothing for a request that read nothing remembered.
   */
  keep(key: string, value: unknown, bytes: number): boolean;
  /**
   * What `keep` kept under `key`, while the database is as it was when it was kept; else undefined.
   * Synchronous: it reads the data version (as this request's first read would) and runs no query.
   */
  recall(key: string): unknown;
}

/** Every read computed: the hosts that keep nothing (Workers, Turso, sqld) and callers outside a request. */
export const computeEveryRead: RequestReads = {
  remember: (_key, compute) => compute(),
  derived: (_answer, _name, _text, make) => make(),
  keep: () => false,
  recall: () => undefined,
};

const caches = new WeakMap<Db, () => RequestReads>();

/** Db handles whose host keeps answers: `view` gives each request its own view (db/answer-cache). */
export function registerAnswerCache(db: Db, view: () => RequestReads): void {
  caches.set(db, view);
}

/** A new request's view of the answers kept for `db` (`computeEveryRead` when the host keeps none). */
export function requestReads(db: Db): RequestReads {
  const view = caches.get(db);
  return view ? view() : computeEveryRead;
}
