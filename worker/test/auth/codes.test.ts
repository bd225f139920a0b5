import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { emailCodes, profiles, userTags } from '../../src/db/schema.js';
import { hasOutbox } from '../../src/mail/types.js';
import { createTestApp } from '../helpers/test-app.js';
import { buildRequest, ipEnv, readJson } from '../helpers/test-user.js';

const t = await createTestApp();
afterAll(() => t.close());
let ipCounter = 1000;

function post(path: string, json: unknown, ip = ipCounter++) {
  return t.app.request(path, buildRequest(null, { method: 'POST', json }), ipEnv(ip));
}
function lastCode(email: string): string {
  if (!hasOutbox(t.deps.mailer)) throw new Error('console mailer expected');
  const code = t.deps.mailer.outbox(email)[0]?.code;
  if (!code) throw new Error(`no code for ${email}`);
  return code;
}
const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');

describe('POST /api/auth/code', () => {
  it('sends a 6-digit code and stores only its hash', async () => {
    const res = await post('/api/auth/code', { email: '  Alice@Example.com ' });
    expect(res.status).toBe(200);
    expect(await readJson(res)).toEqual({ sent: true, retryAfter: 30 });
    const code = lastCode('alice@example.com');
    expect(code).toMatch(/^\d{6}$/);
    const rows = await t.db.select().from(emailCodes).where(eq(emailCodes.email, 'alice@example.com'));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(code);
    expect(rows[0]?.codeHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it.each([
    [{}, 'Email required'],
    [{ email: '' }, 'Email required'],
    [{ email: 'not-an-email' }, 'Enter a valid email address'],
    [{ email: 42 }, 'Email required'],
    [{ email: `${'a'.repeat(250)}@example.com` }, 'Email is too long'],
  ])('refuses %j with 400 "%s"', async (body, message) => {
    const res = await post('/api/auth/code', body);
    expect(res.status).toBe(400);
    expect(await readJson(res)).toMatchObject({ error: { code: 'bad_request', message } });
  });

  it('refuses the same email within 30 s with "Please wait" and retryAfter', async () => {
    const email = 'wait@example.com';
    expect((await post('/api/auth/code', { email })).status).toBe(200);
    t.clock.advance(10_000);
    const res = await post('/api/auth/code', { email });
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('20');
    expect(await readJson(res)).toEqual({
      error: { code: 'rate_limited', message: 'Please wait', retryAfter: 20 },
    });
    t.clock.advance(21_000);
    expect((await post('/api/auth/code', { email })).status).toBe(200);
  });

  it('limits codes per email per hour', async () => {
    const email = 'many@example.com';
    for (let i = 0; i < 5; i++) {
      expect((await post('/api/auth/code', { email })).status).toBe(200);
      t.clock.advance(31_000);
    }
    const res = await post('/api/auth/code', { email });
    expect(res.status).toBe(429);
    const body = await readJson(res);
    expect(body.error.message).toBe('Too many requests');
    expect(body.error.retryAfter).toBeGreaterThan(0);
    t.clock.advance(3600_000);
    expect((await post('/api/auth/code', { email })).status).toBe(200);
  });

  it('limits codes per IP per hour', async () => {
    const ip = 7777;
    for (let i = 0; i < 20; i++)
      expect((await post('/api/auth/code', { email: `ip${i}@example.com` }, ip)).status).toBe(200);
    const res = await post('/api/auth/code', { email: 'ip-last@example.com' }, ip);
    expect(res.status).toBe(429);
    expect((await readJson(res)).error.message).toBe('Too many requests');
    expect((await post('/api/auth/code', { email: 'ip-last@example.com' }, ip + 1)).status).toBe(200);
  });

  it('answers 503 "Failed to send code" when the mailer fails, and lets the user retry at once', async () => {
    const failing = await createTestApp({
      mailer: {
        name: 'broken',
        send: async () => {
          throw new Error('smtp down');
        },
      },
    });
    const send = () =>
      failing.app.request(
        '/api/auth/code',
        buildRequest(null, { method: 'POST', json: { email: 'x@example.com' } }),
      );
    const res = await send();
    expect(res.status).toBe(503);
    expect(await readJson(res)).toEqual({ error: { code: 'unavailable', message: 'Failed to send code' } });
    expect((await send()).status).toBe(503);
    failing.close();
  });
});

describe('POST /api/auth/code/verify', () => {
  it('creates the user with a profile and the default tags, and sets the session cookie', async () => {
    const email = 'new@example.com';
    await post('/api/auth/code', { email });
    const res = await post('/api/auth/code/verify', { email, code: lastCode(email) });
    expect(res.status).toBe(200);
    const body = await readJson(res);
    expect(body).toMatchObject({ user: { email, hasPassword: false }, isNewUser: true });
    // The user id, then 32 random bytes in base32 (auth/tokens).
    expect(body.token).toMatch(new RegExp(`^${body.user.id}\\.[a-z2-7]{52}$`));
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toContain(`mynd_session=${body.token}`);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Secure/);
    expect(await t.db.select().from(profiles).where(eq(profiles.userId, body.user.id))).toHaveLength(1);
    const tags = await t.db.select().from(userTags).where(eq(userTags.userId, body.user.id));
    expect(tags.map((x) => x.tagName).sort()).toEqual([
      'Family',
      'Life',
      'Unsorted',
      'Work-DevOps',
      'Work-Manufacturing',
    ]);

    t.clock.advance(31_000);
    await post('/api/auth/code', { email });
    const again = await post('/api/auth/code/verify', { email, code: lastCode(email) });
    expect(await readJson(again)).toMatchObject({ user: { id: body.user.id }, isNewUser: false });
  });

  it('accepts a code only once', async () => {
    const email = 'once@example.com';
    await post('/api/auth/code', { email });
    const code = lastCode(email);
    expect((await post('/api/auth/code/verify', { email, code })).status).toBe(200);
    const res = await post('/api/auth/code/verify', { email, code });
    expect(res.status).toBe(400);
    expect(await readJson(res)).toEqual({
      error: { code: 'bad_request', message: 'Invalid or expired code' },
    });
  });

  it('locks the code after 5 wrong tries, even for the right code afterwards', async () => {
    const email = 'brute@example.com';
    await post('/api/auth/code', { email });
    const code = lastCode(email);
    for (let i = 0; i < 5; i++) {
      const res = await post('/api/auth/code/verify', { email, code: wrongCode(code) });
      expect(res.status).toBe(400);
      expect((await readJson(res)).error.message).toBe('Invalid or expired code');
    }
    const res = await post('/api/auth/code/verify', { email, code });
    expect(res.status).toBe(400);
    expect((await readJson(res)).error.message).toBe('Invalid or expired code');
    // A new code works again.
    t.clock.advance(31_000);
    await post('/api/auth/code', { email });
    expect((await post('/api/auth/code/verify', { email, code: lastCode(email) })).status).toBe(200);
  });

  it('rejects an expired code (10 minutes)', async () => {
    const email = 'late@example.com';
    await post('/api/auth/code', { email });
    const code = lastCode(email);
    t.clock.advance(10 * 60_000 + 1000);
    const res = await post('/api/auth/code/verify', { email, code });
    expect(res.status).toBe(400);
    expect((await readJson(res)).error.message).toBe('Invalid or expired code');
  });

  it('accepts only the latest code', async () => {
    const email = 'latest@example.com';
    await post('/api/auth/code', { email });
    const first = lastCode(email);
    t.clock.advance(31_000);
    await post('/api/auth/code', { email });
    const second = lastCode(email);
    if (first !== second)
      expect((await post('/api/auth/code/verify', { email, code: first })).status).toBe(400);
    expect((await post('/api/auth/code/verify', { email, code: second })).status).toBe(200);
  });

  it.each([
    [{ email: 'a@example.com', code: '12345' }, 'Enter 6-digit code'],
    [{ email: 'a@example.com', code: 'abcdef' }, 'Enter 6-digit code'],
    [{ email: 'a@example.com' }, 'Enter 6-digit code'],
    [{ code: '123456' }, 'Email required'],
  ])('refuses %j with 400 "%s"', async (body, message) => {
    const res = await post('/api/auth/code/verify', body);
    expect(res.status).toBe(400);
    expect((await readJson(res)).error.message).toBe(message);
  });

  it('answers an unknown email with "Invalid or expired code"', async () => {
    const res = await post('/api/auth/code/verify', { email: 'nobody@example.com', code: '123456' });
    expect(res.status).toBe(400);
    expect((await readJson(res)).error.message).toBe('Invalid or expired code');
  });
});
