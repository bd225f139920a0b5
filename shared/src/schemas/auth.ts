/**
 * @module schemas/auth — sign-up and sign-in by emailed code, passwords, the session user.
 */
import { z } from 'zod';
import {
  EMAIL_REQUIRED_MESSAGE,
  ENTER_CODE_MESSAGE,
  FILL_IN_ALL_FIELDS_MESSAGE,
  PASSWORD_TOO_SHORT_MESSAGE,
} from '../domain/texts.js';
import { IdSchema } from './common.js';

export const EmailSchema = z
  .string({ error: EMAIL_REQUIRED_MESSAGE })
  .trim()
  .min(1, EMAIL_REQUIRED_MESSAGE)
  .max(254, 'Email is too long')
  .toLowerCase()
  .pipe(z.email({ error: 'Enter a valid email address' }));

export const PasswordSchema = z
  .string({ error: 'Password required' })
  .min(6, PASSWORD_TOO_SHORT_MESSAGE)
  .max(200, 'Password is too long');

export const SendCodeRequestSchema = z.object({ email: EmailSchema });

export const SendCodeResponseSchema = z.object({
  sent: z.literal(true),
  /** Seconds before the same email may ask again. */
  retryAfter: z.number().int(),
});

export const VerifyCodeRequestSchema = z.object({
  email: EmailSchema,
  code: z
    .string({ error: ENTER_CODE_MESSAGE })
    .trim()
    .regex(/^\d{6}$/, ENTER_CODE_MESSAGE),
});

export const SignInRequestSchema = z.object({
  email: z
    .string({ error: FILL_IN_ALL_FIELDS_MESSAGE })
    .trim()
    .min(1, FILL_IN_ALL_FIELDS_MESSAGE)
    .pipe(EmailSchema),
  password: z.string({ error: FILL_IN_ALL_FIELDS_MESSAGE }).min(1, FILL_IN_ALL_FIELDS_MESSAGE).max(200),
});

export const ChangePasswordRequestSchema = z.object({
  /** Required once the account has a password (checked by the server). */
  currentPassword: z.string().max(200).optional(),
  newPassword: PasswordSchema,
});

export const UserSchema = z.object({
  id: IdSchema,
  email: z.string(),
  hasPassword: z.boolean(),
  createdAt: z.string(),
});
export type User = z.infer<typeof UserSchema>;

/** Returned by verify and sign-in: the user, and the session token (also set as an HttpOnly cookie). */
export const SessionResponseSchema = z.object({
  user: UserSchema,
  token: z.string(),
  expiresAt: z.string(),
  /** True when the account was created by this verification (the client continues the sign-up flow). */
  isNewUser: z.boolean().optional(),
});
export type SessionResponse = z.infer<typeof SessionResponseSchema>;

export const MeResponseSchema = z.object({ user: UserSchema, expiresAt: z.string() });

/** `otherSessionsEnded`: a change of an existing password signs out every other device; a first password does not. */
export const ChangePasswordResponseSchema = z.object({
  ok: z.literal(true),
  otherSessionsEnded: z.boolean(),
  user: UserSchema,
});

export const OutboxEntrySchema = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  code: z.string().nullable(),
  sentAt: z.string(),
});
export const OutboxResponseSchema = z.object({ messages: z.array(OutboxEntrySchema) });
