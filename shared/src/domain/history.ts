/** @module Expiry of mind-dump history entries (spec section 4). */

/**
 * How long a history entry is kept. The spec gives no figure; a week is long enough to find and retry a
 * mind dump from the last few days, short enough that raw thoughts do not pile up.
 */
export const HISTORY_RETENTION_DAYS = 7;
export const HISTORY_EMPTY_MESSAGE =
  'No mind dump history yet. Start using the mind dump feature to see your entries here.';

const DAY_MS = 86_400_000;

/** When an entry created at `createdAt` expires. */
export function historyExpiresAt(createdAt: Date): Date {
  return new Date(createdAt.getTime() + HISTORY_RETENTION_DAYS * DAY_MS);
}

export type HistoryExpiry = { expired: boolean; daysRemaining: number; label: string };

/**
 * Expired once `expiresAt` is reached (or unreadable): "Expired". Otherwise the remaining 24-hour days
 * rounded up, never below 0: "1 day remaining", "3 days remaining".
 */
export function historyExpiry(expiresAt: string, now: Date): HistoryExpiry {
  const left = Date.parse(expiresAt) - now.getTime();
  if (!(left > 0)) return { expired: true, daysRemaining: 0, label: 'Expired' };
  const daysRemaining = Math.max(0, Math.ceil(left / DAY_MS));
  return {
    expired: false,
    daysRemaining,
    label: `${daysRemaining} ${daysRemaining === 1 ? 'day' : 'days'} remaining`,
  };
}
