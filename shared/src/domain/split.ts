/** @module Splitting a task: the new part's title and fields (spec section 4). */
import type { Benchmark } from './benchmarks.js';
import type { IsoDate } from './dates.js';
import { splitTaskDueDate } from './due-date.js';

const PART_RE = /^(.*) - Part (\d+)$/;

/**
 * "<title> - Part 2". A title that already ends in " - Part N" becomes " - Part N+1" rather than
 * "… - Part N - Part 2", so splitting a part again keeps counting.
 */
export function splitTaskTitle(title: string): string {
  const trimmed = title.trim();
  const m = PART_RE.exec(trimmed);
  if (m?.[1] && m[2]) return `${m[1]} - Part ${Number(m[2]) + 1}`;
  return `${trimmed} - Part 2`;
}

/** The new task of a split: same description and tag, progress 0, no notes, benchmarks or dependency. */
export function splitTaskDraft(
  parent: { title: string; description: string | null; tag: string; dueDate: IsoDate | null },
  today: IsoDate,
) {
  return {
    title: splitTaskTitle(parent.title),
    description: parent.description,
    tag: parent.tag,
    progress: 0,
    notes: '',
    benchmarks: [] as Benchmark[],
    dependsOn: null,
    dueDate: splitTaskDueDate(parent, today),
  };
}
