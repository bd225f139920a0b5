import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mindDumpHistory } from '../../src/db/schema.js';
import { type ContentApp, call, withContentApp } from '../helpers/content-helpers.js';
import type { TestUser } from '../helpers/test-app.js';

let t: ContentApp;
let b: TestUser;
withContentApp((...app) => ([t, b] = app));

const historyRows = (userId: string) =>
  t.db.select().from(mindDumpHistory).where(eq(mindDumpHistory.userId, userId));

describe('mind-dump history', () => {
  it('lists newest first after deleting expired entries', async () => {
    const u = await t.signUp();
    t.ai.script.processMindDump = async () => ({ topics: [], tasks: [] });
    t.clock.set('2026-11-10T08:00:00.000Z');
    await call(u, 'POST', '/api/mind-dumps', { text: 'old' });
    t.clock.set('2026-11-20T08:00:00.000Z');
    await call(u, 'POST', '/api/mind-dumps', { text: 'yesterday' });
    t.clock.set('2026-11-21T08:00:00.000Z');
    await call(u, 'POST', '/api/mind-dumps', { text: 'today' });
    delete t.ai.script.processMindDump;
    const { status, body } = await call(u, 'GET', '/api/mind-dumps');
    expect(status).toBe(200);
    expect(body.entries.map((e: { content: string }) => e.content)).toEqual(['today', 'yesterday']);
    expect(await historyRows(u.userId)).toHaveLength(2);
  });

  it('deletes an entry; another user gets 404', async () => {
    const u = await t.signUp();
    t.ai.script.processMindDump = async () => ({ topics: [], tasks: [] });
    const { body } = await call(u, 'POST', '/api/mind-dumps', { text: 'delete me' });
    delete t.ai.script.processMindDump;
    const stolen = await call(b, 'DELETE', `/api/mind-dumps/${body.mindDumpId}`);
    expect(stolen.status).toBe(404);
    expect(stolen.body.error.message).toBe('Mind dump entry not found');
    expect(await call(u, 'DELETE', `/api/mind-dumps/${body.mindDumpId}`)).toEqual({
      status: 200,
      body: { ok: true, undoToken: expect.any(String) },
    });
    expect((await call(u, 'GET', '/api/mind-dumps')).body.entries).toEqual([]);
  });

  it('answers 401 without a session', async () => {
    expect((await t.app.request('/api/mind-dumps')).status).toBe(401);
    expect((await t.app.request('/api/mind-dumps', { method: 'POST' })).status).toBe(401);
  });
});
