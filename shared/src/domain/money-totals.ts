/**
 * @module Money totals per currency (issue 14 item 6): amounts in different currencies are never added together.
 * Totals are grouped by currency code; one currency shows exactly as the spec's single figure ("$1,235", no
 * decimals), several show side by side, "$300 · €12.50" (cents only where an amount has them).
 */
import { DEFAULT_CURRENCY, formatMoney } from './currency.js';

export type MoneyTotal = { currency: string; amount: number };

/** A stored or typed code as it is grouped: trimmed, uppercased; empty means the default currency. */
export function currencyKey(code: string | null | undefined): string {
  return code?.trim().toUpperCase() || DEFAULT_CURRENCY;
}

const cents = (n: number) => Math.round(n * 100) / 100;

/**
 * Sums `amount` per currency. Amounts that are not numbers count as 0 and currencies whose total is 0 are
 * left out. Order: the `preferred` currency (the user's) first, then by code, so the same data always reads
 * the same way.
 */
export function totalsByCurrency(
  items: Iterable<{ currency: string | null | undefined; amount: number | null | undefined }>,
  preferred: string = DEFAULT_CURRENCY,
): MoneyTotal[] {
  const sums = new Map<string, number>();
  for (const item of items) {
    const amount = Number(item.amount);
    if (!Number.isFinite(amount) || amount === 0) continue;
    const key = currencyKey(item.currency);
    sums.set(key, (sums.get(key) ?? 0) + amount);
  }
  const first = currencyKey(preferred);
  return [...sums]
    .map(([currency, amount]) => ({ currency, amount: cents(amount) }))
    .filter((t) => t.amount !== 0)
    .sort((a, b) =>
      a.currency === first
        ? -1
        : b.currency === first
          ? 1
          : a.currency < b.currency
            ? -1
            : a.currency > b.currency
              ? 1
              : 0,
    );
}

/** Merges lists of totals (e.g. each completed task's) into one list per currency. */
export function mergeMoneyTotals(lists: Iterable<readonly MoneyTotal[]>, preferred?: string): MoneyTotal[] {
  const all: MoneyTotal[] = [];
  for (const list of lists) all.push(...list);
  return totalsByCurrency(all, preferred);
}

/**
 * A total as text. Nothing saved: "$0" in `emptyCurrency` (the user's). One currency: the spec's figure, no
 * decimals ("€1,235"). Several: each with its symbol, joined by " · ", with cents only where an amount has
 * them ("$300 · €12.50"), so no currency's total is rounded away next to another's.
 */
export function formatMoneyTotals(totals: readonly MoneyTotal[], emptyCurrency: string): string {
  const [only, ...rest] = totals;
  if (!only) return formatMoney(0, emptyCurrency, { decimals: 0 });
  if (rest.length === 0) return formatMoney(only.amount, only.currency, { decimals: 0 });
  return totals
    .map((t) => formatMoney(t.amount, t.currency, { decimals: Number.isInteger(t.amount) ? 0 : 2 }))
    .join(' · ');
}

/** One item's money (a completed task's): each currency with cents, "$12.50 · €3.00"; empty when none. */
export function formatItemMoney(totals: readonly MoneyTotal[]): string {
  return totals.map((t) => formatMoney(t.amount, t.currency)).join(' · ');
}
