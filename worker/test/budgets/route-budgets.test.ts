/**
 * Every API route answers as expected through the counting client (the route table cannot rot), spends at
 * most its round-trip budget — the session check 1, an authenticated read ≤ 2, a write ≤ 3, a mind dump ≤ 4,
 * sign-in and code verification ≤ 4 (DESIGN.md) — and sends at most one change notification. Counts, not
 * times: they are deterministic.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCountedApp } from './counted-app.js';
import { measureRoutes, ROUTE_CASES, type RouteMeasurement } from './route-table.js';

/** Routes still being brought within budget, with the count they must not exceed meanwhile. */
const NOT_YET_WITHIN_BUDGET = new Map<string, number>([
  ['GET /api/account/export', 12],
  ['GET /api/tags', 3],
  ['POST /api/tags', 5],
  ['DELETE /api/tags/:name', 4],
  ['PATCH /api/profile', 4],
  ['GET /api/people/overview', 3],
  ['POST /api/summaries/:id/tasks', 6],
  ['POST /api/mind-dumps', 10],
  ['GET /api/mind-dumps', 3],
]);

let measured: RouteMeasurement[];
let close: () => void;

beforeAll(async () => {
  const t = await createCountedApp();
  close = t.close;
  measured = await measureRoutes(t.seed, t.log, t.notifications);
});
afterAll(() => close?.());

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
    const limit = NOT_YET_WITHIN_BUDGET.get(route) ?? m.budget;
    // The calls are in the message, so a failure says which statements to batch.
    expect(m.roundTrips, `${route}: ${m.calls.join(' | ')}`).toBeLessThanOrEqual(limit);
  });

  it.each(routes)('%s sends at most one change notification', (route) => {
    expect(result(route).notifications).toBeLessThanOrEqual(1);
  });

  it('checks the session in one round trip', () => {
    expect(result('GET /api/auth/me').roundTrips).toBe(1);
  });
});
