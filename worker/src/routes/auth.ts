/**
 * @module routes/auth — sign-up/sign-in by emailed code, passwords, the session user, sign-out.
 * Successful sign-ins answer the token (extension, Bearer) and set it as the HttpOnly cookie (web app).
 */
import {
  ChangePasswordRequestSchema,
  type MeResponse,
  type SendCodeRequest,
  SendCodeRequestSchema,
  type SessionResponse,
  SignInRequestSchema,
  VerifyCodeRequestSchema,
} from '@mynd/shared';
import { type Context, Hono } from 'hono';
import type { AppEnv } from '../app-env.js';
import { consumeCode, sendCode } from '../auth/codes.js';
import { clearSessionCookie, setSessionCookie } from '../auth/cookie.js';
import { requireUser } from '../auth/middleware.js';
import { dummyPasswordHash, verifyPassword } from '../auth/password.js';
import { changePassword } from '../auth/password-change.js';
import { hitRateLimits } from '../auth/rate-limit.js';
import { invalidateSession, newSession } from '../auth/session.js';
import { findUserByEmail, toUser, type UserRow } from '../auth/users.js';
import { users } from '../db/schema.js';
import { clientIp } from '../lib/client-ip.js';
import { now } from '../lib/clock.js';
import { ApiError } from '../lib/errors.js';
import { newId } from '../lib/ids.js';
import { validate } from '../lib/validate.js';
import { ensureProfileQuery } from '../services/profile.js';
import { defaultTagsQuery } from '../services/tags.js';

export const INVALID_CREDENTIALS_MESSAGE = 'Invalid credentials';
const SIGN_IN_ATTEMPTS_PER_15_MIN = 10;
const SIGN_IN_ATTEMPTS_PER_EMAIL_PER_15_MIN = 50;

/** Answers a successful sign-in: the session token for the extension and the cookie for the web app. */
function sessionAnswer(
  c: Context<AppEnv>,
  user: UserRow,
  session: { token: string; expiresAt: Date },
  isNewUser?: boolean,
) {
  setSessionCookie(c, c.get('deps').config.appOrigin, session.token, session.expiresAt);
  const body: SessionResponse = {
    user: toUser(user),
    token: session.token,
    expiresAt: session.expiresAt.toISOString(),
  };
  if (isNewUser !== undefined) body.isNewUser = isNewUser;
  return c.json(body);
}

export const authRoutes = new Hono<AppEnv>()
  .post('/code', validate('json', SendCodeRequestSchema), async (c) => {
    const { email } = c.req.valid('json') as SendCodeRequest;
    const { db, mailer } = c.get('deps');
    const { retryAfter } = await sendCode(db, mailer, { email, ip: clientIp(c), now: now(c) });
    return c.json({ sent: true as const, retryAfter });
  })
  .post('/code/verify', validate('json', VerifyCodeRequestSchema), async (c) => {
    const { email, code } = c.req.valid('json');
    const { db } = c.get('deps');
    const at = now(c);
    await consumeCode(db, { email, code, now: at });
    const existing = await findUserByEmail(db, email);
    if (existing) {
      const session = newSession(db, existing.id, at, { byCode: true });
      await session.insert;
      return sessionAnswer(c, existing, session, false);
    }
    // A new account: the user, its profile, its default tags and the session in one batch.
    const user: UserRow = { id: newId(), email, passwordHash: null, createdAt: at.toISOString() };
    const session = newSession(db, user.id, at, { byCode: true });
    try {
      await db.batch([
        db.insert(users).values(user),
        ensureProfileQuery(db, user.id, at),
        defaultTagsQuery(db, user.id, at),
        session.insert,
      ]);
    } catch (error) {
      // A concurrent verification for the same email created the account first: sign in to theirs.
      const raced = await findUserByEmail(db, email);
      if (!raced) throw error;
      const theirs = newSession(db, raced.id, at, { byCode: true });
      await theirs.insert;
      return sessionAnswer(c, raced, theirs, false);
    }
    return sessionAnswer(c, user, session, true);
  })
  .post('/sign-in', validate('json', SignInRequestSchema), async (c) => {
    const { email, password } = c.req.valid('json');
    const { db } = c.get('deps');
    // Per email and IP, so one attacker cannot lock the owner out; per email overall, so many IPs cannot guess freely.
    const refused = await hitRateLimits(
      db,
      [
        { key: `sign-in:${email}:${clientIp(c)}`, limit: SIGN_IN_ATTEMPTS_PER_15_MIN, windowSeconds: 900 },
        { key: `sign-in:${email}`, limit: SIGN_IN_ATTEMPTS_PER_EMAIL_PER_15_MIN, windowSeconds: 900 },
      ],
      now(c),
    );
    if (refused)
      throw new ApiError(429, 'rate_limited', 'Too many requests', { retryAfter: refused.retryAfter });
    const user = await findUserByEmail(db, email);
    // Unknown emails and accounts without a password verify against a dummy hash: same work, same answer.
    const ok = await verifyPassword(password, user?.passwordHash ?? dummyPasswordHash());
    if (!user?.passwordHash || !ok) throw new ApiError(401, 'unauthorized', INVALID_CREDENTIALS_MESSAGE);
    const session = newSession(db, user.id, now(c));
    await session.insert;
    return sessionAnswer(c, user, session);
  })
  .post('/sign-out', requireUser, async (c) => {
    const { db, config } = c.get('deps');
    await invalidateSession(db, c.get('session').token);
    clearSessionCookie(c, config.appOrigin);
    return c.json({ ok: true as const });
  })
  .get('/me', requireUser, async (c) => {
    const body: MeResponse = { user: c.get('user'), expiresAt: c.get('session').expiresAt.toISOString() };
    return c.json(body);
  })
  .post('/password', requireUser, validate('json', ChangePasswordRequestSchema), async (c) => {
    const { currentPassword, newPassword } = c.req.valid('json');
    const { otherSessionsEnded } = await changePassword(c.get('deps').db, {
      userId: c.get('userId'),
      sessionToken: c.get('session').token,
      currentPassword,
      newPassword,
      now: now(c),
    });
    return c.json({ ok: true as const, otherSessionsEnded, user: { ...c.get('user'), hasPassword: true } });
  });
