/**
 * @module services/ai-calls — runs an AI provider call and turns its AiError into the domain error the route
 * answers with (502 invalid answer, 503 unavailable, 504 timeout), with the provider's user-facing message.
 */
import { AI_ERROR_MESSAGES, AiError, isAiError } from '../ai/errors.js';
import { type DomainError, UnavailableError, UpstreamError, UpstreamTimeoutError } from '../lib/errors.js';

const KINDS: Record<AiError['status'], new (message: string) => DomainError> = {
  502: UpstreamError,
  503: UnavailableError,
  504: UpstreamTimeoutError,
};

export function toDomainError(error: AiError): DomainError {
  return new KINDS[error.status](error.message);
}

/** The error for an answer that does not have the expected shape. */
export function invalidAiAnswer(): AiError {
  return new AiError(AI_ERROR_MESSAGES.invalid, 502);
}

/** Awaits an AI call; an AiError becomes the matching domain error, anything else is rethrown as it is. */
export async function aiCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (isAiError(error)) throw toDomainError(error);
    throw error;
  }
}
