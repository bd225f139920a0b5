/**
 * @module services/ai-calls — runs an AI provider call and turns its AiError into the API error the route
 * answers with (502 invalid answer, 503 unavailable, 504 timeout), with the provider's user-facing message.
 */
import type { ErrorCode } from '@mynd/shared';
import { AI_ERROR_MESSAGES, AiError, isAiError } from '../ai/errors.js';
import { ApiError } from '../lib/errors.js';

const CODES: Record<AiError['status'], ErrorCode> = {
  502: 'bad_gateway',
  503: 'unavailable',
  504: 'timeout',
};

export function toApiError(error: AiError): ApiError {
  return new ApiError(error.status, CODES[error.status], error.message);
}

/** The error for an answer that does not have the expected shape. */
export function invalidAiAnswer(): AiError {
  return new AiError(AI_ERROR_MESSAGES.invalid, 502);
}

/** Awaits an AI call; an AiError becomes the matching ApiError, anything else is rethrown as it is. */
export async function aiCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (isAiError(error)) throw toApiError(error);
    throw error;
  }
}
