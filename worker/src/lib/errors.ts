/**
 * @module lib/errors — the one error type services and routes throw for expected failures; `app.onError`
 * turns it into the `{ error: { code, message, … } }` envelope of @mynd/shared.
 */
import type { ErrorCode } from '@mynd/shared';

export interface ApiErrorExtra {
  fields?: Record<string, string>;
  retryAfter?: number;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly extra: ApiErrorExtra = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const notFound = (message = 'Not found') => new ApiError(404, 'not_found', message);
export const badRequest = (message: string, fields?: Record<string, string>) =>
  new ApiError(400, 'bad_request', message, fields ? { fields } : {});
export const conflict = (message: string) => new ApiError(409, 'conflict', message);

export function isApiError(err: unknown): err is ApiError {
  return err instanceof ApiError;
}

export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';
export const INVALID_JSON_MESSAGE = 'Request body must be valid JSON';
export const BODY_TOO_LARGE_MESSAGE = 'Request body is too large (at most 1 MB)';
