/**
 * Passwords after sign-up: recovery by emailed code ("Forgot password?" → code → set a new password without the
 * old one), a first password that keeps the other sessions (the extension stays signed in), and a change that
 * ends the other sessions in one statement of the same batch as the new hash.
 */
import type { InStatement } from '@libsql/client';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { sessions } from '../../src/db/schema.js';
import { hasOutbox } from '../../src/mail/types.js';
import { createTestApp } from '../helpers/test-app.js';
import { buildRequest, ipEnv, readJson } from '../helpers/test-user.js';

const t = await createTestApp();
afterAll(() => t.close());

const post = (path: string, json: unknown, token: string | null = null) =>
  t.app.request(path, buildRequest(token, { method: 'POST', json }), ipEnv(7));
const me = (token: string) => t.app.request('/api/auth/me', buildRequest(token));

/** The "Forgot password?" path: a fresh code for the email, verified; answers the new session's token. */
async function verifyByCode(email: string): Promise<string> {
  t.clock.advance(31_000); // past the 30 s resend block
  expect((await post('/api/auth/code', { email })).status).toBe(200);
  if (!hasOutbox(t.deps.mailer)) throw new Error('console mailer expected');
  const code = t.deps.mailer.outbox(email)[0]?.code;
  const res = await post('/api/auth/code/verify', { email, code });
  expect(res.status).toBe(200);
  return (await readJson(res)).token as string;
}

async function signIn(email: string, password: string): Promise<string> {
  const res = await post('/api/auth/sign-in', { email, password });
  expect(res.status).toBe(200);
  return (await readJson(res)).token as string;
}

describe('password recovery by emailed code', () => {
  it('a verified code lets the user set a new password without the old one, once', async () => {
    const user = await t.signUp('forgot@example.com');
    expect((await post('/api/auth/password', { newPassword: 'old-secret' }, user.token)).status).toBe(200);
    t.clock.advance(3600_000);
    const laptop = await signIn('forgot@example.com', 'old-secret');

    const recovery = await verifyByCode('forgot@example.com');
    const res = await post('/api/auth/password', { newPassword: 'new-secret' }, recovery);
    expect(res.status).toBe(200);
    expect(await readJson(res)).toMatchObject({
      ok: true,
      otherSessionsEnded: true,
      user: { hasPassword: true },
    });

    expect(
      (await post('/api/auth/sign-in', { email: 'forgot@example.com', password: 'old-secret' })).status,
    ).toBe(401);
    await signIn('forgot@example.com', 'new-secret');
    // A reset ends every other session (whoever knew the old password is out) and keeps this one.
    expect((await me(recovery)).status).toBe(200);
    expect((await me(user.token)).status).toBe(401);
    expect((await me(laptop)).status).toBe(401);

    // The right is used up: a second change from the same session needs the current password again.
    const again = await post('/api/auth/password', { newPassword: 'third-secret' }, recovery);
    expect(again.status).toBe(400);
    expect((await readJson(again)).error.message).toBe('Please enter your current password');
  });

  it('the reset right lasts 10 minutes after the code, and only for the session the code made', async () => {
    const user = await t.signUp('late@example.com');
    await post('/api/auth/password', { newPassword: 'old-secret' }, user.token);
    const byPassword = await signIn('late@example.com', 'old-secret');
    const noCode = await post('/api/auth/password', { newPassword: 'new-secret' }, byPassword);
    expect(noCode.status).toBe(400);
    expect((await readJson(noCode)).error.message).toBe('Please enter your current password');

    const recovery = await verifyByCode('late@example.com');
    t.clock.advance(10 * 60_000 + 1000);
    const late = await post('/api/auth/password', { newPassword: 'new-secret' }, recovery);
    expect(late.status).toBe(400);
    expect((await readJson(late)).error.message).toBe('Please enter your current password');
    // A wrong current password is still refused, right or not.
    const fresh = await verifyByCode('late@example.com');
    const wrong = await post(
      '/api/auth/password',
      { currentPassword: 'nope!!', newPassword: 'x-secret' },
      fresh,
    );
    expect((await readJson(wrong)).error.message).toBe('Current password is incorrect');
  });
});

describe('first password and other sessions', () => {
  it('setting a first password keeps the other sessions (the extension stays signed in)', async () => {
    const web = await t.signUp('first@example.com');
    const extension = await verifyByCode('first@example.com');
    const res = await post('/api/auth/password', { newPassword: 'first-secret' }, web.token);
    expect(res.status).toBe(200);
    expect((await me(extension)).status).toBe(200);
    expect((await me(web.token)).status).toBe(200);
    expect(await readJson(res)).toMatchObject({ otherSessionsEnded: false });
  });

  it('a change ends the other sessions in one statement, in the same batch as the new hash', async () => {
    const web = await t.signUp('batch@example.com');
    await post('/api/auth/password', { newPassword: 'first-secret' }, web.token);
    const others = [
      await signIn('batch@example.com', 'first-secret'),
      await signIn('batch@example.com', 'first-secret'),
    ];

    const sqlOf = (s: InStatement) => (typeof s === 'string' ? s : s.sql).toLowerCase();
    // Spies call through: the statements really run.
    const batch = vi.spyOn(t.client, 'batch');
    const execute = vi.spyOn(t.client, 'execute');
    let batches: string[][];
    let singles: string[];
    try {
      const res = await post(
        '/api/auth/password',
        { currentPassword: 'first-secret', newPassword: 'second-secret' },
        web.token,
      );
      expect(res.status).toBe(200);
      batches = batch.mock.calls.map((call) => (call[0] as InStatement[]).map(sqlOf));
      singles = execute.mock.calls.map((call) => sqlOf(call[0] as InStatement));
    } finally {
      batch.mockRestore();
      execute.mockRestore();
    }
    const hashBatch = batches.filter((b) =>
      b.some((s) => s.startsWith('update "users" set "password_hash"')),
    );
    expect(hashBatch).toHaveLength(1);
    expect(hashBatch[0]!.filter((s) => s.startsWith('delete from "sessions"'))).toHaveLength(1);
    expect(singles.filter((s) => s.startsWith('delete from "sessions"'))).toEqual([]);
    for (const token of others) expect((await me(token)).status).toBe(401);
    const left = await t.db.select().from(sessions).where(eq(sessions.userId, web.userId));
    expect(left).toHaveLength(1);
  });
});
