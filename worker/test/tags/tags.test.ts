import { DEFAULT_TAGS, NEW_TAG_COLOR } from '@mynd/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { tasks, userTags } from '../../src/db/schema.js';
import { newId } from '../../src/lib/ids.js';
import { createTestApp, readJson } from '../helpers/test-app.js';

const t = await createTestApp();
afterAll(() => t.close());

async function addTask(userId: string, tag: string) {
  const id = newId();
  await t.db.insert(tasks).values({ id, userId, title: `Task ${id}`, tag, dueDate: '2026-12-01' });
  return id;
}

describe('tags', () => {
  it('GET creates the defaults on first load', async () => {
    const user = await t.signUp();
    await t.db.delete(userTags).where(eq(userTags.userId, user.userId));
    const res = await user.request('/api/tags');
    expect(res.status).toBe(200);
    expect((await readJson(res)).tags).toEqual(DEFAULT_TAGS.map((d) => ({ name: d.name, color: d.color })));
  });

  it('POST adds a tag (teal by default), refuses duplicates in any case with 409 "Tag already exists"', async () => {
    const user = await t.signUp();
    const res = await user.request('/api/tags', { method: 'POST', json: { name: '  Garden  ' } });
    expect(res.status).toBe(201);
    expect(await readJson(res)).toEqual({ tag: { name: 'Garden', color: NEW_TAG_COLOR } });
    for (const name of ['Garden', 'garden', 'LIFE']) {
      const dup = await user.request('/api/tags', { method: 'POST', json: { name } });
      expect(dup.status).toBe(409);
      expect(await readJson(dup)).toEqual({ error: { code: 'conflict', message: 'Tag already exists' } });
    }
    const withColor = await user.request('/api/tags', {
      method: 'POST',
      json: { name: 'Red one', color: 'hsl(0, 72%, 51%)' },
    });
    expect((await readJson(withColor)).tag.color).toBe('hsl(0,72%,51%)');
    const names = (await readJson(await user.request('/api/tags'))).tags.map((x: { name: string }) => x.name);
    expect(names.slice(-2)).toEqual(['Garden', 'Red one']);
  });

  it.each([
    [{ name: '' }, 'Tag name is required'],
    [{ name: '   ' }, 'Tag name is required'],
    [{}, 'Tag name is required'],
    [{ name: 'x'.repeat(41) }, 'Tag name must be at most 40 characters'],
    [{ name: 'Ok', color: 'hsl(1,2%,3%)' }, 'Unknown tag colour: pick one of the palette colours'],
    [{ name: 'Ok', color: 5 }, 'Tag colour is required'],
  ])('POST refuses %j with 400 "%s"', async (json, message) => {
    const user = await t.signUp();
    const res = await user.request('/api/tags', { method: 'POST', json });
    expect(res.status).toBe(400);
    expect((await readJson(res)).error.message).toBe(message);
  });

  it('PATCH changes the colour; unknown tag 404; unknown colour 400', async () => {
    const user = await t.signUp();
    const res = await user.request('/api/tags/Family', {
      method: 'PATCH',
      json: { color: 'hsl(330,81%,60%)' },
    });
    expect(res.status).toBe(200);
    expect(await readJson(res)).toEqual({ tag: { name: 'Family', color: 'hsl(330,81%,60%)' } });
    const encoded = await user.request(`/api/tags/${encodeURIComponent('Work-DevOps')}`, {
      method: 'PATCH',
      json: { color: 'hsl(0,72%,51%)' },
    });
    expect(encoded.status).toBe(200);
    const missing = await user.request('/api/tags/Nope', {
      method: 'PATCH',
      json: { color: 'hsl(330,81%,60%)' },
    });
    expect(missing.status).toBe(404);
    expect((await readJson(missing)).error.message).toBe('Tag not found');
    const bad = await user.request('/api/tags/Family', { method: 'PATCH', json: { color: 'purple' } });
    expect(bad.status).toBe(400);
    expect((await readJson(bad)).error.message).toBe('Unknown tag colour: pick one of the palette colours');
  });

  it('DELETE moves the tag’s tasks to Life and reports how many', async () => {
    const user = await t.signUp();
    const a = await addTask(user.userId, 'Family');
    await addTask(user.userId, 'Family');
    const keep = await addTask(user.userId, 'Work-DevOps');
    const res = await user.request('/api/tags/Family', { method: 'DELETE' });
    expect(res.status).toBe(200);
    expect(await readJson(res)).toEqual({ ok: true, movedTasks: 2, undoToken: expect.any(String) });
    const [moved] = await t.db.select().from(tasks).where(eq(tasks.id, a));
    expect(moved!.tag).toBe('Life');
    const [kept] = await t.db.select().from(tasks).where(eq(tasks.id, keep));
    expect(kept!.tag).toBe('Work-DevOps');
    const names = (await readJson(await user.request('/api/tags'))).tags.map((x: { name: string }) => x.name);
    expect(names).not.toContain('Family');
  });

  it('DELETE of Life moves its tasks to Unsorted; Unsorted cannot be removed and comes back if missing', async () => {
    const user = await t.signUp();
    const id = await addTask(user.userId, 'Life');
    expect(await readJson(await user.request('/api/tags/Life', { method: 'DELETE' }))).toEqual({
      ok: true,
      movedTasks: 1,
      undoToken: expect.any(String),
    });
    expect((await t.db.select().from(tasks).where(eq(tasks.id, id)))[0]!.tag).toBe('Unsorted');
    const unsorted = await user.request('/api/tags/Unsorted', { method: 'DELETE' });
    expect(unsorted.status).toBe(400);
    expect((await readJson(unsorted)).error.message).toBe('Unsorted is always present and cannot be removed');
    await t.db
      .delete(userTags)
      .where(and(eq(userTags.userId, user.userId), eq(userTags.tagName, 'Unsorted')));
    const names = (await readJson(await user.request('/api/tags'))).tags.map((x: { name: string }) => x.name);
    expect(names).toContain('Unsorted');
  });

  it('isolation: another user’s tags and tasks are untouched', async () => {
    const a = await t.signUp();
    const b = await t.signUp();
    await a.request('/api/tags', { method: 'POST', json: { name: 'Secret' } });
    const taskA = await addTask(a.userId, 'Family');
    expect((await b.request('/api/tags/Secret', { method: 'DELETE' })).status).toBe(404);
    expect(
      (await b.request('/api/tags/Secret', { method: 'PATCH', json: { color: 'hsl(0,72%,51%)' } })).status,
    ).toBe(404);
    expect(await readJson(await b.request('/api/tags/Family', { method: 'DELETE' }))).toEqual({
      ok: true,
      movedTasks: 0,
      undoToken: expect.any(String),
    });
    expect((await t.db.select().from(tasks).where(eq(tasks.id, taskA)))[0]!.tag).toBe('Family');
    const namesA = (await readJson(await a.request('/api/tags'))).tags.map((x: { name: string }) => x.name);
    expect(namesA).toContain('Secret');
    expect(namesA).toContain('Family');
  });
});
