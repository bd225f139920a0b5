/**
 * @module services/account — the user's whole account: export everything they own, delete all their tasks,
 * delete the account. Deletes are explicit per table (in one batch) rather than relying on foreign-key
 * cascades, which a remote libSQL connection may not enforce.
 */
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import {
  emailCodes,
  financialImpacts,
  mindDumpHistory,
  orgCharts,
  people,
  profiles,
  sessions,
  summaryCards,
  taskAssignees,
  taskNotes,
  tasks,
  userLocks,
  users,
  userTags,
} from '../db/schema.js';
import { NotFoundError } from '../lib/errors.js';

/** Tables exported as they are (none holds a secret); sessions, codes and the password hash are left out. */
const EXPORTED = {
  profiles,
  tasks,
  taskNotes,
  taskAssignees,
  people,
  summaryCards,
  financialImpacts,
  userTags,
  orgCharts,
  mindDumpHistory,
} as const;

export async function exportAccount(db: Db, userId: string, now: Date) {
  // Every table in one batch: one round trip however many tables there are.
  const names = Object.keys(EXPORTED) as (keyof typeof EXPORTED)[];
  const [users_, ...tables] = await db.batch([
    db
      .select({ id: users.id, email: users.email, createdAt: users.createdAt })
      .from(users)
      .where(eq(users.id, userId)),
    ...names.map((name) => {
      const table = EXPORTED[name];
      return db.select().from(table).where(eq(table.userId, userId));
    }),
  ]);
  const [user] = users_;
  if (!user) throw new NotFoundError('Account not found');
  const data: Record<string, unknown[]> = {};
  names.forEach((name, i) => {
    data[name] = tables[i] as unknown[];
  });
  return { exportedAt: now.toISOString(), user, data };
}

/** Deletes every task of the user with its notes, assignments and recorded impacts. Returns the task count. */
export async function deleteAllTasks(db: Db, userId: string): Promise<number> {
  const taskIds = db.select({ id: tasks.id }).from(tasks).where(eq(tasks.userId, userId));
  const [, , , deleted] = await db.batch([
    db.delete(taskNotes).where(eq(taskNotes.userId, userId)),
    db.delete(taskAssignees).where(eq(taskAssignees.userId, userId)),
    db.delete(financialImpacts).where(inArray(financialImpacts.sourceId, taskIds)),
    db.delete(tasks).where(eq(tasks.userId, userId)).returning({ id: tasks.id }),
  ]);
  return deleted.length;
}

export async function deleteAccount(db: Db, userId: string): Promise<void> {
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (!user) return;
  await db.batch([
    db.delete(taskNotes).where(eq(taskNotes.userId, userId)),
    db.delete(taskAssignees).where(eq(taskAssignees.userId, userId)),
    db.delete(financialImpacts).where(eq(financialImpacts.userId, userId)),
    db.delete(tasks).where(eq(tasks.userId, userId)),
    db.delete(people).where(eq(people.userId, userId)),
    db.delete(summaryCards).where(eq(summaryCards.userId, userId)),
    db.delete(userTags).where(eq(userTags.userId, userId)),
    db.delete(orgCharts).where(eq(orgCharts.userId, userId)),
    db.delete(mindDumpHistory).where(eq(mindDumpHistory.userId, userId)),
    db.delete(profiles).where(eq(profiles.userId, userId)),
    db.delete(userLocks).where(eq(userLocks.userId, userId)),
    db.delete(sessions).where(eq(sessions.userId, userId)),
    db.delete(emailCodes).where(eq(emailCodes.email, user.email)),
    db.delete(users).where(eq(users.id, userId)),
  ]);
}
