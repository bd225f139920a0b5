/**
 * @module db/prepared — statements whose SQL is built once per database handle and then only run with new
 * values: drizzle's `.prepare()` with `sql.placeholder(…)` for everything that varies. Building a long query
 * (the task list: its JSON, filters and subqueries) walks drizzle's whole query tree and costs more CPU than
 * SQLite takes to run it; a prepared query only fills its placeholders. A query whose shape varies (which
 * filters a request uses) is prepared once per shape, under a key naming that shape.
 *
 * Both hosts keep their handle for the process (Node) or the isolate (Workers: worker.ts), so the SQL is
 * built once there too. On Node the driver then reuses the compiled statement as well (db/statement-cache).
 */
import type { Db } from './client.js';

const prepared = new WeakMap<Db, Map<string, unknown>>();

/** The query prepared under `key` for this handle, built by `build` the first time. */
export function preparedOnce<T>(db: Db, key: string, build: () => T): T {
  let byKey = prepared.get(db);
  if (!byKey) {
    byKey = new Map();
    prepared.set(db, byKey);
  }
  let query = byKey.get(key) as T | undefined;
  if (query === undefined) {
    query = build();
    byKey.set(key, query);
  }
  return query;
}
