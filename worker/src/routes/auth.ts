/**
 * @module routes/auth — the handlers of contract.auth: sign-up/sign-in by emailed code, passwords, the session
 * user, sign-out. Successful sign-ins answer the token (extension, Bearer) and set it as the HttpOnly cookie (web
 * app). The flows themselves are services/auth.
 */
import { contract } from '@mynd/shared';
import type { Context } from 'hono';
import type { AppEnv } from '../app-env.js';
import { sendCode } from '../auth/codes.js';
import { clearSessionCookie, setSessionCookie } from '../auth/cookie.js';
import { requireUser } from '../auth/middleware.js';
import { changePassword } from '../auth/password-change.js';
import { invalidateSession } from '../auth/session.js';
import { clientIp } from '../lib/client-ip.js';
import { now } from '../lib/clock.js';
import { route, routes } from '../lib/openapi.js';
import { type SignedIn, sessionBody, signInWithCode, signInWithPassword } from '../services/auth.js';

const { auth } = contract;

/** A successful sign-in: the session token for the extension and the cookie for the web app. */
function sessionAnswer(c: Context<AppEnv>, signedIn: SignedIn) {
  const { token, expiresAt } = signedIn.session;
  setSessionCookie(c, c.get('deps').config.appOrigin, token, expiresAt);
  return c.json(sessionBody(signedIn), 200);
}

export const authRoutes = routes()
  .openapi(route(auth.sendCode), async (c) => {
    const { email } = c.req.valid('json');
    const { db, mailer } = c.get('deps');
    const { retryAfter } = await sendCode(db, mailer, { email, ip: clientIp(c), now: now(c) });
    return c.json({ sent: true as const, retryAfter }, 200);
  })
  .openapi(route(auth.verifyCode), async (c) => {
    const { email, code } = c.req.valid('json');
    return sessionAnswer(c, await signInWithCode(c.get('deps').db, { email, code, now: now(c) }));
  })
  .openapi(route(auth.signIn), async (c) => {
    const { email, password } = c.req.valid('json');
    const input = { email, password, ip: clientIp(c), now: now(c) };
    return sessionAnswer(c, await signInWithPassword(c.get('deps').db, input));
  })
  .openapi(route(auth.signOut, [requireUser]), async (c) => {
    const { db, config } = c.get('deps');
    await invalidateSession(db, c.get('session').token);
    clearSessionCookie(c, config.appOrigin);
    return c.json({ ok: true as const }, 200);
  })
  // Nothing to wait for once the session is checked: answered without a promise (lib/layered-router).
  .openapi(route(auth.me, [requireUser]), (c) =>
    c.json({ user: c.get('user'), expiresAt: c.get('session').expiresAt.toISOString() }, 200),
  )
  .openapi(route(auth.changePassword, [requireUser]), async (c) => {
    const { currentPassword, newPassword } = c.req.valid('json');
    const { otherSessionsEnded } = await changePassword(c.get('deps').db, {
      userId: c.get('userId'),
      sessionToken: c.get('session').token,
      currentPassword,
      newPassword,
      now: now(c),
    });
    return c.json(
      { ok: true as const, otherSessionsEnded, user: { ...c.get('user'), hasPassword: true } },
      200,
    );
  });
