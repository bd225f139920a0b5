import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import {
  financialImpacts,
  people,
  sessions,
  taskAssignees,
  taskNotes,
  tasks,
  users,
} from '../../src/db/schema.js';
import { newId } from '../../src/lib/ids.js';
import { createTestApp, readJson, type TestUser } from '../helpers/test-app.js';

const t = await createTestApp();
afterAll(() => t.close());

async function seed(user: TestUser) {
  const taskId = newId();
  const personId = newId();
  await t.db.insert(tasks).values({ id: taskId, userId: user.userId, title: 'Mine', dueDate: '2026-12-01' });
  await t.db.insert(people).values({ id: personId, userId: user.userId, name: 'Pat' });
  await t.db.insert(taskAssignees).values({ taskId, personId, userId: user.userId });
  await t.db.insert(taskNotes).values({ id: newId(), userId: user.userId, taskId, text: 'note' });
  await t.db.insert(financialImpacts).values({
    id: newId(),
    userId: user.userId,
    sourceId: taskId,
    sourceType: 'task_completion',
    realizedValue: 10,
  });
  return { taskId, personId };
}

const count = async (table: typeof tasks | typeof people | typeof taskNotes, userId: string) =>
  (await t.db.select().from(table).where(eq(table.userId, userId))).length;

describe('account', () => {
  it('exports every table of the user and nothing secret', async () => {
    const user = await t.signUp();
    const other = await t.signUp();
    const { taskId } = await seed(user);
    await seed(other);
    await user.request('/api/auth/password', { method: 'POST', json: { newPassword: 'secret-pass' } });
    const res = await user.request('/api/account/export');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(
      /attachment; filename="mynd-export-\d{4}-\d{2}-\d{2}\.json"/,
    );
    const body = await readJson(res);
    expect(body.user).toEqual({ id: user.userId, email: user.email, createdAt: expect.any(String) });
    expect(Object.keys(body.data).sort()).toEqual(
      [
        'financialImpacts',
        'mindDumpHistory',
        'orgCharts',
        'people',
        'profiles',
        'summaryCards',
        'taskAssignees',
        'taskNotes',
        'tasks',
        'userTags',
      ].sort(),
    );
    expect(body.data.tasks.map((x: { id: string }) => x.id)).toEqual([taskId]);
    expect(body.data.userTags).toHaveLength(5);
    const text = JSON.stringify(body);
    expect(text).not.toContain('pbkdf2');
    expect(text).not.toContain(user.token);
    expect(text).not.toContain(other.userId);
  });

  it('DELETE /api/account/tasks deletes all the user’s tasks and nothing of others', async () => {
    const user = await t.signUp();
    const other = await t.signUp();
    await seed(user);
    await seed(user);
    await seed(other);
    const res = await user.request('/api/account/tasks', { method: 'DELETE' });
    expect(res.status).toBe(200);
    expect(await readJson(res)).toEqual({ ok: true, deleted: 2 });
    expect(await count(tasks, user.userId)).toBe(0);
    expect(await count(taskNotes, user.userId)).toBe(0);
    expect(await count(people, user.userId)).toBe(2);
    expect(await count(tasks, other.userId)).toBe(1);
    expect(await count(taskNotes, other.userId)).toBe(1);
  });

  it('DELETE /api/account removes everything, signs out and clears the cookie', async () => {
    const user = await t.signUp();
    const other = await t.signUp();
    await seed(user);
    await seed(other);
    const res = await user.request('/api/account', { method: 'DELETE' });
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toMatch(/mynd_session=;/);
    expect((await user.request('/api/auth/me')).status).toBe(401);
    expect(await t.db.select().from(users).where(eq(users.id, user.userId))).toEqual([]);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.userId))).toEqual([]);
    expect(await count(tasks, user.userId)).toBe(0);
    expect(await count(people, user.userId)).toBe(0);
    expect(await count(tasks, other.userId)).toBe(1);
    expect((await other.request('/api/auth/me')).status).toBe(200);
  });

  it('requires a session', async () => {
    for (const [method, path] of [
      ['GET', '/api/account/export'],
      ['DELETE', '/api/account'],
      ['DELETE', '/api/account/tasks'],
    ] as const) {
      expect((await t.app.request(path, { method })).status).toBe(401);
    }
  });
});
