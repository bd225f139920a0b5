/**
 * @module services/cleanup — the scheduled cleanup: expired sessions, sign-in codes expired over an hour ago,
 * finished rate-limit windows and stale locks serve no one. One batch (one round trip), run hourly: by a
 * Workers cron trigger (wrangler.toml `[triggers]`, `scheduled` in worker.ts) and by an interval on the Node
 * host (node.ts). Requests never pay for it.
 */
import { lt } from 'drizzle-orm';
import { deleteExpiredSessionsQuery } from '../auth/session.js';
import type { Db } from '../db/client.js';
import { emailCodes, rateLimits, userLocks } from '../db/schema.js';
import { LOCK_STALE_MS } from './locks.js';

export const CLEANUP_INTERVAL_MS = 60 * 60_000;
/** Rate-limit windows are one hour; a row whose window started over two hours ago counts nothing any more. */
const RATE_LIMIT_KEEP_SECONDS = 2 * 3600;
/** A code is kept an hour past its expiry, so "expired" can still be told from "wrong" for a while. */
const CODE_KEEP_MS = 3600_000;

export interface CleanupResult {
  sessions: number;
  codes: number;
  rateLimits: number;
  locks: number;
}

export async function cleanExpired(db: Db, now: Date): Promise<CleanupResult> {
  const [sessions, codes, limits, locks] = await db.batch([
    deleteExpiredSessionsQuery(db, now),
    db
      .delete(emailCodes)
      .where(lt(emailCodes.expiresAt, new Date(now.getTime() - CODE_KEEP_MS).toISOString())),
    db
      .delete(rateLimits)
      .where(lt(rateLimits.windowStart, Math.floor(now.getTime() / 1000) - RATE_LIMIT_KEEP_SECONDS)),
    db
      .delete(userLocks)
      .where(lt(userLocks.acquiredAt, new Date(now.getTime() - LOCK_STALE_MS).toISOString())),
  ]);
  return {
    sessions: sessions.rowsAffected,
    codes: codes.rowsAffected,
    rateLimits: limits.rowsAffected,
    locks: locks.rowsAffected,
  };
}
