import { Hono } from 'hono';
import { TrieRouter } from 'hono/router/trie-router';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helpers/test-app.js';
import { memoizedRouter, ROUTE_MEMO_MAX_PATHS, routeMemoStats } from './route-memo.js';

/** The inner router's lookups made while `run` ran. */
async function lookups(run: () => unknown): Promise<number> {
  const before = routeMemoStats.lookups;
  await run();
  return routeMemoStats.lookups - before;
}

function tinyApp() {
  const app = new Hono({ router: memoizedRouter() });
  app.use('*', async (c, next) => {
    await next();
    c.header('X-Seen', 'yes');
  });
  app.get('/health', (c) => c.text('ok'));
  app.get('/tasks', (c) => c.text('list'));
  app.post('/tasks', (c) => c.text('create', 201));
  app.get('/tasks/due', (c) => c.text('due'));
  app.get('/tasks/:id', (c) => c.text(`task ${c.req.param('id')}`));
  return app;
}

async function answer(app: Hono, method: string, path: string) {
  const res = await app.request(path, { method });
  return `${res.status} ${res.headers.get('X-Seen')} ${await res.text()}`;
}

describe('memoizedRouter', () => {
  it('looks a parameterless path up once per method and answers as the router does', async () => {
    const app = tinyApp();
    expect(await lookups(() => answer(app, 'GET', '/tasks'))).toBe(1);
    expect(await lookups(() => answer(app, 'GET', '/tasks'))).toBe(0);
    expect(await lookups(() => answer(app, 'GET', '/health'))).toBe(1);
    expect(await lookups(() => answer(app, 'GET', '/health'))).toBe(0);
    // Another method on the same path is its own lookup, with its own handler.
    expect(await lookups(() => answer(app, 'POST', '/tasks'))).toBe(1);
    expect(await answer(app, 'GET', '/tasks')).toBe('200 yes list');
    expect(await answer(app, 'POST', '/tasks')).toBe('201 yes create');
    expect(await answer(app, 'GET', '/health')).toBe('200 yes ok');
    expect(await answer(app, 'GET', '/nowhere')).toBe('404 yes 404 Not Found');
    expect(await answer(app, 'GET', '/nowhere')).toBe('404 yes 404 Not Found');
  });

  it('looks a path with parameters up every time, each with its own values', async () => {
    const app = tinyApp();
    expect(await lookups(() => answer(app, 'GET', '/tasks/a1'))).toBe(1);
    expect(await lookups(() => answer(app, 'GET', '/tasks/a1'))).toBe(1);
    expect(await answer(app, 'GET', '/tasks/a1')).toBe('200 yes task a1');
    expect(await answer(app, 'GET', '/tasks/b2')).toBe('200 yes task b2');
    // A static path that a parameter route matches too has parameters in its lookup (the TrieRouter's).
    expect(await lookups(() => answer(app, 'GET', '/tasks/due'))).toBe(1);
    expect(await lookups(() => answer(app, 'GET', '/tasks/due'))).toBe(1);
    expect(await answer(app, 'GET', '/tasks/due')).toBe('200 yes due');
  });

  it('forgets what it kept when a route is added', () => {
    // The TrieRouter takes routes after a lookup (the API's SmartRouter refuses them).
    const router = memoizedRouter<string>(new TrieRouter());
    router.add('GET', '/tasks', 'list');
    const handlers = (path: string) => router.match('GET', path)[0].map(([handler]) => handler);
    expect(handlers('/tasks')).toEqual(['list']);
    expect(handlers('/tasks/due')).toEqual([]);
    router.add('GET', '/tasks/*', 'under');
    expect(handlers('/tasks')).toEqual(['list', 'under']);
    expect(handlers('/tasks/due')).toEqual(['under']);
  });

  it(`keeps at most ${ROUTE_MEMO_MAX_PATHS} paths, then starts again`, async () => {
    const app = tinyApp();
    await answer(app, 'GET', '/tasks');
    expect(await lookups(() => answer(app, 'GET', '/tasks'))).toBe(0);
    for (let i = 0; i < ROUTE_MEMO_MAX_PATHS; i++) await app.request(`/missing-${i}`);
    // The kept paths were forgotten to make room: the list is looked up again, then kept again.
    expect(await lookups(() => answer(app, 'GET', '/tasks'))).toBe(1);
    expect(await lookups(() => answer(app, 'GET', '/tasks'))).toBe(0);
  });

  it('is the router of the API: a repeated request is not looked up again', async () => {
    const { app } = await createTestApp();
    expect(await lookups(() => app.request('/api/health'))).toBe(1);
    expect(await lookups(() => app.request('/api/health'))).toBe(0);
  });
});
