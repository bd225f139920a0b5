/**
 * @module services/auth — the sign-in flows behind /api/auth: a code verified (a new account, its profile, default
 * tags and session in one batch; a code-made session may reset the password: auth/password-change), a password
 * checked (rate limited per email and IP and per email overall). Cookies and HTTP stay in routes/auth.
 */
import type { SessionResponse } from '@mynd/shared';
import { INVALID_CREDENTIALS_MESSAGE, TOO_MANY_REQUESTS_MESSAGE } from '@mynd/shared';
import { consumeCode } from '../auth/codes.js';
import { dummyPasswordHash, verifyPassword } from '../auth/password.js';
import { hitRateLimits } from '../auth/rate-limit.js';
import { newSession } from '../auth/session.js';
import { findUserByEmail, toUser, type UserRow } from '../auth/users.js';
import type { Db } from '../db/client.js';
import { users } from '../db/schema.js';
import { RateLimitedError, UnauthorizedError } from '../lib/errors.js';
import { newId } from '../lib/ids.js';
import { ensureProfileQuery } from './profile.js';
import { defaultTagsQuery } from './tags.js';

const SIGN_IN_ATTEMPTS_PER_15_MIN = 10;
const SIGN_IN_ATTEMPTS_PER_EMAIL_PER_15_MIN = 50;

export interface SignedIn {
  user: UserRow;
  session: { token: string; expiresAt: Date };
  isNewUser?: boolean;
}

/** The answer of every successful sign-in (the route also sets the token as the cookie). */
export function sessionBody({ user, session, isNewUser }: SignedIn): SessionResponse {
  const body: SessionResponse = {
    user: toUser(user),
    token: session.token,
    expiresAt: session.expiresAt.toISOString(),
  };
  if (isNewUser !== undefined) body.isNewUser = isNewUser;
  return body;
}

async function sessionFor(
  db: Db,
  user: UserRow,
  at: Date,
  isNewUser?: boolean,
  options?: { byCode: true },
): Promise<SignedIn> {
  const session = newSession(db, user.id, at, options);
  await session.insert;
  return { user, session, isNewUser };
}

/** Consumes the emailed code and signs in; the account is created on first use. */
export async function signInWithCode(db: Db, input: { email: string; code: string; now: Date }) {
  const { email, now: at } = input;
  await consumeCode(db, input);
  const existing = await findUserByEmail(db, email);
  if (existing) return sessionFor(db, existing, at, false, { byCode: true });
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
    return sessionFor(db, raced, at, false, { byCode: true });
  }
  return { user, session, isNewUser: true } satisfies SignedIn;
}

/** Signs in with email and password; 429 past the attempt limits, 401 for wrong credentials. */
export async function signInWithPassword(
  db: Db,
  input: { email: string; password: string; ip: string; now: Date },
): Promise<SignedIn> {
  const { email, password, ip, now } = input;
  // Per email and IP, so one attacker cannot lock the owner out; per email overall, so many IPs cannot guess freely.
  const refused = await hitRateLimits(
    db,
    [
      { key: `sign-in:${email}:${ip}`, limit: SIGN_IN_ATTEMPTS_PER_15_MIN, windowSeconds: 900 },
      { key: `sign-in:${email}`, limit: SIGN_IN_ATTEMPTS_PER_EMAIL_PER_15_MIN, windowSeconds: 900 },
    ],
    now,
  );
  if (refused) throw new RateLimitedError(TOO_MANY_REQUESTS_MESSAGE, refused.retryAfter);
  const user = await findUserByEmail(db, email);
  // Unknown emails and accounts without a password verify against a dummy hash: same work, same answer.
  const ok = await verifyPassword(password, user?.passwordHash ?? dummyPasswordHash());
  if (!user?.passwordHash || !ok) throw new UnauthorizedError(INVALID_CREDENTIALS_MESSAGE);
  return sessionFor(db, user, now);
}
