/**
 * @module auth/middleware — the session check: the session from the `mynd_session` cookie (web app) or an
 * `Authorization: Bearer` token (extension), checked in one round trip (session ⋈ user); anything else is
 * 401 "User not authenticated or session expired". Every route under a signed-in prefix gets it from
 * middleware/api-request (`checkSession`, no middleware of its own); a route elsewhere that needs a session
 * lists `requireUser`. A session answered from memory (the Node host) is checked without a promise.
 */
import { NOT_AUTHENTICATED_MESSAGE } from '@mynd/shared';
import type { Context, MiddlewareHandler, Next } from 'hono';
import type { AppEnv } from '../app-env.js';
import { now } from '../lib/clock.js';
import { UnauthorizedError } from '../lib/errors.js';
import { whenReady } from '../lib/when-ready.js';
import { readBearerToken, readSessionCookie, setSessionCookie } from './cookie.js';
import { type SessionInfo, validateSession } from './session.js';

export const notAuthenticated = () => new UnauthorizedError(NOT_AUTHENTICATED_MESSAGE);

/** Checks the request's session (401 without a valid one), puts its user in the context, then runs `next`. */
export function checkSession(c: Context<AppEnv>, next: Next): Promise<void> {
  const bearer = readBearerToken(c.req.header('authorization'));
  const token = bearer ?? readSessionCookie(c);
  if (!token) throw notAuthenticated();
  const session = validateSession(c.get('deps').db, token, now(c), c.get('reads'));
  return whenReady(session, (s) => signedIn(c, token, bearer, s, next));
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
  c.set('user', session.user);
  c.set('userContext', session.context);
  c.set('session', { token, via: bearer ? 'bearer' : 'cookie', expiresAt: session.expiresAt });
  return next();
}

/** The session check as a middleware of its own (the routes outside the signed-in prefixes that need one). */
export const requireUser: MiddlewareHandler<AppEnv> = (c, next) => checkSession(c, next);
