/**
 * @module lib/errors — the domain errors services, auth and routes throw for expected failures. Each carries a
 * code of the shared error shape and a user-facing message, never an HTTP status: `app.onError`
 * (middleware/error-handler.ts) is the one place that maps a code to its status and writes the
 * `{ error: { code, message, … } }` envelope of @mynd/shared.
 */
import type { ErrorCode } from '@mynd/shared';
import { NOT_FOUND_MESSAGE } from '@mynd/shared';

export interface DomainErrorExtra {
  /** Field-level messages (validation): `{ title: 'Title is too long' }`. */
  fields?: Record<string, string>;
  /** Seconds to wait before retrying (rate limits). */
  retryAfter?: number;
}

/** An expected failure with a user-facing message; the subclasses name the kind. */
export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly extra: DomainErrorExtra = {},
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

/** Invalid input (400). */
export class ValidationError extends DomainError {
  constructor(message: string, fields?: Record<string, string>) {
    super('bad_request', message, fields ? { fields } : {});
  }
}

/** Not signed in, or wrong credentials (401). */
export class UnauthorizedError extends DomainError {
  constructor(message: string) {
    super('unauthorized', message);
  }
}

/** Refused whoever asks (403). */
export class ForbiddenError extends DomainError {
  constructor(message: string) {
    super('forbidden', message);
  }
}

/** Does not exist, or is not the user's (404). */
export class NotFoundError extends DomainError {
  constructor(message = NOT_FOUND_MESSAGE) {
    super('not_found', message);
  }
}

/** Conflicts with existing data or a running operation (409). */
export class ConflictError extends DomainError {
  constructor(message: string) {
    super('conflict', message);
  }
}

/** Too many attempts; retry after `retryAfter` seconds (429). */
export class RateLimitedError extends DomainError {
  constructor(message: string, retryAfter: number) {
    super('rate_limited', message, { retryAfter });
  }
}

/** A needed service (mail, transcription, the AI) is not available or not configured (503). */
export class UnavailableError extends DomainError {
  constructor(message: string) {
    super('unavailable', message);
  }
}

/** An upstream service (the AI provider) answered something unusable (502). */
export class UpstreamError extends DomainError {
  constructor(message: string) {
    super('bad_gateway', message);
  }
}

/** An upstream service took too long (504). */
export class UpstreamTimeoutError extends DomainError {
  constructor(message: string) {
    super('timeout', message);
  }
}

export function isDomainError(err: unknown): err is DomainError {
  return err instanceof DomainError;
}

export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';
export const INVALID_JSON_MESSAGE = 'Request body must be valid JSON';
export const BODY_TOO_LARGE_MESSAGE = 'Request body is too large (at most 1 MB)';
