/**
 * @module middleware/error-handler — `app.onError`: every failure becomes the JSON envelope of @mynd/shared. This
 * is the one place where an expected failure gets its HTTP status: a DomainError (lib/errors.ts) by its code
 * (STATUS_BY_CODE), hono's HTTPException keeps its own. Anything else is logged with the request id and answered
 * with a generic 500 that never carries a stack trace.
 */
import type { ErrorCode, ErrorResponse } from '@mynd/shared';
import { NOT_FOUND_MESSAGE } from '@mynd/shared';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv } from '../app-env.js';
import {
  BODY_TOO_LARGE_MESSAGE,
  DomainError,
  type DomainErrorExtra,
  INTERNAL_ERROR_MESSAGE,
  INVALID_JSON_MESSAGE,
} from '../lib/errors.js';

/** The HTTP status of each error code: the one mapping from domain errors to HTTP. */
export const STATUS_BY_CODE = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  rate_limited: 429,
  internal: 500,
  not_implemented: 501,
  bad_gateway: 502,
  unavailable: 503,
  timeout: 504,
} as const satisfies Record<ErrorCode, ContentfulStatusCode>;

/** The code of an HTTPException's (or an AI error's) status; 500 and unknown statuses are `internal`. */
export const CODE_BY_STATUS: Record<number, ErrorCode> = Object.fromEntries(
  Object.entries(STATUS_BY_CODE).map(([code, status]) => [status, code as ErrorCode]),
);

/**
 * The AI provider's AiError (502/503/504) carries a user-facing sentence; it is matched by shape so this module
 * does not depend on the AI folder. Other errors with a `status` (SDKs…) may leak internals and stay 500s.
 */
function passThroughStatus(err: unknown): 502 | 503 | 504 | null {
  const status = (err as { status?: unknown }).status;
  const isAiError = (err as { name?: unknown }).name === 'AiError';
  return isAiError && (status === 502 || status === 503 || status === 504) ? status : null;
}

export function errorBody(code: ErrorCode, message: string, extra: DomainErrorExtra = {}): ErrorResponse {
  return { error: { code, message, ...extra } };
}

/**
 * The DomainError `err` is, or the one it wraps: drizzle wraps what its client threw in a DrizzleQueryError (with
 * the SQL), and a session check refused in a read's round trip (db/first-read) is thrown there.
 */
function domainErrorOf(err: Error): DomainError | null {
  if (err instanceof DomainError) return err;
  return err.cause instanceof DomainError ? err.cause : null;
}

export function handleError(err: Error, c: Context<AppEnv>): Response {
  const domain = domainErrorOf(err);
  if (domain) {
    if (domain.extra.retryAfter !== undefined) c.header('Retry-After', String(domain.extra.retryAfter));
    return c.json(errorBody(domain.code, domain.message, domain.extra), STATUS_BY_CODE[domain.code]);
  }
  if (err instanceof HTTPException) {
    if (err.status === 413) return c.json(errorBody('payload_too_large', BODY_TOO_LARGE_MESSAGE), 413);
    if (err.status === 400 && /json/i.test(err.message)) {
      return c.json(errorBody('bad_request', INVALID_JSON_MESSAGE), 400);
    }
    const code = CODE_BY_STATUS[err.status] ?? 'internal';
    if (code !== 'internal') return c.json(errorBody(code, err.message || 'Request refused'), err.status);
  }
  const status = passThroughStatus(err);
  if (status && err.message)
    return c.json(errorBody(CODE_BY_STATUS[status] as ErrorCode, err.message), status);
  const requestId = c.get('requestId') ?? 'unknown';
  console.error(`[${requestId}] ${c.req.method} ${c.req.path} failed:`, err);
  return c.json(errorBody('internal', INTERNAL_ERROR_MESSAGE), 500);
}

export function handleNotFound(c: Context<AppEnv>): Response {
  return c.json(errorBody('not_found', NOT_FOUND_MESSAGE), 404);
}
