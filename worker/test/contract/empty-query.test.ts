/**
 * lib/openapi's query check: a request without a query gets the parse of `{}` made once per route (frozen), one
 * with a query its own parse, and a bad query the API's 400 — as before, without parsing `{}` per request.
 */
import { contract } from '@mynd/shared';
import { expect, it } from 'vitest';
import { route, routes } from '../../src/lib/openapi.js';

it('gives every request without a query the same frozen defaults, and parses a query when there is one', async () => {
  const seen: object[] = [];
  const app = routes().openapi(route(contract.tasks.list), (c) => {
    seen.push(c.req.valid('query'));
    return c.json({ tasks: [] }, 200);
  });
  app.onError((e, c) => c.json({ message: e.message }, 400));
  expect((await app.request('/api/tasks')).status).toBe(200);
  expect((await app.request('/api/tasks')).status).toBe(200);
  expect((await app.request('/api/tasks?status=all&limit=5')).status).toBe(200);
  expect(seen[0]).toEqual({ status: 'open' });
  expect(seen[1]).toBe(seen[0]);
  expect(Object.isFrozen(seen[0])).toBe(true);
  expect(seen[2]).toEqual({ status: 'all', limit: 5 });
  expect((await app.request('/api/tasks?status=bogus')).status).toBe(400);
  expect(seen).toHaveLength(3);
});
