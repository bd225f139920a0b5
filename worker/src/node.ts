/**
 * @module node — the Node host (`npm start`): opens and migrates the libSQL file database, builds the deps,
 * serves the API (`createApp`) under /api and the web app's static files from web/dist with an SPA fallback
 * (a small "Mynd API is running" page until the web app is built), and shuts down cleanly on SIGINT/SIGTERM.
 */
import { existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { NOT_FOUND_MESSAGE } from '@mynd/shared';
import { IMMUTABLE_CACHE } from '@mynd/shared/security';
import { type Context, Hono } from 'hono';
import { getPath } from 'hono/utils/url';
import { aiProviderFromConfig } from './ai/provider.js';
import { type AppDeps, createApp } from './app.js';
import { migrateDb } from './db/migrate.js';
import { openDatabase } from './db/open.js';
import { type AppConfig, ConfigError, parseEnv } from './env.js';
import { createMemoryEventHub } from './events/memory-hub.js';
import { answerReplay, type NodeBindings } from './lib/answer-replay.js';
import { nodeAnswerEncoder } from './lib/compression.js';
import { createMailer } from './mail/index.js';
import { securityHeaders } from './middleware/security-headers.js';
import { CLEANUP_INTERVAL_MS, cleanExpired } from './services/cleanup.js';

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const WEB_DIST = resolve(REPO_ROOT, 'web/dist');

/** `file:./data/mynd.db` is relative to the repository root (not the shell's directory); creates the folder. */
export function resolveDatabaseUrl(url: string, root = REPO_ROOT): string {
  if (!url.startsWith('file:')) return url;
  const path = url.slice('file:'.length);
  if (path === ':memory:') return url;
  const absolute = isAbsolute(path) ? path : resolve(root, path);
  mkdirSync(dirname(absolute), { recursive: true });
  return `file:${absolute}`;
}

const PLACEHOLDER_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Mynd</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; padding: 0 1rem">
<h1>Mynd API is running</h1>
<p>The web app has not been built yet (no <code>web/dist</code>). Run <code>npm run build -w @mynd/web</code>
and reload, or use the API directly: <a href="/api/health">/api/health</a>.</p>
</body></html>`;

const NO_CACHE_FILES = /^\/(?:sw\.js|registerSW\.js|workbox-[\w-]+\.js|manifest\.webmanifest|index\.html)?$/;
/** The static answers a build may have compressed copies of (web/scripts/precompress: text formats). */
const COMPRESSIBLE_TYPE = /^(?:text\/|application\/(?:javascript|json|manifest\+json|xml)|image\/svg\+xml)/;

/**
 * A copy written this long before its file is older than it. The build writes a file's copies after it, but a
 * copy of the whole dist (cp, Node's cpSync) may write a file's copy a few ms before the file itself.
 */
const COPY_TIME_SLACK_MS = 2000;

/**
 * Whether the compressed copies (.br, .gz) of the file a static request names are as new as the file (or there
 * are none): a file replaced after its copies were written is never sent as its older copy. A path serveStatic
 * would refuse, or a file that is not there, says no (it is then not found either way).
 */
function copiesAreCurrent(webDist: string, requestPath: string): boolean {
  if (requestPath.includes('..') || requestPath.includes('%')) return false;
  const file = join(webDist, requestPath.endsWith('/') ? `${requestPath}index.html` : requestPath);
  const stats = statSync(file, { throwIfNoEntry: false });
  if (!stats?.isFile()) return false;
  for (const suffix of ['.br', '.gz']) {
    const copy = statSync(`${file}${suffix}`, { throwIfNoEntry: false });
    if (copy && copy.mtimeMs < stats.mtimeMs - COPY_TIME_SLACK_MS) return false;
  }
  return true;
}

/** What the Node server calls for every request. */
export interface NodeApp {
  fetch(request: Request, env?: NodeBindings): Response | Promise<Response>;
}

/** The path as Hono routes by it: /api and everything under it is the API. */
function isApiRequest(request: Request): boolean {
  const path = getPath(request);
  return path === '/api' || path.startsWith('/api/');
}

/**
 * The API plus static files: a request under /api goes straight to the API app (which sets the same security
 * headers itself), anything else to the static site. Exported for tests; `startNodeHost` serves it.
 */
export function createNodeApp(
  deps: AppDeps,
  webDist = WEB_DIST,
  options: { replay?: boolean } = {},
): NodeApp {
  // A repeated read whose answer is kept is sent again before the app runs (lib/answer-replay). The bench turns it
  // off to show the app's own figure beside it.
  const replay = options.replay === false ? undefined : answerReplay(deps);
  const api = createApp(deps, { plainHeaders: true, encoder: nodeAnswerEncoder, replay });
  const site = new Hono();
  // The web app's pages and files carry the same headers as the API (CSP, nosniff, framing, HSTS on https).
  site.use('*', securityHeaders(deps.config.appOrigin));
  site.use('/assets/*', async (c, next) => {
    await next();
    // Vite puts a content hash in every asset name, so they never change under the same URL.
    if (c.res.status === 200) c.header('Cache-Control', IMMUTABLE_CACHE);
  });
  // The service worker, its registration, the manifest and the page must be checked on every load, or a new
  // version would wait for the browser's own expiry (the service worker spec caps sw.js at 24 h, not less).
  site.use('*', async (c, next) => {
    await next();
    if (c.res.status === 200 && NO_CACHE_FILES.test(c.req.path)) c.header('Cache-Control', 'no-cache');
  });
  // A request that sent Accept-Encoding could have been sent a compressed copy: its answer varies by that header
  // (serveStatic marks only the answers it sent compressed). One without it gets the same bytes as before.
  site.use('*', async (c, next) => {
    await next();
    const res = c.res;
    if (
      res.status === 200 &&
      c.req.header('accept-encoding') !== undefined &&
      !res.headers.has('Content-Encoding') &&
      COMPRESSIBLE_TYPE.test(res.headers.get('Content-Type') ?? '')
    )
      c.header('Vary', 'Accept-Encoding', { append: true });
  });
  // The web build writes a .br and a .gz copy beside each text file (web/scripts/precompress): a browser that
  // accepts one is sent it (br first), with Content-Encoding and Vary — unless the file changed after its copies
  // were written (a deploy that replaced the file alone): then the file itself, never its older copy.
  const files = serveStatic({ root: webDist });
  const compressedFiles = serveStatic({ root: webDist, precompressed: true });
  const accepts = (c: Context) => c.req.header('accept-encoding') !== undefined;
  site.use('*', (c, next) =>
    (accepts(c) && copiesAreCurrent(webDist, c.req.path) ? compressedFiles : files)(c, next),
  );
  const indexPage = serveStatic({ path: resolve(webDist, 'index.html'), precompressed: true });
  site.get('*', async (c, next) => {
    const index = resolve(webDist, 'index.html');
    const wantsPage = !/\.[a-z0-9]+$/i.test(c.req.path);
    if (!existsSync(index)) return c.html(PLACEHOLDER_PAGE, wantsPage ? 200 : 404);
    if (!wantsPage) return c.text(NOT_FOUND_MESSAGE, 404);
    c.header('Cache-Control', 'no-cache');
    // A browser gets the page's compressed copy; a request that accepts no coding the same answer as before.
    if (accepts(c) && copiesAreCurrent(webDist, '/index.html')) {
      const page = await indexPage(c, next);
      if (page) return page;
    }
    return c.html(readFileSync(index, 'utf8'));
  });
  // Not a route of the site: passing the API's requests through a second router (and a second round of
  // security headers, already set) cost every API request more than the router itself.
  return {
    fetch: (request, env) =>
      isApiRequest(request)
        ? ((env && replay?.answer(env.incoming)) ?? api.fetch(request, env))
        : site.fetch(request, env),
  };
}

export interface NodeHost {
  url: string;
  config: AppConfig;
  deps: AppDeps;
  close(): Promise<void>;
}

export async function startNodeHost(
  env: Record<string, string | undefined>,
  options: {
    webDist?: string;
    log?: (line: string) => void;
    cleanupIntervalMs?: number;
    /** Replay a repeated read's kept answer (lib/answer-replay); on unless false (the bench's app-path figure). */
    replay?: boolean;
  } = {},
): Promise<NodeHost> {
  const log = options.log ?? ((line: string) => console.log(line));
  const config = parseEnv(env);
  const databaseUrl = resolveDatabaseUrl(config.databaseUrl);
  const { client, db } = await openDatabase(databaseUrl, config.libsqlAuthToken);
  await migrateDb(db);
  const events = createMemoryEventHub();
  const deps: AppDeps = {
    db,
    ai: aiProviderFromConfig(config),
    mailer: createMailer(config),
    events,
    config,
  };
  const app = createNodeApp(deps, options.webDist, { replay: options.replay });
  // Expired sessions, codes and rate-limit rows are deleted hourly (the Workers host uses a cron trigger).
  const cleanup = setInterval(() => {
    cleanExpired(db, new Date()).catch((error: unknown) => log(`cleanup failed: ${String(error)}`));
  }, options.cleanupIntervalMs ?? CLEANUP_INTERVAL_MS);
  cleanup.unref();
  const hostname = config.host;
  const server = await new Promise<ReturnType<typeof serve>>((resolveServer, reject) => {
    const s = serve({ fetch: app.fetch, port: config.port, hostname }, () => resolveServer(s));
    s.once('error', reject);
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${hostname === '127.0.0.1' || hostname === '0.0.0.0' ? 'localhost' : hostname}:${port}`;

  log(`Mynd is running at ${url}`);
  log(`  database: ${databaseUrl.startsWith('file:') ? databaseUrl.slice(5) : databaseUrl}`);
  log(`  AI provider: ${deps.ai.name}${deps.ai.canTranscribe ? ' (with transcription)' : ''}`);
  log(
    config.mailProvider === 'console'
      ? `  mail: console — sign-in codes are printed here and listed at ${url}/api/dev/outbox`
      : `  mail: ${deps.mailer.name}`,
  );
  if (!existsSync(resolve(options.webDist ?? WEB_DIST, 'index.html'))) {
    log('  web app: not built yet (serving a placeholder page)');
  }

  let closing: Promise<void> | undefined;
  return {
    url,
    config,
    deps,
    close() {
      closing ??= (async () => {
        clearInterval(cleanup);
        // Open SSE streams would otherwise keep server.close() waiting forever.
        events.closeAll();
        await new Promise<void>((done) => server.close(() => done()));
        client.close();
      })();
      return closing;
    },
  };
}

async function main() {
  let host: NodeHost;
  try {
    // MYND_WEB_DIST: serve another build of the web app (the e2e suite's "new version deployed" test).
    const webDist = process.env.MYND_WEB_DIST;
    host = await startNodeHost(process.env, webDist ? { webDist } : {});
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    const code = (err as { code?: string }).code;
    if (code === 'EADDRINUSE') {
      console.error(
        `The port is already in use (${(err as Error).message}). Set PORT to another port and try again.`,
      );
      process.exit(1);
    }
    throw err;
  }
  const shutdown = (signal: string) => {
    console.log(`\n${signal} received, shutting down…`);
    const force = setTimeout(() => process.exit(1), 5000);
    force.unref();
    host.close().then(() => process.exit(0));
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  void main();
}
