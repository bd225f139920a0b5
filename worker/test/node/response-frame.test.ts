/**
 * The response frame (middleware/response-frame): the Node host's plain-header answers carry exactly the
 * headers, status and body the same app answers with when Hono builds every response (the Workers host, the
 * tests' apps) — for a JSON list, a created task, errors, a refreshed session cookie, CORS, HEAD — plus
 * a Content-Length that is the body's length in bytes. Real app, real libSQL file.
 */
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app.js';
import type { AppEnv } from '../../src/app-env.js';
import { SESSION_DAYS } from '../../src/auth/session.js';
import { responseFrame } from '../../src/middleware/response-frame.js';
import { answerHeaderList, documentHeaderList } from '../../src/middleware/security-headers.js';
import { createTestApp, type TestApp, type TestUser } from '../helpers/test-app.js';

const DAY_MS = 24 * 60 * 60 * 1000;

type App = ReturnType<typeof createApp>;

async function answer(app: App, path: string, init: RequestInit) {
  const res = await app.request(path, init);
  const body = await res.text();
  const headers = [...res.headers].map(([name, value]) => [
    name,
    name === 'x-request-id' ? `<${value.length}>` : value,
  ]);
  return { status: res.status, headers, body };
}

describe('plain-header answers are the answers Hono builds', () => {
  let t: TestApp;
  let user: TestUser;
  let plain: App;
  let hono: App;

  beforeAll(async () => {
    t = await createTestApp({ config: { extensionOrigins: ['chrome-extension://abcdef'] } });
    user = await t.signUp();
    await user.request('/api/tasks', { method: 'POST', json: { title: 'Framed' } });
    plain = createApp(t.deps, { plainHeaders: true });
    hono = createApp(t.deps);
  });
  afterAll(() => t.close());

  // Each case: whether the answer is built with plain headers (it then carries its Content-Length).
  const cases: [string, string, () => RequestInit, boolean][] = [
    ['the task list', '/api/tasks', () => ({ headers: { authorization: `Bearer ${user.token}` } }), true],
    ['the session', '/api/auth/me', () => ({ headers: { authorization: `Bearer ${user.token}` } }), true],
    ['health', '/api/health', () => ({}), true],
    ['a 401', '/api/tasks', () => ({}), true],
    ['a 400', '/api/tasks?limit=abc', () => ({ headers: { authorization: `Bearer ${user.token}` } }), true],
    ['a 404', '/api/nope', () => ({ headers: { authorization: `Bearer ${user.token}` } }), true],
    [
      'HEAD',
      '/api/tasks',
      () => ({ method: 'HEAD', headers: { authorization: `Bearer ${user.token}` } }),
      false,
    ],
    [
      'CORS for the app',
      '/api/tasks',
      () => ({ headers: { cookie: `mynd_session=${user.token}`, origin: 'http://localhost' } }),
      false,
    ],
    [
      'CORS for the extension',
      '/api/tasks',
      () => ({ headers: { authorization: `Bearer ${user.token}`, origin: 'chrome-extension://abcdef' } }),
      false,
    ],
  ];

  for (const [name, path, init, plainBuilt] of cases) {
    it(name, async () => {
      const built = await answer(hono, path, init());
      const framed = await answer(plain, path, init());
      const length = framed.headers.find(([header]) => header === 'content-length');
      expect(!!length).toBe(plainBuilt);
      if (length) expect(Number(length[1])).toBe(Buffer.byteLength(framed.body));
      expect({ ...framed, headers: framed.headers.filter((h) => h !== length) }).toEqual(built);
    });
  }

  it('a created task (201) and a refreshed session cookie', async () => {
    const create = () => ({
      method: 'POST',
      headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Same title' }),
    });
    const built = await answer(hono, '/api/tasks', create());
    const framed = await answer(plain, '/api/tasks', create());
    expect(framed.status).toBe(201);
    expect(framed.headers.map(([name]) => name).filter((name) => name !== 'content-length')).toEqual(
      built.headers.map(([name]) => name),
    );
    t.clock.advance((SESSION_DAYS / 2 + 1) * DAY_MS);
    const refreshed = await answer(plain, '/api/auth/me', {
      headers: { cookie: `mynd_session=${user.token}` },
    });
    expect(refreshed.headers.find(([name]) => name === 'set-cookie')?.[1]).toContain('mynd_session=');
    expect(refreshed.headers.find(([name]) => name === 'x-frame-options')?.[1]).toBe('DENY');
  });
});

describe('the security headers of each kind of answer (middleware/security-headers)', () => {
  const answer = answerHeaderList('https://mynd.example.com');
  const document = documentHeaderList('https://mynd.example.com');
  const app = (plain: boolean) =>
    new Hono<AppEnv>()
      .use(
        '*',
        responseFrame(answer, document, plain, () => undefined),
      )
      .get('/data', (c) => c.json({ ok: true }))
      .get('/page', (c) => c.html('<p>page</p>'))
      .get('/own-policy', (c) => {
        c.header('Content-Security-Policy', "default-src 'self'");
        return c.html('<p>page</p>');
      });
  const security = (res: Response, list: readonly (readonly [string, string])[]) =>
    list.map(([name]) => [name, res.headers.get(name)]);

  it.each([true, false])(
    'plain headers %s: JSON gets the answer set, HTML the document set',
    async (plain) => {
      const data = await app(plain).request('/data');
      expect(security(data, answer)).toEqual(answer);
      expect(data.headers.get('Cross-Origin-Opener-Policy')).toBeNull();
      expect(data.headers.get('Content-Security-Policy')).toBe("default-src 'none'; frame-ancestors 'none'");
      // A page without a policy of its own gets the web app's in place of the API's.
      const page = await app(plain).request('/page');
      expect(security(page, document)).toEqual(document);
      // One with its own keeps it, and gets the rest of the document set.
      const own = await app(plain).request('/own-policy');
      expect(own.headers.get('Content-Security-Policy')).toBe("default-src 'self'");
      expect(own.headers.get('Cross-Origin-Opener-Policy')).toBe('same-origin');
    },
  );
});
