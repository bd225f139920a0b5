/**
 * @module Display ids: YYMMDD of creation plus a two-digit sequence for that day (spec section 3).
 *
 * A display id, once given, never changes: the sequence number is given once, when the task is created — one
 * more than the highest number among the user's tasks created the same UTC day — and stored with the task
 * (the worker's `tasks.display_seq`, given by the database inside the insert's own statement). Deleting an earlier
 * task therefore leaves the later ids alone. `displayIds` numbers tasks that have no stored number yet (the
 * migration that introduced it numbered the existing rows the same way).
 */
import { toIsoDate } from './dates.js';

/**
 * The display id of a task created at `createdAt` with day number `seq`: "26112101" for the first task of
 * 21 Nov 2026; the number grows to three digits after 99. Null when `createdAt` cannot be read or `seq` < 1.
 */
export function formatDisplayId(createdAt: string, seq: number, timeZone?: string): string | null {
  const ms = Date.parse(createdAt);
  if (Number.isNaN(ms) || !Number.isInteger(seq) || seq < 1) return null;
  const day = toIsoDate(new Date(ms), timeZone);
  return `${day.slice(2, 4)}${day.slice(5, 7)}${day.slice(8, 10)}${String(seq).padStart(2, '0')}`;
}

/**
 * Maps task id → display id for tasks numbered in creation order, e.g. the first two tasks created on
 * 21 Nov 2026 get "26112101" and "26112102". Days are calendar days in `timeZone` (UTC when absent); ties are
 * broken by id. A task whose `createdAt` cannot be parsed gets no entry, so callers fall back to its id.
 */
export function displayIds(
  tasks: readonly { id: string; createdAt: string }[],
  timeZone?: string,
): Map<string, string> {
  const dated = tasks
    .map((t) => ({ id: t.id, createdAt: t.createdAt, ms: Date.parse(t.createdAt) }))
    .filter((t) => !Number.isNaN(t.ms))
    .sort((a, b) => a.ms - b.ms || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const perDay = new Map<string, number>();
  const ids = new Map<string, string>();
  for (const t of dated) {
    const day = toIsoDate(new Date(t.ms), timeZone);
    const seq = (perDay.get(day) ?? 0) + 1;
    perDay.set(day, seq);
    ids.set(t.id, formatDisplayId(t.createdAt, seq, timeZone)!);
  }
  return ids;
}
