/** @module contract/auth — /api/auth: sign-up/sign-in by emailed code, passwords, the session user, sign-out. */
import {
  ChangePasswordRequestSchema,
  ChangePasswordResponseSchema,
  MeResponseSchema,
  SendCodeRequestSchema,
  SendCodeResponseSchema,
  SessionResponseSchema,
  SignInRequestSchema,
  VerifyCodeRequestSchema,
} from '../schemas/auth.js';
import { OkResponseSchema } from '../schemas/common.js';
import { endpoint } from './endpoint.js';

export const auth = {
  sendCode: endpoint({
    method: 'post',
    path: '/api/auth/code',
    summary: 'Email a six-digit sign-in code (creates the account on first verification)',
    auth: 'public',
    body: SendCodeRequestSchema,
    response: SendCodeResponseSchema,
    errors: [400, 429, 502],
  }),
  verifyCode: endpoint({
    method: 'post',
    path: '/api/auth/code/verify',
    summary: 'Exchange an emailed code for a session (token + HttpOnly cookie)',
    auth: 'public',
    body: VerifyCodeRequestSchema,
    response: SessionResponseSchema,
    errors: [400, 401, 429],
  }),
  signIn: endpoint({
    method: 'post',
    path: '/api/auth/sign-in',
    summary: 'Sign in with email and password',
    auth: 'public',
    body: SignInRequestSchema,
    response: SessionResponseSchema,
    errors: [400, 401, 429],
  }),
  signOut: endpoint({
    method: 'post',
    path: '/api/auth/sign-out',
    summary: 'End this session',
    response: OkResponseSchema,
    errors: [401],
  }),
  me: endpoint({
    method: 'get',
    path: '/api/auth/me',
    summary: 'The signed-in user and when the session expires',
    response: MeResponseSchema,
    errors: [401],
  }),
  changePassword: endpoint({
    method: 'post',
    path: '/api/auth/password',
    summary: 'Set or change the password (signs out every other session)',
    body: ChangePasswordRequestSchema,
    response: ChangePasswordResponseSchema,
    errors: [400, 401],
  }),
};
