/**
 * @module lib/openapi — registers handlers from the endpoint declarations of `@mynd/shared` (shared/src/contract)
 * with @hono/zod-openapi: `routes().openapi(route(contract.tags.create), handler)` validates params, query and
 * body with the declared schemas (failures answer the same 400s as before: lib/validate) and types the handler
 * from the declaration. `GET /api/openapi.json` is built from the same declarations (openapi-document.ts).
 */

import { OpenAPIHono, type RouteConfig } from '@hono/zod-openapi';
import { type Endpoint, ErrorResponseSchema, successStatuses } from '@mynd/shared';
import type { Context, MiddlewareHandler, TypedResponse } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import type { AppEnv } from '../app-env.js';
import { CODE_BY_STATUS } from '../middleware/error-handler.js';
import { validate, validationError } from './validate.js';

/** A group of routes whose request validation answers the API's 400 (first issue's message + `fields`). */
export function routes() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) throw validationError(result.error.issues);
    },
  });
}

type Json<S> = { content: { 'application/json': { schema: S } } };
type StatusOf<E extends Endpoint> = E['status'] extends readonly (infer S extends number)[]
  ? S
  : E['status'] extends number
    ? E['status']
    : 200;
type Success<E extends Endpoint> = E extends { stream: infer M extends string }
  ? { description: string; content: { [K in M]: { schema: E['response'] } } }
  : Json<E['response']> & { description: string };

/** The @hono/zod-openapi route config of a declaration (typed from it). */
export type RouteOf<E extends Endpoint> = {
  method: E['method'];
  path: E['path'];
  summary: string;
  middleware?: MiddlewareHandler[];
  request: (E extends { params: infer P extends z.ZodType } ? { params: P } : object) &
    (E extends { query: infer Q extends z.ZodType } ? { query: Q } : object) &
    (E extends { body: infer B extends z.ZodType } ? { body: Json<B> & { required: true } } : object);
  responses: { [S in StatusOf<E>]: Success<E> };
};

const STATUS_TEXT: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  400: 'Invalid input: the first problem in `message`, every field’s in `fields`',
  401: 'Not signed in, or the session expired',
  403: 'Refused (cross-site request)',
  404: 'Not found (or not the user’s)',
  409: 'Conflicts with existing data',
  413: 'The body is too large',
  429: 'Too many requests: `retryAfter` seconds',
  500: 'Unexpected server error',
  502: 'The AI provider failed',
  503: 'Not available (AI or transcription not configured, database down)',
};

/** An error answer: the shared error shape, and the `code` that goes with the status (middleware/error-handler). */
const error = (status: number) => ({
  description: `\`${CODE_BY_STATUS[status] ?? 'internal'}\`: ${STATUS_TEXT[status] ?? 'Error'}`,
  content: { 'application/json': { schema: ErrorResponseSchema } },
});

/** A declaration as a full route config, its body included: what the OpenAPI document describes. */
export function routeConfig(e: Endpoint): RouteConfig {
  const media = e.stream ?? 'application/json';
  const responses: RouteConfig['responses'] = {};
  for (const status of successStatuses(e)) {
    responses[status] = {
      description: STATUS_TEXT[status] ?? 'OK',
      content: { [media]: { schema: e.response } },
    };
  }
  for (const status of e.errors ?? []) responses[status] = error(status);
  const request: NonNullable<RouteConfig['request']> = {};
  if (e.params) request.params = e.params;
  if (e.query) request.query = e.query;
  if (e.body) request.body = { content: { 'application/json': { schema: e.body } }, required: true };
  return {
    method: e.method,
    path: e.path,
    summary: e.summary,
    ...(e.description ? { description: e.description } : {}),
    ...(e.deprecated ? { deprecated: true } : {}),
    tags: [e.tag ?? e.path.split('/')[2] ?? 'api'],
    ...(e.auth === 'public' ? { security: [] } : {}),
    request,
    responses,
  };
}

/** `value` as `schema` parses it, or the API's 400. */
function parsed(schema: z.ZodType, value: unknown): object {
  const result = schema.safeParse(value);
  if (!result.success) throw validationError(result.error.issues);
  return result.data as object;
}

/**
 * Params and query checked in one middleware, with zod's synchronous parse (the shared schemas have no async
 * part): what @hono/zod-openapi's validators do — the same values (`c.req.param()`; each query key's value, an
 * array when repeated), the same order (query first) and the same 400 — without a middleware and two awaits per
 * part, and without reading the Content-Type that Hono's validator reads for every target.
 * A request without a query (most reads: the web app's task list) gets the parse of `{}` made once per route,
 * frozen: a declared query's defaults are constants (test/contract/declared-routes checks each parses `{}` alike
 * twice), so parsing it again per request only made garbage.
 */
function paramsAndQuery(params: z.ZodType | undefined, query: z.ZodType | undefined): MiddlewareHandler {
  let empty: object | undefined;
  return (c, next) => {
    if (query) {
      let value: object;
      if (c.req.url.indexOf('?', 8) === -1) value = empty ??= Object.freeze(parsed(query, {}));
      else
        value = parsed(
          query,
          Object.fromEntries(
            Object.entries(c.req.queries()).map(([key, values]) => [
              key,
              values.length === 1 ? values[0] : values,
            ]),
          ),
        );
      c.req.addValidatedData('query', value);
    }
    if (params) c.req.addValidatedData('param', parsed(params, c.req.param()));
    return next();
  };
}

/**
 * A declaration as the route config its handler is registered with (typed from the declaration). Nothing is left
 * for @hono/zod-openapi to validate: the body is checked by lib/validate (its media-type gate would answer 415
 * where the API answers 400: a body sent as text/plain is read as no body), then params and query by
 * `paramsAndQuery`, in the order @hono/zod-openapi checked them (body, query, params).
 */
export function route<const E extends Endpoint>(e: E, middleware?: MiddlewareHandler[]): RouteOf<E> {
  const { request, ...config } = routeConfig(e);
  const { body: _documented, params, query, ...rest } = request ?? {};
  const all = [
    ...(middleware ?? []),
    ...(e.body ? [validate('json', e.body)] : []),
    ...(params || query
      ? [paramsAndQuery(params as z.ZodType | undefined, query as z.ZodType | undefined)]
      : []),
  ];
  return {
    ...config,
    request: rest,
    ...(all.length > 0 ? { middleware: all } : {}),
  } as unknown as RouteOf<E>;
}

/**
 * A JSON answer whose text is already written (the task list: the database serialises it, services/task-json),
 * sent as it is and typed as the declared body `T`. Headers set by the middleware are kept, as with `c.json`.
 * `source`: the remembered answer (db/request-reads) the text is built from, and from nothing else — the Node
 * host then keeps the text's compressed bytes beside it (middleware/response-frame). Build such a text with a
 * function from `textOfSource`, so that every answer made from the same remembered answer sends the very same
 * string (made once), which the kept bytes are matched against by identity instead of by comparing its characters.
 */
export function jsonText<T, S extends ContentfulStatusCode>(
  c: Context<AppEnv>,
  text: string,
  status: S,
  source?: object,
) {
  if (source) c.get('frame').source = source;
  return c.body(text, status, { 'Content-Type': 'application/json' }) as unknown as TypedResponse<
    T,
    S,
    'json'
  >;
}

/** Texts built by `textOfSource` functions (for tests: once per remembered answer). */
export const sourceTextStats = { made: 0 };

/**
 * `build` made once per source object: the text of an answer built from a remembered answer alone (which is never
 * changed: db/request-reads) is the same for as long as the answer is kept, so later requests answered from memory
 * get the same string again (no 10 KB string built, flattened and compared per request for the task list).
 */
export function textOfSource<S extends object>(build: (source: S) => string): (source: S) => string {
  const made = new WeakMap<S, string>();
  return (source) => {
    let text = made.get(source);
    if (text === undefined) {
      sourceTextStats.made++;
      text = build(source);
      made.set(source, text);
    }
    return text;
  };
}
