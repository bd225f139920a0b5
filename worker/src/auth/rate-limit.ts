/**
 * @module auth/rate-limit — fixed-window counters in the `rate_limits` table, so limits hold across processes
 * and Worker isolates. One upsert per hit; the window resets when it has passed.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { rateLimits } from '../db/schema.js';

export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the window resets (when refused). */
  retryAfter: number;
}

/** Counts a hit on `key` and says whether it stays within `limit` per `windowSeconds`. */
export async function hitRateLimit(
  db: Db,
  key: string,
  limit: number,
  windowSeconds: number,
  now: Date,
): Promise<RateLimitResult> {
  const nowSec = Math.floor(now.getTime() / 1000);
  const expiredBefore = nowSec - windowSeconds;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart: nowSec, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.windowStart} <= ${expiredBefore} then 1 else ${rateLimits.count} + 1 end`,
        windowStart: sql`case when ${rateLimits.windowStart} <= ${expiredBefore} then ${nowSec} else ${rateLimits.windowStart} end`,
      },
    })
    .returning();
  const count = row?.count ?? 1;
  const windowStart = row?.windowStart ?? nowSec;
  return { allowed: count <= limit, retryAfter: Math.max(1, windowStart + windowSeconds - nowSec) };
}
