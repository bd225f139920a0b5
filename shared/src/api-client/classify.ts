/**
 * @module api-client/classify — what a failed send means for a queued capture: sent after all, refused for good,
 * waiting for a sign-in, or worth retrying later.
 */

import { CONNECTION_FAILED_MESSAGE } from '../domain/texts.js';
import { ApiError } from './http.js';

export type FailureKind =
  /** The server refused the content (400, 413, 404…): retrying the same body cannot succeed. */
  | 'rejected'
  /** No or expired session: keep it queued until the user signs in again. */
  | 'unauthorized'
  /** Offline, server down, busy (409 "Already processing mind dump"), rate limited or failing (5xx). */
  | 'transient';

const RETRYABLE_4XX = new Set([401, 408, 409, 425, 429]);

export function classifyFailure(error: unknown): FailureKind {
  if (!(error instanceof ApiError)) return 'transient';
  if (error.status === 401) return 'unauthorized';
  if (error.status === 0 || error.status >= 500 || RETRYABLE_4XX.has(error.status)) return 'transient';
  if (error.status >= 400) return 'rejected';
  return 'transient';
}

/**
 * A 2xx whose body did not match the contract: the server accepted the capture, so it must not be sent again
 * (it would come back as a duplicate with the same unreadable body, forever).
 */
export function isAcceptedButUnreadable(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'invalid_response' && error.status < 300;
}

export function failureMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return CONNECTION_FAILED_MESSAGE;
}
