/**
 * @module app — `createApp(deps)`: the whole Mynd API under /api, built from injected dependencies so the Node
 * host, the Workers host and the tests run the same code. No static files here (hosts add those).
 */
import { OpenAPIHono } from '@hono/zod-openapi';
import type { AiProvider } from './ai/types.js';
import type { AppDeps, AppEnv } from './app-env.js';
import { afterFirstRead } from './db/first-read.js';
import { requestReads } from './db/request-reads.js';
import { collectEvents } from './events/per-request.js';
import type { AnswerReplay } from './lib/answer-replay.js';
import { layeredRouter } from './lib/layered-router.js';
import { memoizedRouter } from './lib/route-memo.js';
import { hasOutbox } from './mail/types.js';
import { apiRequest } from './middleware/api-request.js';
import { handleError, handleNotFound } from './middleware/error-handler.js';
import { type AnswerEncoder, responseFrame } from './middleware/response-frame.js';
import { answerHeaderList, documentHeaderList } from './middleware/security-headers.js';
import { accountRoutes } from './routes/account.js';
import { analyticsRoutes } from './routes/analytics.js';
import { authRoutes } from './routes/auth.js';
import { calendarFeedRoutes, calendarRoutes } from './routes/calendar.js';
import { devRoutes } from './routes/dev.js';
import { eventsRoutes } from './routes/events.js';
import { healthRoutes } from './routes/health.js';
import { mindDumpsRoutes } from './routes/mind-dumps.js';
import { orgChartRoutes } from './routes/org-chart.js';
import { peopleRoutes } from './routes/people.js';
import { profileRoutes } from './routes/profile.js';
import { referenceRoutes } from './routes/reference.js';
import { speechRoutes } from './routes/speech.js';
import { summariesRoutes } from './routes/summaries.js';
import { tagsRoutes } from './routes/tags.js';
import { tasksRoutes } from './routes/tasks.js';
import { undoRoutes } from './routes/undo.js';

export type { AppDeps };

export interface AppOptions {
  /** Plain JSON answers carry their headers as a plain object (middleware/response-frame): the Node host. */
  plainHeaders?: boolean;
  /**
   * Compresses JSON answers for the requests that accept it (middleware/response-frame): the Node host
   * (lib/compression). The Workers host has none: Cloudflare compresses at its edge.
   */
  encoder?: AnswerEncoder;
  /** Keeps the answers the host may replay without running the app (lib/answer-replay): the Node host. */
  replay?: Pick<AnswerReplay, 'keep'>;
}

/** Every call of the model: each one waits for a session check riding in the request's first statement. */
const MODEL_CALLS = {
  processMindDump: true,
  analyzeTopic: true,
  tasksFromTopic: true,
  generateBenchmarks: true,
  analyzeKeywords: true,
  mergeSummaries: true,
  transcribe: true,
} satisfies Record<
  {
    [K in keyof AiProvider]: AiProvider[K] extends (...args: never[]) => unknown ? K : never;
  }[keyof AiProvider],
  true
>;

/**
 * The deps with what goes outside the database — the model, mail, change events and their stream — waiting for
 * the request's session check when it rides in the request's first statement (auth/middleware, db/first-read):
 * nothing leaves for a request whose session is refused.
 */
function checkedBeforeLeaving(deps: AppDeps): AppDeps {
  return {
    ...deps,
    ai: afterFirstRead(deps.ai, Object.keys(MODEL_CALLS) as (keyof typeof MODEL_CALLS)[]),
    mailer: afterFirstRead(deps.mailer, ['send']),
    events: afterFirstRead(deps.events, ['publish', 'subscribe']),
  };
}

export function createApp(given: AppDeps, options: AppOptions = {}): OpenAPIHono<AppEnv> {
  const deps = checkedBeforeLeaving(given);
  // Each parameterless path is looked up once (lib/route-memo), not walked through the route tree per request,
  // and a request's layers run as one handler that waits only where a layer waited (lib/layered-router).
  const app = new OpenAPIHono<AppEnv>({ router: layeredRouter(memoizedRouter(), handleError) });

  app.use(
    '*',
    responseFrame(
      answerHeaderList(deps.config.appOrigin),
      documentHeaderList(deps.config.appOrigin),
      options.plainHeaders ?? false,
      (c, requestId) => {
        const events = collectEvents(deps.events);
        c.set('deps', { ...deps, events });
        c.set('requestId', requestId);
        c.set('reads', requestReads(deps.db));
        // An answer that published no change may be kept for the host to replay (lib/answer-replay).
        return () => {
          if (!events.flush(c)) options.replay?.keep(c);
        };
      },
      options.encoder,
    ),
  );

  // The route groups whose every route needs a session (the route groups register the handlers of their
  // declarations, shared/src/contract, under their full paths).
  const protectedRoutes: [string, OpenAPIHono<AppEnv>][] = [
    ['/api/account', accountRoutes],
    ['/api/events', eventsRoutes],
    ['/api/tags', tagsRoutes],
    ['/api/profile', profileRoutes],
    ['/api/people', peopleRoutes],
    ['/api/tasks', tasksRoutes],
    ['/api/summaries', summariesRoutes],
    ['/api/mind-dumps', mindDumpsRoutes],
    ['/api/analytics', analyticsRoutes],
    ['/api/org-chart', orgChartRoutes],
    ['/api/speech-to-text', speechRoutes],
    ['/api/undo', undoRoutes],
    ['/api/calendar', calendarRoutes],
  ];
  // CORS, the caller's zone, the body limit and CSRF, then under those prefixes the session check, in that order,
  // before any route (one middleware: middleware/api-request; each layer costs every request a dispatch).
  app.use(
    '/api/*',
    apiRequest(
      deps.config,
      protectedRoutes.map(([path]) => path),
    ),
  );

  app.route('/', healthRoutes);
  app.route('/', authRoutes);
  // The API's own reference (OpenAPI document + interactive page) is public, like the docs of any public API.
  app.route('/', referenceRoutes);
  if (deps.config.mailProvider === 'console' && hasOutbox(deps.mailer)) app.route('/', devRoutes);

  // The calendar feed is read by calendar apps without a session: its secret token is the credential.
  app.route('/', calendarFeedRoutes);

  for (const [, routes] of protectedRoutes) app.route('/', routes);

  app.notFound(handleNotFound);
  app.onError(handleError);
  return app;
}
