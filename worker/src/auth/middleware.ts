/**
 * @module auth/middleware — the session check: the session from the `mynd_session` cookie (web app) or an
 * `Authorization: Bearer` token (extension), checked in one read (session ⋈ user); anything else is
 * 401 "User not authenticated or session expired". Every route under a signed-in prefix gets it from
 * middleware/api-request (`checkSession`, no middleware of its own); a route elsewhere that needs a session
 * lists `requireUser`. A session answered from memory (the Node host) is checked without a promise.
 *
 * A request under a signed-in prefix whose token names its user (auth/tokens), on a host that keeps no answers
 * in memory (Workers, Turso, sqld: there the check is a round trip of its own), is checked in its first round
 * trip instead (db/first-read): the route runs with the named user's id; the session read rides in front of the
 * route's first statement, and the route gets no result before the session is found valid for that very user.
 * When that first batch writes, a guard statement in front of it fails for anyone else, and the batch's
 * transaction with it: nothing is written. Anything going outside the database (the model, mail, the event
 * stream: app.ts) waits for the check, and a route that touched nothing is checked before its answer leaves.
 * Such a route has `userId` at once; `user`, `session` and `userContext` once its first statement ran (the check
 * sets them). `requireUser` routes and old tokens are checked first, as are all on the Node host's embedded
 * file (its sessions are in memory).
 */
import type { ResultSet } from '@libsql/client';
import { NOT_AUTHENTICATED_MESSAGE } from '@mynd/shared';
import type { Context, MiddlewareHandler, Next } from 'hono';
import type { AppEnv } from '../app-env.js';
import { withFirstRead } from '../db/first-read.js';
import { computeEveryRead } from '../db/request-reads.js';
import { now } from '../lib/clock.js';
import { UnauthorizedError } from '../lib/errors.js';
import { whenReady } from '../lib/when-ready.js';
import { readBearerToken, readSessionCookie, SESSION_COOKIE, setSessionCookie } from './cookie.js';
import {
  type SessionInfo,
  type StoredSession,
  sessionAt,
  sessionRead,
  sessionStanding,
  validateSession,
} from './session.js';
import { claimedUserId } from './tokens.js';

export const notAuthenticated = () => new UnauthorizedError(NOT_AUTHENTICATED_MESSAGE);

/**
 * Checks the request's session (401 without a valid one), puts its user in the context, then runs `next`.
 * `mayRide`: the check may ride in the route's first round trip (see the module's doc).
 */
export function checkSession(c: Context<AppEnv>, next: Next, mayRide = false): Promise<void> {
  const bearer = readBearerToken(c.req.header('authorization'));
  const token = bearer ?? readSessionCookie(c);
  if (!token) throw notAuthenticated();
  const reads = c.get('reads');
  const claimed = claimedUserId(token);
  if (mayRide && claimed && reads === computeEveryRead) {
    return checkWithFirstRead(c, token, bearer, claimed, next);
  }
  const session = validateSession(c.get('deps').db, token, now(c), reads);
  return whenReady(session, (s) => signedIn(c, token, bearer, s, next));
}

/** The session check riding in the route's first round trip (see the module's doc). */
function checkWithFirstRead(
  c: Context<AppEnv>,
  token: string,
  bearer: string | undefined,
  userId: string,
  next: Next,
): Promise<void> {
  const { db } = c.get('deps');
  const at = now(c);
  const read = sessionRead(db, token);
  let stored: StoredSession | undefined;
  const rider = {
    statement: read.statement,
    guard: read.guard(userId, at.getTime()),
    settle(answer: ResultSet) {
      const found = read.storedFrom(answer);
      if (
        !found ||
        found.user.id !== userId ||
        sessionStanding(found.expiresAtMs, at.getTime()) === 'expired'
      )
        throw notAuthenticated();
      stored = found;
      // From here on the route may read them (after its first statement).
      putSession(c, token, bearer, { ...found, expiresAt: new Date(found.expiresAtMs) });
    },
  };
  c.set('userId', userId);
  return withFirstRead(db.$client, rider, next).then(
    async () => {
      // Due to be extended (less than half of its time left): one write, and the cookie again — unless the
      // route's answer sets the cookie itself (the account deleted: cleared).
      const session = await sessionAt(db, read.id, stored!, at);
      const cookieSet = c.res.headers.get('set-cookie')?.includes(`${SESSION_COOKIE}=`);
      if (session?.fresh && !bearer && !cookieSet)
        setSessionCookie(c, c.get('deps').config.appOrigin, token, session.expiresAt);
    },
    (error: unknown) => {
      // Refused (or failed): an answer the route made (an event stream) is let go unread.
      void c.res.body?.cancel().catch(() => undefined);
      throw error;
    },
  );
}

function signedIn(
  c: Context<AppEnv>,
  token: string,
  bearer: string | undefined,
  session: SessionInfo | null,
  next: Next,
): Promise<void> {
  if (!session) throw notAuthenticated();
  if (session.fresh && !bearer) setSessionCookie(c, c.get('deps').config.appOrigin, token, session.expiresAt);
  c.set('userId', session.user.id);
  putSession(c, token, bearer, session);
  return next();
}

/** The checked session's user, AI context and token in the request's context. */
function putSession(
  c: Context<AppEnv>,
  token: string,
  bearer: string | undefined,
  session: Pick<SessionInfo, 'user' | 'context' | 'expiresAt'>,
): void {
  c.set('user', session.user);
  c.set('userContext', session.context);
  c.set('session', { token, via: bearer ? 'bearer' : 'cookie', expiresAt: session.expiresAt });
}

/** The session check as a middleware of its own (the routes outside the signed-in prefixes that need one). */
export const requireUser: MiddlewareHandler<AppEnv> = (c, next) => checkSession(c, next);
