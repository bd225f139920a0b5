/**
 * @module services/reminders — the reminders a client schedules (the extension's alarms): the user's open tasks
 * that carry a `remindAt`, soonest first, with only what a notification needs. One round trip, no hydration.
 */
import type { TaskReminder } from '@mynd/shared';
import { and, asc, isNotNull, lt } from 'drizzle-orm';
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
