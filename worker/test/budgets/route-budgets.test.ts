/**
 * Every API route answers as expected through the counting client (the route table cannot rot), spends at
 * most its round-trip budget — the session check 1, an authenticated read ≤ 2, a write ≤ 3, a mind dump ≤ 4 (one
 * less each when the session check rides in the route's first statement, as it does here),
 * sign-in and code verification ≤ 4 (DESIGN.md) — and sends at most one change notification. Counts, not
 * times: they are deterministic. The database is a real libSQL server (sqld) over HTTP, as Turso is on Workers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SqldServer, startSqld } from '../fixtures/sqld.js';
import { createCountedApp } from './counted-app.js';
import { measureRoutes, ROUTE_CASES, type RouteMeasurement } from './route-table.js';

let measured: RouteMeasurement[];
let close: () => void;
let server: SqldServer;

beforeAll(async () => {
  server = await startSqld();
  const t = await createCountedApp({ url: server.url, authToken: server.authToken });
  close = () => {
    t.close();
    t.base.close();
  };
  measured = await measureRoutes(t.seed, t.log, t.notifications);
}, 120_000);
afterAll(async () => {
  close?.();
  await server?.close();
});

const routes = ROUTE_CASES.map((c) => c.route);
const result = (route: string) => {
  const m = measured.find((r) => r.route === route);
  if (!m) throw new Error(`${route} was not measured`);
  return m;
};

describe('route budgets', () => {
  it.each(routes)('%s answers its expected status', (route) => {
    const m = result(route);
    expect({ route, status: m.status }).toEqual({ route, status: m.expectedStatus });
  });

  it.each(routes)('%s stays within its round-trip budget', (route) => {
    const m = result(route);
    // The calls are in the message, so a failure says which statements to batch.
    expect(m.roundTrips, `${route}: ${m.calls.join(' | ')}`).toBeLessThanOrEqual(m.budget);
  });

  it.each(routes)('%s sends at most one change notification', (route) => {
    expect(result(route).notifications).toBeLessThanOrEqual(1);
  });

  it('checks the session in one round trip', () => {
    expect(result('GET /api/auth/me').roundTrips).toBe(1);
  });

  it("checks a signed-in read's session in the read's own round trip (one in all)", () => {
    // Not signed in (health, the API's description, the feed by its secret) and a session route of its own
    // (auth/me). Reads that write first (the calendar feed made on first use, expired history deleted) carry the
    // check's guard with their writes: one round trip too.
    const elsewhere = new Set([
      'GET /api/health',
      'GET /api/openapi.json',
      'GET /api/docs',
      'GET /api/feed/:file',
      'GET /api/auth/me',
    ]);
    const reads = measured.filter((m) => m.route.startsWith('GET ') && !elsewhere.has(m.route));
    expect(reads.length).toBeGreaterThanOrEqual(24);
    expect(reads.map((m) => [m.route, m.roundTrips])).toEqual(reads.map((m) => [m.route, 1]));
  });

  it('writes a mind dump in two round trips (the session check riding in the first, with the lock and its text) and one notification', () => {
    expect(result('POST /api/mind-dumps')).toMatchObject({ roundTrips: 2, notifications: 1 });
  });

  it("carries a write's session check (and its guard) in the write's first round trip", () => {
    const writes = {
      'POST /api/tasks': 2,
      'PATCH /api/tasks/:id': 2,
      'POST /api/tasks/:id/complete': 2,
      'POST /api/people': 1,
      'PATCH /api/profile': 1,
      'DELETE /api/account/tasks': 1,
    };
    expect(Object.fromEntries(Object.keys(writes).map((route) => [route, result(route).roundTrips]))).toEqual(
      writes,
    );
  });
});
