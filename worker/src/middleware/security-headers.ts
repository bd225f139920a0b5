/**
 * @module middleware/security-headers — the security headers of every response, with the policy declared in
 * @mynd/shared/security, in two kinds:
 *  - every answer (`answerHeaderList`): what protects a response whatever it holds — a Content-Security-Policy
 *    with frame-ancestors 'none' (the API's: `default-src 'none'` too), X-Frame-Options DENY for browsers
 *    that predate frame-ancestors, nosniff, the Referrer-Policy, Cross-Origin-Resource-Policy same-origin (no
 *    other site may load it as a resource), and HSTS only when the app's origin is https (a local http run must
 *    not pin https). These are the headers OWASP's REST Security Cheat Sheet asks of every API response, plus
 *    the Referrer-Policy and CORP;
 *  - a document (HTML): what Hono's `secureHeaders` sends with the web app's policy (`documentHeaderList`, or
 *    `securityHeaders(appOrigin)` as a middleware) — the same plus what only a page that a browser renders
 *    uses: Cross-Origin-Opener-Policy and Origin-Agent-Cluster (the browsing context the page opens in),
 *    X-DNS-Prefetch-Control (its links), X-Download-Options (IE's "open" of a download),
 *    X-Permitted-Cross-Domain-Policies (Flash/PDF policy files), X-XSS-Protection: 0 (the old XSS auditor, off).
 * The API answers data (JSON, the event stream, the calendar feed) with the first kind; its one page (the API
 * reference) and the Node host's static site (pages and files) with the second. Every header costs every answer:
 * node's `writeHead` checks each name and value by regular expression (the web app's policy alone is ~300
 * characters), ~5 µs of a task list's ~20 µs of JavaScript on Node; the six document headers told a program
 * reading JSON nothing.
 *
 * The API sets its list before the handler runs (middleware/response-frame), so a response built with the
 * context already carries it, and a header the handler sets itself still wins (the API reference page's own
 * policy, for its nonce: routes/reference.ts), as with `secureHeaders({ overwrite: false })`. Each list is made
 * once per origin kind and frozen. test/node/security-headers.test.ts pins which headers each kind carries.
 */
import {
  API_CONTENT_SECURITY_POLICY,
  CONTENT_SECURITY_POLICY,
  contentSecurityPolicy,
  REFERRER_POLICY,
  STRICT_TRANSPORT_SECURITY,
} from '@mynd/shared/security';
import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

const isHttps = (appOrigin: string) => appOrigin.startsWith('https://');

/** The headers of a document (the static site's pages and files), as Hono's `secureHeaders` middleware. */
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

const freeze = (pairs: [string, string][]): HeaderList =>
  Object.freeze(pairs.map((pair) => Object.freeze(pair)));
const hsts = (https: boolean): [string, string][] =>
  https ? [['Strict-Transport-Security', STRICT_TRANSPORT_SECURITY]] : [];

const ANSWER = [false, true].map((https) =>
  freeze([
    ['Content-Security-Policy', contentSecurityPolicy(API_CONTENT_SECURITY_POLICY)],
    ['Cross-Origin-Resource-Policy', 'same-origin'],
    ['Referrer-Policy', REFERRER_POLICY],
    ...hsts(https),
    ['X-Content-Type-Options', 'nosniff'],
    ['X-Frame-Options', 'DENY'],
  ]),
);

/** What `securityHeaders(appOrigin)` sends (its defaults and our policy), as name/value pairs. */
const DOCUMENT = [false, true].map((https) =>
  freeze([
    ['Cross-Origin-Resource-Policy', 'same-origin'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['Origin-Agent-Cluster', '?1'],
    ['Referrer-Policy', REFERRER_POLICY],
    ...hsts(https),
    ['X-Content-Type-Options', 'nosniff'],
    ['X-DNS-Prefetch-Control', 'off'],
    ['X-Download-Options', 'noopen'],
    ['X-Frame-Options', 'DENY'],
    ['X-Permitted-Cross-Domain-Policies', 'none'],
    ['X-XSS-Protection', '0'],
    ['Content-Security-Policy', contentSecurityPolicy()],
  ]),
);

/** The headers of every API answer that is not a document. */
export const answerHeaderList = (appOrigin: string): HeaderList => ANSWER[Number(isHttps(appOrigin))]!;

/** The headers of a document: what `securityHeaders(appOrigin)` sends. */
export const documentHeaderList = (appOrigin: string): HeaderList => DOCUMENT[Number(isHttps(appOrigin))]!;
