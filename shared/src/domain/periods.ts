/** @module Periods of the Completed Tasks panel. */

export const PERIODS = [
  { key: 'week', label: 'Past Week', days: 7 },
  { key: 'month', label: 'Past Month', days: 30 },
  { key: 'quarter', label: 'Past Quarter', days: 90 },
  { key: 'year', label: 'Past Year', days: 365 },
  { key: 'all', label: 'All Time', days: null },
] as const;

export type Period = (typeof PERIODS)[number]['key'];

export const PERIOD_KEYS = PERIODS.map((p) => p.key) as readonly Period[];

export function isPeriod(value: unknown): value is Period {
  return typeof value === 'string' && (PERIOD_KEYS as readonly string[]).includes(value);
}

export function periodLabel(period: Period): string {
  return PERIODS.find((p) => p.key === period)?.label ?? '';
}

/**
 * The earliest instant counted ("completed on or after"): `now` minus the period's days of 24 hours;
 * null for All Time (no limit).
 */
export function periodStart(period: Period, now: Date): Date | null {
  const days = PERIODS.find((p) => p.key === period)?.days ?? null;
  return days === null ? null : new Date(now.getTime() - days * 86_400_000);
}
