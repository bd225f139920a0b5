import { NOT_AUTHENTICATED_MESSAGE } from '@mynd/shared';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { sessionIdFromToken } from '../../src/auth/tokens.js';
import { sessions, users } from '../../src/db/schema.js';
import { createTestApp } from '../helpers/test-app.js';
import { buildRequest, ipEnv, readJson } from '../helpers/test-user.js';

const t = await createTestApp({ config: { extensionOrigins: ['chrome-extension://abcdef'] } });
afterAll(() => t.close());

const signIn = (json: unknown) =>
  t.app.request('/api/auth/sign-in', buildRequest(null, { method: 'POST', json }));
const notAuthenticated = { error: { code: 'unauthorized', message: NOT_AUTHENTICATED_MESSAGE } };

describe('sessions', () => {
  it('stores only the SHA-256 of the token as the session id', async () => {
    const user = await t.signUp();
    const rows = await t.db.select().from(sessions).where(eq(sessions.userId, user.userId));
    expect(rows.map((r) => r.id)).toEqual([sessionIdFromToken(user.token)]);
    expect(JSON.stringify(rows)).not.toContain(user.token);
  });

  it('GET /api/auth/me answers the user for a Bearer token and for the cookie', async () => {
    const user = await t.signUp();
    const bearer = await user.request('/api/auth/me');
    expect(bearer.status).toBe(200);
    const body = await readJson(bearer);
    expect(body.user).toMatchObject({ id: user.userId, email: user.email, hasPassword: false });
    expect(Date.parse(body.expiresAt) - Date.now()).toBeGreaterThan(29 * 86400_000);
    const cookie = await t.app.request('/api/auth/me', { headers: { cookie: `mynd_session=${user.token}` } });
    expect((await readJson(cookie)).user.id).toBe(user.userId);
  });

  it('answers 401 for a missing, unknown or malformed token', async () => {
    for (const headers of <Record<string, string>[]>[
      {},
      { authorization: 'Bearer nope' },
      { authorization: 'Basic abc' },
      { cookie: 'mynd_session=x' },
    ]) {
      const res = await t.app.request('/api/auth/me', { headers });
      expect(res.status).toBe(401);
      expect(await readJson(res)).toEqual(notAuthenticated);
    }
  });

  it('sign-out invalidates the token and clears the cookie', async () => {
    const user = await t.signUp();
    const res = await user.request('/api/auth/sign-out', { method: 'POST' });
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toMatch(/mynd_session=;.*Max-Age=0/);
    expect((await user.request('/api/auth/me')).status).toBe(401);
  });

  it('expires sessions after 30 days', async () => {
    const user = await t.signUp();
    await t.db
      .update(sessions)
      .set({ expiresAt: Math.floor(t.clock.now().getTime() / 1000) - 1 })
      .where(eq(sessions.userId, user.userId));
    const res = await user.request('/api/auth/me');
    expect(res.status).toBe(401);
    expect(await readJson(res)).toEqual(notAuthenticated);
  });

  it('extends a session that is past half its life and re-sends the cookie', async () => {
    const user = await t.signUp();
    const tenDays = Math.floor(t.clock.now().getTime() / 1000) + 10 * 86400;
    await t.db.update(sessions).set({ expiresAt: tenDays }).where(eq(sessions.userId, user.userId));
    const res = await t.app.request('/api/auth/me', { headers: { cookie: `mynd_session=${user.token}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toContain(`mynd_session=${user.token}`);
    const [row] = await t.db.select().from(sessions).where(eq(sessions.userId, user.userId));
    expect(row!.expiresAt).toBeGreaterThan(tenDays + 19 * 86400);
  });
});

describe('passwords', () => {
  it('sets a first password without a current one, then signs in with it', async () => {
    const user = await t.signUp('pw@example.com');
    const set = await user.request('/api/auth/password', {
      method: 'POST',
      json: { newPassword: 'secret1' },
    });
    expect(set.status).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.userId));
    expect(row!.passwordHash).toMatch(/^pbkdf2\$100000\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}$/);
    const res = await signIn({ email: 'PW@example.com', password: 'secret1' });
    expect(res.status).toBe(200);
    const body = await readJson(res);
    expect(body.user).toMatchObject({ id: user.userId, hasPassword: true });
    expect(body.isNewUser).toBeUndefined();
    expect(res.headers.get('set-cookie')).toContain(`mynd_session=${body.token}`);
  });

  it('answers "Invalid credentials" for a wrong password, an unknown email and an account without password', async () => {
    await t.signUp('nopw@example.com');
    for (const json of [
      { email: 'pw@example.com', password: 'wrong!!' },
      { email: 'ghost@example.com', password: 'secret1' },
      { email: 'nopw@example.com', password: 'secret1' },
    ]) {
      const res = await signIn(json);
      expect(res.status).toBe(401);
      expect(await readJson(res)).toEqual({
        error: { code: 'unauthorized', message: 'Invalid credentials' },
      });
    }
  });

  it.each([
    [{ email: '', password: 'x' }, 'Please fill in all fields'],
    [{ email: 'a@example.com', password: '' }, 'Please fill in all fields'],
    [{}, 'Please fill in all fields'],
  ])('sign-in refuses %j with 400 "%s"', async (json, message) => {
    const res = await signIn(json);
    expect(res.status).toBe(400);
    expect((await readJson(res)).error.message).toBe(message);
  });

  it('changing the password checks the current one and signs out other sessions', async () => {
    const user = await t.signUp('change@example.com');
    await user.request('/api/auth/password', { method: 'POST', json: { newPassword: 'first-pass' } });
    const other = (await readJson(await signIn({ email: 'change@example.com', password: 'first-pass' })))
      .token;

    const missing = await user.request('/api/auth/password', {
      method: 'POST',
      json: { newPassword: 'second-pass' },
    });
    expect(missing.status).toBe(400);
    expect((await readJson(missing)).error.message).toBe('Please enter your current password');
    const wrong = await user.request('/api/auth/password', {
      method: 'POST',
      json: { currentPassword: 'nope', newPassword: 'second-pass' },
    });
    expect(wrong.status).toBe(400);
    expect((await readJson(wrong)).error.message).toBe('Current password is incorrect');
    const short = await user.request('/api/auth/password', {
      method: 'POST',
      json: { currentPassword: 'first-pass', newPassword: '123' },
    });
    expect((await readJson(short)).error.message).toBe('Password must be at least 6 characters long');

    const ok = await user.request('/api/auth/password', {
      method: 'POST',
      json: { currentPassword: 'first-pass', newPassword: 'second-pass' },
    });
    expect(ok.status).toBe(200);
    expect((await user.request('/api/auth/me')).status).toBe(200);
    expect(
      (await t.app.request('/api/auth/me', { headers: { authorization: `Bearer ${other}` } })).status,
    ).toBe(401);
    expect((await signIn({ email: 'change@example.com', password: 'first-pass' })).status).toBe(401);
    expect((await signIn({ email: 'change@example.com', password: 'second-pass' })).status).toBe(200);
  });

  it('limits password attempts per email and IP, and per email overall', async () => {
    const attempt = (ip: number, i: number) =>
      t.app.request(
        '/api/auth/sign-in',
        buildRequest(null, { method: 'POST', json: { email: 'target@example.com', password: `guess-${i}` } }),
        ipEnv(ip),
      );
    let last: Response | undefined;
    for (let i = 0; i < 11; i++) last = await attempt(500, i);
    expect(last!.status).toBe(429);
    expect(last!.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await readJson(last!)).error.message).toBe('Too many requests');
    // Another IP is not locked out by the first one…
    expect((await attempt(501, 0)).status).toBe(401);
    // …but many IPs together hit the per-email ceiling.
    const statuses: number[] = [];
    for (let ip = 502; ip < 520; ip++)
      for (let i = 0; i < 3; i++) statuses.push((await attempt(ip, i)).status);
    expect(statuses).toContain(429);
  });
});

describe('https deployments', () => {
  it('mark the cookie Secure and accept APP_ORIGIN as the Origin of mutations', async () => {
    const s = await createTestApp({ config: { appOrigin: 'https://mynd.example' } });
    try {
      const email = 'secure@example.com';
      await s.app.request('/api/auth/code', buildRequest(null, { method: 'POST', json: { email } }));
      const code = (s.deps.mailer as unknown as { outbox(e: string): { code: string }[] }).outbox(email)[0]!
        .code;
      const res = await s.app.request(
        '/api/auth/code/verify',
        buildRequest(null, { method: 'POST', json: { email, code } }),
      );
      expect(res.headers.get('set-cookie')).toMatch(/; Secure/);
      const { token } = await readJson(res);
      const out = await s.app.request('/api/auth/sign-out', {
        method: 'POST',
        headers: { cookie: `mynd_session=${token}`, origin: 'https://mynd.example' },
      });
      expect(out.status).toBe(200);
    } finally {
      s.close();
    }
  });
});
