/**
 * GET /api/tasks?status=completed (the task search's completed matches) is read page by page like the other
 * lists that grow without bound: newest completion first, ties by id, one page of `limit` (default 20, at most
 * 100) after `cursor`, `nextCursor` null on the last page. Another user's cursor moves only the caller's own
 * page boundary; a cursor on another status, another list's cursor or a page over 100 is a 400.
 */
import {
  COMPLETED_TASKS_PAGE_SIZE,
  CURSOR_INVALID_MESSAGE,
  CURSOR_STATUS_MESSAGE,
  encodeCursor,
  PAGE_SIZE_MESSAGE,
} from '@mynd/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allPages, type ContentApp, call, contentApp, makeTask } from '../helpers/content-helpers.js';
import type { TestUser } from '../helpers/test-app.js';

let t: ContentApp;
beforeAll(async () => {
  t = await contentApp();
  t.clock.set('2026-11-24T09:00:00.000Z');
});
afterAll(() => t.close());

/** `count` tasks titled `${prefix} i`, completed on one date (all share one completedAt). */
async function completeMany(u: TestUser, count: number, prefix = 'Done'): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const task = await makeTask(u, { title: `${prefix} ${i}` });
    expect(
      (await call(u, 'POST', `/api/tasks/${task.id}/complete`, { completedAt: '2026-11-20' })).status,
    ).toBe(200);
    ids.push(task.id);
  }
  return ids;
}

describe('GET /api/tasks?status=completed pages', () => {
  it('pages through equal completion times in a stable order, each task once', async () => {
    const u = await t.signUp();
    const ids = await completeMany(u, 7);
    await makeTask(u, { title: 'Still open' });
    const { pages, rows } = await allPages<{ id: string; title: string }>(
      u,
      '/api/tasks?status=completed&limit=3',
      'tasks',
    );
    expect(pages.map((p) => p.tasks.length)).toEqual([3, 3, 1]);
    expect(pages.at(-1).nextCursor).toBeNull();
    expect(rows.map((r) => r.id)).toEqual([...ids].sort().reverse());
  });

  it('orders by completion, newest first, and keeps the search filter across pages', async () => {
    const u = await t.signUp();
    const early = await makeTask(u, { title: 'Garden fence' });
    await call(u, 'POST', `/api/tasks/${early.id}/complete`, { completedAt: '2026-11-10' });
    await completeMany(u, 4, 'Garden bed');
    await completeMany(u, 3, 'Kitchen');
    const { pages, rows } = await allPages<{ id: string; title: string }>(
      u,
      '/api/tasks?status=completed&q=garden&limit=2',
      'tasks',
    );
    expect(pages.map((p) => p.tasks.length)).toEqual([2, 2, 1]);
    expect(rows.every((r) => r.title.startsWith('Garden'))).toBe(true);
    expect(rows.at(-1)?.id).toBe(early.id);
  });

  it('gives 20 by default, and says when there is no next page', async () => {
    const u = await t.signUp();
    await completeMany(u, COMPLETED_TASKS_PAGE_SIZE + 1);
    const first = await call(u, 'GET', '/api/tasks?status=completed');
    expect(first.body.tasks).toHaveLength(COMPLETED_TASKS_PAGE_SIZE);
    expect(typeof first.body.nextCursor).toBe('string');
    const second = await call(
      u,
      'GET',
      `/api/tasks?status=completed&cursor=${encodeURIComponent(first.body.nextCursor)}`,
    );
    expect(second.body.tasks).toHaveLength(1);
    expect(second.body.nextCursor).toBeNull();
    // The other lists are not paged and carry no cursor.
    expect('nextCursor' in (await call(u, 'GET', '/api/tasks?status=all')).body).toBe(false);
  });

  it('never shows another user’s tasks through a replayed or forged cursor', async () => {
    const alice = await t.signUp();
    const bob = await t.signUp();
    await completeMany(alice, 3, 'Alice');
    const bobs = await completeMany(bob, 1, 'Bob');
    const page = await call(alice, 'GET', '/api/tasks?status=completed&limit=1');
    const replayed = await call(
      bob,
      'GET',
      `/api/tasks?status=completed&cursor=${encodeURIComponent(page.body.nextCursor)}`,
    );
    expect(replayed.status).toBe(200);
    expect(replayed.body.tasks.every((x: { title: string }) => x.title.startsWith('Bob'))).toBe(true);
    const forged = encodeCursor('tasks-completed', {
      at: '9999-12-31T00:00:00.000Z',
      id: 'zzzzzzzzzzzzzzzz',
    });
    const all = await call(bob, 'GET', `/api/tasks?status=completed&cursor=${forged}`);
    expect(all.body.tasks.map((x: { id: string }) => x.id)).toEqual(bobs);
  });

  it('refuses a cursor on another status, another list’s cursor and a page over 100', async () => {
    const u = await t.signUp();
    const cursor = encodeCursor('tasks-completed', {
      at: '2026-11-20T12:00:00.000Z',
      id: 'abcdefghijklmnop',
    });
    const open = await call(u, 'GET', `/api/tasks?cursor=${cursor}`);
    expect(open.status).toBe(400);
    expect(open.body.error.message).toBe(CURSOR_STATUS_MESSAGE);
    const analytics = encodeCursor('completed', { at: '2026-11-20T12:00:00.000Z', id: 'abcdefghijklmnop' });
    const other = await call(u, 'GET', `/api/tasks?status=completed&cursor=${analytics}`);
    expect(other.status).toBe(400);
    expect(other.body.error.message).toBe(CURSOR_INVALID_MESSAGE);
    const big = await call(u, 'GET', '/api/tasks?status=completed&limit=101');
    expect(big.status).toBe(400);
    expect(big.body.error.message).toBe(PAGE_SIZE_MESSAGE);
    // The unpaged lists keep their larger limit.
    expect((await call(u, 'GET', '/api/tasks?status=all&limit=101')).status).toBe(200);
  });
});
