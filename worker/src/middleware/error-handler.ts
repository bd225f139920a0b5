/**
 * @module middleware/error-handler — every failure becomes the JSON envelope of @mynd/shared. Expected ones
 * (ApiError, hono's HTTPException) keep their status and message; anything else is logged with the request id
 * and answered with a generic 500 that never carries a stack trace.
 */
import type { ErrorCode, ErrorResponse } from '@mynd/shared';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv } from '../app-env.js';
import {
  ApiError,
  BODY_TOO_LARGE_MESSAGE,
  INTERNAL_ERROR_MESSAGE,
  INVALID_JSON_MESSAGE,
} from '../lib/errors.js';

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  429: 'rate_limited',
  501: 'not_implemented',
  502: 'bad_gateway',
  503: 'unavailable',
  504: 'timeout',
};

/**
 * The AI provider's AiError (502/503/504) carries a user-facing sentence; it is matched by shape so this module
 * does not depend on the AI folder. Other errors with a `status` (SDKs…) may leak internals and stay 500s.
 */
function passThroughStatus(err: unknown): 502 | 503 | 504 | null {
  const status = (err as { status?: unknown }).status;
  const isAiError = (err as { name?: unknown }).name === 'AiError';
  return isAiError && (status === 502 || status === 503 || status === 504) ? status : null;
}

export function errorBody(code: ErrorCode, message: string, extra: ApiError['extra'] = {}): ErrorResponse {
  return { error: { code, message, ...extra } };
}

export function handleError(err: Error, c: Context<AppEnv>): Response {
  if (err instanceof ApiError) {
    if (err.extra.retryAfter !== undefined) c.header('Retry-After', String(err.extra.retryAfter));
    return c.json(errorBody(err.code, err.message, err.extra), err.status as ContentfulStatusCode);
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
  return c.json(errorBody('not_found', 'Not found'), 404);
}
