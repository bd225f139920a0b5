/**
 * @module browser/auth-messages — which message a failed auth call shows, with the spec's exact texts
 * (section 8), for the web app's toasts and the extension popup alike. Pure functions so the mapping is tested
 * without a server. Errors are read by shape (status, message, retryAfter), not by class, so the extension's
 * popup can use these texts without loading the API client.
 */
import {
  INVALID_CODE_MESSAGE,
  INVALID_CREDENTIALS_MESSAGE,
  PLEASE_WAIT_MESSAGE,
  SEND_CODE_FAILED_TITLE,
  SIGN_IN_FAILED_TITLE,
  TOO_MANY_REQUESTS_MESSAGE,
} from '../domain/texts.js';

export interface ToastText {
  title: string;
  description?: string;
}

/** What an API client error carries (`ApiError` of `@mynd/shared/api-client`). */
interface ApiErrorLike {
  status: number;
  message: string;
  retryAfter?: number;
}

function isApiError(error: unknown): error is ApiErrorLike {
  return error instanceof Error && typeof (error as Partial<ApiErrorLike>).status === 'number';
}

function isStatus(error: unknown, status: number): error is ApiErrorLike {
  return isApiError(error) && error.status === status;
}

function isPleaseWait(error: unknown): error is ApiErrorLike {
  return isStatus(error, 429) && error.message === PLEASE_WAIT_MESSAGE;
}

function retryText(seconds: number | undefined): string {
  const n = Math.max(1, Math.ceil(seconds ?? 30));
  return `Please retry in ${n} second${n === 1 ? '' : 's'}.`;
}

export function sendCodeErrorToast(error: unknown): ToastText {
  if (isPleaseWait(error)) return { title: PLEASE_WAIT_MESSAGE, description: retryText(error.retryAfter) };
  if (isStatus(error, 429)) {
    return {
      title: TOO_MANY_REQUESTS_MESSAGE,
      description: "You've requested too many codes. Please wait 5-10 minutes and try again.",
    };
  }
  return { title: SEND_CODE_FAILED_TITLE, description: isApiError(error) ? error.message : undefined };
}

export function resendCodeErrorToast(error: unknown): ToastText {
  if (isPleaseWait(error)) return { title: PLEASE_WAIT_MESSAGE, description: retryText(error.retryAfter) };
  if (isStatus(error, 429)) {
    return {
      title: PLEASE_WAIT_MESSAGE,
      description:
        'Please wait a few minutes before requesting another code. This helps protect your account.',
    };
  }
  return { title: 'Resend failed', description: isApiError(error) ? error.message : undefined };
}

export function verifyErrorToast(error: unknown): ToastText {
  const message = isApiError(error) && error.status !== 0 ? error.message : '';
  return { title: 'Verification failed', description: message || INVALID_CODE_MESSAGE };
}

export function signInErrorToast(error: unknown): ToastText {
  if (isStatus(error, 401)) {
    return { title: INVALID_CREDENTIALS_MESSAGE, description: 'Please check your email and password' };
  }
  if (isStatus(error, 429)) {
    return { title: TOO_MANY_REQUESTS_MESSAGE, description: retryText(error.retryAfter) };
  }
  return { title: SIGN_IN_FAILED_TITLE, description: isApiError(error) ? error.message : undefined };
}
