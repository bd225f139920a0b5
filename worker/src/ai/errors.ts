/**
 * @module ai/errors — the failure every AI provider reports, with the HTTP status a route answers with.
 */

/** Messages the routes answer with as they are: clear sentences for the user, never internals. */
export const AI_ERROR_MESSAGES = {
  invalid: 'The AI service returned an invalid answer. Please try again.',
  unavailable: 'The AI service is unavailable. Please try again later.',
  timeout: 'The AI service took too long to answer. Please try again.',
  transcriptionNotConfigured: 'Transcription is not configured',
} as const;

/** An AI failure with the HTTP status a route should answer with (502 bad answer, 503 unavailable, 504 timeout). */
export class AiError extends Error {
  constructor(
    message: string,
    readonly status: 502 | 503 | 504,
  ) {
    super(message);
    this.name = 'AiError';
  }
}

export function isAiError(error: unknown): error is AiError {
  return error instanceof AiError;
}
