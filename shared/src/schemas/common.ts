/**
 * @module schemas/common — building blocks every request and response schema uses: ids, dates, money,
 * the error envelope. Messages are written for people: they are shown in toasts as they are.
 */
import { z } from 'zod';

/** Opaque row id (random, URL-safe). */
export const IdSchema = z.string().min(1, 'Id is required').max(64, 'Id is too long');

/** A calendar date, `YYYY-MM-DD`. */
export const IsoDateSchema = z.iso.date({ error: 'Use a date in the format YYYY-MM-DD' });

/** An instant, ISO-8601 with offset. */
export const IsoDateTimeSchema = z.iso.datetime({ offset: true, error: 'Use an ISO-8601 date and time' });

/** Checks an IANA time zone name with the runtime's own Intl tables (every host has them). */
export function isIanaTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export const TimeZoneSchema = z
  .string()
  .max(64, 'Time zone is too long')
  .refine(isIanaTimeZone, { error: 'Unknown time zone' });

/** Whole minutes saved; the spec reads invalid input as 0 on the client, the API refuses it. */
export const MinutesSchema = z
  .number({ error: 'Time saved must be a number' })
  .int('Time saved must be whole minutes')
  .min(0, 'Time saved cannot be negative')
  .max(10_000_000, 'Time saved is too large');

export const MoneySchema = z
  .number({ error: 'Money saved must be a number' })
  .min(0, 'Money saved cannot be negative')
  .max(1_000_000_000_000, 'Money saved is too large')
  .refine((n) => Number.isFinite(n) && Math.abs(Math.round(n * 100) - n * 100) < 1e-6, {
    error: 'Money saved has at most 2 decimals',
  });

/** Free-text currency code (the spec applies no format check); uppercased, 1–10 characters. */
export const CurrencySchema = z
  .string()
  .trim()
  .min(1, 'Currency is required')
  .max(10, 'Currency code is too long')
  .transform((s) => s.toUpperCase());

export const ErrorCodeSchema = z.enum([
  'bad_request',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'payload_too_large',
  'rate_limited',
  'bad_gateway',
  'unavailable',
  'timeout',
  'not_implemented',
  'internal',
]);
export type ErrorCode = z.infer<typeof ErrorCodeSchema>;

/** Every error response: `{ error: { code, message, … } }`. */
export const ErrorResponseSchema = z.object({
  error: z.object({
    code: ErrorCodeSchema,
    message: z.string(),
    /** Field-level messages for validation errors: `{ "title": "Title is too long" }`. */
    fields: z.record(z.string(), z.string()).optional(),
    /** Seconds to wait, with 429. */
    retryAfter: z.number().int().optional(),
  }),
});
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;

export const OkResponseSchema = z.object({ ok: z.literal(true) });

export const NOT_AUTHENTICATED_MESSAGE = 'User not authenticated or session expired';
