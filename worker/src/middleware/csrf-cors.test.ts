/**
 * The cross-site rules of the API (middleware/csrf.ts and middleware/cors.ts), through the real app: a
 * cookie-authenticated mutation needs our Origin (or a same-origin Referer), a Bearer one does not; CORS answers
 * only the configured extension origins and the app's own.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helpers/test-app.js';
import { readJson } from '../../test/helpers/test-user.js';

const t = await createTestApp({ config: { extensionOrigins: ['chrome-extension://abcdef'] } });
afterAll(() => t.close());

describe('CSRF and CORS', () => {
  it('refuses cookie-authenticated mutations without our Origin', async () => {
    const user = await t.signUp();
    const cookie = `mynd_session=${user.token}`;
    for (const headers of <Record<string, string>[]>[
      { cookie },
      { cookie, origin: 'https://evil.example' },
      { cookie, referer: 'https://evil.example/x' },
    ]) {
      const res = await t.app.request('/api/auth/sign-out', { method: 'POST', headers });
      expect(res.status).toBe(403);
      expect(await readJson(res)).toEqual({
        error: { code: 'forbidden', message: 'Cross-site request refused' },
      });
    }
    expect((await user.request('/api/auth/me')).status).toBe(200);
    const ok = await t.app.request('/api/auth/sign-out', {
      method: 'POST',
      headers: { cookie, origin: 'http://localhost' },
    });
    expect(ok.status).toBe(200);
  });

  it('accepts a same-origin Referer and exempts Bearer requests', async () => {
    const user = await t.signUp();
    const res = await t.app.request('/api/auth/sign-out', {
      method: 'POST',
      headers: { cookie: `mynd_session=${user.token}`, referer: 'http://localhost/settings' },
    });
    expect(res.status).toBe(200);
    const other = await t.signUp();
    const bearer = await other.request('/api/auth/sign-out', {
      method: 'POST',
      headers: { origin: 'https://evil.example' },
    });
    expect(bearer.status).toBe(200);
  });

  it('sends CORS headers only to the configured extension and the app origin', async () => {
    const preflight = await t.app.request('/api/tags', {
      method: 'OPTIONS',
      headers: { origin: 'chrome-extension://abcdef', 'access-control-request-method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('chrome-extension://abcdef');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('Authorization');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('X-Time-Zone');
    expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();
    const evil = await t.app.request('/api/health', { headers: { origin: 'https://evil.example' } });
    expect(evil.headers.get('access-control-allow-origin')).toBeNull();
    const other = await t.app.request('/api/health', { headers: { origin: 'chrome-extension://other' } });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
    const app = await t.app.request('/api/health', { headers: { origin: 'http://localhost' } });
    expect(app.headers.get('access-control-allow-credentials')).toBe('true');
  });
});
