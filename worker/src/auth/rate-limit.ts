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

export interface RateLimit {
  key: string;
  limit: number;
  windowSeconds: number;
}

function hitQuery(db: Db, { key, windowSeconds }: RateLimit, nowSec: number) {
  const expiredBefore = nowSec - windowSeconds;
  return db
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
}

function resultOf(
  { limit, windowSeconds }: RateLimit,
  row: { count: number; windowStart: number } | undefined,
  nowSec: number,
): RateLimitResult {
  const count = row?.count ?? 1;
  const windowStart = row?.windowStart ?? nowSec;
  return { allowed: count <= limit, retryAfter: Math.max(1, windowStart + windowSeconds - nowSec) };
}

/**
 * Counts a hit on every limit in one round trip (a batch); the first limit exceeded, or null when all allow.
 */
export async function hitRateLimits(
  db: Db,
  limits: readonly RateLimit[],
  now: Date,
): Promise<RateLimitResult | null> {
  const nowSec = Math.floor(now.getTime() / 1000);
  const [first, ...rest] = limits.map((l) => hitQuery(db, l, nowSec));
  if (!first) return null;
  const results = await db.batch([first, ...rest]);
  for (const [i, rows] of results.entries()) {
    const result = resultOf(limits[i] as RateLimit, rows[0], nowSec);
    if (!result.allowed) return result;
  }
  return null;
}
