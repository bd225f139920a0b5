import { createClient } from '@libsql/client';
import { sql } from 'drizzle-orm';
import { sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from './client.js';
import { migrateDb } from './migrate.js';
import { INSERT_SHAPES_KEPT, PreparedItem, preparedInsert } from './prepared.js';
import { people, taskAssignees, tasks, users } from './schema.js';

const client = createClient({ url: ':memory:' });
const db: Db = createDb(client);
beforeAll(async () => {
  await migrateDb(db);
  await db.insert(users).values({ id: 'u1', email: 'u1@example.com' });
});
afterAll(() => client.close());

const task = (id: string, extra: Partial<typeof tasks.$inferInsert> = {}): typeof tasks.$inferInsert => ({
  id,
  userId: 'u1',
  title: `Task ${id}`,
  dueDate: '2026-12-01',
  ...extra,
});

describe('preparedInsert', () => {
  it.each([
    ['one row with only the required values', [task('a')]],
    [
      'rows giving values of every kind (JSON, numbers, nulls)',
      [
        task('b', { benchmarks: [{ percentage: 50, description: 'half' }], progress: 40, notes: null }),
        task('c', { benchmarks: [], progress: 0, notes: 'n', remindAt: '2026-12-01T09:00:00.000Z' }),
      ],
    ],
    ['rows of different shapes', [task('d'), task('e', { tag: 'Life', description: 'why' })]],
  ])('makes the SQL and values drizzle makes: %s', (_, rows) => {
    const item = preparedInsert(db, tasks, rows);
    expect(item).toBeInstanceOf(PreparedItem);
    expect((item as PreparedItem<unknown>).toSQL()).toEqual(db.insert(tasks).values(rows).toSQL());
  });

  it('adds on conflict do nothing when asked', () => {
    const rows = [{ taskId: 't', personId: 'p', userId: 'u1' }];
    const item = preparedInsert(db, taskAssignees, rows, {
      onConflictDoNothing: true,
    }) as PreparedItem<unknown>;
    expect(item.toSQL()).toEqual(db.insert(taskAssignees).values(rows).onConflictDoNothing().toSQL());
  });

  it('builds a shape once and fills it with each call’s values', () => {
    const first = preparedInsert(db, people, [
      { id: 'p1', userId: 'u1', name: 'Ana' },
    ]) as PreparedItem<unknown>;
    const second = preparedInsert(db, people, [
      { id: 'p2', userId: 'u1', name: 'Ben' },
    ]) as PreparedItem<unknown>;
    expect(first.toSQL().sql).toBe(second.toSQL().sql);
    expect(first.toSQL().params).toEqual(['p1', 'u1', 'Ana']);
    expect(second.toSQL().params).toEqual(['p2', 'u1', 'Ben']);
  });

  it('computes a per-insert default on every call instead of keeping the first one in the SQL', () => {
    let n = 0;
    const notes = sqliteTable('notes_for_test', {
      id: text('id').$defaultFn(() => `id-${++n}`),
      body: text('body'),
    });
    const a = preparedInsert(db, notes, [{ body: 'x' }]) as PreparedItem<unknown>;
    const b = preparedInsert(db, notes, [{ body: 'y' }]) as PreparedItem<unknown>;
    expect(a.toSQL().params).toEqual(['id-1', 'x']);
    expect(b.toSQL().params).toEqual(['id-2', 'y']);
  });

  it('leaves a row with SQL for a value to drizzle', () => {
    const rows = [task('f', { description: sql`'made by SQL'` as unknown as string })];
    const item = preparedInsert(db, tasks, rows);
    expect(item).not.toBeInstanceOf(PreparedItem);
    expect(item.toSQL()).toEqual(db.insert(tasks).values(rows).toSQL());
  });

  it('writes the same rows as drizzle’s own insert, read back from the database', async () => {
    const rows = [
      task('g', { tag: 'Work-DevOps', benchmarks: [{ percentage: 10, description: 'start' }] }),
      task('h'),
    ];
    await db.batch([
      preparedInsert(db, tasks, rows),
      db.insert(tasks).values([task('i'), task('j')]),
    ] as never);
    const stored = await db
      .select()
      .from(tasks)
      .where(sql`${tasks.id} in ('g', 'h', 'i', 'j')`)
      .orderBy(tasks.id);
    expect(stored.map((t) => [t.id, t.tag, t.benchmarks, t.description, t.progress])).toEqual([
      ['g', 'Work-DevOps', [{ percentage: 10, description: 'start' }], '', 0],
      ['h', 'Unsorted', [], '', 0],
      ['i', 'Unsorted', [], '', 0],
      ['j', 'Unsorted', [], '', 0],
    ]);
    // The day number and the timestamps are given by the database, as for drizzle's insert.
    expect(stored.map((t) => t.displaySeq)).toEqual([1, 2, 3, 4]);
    expect(stored.every((t) => /^\d{4}-\d\d-\d\dT/.test(t.createdAt))).toBe(true);
  });

  it(`keeps at most ${INSERT_SHAPES_KEPT} shapes, the least recently used going first`, () => {
    const many = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ id: `q${n}-${i}`, userId: 'u1', name: 'N' }));
    const sqlOf = (n: number) => (preparedInsert(db, people, many(n)) as PreparedItem<unknown>).toSQL().sql;
    for (let n = 1; n <= INSERT_SHAPES_KEPT + 5; n++) expect(sqlOf(n)).toContain('values');
    // Still right after the oldest shapes were dropped and built again.
    expect(sqlOf(1)).toBe(db.insert(people).values(many(1)).toSQL().sql);
  });
});
