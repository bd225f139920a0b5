/**
 * Every API route answers as expected through the counting client (the route table cannot rot), and spends at
 * most its round-trip budget: the session check 1, an authenticated read ≤ 2, a write ≤ 3, a mind dump ≤ 4,
 * sign-in and code verification ≤ 4 (DESIGN.md). Counts, not times: they are deterministic.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCountedApp } from './counted-app.js';
import { measureRoutes, ROUTE_CASES, type RouteMeasurement } from './route-table.js';

let measured: RouteMeasurement[];
let close: () => void;

beforeAll(async () => {
  const t = await createCountedApp();
  close = t.close;
  measured = await measureRoutes(t.seed, t.log, t.notifications);
});
afterAll(() => close?.());

describe('route table', () => {
  it.each(ROUTE_CASES.map((c) => c.route))('%s answers its expected status', (route) => {
    const m = measured.find((r) => r.route === route);
    expect(m && { route, status: m.status }).toEqual({ route, status: m?.expectedStatus });
  });
});
