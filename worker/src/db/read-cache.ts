/**
 * @module db/read-cache — on the Node host's embedded file, the raw rows of a declared read (db/cacheable-reads:
 * the tag rows, as tag changes read them) are answered from memory while the database has not changed since they
 * were read. Reads whose converted answer is worth keeping (the session check, the task list, the tag list) are
 * kept above the client and the ORM instead (db/answer-cache), which reads the write count kept here.
 *
 * Why an answer from memory is exact: it is keyed by the compiled statement (one SQL text on one connection),
 * its modes and every argument (the user id and session id among them, so one user's rows are never another
 * user's answer), and it is kept only while both of these stay as they were when the rows were read:
 *  - this connection's write count: every statement that may write (anything but a SELECT, a read-only WITH
 *    or transaction control), and every `exec`, counts when it runs, whether it succeeds or not;
 *  - SQLite's `PRAGMA data_version`, which changes when another connection (another client in this process,
 *    another process, the CLI) commits to the file, read before each cached read.
 * When either differs from the last check, every remembered answer of the connection is dropped at once.
 * Nothing is stored or answered inside a transaction (rows read there may be rolled back), so a rollback can
 * only drop answers that were still true, never keep one that is not. Rows are stored only when they are
 * plain values (text, numbers, null), frozen, and within READ_CACHE_MAX_ENTRIES and READ_CACHE_MAX_BYTES per
 * connection (the oldest not recalled since it was kept first out: db/bounded-answers; one answer over
 * READ_CACHE_MAX_ENTRY_BYTES is never stored).
 */
import type Database from 'libsql';
import { keepBounded, recallBounded } from './bounded-answers.js';

type Connection = Database.Database;
type Statement = ReturnType<Connection['prepare']>;
type Row = readonly unknown[];

export const READ_CACHE_MAX_ENTRIES = 500;
export const READ_CACHE_MAX_BYTES = 8 * 1024 * 1024;
export const READ_CACHE_MAX_ENTRY_BYTES = 1024 * 1024;
const BOUNDS = { maxEntries: READ_CACHE_MAX_ENTRIES, maxBytes: READ_CACHE_MAX_BYTES };

/** Statements that cannot change the database (a WITH that names a write keyword counts as a write). */
const CANNOT_WRITE = /^\s*(select|begin|commit|end|rollback|savepoint|release)\b/i;
const WITH = /^\s*with\b/i;
const WRITE_WORD = /\b(insert|update|delete|replace)\b/i;
/** Another database file on the connection: its changes are not in `main`'s data_version. */
const ATTACH = /^\s*attach\b/i;
/** The same, anywhere in an `exec`'s text (it runs many statements): a false alarm only stops remembering. */
const ATTACH_ANYWHERE = /\battach\b/i;

interface Answer {
  rows: readonly Row[];
  bytes: number;
}

interface ConnectionState {
  /** Statements that may have written, run on this connection. */
  writes: number;
  /** `PRAGMA data_version`, compiled once (read with `get()` only: see db/statement-cache on get after all). */
  version: Statement;
  /** The write count and data_version the remembered answers were read at. */
  seenWrites: number;
  seenVersion: unknown;
  answers: Map<string, Answer>;
  bytes: number;
  /** An attached database could change unseen: nothing is remembered on this connection any more. */
  off: boolean;
}

const states = new WeakMap<Connection, ConnectionState>();
let statementIds = 0;
/** Statements that may have written, on every connection of this process (db/answer-cache reads it). */
let writesInProcess = 0;

/** How many statements that may write ran in this process so far: a change means some connection wrote. */
export function writesSoFar(): number {
  return writesInProcess;
}

/** Counts for tests and the bench: answers from memory, reads that ran, and the largest cache seen. */
export const readCacheStats = { hits: 0, misses: 0, stored: 0, peakEntries: 0, peakBytes: 0 };

type Compile = (this: Connection, sql: string) => Statement;

function stateOf(connection: Connection, compile: Compile): ConnectionState {
  let state = states.get(connection);
  if (!state) {
    const version = compile.call(connection, 'PRAGMA data_version');
    version.raw(true);
    state = {
      writes: 0,
      version,
      seenWrites: -1,
      seenVersion: undefined,
      answers: new Map(),
      bytes: 0,
      off: false,
    };
    states.set(connection, state);
  }
  return state;
}

/** Whether running `sql` may change the database (or what a read answers). */
export function mayWrite(sql: string): boolean {
  if (CANNOT_WRITE.test(sql)) return false;
  return !WITH.test(sql) || WRITE_WORD.test(sql);
}

function countWrite(connection: Connection, compile: Compile, attaches: boolean): void {
  const state = stateOf(connection, compile);
  state.writes++;
  writesInProcess++;
  if (attaches) state.off = true;
}

/** `exec` ran `source` on `connection` (or failed part way): anything in it may have written. */
export function noteExec(connection: Connection, compile: Compile, source: string): void {
  countWrite(connection, compile, ATTACH_ANYWHERE.test(source));
}

/**
 * Makes every run of a statement that may write count as a write on its connection, after it ran (or failed):
 * calls are synchronous, so no read runs between the write and the count. Rows of an `iterate` are produced
 * (and written) on each `next()`, which counts too.
 */
export function countWrites(
  connection: Connection,
  statement: Statement,
  compile: Compile,
  sql: string,
): void {
  const attaches = ATTACH.test(sql);
  const count = () => countWrite(connection, compile, attaches);
  for (const method of ['run', 'get', 'all'] as const) {
    const call = statement[method].bind(statement) as (...params: unknown[]) => unknown;
    (statement as unknown as Record<string, unknown>)[method] = (...params: unknown[]) => {
      try {
        return call(...params);
      } finally {
        count();
      }
    };
  }
  const iterate = statement.iterate.bind(statement) as (...params: unknown[]) => Iterator<unknown>;
  statement.iterate = ((...params: unknown[]) => {
    try {
      const rows = iterate(...params);
      const next = rows.next.bind(rows);
      rows.next = () => {
        try {
          return next();
        } finally {
          count();
        }
      };
      return rows;
    } finally {
      count();
    }
  }) as Statement['iterate'];
}

/**
 * The arguments as one string that no other arguments give: each value is tagged by type, text is prefixed by
 * its length, values end with a comma (numbers never contain one). Undefined for anything else (blobs, named
 * arguments): those reads always run.
 */
function argumentsKey(args: readonly unknown[]): string | undefined {
  let key = '';
  for (const value of args) {
    if (typeof value === 'string') key += `s${value.length}:${value},`;
    else if (typeof value === 'number') key += Object.is(value, -0) ? 'n-0,' : `n${value},`;
    else if (typeof value === 'bigint') key += `b${value},`;
    else if (value === null) key += 'z,';
    else return undefined;
  }
  return key;
}

/** The rows' size in memory (text as two bytes a character), or undefined when a value is not plain. */
function sizeOf(rows: readonly unknown[]): number | undefined {
  let bytes = 64;
  for (const row of rows) {
    if (!Array.isArray(row)) return undefined;
    bytes += 32 + row.length * 16;
    for (const value of row) {
      if (typeof value === 'string') bytes += value.length * 2;
      else if (value !== null && typeof value !== 'number' && typeof value !== 'bigint') return undefined;
    }
  }
  return bytes;
}

/** Drops the answers when the connection wrote or another connection committed since they were read. */
function current(state: ConnectionState): boolean {
  const version = (state.version.get([]) as Row | undefined)?.[0];
  if (version !== undefined && state.seenWrites === state.writes && state.seenVersion === version)
    return true;
  state.answers.clear();
  state.bytes = 0;
  state.seenWrites = state.writes;
  // An unreadable version never matches, so nothing read now is kept past the next check.
  state.seenVersion = version ?? Number.NaN;
  return false;
}

function remember(state: ConnectionState, key: string, rows: Row[]): void {
  const bytes = sizeOf(rows);
  if (bytes === undefined) return;
  const size = bytes + key.length * 2;
  if (size > READ_CACHE_MAX_ENTRY_BYTES) return;
  for (const row of rows) Object.freeze(row);
  keepBounded(state, key, { rows: Object.freeze(rows), bytes: size }, BOUNDS);
  readCacheStats.peakEntries = Math.max(readCacheStats.peakEntries, state.answers.size);
  readCacheStats.peakBytes = Math.max(readCacheStats.peakBytes, state.bytes);
}

/**
 * Answers a declared read's `all()` from memory when the database has not changed since the same statement
 * ran with the same arguments and modes (raw rows, as @libsql/client reads them). Wraps the statement's
 * `all`, `raw` and `safeIntegers` last, over db/statement-cache's own wrappers.
 */
export function answerFromMemory(connection: Connection, statement: Statement, compile: Compile): void {
  const id = ++statementIds;
  const setRaw = statement.raw.bind(statement);
  const setSafeIntegers = statement.safeIntegers.bind(statement);
  let raw = false;
  let safe = false;
  statement.raw = (on?: boolean) => {
    setRaw(on);
    raw = on ?? true;
    return statement;
  };
  statement.safeIntegers = (on?: boolean) => {
    setSafeIntegers(on);
    safe = on ?? true;
    return statement;
  };
  const all = statement.all.bind(statement) as (...params: unknown[]) => Row[];
  statement.all = ((...params: unknown[]) => {
    const args = params[0];
    if (
      !raw ||
      (statement as { pluckMode?: boolean }).pluckMode ||
      params.length !== 1 ||
      !Array.isArray(args)
    )
      return all(...params);
    const state = stateOf(connection, compile);
    const argsKey = argumentsKey(args);
    if (state.off || argsKey === undefined || connection.inTransaction) return all(...params);
    const key = `${id}${safe ? '+' : '-'}${argsKey}`;
    if (current(state)) {
      const answer = recallBounded(state, key);
      if (answer) {
        readCacheStats.hits++;
        return answer.rows.slice();
      }
    }
    readCacheStats.misses++;
    const rows = all(...params);
    remember(state, key, rows);
    return rows.slice();
  }) as Statement['all'];
}
