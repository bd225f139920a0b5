/**
 * @module test/budgets/route-table — every API route with the request that exercises it and its round-trip
 * budget (DESIGN.md: an authenticated read ≤ 2, a write ≤ 3, a mind dump ≤ 4, sign-in and code verification
 * ≤ 4). `measureRoutes` sends each one through the real app and counts the database round trips it spends
 * (the counting libSQL client, db/round-trips.ts); the budget test and `npm run bench` both use it.
 */

import { NEW_TAG_COLOR } from '@mynd/shared';
import type { Hono } from 'hono';
import type { AppDeps } from '../../src/app.js';
import type { AppEnv } from '../../src/app-env.js';
import type { RoundTripLog } from '../../src/db/round-trips.js';
import { hasOutbox } from '../../src/mail/types.js';
import { buildRequest, ipEnv } from '../helpers/test-user.js';

export type RouteKind = 'read' | 'write' | 'dump' | 'auth';
export const BUDGETS: Record<RouteKind, number> = { read: 2, write: 3, dump: 4, auth: 4 };

const DUMP =
  'Renew the TLS certificate on the API gateway by Friday, Sarah knows the vendor. Call the plumber tomorrow ' +
  'about the leak in the kitchen. Ask Tom to book the venue for the team dinner next Saturday.';

/** What a route case may ask for before it is counted (each call makes fresh rows). */
export interface Seed {
  user: { token: string; email: string; userId: string };
  task(fields?: Record<string, unknown>): Promise<string>;
  person(name?: string): Promise<string>;
  /** A finished mind dump: its history entry, summary ids and task ids. */
  dump(text?: string): Promise<{ id: string; summaryIds: string[]; taskIds: string[] }>;
  tag(): Promise<string>;
  /** A fresh signed-up user (code flow), for the routes that end the account or session. */
  freshUser(): Promise<{ token: string; email: string; userId: string }>;
  /** Asks for a sign-in code for a new email and returns it with the code from the dev outbox. */
  pendingCode(): Promise<{ email: string; code: string }>;
  /** A user with a password (set directly), for sign-in. */
  passwordUser(): Promise<{ email: string; password: string }>;
  /** Sends a request to the app (uncounted unless measureRoutes is counting). */
  request(path: string, init: RequestInit): Promise<Response>;
}

export interface RouteRequest {
  path: string;
  method?: string;
  body?: unknown;
  /** Defaults to the seed user's Bearer token; null sends none. */
  token?: string | null;
  /** The status the route must answer. */
  status: number;
}

export interface RouteCase {
  route: string;
  kind: RouteKind;
  prepare(seed: Seed): Promise<RouteRequest>;
}

const read = (route: string, prepare: RouteCase['prepare']): RouteCase => ({ route, kind: 'read', prepare });
const write = (route: string, prepare: RouteCase['prepare']): RouteCase => ({
  route,
  kind: 'write',
  prepare,
});
const get = (path: string) => async (): Promise<RouteRequest> => ({ path, status: 200 });

/** The cursor of the page after `path`'s first page (read uncounted, as the seed user). */
async function nextCursor(s: Seed, path: string): Promise<string> {
  const { nextCursor } = (await call(s, 'GET', path)) as { nextCursor: string | null };
  if (!nextCursor) throw new Error(`${path} gave no next page`);
  return encodeURIComponent(nextCursor);
}

export const ROUTE_CASES: RouteCase[] = [
  read('GET /api/health', async () => ({ path: '/api/health', status: 200, token: null })),
  // The API reference reads no data: 0 round trips.
  read('GET /api/openapi.json', async () => ({ path: '/api/openapi.json', status: 200, token: null })),
  read('GET /api/docs', async () => ({ path: '/api/docs', status: 200, token: null })),
  { route: 'POST /api/auth/code', kind: 'auth', prepare: async () => codeRequest() },
  {
    route: 'POST /api/auth/code/verify (new user)',
    kind: 'auth',
    prepare: async (s) => {
      const { email, code } = await s.pendingCode();
      return {
        path: '/api/auth/code/verify',
        method: 'POST',
        body: { email, code },
        token: null,
        status: 200,
      };
    },
  },
  {
    route: 'POST /api/auth/sign-in',
    kind: 'auth',
    prepare: async (s) => {
      const { email, password } = await s.passwordUser();
      return {
        path: '/api/auth/sign-in',
        method: 'POST',
        body: { email, password },
        token: null,
        status: 200,
      };
    },
  },
  read('GET /api/auth/me', get('/api/auth/me')),
  write('POST /api/auth/sign-out', async (s) => ({
    path: '/api/auth/sign-out',
    method: 'POST',
    token: (await s.freshUser()).token,
    status: 200,
  })),
  read('GET /api/account/export', async (s) => {
    await s.dump();
    return { path: '/api/account/export', status: 200 };
  }),
  write('DELETE /api/account/tasks', async (s) => {
    const u = await s.freshUser();
    return { path: '/api/account/tasks', method: 'DELETE', token: u.token, status: 200 };
  }),
  write('DELETE /api/account', async (s) => {
    const u = await s.freshUser();
    return { path: '/api/account', method: 'DELETE', token: u.token, status: 200 };
  }),
  read('GET /api/tags', get('/api/tags')),
  write('POST /api/tags', async () => ({
    path: '/api/tags',
    method: 'POST',
    body: { name: `Tag ${Math.random().toString(36).slice(2, 7)}` },
    status: 201,
  })),
  write('PATCH /api/tags/:name', async (s) => ({
    path: `/api/tags/${encodeURIComponent(await s.tag())}`,
    method: 'PATCH',
    body: { color: NEW_TAG_COLOR },
    status: 200,
  })),
  write('DELETE /api/tags/:name', async (s) => {
    const name = await s.tag();
    await s.task({ tag: name });
    return { path: `/api/tags/${encodeURIComponent(name)}`, method: 'DELETE', status: 200 };
  }),
  read('GET /api/profile', get('/api/profile')),
  write('PATCH /api/profile', async () => ({
    path: '/api/profile',
    method: 'PATCH',
    body: { userPosition: 'Engineer' },
    status: 200,
  })),
  read('GET /api/people', get('/api/people')),
  read('GET /api/people/overview', get('/api/people/overview')),
  write('POST /api/people', async () => ({
    path: '/api/people',
    method: 'POST',
    body: { name: `Person ${Math.random().toString(36).slice(2, 7)}` },
    status: 201,
  })),
  write('PATCH /api/people/:id', async (s) => ({
    path: `/api/people/${await s.person()}`,
    method: 'PATCH',
    body: { name: `Renamed ${Math.random().toString(36).slice(2, 7)}` },
    status: 200,
  })),
  write('DELETE /api/people/:id', async (s) => {
    const person = await s.person();
    const task = await s.task();
    await call(s, 'POST', `/api/tasks/${task}/assignees`, { personId: person });
    return { path: `/api/people/${person}`, method: 'DELETE', status: 200 };
  }),
  read('GET /api/tasks', get('/api/tasks')),
  read('GET /api/tasks?status=completed', get('/api/tasks?status=completed')),
  read('GET /api/tasks/due', get('/api/tasks/due')),
  read('GET /api/tasks/reminders', get('/api/tasks/reminders')),
  write('POST /api/tasks/reminders/claim', async (s) => {
    const remindAt = '2026-12-01T09:00:00.000Z';
    const taskIds = [await s.task({ remindAt }), await s.task({ remindAt })];
    return {
      path: '/api/tasks/reminders/claim',
      method: 'POST',
      body: { reminders: taskIds.map((taskId) => ({ taskId, remindAt })) },
      status: 200,
    };
  }),
  read('GET /api/tasks/:id', async (s) => ({ path: `/api/tasks/${await s.task()}`, status: 200 })),
  write('POST /api/tasks', async () => ({
    path: '/api/tasks',
    method: 'POST',
    // A chosen due date reads the default reminder first: the costliest create.
    body: { title: 'Book the dentist', dueDate: '2027-01-15' },
    status: 201,
  })),
  write('PATCH /api/tasks/:id', async (s) => ({
    path: `/api/tasks/${await s.task()}`,
    method: 'PATCH',
    // A new due date reads the benchmarks and the default reminder first (both follow it): the costliest edit.
    body: { progress: 40, title: 'Renamed task', dueDate: '2027-01-15' },
    status: 200,
  })),
  write('DELETE /api/tasks/:id', async (s) => ({
    path: `/api/tasks/${await s.task()}`,
    method: 'DELETE',
    status: 200,
  })),
  write('POST /api/tasks/:id/split', async (s) => ({
    path: `/api/tasks/${await s.task({ title: 'Plan the offsite and book the venue' })}/split`,
    method: 'POST',
    status: 201,
  })),
  write('POST /api/tasks/:id/complete', async (s) => ({
    path: `/api/tasks/${await s.task()}/complete`,
    method: 'POST',
    body: { timeSavedMinutes: 30, moneySaved: 12 },
    status: 200,
  })),
  write('POST /api/tasks/:id/reopen', async (s) => ({
    path: `/api/tasks/${await s.task({ progress: 100 })}/reopen`,
    method: 'POST',
    body: { progress: 50 },
    status: 200,
  })),
  write('POST /api/tasks/bulk', async (s) => ({
    path: '/api/tasks/bulk',
    method: 'POST',
    body: { action: 'delete', taskIds: [await s.task(), await s.task()] },
    status: 200,
  })),
  write('POST /api/undo/:token', async (s) => ({
    path: `/api/undo/${(await call(s, 'DELETE', `/api/tasks/${await s.task()}`)).undoToken}`,
    method: 'POST',
    status: 200,
  })),
  // The feed address is made on first use, so the first GET writes.
  write('GET /api/calendar', get('/api/calendar')),
  write('POST /api/calendar/rotate', async () => ({
    path: '/api/calendar/rotate',
    method: 'POST',
    status: 200,
  })),
  read('GET /api/feed/:file', async (s) => {
    await s.task({ dueDate: '2026-12-01' });
    const { url } = await call(s, 'POST', '/api/calendar/rotate');
    return { path: new URL(url).pathname, token: null, status: 200 };
  }),
  read('GET /api/tasks/:id/notes', async (s) => ({
    path: `/api/tasks/${await s.task()}/notes`,
    status: 200,
  })),
  write('POST /api/tasks/:id/notes', async (s) => ({
    path: `/api/tasks/${await s.task()}/notes`,
    method: 'POST',
    body: { text: 'Called them', timeSavedMinutes: 10 },
    status: 201,
  })),
  write('POST /api/tasks/:id/benchmarks/generate', async (s) => ({
    path: `/api/tasks/${await s.task()}/benchmarks/generate`,
    method: 'POST',
    status: 200,
  })),
  write('POST /api/tasks/:id/assignees', async (s) => ({
    path: `/api/tasks/${await s.task()}/assignees`,
    method: 'POST',
    body: { personId: await s.person() },
    status: 201,
  })),
  write('DELETE /api/tasks/:id/assignees/:personId', async (s) => {
    const task = await s.task();
    const person = await s.person();
    await call(s, 'POST', `/api/tasks/${task}/assignees`, { personId: person });
    return { path: `/api/tasks/${task}/assignees/${person}`, method: 'DELETE', status: 200 };
  }),
  read('GET /api/tasks/:id/suggestions', async (s) => ({
    path: `/api/tasks/${await s.task({ title: 'Renew the TLS certificate' })}/suggestions`,
    status: 200,
  })),
  write('POST /api/tasks/:id/setup', async (s) => ({
    path: `/api/tasks/${await s.task()}/setup`,
    method: 'POST',
    body: { personIds: [await s.person()], newPeople: ['Jordan Blake'], generateBenchmarks: true },
    status: 200,
  })),
  read('GET /api/summaries', get('/api/summaries')),
  read('GET /api/summaries/duplicates', get('/api/summaries/duplicates')),
  read('GET /api/summaries/keywords', get('/api/summaries/keywords')),
  write('POST /api/summaries/keywords/analyze', async () => ({
    path: '/api/summaries/keywords/analyze',
    method: 'POST',
    status: 200,
  })),
  write('PATCH /api/summaries/:id', async (s) => ({
    path: `/api/summaries/${(await s.dump()).summaryIds[0]}`,
    method: 'PATCH',
    body: { archived: true },
    status: 200,
  })),
  write('DELETE /api/summaries/:id', async (s) => ({
    path: `/api/summaries/${(await s.dump()).summaryIds[0]}`,
    method: 'DELETE',
    status: 200,
  })),
  write('POST /api/summaries/:id/analyze', async (s) => ({
    path: `/api/summaries/${(await s.dump()).summaryIds[0]}/analyze`,
    method: 'POST',
    status: 200,
  })),
  write('POST /api/summaries/:id/tasks', async (s) => ({
    path: `/api/summaries/${(await s.dump()).summaryIds[0]}/tasks`,
    method: 'POST',
    status: 201,
  })),
  write('POST /api/summaries/merge', async (s) => {
    const a = await s.dump('Plan the spring offsite. Book the venue for the offsite.');
    const b = await s.dump('Offsite planning: collect the agenda for the spring offsite.');
    return {
      path: '/api/summaries/merge',
      method: 'POST',
      body: { summaryIds: [a.summaryIds[0], b.summaryIds[0]] },
      status: 201,
    };
  }),
  { route: 'POST /api/mind-dumps', kind: 'dump', prepare: async () => dumpRequest(DUMP) },
  read('GET /api/mind-dumps', get('/api/mind-dumps')),
  read('GET /api/mind-dumps (next page)', async (s) => {
    await s.dump();
    await s.dump('Second thought: water the plants on Sunday.');
    return {
      path: `/api/mind-dumps?limit=1&cursor=${await nextCursor(s, '/api/mind-dumps?limit=1')}`,
      status: 200,
    };
  }),
  write('DELETE /api/mind-dumps/:id', async (s) => ({
    path: `/api/mind-dumps/${(await s.dump()).id}`,
    method: 'DELETE',
    status: 200,
  })),
  read('GET /api/analytics/dashboard', get('/api/analytics/dashboard')),
  read('GET /api/analytics/completed', get('/api/analytics/completed?period=all')),
  read('GET /api/analytics/completed (next page)', async (s) => {
    for (const title of ['First done', 'Second done']) {
      const id = await s.task({ title });
      await call(s, 'POST', `/api/tasks/${id}/complete`, { moneySaved: 1 });
    }
    const first = '/api/analytics/completed?period=all&limit=1';
    return { path: `${first}&cursor=${await nextCursor(s, first)}`, status: 200 };
  }),
  read('GET /api/tasks?status=completed (next page)', async (s) => {
    for (const title of ['First closed', 'Second closed']) {
      const id = await s.task({ title });
      await call(s, 'POST', `/api/tasks/${id}/complete`, {});
    }
    const first = '/api/tasks?status=completed&limit=1';
    return { path: `${first}&cursor=${await nextCursor(s, first)}`, status: 200 };
  }),
  read('GET /api/analytics/trends', get('/api/analytics/trends')),
  read('GET /api/org-chart', get('/api/org-chart')),
  write('PUT /api/org-chart', async () => ({
    path: '/api/org-chart',
    method: 'PUT',
    body: { fileName: 'org.md', content: '# Ops\n- Dana Reyes\n- Sam Lee\n' },
    status: 200,
  })),
  write('POST /api/org-chart/sync', async () => ({
    path: '/api/org-chart/sync',
    method: 'POST',
    status: 200,
  })),
  write('DELETE /api/org-chart', async () => ({ path: '/api/org-chart', method: 'DELETE', status: 200 })),
  read('POST /api/speech-to-text (no provider)', async () => ({
    path: '/api/speech-to-text',
    method: 'POST',
    body: { audio: 'AAAA', mimeType: 'audio/webm' },
    status: 503,
  })),
];

let codeCounter = 0;
function codeRequest(): RouteRequest {
  codeCounter += 1;
  return {
    path: '/api/auth/code',
    method: 'POST',
    body: { email: `budget-code-${codeCounter}-${Date.now()}@example.com` },
    token: null,
    status: 200,
  };
}
function dumpRequest(text: string): RouteRequest {
  return { path: '/api/mind-dumps', method: 'POST', body: { text, timeZone: 'Europe/Berlin' }, status: 201 };
}

async function call(s: Seed, method: string, path: string, body?: unknown) {
  const res = await s.request(
    path,
    buildRequest(s.user.token, body === undefined ? { method } : { method, json: body }),
  );
  if (res.status >= 300) throw new Error(`seed ${method} ${path}: ${res.status} ${await res.text()}`);
  // biome-ignore lint/suspicious/noExplicitAny: seed responses are read field by field
  return res.json() as Promise<any>;
}

/** Builds the seed helpers on top of the app (everything goes through the real routes). */
export async function createSeed(
  app: Hono<AppEnv>,
  deps: AppDeps,
  password: (pw: string) => Promise<string>,
) {
  let n = 1000;
  const request = (path: string, init: RequestInit) => Promise.resolve(app.request(path, init, ipEnv(n)));
  const outboxCode = (email: string) => {
    if (!hasOutbox(deps.mailer)) throw new Error('the route table needs the console mailer');
    return deps.mailer.outbox(email)[0]?.code ?? '';
  };
  const pendingCode = async () => {
    n += 1;
    const email = `budget-${n}-${Math.random().toString(36).slice(2, 8)}@example.com`;
    const sent = await request('/api/auth/code', buildRequest(null, { method: 'POST', json: { email } }));
    if (sent.status !== 200) throw new Error(`seed code: ${sent.status}`);
    return { email, code: outboxCode(email) };
  };
  const freshUser = async () => {
    const { email, code } = await pendingCode();
    const res = await request(
      '/api/auth/code/verify',
      buildRequest(null, { method: 'POST', json: { email, code } }),
    );
    const body = (await res.json()) as { token: string; user: { id: string } };
    return { token: body.token, email, userId: body.user.id };
  };
  const user = await freshUser();
  const seed: Seed = {
    user,
    request,
    freshUser,
    pendingCode,
    async task(fields = {}) {
      return (await call(seed, 'POST', '/api/tasks', { title: 'A seeded task', ...fields })).task.id;
    },
    async person(name) {
      const unique = name ?? `Person ${Math.random().toString(36).slice(2, 8)}`;
      return (await call(seed, 'POST', '/api/people', { name: unique })).person.id;
    },
    async dump(text = DUMP) {
      const body = await call(seed, 'POST', '/api/mind-dumps', { text, timeZone: 'Europe/Berlin' });
      return {
        id: body.mindDumpId,
        summaryIds: body.summaries.map((x: { id: string }) => x.id),
        taskIds: body.tasks.map((x: { id: string }) => x.id),
      };
    },
    async tag() {
      const name = `T${Math.random().toString(36).slice(2, 8)}`;
      await call(seed, 'POST', '/api/tags', { name });
      return name;
    },
    async passwordUser() {
      const u = await freshUser();
      const pw = 'correct horse battery staple';
      await password(pw).then((hash) => setHash(deps, u.userId, hash));
      return { email: u.email, password: pw };
    },
  };
  await seed.dump();
  await seed.task();
  return seed;
}

async function setHash(deps: AppDeps, userId: string, hash: string) {
  const { setPasswordHash } = await import('../../src/auth/users.js');
  await setPasswordHash(deps.db, userId, hash);
}

export interface RouteMeasurement {
  route: string;
  kind: RouteKind;
  budget: number;
  roundTrips: number;
  notifications: number;
  status: number;
  expectedStatus: number;
  calls: readonly string[];
}

/** Sends every case once (after its own preparation) and counts the round trips of that request alone. */
export async function measureRoutes(
  seed: Seed,
  log: RoundTripLog,
  notifications: { count: number } = { count: 0 },
  cases: RouteCase[] = ROUTE_CASES,
): Promise<RouteMeasurement[]> {
  const out: RouteMeasurement[] = [];
  for (const c of cases) {
    const req = await c.prepare(seed);
    const token = req.token === undefined ? seed.user.token : req.token;
    const init = buildRequest(
      token,
      req.body === undefined
        ? { method: req.method ?? 'GET' }
        : { method: req.method ?? 'GET', json: req.body },
    );
    log.reset();
    const sentBefore = notifications.count;
    const res = await seed.request(req.path, init);
    await res.arrayBuffer();
    // Notifications go out after the answer: let that work finish before counting.
    await new Promise((resolve) => setTimeout(resolve, 0));
    out.push({
      notifications: notifications.count - sentBefore,
      route: c.route,
      kind: c.kind,
      budget: BUDGETS[c.kind],
      roundTrips: log.count,
      status: res.status,
      expectedStatus: req.status,
      calls: [...log.calls],
    });
  }
  return out;
}
