/**
 * @module db/statement-cache — prepared statements for the embedded libSQL file (the Node host), where the
 * driver allows them. @libsql/client's file driver compiles every statement anew (`prepare(sql)` on each call,
 * then asks for its column list) and offers no prepared-statement API of its own; the `libsql` driver under
 * it can run a compiled statement again. `installStatementCache()` keeps, per connection, the last
 * STATEMENT_CACHE_SIZE compiled data statements (select/insert/update/delete/with, and a batch's
 * begin/commit) by SQL text, with their
 * column list, so a repeated query skips SQLite's parsing and planning.
 *
 * Why reuse is safe here: each connection's calls are synchronous, so one statement is never running twice at
 * once (and every run rebinds its arguments and restarts it); a schema change (a migration's CREATE/ALTER/DROP)
 * or `exec` on a connection empties its cache, so nothing compiled against an older schema
 * is reused; drizzle names every column it selects, so a column added by another process cannot shift a
 * cached statement's result either.
 *
 * The read cache (db/read-cache) hooks in at compilation: a statement that may write counts each run as a
 * write on its connection, and a declared read (db/cacheable-reads) is answered from memory while nothing was
 * written.
 *
 * Over HTTP (sqld, Turso) there is nothing to install: Hrana has no prepared statement that outlives a request
 * (@libsql/client only stores SQL texts on the server within one request's stream); what is shared in both
 * hosts is drizzle's `.prepare()` (SQL built once: auth/session.ts).
 */
import { createRequire } from 'node:module';
import type Database from 'libsql';
import { isCacheableRead } from './cacheable-reads.js';
import { answerFromMemory, countWrites, mayWrite, noteExec } from './read-cache.js';

export const STATEMENT_CACHE_SIZE = 200;

type Connection = Database.Database;
type Statement = ReturnType<Connection['prepare']>;

const CACHEABLE = /^\s*(select|insert|update|delete|with|begin|commit|rollback)\b/i;
/** Statements that change the schema: what was compiled before them is not reused. */
const SCHEMA_CHANGE = /^\s*(create|alter|drop|reindex|vacuum|attach|detach)\b/i;
const caches = new WeakMap<Connection, Map<string, Statement>>();
/** A statement whose last clause is `LIMIT 1` (or `LIMIT ?`, checked against its last argument). */
const AT_MOST_ONE_ROW = /\blimit\s+(1|\?)\s*$/i;

/**
 * @libsql/client switches every statement to raw rows before each run (`raw(true)`, a call into the driver of
 * ~2 µs); a cached statement keeps its mode, so the call is only made when the mode changes. A statement that
 * returns no data refuses it (the client reads that as "not a reader"): it still throws every time.
 */
function rememberRawMode(statement: Statement): void {
  const setRaw = statement.raw.bind(statement);
  let mode: boolean | undefined;
  statement.raw = (raw?: boolean) => {
    const want = raw ?? true;
    if (mode !== want) {
      setRaw(want);
      mode = want;
    }
    return statement;
  };
}

/**
 * @libsql/client reads every result with `all()`, whose row iterator costs ~12 µs more than `get()` even for a
 * single row (the session check, `findFirst`, the task list's one-row aggregate). For a statement limited to
 * one row (raw rows, as the client reads them), `all()` is `get()`'s row in an array: the same row, or none.
 * The `get()` runs on a second compilation of the same SQL (`twin`), given the same modes: on one statement,
 * a `get()` after an `all()` is not bound afresh by the driver and answers with the previous arguments' row.
 */
function readOneRowWithGet(statement: Statement, twin: Statement, literalOne: boolean): void {
  const setRaw = statement.raw.bind(statement);
  const setSafeIntegers = statement.safeIntegers.bind(statement);
  let raw = false;
  statement.raw = (on?: boolean) => {
    setRaw(on);
    twin.raw(on);
    raw = on ?? true;
    return statement;
  };
  statement.safeIntegers = (on?: boolean) => {
    setSafeIntegers(on);
    twin.safeIntegers(on);
    return statement;
  };
  const all = statement.all.bind(statement) as (...params: unknown[]) => unknown[];
  const get = twin.get.bind(twin) as (...params: unknown[]) => unknown;
  statement.all = ((...params: unknown[]) => {
    const args = params[0];
    const last = Array.isArray(args) ? args[args.length - 1] : undefined;
    if (!raw || params.length !== 1 || !(literalOne || last === 1 || last === 1n)) return all(...params);
    const row = get(...params);
    return row === undefined ? [] : [row];
  }) as Statement['all'];
}
let installed = false;
/** The driver's own `prepare`, for statements that must not count as writes (db/answer-cache's version read). */
let uncounted: ((this: Connection, sql: string) => Statement) | undefined;

/** Compiles `sql` on `connection` as the driver does, outside the statement cache and the write count. */
export function compileUncounted(connection: Connection, sql: string): Statement {
  return (uncounted ?? connection.prepare).call(connection, sql);
}

/** Statements compiled (by any connection) since the process started: tests read it to see reuse. */
export const statementStats = { compiled: 0, reused: 0 };

/** Patches the `libsql` driver that @libsql/client loads (once per process; later calls do nothing). */
export function installStatementCache(): void {
  if (installed) return;
  installed = true;
  // The same module instance @libsql/client imports (resolved from its own location).
  const require = createRequire(createRequire(import.meta.url).resolve('@libsql/client'));
  const Driver = require('libsql') as { prototype: Connection };
  const prepare = Driver.prototype.prepare;
  uncounted = prepare;
  const exec = Driver.prototype.exec;
  Driver.prototype.prepare = function cachedPrepare(this: Connection, sql: string) {
    if (!CACHEABLE.test(sql)) {
      if (SCHEMA_CHANGE.test(sql)) caches.delete(this);
      statementStats.compiled++;
      const statement = prepare.call(this, sql) as Statement;
      if (mayWrite(sql)) countWrites(this, statement, prepare, sql);
      return statement;
    }
    let cache = caches.get(this);
    if (!cache) {
      cache = new Map();
      caches.set(this, cache);
    }
    const cached = cache.get(sql);
    if (cached) {
      // Most recently used last: the first entry is the one to evict.
      cache.delete(sql);
      cache.set(sql, cached);
      statementStats.reused++;
      return cached;
    }
    const statement = prepare.call(this, sql) as Statement;
    statementStats.compiled++;
    const columns = statement.columns.bind(statement);
    let known: ReturnType<Statement['columns']> | undefined;
    statement.columns = () => {
      known ??= columns();
      return known;
    };
    const limit = AT_MOST_ONE_ROW.exec(sql)?.[1];
    if (limit) readOneRowWithGet(statement, prepare.call(this, sql) as Statement, limit === '1');
    rememberRawMode(statement);
    // Last, so that they wrap everything above (db/read-cache: answers kept only while nothing was written).
    if (mayWrite(sql)) countWrites(this, statement, prepare, sql);
    else if (isCacheableRead(sql)) answerFromMemory(this, statement, prepare);
    cache.set(sql, statement);
    if (cache.size > STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
    return statement;
  } as Connection['prepare'];
  Driver.prototype.exec = function clearingExec(this: Connection, source: string) {
    caches.delete(this);
    try {
      return exec.call(this, source);
    } finally {
      noteExec(this, prepare, source);
    }
  };
}
