/**
 * @module middleware/csrf — cookie-authenticated mutations must come from our own pages: their Origin (or, when
 * a browser omits it, Referer) must be APP_ORIGIN or the request's own origin. Bearer requests carry no ambient
 * credential and are exempt.
 */
import type { Context } from 'hono';
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

/** Throws 403 for a cookie-authenticated mutation from another site (middleware/api-request runs it). */
export function checkCsrf(c: Context<AppEnv>): void {
  if (SAFE_METHODS.has(c.req.method)) return;
  if (readBearerToken(c.req.header('authorization')) || !readSessionCookie(c)) return;
  const source = originOf(c.req.header('origin')) ?? originOf(c.req.header('referer'));
  const allowed = [c.get('deps').config.appOrigin, new URL(c.req.url).origin];
  if (!source || !allowed.includes(source)) throw new ForbiddenError(CSRF_MESSAGE);
}
