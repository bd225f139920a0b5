/**
 * @module services/task-setup — the "Setup Task" wizard step: due date, delegation to existing and new
 * people, optional AI benchmarks and split. The AI is asked first; then everything is written in one batch,
 * so a failure leaves the task as it was.
 */
import { reminderAfterDueChange, type SetupTaskRequestSchema, type Task, todayIn } from '@mynd/shared';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AiContext, AiProvider } from '../ai/provider.js';
import type { Db } from '../db/client.js';
import { people, taskAssignees, tasks } from '../db/schema.js';
import { NotFoundError, ValidationError } from '../lib/errors.js';
import { PERSON_NOT_FOUND, PeopleLinker, peopleQuery } from './assignees.js';
import { draftBenchmarks } from './benchmarks.js';
import { splitRow } from './task-actions.js';
import { oneTaskFrom, oneTaskQueries, taskRowFrom, taskRowQuery, userTasks } from './task-rows.js';
import { canonicalInstant } from './tasks.js';
import { reminderTimeFrom, reminderTimeQuery } from './user-context.js';

export type SetupTaskInput = z.output<typeof SetupTaskRequestSchema>;

export const PAST_DUE_DATE_MESSAGE = 'Due date cannot be in the past';

export async function setupTask(
  db: Db,
  ai: AiProvider,
  userId: string,
  taskId: string,
  input: SetupTaskInput,
  ctx: AiContext,
): Promise<{ task: Task; splitTask: Task | null }> {
  const personIds = [...new Set(input.personIds)];
  // The task, the people asked for and everyone the new names are matched against: one round trip.
  const [rows, everyone, profile] = await db.batch([
    taskRowQuery(db, userId, taskId),
    peopleQuery(db, userId),
    reminderTimeQuery(db, userId),
  ]);
  const row = taskRowFrom(rows);
  const today = todayIn(ctx.timeZone, ctx.now);
  if (input.dueDate && input.dueDate < today) {
    throw new ValidationError(PAST_DUE_DATE_MESSAGE, { dueDate: PAST_DUE_DATE_MESSAGE });
  }
  const known = new Set(everyone.map((p) => p.id));
  if (personIds.some((id) => !known.has(id))) throw new NotFoundError(PERSON_NOT_FOUND);
  const dueDate = input.dueDate ?? row.dueDate;
  // An explicit reminder (null removes it) wins; otherwise a default reminder follows a new due date.
  const remindAt =
    input.remindAt !== undefined
      ? canonicalInstant(input.remindAt)
      : reminderAfterDueChange({
          current: row.remindAt,
          oldDueDate: row.dueDate,
          newDueDate: dueDate,
          defaultTime: reminderTimeFrom(profile),
          timeZone: ctx.timeZone,
        });
  const benchmarks = input.generateBenchmarks
    ? await draftBenchmarks(ai, { ...row, dueDate }, ctx)
    : row.benchmarks;

  const linker = PeopleLinker.from(everyone, userId, ctx.now);
  const newIds = input.newPeople.map((name) => linker.idFor(name)).filter((id) => id !== null);
  const assignIds = [...new Set([...personIds, ...newIds])];
  const at = ctx.now.toISOString();
  const updated = { ...row, dueDate, benchmarks };
  const split = input.split ? splitRow(userId, updated, ctx.now, ctx.timeZone) : null;

  const writes = [
    db
      .update(tasks)
      .set({ dueDate, benchmarks, remindAt })
      .where(userTasks(userId, eq(tasks.id, taskId))),
    ...(linker.inserts.length > 0 ? [db.insert(people).values(linker.inserts)] : []),
    ...(assignIds.length > 0
      ? [
          db
            .insert(taskAssignees)
            .values(assignIds.map((personId) => ({ taskId, personId, userId, createdAt: at })))
            .onConflictDoNothing(),
        ]
      : []),
    ...(split ? [db.insert(tasks).values(split)] : []),
  ];
  // The writes, then the task (and its new part) read back: one round trip.
  const results = await db.batch([
    ...writes,
    ...oneTaskQueries(db, userId, taskId),
    ...(split ? oneTaskQueries(db, userId, split.id!) : []),
  ] as unknown as Parameters<typeof db.batch>[0]);
  const read = results.slice(writes.length);
  return { task: oneTaskFrom(read.slice(0, 3)), splitTask: split ? oneTaskFrom(read.slice(3, 6)) : null };
}
