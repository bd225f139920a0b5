/**
 * @module middleware/csrf — cookie-authenticated mutations must come from our own pages: their Origin (or, when
 * a browser omits it, Referer) must be APP_ORIGIN or the request's own origin. Bearer requests carry no ambient
 * credential and are exempt.
 */
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env.js';
import { readBearerToken, readSessionCookie } from '../auth/cookie.js';
import { ForbiddenError } from '../lib/errors.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
export const CSRF_MESSAGE = 'Cross-site request refused';

function originOf(value: string | undefined): string | null {
  if (!value) return null;
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

export const csrfProtection = createMiddleware<AppEnv>(async (c, next) => {
  if (SAFE_METHODS.has(c.req.method)) return next();
  if (readBearerToken(c.req.header('authorization')) || !readSessionCookie(c)) return next();
  const source = originOf(c.req.header('origin')) ?? originOf(c.req.header('referer'));
  const allowed = [c.get('deps').config.appOrigin, new URL(c.req.url).origin];
  if (!source || !allowed.includes(source)) throw new ForbiddenError(CSRF_MESSAGE);
  await next();
});
