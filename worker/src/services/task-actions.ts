/**
 * @module services/task-actions — completing a task (with its time and money impact) and splitting one.
 */
import { type CompleteTaskRequestSchema, splitTaskDraft, type Task, todayIn } from '@mynd/shared';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../db/client.js';
import { tasks } from '../db/schema.js';
import { ConflictError, ValidationError } from '../lib/errors.js';
import { impactStatements } from './impacts.js';
import { nextOccurrenceInserts } from './recurrence.js';
import {
  completionImpactsDelete,
  findTaskRow,
  oneTaskFrom,
  oneTaskQueries,
  taskRowFrom,
  taskRowQuery,
  userTasks,
} from './task-rows.js';
import { newTaskRow } from './tasks.js';
import { currencyFrom, currencyQuery } from './user-context.js';

export type CompleteTaskInput = z.output<typeof CompleteTaskRequestSchema>;

export const FUTURE_COMPLETION_MESSAGE = 'Completion date cannot be in the future';

/**
 * The instant a completion is recorded at. A bare date picked in the dialog means that day: today's (UTC)
 * date is now; another day is its midday UTC. Dates and instants in the future are refused.
 */
export function completionInstant(completedAt: string | undefined, now: Date): string {
  if (!completedAt) return now.toISOString();
  if (/^\d{4}-\d{2}-\d{2}$/.test(completedAt)) {
    // A date is in the future when it is after "today" everywhere: the furthest zone ahead is UTC+14.
    if (completedAt > new Date(now.getTime() + 14 * 3_600_000).toISOString().slice(0, 10))
      throw futureCompletion();
    if (completedAt === now.toISOString().slice(0, 10)) return now.toISOString();
    // Midday UTC is the same calendar day in nearly every zone.
    return `${completedAt}T12:00:00.000Z`;
  }
  const instant = new Date(completedAt);
  // Five minutes of slack for the client's clock.
  if (instant.getTime() > now.getTime() + 5 * 60_000) throw futureCompletion();
  return instant.toISOString();
}

function futureCompletion(): ValidationError {
  return new ValidationError(FUTURE_COMPLETION_MESSAGE, { completedAt: FUTURE_COMPLETION_MESSAGE });
}

/**
 * Marks the task complete (progress 100, completedAt) and, only when time or money was saved, records a
 * task_completion impact in the same batch. The currency defaults to the user's preference. A recurring task
 * opens its next occurrence in that batch too.
 */
export async function completeTask(
  db: Db,
  userId: string,
  taskId: string,
  input: CompleteTaskInput,
  now: Date,
  timeZone = 'UTC',
): Promise<{ task: Task; nextTask: Task | null }> {
  const completedAt = completionInstant(input.completedAt, now);
  const [rows, currencyRows] = await db.batch([taskRowQuery(db, userId, taskId), currencyQuery(db, userId)]);
  const task = taskRowFrom(rows);
  const currency = input.currency ?? currencyFrom(currencyRows);
  const update = db
    .update(tasks)
    .set({ progress: 100, completedAt })
    .where(userTasks(userId, eq(tasks.id, taskId)));
  // A recurring task opens its next occurrence in the same batch; both are read back there too.
  const next = nextOccurrenceInserts(db, userId, task, now, timeZone);
  const opened = next?.statements ?? [];
  const [, ...results] = await db.batch([
    update,
    ...opened,
    ...oneTaskQueries(db, userId, taskId),
    ...(next ? oneTaskQueries(db, userId, next.id) : []),
    ...impactStatements(db, userId, {
      taskId,
      sourceType: 'task_completion',
      description: `Completed: ${task.title}`,
      timeSavedMinutes: input.timeSavedMinutes,
      moneySaved: input.moneySaved,
      currency,
      createdAt: now.toISOString(),
    }),
  ]);
  const read = results.slice(opened.length);
  return { task: oneTaskFrom(read.slice(0, 3)), nextTask: next ? oneTaskFrom(read.slice(3, 6)) : null };
}

export const NOT_COMPLETED_MESSAGE = 'Only a completed task can be reopened';

/**
 * Reopens a completed task: progress back below 100, completedAt cleared, and its completion impact removed in the
 * same batch (an open task has saved nothing yet; completing it again records the impact anew, never twice).
 */
export async function reopenTask(db: Db, userId: string, taskId: string, progress: number): Promise<Task> {
  const task = taskRowFrom(await taskRowQuery(db, userId, taskId).execute());
  if (task.progress < 100) throw new ConflictError(NOT_COMPLETED_MESSAGE);
  const [, ...read] = await db.batch([
    db
      .update(tasks)
      .set({ progress, completedAt: null })
      .where(userTasks(userId, eq(tasks.id, taskId))),
    ...oneTaskQueries(db, userId, taskId),
    completionImpactsDelete(db, userId, taskId),
  ]);
  return oneTaskFrom(read.slice(0, 3));
}

/**
 * Splits a task: a new "<title> - Part 2" with the same description and tag, progress 0, no notes,
 * benchmarks or dependency, the split due date, and parentId = the original.
 */
export async function splitTask(
  db: Db,
  userId: string,
  taskId: string,
  now: Date,
  timeZone?: string,
): Promise<{ task: Task; original: Task }> {
  const original = await findTaskRow(db, userId, taskId);
  const part = splitRow(userId, original, now, timeZone);
  const [, ...read] = await db.batch([
    db.insert(tasks).values(part),
    ...oneTaskQueries(db, userId, part.id!),
    ...oneTaskQueries(db, userId, taskId),
  ]);
  return { task: oneTaskFrom(read.slice(0, 3)), original: oneTaskFrom(read.slice(3)) };
}

/** The insert of a split's new part (shared with the setup wizard, which writes it in its own batch). */
export function splitRow(
  userId: string,
  original: { id: string; title: string; description: string; tag: string; dueDate: string },
  now: Date,
  timeZone?: string,
): typeof tasks.$inferInsert {
  const draft = splitTaskDraft(original, todayIn(timeZone, now));
  return newTaskRow(
    userId,
    {
      title: draft.title,
      description: draft.description ?? '',
      tag: draft.tag,
      progress: draft.progress,
      notes: draft.notes || null,
      benchmarks: draft.benchmarks,
      dependsOn: draft.dependsOn,
      dueDate: draft.dueDate,
      parentId: original.id,
    },
    now,
  );
}
