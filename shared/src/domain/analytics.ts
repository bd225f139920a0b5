/** @module Dashboard and Completed Tasks figures (spec section 9, with DESIGN.md's time-gains decision). */
import { type MoneyTotal, mergeMoneyTotals } from './money-totals.js';

const DAY_MS = 86_400_000;

const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * Est Time Gains (hours): the minutes saved / 60, one decimal. The spec divides money by 60; DESIGN.md
 * decides on minutes, the only reading that yields hours.
 */
export function estTimeGainsHours(totalMinutes: number): number {
  return Number.isFinite(totalMinutes) ? round1(totalMinutes / 60) : 0;
}

/**
 * Avg. Task Duration (days): the mean age of the open tasks in whole days (rounded), 0 with none. The spec
 * measures only "the first loaded task", which averages nothing and changes with sort order; the mean
 * of all open tasks is what the card's name promises.
 */
export function avgTaskDurationDays(openTasks: readonly { createdAt: string | Date }[], now: Date): number {
  const ages = openTasks
    .map((t) => now.getTime() - new Date(t.createdAt).getTime())
    .filter((ms) => Number.isFinite(ms))
    .map((ms) => Math.max(0, ms) / DAY_MS);
  if (ages.length === 0) return 0;
  return Math.round(ages.reduce((a, b) => a + b, 0) / ages.length);
}

export type CompletedTotals = { count: number; moneySavedByCurrency: MoneyTotal[]; hours: number };

/**
 * The Completed Tasks panel's three totals: tasks, money saved per currency (never added across currencies,
 * `preferred` first) and time in hours (one decimal).
 */
export function completedTotals(
  items: readonly { moneySavedByCurrency?: readonly MoneyTotal[] | null; timeSavedMinutes?: number | null }[],
  preferred?: string,
): CompletedTotals {
  let minutes = 0;
  for (const item of items) {
    minutes += Number.isFinite(item.timeSavedMinutes) ? item.timeSavedMinutes! : 0;
  }
  return {
    count: items.length,
    moneySavedByCurrency: mergeMoneyTotals(
      items.map((i) => i.moneySavedByCurrency ?? []),
      preferred,
    ),
    hours: estTimeGainsHours(minutes),
  };
}
