/**
 * @module Reminders: when a task reminds its user (`remindAt`, an instant) and which reminders a client shows.
 * The server applies the user's default ("9:00 on the due date", in the user's zone) when a task gets a due date
 * and no explicit reminder; the web app and the extension use the same schedule to notify, and show reminders
 * that came due while they were closed once, grouped ("3 missed reminders").
 */
import { TZDate } from '@date-fns/tz';
import { addDays } from 'date-fns';
import type { IsoDate } from './dates.js';

/** A default reminder time of day, `HH:MM` (24 h). */
export const REMINDER_TIME_RE = /^([01]\d|2[0-3]):[0-5]\d$/;
export const REMINDER_TIME_MESSAGE = 'Reminder time must be HH:MM (24-hour)';

/** The zone itself when the runtime knows it, else UTC. */
function knownZone(timeZone: string): string {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return timeZone;
  } catch {
    return 'UTC';
  }
}

/** The instant (ISO, UTC) of wall-clock `time` (`HH:MM`) on `date` in `timeZone` (UTC when unknown). */
export function zonedInstant(date: IsoDate, time: string, timeZone: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [h, min] = time.split(':').map(Number) as [number, number];
  return new Date(new TZDate(y, m - 1, d, h, min, 0, knownZone(timeZone)).getTime()).toISOString();
}

/**
 * A reminder moved by whole days on the user's wall clock (a recurring task's next occurrence keeps its reminder's
 * distance to the due date: 9:00 stays 9:00 across a daylight-saving change).
 */
export function shiftReminder(remindAt: string | null, days: number, timeZone: string): string | null {
  if (remindAt === null || Number.isNaN(Date.parse(remindAt))) return null;
  const zoned = new TZDate(Date.parse(remindAt), knownZone(timeZone));
  return new Date(addDays(zoned, days).getTime()).toISOString();
}

/** The default reminder of a task due on `dueDate`: `defaultTime` that day in the user's zone, or none. */
export function defaultReminder(
  dueDate: IsoDate | null | undefined,
  defaultTime: string | null | undefined,
  timeZone: string,
): string | null {
  if (!dueDate || !defaultTime || !REMINDER_TIME_RE.test(defaultTime)) return null;
  return zonedInstant(dueDate, defaultTime, timeZone);
}

/** A new task's reminder: the explicit one (null = none) when given, otherwise the user's default. */
export function reminderForNewTask(input: {
  remindAt?: string | null;
  dueDate: IsoDate | null | undefined;
  defaultTime: string | null | undefined;
  timeZone: string;
}): string | null {
  if (input.remindAt !== undefined) return input.remindAt;
  return defaultReminder(input.dueDate, input.defaultTime, input.timeZone);
}

/**
 * A task's reminder after its due date moved without an explicit reminder in the same edit: a reminder that was the
 * default of the old date follows the new date; a hand-set one stays; a task with none gets none (the user may
 * have removed it on purpose).
 */
export function reminderAfterDueChange(input: {
  current: string | null;
  oldDueDate: IsoDate;
  newDueDate: IsoDate;
  defaultTime: string | null | undefined;
  timeZone: string;
}): string | null {
  const { current, defaultTime, timeZone } = input;
  if (current === null) return null;
  const wasDefault = defaultReminder(input.oldDueDate, defaultTime, timeZone);
  if (wasDefault === null || Date.parse(wasDefault) !== Date.parse(current)) return current;
  return defaultReminder(input.newDueDate, defaultTime, timeZone);
}

/** What a client needs of a task to remind about it. */
export interface ReminderTask {
  id: string;
  title: string;
  progress: number;
  remindAt?: string | null;
}

/** The key a client stores once it showed a reminder: a moved reminder is a new one. */
export function reminderKey(task: Pick<ReminderTask, 'id' | 'remindAt'>): string {
  return `${task.id}@${task.remindAt}`;
}

export interface ReminderSchedule {
  /** Reminders due now and not shown yet, oldest first. */
  due: ReminderTask[];
  /** The soonest reminder still to come (ISO), or null. */
  next: string | null;
}

/** Which open tasks' reminders are due at `now` (not yet shown), and when the next one comes. */
export function reminderSchedule(
  tasks: readonly ReminderTask[],
  now: Date,
  shown: ReadonlySet<string>,
): ReminderSchedule {
  const due: ReminderTask[] = [];
  let next: number | null = null;
  for (const task of tasks) {
    if (task.remindAt == null || task.progress >= 100) continue;
    const at = Date.parse(task.remindAt);
    if (Number.isNaN(at)) continue;
    if (at <= now.getTime()) {
      if (!shown.has(reminderKey(task))) due.push(task);
    } else if (next === null || at < next) next = at;
  }
  due.sort((a, b) => Date.parse(a.remindAt!) - Date.parse(b.remindAt!));
  return { due, next: next === null ? null : new Date(next).toISOString() };
}

/** The notification for reminders due: one per task while the client runs, one grouped for missed ones. */
export interface ReminderNotice {
  title: string;
  body: string;
  /** The task to open on click; null for a group (the task list opens). */
  taskId: string | null;
}

/** The title of the grouped notice for reminders that came due while Mynd was closed. */
export function missedRemindersTitle(count: number): string {
  return count === 1 ? 'Missed reminder' : `${count} missed reminders`;
}

/**
 * The notices for due reminders: reminders that came due before `since` (the client was closed) are grouped into
 * one; the others get one each.
 */
export function reminderNotices(due: readonly ReminderTask[], since: Date): ReminderNotice[] {
  const missed = due.filter((t) => Date.parse(t.remindAt!) < since.getTime());
  const live = due.filter((t) => Date.parse(t.remindAt!) >= since.getTime());
  const notices: ReminderNotice[] = [];
  if (missed.length > 0) {
    const names = missed.slice(0, 3).map((t) => t.title);
    const more = missed.length > 3 ? ` and ${missed.length - 3} more` : '';
    notices.push({
      title: missedRemindersTitle(missed.length),
      body: `${names.join(', ')}${more}`,
      taskId: missed.length === 1 ? missed[0]!.id : null,
    });
  }
  for (const t of live) notices.push({ title: 'Reminder', body: t.title, taskId: t.id });
  return notices;
}

/** The path a reminder opens in the web app. */
export function reminderPath(taskId: string | null): string {
  return taskId ? `/?task=${encodeURIComponent(taskId)}` : '/?tab=task-list';
}

/** The shown keys worth keeping: those of reminders still due (older keys can never match again). */
export function pruneShown(shown: Iterable<string>, tasks: readonly ReminderTask[]): string[] {
  const current = new Set(tasks.filter((t) => t.remindAt != null).map(reminderKey));
  return [...shown].filter((k) => current.has(k));
}

/** A reminder as the claim endpoint names it (POST /api/tasks/reminders/claim). */
export interface ReminderClaim {
  taskId: string;
  remindAt: string;
}

/**
 * The due reminders this client shows: those the server lets it claim, so a reminder is shown by one of the
 * user's open clients (a web app tab, the extension), not by each. When the claim fails (offline, the server
 * down) it shows them all: a reminder shown twice is better than one never shown.
 */
export async function claimDue(
  due: readonly ReminderTask[],
  claim: (reminders: ReminderClaim[]) => Promise<readonly ReminderClaim[]>,
): Promise<ReminderTask[]> {
  const dated = due.filter((t) => t.remindAt != null);
  if (dated.length === 0) return [];
  try {
    const claimed = await claim(dated.map((t) => ({ taskId: t.id, remindAt: t.remindAt! })));
    const keys = new Set(claimed.map((c) => reminderKey({ id: c.taskId, remindAt: c.remindAt })));
    return dated.filter((t) => keys.has(reminderKey(t)));
  } catch {
    return dated;
  }
}
