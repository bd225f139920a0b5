/**
 * @module popup/auth-messages — the spec's sign-in texts for each failure, as one function per step.
 */
import { errorRetryAfter, errorStatus } from '../api/lazy-client';

export interface UiError {
  title: string;
  description: string;
}

export function signInError(error: unknown): UiError {
  if (errorStatus(error) === 401) {
    return { title: 'Invalid credentials', description: 'Please check your email and password' };
  }
  return { title: 'Sign in failed', description: messageOf(error, 'Sign in failed') };
}

export function sendCodeError(error: unknown): UiError {
  if (errorStatus(error) === 429) {
    const retryAfter = errorRetryAfter(error);
    return {
      title: 'Too many requests',
      description: retryAfter
        ? `Please wait ${retryAfter} seconds before requesting another code.`
        : "You've requested too many codes. Please wait 5-10 minutes and try again.",
    };
  }
  return { title: 'Failed to send code', description: messageOf(error, 'Failed to send code') };
}

export function verifyError(error: unknown): UiError {
  return { title: 'Verification failed', description: messageOf(error, 'Invalid or expired code') };
}

function messageOf(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
