/**
 * @module auth/session — the four session functions the rest of Mynd uses. Lucia (with its drizzle adapter)
 * does the work behind them; nothing outside this folder imports lucia, so it can be swapped in one place.
 * Sessions last 30 days and are extended when half used up.
 */
import { DrizzleSQLiteAdapter } from '@lucia-auth/adapter-drizzle';
import { eq } from 'drizzle-orm';
import { Lucia, TimeSpan } from 'lucia';
import type { Db } from '../db/client.js';
import { sessions, users } from '../db/schema.js';
import { generateSessionToken, sessionIdFromToken } from './tokens.js';

export const SESSION_DAYS = 30;

export interface SessionInfo {
  userId: string;
  expiresAt: Date;
  /** True when validation just extended the session: hosts re-send the cookie. */
  fresh: boolean;
}

const lucias = new WeakMap<Db, Lucia>();

function luciaFor(db: Db): Lucia {
  let lucia = lucias.get(db);
  if (!lucia) {
    lucia = new Lucia(new DrizzleSQLiteAdapter(db, sessions, users), {
      sessionExpiresIn: new TimeSpan(SESSION_DAYS, 'd'),
    });
    lucias.set(db, lucia);
  }
  return lucia;
}

export async function createSession(db: Db, userId: string): Promise<{ token: string; expiresAt: Date }> {
  const token = generateSessionToken();
  const session = await luciaFor(db).createSession(userId, {}, { sessionId: sessionIdFromToken(token) });
  return { token, expiresAt: session.expiresAt };
}

export async function validateSession(db: Db, token: string): Promise<SessionInfo | null> {
  if (!token || token.length > 200) return null;
  const { session } = await luciaFor(db).validateSession(sessionIdFromToken(token));
  if (!session) return null;
  return { userId: session.userId, expiresAt: session.expiresAt, fresh: session.fresh };
}

export async function invalidateSession(db: Db, token: string): Promise<void> {
  await luciaFor(db).invalidateSession(sessionIdFromToken(token));
}

/** Signs the user out everywhere, except (optionally) the session making the request. */
export async function invalidateAllSessionsForUser(
  db: Db,
  userId: string,
  keepToken?: string,
): Promise<void> {
  if (!keepToken) {
    await luciaFor(db).invalidateUserSessions(userId);
    return;
  }
  const keep = sessionIdFromToken(keepToken);
  const rows = await db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, userId));
  for (const row of rows) if (row.id !== keep) await luciaFor(db).invalidateSession(row.id);
}
