/**
 * @module features/auth/auth-messages — which toast a failed auth call shows, with the spec's exact texts
 * (section 8). Pure functions so the mapping is tested without a server.
 */
import { ApiError } from '../../lib/api';

export interface ToastText {
  title: string;
  description?: string;
}

export const PLEASE_WAIT = 'Please wait';
export const TOO_MANY_REQUESTS = 'Too many requests';

function isPleaseWait(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 429 && error.message === PLEASE_WAIT;
}

function retryText(seconds: number | undefined): string {
  const n = Math.max(1, Math.ceil(seconds ?? 30));
  return `Please retry in ${n} second${n === 1 ? '' : 's'}.`;
}

export function sendCodeErrorToast(error: unknown): ToastText {
  if (isPleaseWait(error)) return { title: PLEASE_WAIT, description: retryText(error.retryAfter) };
  if (error instanceof ApiError && error.status === 429) {
    return {
      title: TOO_MANY_REQUESTS,
      description: "You've requested too many codes. Please wait 5-10 minutes and try again.",
    };
  }
  return { title: 'Failed to send code', description: error instanceof ApiError ? error.message : undefined };
}

export function resendCodeErrorToast(error: unknown): ToastText {
  if (isPleaseWait(error)) return { title: PLEASE_WAIT, description: retryText(error.retryAfter) };
  if (error instanceof ApiError && error.status === 429) {
    return {
      title: PLEASE_WAIT,
      description:
        'Please wait a few minutes before requesting another code. This helps protect your account.',
    };
  }
  return { title: 'Resend failed', description: error instanceof ApiError ? error.message : undefined };
}

export function verifyErrorToast(error: unknown): ToastText {
  const message = error instanceof ApiError && error.status !== 0 ? error.message : '';
  return { title: 'Verification failed', description: message || 'Invalid or expired code' };
}

export function signInErrorToast(error: unknown): ToastText {
  if (error instanceof ApiError && error.status === 401) {
    return { title: 'Invalid credentials', description: 'Please check your email and password' };
  }
  if (error instanceof ApiError && error.status === 429) {
    return { title: TOO_MANY_REQUESTS, description: retryText(error.retryAfter) };
  }
  return { title: 'Sign in failed', description: error instanceof ApiError ? error.message : undefined };
}
