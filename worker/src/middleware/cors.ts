/**
 * @module middleware/cors — CORS headers only for the configured extension origins (Bearer auth, no
 * credentials) and APP_ORIGIN (with credentials, for a web app served from another host). Nothing broader.
 * The headers of each allowed origin are made once per app (middleware/api-request sends them).
 */
import type { AppConfig } from '../env.js';

const ALLOW_METHODS = 'GET, POST, PUT, PATCH, DELETE, OPTIONS';
const ALLOW_HEADERS = 'Authorization, Content-Type, X-Time-Zone';

export type CorsHeaders = readonly (readonly [name: string, value: string])[];

export interface CorsPolicy {
  /** The CORS headers for a request from `origin`, or undefined: no CORS for it (none, or not allowed). */
  headersFor(origin: string | undefined): CorsHeaders | undefined;
  /** The answer to a preflight from an allowed origin. */
  preflight(headers: CorsHeaders): Response;
}

export function corsPolicy(config: Pick<AppConfig, 'appOrigin' | 'extensionOrigins'>): CorsPolicy {
  const allowed = new Map<string, CorsHeaders>();
  for (const origin of config.extensionOrigins)
    allowed.set(origin, [
      ['Access-Control-Allow-Origin', origin],
      ['Vary', 'Origin'],
    ]);
  // The app's own origin gets credentials, also when it is listed as an extension origin too.
  allowed.set(config.appOrigin, [
    ['Access-Control-Allow-Origin', config.appOrigin],
    ['Vary', 'Origin'],
    ['Access-Control-Allow-Credentials', 'true'],
  ]);
  return {
    headersFor: (origin) => (origin ? allowed.get(origin) : undefined),
    preflight: (headers) =>
      new Response(null, {
        status: 204,
        headers: {
          ...Object.fromEntries(headers),
          'Access-Control-Allow-Methods': ALLOW_METHODS,
          'Access-Control-Allow-Headers': ALLOW_HEADERS,
          'Access-Control-Max-Age': '600',
        },
      }),
  };
}
