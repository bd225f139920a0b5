/**
 * @module services/reminders — the reminders a client schedules (the extension's alarms): the user's open tasks
 * that carry a `remindAt`, soonest first, with only what a notification needs. One round trip, no hydration.
 * And the claim a client makes before showing reminders: each reminder is shown by one of the user's clients
 * (a web app tab or the extension, whichever comes first), not by every one that is open.
 */
import type { ReminderRef, TaskReminder } from '@mynd/shared';
import { and, asc, eq, isNotNull, isNull, lt, ne, or } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { tasks } from '../db/schema.js';
import { userTasks } from './task-rows.js';

/** More than anyone schedules; the soonest come first, so a client always gets the next ones. */
const REMINDER_LIST_LIMIT = 500;

export async function listReminders(db: Db, userId: string): Promise<TaskReminder[]> {
  const rows = await db
    .select({ id: tasks.id, title: tasks.title, progress: tasks.progress, remindAt: tasks.remindAt })
    .from(tasks)
    .where(userTasks(userId, and(isNotNull(tasks.remindAt), lt(tasks.progress, 100))))
    .orderBy(asc(tasks.remindAt))
    .limit(REMINDER_LIST_LIMIT);
  return rows.map((r) => ({ ...r, remindAt: r.remindAt! }));
}

/**
 * Claims the reminders for the caller: a reminder is claimed when the task is the user's, open, still reminds
 * at that instant and no client has shown it yet. One conditional update per reminder, all in one round trip;
 * SQLite runs a batch's statements one after the other, so of two clients claiming at once only one wins.
 */
export async function claimReminders(
  db: Db,
  userId: string,
  refs: readonly ReminderRef[],
): Promise<ReminderRef[]> {
  const unique = [...new Map(refs.map((r) => [`${r.taskId}@${r.remindAt}`, r])).values()];
  const claims = unique.map((r) =>
    db
      .update(tasks)
      .set({ reminderShownFor: r.remindAt })
      .where(
        userTasks(
          userId,
          and(
            eq(tasks.id, r.taskId),
            eq(tasks.remindAt, r.remindAt),
            lt(tasks.progress, 100),
            or(isNull(tasks.reminderShownFor), ne(tasks.reminderShownFor, r.remindAt)),
          ),
        ),
      )
      .returning({ id: tasks.id }),
  );
  const [first, ...rest] = claims;
  if (!first) return [];
  const results = await db.batch([first, ...rest]);
  return unique.filter((_, i) => (results[i]?.length ?? 0) > 0);
}
