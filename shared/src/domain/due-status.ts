/** @module Due-status labels and colours of the task card and the dashboard's Upcoming Due Tasks card. */
import { diffDaysIso, formatDayCount, type IsoDate } from './dates.js';
import { isTaskOpen } from './task-status.js';

/** Whole days from `today` until `dueDate`; negative when overdue. */
export function daysUntilDue(dueDate: IsoDate, today: IsoDate): number {
  return diffDaysIso(dueDate, today);
}

/** Overdue means the due date is past and not today. */
export function isOverdue(dueDate: IsoDate, today: IsoDate): boolean {
  return dueDate < today;
}

export type TaskCardDueStatus = {
  kind: 'overdue' | 'today' | 'upcoming';
  /** Days until due: negative when overdue, 0 today. */
  days: number;
  label: string;
  color: 'red' | 'yellow' | 'green';
};

/**
 * Task card: overdue red "Overdue by N day(s)", due today yellow "Due today", upcoming green
 * "Due in N day(s)". The spec writes "day(s)"; labels say "1 day" / "2 days".
 */
export function taskCardDueStatus(dueDate: IsoDate, today: IsoDate): TaskCardDueStatus {
  const days = daysUntilDue(dueDate, today);
  if (days < 0) return { kind: 'overdue', days, label: `Overdue by ${formatDayCount(-days)}`, color: 'red' };
  if (days === 0) return { kind: 'today', days, label: 'Due today', color: 'yellow' };
  return { kind: 'upcoming', days, label: `Due in ${formatDayCount(days)}`, color: 'green' };
}

export type DashboardDueStatus = {
  /** Days until due: negative when overdue, 0 today. */
  days: number;
  label: string;
  color: 'red' | 'orange' | 'yellow' | 'blue';
};

/**
 * Dashboard card: "Overdue by N day(s)", "Due today", "Due tomorrow", "Due in N days"; overdue red,
 * 1 day or less orange, 3 days or less yellow, otherwise blue.
 */
export function dashboardDueStatus(dueDate: IsoDate, today: IsoDate): DashboardDueStatus {
  const days = daysUntilDue(dueDate, today);
  const color = days < 0 ? 'red' : days <= 1 ? 'orange' : days <= 3 ? 'yellow' : 'blue';
  const label =
    days < 0
      ? `Overdue by ${formatDayCount(-days)}`
      : days === 0
        ? 'Due today'
        : days === 1
          ? 'Due tomorrow'
          : `Due in ${days} days`;
  return { days, label, color };
}

/**
 * The Upcoming Due Tasks order: open tasks with a due date only, most overdue first, then fewest days
 * until due; ties keep their input order. Returns a new array.
 */
export function sortDueTasks<T extends { dueDate: IsoDate | null; progress: number }>(
  tasks: readonly T[],
  today: IsoDate,
): T[] {
  return tasks
    .filter((t): t is T & { dueDate: IsoDate } => Boolean(t.dueDate) && isTaskOpen(t.progress))
    .map((task, index) => ({ task, index, days: daysUntilDue(task.dueDate, today) }))
    .sort((a, b) => a.days - b.days || a.index - b.index)
    .map((x) => x.task);
}
