/**
 * @module worker — the Cloudflare Workers host: the same `createApp` as on Node, with Turso (libSQL over HTTP
 * through `@libsql/client/web`) for storage, a `UserEvents` Durable Object per user for live updates, and the
 * web app (web/dist) served from the `ASSETS` binding with a single-page-app fallback.
 *
 * Nothing here may need Node: the Worker bundle is built from this file (see wrangler.toml).
 */
import { createClient } from '@libsql/client/web';
import { NOT_FOUND_MESSAGE } from '@mynd/shared';
import { IMMUTABLE_CACHE, webAppHeaders } from '@mynd/shared/security';
import type { ExecutionContext } from 'hono';
import { aiProviderFromConfig } from './ai/provider.js';
import { createApp } from './app.js';
import { createDb } from './db/client.js';
import { type AppConfig, ConfigError, parseEnv } from './env.js';
import { DurableObjectEventBus, type UserEventsNamespace } from './events/durable-object.js';
import { createMailer } from './mail/index.js';
import { type CleanupResult, cleanExpired } from './services/cleanup.js';

export { UserEvents } from './events/durable-object.js';

/** The bindings of wrangler.toml; vars and secrets arrive as strings beside them. */
export interface WorkerEnv {
  ASSETS: { fetch(request: Request): Promise<Response> };
  USER_EVENTS: UserEventsNamespace;
  [name: string]: unknown;
}

type App = ReturnType<typeof createApp>;

/**
 * One app per isolate and configuration: a deployment's env never changes, and keeping the app keeps the
 * console mailer's dev outbox and spares re-parsing config on every request. Keyed by the string vars (the
 * runtime does not promise the env object's identity); the env object seen before finds its app without
 * building that key, which is on every request's path (a profile in workerd showed the key's sort with
 * `localeCompare` costing ~1.8 ms of CPU per request). Holding the libSQL web client is safe: it opens a fresh
 * fetch per query, never an I/O object bound to an earlier request.
 */
const apps = new Map<string, App>();
const appsByEnv = new WeakMap<WorkerEnv, App>();
const MAX_APPS = 4;

function stringsOf(env: WorkerEnv): Record<string, string | undefined> {
  const strings: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries(env)) if (typeof value === 'string') strings[name] = value;
  return strings;
}

function appFor(env: WorkerEnv): App {
  const seen = appsByEnv.get(env);
  if (seen) return seen;
  const app = appForStrings(env);
  appsByEnv.set(env, app);
  return app;
}

function appForStrings(env: WorkerEnv): App {
  const strings = stringsOf(env);
  const key = JSON.stringify(Object.entries(strings).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  const cached = apps.get(key);
  if (cached) return cached;

  const config = parseEnv(strings);
  requireRemoteDatabase(config);
  const client = createClient({ url: config.databaseUrl, authToken: config.libsqlAuthToken });
  const app = createApp({
    db: createDb(client),
    ai: aiProviderFromConfig(config),
    mailer: createMailer(config),
    events: new DurableObjectEventBus(env.USER_EVENTS),
    config,
  });
  // More than one configuration per isolate only happens in tests; keep a few, not every one ever seen.
  if (apps.size >= MAX_APPS) apps.delete(apps.keys().next().value as string);
  apps.set(key, app);
  return app;
}

function requireRemoteDatabase(config: AppConfig): void {
  // ws(s):// is refused too: a WebSocket opened by one request cannot serve the next one on Workers.
  if (!/^(libsql|https?):\/\//.test(config.databaseUrl)) {
    throw new ConfigError(
      'Invalid configuration:\n  DATABASE_URL: on Workers it must be a Turso libsql:// (or https://) URL; ' +
        'set it with `wrangler secret put DATABASE_URL`',
    );
  }
}

/** A broken deployment answers with a clear 503 (details in the logs), never the platform's error page. */
function misconfigured(error: ConfigError): Response {
  console.error(error.message);
  return Response.json(
    {
      error: {
        code: 'misconfigured',
        message: 'The server is not configured correctly. See the Worker logs.',
      },
    },
    { status: 503 },
  );
}

/**
 * /assets/* (hashed build files) reach the Worker first: a file that exists is served `immutable`; one that
 * does not — a chunk of an older deploy — answers 404 instead of the SPA's index.html, so the browser sees a
 * failed load (the web app then reloads once) rather than HTML parsed as JavaScript.
 */
async function hashedAsset(request: Request, env: WorkerEnv): Promise<Response> {
  const res = await env.ASSETS.fetch(request);
  const type = res.headers.get('content-type') ?? '';
  if (res.status === 404 || (res.ok && type.startsWith('text/html'))) {
    return new Response(NOT_FOUND_MESSAGE, {
      status: 404,
      headers: { ...webAppHeaders({ https: true }), 'content-type': 'text/plain; charset=utf-8' },
    });
  }
  if (!res.ok) return res;
  const headers = new Headers(res.headers);
  for (const [name, value] of Object.entries(webAppHeaders({ https: true }))) headers.set(name, value);
  headers.set('Cache-Control', IMMUTABLE_CACHE);
  return new Response(res.body, { status: res.status, headers });
}

function isApiPath(pathname: string): boolean {
  return pathname === '/api' || pathname.startsWith('/api/');
}

/**
 * The cron trigger of wrangler.toml (hourly): expired sessions, codes, rate-limit rows and stale locks are
 * deleted in one batch (services/cleanup.ts), outside any request.
 */
export async function scheduledCleanup(env: WorkerEnv, now: Date = new Date()): Promise<CleanupResult> {
  const config = parseEnv(stringsOf(env));
  requireRemoteDatabase(config);
  const client = createClient({ url: config.databaseUrl, authToken: config.libsqlAuthToken });
  try {
    const removed = await cleanExpired(createDb(client), now);
    console.log(`cleanup: ${JSON.stringify(removed)}`);
    return removed;
  } finally {
    client.close();
  }
}

export default {
  async scheduled(_controller: unknown, env: WorkerEnv, ctx: ExecutionContext): Promise<void> {
    ctx.waitUntil(scheduledCleanup(env));
  },

  async fetch(request: Request, env: WorkerEnv, ctx: ExecutionContext): Promise<Response> {
    if (isApiPath(new URL(request.url).pathname)) {
      let app: App;
      try {
        app = appFor(env);
      } catch (error) {
        if (error instanceof ConfigError) return misconfigured(error);
        throw error;
      }
      return app.fetch(request, env, ctx);
    }
    // Only reached for paths wrangler routes to the Worker first; assets answer the rest (SPA fallback included).
    if (new URL(request.url).pathname.startsWith('/assets/')) return hashedAsset(request, env);
    return env.ASSETS.fetch(request);
  },
};
