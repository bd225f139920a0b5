/**
 * @module auth/password-change — setting and changing the account password.
 * - A first password (the account has none yet) needs nothing else and keeps every session: setting it must not
 *   sign the extension out.
 * - Changing an existing password needs the current one, or a session made by an emailed code in the last
 *   10 minutes (the "Forgot password?" path: the code proved the mailbox, which is what recovery rests on). That
 *   right is used up by the change. A change ends every other session of the user, in one statement, in the same
 *   batch as the new hash — no moment where the new password holds while old sessions still work.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { sessions, users } from '../db/schema.js';
import { ValidationError } from '../lib/errors.js';
import { hashPassword, verifyPassword } from './password.js';
import { deleteSessionsQuery } from './session.js';
import { sessionIdFromToken } from './tokens.js';

export const CURRENT_PASSWORD_REQUIRED_MESSAGE = 'Please enter your current password';
export const CURRENT_PASSWORD_INCORRECT_MESSAGE = 'Current password is incorrect';
/** How long after verifying an emailed code a session may set a new password without the old one. */
export const PASSWORD_RESET_WINDOW_SECONDS = 10 * 60;

export interface PasswordChangeInput {
  userId: string;
  sessionToken: string;
  currentPassword?: string | undefined;
  newPassword: string;
  now: Date;
}

/** True when the session was made by an emailed code recently enough to reset the password. */
export function mayResetWithoutPassword(codeVerifiedAt: number | null, now: Date): boolean {
  if (codeVerifiedAt === null) return false;
  const age = now.getTime() / 1000 - codeVerifiedAt;
  return age >= 0 && age <= PASSWORD_RESET_WINDOW_SECONDS;
}

/** Sets or changes the password; answers whether other sessions were ended. Throws 400s with the spec's texts. */
export async function changePassword(
  db: Db,
  input: PasswordChangeInput,
): Promise<{ otherSessionsEnded: boolean }> {
  const sessionId = sessionIdFromToken(input.sessionToken);
  const [row] = await db
    .select({ passwordHash: users.passwordHash, codeVerifiedAt: sessions.codeVerifiedAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sessionId), eq(users.id, input.userId)));
  if (!row) throw new Error('Signed-in session vanished');

  const hadPassword = row.passwordHash !== null;
  if (row.passwordHash !== null) {
    if (input.currentPassword) {
      if (!(await verifyPassword(input.currentPassword, row.passwordHash))) {
        throw new ValidationError(CURRENT_PASSWORD_INCORRECT_MESSAGE, {
          currentPassword: CURRENT_PASSWORD_INCORRECT_MESSAGE,
        });
      }
    } else if (!mayResetWithoutPassword(row.codeVerifiedAt, input.now)) {
      throw new ValidationError(CURRENT_PASSWORD_REQUIRED_MESSAGE, {
        currentPassword: CURRENT_PASSWORD_REQUIRED_MESSAGE,
      });
    }
  }

  const passwordHash = await hashPassword(input.newPassword);
  const setHash = db.update(users).set({ passwordHash }).where(eq(users.id, input.userId));
  // The reset right is single-use: whatever path set the password, this session no longer holds it.
  const useUpReset = db.update(sessions).set({ codeVerifiedAt: null }).where(eq(sessions.id, sessionId));
  if (hadPassword) {
    await db.batch([setHash, deleteSessionsQuery(db, input.userId, input.sessionToken), useUpReset]);
  } else {
    await db.batch([setHash, useUpReset]);
  }
  return { otherSessionsEnded: hadPassword };
}
