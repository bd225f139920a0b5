/**
 * @module auth/codes — one-time sign-in codes: 6 digits, stored as SHA-256 salted with the email, valid for
 * 10 minutes, locked after 5 wrong tries. Sending is limited: the same email once per 30 s ("Please wait"),
 * and per IP and per email per hour ("Too many requests"), counted in the database.
 */

import {
  INVALID_CODE_MESSAGE,
  PLEASE_WAIT_MESSAGE,
  SEND_CODE_FAILED_TITLE,
  TOO_MANY_REQUESTS_MESSAGE,
} from '@mynd/shared';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { emailCodes } from '../db/schema.js';
import { RateLimitedError, UnavailableError, ValidationError } from '../lib/errors.js';
import { newId } from '../lib/ids.js';
import type { Mailer } from '../mail/types.js';
import { hitRateLimits } from './rate-limit.js';
import { sha256Hex } from './tokens.js';

export const CODE_TTL_MS = 10 * 60 * 1000;
export const CODE_MAX_ATTEMPTS = 5;
export const RESEND_BLOCK_SECONDS = 30;
export const CODES_PER_IP_PER_HOUR = 20;
export const CODES_PER_EMAIL_PER_HOUR = 5;

function hashCode(email: string, code: string): string {
  return sha256Hex(`${email}:${code}`);
}

/** Uniform over 000000–999999 (rejection sampling avoids the modulo bias). */
export function generateCode(): string {
  const limit = 4_294_000_000; // the largest multiple of 1,000,000 below 2^32
  for (;;) {
    const [n] = crypto.getRandomValues(new Uint32Array(1));
    if (n !== undefined && n < limit) return String(n % 1_000_000).padStart(6, '0');
  }
}

async function latestCode(db: Db, email: string) {
  const [row] = await db
    .select()
    .from(emailCodes)
    .where(and(eq(emailCodes.email, email), isNull(emailCodes.consumedAt)))
    .orderBy(desc(emailCodes.createdAt))
    .limit(1);
  return row;
}

export async function sendCode(
  db: Db,
  mailer: Mailer,
  input: { email: string; ip: string; now: Date },
): Promise<{ retryAfter: number }> {
  const { email, ip, now } = input;
  const previous = await latestCode(db, email);
  if (previous) {
    const elapsed = (now.getTime() - Date.parse(previous.createdAt)) / 1000;
    if (elapsed < RESEND_BLOCK_SECONDS) {
      const retryAfter = Math.max(1, Math.ceil(RESEND_BLOCK_SECONDS - elapsed));
      throw new RateLimitedError(PLEASE_WAIT_MESSAGE, retryAfter);
    }
  }
  const refused = await hitRateLimits(
    db,
    [
      { key: `code-ip:${ip}`, limit: CODES_PER_IP_PER_HOUR, windowSeconds: 3600 },
      { key: `code-email:${email}`, limit: CODES_PER_EMAIL_PER_HOUR, windowSeconds: 3600 },
    ],
    now,
  );
  if (refused) {
    throw new RateLimitedError(TOO_MANY_REQUESTS_MESSAGE, refused.retryAfter);
  }

  const code = generateCode();
  const id = newId();
  // A new code replaces any earlier one: only the latest is ever accepted.
  await db.batch([
    db.delete(emailCodes).where(eq(emailCodes.email, email)),
    db.insert(emailCodes).values({
      id,
      email,
      codeHash: hashCode(email, code),
      expiresAt: new Date(now.getTime() + CODE_TTL_MS).toISOString(),
      createdAt: now.toISOString(),
    }),
  ]);
  try {
    await mailer.send({
      to: email,
      subject: `Your Mynd sign-in code: ${code}`,
      text: `Your Mynd sign-in code is ${code}.\n\nIt expires in 10 minutes. If you did not ask for it, ignore this email.`,
    });
  } catch (err) {
    // Not sent, so not usable: remove it so the user may ask again at once.
    await db.delete(emailCodes).where(eq(emailCodes.id, id));
    console.error(`mail: sending the code to ${email} failed:`, (err as Error).message);
    throw new UnavailableError(SEND_CODE_FAILED_TITLE);
  }
  return { retryAfter: RESEND_BLOCK_SECONDS };
}

/**
 * The latest unconsumed code of an email, as a subquery: the one code that may be accepted. */
function latestCodeId(db: Db, email: string) {
  return db
    .select({ id: emailCodes.id })
    .from(emailCodes)
    .where(and(eq(emailCodes.email, email), isNull(emailCodes.consumedAt)))
    .orderBy(desc(emailCodes.createdAt))
    .limit(1);
}

/**
 * Consumes the code in one conditional update (right code, latest, not expired, not locked, not yet used), so
 * of two concurrent verifications only one wins. A miss counts a wrong try on the latest code (a second
 * statement, only on failure). Throws "Invalid or expired code".
 */
export async function consumeCode(db: Db, input: { email: string; code: string; now: Date }): Promise<void> {
  const { email, code, now } = input;
  const consumed = await db
    .update(emailCodes)
    .set({ consumedAt: now.toISOString() })
    .where(
      and(
        eq(emailCodes.id, sql`(${latestCodeId(db, email)})`),
        eq(emailCodes.codeHash, hashCode(email, code)),
        gt(emailCodes.expiresAt, now.toISOString()),
        lt(emailCodes.attempts, CODE_MAX_ATTEMPTS),
        isNull(emailCodes.consumedAt),
      ),
    )
    .returning({ id: emailCodes.id });
  if (consumed.length > 0) return;
  await db
    .update(emailCodes)
    .set({ attempts: sql`${emailCodes.attempts} + 1` })
    .where(
      and(
        eq(emailCodes.id, sql`(${latestCodeId(db, email)})`),
        gt(emailCodes.expiresAt, now.toISOString()),
        lt(emailCodes.attempts, CODE_MAX_ATTEMPTS),
      ),
    );
  throw new ValidationError(INVALID_CODE_MESSAGE);
}
