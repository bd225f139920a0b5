/**
 * @module contract/endpoint — the shape of one HTTP endpoint of the Mynd API, declared once in `shared/` with the
 * shared zod schemas: method, path (OpenAPI style, `/api/tasks/{id}`), path params, query, body, the success
 * response and the error statuses it can answer. The worker registers its handlers from these declarations
 * (worker/src/lib/openapi.ts, @hono/zod-openapi), the OpenAPI document is generated from them and the typed
 * client (api-client) derives every call from them. Plain data and zod only: safe to bundle in the browser.
 */
import type { z } from 'zod';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';
/** Statuses answered with the endpoint's `response` (503: health's “database down”, same shape). */
export type SuccessStatus = 200 | 201 | 503;
/** The error statuses an endpoint documents; each answers the shared error shape (ErrorResponseSchema). */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 429 | 500 | 502 | 503;

export interface Endpoint {
  method: HttpMethod;
  /** OpenAPI path: `{name}` for a path parameter. The client fills them from its leading arguments, in order. */
  path: `/api${string}`;
  /** One line for the reference. */
  summary: string;
  /** The reference's group; default: the path's first segment after /api (`tasks`). */
  tag?: string;
  description?: string;
  /** `public`: no session needed (sign-in, health). Default: a signed-in user (Bearer token or session cookie). */
  auth?: 'public';
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  /** The success status(es); the first is the usual one. Default 200. */
  status?: SuccessStatus | readonly [SuccessStatus, ...SuccessStatus[]];
  response: z.ZodType;
  /** Not JSON (the change stream, the calendar feed, the reference page): the media type of the success answer. */
  stream?: 'text/event-stream' | 'text/calendar' | 'text/html';
  errors?: readonly ErrorStatus[];
  /** Kept for one release, e.g. an endpoint whose legacy field moved to a header. */
  deprecated?: boolean;
}

/** Declares one endpoint, keeping its literal types (the client and the worker's handlers are typed from them). */
export const endpoint = <const E extends Endpoint>(e: E): E => e;

/** The success statuses of an endpoint, e.g. `[201, 200]`. */
export function successStatuses(e: Endpoint): readonly SuccessStatus[] {
  if (e.status === undefined) return [200];
  return typeof e.status === 'number' ? [e.status] : e.status;
}

/** The names of an endpoint path's parameters in order: `/api/tasks/{id}/assignees/{personId}` → id, personId. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);
}

/** A resource's endpoints, keyed by the client method name. */
export type EndpointGroup = Record<string, Endpoint>;
