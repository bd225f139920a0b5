/**
 * @module db/prepared — statements whose SQL is built once per database handle and then only run with new
 * values: drizzle's `.prepare()` with `sql.placeholder(…)` for everything that varies. Building a long query
 * (the task list: its JSON, filters and subqueries) walks drizzle's whole query tree and costs more CPU than
 * SQLite takes to run it; a prepared query only fills its placeholders. A query whose shape varies (which
 * filters a request uses) is prepared once per shape, under a key naming that shape.
 *
 * Both hosts keep their handle for the process (Node) or the isolate (Workers: worker.ts), so the SQL is
 * built once there too; `preparedItem` gives such a statement to a caller's `db.batch`. On Node the driver then
 * reuses the compiled statement as well (db/statement-cache).
 */
import { fillPlaceholders, getTableColumns, getTableName, is, SQL, sql } from 'drizzle-orm';
import type { RunnableQuery } from 'drizzle-orm/runnable-query';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
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

/** What `preparedItem` needs of a query builder: drizzle's `.prepare()`. */
interface Preparable<R> {
  readonly _: { readonly result: R };
  prepare(): PreparedQuery;
}

/** The part of drizzle's prepared query a batch item uses. */
interface PreparedQuery {
  getQuery(): { sql: string; params: unknown[] };
  mapResult(response: unknown, isFromBatch?: boolean): unknown;
  execute(values?: Record<string, unknown>): Promise<unknown>;
}

/**
 * A statement whose SQL is built once per handle (`preparedOnce`), with this request's values: an item for
 * `db.batch` as a query builder is (drizzle's batch asks an item for `_prepare()`, then for its query and for how to
 * map the database's answer), or run alone with `execute()`. A mind dump's first batch is seven reads and writes of
 * the same shape on every dump; building them walked drizzle's query tree each time (~1.5 ms of CPU in Node).
 */
export class PreparedItem<R> implements RunnableQuery<R, 'sqlite'> {
  declare readonly _: { readonly dialect: 'sqlite'; readonly result: R };

  constructor(
    private readonly query: PreparedQuery,
    private readonly values: Record<string, unknown>,
  ) {}

  /** @internal What drizzle's batch calls on each item. */
  _prepare(): this {
    return this;
  }

  /** The SQL as built once, with this request's values in place of its placeholders (as a builder's `toSQL`). */
  toSQL(): { sql: string; params: unknown[] } {
    const { sql, params } = this.query.getQuery();
    return { sql, params: fillPlaceholders(params as Parameters<typeof fillPlaceholders>[0], this.values) };
  }

  /** @internal What drizzle's batch asks of `_prepare()`'s answer. */
  getQuery(): { sql: string; params: unknown[] } {
    return this.toSQL();
  }

  /** @internal */
  mapResult(response: unknown, isFromBatch?: boolean): unknown {
    return this.query.mapResult(response, isFromBatch);
  }

  /** Runs the statement alone (what awaiting its query builder would do). */
  execute(): Promise<R> {
    return this.query.execute(this.values) as Promise<R>;
  }
}

/**
 * `build()`'s statement (placeholders, `sql.placeholder(name)`, for everything that varies) prepared once per
 * handle under `key`, with `values` for this request.
 */
export function preparedItem<R>(
  db: Db,
  key: string,
  build: () => Preparable<R>,
  values: Record<string, unknown>,
): PreparedItem<R> {
  return new PreparedItem<R>(
    preparedOnce(db, key, () => build().prepare()),
    values,
  );
}

/** How many insert shapes a handle keeps (a shape: the table, the number of rows, which values each row gives). */
export const INSERT_SHAPES_KEPT = 256;

const insertShapes = new WeakMap<Db, Map<string, PreparedQuery>>();

type InsertColumn = SQLiteColumn & {
  default?: unknown;
  defaultFn?: () => unknown;
  onUpdateFn?: () => unknown;
  shouldDisableInsert(): boolean;
};

/**
 * `db.insert(table).values(rows)` (with `onConflictDoNothing()` when asked) as a batch item whose SQL is built
 * once per shape and then only filled: a mind dump's new tasks are one insert of up to a hundred rows of twenty-odd
 * columns, and building it walked drizzle's query tree per value (~1.5–4 ms of CPU per dump in workerd).
 *
 * A value the row gives is a placeholder. A value it leaves out is what drizzle would use: a column's own default
 * stays in the SQL (the same on every run), as does null for a column without one; a default computed per insert
 * (`$defaultFn`, `$onUpdate`) is computed now and filled like a given value, never kept in the SQL. Rows with SQL for a
 * value (given or computed) are built as drizzle builds them. A handle keeps its last INSERT_SHAPES_KEPT shapes.
 */
export function preparedInsert<T extends SQLiteTable>(
  db: Db,
  table: T,
  rows: readonly T['$inferInsert'][],
  options: { onConflictDoNothing?: boolean } = {},
): PreparedItem<unknown> | ReturnType<typeof plainInsert<T>> {
  const columns = Object.entries(getTableColumns(table) as Record<string, InsertColumn>).filter(
    ([, column]) => !column.shouldDisableInsert(),
  );
  const values: Record<string, unknown> = {};
  const shapes: string[] = [];
  for (const [i, row] of rows.entries()) {
    let shape = '';
    for (const [key, column] of columns) {
      let value = (row as Record<string, unknown>)[key];
      if (value === undefined && (column.default === null || column.default === undefined)) {
        if (column.defaultFn) value = column.defaultFn();
        else if (column.onUpdateFn) value = column.onUpdateFn();
      }
      if (is(value, SQL)) return plainInsert(db, table, rows, options);
      shape += value === undefined ? 'd' : 'v';
      if (value !== undefined) values[`${i}.${key}`] = value;
    }
    shapes.push(shape);
  }
  const same = shapes.every((shape) => shape === shapes[0]);
  const key = `${getTableName(table)}${options.onConflictDoNothing ? '!' : ''}:${same ? `${rows.length}×${shapes[0]}` : shapes.join('|')}`;
  let kept = insertShapes.get(db);
  if (!kept) {
    kept = new Map();
    insertShapes.set(db, kept);
  }
  let query = kept.get(key);
  if (query) {
    // The shape is used again: kept as the newest.
    kept.delete(key);
  } else {
    const template = shapes.map((shape, i) => {
      const row: Record<string, unknown> = {};
      columns.forEach(([name], c) => {
        if (shape[c] === 'v') row[name] = sql.placeholder(`${i}.${name}`);
      });
      return row as T['$inferInsert'];
    });
    query = plainInsert(db, table, template, options).prepare() as unknown as PreparedQuery;
    if (kept.size >= INSERT_SHAPES_KEPT) kept.delete(kept.keys().next().value as string);
  }
  kept.set(key, query);
  return new PreparedItem<unknown>(query, values);
}

function plainInsert<T extends SQLiteTable>(
  db: Db,
  table: T,
  rows: readonly T['$inferInsert'][],
  options: { onConflictDoNothing?: boolean },
) {
  const insert = db.insert(table).values(rows as T['$inferInsert'][]);
  return options.onConflictDoNothing ? insert.onConflictDoNothing() : insert;
}
