/**
 * @module db/answer-cache — on the Node host's embedded file, the answers of db/request-reads kept in memory,
 * already converted (no client row objects, no ORM mapping, no JSON parse on a hit): the session check's user
 * and context, the task list's JSON text, the tag list. db/read-cache keeps raw rows below the client and pays the client and
 * drizzle on every hit; a kept answer pays neither.
 *
 * Why a kept answer is exact — it is dropped, with every other, when either of these changed since it was read:
 *  - the write count of this process (db/read-cache counts every statement that may write, on every connection
 *    in this process, when it runs): a write by this request, another request or another client in this
 *    process;
 *  - the database's version as a connection of its own to the file (the watcher) sees it, which changes when
 *    any other connection commits: this process's client, another process, the CLI. In WAL mode (the Node
 *    host's) that is the WAL-index header, the first 96 bytes of the -shm file (two 48-byte copies, see
 *    sqlite.org/walformat.html): every commit rewrites it (its change counter and last frame), and SQLite's
 *    own readers decide from it whether the database changed. Reading those bytes costs one `pread` (~2.5 µs)
 *    where `PRAGMA data_version` takes a read transaction with its file locks (~7–10 µs quiet, several times
 *    that under load). A header whose copies differ (being written) keeps nothing. The -shm file stays while
 *    the watcher is open, and a database cannot leave WAL mode while another connection has it open. Not in
 *    WAL mode: `PRAGMA data_version` on the watcher.
 * The data version is read once per request, at its first remembered read (one read of ~10 µs per request,
 * not one per cached read); the write count on every read, so a write made earlier in the same request is
 * always seen. An answer is kept under the stamp taken before it was computed, and only if nothing changed
 * while it ran: its data is never older than its stamp, so the next change drops it.
 * A request whose data version is older than the cache's (it began before another connection's commit that a
 * later request already saw) computes its reads and keeps none of them.
 *
 * Beside a kept answer: the bytes derived from the text of an answer built from it alone (`derived`: the Node
 * host's compressed JSON, lib/compression), each with the text it was made from. They go with their answer
 * (dropped, evicted and counted in the bounds with it), and are given only for the same answer object while it
 * is still the one kept under its key, and for an identical text: a later request that builds the same answer
 * from memory is sent the same compressed bytes without compressing again, and never another user's (each user's
 * answer is a kept answer of its own).
 */
import { closeSync, openSync, readSync } from 'node:fs';
import { createRequire } from 'node:module';
import type Database from 'libsql';
import { evictPastBounds, keepBounded, recallBounded } from './bounded-answers.js';
import { writesSoFar } from './read-cache.js';
import type { RequestReads } from './request-reads.js';
import { compileUncounted } from './statement-cache.js';

type Connection = Database.Database;

export const ANSWER_CACHE_MAX_ENTRIES = 1000;
export const ANSWER_CACHE_MAX_BYTES = 16 * 1024 * 1024;
export const ANSWER_CACHE_MAX_ENTRY_BYTES = 1024 * 1024;
const BOUNDS = { maxEntries: ANSWER_CACHE_MAX_ENTRIES, maxBytes: ANSWER_CACHE_MAX_BYTES };

/**
 * Counts for tests and the bench: answers from memory, answers computed, data-version reads, derived bytes
 * given from memory and made.
 */
export const answerCacheStats = {
  hits: 0,
  misses: 0,
  versionReads: 0,
  derivedHits: 0,
  derivedMade: 0,
  peakEntries: 0,
  peakBytes: 0,
};

interface Derived {
  /** The text the bytes were made from. */
  text: string;
  bytes: Uint8Array;
}

interface Answer {
  value: unknown;
  bytes: number;
  /** Bytes derived from the answer's text, by name (`RequestReads.derived`). */
  derived?: Map<string, Derived>;
}

/** No data version could be read: nothing is kept for that request. */
const UNKNOWN = -1;
/** The WAL-index header: two copies of 48 bytes at the start of the -shm file. */
const WAL_INDEX_HEADER_BYTES = 96;
const HEADER_COPY_BYTES = 48;

class AnswerCache {
  readonly #watcher: Connection;
  readonly #version: ReturnType<Connection['prepare']>;
  /** The stamp the kept answers were computed under. */
  version = UNKNOWN;
  writes = -1;
  readonly answers = new Map<string, Answer>();
  bytes = 0;

  constructor(path: string) {
    // The same driver module @libsql/client loads (db/statement-cache patched its `prepare`).
    const require = createRequire(createRequire(import.meta.url).resolve('@libsql/client'));
    const Driver = require('libsql') as new (path: string) => Connection;
    this.#watcher = new Driver(path);
    this.#version = compileUncounted(this.#watcher, 'PRAGMA data_version');
    this.#version.raw(true);
    // A first read makes SQLite create the -shm file (WAL mode).
    this.#version.get([]);
    const mode = compileUncounted(this.#watcher, 'PRAGMA journal_mode').raw(true).get([]) as unknown[];
    if (String(mode?.[0]).toLowerCase() === 'wal') this.#shm = openSync(`${path}-shm`, 'r');
  }

  /** The -shm file (WAL mode), or -1: then the version is `PRAGMA data_version`. */
  readonly #shm: number = -1;
  readonly #header = Buffer.alloc(WAL_INDEX_HEADER_BYTES);
  readonly #seenHeader = Buffer.alloc(WAL_INDEX_HEADER_BYTES);
  /** Counts the different WAL-index headers seen: the version when it is read from the -shm file. */
  #headers = 0;

  readVersion(): number {
    answerCacheStats.versionReads++;
    if (this.#shm >= 0) return this.#walIndexVersion();
    try {
      const version = (this.#version.get([]) as unknown[] | undefined)?.[0];
      return typeof version === 'number' ? version : UNKNOWN;
    } catch {
      return UNKNOWN;
    }
  }

  #walIndexVersion(): number {
    const header = this.#header;
    try {
      if (readSync(this.#shm, header, 0, WAL_INDEX_HEADER_BYTES, 0) !== WAL_INDEX_HEADER_BYTES)
        return UNKNOWN;
    } catch {
      return UNKNOWN;
    }
    const copiesDiffer =
      header.compare(header, HEADER_COPY_BYTES, WAL_INDEX_HEADER_BYTES, 0, HEADER_COPY_BYTES) !== 0;
    if (copiesDiffer) return UNKNOWN;
    if (!header.equals(this.#seenHeader)) {
      header.copy(this.#seenHeader);
      this.#headers++;
    }
    return this.#headers;
  }

  /** Whether answers may be kept and answered under this stamp (the cache moves to a newer stamp). */
  at(version: number, writes: number): boolean {
    if (version === UNKNOWN) return false;
    if (version === this.version && writes === this.writes) return true;
    // A request that read the version before a later request saw a newer one keeps nothing.
    if (version < this.version) return false;
    this.answers.clear();
    this.bytes = 0;
    this.version = version;
    this.writes = writes;
    return true;
  }

  keep(key: string, value: unknown, bytes: number): boolean {
    const size = bytes + key.length * 2;
    if (size > ANSWER_CACHE_MAX_ENTRY_BYTES) return false;
    const answer: Answer = { value, bytes: size };
    keepBounded(this, key, answer, BOUNDS);
    if (typeof value === 'object' && value !== null) this.#keptAs.set(value, [key, answer]);
    this.#peaks();
    return true;
  }

  /** Each kept answer's key and entry, by its value (an entry no longer in `answers` is stale). */
  readonly #keptAs = new WeakMap<object, [key: string, answer: Answer]>();

  /** The entry `value` is kept as, while it still is the one under its key. */
  entryOf(value: object): Answer | undefined {
    const kept = this.#keptAs.get(value);
    return kept && this.answers.get(kept[0]) === kept[1] ? kept[1] : undefined;
  }

  /** Keeps `derived` beside `answer` (a current entry), within the bounds. */
  keepDerived(answer: Answer, name: string, derived: Derived): void {
    const size = derived.text.length * 2 + derived.bytes.byteLength + name.length * 2;
    const previous = answer.derived?.get(name);
    const grown =
      size - (previous ? previous.text.length * 2 + previous.bytes.byteLength + name.length * 2 : 0);
    if (answer.bytes + grown > ANSWER_CACHE_MAX_ENTRY_BYTES) return;
    answer.derived ??= new Map();
    answer.derived.set(name, derived);
    answer.bytes += grown;
    this.bytes += grown;
    evictPastBounds(this, BOUNDS);
    this.#peaks();
  }

  #peaks(): void {
    answerCacheStats.peakEntries = Math.max(answerCacheStats.peakEntries, this.answers.size);
    answerCacheStats.peakBytes = Math.max(answerCacheStats.peakBytes, this.bytes);
  }

  close(): void {
    if (this.#shm >= 0 && this.#watcher.open) closeSync(this.#shm);
    if (this.#watcher.open) this.#watcher.close();
  }
}

/** One request's view: the data version it read first, for all of its reads. */
class RequestView implements RequestReads {
  readonly #cache: AnswerCache;
  #version: number | undefined;
  /** The process's write count at the first remembered read (with `#version`, the request's stamp). */
  #writes = -1;

  constructor(cache: AnswerCache) {
    this.#cache = cache;
  }

  #stamp(): number {
    if (this.#version === undefined) {
      this.#version = this.#cache.readVersion();
      this.#writes = writesSoFar();
    }
    return this.#version;
  }

  remember<T>(key: string, compute: () => Promise<T>, bytes: (answer: T) => number): T | Promise<T> {
    const cache = this.#cache;
    const version = this.#stamp();
    const writes = writesSoFar();
    if (cache.at(version, writes)) {
      const kept = recallBounded(cache, key);
      if (kept) {
        answerCacheStats.hits++;
        return kept.value as T;
      }
    }
    return this.#compute(key, compute, bytes, version, writes);
  }

  /** A read not in memory: computed, and kept under the stamp taken before it, if nothing changed meanwhile. */
  async #compute<T>(
    key: string,
    compute: () => Promise<T>,
    bytes: (answer: T) => number,
    version: number,
    writes: number,
  ): Promise<T> {
    answerCacheStats.misses++;
    const value = await compute();
    const cache = this.#cache;
    if (cache.version === version && cache.writes === writes && writesSoFar() === writes)
      cache.keep(key, value, bytes(value));
    return value;
  }

  derived(answer: object, name: string, text: string, make: () => Uint8Array): Uint8Array {
    const cache = this.#cache;
    const entry = cache.entryOf(answer);
    if (!entry) return make();
    const kept = entry.derived?.get(name);
    if (kept && kept.text === text) {
      answerCacheStats.derivedHits++;
      return kept.bytes;
    }
    const bytes = make();
    answerCacheStats.derivedMade++;
    cache.keepDerived(entry, name, { text, bytes });
    return bytes;
  }

  keep(key: string, value: unknown, bytes: number): boolean {
    const cache = this.#cache;
    // Every remembered read of the request ran under one stamp, and nothing was written since its first.
    if (
      this.#version === undefined ||
      cache.version !== this.#version ||
      cache.writes !== this.#writes ||
      writesSoFar() !== this.#writes
    )
      return false;
    return cache.keep(key, value, bytes);
  }

  recall(key: string): unknown {
    const cache = this.#cache;
    if (!cache.at(this.#stamp(), writesSoFar())) return undefined;
    return recallBounded(cache, key)?.value;
  }
}

/** The answer cache of one embedded database file: `view()` per request; `close()` with the client. */
export function openAnswerCache(path: string): { view(): RequestReads; close(): void } {
  const cache = new AnswerCache(path);
  return { view: () => new RequestView(cache), close: () => cache.close() };
}
