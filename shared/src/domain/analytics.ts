/** @module Dashboard and Completed Tasks figures (spec section 9, with DESIGN.md's time-gains decision). */
import { type MoneyTotal, totalsByCurrency } from './money-totals.js';

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
 * The Completed Tasks panel's three totals from the period's sums (taken over the whole period, never over one
 * page of the list): tasks, money saved per currency (never added across currencies, `preferred` first) and
 * time in hours (one decimal).
 */
export function completedTotals(
  sums: {
    tasks: number;
    money: Iterable<{ currency: string | null | undefined; amount: number | null | undefined }>;
    minutes: number | null | undefined;
  },
  preferred?: string,
): CompletedTotals {
  const minutes = Number(sums.minutes);
  return {
    count: sums.tasks,
    moneySavedByCurrency: totalsByCurrency(sums.money, preferred),
    hours: estTimeGainsHours(Number.isFinite(minutes) ? minutes : 0),
  };
}
