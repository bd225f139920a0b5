import { describe, expect, it } from 'vitest';
import { ApiError } from '../api-client/http.js';
import {
  resendCodeErrorToast,
  sendCodeErrorToast,
  signInErrorToast,
  verifyErrorToast,
} from './auth-messages.js';

const pleaseWait = new ApiError(429, 'rate_limited', 'Please wait', undefined, 17);
const tooMany = new ApiError(429, 'rate_limited', 'Too many requests', undefined, 3000);
const server = new ApiError(503, 'unavailable', 'Mail provider failed');
const network = new ApiError(0, 'network', 'Failed to connect to the server');

describe('auth error toasts (spec section 8)', () => {
  it('send code', () => {
    expect(sendCodeErrorToast(pleaseWait)).toEqual({
      title: 'Please wait',
      description: 'Please retry in 17 seconds.',
    });
    expect(sendCodeErrorToast(tooMany)).toEqual({
      title: 'Too many requests',
      description: "You've requested too many codes. Please wait 5-10 minutes and try again.",
    });
    expect(sendCodeErrorToast(server).title).toBe('Failed to send code');
  });

  it('resend', () => {
    expect(resendCodeErrorToast(pleaseWait).title).toBe('Please wait');
    expect(resendCodeErrorToast(tooMany)).toEqual({
      title: 'Please wait',
      description:
        'Please wait a few minutes before requesting another code. This helps protect your account.',
    });
    expect(resendCodeErrorToast(server).title).toBe('Resend failed');
  });

  it('verify falls back to "Invalid or expired code"', () => {
    expect(verifyErrorToast(new ApiError(400, 'bad_request', 'Code expired'))).toEqual({
      title: 'Verification failed',
      description: 'Code expired',
    });
    expect(verifyErrorToast(network)).toEqual({
      title: 'Verification failed',
      description: 'Invalid or expired code',
    });
  });

  it('sign in', () => {
    expect(signInErrorToast(new ApiError(401, 'unauthorized', 'Invalid credentials'))).toEqual({
      title: 'Invalid credentials',
      description: 'Please check your email and password',
    });
    expect(signInErrorToast(server).title).toBe('Sign in failed');
    expect(signInErrorToast(new Error('boom')).title).toBe('Sign in failed');
  });
});
