/**
 * @module middleware/cors — CORS headers only for the configured extension origins (Bearer auth, no
 * credentials) and APP_ORIGIN (with credentials, for a web app served from another host). Nothing broader.
 */
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env.js';

const ALLOW_METHODS = 'GET, POST, PUT, PATCH, DELETE, OPTIONS';
const ALLOW_HEADERS = 'Authorization, Content-Type, X-Time-Zone';

export const corsPolicy = createMiddleware<AppEnv>(async (c, next) => {
  const origin = c.req.header('origin');
  const { appOrigin, extensionOrigins } = c.get('deps').config;
  const isExtension = !!origin && extensionOrigins.includes(origin);
  const isApp = !!origin && origin === appOrigin;
  if (!isExtension && !isApp) return next();

  const headers: Record<string, string> = { 'Access-Control-Allow-Origin': origin, Vary: 'Origin' };
  if (isApp) headers['Access-Control-Allow-Credentials'] = 'true';
  if (c.req.method === 'OPTIONS' && c.req.header('access-control-request-method')) {
    return new Response(null, {
      status: 204,
      headers: {
        ...headers,
        'Access-Control-Allow-Methods': ALLOW_METHODS,
        'Access-Control-Allow-Headers': ALLOW_HEADERS,
        'Access-Control-Max-Age': '600',
      },
    });
  }
  // Set before the handler too, so the answer is built with them (middleware/response-frame); set again after
  // it, for a response made without the context (an event stream).
  for (const [k, v] of Object.entries(headers)) c.header(k, v);
  await next();
  for (const [k, v] of Object.entries(headers)) c.res.headers.set(k, v);
});
