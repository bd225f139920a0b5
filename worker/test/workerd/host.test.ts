import { env, SELF } from 'cloudflare:test';
import { API_CONTENT_SECURITY_POLICY, contentSecurityPolicy } from '@mynd/shared/security';
import { describe, expect, it } from 'vitest';
import { calendarOnly, durationParsersLeftOut } from '../../src/ai/local/calendar-reader.js';
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

  it('sends the security headers of an answer on API answers, HSTS included (the origin is https)', async () => {
    for (const path of ['/api/health', '/api/no-such-route']) {
      const res = await SELF.fetch(url(path));
      await res.arrayBuffer();
      // The API's own policy (middleware/security-headers): nothing loads from an answer, no one frames it.
      expect(res.headers.get('content-security-policy')).toBe(
        contentSecurityPolicy(API_CONTENT_SECURITY_POLICY),
      );
      expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
      // Only a page uses these.
      expect(res.headers.get('cross-origin-opener-policy')).toBeNull();
      expect(res.headers.get('x-xss-protection')).toBeNull();
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains');
    }
  });

  it('serves the web app with the headers of _headers', async () => {
    const home = await SELF.fetch(url('/'), { headers: { accept: 'text/html' } });
    await home.arrayBuffer();
    expect(home.headers.get('content-security-policy')).toBe(contentSecurityPolicy());
    expect(home.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('serves a hashed asset immutable, and a missing one as 404 instead of index.html', async () => {
    const asset = await SELF.fetch(url('/assets/chunk-abc123.js'));
    expect(asset.status).toBe(200);
    expect(await asset.text()).toContain('export const chunk');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-security-policy')).toBe(contentSecurityPolicy());

    const missing = await SELF.fetch(url('/assets/chunk-of-an-older-deploy.js'));
    expect(missing.status).toBe(404);
    expect(await missing.text()).not.toContain('<div id="root">');
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

  it('reads calendar dates with chrono less its duration parsers, as on Node', () => {
    expect(durationParsersLeftOut).toBe(4);
    const [only] = calendarOnly.parse('two weeks before Dec 20', new Date(2026, 10, 24));
    expect(only?.text).toBe('Dec 20');
  });
});
