/**
 * @module services/locks — short per-user locks in the database (user_locks), so "one mind dump at a time"
 * holds across processes and Worker isolates. A lock older than its stale age is taken over, so a crashed
 * run never blocks the user for long.
 */
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { preparedItem } from '../db/prepared.js';
import { userLocks } from '../db/schema.js';

export const MIND_DUMP_LOCK = 'mind-dump';
/** A lock held longer than this is treated as abandoned. */
export const LOCK_STALE_MS = 2 * 60_000;

export type LockHandle = { name: string; acquiredAt: string };

/**
 * Takes the lock in one statement: insert, or take over a stale row. Null when someone holds it. The
 * handle's timestamp lets release() remove only this holder's row.
 */
export async function acquireLock(
  db: Db,
  userId: string,
  name: string,
  now: Date,
  staleMs = LOCK_STALE_MS,
): Promise<LockHandle | null> {
  const { statement, handle } = acquireLockStatement(db, userId, name, now, staleMs);
  return handle(await statement.execute());
}

/**
 * `acquireLock` as a statement for a caller's batch, and how to read its result: the handle, or null when
 * someone else holds the lock.
 */
export function acquireLockStatement(
  db: Db,
  userId: string,
  name: string,
  now: Date,
  staleMs = LOCK_STALE_MS,
) {
  const acquiredAt = now.toISOString();
  const staleBefore = new Date(now.getTime() - staleMs).toISOString();
  const statement = preparedItem(
    db,
    'locks.acquire',
    () =>
      db
        .insert(userLocks)
        .values({
          userId: sql.placeholder('userId'),
          name: sql.placeholder('name'),
          acquiredAt: sql.placeholder('acquiredAt'),
        })
        .onConflictDoUpdate({
          target: [userLocks.userId, userLocks.name],
          set: { acquiredAt: sql`${sql.placeholder('acquiredAt')}` },
          setWhere: lt(userLocks.acquiredAt, sql.placeholder('staleBefore')),
        })
        .returning({ acquiredAt: userLocks.acquiredAt }),
    { userId, name, acquiredAt, staleBefore },
  );
  const handle = (rows: readonly { acquiredAt: string }[]): LockHandle | null =>
    rows[0]?.acquiredAt === acquiredAt ? { name, acquiredAt } : null;
  // What this attempt writes when it gets the lock, for a statement in the same batch that runs only then.
  return { statement, handle, attempt: { name, acquiredAt } };
}

/** Releases the lock if this holder still has it (a stale takeover by another run is left alone). */
export async function releaseLock(db: Db, userId: string, lock: LockHandle): Promise<void> {
  await releaseLockStatement(db, userId, lock).execute();
}

/** `releaseLock` as a statement for a caller's batch. */
export function releaseLockStatement(db: Db, userId: string, lock: LockHandle) {
  return preparedItem(
    db,
    'locks.release',
    () =>
      db
        .delete(userLocks)
        .where(
          and(
            eq(userLocks.userId, sql.placeholder('userId')),
            eq(userLocks.name, sql.placeholder('name')),
            eq(userLocks.acquiredAt, sql.placeholder('acquiredAt')),
          ),
        ),
    { userId, name: lock.name, acquiredAt: lock.acquiredAt },
  );
}
