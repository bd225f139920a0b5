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
 *  4. CSRF (middleware/csrf), which exempts GET, HEAD and OPTIONS.
 * A step that refuses the request throws; the app's error handler answers it, with the CORS headers of step 1.
 */
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../app-env.js';
import type { AppConfig } from '../env.js';
import { corsPolicy } from './cors.js';
import { checkCsrf } from './csrf.js';
import { headerZone } from './time-zone.js';

const MB = 1024 * 1024;
/** JSON bodies are small; recorded audio (base64) for speech-to-text is the one large body. */
const BODY_LIMIT = 1 * MB;
const SPEECH_BODY_LIMIT = 15 * MB;

export function apiRequest(config: AppConfig): MiddlewareHandler<AppEnv> {
  const cors = corsPolicy(config);
  const jsonLimit: MiddlewareHandler = bodyLimit({ maxSize: BODY_LIMIT });
  const speechLimit: MiddlewareHandler = bodyLimit({ maxSize: SPEECH_BODY_LIMIT });
  return async (c, next) => {
    const method = c.req.method;
    const allowed = cors.headersFor(c.req.header('origin'));
    if (allowed) {
      if (method === 'OPTIONS' && c.req.header('access-control-request-method'))
        return cors.preflight(allowed);
      for (const [name, value] of allowed) c.header(name, value);
    }
    c.set('timeZone', headerZone(c));
    if (method === 'GET' || method === 'HEAD') await next();
    else
      await (c.req.path.startsWith('/api/speech-to-text') ? speechLimit : jsonLimit)(c, () => {
        checkCsrf(c);
        return next();
      });
    if (allowed) {
      const headers = c.res.headers;
      for (const [name, value] of allowed) {
        // A compressed answer varies by Accept-Encoding too (middleware/response-frame): keep both.
        if (name === 'Vary' && headers.get('Vary')?.includes(value)) continue;
        headers.set(name, value);
      }
    }
  };
}
