/** @module Display ids: YYMMDD of creation plus a two-digit sequence for that day (spec section 3). */
import { toIsoDate } from './dates.js';

/**
 * Maps task id → display id, e.g. the first two tasks created on 21 Nov 2026 get "26112101" and
 * "26112102". Days are calendar days in `timeZone` (UTC when absent); the sequence follows creation
 * order, ties broken by id, and grows to three digits after 99. A task whose `createdAt` cannot be
 * parsed gets no entry, so callers fall back to its id.
 */
export function displayIds(
  tasks: readonly { id: string; createdAt: string }[],
  timeZone?: string,
): Map<string, string> {
  const dated = tasks
    .map((t) => ({ id: t.id, ms: Date.parse(t.createdAt) }))
    .filter((t) => !Number.isNaN(t.ms))
    .sort((a, b) => a.ms - b.ms || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const perDay = new Map<string, number>();
  const ids = new Map<string, string>();
  for (const t of dated) {
    const day = toIsoDate(new Date(t.ms), timeZone);
    const seq = (perDay.get(day) ?? 0) + 1;
    perDay.set(day, seq);
    const yymmdd = `${day.slice(2, 4)}${day.slice(5, 7)}${day.slice(8, 10)}`;
    ids.set(t.id, `${yymmdd}${String(seq).padStart(2, '0')}`);
  }
  return ids;
}
