/**
 * @module Reminders: when a task reminds its user (`remindAt`, an instant) and which reminders a client shows.
 * The server applies the user's default ("9:00 on the due date", in the user's zone) when a task gets a due date
 * and no explicit reminder (reminder-instants.ts); the web app and the extension use the same schedule to notify,
 * and show reminders that came due while they were closed once, grouped ("3 missed reminders").
 */

/** A default reminder time of day, `HH:MM` (24 h). */
export const REMINDER_TIME_RE = /^([01]\d|2[0-3]):[0-5]\d$/;
export const REMINDER_TIME_MESSAGE = 'Reminder time must be HH:MM (24-hour)';

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
