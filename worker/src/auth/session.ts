/**
 * @module auth/session — sessions as in Lucia's own guide, as plain functions: a random token for the client,
 * only its SHA-256 stored. Validation is one round trip (session ⋈ user, with the profile and tag names AI
 * requests need); a session lasts 30 days and is
 * extended (one more write) only when less than half of that is left. Nothing outside this folder touches
 * the sessions table.
 */

import type { InArgs, InStatement, ResultSet } from '@libsql/client';
import type { User } from '@mynd/shared';
import { and, eq, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { preparedItem } from '../db/prepared.js';
import { computeEveryRead, type RequestReads } from '../db/request-reads.js';
import { profiles, sessions, users, userTags } from '../db/schema.js';
import { whenReady } from '../lib/when-ready.js';
import { contextProfileColumns, type UserContext, userContextFrom } from '../services/user-context.js';
import { generateSessionToken, sessionIdFromToken } from './tokens.js';
import { toUser } from './users.js';

export const SESSION_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
const SESSION_MS = SESSION_DAYS * DAY_MS;

export interface SessionInfo {
  /** The user as the API shows it. */
  user: Readonly<User>;
  /**
   * The user's tags (in order) and profile, read in the same query so AI requests need no round trip for them.
   * Frozen and shared by every request while the session's answer is kept: never changed.
   */
  context: Readonly<UserContext>;
  expiresAt: Date;
  /** True when validation just extended the session: hosts re-send the cookie. */
  fresh: boolean;
}

const toSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

/**
 * A new session as a statement to run (alone or in the caller's batch) plus what the client gets back. The
 * expiry is whole seconds, as stored, so what the client is told matches the row.
 */
export function newSession(
  db: Db,
  userId: string,
  now: Date = new Date(),
  options: { byCode?: boolean } = {},
) {
  const token = generateSessionToken(userId);
  const expiresAt = new Date(toSeconds(new Date(now.getTime() + SESSION_MS)) * 1000);
  const insert = db.insert(sessions).values({
    id: sessionIdFromToken(token),
    userId,
    expiresAt: toSeconds(expiresAt),
    // A session made by an emailed code may reset the password for a short while (auth/password-change.ts).
    codeVerifiedAt: options.byCode ? toSeconds(now) : null,
  });
  return { token, expiresAt, insert };
}

export async function createSession(
  db: Db,
  userId: string,
  now: Date = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  const { token, expiresAt, insert } = newSession(db, userId, now);
  await insert;
  return { token, expiresAt };
}

/**
 * The session check's query, built once per database handle (db/prepared). It reads the row by session id alone
 * (expiry is compared here, not in SQL), so the Node host may keep what it gives while the database is unchanged
 * (db/request-reads); extending or deleting the session is a write.
 */
function sessionItem(db: Db, id: string) {
  return preparedItem(
    db,
    'auth.session',
    () =>
      db
        .select({
          user: users,
          expiresAt: sessions.expiresAt,
          profile: contextProfileColumns,
          tagNames: sql<string>`(select json_group_array(tag_name) from (select ${userTags.tagName} as tag_name from ${userTags} where ${userTags.userId} = ${sessions.userId} order by ${userTags.position}, ${userTags.createdAt}))`,
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .leftJoin(profiles, eq(profiles.userId, sessions.userId))
        .where(eq(sessions.id, sql.placeholder('id')))
        .limit(1),
    { id },
  );
}

type SessionRow = Awaited<ReturnType<ReturnType<typeof sessionItem>['execute']>>[number];

/**
 * What the session row says, converted once — the API's user and the AI context, not the row: it depends on the
 * data alone (no clock), so it may be kept, and a request answered from memory converts nothing.
 */
export interface StoredSession {
  user: Readonly<User>;
  context: Readonly<UserContext>;
  /** Expiry in milliseconds since the epoch. */
  expiresAtMs: number;
}

function storedFrom(row: SessionRow | undefined): StoredSession | null {
  if (!row) return null;
  const context = userContextFrom(JSON.parse(row.tagNames) as string[], row.profile);
  Object.freeze(context.tags);
  if (context.profile) Object.freeze(context.profile);
  Object.freeze(context.learnedTags);
  return Object.freeze({
    user: Object.freeze(toUser(row.user)),
    context: Object.freeze(context),
    expiresAtMs: row.expiresAt * 1000,
  });
}

async function readSession(db: Db, id: string): Promise<StoredSession | null> {
  const [row] = await sessionItem(db, id).execute();
  return storedFrom(row);
}

/**
 * The session check as a statement to run in another read's round trip (db/first-read's rider), and what its
 * answer says (the stored session, or null for an unknown token): auth/middleware compares the expiry and the
 * user, then `sessionAt` (with the session `id`) gives the request's session.
 */
export function sessionRead(db: Db, token: string) {
  const id = sessionIdFromToken(token);
  const item = sessionItem(db, id);
  return {
    id,
    statement: statementOf(item),
    storedFrom: (answer: ResultSet) => storedFrom((item.mapResult(answer, true) as SessionRow[])[0]),
    /**
     * A statement that fails (malformed JSON) unless the session is `userId`'s and unexpired at `nowMs`: in front
     * of a batch that writes, it rolls the batch back for anyone else (db/first-read's guard).
     */
    guard: (userId: string, nowMs: number) => statementOf(sessionGuardItem(db, id, userId, nowMs)),
  };
}

function statementOf(item: { getQuery(): { sql: string; params: unknown[] } }): InStatement {
  const { sql: text, params } = item.getQuery();
  return { sql: text, args: params as InArgs };
}

function sessionGuardItem(db: Db, id: string, userId: string, nowMs: number) {
  return preparedItem(
    db,
    'auth.sessionGuard',
    () => {
      const valid = db
        .select({ ok: sql`'1'` })
        .from(sessions)
        .where(
          and(
            eq(sessions.id, sql.placeholder('id')),
            eq(sessions.userId, sql.placeholder('userId')),
            sql`${sessions.expiresAt} * 1000 > ${sql.placeholder('nowMs')}`,
          ),
        );
      // json() of anything but JSON is an error: the statement, and the batch's transaction with it, fails.
      return db.select({ guard: sql`json(coalesce((${valid}), 'refused'))` }).from(sql`(select 1)`);
    },
    { id, userId, nowMs },
  );
}

/** A kept session's size in memory, roughly (db/request-reads' bounds). */
const sessionBytes = (session: StoredSession | null) =>
  session ? 1024 + JSON.stringify(session.context.tags).length * 2 : 64;

/**
 * What a session expiring at `expiresAtMs` is at `nowMs`: expired, due to be extended (less than half of its
 * time left: the check writes), or valid as it is.
 */
export function sessionStanding(expiresAtMs: number, nowMs: number): 'expired' | 'due' | 'valid' {
  if (expiresAtMs <= nowMs) return 'expired';
  return expiresAtMs - nowMs >= SESSION_MS / 2 ? 'valid' : 'due';
}

/**
 * The session's user, or null for an unknown or expired token. One read (`reads` may answer it from memory:
 * the expiry is compared with `now` on every request); a write only to extend or expire. Answered without a
 * promise when the session is in memory and valid as it is (the Node host's usual request).
 */
export function validateSession(
  db: Db,
  token: string,
  now: Date = new Date(),
  reads: RequestReads = computeEveryRead,
): SessionInfo | null | Promise<SessionInfo | null> {
  if (!token || token.length > 200) return null;
  const id = sessionIdFromToken(token);
  const stored = reads.remember(`session:${id}`, () => readSession(db, id), sessionBytes);
  return whenReady(stored, (session) => sessionAt(db, id, session, now));
}

/** What the stored session gives at `now`: its user as it is, or after the write that expires or extends it. */
export function sessionAt(
  db: Db,
  id: string,
  stored: StoredSession | null,
  now: Date,
): SessionInfo | null | Promise<SessionInfo | null> {
  if (!stored) return null;
  const { user, context, expiresAtMs } = stored;
  const standing = sessionStanding(expiresAtMs, now.getTime());
  if (standing === 'valid') return { user, context, expiresAt: new Date(expiresAtMs), fresh: false };
  if (standing === 'expired') return expire(db, id);
  return extend(db, id, stored, now);
}

async function expire(db: Db, id: string): Promise<null> {
  await db.delete(sessions).where(eq(sessions.id, id));
  return null;
}

async function extend(db: Db, id: string, stored: StoredSession, now: Date): Promise<SessionInfo> {
  const expiresAt = new Date(toSeconds(new Date(now.getTime() + SESSION_MS)) * 1000);
  await db
    .update(sessions)
    .set({ expiresAt: toSeconds(expiresAt) })
    .where(eq(sessions.id, id));
  return { user: stored.user, context: stored.context, expiresAt, fresh: true };
}

export async function invalidateSession(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionIdFromToken(token)));
}

/**
 * Signs the user out everywhere, except (optionally) the session making the request: one statement, to run
 * alone or in the caller's batch (e.g. with the new password hash).
 */
export function deleteSessionsQuery(db: Db, userId: string, keepToken?: string) {
  return db
    .delete(sessions)
    .where(
      keepToken
        ? and(eq(sessions.userId, userId), ne(sessions.id, sessionIdFromToken(keepToken)))
        : eq(sessions.userId, userId),
    );
}

/** Expired sessions serve no one: the scheduled cleanup removes them. */
export function deleteExpiredSessionsQuery(db: Db, now: Date) {
  return db.delete(sessions).where(lt(sessions.expiresAt, toSeconds(now)));
}
