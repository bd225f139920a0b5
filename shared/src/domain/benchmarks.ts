/** @module Benchmarks: progress from the checklist, overdue markers and ordering (spec section 4). */
import { addDaysIso, diffDaysIso, type IsoDate, isIsoDate } from './dates.js';

export type Benchmark = { percentage: number; description: string; dueDate?: IsoDate | null };

/** Ascending by percentage; equal percentages keep their order. Returns a new array. */
export function sortBenchmarks<B extends Benchmark>(benchmarks: readonly B[]): B[] {
  return [...benchmarks].sort((a, b) => a.percentage - b.percentage);
}

/**
 * The task's progress after ticking (`checked`) or unticking the benchmark at `index`: ticking sets it to
 * that benchmark's percentage; unticking sets it to the highest percentage below it, or 0 if none.
 */
export function progressAfterBenchmarkToggle(
  benchmarks: readonly Benchmark[],
  index: number,
  checked: boolean,
): number {
  const target = benchmarks[index];
  if (!target) throw new RangeError(`No benchmark at index ${index}`);
  if (checked) return target.percentage;
  return benchmarks.reduce(
    (best, b) => (b.percentage < target.percentage && b.percentage > best ? b.percentage : best),
    0,
  );
}

export function isBenchmarkReached(b: Benchmark, progress: number): boolean {
  return progress >= b.percentage;
}

/** Overdue: not reached and its due date is before today. */
export function isBenchmarkOverdue(b: Benchmark, progress: number, today: IsoDate): boolean {
  return !isBenchmarkReached(b, progress) && Boolean(b.dueDate) && b.dueDate! < today;
}

/** True when any benchmark of the task is overdue (highlights a person's card red). */
export function hasOverdueBenchmark(
  task: { progress: number; benchmarks?: readonly Benchmark[] | null },
  today: IsoDate,
): boolean {
  return (task.benchmarks ?? []).some((b) => isBenchmarkOverdue(b, task.progress, today));
}

export type BenchmarkMarkerTone = 'reached' | 'overdue' | 'today' | 'upcoming' | 'none';

/** Reached markers use the primary colour; others are coloured by due status ('none' with no due date). */
export function benchmarkMarkerTone(b: Benchmark, progress: number, today: IsoDate): BenchmarkMarkerTone {
  if (isBenchmarkReached(b, progress)) return 'reached';
  if (!b.dueDate) return 'none';
  if (b.dueDate < today) return 'overdue';
  return b.dueDate === today ? 'today' : 'upcoming';
}

/**
 * Benchmarks after the task's due date moves from `oldDue` to `newDue`: each benchmark date moves by the same
 * number of days, so the plan keeps its shape (a milestone a week before the deadline stays a week before
 * it). Benchmarks without a date keep none; an unreadable date on either side changes nothing.
 */
export function shiftBenchmarkDates<B extends Benchmark>(
  benchmarks: readonly B[],
  oldDue: string,
  newDue: string,
): B[] {
  if (!isIsoDate(oldDue) || !isIsoDate(newDue)) return [...benchmarks];
  const days = diffDaysIso(newDue, oldDue);
  if (days === 0) return [...benchmarks];
  return benchmarks.map((b) =>
    b.dueDate && isIsoDate(b.dueDate) ? { ...b, dueDate: addDaysIso(b.dueDate, days) } : b,
  );
}
