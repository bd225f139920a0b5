/**
 * @module db/cacheable-reads — the reads a host may answer from memory. A read declared here promises that its
 * rows depend only on its SQL text, its arguments and the database's contents: no `now`, `random()` or other
 * input that changes without a write. Only a host that sees every change to the database can use that: the
 * Node host's embedded file (db/read-cache, keyed by SQL text and arguments, dropped on any write). Workers
 * and Turso cannot (another isolate's writes are invisible there), so on them a declaration changes nothing.
 *
 * Runtime-neutral: services declare their reads here, the Node-only driver patch only asks.
 */

const declared = new Set<string>();
const SELECT = /^\s*select\b/i;

/** Declares the SQL text of a read (a SELECT) whose rows are a function of its arguments and the data. */
export function declareCacheableRead(sql: string): void {
  if (!SELECT.test(sql)) throw new Error(`Only a SELECT can be a cacheable read: ${sql.slice(0, 60)}`);
  declared.add(sql);
}

/** Whether `sql` was declared (the driver asks once, when it compiles the statement). */
export function isCacheableRead(sql: string): boolean {
  return declared.has(sql);
}

/** A drizzle prepared query, declared cacheable (see the module comment for the promise this makes). */
export function cacheableRead<Q extends { getQuery(): { sql: string } }>(query: Q): Q {
  declareCacheableRead(query.getQuery().sql);
  return query;
}
