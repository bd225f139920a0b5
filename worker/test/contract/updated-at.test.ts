import { describe, expect, it } from 'vitest';
import { createTestApp, readJson } from '../helpers/test-app.js';

describe('updatedAt', () => {
  it('moves on every change of a task while createdAt (order and display id) stays', async () => {
    const { signUp } = await createTestApp();
    const user = await signUp();
    const created = await readJson(
      await user.request('/api/tasks', { method: 'POST', json: { title: 'Renew the TLS certificate' } }),
    );
    await new Promise((resolve) => setTimeout(resolve, 15));
    const updated = await readJson(
      await user.request(`/api/tasks/${created.task.id}`, { method: 'PATCH', json: { progress: 40 } }),
    );
    expect(updated.task.createdAt).toBe(created.task.createdAt);
    expect(updated.task.formattedId).toBe(created.task.formattedId);
    expect(updated.task.updatedAt > created.task.updatedAt).toBe(true);
  });

  it('profile changes stamp updatedAt', async () => {
    const { signUp, db, clock } = await createTestApp();
    const user = await signUp();
    await user.request('/api/profile');
    const before = await db.query.profiles.findFirst();
    clock.advance(60_000);
    await user.request('/api/profile', { method: 'PATCH', json: { company: 'Acme' } });
    const after = await db.query.profiles.findFirst();
    expect(after?.updatedAt && before?.updatedAt && after.updatedAt > before.updatedAt).toBe(true);
  });
});
