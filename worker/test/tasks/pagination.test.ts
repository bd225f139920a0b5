/**
 * Cursor paging (issue 10) of the completed tasks and the mind dump history: pages follow one another without
 * a gap or a repeat even when many rows share one timestamp, the completed totals count the whole period on
 * every page, another user's cursor moves only the caller's own page boundary, and a bad cursor or page size is
 * a 400 that says what is wrong.
 */
import { CURSOR_INVALID_MESSAGE, encodeCursor, PAGE_SIZE_MESSAGE } from '@mynd/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mindDumpHistory } from '../../src/db/schema.js';
import { newId } from '../../src/lib/ids.js';
import { allPages, type ContentApp, call, contentApp, makeTask } from '../helpers/content-helpers.js';
import type { TestUser } from '../helpers/test-app.js';

let t: ContentApp;
beforeAll(async () => {
  t = await contentApp();
  t.clock.set('2026-11-24T09:00:00.000Z');
});
afterAll(() => t.close());

/** `count` tasks completed on one date: the server stamps each at noon UTC, so all share one completedAt. */
async function completeMany(u: TestUser, count: number, minutes = 0): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const task = await makeTask(u, { title: `Done ${i}` });
    const done = await call(u, 'POST', `/api/tasks/${task.id}/complete`, {
      completedAt: '2026-11-20',
      timeSavedMinutes: minutes,
      moneySaved: 1,
      currency: 'USD',
    });
    expect(done.status).toBe(200);
    ids.push(task.id);
  }
  return ids;
}

describe('GET /api/analytics/completed pages', () => {
  it('pages through equal completion times in a stable order, with the whole period’s totals on each page', async () => {
    const u = await t.signUp();
    const ids = await completeMany(u, 7, 30);
    const { pages, rows } = await allPages(u, '/api/analytics/completed?period=month&limit=3', 'items');
    expect(pages.map((p) => p.items.length)).toEqual([3, 3, 1]);
    expect(pages.at(-1).nextCursor).toBeNull();
    // Every task exactly once, ties broken by id (descending).
    expect(rows.map((r) => r.id)).toEqual([...ids].sort().reverse());
    for (const page of pages) {
      expect(page.totals).toEqual({
        tasks: 7,
        moneySavedByCurrency: [{ currency: 'USD', amount: 7 }],
        timeSavedHours: 3.5,
      });
    }
    // The period filter applies as before: the 20th is within the past week of the 24th.
    const week = await call(u, 'GET', '/api/analytics/completed?period=week&limit=2');
    expect(week.body.totals.tasks).toBe(7);
    expect(week.body.items).toHaveLength(2);
  });

  it('never shows another user’s tasks through a forged or borrowed cursor', async () => {
    const alice = await t.signUp();
    const bob = await t.signUp();
    const aliceIds = await completeMany(alice, 3);
    const bobIds = await completeMany(bob, 2);
    const first = await call(alice, 'GET', '/api/analytics/completed?period=all&limit=1');
    // Bob replays Alice's cursor, and one forged at the far end of time: he only ever sees his own tasks.
    for (const cursor of [
      first.body.nextCursor,
      encodeCursor('completed', { at: '9999-12-31T00:00:00.000Z', id: 'zzzz' }),
    ]) {
      const { status, body } = await call(
        bob,
        'GET',
        `/api/analytics/completed?period=all&cursor=${encodeURIComponent(cursor)}`,
      );
      expect(status).toBe(200);
      expect(body.totals.tasks).toBe(2);
      for (const item of body.items) expect(bobIds).toContain(item.id);
      for (const item of body.items) expect(aliceIds).not.toContain(item.id);
    }
  });

  it.each([
    ['not base64 at all', 'cursor=%25%25%25', CURSOR_INVALID_MESSAGE],
    ['base64 of something else', `cursor=${btoa('["completed"]')}`, CURSOR_INVALID_MESSAGE],
    [
      'a history cursor',
      `cursor=${encodeCursor('history', { at: '2026-11-20T12:00:00.000Z', id: 'abc' })}`,
      CURSOR_INVALID_MESSAGE,
    ],
    ['a page size of 0', 'limit=0', PAGE_SIZE_MESSAGE],
    ['a page size of 101', 'limit=101', PAGE_SIZE_MESSAGE],
    ['a page size that is not a number', 'limit=many', PAGE_SIZE_MESSAGE],
  ])('refuses %s with a 400', async (_name, query, message) => {
    const u = await t.signUp();
    const { status, body } = await call(u, 'GET', `/api/analytics/completed?period=all&${query}`);
    expect(status).toBe(400);
    expect(body.error.message).toBe(message);
  });
});

describe('GET /api/mind-dumps pages', () => {
  /** History rows straight into the table, all created at the same instant. */
  async function history(u: TestUser, count: number, at = '2026-11-23T10:00:00.000Z'): Promise<string[]> {
    const rows = Array.from({ length: count }, (_, i) => ({
      id: newId(),
      userId: u.userId,
      content: `dump ${i}`,
      status: 'done' as const,
      createdAt: at,
      expiresAt: '2026-11-30T10:00:00.000Z',
    }));
    await t.db.insert(mindDumpHistory).values(rows);
    return rows.map((r) => r.id);
  }

  it('pages newest first, equal creation times in id order, each entry once', async () => {
    const u = await t.signUp();
    const older = await history(u, 2, '2026-11-22T10:00:00.000Z');
    const same = await history(u, 5);
    const { pages, rows } = await allPages(u, '/api/mind-dumps?limit=2', 'entries');
    expect(pages.map((p) => p.entries.length)).toEqual([2, 2, 2, 1]);
    expect(rows.map((r) => r.id)).toEqual([...[...same].sort().reverse(), ...[...older].sort().reverse()]);
  });

  it('keeps the default page when no limit is given, and users apart whatever the cursor', async () => {
    const alice = await t.signUp();
    const bob = await t.signUp();
    await history(alice, 3);
    const bobIds = await history(bob, 1);
    const first = await call(alice, 'GET', '/api/mind-dumps?limit=1');
    const replay = await call(bob, 'GET', `/api/mind-dumps?cursor=${first.body.nextCursor}`);
    expect(replay.status).toBe(200);
    expect(replay.body.entries.map((e: { id: string }) => e.id)).toEqual(
      bobIds.filter((id) => id < first.body.entries[0].id),
    );
    const all = await call(alice, 'GET', '/api/mind-dumps');
    expect(all.body.entries).toHaveLength(3);
    expect(all.body.nextCursor).toBeNull();
  });

  it('refuses a completed-tasks cursor and a bad page size with a 400', async () => {
    const u = await t.signUp();
    const cursor = encodeCursor('completed', { at: '2026-11-20T12:00:00.000Z', id: 'abc' });
    const wrong = await call(u, 'GET', `/api/mind-dumps?cursor=${cursor}`);
    expect(wrong).toMatchObject({ status: 400, body: { error: { message: CURSOR_INVALID_MESSAGE } } });
    const big = await call(u, 'GET', '/api/mind-dumps?limit=500');
    expect(big).toMatchObject({ status: 400, body: { error: { message: PAGE_SIZE_MESSAGE } } });
  });
});
