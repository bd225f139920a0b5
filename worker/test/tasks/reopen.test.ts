/**
 * Reopening a completed task: progress back below 100, completedAt cleared, the completion impact removed (an open
 * task has saved nothing yet; completing again records it anew, never twice). Search finds completed tasks.
 */
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { financialImpacts } from '../../src/db/schema.js';
import { createTestApp, readJson, type TestUser } from '../helpers/test-app.js';

const t = await createTestApp();
afterAll(() => t.close());

async function completedTask(user: TestUser, title: string) {
  const created = await readJson(await user.request('/api/tasks', { method: 'POST', json: { title } }));
  const id = created.task.id as string;
  const done = await user.request(`/api/tasks/${id}/complete`, {
    method: 'POST',
    json: { timeSavedMinutes: 90, moneySaved: 300, currency: 'USD' },
  });
  expect(done.status).toBe(200);
  return id;
}

const impactsOf = (taskId: string) =>
  t.db.select().from(financialImpacts).where(eq(financialImpacts.sourceId, taskId));

describe('POST /api/tasks/:id/reopen', () => {
  it('puts the task back below 100 and removes its completion impact; completing again records one impact', async () => {
    const user = await t.signUp();
    const id = await completedTask(user, 'Call the plumber');
    expect(await impactsOf(id)).toHaveLength(1);

    const res = await user.request(`/api/tasks/${id}/reopen`, { method: 'POST', json: { progress: 60 } });
    expect(res.status).toBe(200);
    expect((await readJson(res)).task).toMatchObject({ id, progress: 60, completedAt: null });
    expect(await impactsOf(id)).toHaveLength(0);
    const open = await readJson(await user.request('/api/tasks?status=open'));
    expect(open.tasks.map((x: { id: string }) => x.id)).toContain(id);
    const dashboard = await readJson(await user.request('/api/analytics/dashboard'));
    expect(JSON.stringify(dashboard)).not.toContain('300');

    await user.request(`/api/tasks/${id}/complete`, {
      method: 'POST',
      json: { moneySaved: 300, currency: 'USD' },
    });
    expect(await impactsOf(id)).toHaveLength(1);
  });

  it('defaults to progress 0; an open task answers 409, another user’s 404, progress 100 a 400', async () => {
    const user = await t.signUp();
    const other = await t.signUp();
    const id = await completedTask(user, 'Renew insurance');
    const stranger = await other.request(`/api/tasks/${id}/reopen`, { method: 'POST' });
    expect(stranger.status).toBe(404);
    const full = await user.request(`/api/tasks/${id}/reopen`, { method: 'POST', json: { progress: 100 } });
    expect(full.status).toBe(400);
    expect((await readJson(full)).error.message).toBe('A reopened task must be below 100%');
    const res = await user.request(`/api/tasks/${id}/reopen`, { method: 'POST' });
    expect((await readJson(res)).task).toMatchObject({ progress: 0, completedAt: null });
    const again = await user.request(`/api/tasks/${id}/reopen`, { method: 'POST' });
    expect(again.status).toBe(409);
    expect((await readJson(again)).error.message).toBe('Only a completed task can be reopened');
  });

  it('lowering progress with PATCH reopens the same way (the impact goes)', async () => {
    const user = await t.signUp();
    const id = await completedTask(user, 'Book the venue');
    const res = await user.request(`/api/tasks/${id}`, { method: 'PATCH', json: { progress: 40 } });
    expect((await readJson(res)).task).toMatchObject({ progress: 40, completedAt: null });
    expect(await impactsOf(id)).toHaveLength(0);
  });

  it('search finds completed tasks (status=completed&q=)', async () => {
    const user = await t.signUp();
    const id = await completedTask(user, 'Fix the garden fence');
    const found = await readJson(await user.request('/api/tasks?status=completed&q=garden'));
    expect(found.tasks.map((x: { id: string }) => x.id)).toEqual([id]);
  });
});
