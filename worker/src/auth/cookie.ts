/**
 * @module auth/cookie — the `mynd_session` cookie: HttpOnly, SameSite=Lax, Path=/, Secure on https origins.
 */
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';

export const SESSION_COOKIE = 'mynd_session';

function secure(appOrigin: string): boolean {
  return appOrigin.startsWith('https:');
}

export function setSessionCookie(c: Context, appOrigin: string, token: string, expiresAt: Date): void {
  setCookie(c, SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
    secure: secure(appOrigin),
    expires: expiresAt,
  });
}

export function clearSessionCookie(c: Context, appOrigin: string): void {
  deleteCookie(c, SESSION_COOKIE, { path: '/', secure: secure(appOrigin), httpOnly: true, sameSite: 'Lax' });
}

export function readSessionCookie(c: Context): string | undefined {
  return getCookie(c, SESSION_COOKIE) || undefined;
}

export function readBearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1];
}
