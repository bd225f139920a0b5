/**
 * @module middleware/security-headers — Hono's `secureHeaders` with the policy declared in @mynd/shared/security:
 * the web app's Content-Security-Policy (frame-ancestors 'none', no inline script), nosniff, DENY framing, a
 * Referrer-Policy, and HSTS only when the app's origin is https (a local http run must not pin https). A header
 * the handler set itself is kept: only the API reference page does, for its nonce (routes/reference.ts).
 */
import { CONTENT_SECURITY_POLICY, REFERRER_POLICY, STRICT_TRANSPORT_SECURITY } from '@mynd/shared/security';
import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

export function securityHeaders(appOrigin: string): MiddlewareHandler {
  const csp = Object.fromEntries(Object.entries(CONTENT_SECURITY_POLICY).map(([k, v]) => [k, [...v]]));
  return secureHeaders({
    contentSecurityPolicy: csp,
    xFrameOptions: 'DENY',
    referrerPolicy: REFERRER_POLICY,
    crossOriginOpenerPolicy: 'same-origin',
    strictTransportSecurity: appOrigin.startsWith('https://') ? STRICT_TRANSPORT_SECURITY : false,
    overwrite: false,
  });
}
