/**
 * @module middleware/security-headers — the security headers of every response, with the policy declared in
 * @mynd/shared/security: the web app's Content-Security-Policy (frame-ancestors 'none', no inline script),
 * nosniff, DENY framing, a Referrer-Policy, and HSTS only when the app's origin is https (a local http run must
 * not pin https).
 *
 * Two ways to send the same list:
 *  - `securityHeaders(appOrigin)`: Hono's `secureHeaders`, for the Node host's static site;
 *  - `securityHeaderList(appOrigin)`: the same names and values as one frozen list made once per origin, which
 *    the API sets before its handler runs (middleware/response-frame), so a response built with the context
 *    already carries them.
 *    `secureHeaders` instead checks and sets each header on the finished response (a `has` and a `set` per
 *    header, ~10 µs per request on Node). A header the handler sets itself still wins (only the API reference
 *    page does, for its nonce: routes/reference.ts), as with `secureHeaders({ overwrite: false })`.
 * test/node/security-headers.test.ts checks that both send exactly the same headers.
 */
import {
  CONTENT_SECURITY_POLICY,
  contentSecurityPolicy,
  REFERRER_POLICY,
  STRICT_TRANSPORT_SECURITY,
} from '@mynd/shared/security';
import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

const isHttps = (appOrigin: string) => appOrigin.startsWith('https://');

export function securityHeaders(appOrigin: string): MiddlewareHandler {
  const csp = Object.fromEntries(Object.entries(CONTENT_SECURITY_POLICY).map(([k, v]) => [k, [...v]]));
  return secureHeaders({
    contentSecurityPolicy: csp,
    xFrameOptions: 'DENY',
    referrerPolicy: REFERRER_POLICY,
    crossOriginOpenerPolicy: 'same-origin',
    strictTransportSecurity: isHttps(appOrigin) ? STRICT_TRANSPORT_SECURITY : false,
    overwrite: false,
  });
}

export type HeaderList = readonly (readonly [name: string, value: string])[];

const lists = new Map<string, HeaderList>();

/** What `securityHeaders(appOrigin)` sends (its defaults and our policy), as name/value pairs, made once. */
export function securityHeaderList(appOrigin: string): HeaderList {
  const https = isHttps(appOrigin);
  let list = lists.get(String(https));
  if (!list) {
    const pairs: [string, string][] = [
      ['Cross-Origin-Resource-Policy', 'same-origin'],
      ['Cross-Origin-Opener-Policy', 'same-origin'],
      ['Origin-Agent-Cluster', '?1'],
      ['Referrer-Policy', REFERRER_POLICY],
      ...(https ? [['Strict-Transport-Security', STRICT_TRANSPORT_SECURITY] as [string, string]] : []),
      ['X-Content-Type-Options', 'nosniff'],
      ['X-DNS-Prefetch-Control', 'off'],
      ['X-Download-Options', 'noopen'],
      ['X-Frame-Options', 'DENY'],
      ['X-Permitted-Cross-Domain-Policies', 'none'],
      ['X-XSS-Protection', '0'],
      ['Content-Security-Policy', contentSecurityPolicy()],
    ];
    list = Object.freeze(pairs.map((pair) => Object.freeze(pair)));
    lists.set(String(https), list);
  }
  return list;
}
