/**
 * Every route the app registers is declared in shared/src/contract, and every declaration is registered: an
 * endpoint added the old way (a bare `app.get(...)`) or a declaration without a handler fails here.
 */
import { contract, type Endpoint } from '@mynd/shared';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const declared = Object.values(contract)
  .flatMap((group) => Object.values(group) as Endpoint[])
  .map((e) => `${e.method.toUpperCase()} ${e.path.replace(/\{([^}]+)\}/g, ':$1')}`)
  .sort();

it('registers exactly the declared endpoints', () => {
  const registered = [
    ...new Set(t.app.routes.filter((r) => r.method !== 'ALL').map((r) => `${r.method} ${r.path}`)),
  ].sort();
  expect(registered).toEqual(declared);
});

it('declares each endpoint once', () => {
  expect(new Set(declared).size).toBe(declared.length);
});

it("parses an empty query alike every time: a declared query's defaults are constants (lib/openapi parses it once)", () => {
  const queries = Object.values(contract)
    .flatMap((group) => Object.values(group) as Endpoint[])
    .flatMap((e) => (e.query ? [e.query] : []));
  expect(queries.length).toBeGreaterThan(0);
  for (const query of queries) expect(query.safeParse({})).toEqual(query.safeParse({}));
});

it('refuses every declared endpoint that is not public without a session (the session check of middleware/api-request and requireUser)', async () => {
  const endpoints = Object.values(contract)
    .flatMap((group) => Object.values(group) as Endpoint[])
    .filter((e) => e.auth !== 'public');
  expect(endpoints.length).toBeGreaterThan(40);
  for (const e of endpoints) {
    const path = e.path.replace(/\{[^}]+\}/g, 'x');
    const method = e.method.toUpperCase();
    const body = method === 'GET' || method === 'HEAD' ? undefined : '{}';
    const headers = body ? { 'content-type': 'application/json' } : undefined;
    const res = await t.app.request(path, { method, body, headers });
    expect(res.status, `${method} ${path}`).toBe(401);
  }
});
