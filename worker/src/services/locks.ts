/**
 * @module services/locks — short per-user locks in the database (user_locks), so "one mind dump at a time"
 * holds across processes and Worker isolates. A lock older than its stale age is taken over, so a crashed
 * run never blocks the user for long.
 */
import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../db/client.js';
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
  return handle(await statement);
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
  const statement = db
    .insert(userLocks)
    .values({ userId, name, acquiredAt })
    .onConflictDoUpdate({
      target: [userLocks.userId, userLocks.name],
      set: { acquiredAt },
      setWhere: lt(userLocks.acquiredAt, staleBefore),
    })
    .returning({ acquiredAt: userLocks.acquiredAt });
  const handle = (rows: readonly { acquiredAt: string }[]): LockHandle | null =>
    rows[0]?.acquiredAt === acquiredAt ? { name, acquiredAt } : null;
  return { statement, handle };
}

/** Releases the lock if this holder still has it (a stale takeover by another run is left alone). */
export async function releaseLock(db: Db, userId: string, lock: LockHandle): Promise<void> {
  await releaseLockStatement(db, userId, lock);
}

/** `releaseLock` as a statement for a caller's batch. */
export function releaseLockStatement(db: Db, userId: string, lock: LockHandle) {
  return db
    .delete(userLocks)
    .where(
      and(
        eq(userLocks.userId, userId),
        eq(userLocks.name, lock.name),
        eq(userLocks.acquiredAt, lock.acquiredAt),
      ),
    );
}
