/**
 * The task list is serialised by the database (services/task-json); a single task is shaped by `toTask` in
 * JavaScript. Every listed task must equal its own GET /api/tasks/:id answer, field for field — here with the
 * values that are easy to get wrong in SQL: assignees in assignment order, benchmarks without a due date or with
 * extra keys, fractional percentages, an empty or title-less source page, quotes, newlines, control characters
 * and non-Latin text, a creation instant with an offset, a row without a stored display number (legacy), and
 * a second user whose tasks and assignees must never appear.
 */
import { type Client, createClient } from '@libsql/client/web';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '../../src/db/client.js';
import { migrateDb } from '../../src/db/migrate.js';
import { taskAssignees, tasks } from '../../src/db/schema.js';
import { newId } from '../../src/lib/ids.js';
import { taskJson } from '../../src/services/task-json.js';
import { assigneesQuery, hasUnnumberedTasks } from '../../src/services/task-rows.js';
import { type SqldServer, startSqld } from '../fixtures/sqld.js';
import { call, type Json, makePerson, makeTask } from '../helpers/content-helpers.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

/** Every task of the list equals its single read; returns the list. */
async function expectListMatchesSingleReads(user: Parameters<typeof call>[0], path: string): Promise<Json[]> {
  const list = await call(user, 'GET', path);
  expect(list.status).toBe(200);
  for (const task of list.body.tasks) {
    const one = await call(user, 'GET', `/api/tasks/${task.id}`);
    expect(task).toStrictEqual(one.body.task);
  }
  return list.body.tasks;
}

// On an embedded file (the Node host) and on a real libSQL server over HTTP (Turso, the Workers host): sqld
// parses every statement itself and refuses some SQL that SQLite accepts.
describe.each(['file', 'sqld'] as const)('the database-built task list (%s)', (kind) => {
  let t: TestApp;
  let server: SqldServer | undefined;
  let client: Client | undefined;
  beforeAll(async () => {
    if (kind === 'sqld') {
      server = await startSqld();
      client = createClient({ url: server.url, authToken: server.authToken });
      const db = createDb(client);
      await migrateDb(db);
      t = await createTestApp({ db });
    } else {
      t = await createTestApp();
    }
    t.clock.set('2026-11-23T08:00:00.000Z');
  });
  afterAll(async () => {
    t?.close();
    client?.close();
    await server?.close();
  });

  it('equals toTask for every field, odd values included', async () => {
    const alice = await t.signUp();
    const bob = await t.signUp();
    const ann = await makePerson(t.deps.db, alice.userId, 'Ann "the boss" Ó’Brien');
    const zed = await makePerson(t.deps.db, alice.userId, 'Zed');
    const mia = await makePerson(t.deps.db, alice.userId, 'Mia');
    const bobsPerson = await makePerson(t.deps.db, bob.userId, 'Ann "the boss" Ó’Brien');

    const plain = await makeTask(alice, { title: 'Plain' });
    t.clock.set('2026-11-23T09:00:00.000Z');
    const rich = await makeTask(alice, {
      title: 'Quotes " and \\ backslash\nnew line\ttab \u0001 control — ✓ 日本語 🎉',
      description: '</script><b>not html</b>',
      tag: 'Work',
      progress: 40,
      dueDate: '2026-12-01',
      benchmarks: [
        { percentage: 25, description: 'First', dueDate: '2026-11-25' },
        { percentage: 60, description: 'Second, no date' },
      ],
      recurrence: 'FREQ=WEEKLY;BYDAY=MO',
      remindAt: '2026-11-30T09:00:00.000Z',
    });
    await call(alice, 'POST', `/api/tasks/${rich.id}/assignees`, { personId: zed.id });
    t.clock.set('2026-11-23T09:00:01.000Z');
    await call(alice, 'POST', `/api/tasks/${rich.id}/assignees`, { personId: ann.id });
    t.clock.set('2026-11-23T09:00:02.000Z');
    await call(alice, 'POST', `/api/tasks/${rich.id}/assignees`, { personId: mia.id });
    await call(alice, 'POST', `/api/tasks/${rich.id}/notes`, { text: 'Latest "note"' });
    const done = await makeTask(alice, { title: 'Done one' });
    await call(alice, 'POST', `/api/tasks/${done.id}/complete`, {});

    // Rows only the database can hold: stored benchmarks with an extra key, a fractional percentage and no
    // due date; a source page with no title and one with an empty URL; an instant with an offset.
    const odd = newId();
    const emptyPage = newId();
    await t.deps.db.insert(tasks).values([
      {
        id: odd,
        userId: alice.userId,
        title: 'Odd row',
        benchmarks: [{ percentage: 33.5, description: 'x', extra: true } as never],
        dueDate: '2026-12-02',
        sourceUrl: 'https://example.com/a?b="c"',
        sourceTitle: null,
        sourceText: 'From the dump',
        dueText: 'by Friday',
        createdAt: '2026-11-23T00:30:00.000+02:00',
        updatedAt: '2026-11-23T00:30:00.000+02:00',
      },
      {
        id: emptyPage,
        userId: alice.userId,
        title: 'Empty source URL',
        dueDate: '2026-12-03',
        sourceUrl: '',
        sourceTitle: 'Title without a URL',
        createdAt: '2026-11-23T10:00:00.000Z',
        updatedAt: '2026-11-23T10:00:00.000Z',
      },
    ]);
    // Bob's task is assigned his person of the same name; none of it may reach Alice's list.
    const bobs = await makeTask(bob, { title: 'Bob only' });
    await t.deps.db
      .insert(taskAssignees)
      .values({ taskId: bobs.id, personId: bobsPerson.id, userId: bob.userId });

    const all = await expectListMatchesSingleReads(alice, '/api/tasks?status=all');
    // Newest first by the stored text (the offset instant sorts by its text, as the list always did).
    expect(all.map((x) => x.title)).toEqual(['Empty source URL', 'Done one', rich.title, 'Plain', 'Odd row']);
    const byTitle = new Map(all.map((x) => [x.title, x]));
    expect(byTitle.get(rich.title).assignees).toEqual([
      { id: zed.id, name: 'Zed' },
      { id: ann.id, name: ann.name },
      { id: mia.id, name: 'Mia' },
    ]);
    expect(byTitle.get(rich.title).benchmarks).toEqual([
      { percentage: 25, description: 'First', dueDate: '2026-11-25' },
      { percentage: 60, description: 'Second, no date', dueDate: null },
    ]);
    expect(byTitle.get('Odd row').benchmarks).toEqual([
      { percentage: 33.5, description: 'x', dueDate: null },
    ]);
    expect(byTitle.get('Odd row').sourcePage).toEqual({ url: 'https://example.com/a?b="c"', title: null });
    expect(byTitle.get('Odd row').formattedId).toMatch(/^261122\d\d$/);
    expect(byTitle.get('Empty source URL').sourcePage).toBeNull();
    expect(byTitle.get('Plain').formattedId).toBe(plain.formattedId);
    expect(all.some((x) => x.id === bobs.id)).toBe(false);

    // Filters, a limit and the other user.
    await expectListMatchesSingleReads(alice, '/api/tasks');
    await expectListMatchesSingleReads(alice, '/api/tasks?status=completed');
    await expectListMatchesSingleReads(alice, `/api/tasks?personId=${ann.id}`);
    await expectListMatchesSingleReads(alice, '/api/tasks?status=all&q=%22note&limit=2');
    const mine = await expectListMatchesSingleReads(bob, '/api/tasks?status=all');
    expect(mine.map((x) => x.id)).toEqual([bobs.id]);
    expect(mine[0].assignees).toEqual([{ id: bobsPerson.id, name: bobsPerson.name }]);
  });

  it('numbers a legacy row (no stored day number) as before, with and without a limit', async () => {
    const u = await t.signUp();
    t.clock.set('2026-11-24T08:00:00.000Z');
    const first = await makeTask(u, { title: 'First' });
    t.clock.set('2026-11-24T09:00:00.000Z');
    const second = await makeTask(u, { title: 'Second' });
    await call(u, 'POST', `/api/tasks/${first.id}/complete`, {});
    await t.deps.db
      .update(tasks)
      .set({ displaySeq: 0 })
      .where(and(eq(tasks.userId, u.userId), eq(tasks.id, second.id)));
    for (const path of ['/api/tasks', '/api/tasks?status=all', '/api/tasks?limit=1']) {
      const list = await expectListMatchesSingleReads(u, path);
      expect(list.find((x) => x.id === second.id).formattedId).toBe(second.formattedId);
    }
  });

  it('answers an empty list as []', async () => {
    const u = await t.signUp();
    const res = await u.request('/api/tasks');
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await res.json()).toEqual({ tasks: [] });
  });
});

/** SQLite's plan for a drizzle query, one step per line. */
async function queryPlan(client: Client, q: { sql: string; params: unknown[] }): Promise<string[]> {
  const plan = await client.execute({ sql: `explain query plan ${q.sql}`, args: q.params as never[] });
  return plan.rows.map((r) => String(r.detail));
}

/** The assignees are found per task by its primary key, never by scanning the user's assignments. */
function expectAssigneesByTaskId(steps: string[]) {
  expect(steps).toContain('SEARCH task_assignees USING INDEX sqlite_autoindex_task_assignees_1 (task_id=?)');
  expect(steps.join('\n')).not.toContain('task_assignees_user_idx');
}

describe('the list query plan', () => {
  it('finds a listed task’s assignees by its id, never among all the user’s assignments', async () => {
    const t = await createTestApp();
    try {
      const u = await t.signUp();
      const q = t.db
        .select({ task: sql`${taskJson}` })
        .from(tasks)
        .where(eq(tasks.userId, u.userId))
        .toSQL();
      // Per listed task: one primary-key search. The user's index (user_id, person_id) would read every
      // assignment of the user for each task (5,000 tasks: 3 s on the Node host).
      expectAssigneesByTaskId(await queryPlan(t.client, q));
    } finally {
      t.close();
    }
  });

  it('finds the assignees of named tasks (a created, edited or read task) by task id, not among all the user’s', async () => {
    const t = await createTestApp();
    try {
      const u = await t.signUp();
      const q = assigneesQuery(t.db, u.userId, ['some-task-id']).toSQL();
      // A create on a 5,000-task account read the user's 2,500 assignments for its one task: ~0.7 ms.
      expectAssigneesByTaskId(await queryPlan(t.client, q));
    } finally {
      t.close();
    }
  });

  it('asks whether the user has an unnumbered task from the partial index, not from all the user’s rows', async () => {
    const t = await createTestApp();
    try {
      const u = await t.signUp();
      const q = t.db
        .select({ id: tasks.id })
        .from(tasks)
        .where(and(eq(tasks.userId, u.userId), hasUnnumberedTasks(t.db, u.userId)))
        .toSQL();
      const plan = await t.client.execute({ sql: `explain query plan ${q.sql}`, args: q.params as never[] });
      const steps = plan.rows.map((r) => String(r.detail)).join('\n');
      expect(steps).toContain('COVERING INDEX tasks_unnumbered_idx (user_id=?)');
    } finally {
      t.close();
    }
  });
});
