/**
 * @module middleware/api-request — what every request under /api goes through before its route, as one
 * middleware (each step was a middleware of its own; every layer costs every request a dispatch and a promise):
 *  1. CORS (middleware/cors): a preflight from an allowed origin is answered here; otherwise that origin's
 *     headers are set before the route runs (so an answer built with the context carries them, an error
 *     included) and again on the finished response (one made without the context: an event stream);
 *  2. the caller's zone from `X-Time-Zone` into `c.var.timeZone` (middleware/time-zone);
 *  3. the body limit: 1 MB, 15 MB for recorded audio. A GET or HEAD has no body (the Fetch API gives it none),
 *     and asking for one is not free: on Node, @hono/node-server builds a full Request for `req.body`, which
 *     the limit reads;
 *  4. CSRF (middleware/csrf), which exempts GET, HEAD and OPTIONS;
 *  5. under a signed-in prefix (`/api/tasks` and everything under it…), the session check (auth/middleware
 *     `checkSession`), as a middleware of its own for each prefix did: after CSRF, before the route; a read there
 *     may be checked in its own first round trip (such a route uses `userId` alone).
 * A step that refuses the request throws; the app's error handler answers it, with the CORS headers of step 1.
 * A request that needs nothing done after its route (no CORS origin) is passed on without a promise of its own.
 */
import type { Context, MiddlewareHandler, Next } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../app-env.js';
import { checkSession } from '../auth/middleware.js';
import type { AppConfig } from '../env.js';
import { whenReady } from '../lib/when-ready.js';
import { corsPolicy } from './cors.js';
import { checkCsrf } from './csrf.js';
import { headerZone } from './time-zone.js';

const MB = 1024 * 1024;
/** JSON bodies are small; recorded audio (base64) for speech-to-text is the one large body. */
const BODY_LIMIT = 1 * MB;
const SPEECH_BODY_LIMIT = 15 * MB;

/**
 * The path's signed-in prefix: `/api/x` for `/api/x` and `/api/x/…` — what Hono's pattern `/api/x/*` matches.
 */
function prefixOf(path: string): string {
  const end = path.indexOf('/', 5);
  return end === -1 ? path : path.slice(0, end);
}

/** `signedIn`: the prefixes (`/api/tasks`) under which every route needs a session. */
export function apiRequest(config: AppConfig, signedIn: readonly string[]): MiddlewareHandler<AppEnv> {
  const cors = corsPolicy(config);
  const jsonLimit: MiddlewareHandler = bodyLimit({ maxSize: BODY_LIMIT });
  const speechLimit: MiddlewareHandler = bodyLimit({ maxSize: SPEECH_BODY_LIMIT });
  const needsSession = new Set(signedIn);
  /** The steps after CORS: the zone, the body limit and CSRF, the session check, then the route. */
  const route = (c: Context<AppEnv>, next: Next, method: string): Promise<void> => {
    c.set('timeZone', headerZone(c));
    const path = c.req.path;
    const signedInRoute = needsSession.has(prefixOf(path)) ? () => checkSession(c, next, true) : next;
    if (method === 'GET' || method === 'HEAD') return signedInRoute();
    return (path.startsWith('/api/speech-to-text') ? speechLimit : jsonLimit)(c, () => {
      checkCsrf(c);
      return signedInRoute();
    }) as Promise<void>;
  };
  return (c, next) => {
    const method = c.req.method;
    const allowed = cors.headersFor(c.req.header('origin'));
    if (!allowed) return route(c, next, method);
    if (method === 'OPTIONS' && c.req.header('access-control-request-method'))
      return Promise.resolve(cors.preflight(allowed));
    for (const [name, value] of allowed) c.header(name, value);
    // The route's answer may be there already (lib/layered-router: no layer below waited).
    return whenReady(route(c, next, method), () => {
      const headers = c.res.headers;
      for (const [name, value] of allowed) {
        // A compressed answer varies by Accept-Encoding too (middleware/response-frame): keep both.
        if (name === 'Vary' && headers.get('Vary')?.includes(value)) continue;
        headers.set(name, value);
      }
    }) as Promise<void>;
  };
}
