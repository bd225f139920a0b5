/**
 * The content routes over libSQL's HTTP protocol (@libsql/client/web, as on Workers with Turso), against the
 * real libSQL server (sqld): batches, raw SQL in a batch, upserts with a conditional update and the lock behave as on
 * a local file.
 */
import { type Client, createClient } from '@libsql/client/web';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createDb } from '../../src/db/client.js';
import { migrateDb } from '../../src/db/migrate.js';
import { userLocks } from '../../src/db/schema.js';
import { type SqldServer, startSqld } from '../fixtures/sqld.js';
import { call, makePerson } from '../helpers/content-helpers.js';
import { createTestApp, type TestApp, type TestUser } from '../helpers/test-app.js';

let server: SqldServer;
let client: Client;
let t: TestApp;
let u: TestUser;

beforeAll(async () => {
  server = await startSqld();
  client = createClient({ url: server.url, authToken: server.authToken });
  const db = createDb(client);
  await migrateDb(db);
  t = await createTestApp({ db });
  t.clock.set('2026-11-21T08:00:00.000Z');
  u = await t.signUp();
});
afterAll(async () => {
  t?.close();
  client?.close();
  await server?.close();
});

it('runs a mind dump, the task list, actions and analytics over HTTP', async () => {
  const dump = await call(u, 'POST', '/api/mind-dumps', {
    text: 'Renew the TLS certificate on the API gateway by Friday. Ask Sarah to update the runbook tomorrow.',
    timeZone: 'Europe/Berlin',
    clientId: 'over-http-1',
  });
  expect(dump.status).toBe(201);
  const again = await call(u, 'POST', '/api/mind-dumps', { text: 'same', clientId: 'over-http-1' });
  expect(again.body.duplicate).toBe(true);

  const created = await call(u, 'POST', '/api/tasks', { title: 'Over HTTP' });
  const id = created.body.task.id;
  const person = await makePerson(t.deps.db, u.userId, 'Priya');
  expect((await call(u, 'POST', `/api/tasks/${id}/assignees`, { personId: person.id })).status).toBe(201);
  expect((await call(u, 'POST', `/api/tasks/${id}/assignees`, { personId: person.id })).status).toBe(409);
  expect((await call(u, 'POST', `/api/tasks/${id}/notes`, { text: 'n', timeSavedMinutes: 60 })).status).toBe(
    201,
  );
  expect((await call(u, 'POST', `/api/tasks/${id}/complete`, { moneySaved: 9.5 })).status).toBe(200);

  const list = await call(u, 'GET', '/api/tasks?status=all');
  expect(list.body.tasks.length).toBe(dump.body.tasks.length + 1);
  const dashboard = await call(u, 'GET', '/api/analytics/dashboard');
  expect(dashboard.body).toMatchObject({
    completedTasks: 1,
    realizedGainsByCurrency: [{ currency: 'USD', amount: 9.5 }],
    estTimeGainsHours: 1,
  });
  const completed = await call(u, 'GET', '/api/analytics/completed?period=all');
  expect(completed.body.totals).toEqual({
    tasks: 1,
    moneySavedByCurrency: [{ currency: 'USD', amount: 9.5 }],
    timeSavedHours: 1,
  });

  const chart = await call(u, 'PUT', '/api/org-chart', {
    fileName: 'org.md',
    content: '# Ops\n- Dana Reyes\n',
  });
  expect(chart.status).toBe(200);
  const again2 = await call(u, 'PUT', '/api/org-chart', {
    fileName: 'org.md',
    content: '# Ops\n- Sam Lee\n',
  });
  expect(again2.body.orgChart.id).toBe(chart.body.orgChart.id);
  expect((await call(u, 'POST', '/api/org-chart/sync')).body.added).toEqual(['Sam Lee']);
});

it('saves a capture with its lock over HTTP: refused while another run holds it, taken over once stale', async () => {
  const v = await t.signUp();
  const entries = async () =>
    (await call(v, 'GET', '/api/mind-dumps')).body.entries.map((e: { content: string }) => e.content);
  // Another run took the lock at this very millisecond: the same time is no proof the lock is this run's.
  await t.deps.db
    .insert(userLocks)
    .values({ userId: v.userId, name: 'mind-dump', acquiredAt: t.clock.now().toISOString() });
  const refused = await call(v, 'POST', '/api/mind-dumps', {
    text: 'Call the bank',
    clientId: 'http-lock-1',
  });
  expect(refused.status).toBe(409);
  expect(await entries()).toEqual([]);
  t.clock.advance(3 * 60_000);
  const taken = await call(v, 'POST', '/api/mind-dumps', { text: 'Call the bank', clientId: 'http-lock-1' });
  expect(taken.status).toBe(201);
  expect(await entries()).toEqual(['Call the bank']);
});
