/**
 * @module services/task-notes — the progress-note history of a task. tasks.notes keeps the latest text for
 * the card; task_notes keeps every note; a note with time or money saved also records a task_progress impact.
 */
import type { CreateNoteRequestSchema, Task, TaskNote } from '@mynd/shared';
import { IMPACT_ONLY_NOTE } from '@mynd/shared';
import { and, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../db/client.js';
import { taskNotes, tasks } from '../db/schema.js';
import { newId } from '../lib/ids.js';
import { impactStatements } from './impacts.js';
import { oneTaskFrom, oneTaskQueries, taskRowFrom, taskRowQuery, userTasks } from './task-rows.js';
import { currencyFrom, currencyQuery } from './user-context.js';

export type CreateNoteInput = z.output<typeof CreateNoteRequestSchema>;

function toNote(row: typeof taskNotes.$inferSelect): TaskNote {
  return {
    id: row.id,
    taskId: row.taskId,
    text: row.text,
    timeSavedMinutes: row.timeSavedMinutes,
    moneySaved: row.moneySaved,
    currency: row.currency,
    createdAt: row.createdAt,
  };
}

/** The task's notes, newest first (404 for a task that is not the user's). */
export async function listNotes(db: Db, userId: string, taskId: string): Promise<TaskNote[]> {
  const [task, rows] = await db.batch([
    taskRowQuery(db, userId, taskId),
    db
      .select()
      .from(taskNotes)
      .where(and(eq(taskNotes.userId, userId), eq(taskNotes.taskId, taskId)))
      .orderBy(desc(taskNotes.createdAt), desc(taskNotes.id)),
  ]);
  taskRowFrom(task);
  return rows.map(toNote);
}

/** Adds a note, updates the task's latest note and, when time or money was saved, records the impact. */
export async function addNote(
  db: Db,
  userId: string,
  taskId: string,
  input: CreateNoteInput,
  now: Date,
): Promise<{ note: TaskNote; task: Task }> {
  const [rows, currencyRows] = await db.batch([taskRowQuery(db, userId, taskId), currencyQuery(db, userId)]);
  const task = taskRowFrom(rows);
  const currency = input.currency ?? currencyFrom(currencyRows);
  const at = now.toISOString();
  const text = input.text || IMPACT_ONLY_NOTE;
  const note = {
    id: newId(),
    userId,
    taskId,
    text,
    timeSavedMinutes: input.timeSavedMinutes,
    moneySaved: input.moneySaved,
    currency,
    createdAt: at,
  };
  const [, , ...read] = await db.batch([
    db.insert(taskNotes).values(note),
    db
      .update(tasks)
      .set({ notes: text })
      .where(userTasks(userId, eq(tasks.id, taskId))),
    ...oneTaskQueries(db, userId, taskId),
    ...impactStatements(db, userId, {
      taskId,
      sourceType: 'task_progress',
      description: `Progress on ${task.title}: ${text}`.slice(0, 500),
      timeSavedMinutes: input.timeSavedMinutes,
      moneySaved: input.moneySaved,
      currency,
      createdAt: at,
    }),
  ]);
  return { note: toNote(note), task: oneTaskFrom(read.slice(0, 3)) };
}
