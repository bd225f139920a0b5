/**
 * @module auth/middleware — `requireUser`: the session from the `mynd_session` cookie (web app) or an
 * `Authorization: Bearer` token (extension), checked in one round trip (session ⋈ user); anything else is
 * 401 "User not authenticated or session expired".
 */
import { NOT_AUTHENTICATED_MESSAGE } from '@mynd/shared';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env.js';
import { now } from '../lib/clock.js';
import { UnauthorizedError } from '../lib/errors.js';
import { readBearerToken, readSessionCookie, setSessionCookie } from './cookie.js';
import { validateSession } from './session.js';

export const notAuthenticated = () => new UnauthorizedError(NOT_AUTHENTICATED_MESSAGE);

export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  const bearer = readBearerToken(c.req.header('authorization'));
  const token = bearer ?? readSessionCookie(c);
  if (!token) throw notAuthenticated();
  const { db, config } = c.get('deps');
  const session = await validateSession(db, token, now(c), c.get('reads'));
  if (!session) throw notAuthenticated();
  if (session.fresh && !bearer) setSessionCookie(c, config.appOrigin, token, session.expiresAt);
  c.set('userId', session.user.id);
  c.set('user', session.user);
  c.set('userContext', session.context);
  c.set('session', { token, via: bearer ? 'bearer' : 'cookie', expiresAt: session.expiresAt });
  await next();
});
