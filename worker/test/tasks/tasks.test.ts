import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { financialImpacts } from '../../src/db/schema.js';
import {
  type ContentApp,
  call,
  type Json,
  makePerson,
  makeTask,
  withContentApp,
} from '../helpers/content-helpers.js';
import type { TestUser } from '../helpers/test-app.js';

let t: ContentApp;
let a: TestUser;
let b: TestUser;
withContentApp((...app) => ([t, a, b] = app));

describe('POST /api/tasks', () => {
  it('creates a task due 14 days after creation with a display id, and publishes tasks', async () => {
    const before = t.events.published.length;
    const { status, body } = await call(a, 'POST', '/api/tasks', { title: '  Renew the TLS certificate ' });
    expect(status).toBe(201);
    expect(body.task).toMatchObject({
      title: 'Renew the TLS certificate',
      description: '',
      tag: 'Unsorted',
      progress: 0,
      dueDate: '2026-12-05',
      completedAt: null,
      assignees: [],
      parentId: null,
    });
    expect(body.task.formattedId).toMatch(/^261121\d{2}$/);
    expect(t.events.published.slice(before)).toEqual([{ userId: a.userId, topic: 'tasks' }]);
  });

  it('numbers the tasks of a day in creation order', async () => {
    const u = await t.signUp();
    const first = await makeTask(u, { title: 'First' });
    t.clock.advance(1000);
    const second = await makeTask(u, { title: 'Second' });
    t.clock.set('2026-11-22T09:00:00.000Z');
    const nextDay = await makeTask(u, { title: 'Next day' });
    t.clock.set('2026-11-21T08:00:00.000Z');
    expect([first.formattedId, second.formattedId, nextDay.formattedId]).toEqual([
      '26112101',
      '26112102',
      '26112201',
    ]);
  });

  it.each([
    [{ title: '' }, 'Title is required'],
    [{}, 'Title is required'],
    [{ title: 'x'.repeat(201) }, 'Title must be at most 200 characters'],
    [{ title: 'ok', progress: 101 }, 'Progress must be between 0 and 100'],
    [{ title: 'ok', progress: '50' }, 'Progress must be a number'],
    [{ title: 'ok', dueDate: '21/11/2026' }, 'Use a date in the format YYYY-MM-DD'],
  ])('refuses %j with 400 "%s"', async (input, message) => {
    const { status, body } = await call(a, 'POST', '/api/tasks', input);
    expect(status).toBe(400);
    expect(body.error.code).toBe('bad_request');
    expect(body.error.message).toContain(message);
  });

  it('answers malformed JSON with 400', async () => {
    const res = await a.request('/api/tasks', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"title": ',
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as Json).error.message).toBe('Request body must be valid JSON');
  });

  it('refuses a parent task of another user with 404', async () => {
    const theirs = await makeTask(b, { title: 'B task' });
    const { status, body } = await call(a, 'POST', '/api/tasks', { title: 'Child', parentId: theirs.id });
    expect(status).toBe(404);
    expect(body.error.message).toBe('Parent task not found');
  });

  it('answers 401 without a session', async () => {
    const res = await t.app.request('/api/tasks');
    expect(res.status).toBe(401);
    expect(((await res.json()) as Json).error.message).toBe('User not authenticated or session expired');
  });
});

describe('GET /api/tasks', () => {
  let u: TestUser;
  let ids: Record<string, string>;
  beforeAll(async () => {
    u = await t.signUp();
    const sarah = await makePerson(t.db, u.userId, 'Sarah');
    const open = await makeTask(u, { title: 'Patch the gateway', tag: 'Work-DevOps' });
    t.clock.advance(60_000);
    const done = await makeTask(u, { title: 'Plan the offsite', description: '100% fun', tag: 'Life' });
    t.clock.advance(60_000);
    const delegated = await makeTask(u, { title: 'Order parts', tag: 'Work-DevOps' });
    await call(u, 'POST', `/api/tasks/${delegated.id}/assignees`, { personId: sarah.id });
    await call(u, 'POST', `/api/tasks/${done.id}/complete`, {});
    ids = { open: open.id, done: done.id, delegated: delegated.id, sarah: sarah.id };
  });

  const titles = async (query: string) => {
    const { status, body } = await call(u, 'GET', `/api/tasks${query}`);
    expect(status).toBe(200);
    return body.tasks.map((x: { title: string }) => x.title);
  };

  it('lists open tasks newest first by default, with assignees', async () => {
    const { body } = await call(u, 'GET', '/api/tasks');
    expect(body.tasks.map((x: { title: string }) => x.title)).toEqual(['Order parts', 'Patch the gateway']);
    expect(body.tasks[0].assignees).toEqual([{ id: ids.sarah, name: 'Sarah' }]);
  });

  it('filters by status, tag, person, search text and since', async () => {
    expect(await titles('?status=completed')).toEqual(['Plan the offsite']);
    expect(await titles('?status=all')).toEqual(['Order parts', 'Plan the offsite', 'Patch the gateway']);
    expect(await titles('?status=all&tag=Work-DevOps')).toEqual(['Order parts', 'Patch the gateway']);
    expect(await titles(`?personId=${ids.sarah}`)).toEqual(['Order parts']);
    expect(await titles('?status=all&q=GATEWAY')).toEqual(['Patch the gateway']);
    // % is a literal in the search, not a wildcard.
    expect(await titles('?status=all&q=100%25')).toEqual(['Plan the offsite']);
    expect(await titles('?status=all&since=2026-11-21T08:01:30Z')).toEqual(['Order parts']);
    expect(await titles('?status=completed&since=2026-11-22')).toEqual([]);
  });

  it('gives a task the same display id in every filtered list', async () => {
    const all = (await call(u, 'GET', '/api/tasks?status=all')).body.tasks;
    const idOf = new Map(all.map((x: { id: string; formattedId: string }) => [x.id, x.formattedId]));
    expect(new Set(idOf.values()).size).toBe(3);
    for (const query of [
      '',
      '?status=completed',
      '?tag=Work-DevOps',
      `?personId=${ids.sarah}`,
      '?status=all&q=plan',
      '?since=2026-11-21T08:01:30Z',
    ]) {
      for (const x of (await call(u, 'GET', `/api/tasks${query}`)).body.tasks) {
        expect(x.formattedId, query).toBe(idOf.get(x.id));
      }
    }
  });

  it('refuses an unknown status with 400', async () => {
    const { status, body } = await call(u, 'GET', '/api/tasks?status=maybe');
    expect(status).toBe(400);
    expect(body.error.code).toBe('bad_request');
  });

  it('never shows another user the tasks', async () => {
    const { body } = await call(b, 'GET', '/api/tasks?status=all');
    expect(body.tasks.map((x: { id: string }) => x.id)).not.toContain(ids.open);
  });
});

describe('GET /api/tasks/due', () => {
  it('lists at most 10 open tasks, soonest due first', async () => {
    const u = await t.signUp();
    for (let i = 12; i >= 1; i--) {
      await makeTask(u, { title: `Due ${i}`, dueDate: `2026-12-${String(i).padStart(2, '0')}` });
    }
    const early = await makeTask(u, { title: 'Done early', dueDate: '2026-11-25' });
    await call(u, 'PATCH', `/api/tasks/${early.id}`, { progress: 100 });
    const { status, body } = await call(u, 'GET', '/api/tasks/due');
    expect(status).toBe(200);
    expect(body.tasks).toHaveLength(10);
    expect(body.tasks[0].title).toBe('Due 1');
    expect(body.tasks[9].title).toBe('Due 10');
  });
});

describe('PATCH /api/tasks/:id', () => {
  it('sets completedAt at progress 100 and clears it below, keeping the creation time', async () => {
    t.clock.set('2026-11-21T08:00:00.000Z');
    const task = await makeTask(a);
    t.clock.set('2026-11-21T09:30:00.000Z');
    const done = await call(a, 'PATCH', `/api/tasks/${task.id}`, { progress: 100 });
    expect(done.status).toBe(200);
    expect(done.body.task.completedAt).toBe('2026-11-21T09:30:00.000Z');
    expect(done.body.task.createdAt).toBe('2026-11-21T08:00:00.000Z');
    const reopened = await call(a, 'PATCH', `/api/tasks/${task.id}`, { progress: 95, title: 'Renamed' });
    expect(reopened.body.task).toMatchObject({ progress: 95, completedAt: null, title: 'Renamed' });
    t.clock.set('2026-11-21T08:00:00.000Z');
  });

  it('saves benchmarks and refuses bad ones', async () => {
    const task = await makeTask(a);
    const ok = await call(a, 'PATCH', `/api/tasks/${task.id}`, {
      benchmarks: [{ percentage: 50, description: 'Half', dueDate: '2026-11-28' }],
    });
    expect(ok.body.task.benchmarks).toEqual([{ percentage: 50, description: 'Half', dueDate: '2026-11-28' }]);
    const bad = await call(a, 'PATCH', `/api/tasks/${task.id}`, {
      benchmarks: [{ percentage: 0, description: '' }],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toContain('Benchmark percentage must be between 1 and 100');
  });

  it('refuses an empty patch and a task depending on itself', async () => {
    const task = await makeTask(a);
    const empty = await call(a, 'PATCH', `/api/tasks/${task.id}`, {});
    expect(empty.status).toBe(400);
    expect(empty.body.error.message).toBe('Nothing to update');
    const self = await call(a, 'PATCH', `/api/tasks/${task.id}`, { dependsOn: task.id });
    expect(self.status).toBe(400);
    expect(self.body.error.message).toBe('A task cannot depend on itself');
  });
});

describe('DELETE /api/tasks/:id', () => {
  it('deletes a task and its impacts, and detaches its subtasks', async () => {
    const parent = await makeTask(a, { title: 'Parent' });
    const { body: split } = await call(a, 'POST', `/api/tasks/${parent.id}/split`);
    await call(a, 'POST', `/api/tasks/${parent.id}/complete`, { moneySaved: 10 });
    const res = await call(a, 'DELETE', `/api/tasks/${parent.id}`);
    expect(res).toEqual({ status: 200, body: { ok: true, undoToken: expect.any(String) } });
    expect((await call(a, 'GET', `/api/tasks/${parent.id}`)).status).toBe(404);
    const child = await call(a, 'GET', `/api/tasks/${split.task.id}`);
    expect(child.body.task.parentId).toBeNull();
    const impacts = await t.db
      .select()
      .from(financialImpacts)
      .where(eq(financialImpacts.sourceId, parent.id));
    expect(impacts).toEqual([]);
  });
});

describe('every :id route is scoped to the owner', () => {
  it('answers 404 to another user and leaves the task unchanged', async () => {
    const task = await makeTask(a, { title: 'Mine', benchmarks: [] });
    const person = await makePerson(t.db, b.userId, 'Bob');
    const id = task.id;
    const attempts: [string, string, unknown?][] = [
      ['GET', `/api/tasks/${id}`],
      ['PATCH', `/api/tasks/${id}`, { title: 'Stolen' }],
      ['POST', `/api/tasks/${id}/split`],
      ['POST', `/api/tasks/${id}/complete`, { moneySaved: 5 }],
      ['GET', `/api/tasks/${id}/notes`],
      ['POST', `/api/tasks/${id}/notes`, { text: 'hi' }],
      ['POST', `/api/tasks/${id}/benchmarks/generate`],
      ['POST', `/api/tasks/${id}/assignees`, { personId: person.id }],
      ['DELETE', `/api/tasks/${id}/assignees/${person.id}`],
      ['GET', `/api/tasks/${id}/suggestions`],
      ['POST', `/api/tasks/${id}/setup`, { split: true }],
      ['DELETE', `/api/tasks/${id}`],
    ];
    for (const [method, path, body] of attempts) {
      const res = await call(b, method, path, body);
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.body.error.message).toBe('Task not found');
    }
    const after = await call(a, 'GET', `/api/tasks/${id}`);
    expect(after.body.task).toMatchObject({ title: 'Mine', progress: 0, notes: null, assignees: [] });
    expect((await call(a, 'GET', '/api/tasks?status=all&q=Mine')).body.tasks).toHaveLength(1);
  });
});

describe('round trips', () => {
  it('reads 1 or 60 tasks with their assignees in one database call (no N+1)', async () => {
    const u = await t.signUp();
    const person = await makePerson(t.db, u.userId, 'Pat');
    const counted = async (path: string) => {
      let calls = 0;
      const client = t.client as unknown as Record<string, (...args: unknown[]) => unknown>;
      const originals = { execute: client.execute!, batch: client.batch! };
      for (const name of ['execute', 'batch'] as const) {
        client[name] = (...args: unknown[]) => {
          // Only calls that read tasks: the auth check's own queries are not the list's.
          if (JSON.stringify(args[0]).includes('\\"tasks\\"')) calls++;
          return originals[name].apply(t.client, args);
        };
      }
      try {
        expect((await u.request(path)).status).toBe(200);
      } finally {
        Object.assign(client, originals);
      }
      return calls;
    };
    const first = await makeTask(u);
    await call(u, 'POST', `/api/tasks/${first.id}/assignees`, { personId: person.id });
    const one = await counted('/api/tasks?status=all');
    expect(one).toBe(1);
    for (let i = 0; i < 59; i++) {
      const task = await makeTask(u, { title: `Task ${i}` });
      await call(u, 'POST', `/api/tasks/${task.id}/assignees`, { personId: person.id });
    }
    expect(await counted('/api/tasks?status=all')).toBe(one);
    expect(await counted('/api/tasks')).toBe(one);
  });
});
