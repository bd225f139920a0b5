import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import worker, { type WorkerEnv } from '../../src/worker.js';

const url = (path: string) => `https://mynd.test${path}`;

describe('the Workers host (in workerd)', () => {
  it('answers the API under /api from createApp, with the database reachable', async () => {
    const res = await SELF.fetch(url('/api/health'));
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ ok: true });
  });

  it('answers unknown API paths with the JSON 404 of the API, not the web app', async () => {
    const res = await SELF.fetch(url('/api/no-such-route'));
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: { message: expect.any(String) } });
  });

  it('serves the web app from the assets, with index.html for client-side routes', async () => {
    const home = await SELF.fetch(url('/'));
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('<div id="root">');

    const deep = await SELF.fetch(url('/tasks/some-client-route'), { headers: { accept: 'text/html' } });
    expect(deep.status).toBe(200);
    expect(await deep.text()).toContain('<div id="root">');
  });

  it('answers a misconfigured deployment with a clear 503, not the platform error page', async () => {
    const ctx = { waitUntil: () => {}, passThroughOnException: () => {}, props: {} };
    const broken = { ...env, DATABASE_URL: 'file:./data/mynd.db' } as unknown as WorkerEnv;
    const res = await worker.fetch(new Request(url('/api/health')), broken, ctx);
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({
      error: {
        code: 'misconfigured',
        message: 'The server is not configured correctly. See the Worker logs.',
      },
    });

    const noMailKey = { ...env, MAIL_PROVIDER: 'resend', MAIL_API_KEY: '' } as unknown as WorkerEnv;
    expect((await worker.fetch(new Request(url('/api/health')), noMailKey, ctx)).status).toBe(503);
  });

  it('reports an unreachable database (wrong LIBSQL_AUTH_TOKEN) in /api/health instead of failing', async () => {
    const ctx = { waitUntil: () => {}, passThroughOnException: () => {}, props: {} };
    const wrongToken = { ...env, LIBSQL_AUTH_TOKEN: 'not-the-token' } as unknown as WorkerEnv;
    const res = await worker.fetch(new Request(url('/api/health')), wrongToken, ctx);
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ ok: false, db: false });
  });
});
