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
 * Over HTTP (sqld, Turso) there is nothing to install: Hrana has no prepared statement that outlives a request
 * (@libsql/client only stores SQL texts on the server within one request's stream); what is shared in both
 * hosts is drizzle's `.prepare()` (SQL built once: auth/session.ts).
 */
import { createRequire } from 'node:module';
import type Database from 'libsql';

export const STATEMENT_CACHE_SIZE = 200;

type Connection = Database.Database;
type Statement = ReturnType<Connection['prepare']>;

const CACHEABLE = /^\s*(select|insert|update|delete|with|begin|commit|rollback)\b/i;
/** Statements that change the schema: what was compiled before them is not reused. */
const SCHEMA_CHANGE = /^\s*(create|alter|drop|reindex|vacuum|attach|detach)\b/i;
const caches = new WeakMap<Connection, Map<string, Statement>>();
let installed = false;
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
  const exec = Driver.prototype.exec;
  Driver.prototype.prepare = function cachedPrepare(this: Connection, sql: string) {
    if (!CACHEABLE.test(sql)) {
      if (SCHEMA_CHANGE.test(sql)) caches.delete(this);
      statementStats.compiled++;
      return prepare.call(this, sql);
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
    cache.set(sql, statement);
    if (cache.size > STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
    return statement;
  } as Connection['prepare'];
  Driver.prototype.exec = function clearingExec(this: Connection, source: string) {
    caches.delete(this);
    return exec.call(this, source);
  };
}
