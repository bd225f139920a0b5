/** @module Dashboard and Completed Tasks figures (spec section 9, with DESIGN.md's time-gains decision). */
import { formatMoney } from './currency.js';

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

/** Realised Financial Gains: the currency's symbol and no decimals, e.g. "$1,235". */
export function formatGains(amount: number, currency: string): string {
  return formatMoney(amount, currency, { decimals: 0 });
}

export type CompletedTotals = { count: number; moneySaved: number; hours: number };

/** The Completed Tasks panel's three totals: tasks, money saved, time in hours (one decimal). */
export function completedTotals(
  items: readonly { moneySaved?: number | null; timeSavedMinutes?: number | null }[],
): CompletedTotals {
  let money = 0;
  let minutes = 0;
  for (const item of items) {
    money += Number.isFinite(item.moneySaved) ? item.moneySaved! : 0;
    minutes += Number.isFinite(item.timeSavedMinutes) ? item.timeSavedMinutes! : 0;
  }
  return {
    count: items.length,
    moneySaved: Math.round(money * 100) / 100,
    hours: estTimeGainsHours(minutes),
  };
}
