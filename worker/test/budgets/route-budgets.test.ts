/**
 * Every API route answers as expected through the counting client (the route table cannot rot), spends at
 * most its round-trip budget — the session check 1, an authenticated read ≤ 2 (1 when its session check rides in
 * its first read), a write ≤ 3, a mind dump ≤ 4,
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
    // Not signed in (health, the API's description, the feed by its secret), a session route of its own
    // (auth/me), and reads that write first (the calendar feed made on first use, expired history deleted).
    const elsewhere = new Set([
      'GET /api/health',
      'GET /api/openapi.json',
      'GET /api/docs',
      'GET /api/feed/:file',
      'GET /api/auth/me',
      'GET /api/calendar',
      'GET /api/mind-dumps',
      'GET /api/mind-dumps (next page)',
    ]);
    const reads = measured.filter((m) => m.route.startsWith('GET ') && !elsewhere.has(m.route));
    expect(reads.length).toBeGreaterThanOrEqual(20);
    expect(reads.map((m) => [m.route, m.roundTrips])).toEqual(reads.map((m) => [m.route, 1]));
  });

  it('writes a mind dump in three round trips (its text saved with the lock) and one notification', () => {
    expect(result('POST /api/mind-dumps')).toMatchObject({ roundTrips: 3, notifications: 1 });
  });
});
