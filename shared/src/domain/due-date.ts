/** @module Default due dates of new and split tasks. */
import { addDaysIso, type IsoDate, toIsoDate } from './dates.js';

/** A task with no due date is due 14 days (2 weeks) after it was created, date only. */
export const DEFAULT_DUE_DAYS = 14;

/** The creation date in the user's zone plus 14 days. */
export function defaultDueDate(createdAt: Date, timeZone?: string): IsoDate {
  return addDaysIso(toIsoDate(createdAt, timeZone), DEFAULT_DUE_DAYS);
}

/**
 * The due date of the new "Part 2" task of a split (the spec leaves it open). The part keeps the
 * parent's deadline while that is still in the future, since splitting does not move the goal; when
 * the parent is due today, overdue or has no due date, the part gets a fresh 14 days from today —
 * the same default as any new task — so it is never born overdue.
 */
export function splitTaskDueDate(parent: { dueDate: IsoDate | null }, today: IsoDate): IsoDate {
  if (parent.dueDate && parent.dueDate > today) return parent.dueDate;
  return addDaysIso(today, DEFAULT_DUE_DAYS);
}
