/**
 * @module security — the response headers of the web app and the API, declared once: the Worker and the
 * Node host send them with Hono's `secureHeaders` (worker/src/middleware/security-headers.ts), and the web
 * build writes the same values into `dist/_headers` for Cloudflare's static assets (web/vite.config.ts).
 *
 * The Content-Security-Policy allows only what the web app loads: its own scripts (no inline script — the
 * theme script is a file), its own styles plus the style elements libraries insert at run time (toasts),
 * images and fonts of its own or inlined as data: URLs, the API and live updates on the same origin, and —
 * for the installable web app — a service worker and a manifest of its own. No one may frame it.
 */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  mediaSrc: ["'self'", 'blob:'],
  workerSrc: ["'self'"],
  manifestSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
} as const satisfies Record<string, readonly string[]>;

/**
 * The policy of the API's data answers (JSON, the event stream, the calendar feed): nothing may load from them or
 * frame them — OWASP's REST Security Cheat Sheet's `frame-ancestors 'none'` for every API response, with
 * `default-src 'none'` for a browser that opens one as a page. Only documents (HTML) get the web app's policy above.
 */
export const API_CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'none'"],
  frameAncestors: ["'none'"],
} as const satisfies Record<string, readonly string[]>;

export const REFERRER_POLICY = 'strict-origin-when-cross-origin';
/** Two years, subdomains included: sent only when the app's origin is https. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains';
/** Vite puts a content hash in every file name under /assets/: such a URL never changes its content. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

/** `defaultSrc` → `default-src`; the header value of the policy above (or of a variant of it). */
export function contentSecurityPolicy(
  policy: Record<string, readonly string[]> = CONTENT_SECURITY_POLICY,
): string {
  return Object.entries(policy)
    .map(([name, values]) => `${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)} ${values.join(' ')}`)
    .join('; ');
}

/**
 * The policy of the interactive API reference (`GET /api/docs`, Scalar) alone: the same, plus the page's inline
 * start-up script, which carries this request's nonce. Its bundle is a file of our own origin
 * (`API_REFERENCE_BUNDLE`, copied from the package by the web build), never a CDN.
 */
export function apiReferenceContentSecurityPolicy(nonce: string): string {
  const scriptSrc = [...CONTENT_SECURITY_POLICY.scriptSrc, `'nonce-${nonce}'`];
  return contentSecurityPolicy({ ...CONTENT_SECURITY_POLICY, scriptSrc });
}

/** Where the web build puts Scalar's standalone bundle (web/vite.config.ts); the reference page loads it. */
export const API_REFERENCE_BUNDLE = '/vendor/scalar/standalone.js';

/** The headers every response of the web app carries (what `secureHeaders` sends, as plain name → value). */
export function webAppHeaders(options: { https: boolean }): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(),
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': REFERRER_POLICY,
    'Cross-Origin-Opener-Policy': 'same-origin',
    ...(options.https ? { 'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY } : {}),
  };
}

/**
 * Cloudflare's `_headers` file for the static assets (served without running the Worker): the headers above
 * on every path (the assets are only ever served over https there), and `immutable` for hashed assets.
 */
export function cloudflareHeadersFile(): string {
  const lines = ['/*'];
  for (const [name, value] of Object.entries(webAppHeaders({ https: true })))
    lines.push(`  ${name}: ${value}`);
  lines.push('/assets/*', `  Cache-Control: ${IMMUTABLE_CACHE}`);
  return `${lines.join('\n')}\n`;
}
