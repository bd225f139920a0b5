/**
 * @module services/task-bulk — one action on several of the user's tasks (complete, re-tag, set due date,
 * delete) in one batch, with one undo plan that reverses all of it. Each task changes as a single edit would
 * change it: completing a recurring task opens its next occurrence, a new due date moves the benchmark dates
 * and a default reminder with it, and a re-tag or a new date is feedback for the user's tag model — all of
 * which the undo reverses again.
 */
import { type BulkTaskRequestSchema, reminderAfterDueChange, shiftBenchmarkDates } from '@mynd/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../db/client.js';
import { taskFeedback, tasks } from '../db/schema.js';
import { NotFoundError } from '../lib/errors.js';
import { nextOccurrenceInserts } from './recurrence.js';
import { deleteTaskStatements, deletionPlan } from './task-delete.js';
import { bulkFeedback } from './task-feedback.js';
import { TASK_NOT_FOUND, type TaskRow, userTasks } from './task-rows.js';
import { emptyPlan, saveUndo, type UndoPlan } from './undo.js';
import { reminderTimeFrom, reminderTimeQuery } from './user-context.js';

export type BulkTaskInput = z.output<typeof BulkTaskRequestSchema>;

/** Runs the action; 404 (nothing changed) when any id is not one of the user's tasks. */
export async function bulkTaskAction(
  db: Db,
  userId: string,
  input: BulkTaskInput,
  now: Date,
  timeZone = 'UTC',
): Promise<{ count: number; undoToken: string }> {
  // A deletion reads the rows with everything its undo needs; the other actions the rows and the default
  // reminder time (a default reminder follows a new due date): one round trip either way.
  const deletion = input.action === 'delete' ? await deletionPlan(db, userId, input.taskIds) : null;
  const [selected, profile] = deletion
    ? [deletion.rows, []]
    : await db.batch([
        db
          .select()
          .from(tasks)
          .where(userTasks(userId, inArray(tasks.id, input.taskIds))),
        reminderTimeQuery(db, userId),
      ]);
  const rows: TaskRow[] = selected;
  if (rows.length !== input.taskIds.length) throw new NotFoundError(TASK_NOT_FOUND);
  const ids = rows.map((r) => r.id);
  // biome-ignore lint/suspicious/noExplicitAny: a list of drizzle statements of different tables for one batch
  let statements: any[];
  let plan: UndoPlan;
  switch (input.action) {
    case 'delete':
      plan = deletion!.plan;
      statements = deleteTaskStatements(db, userId, rows, plan);
      break;
    case 'tag':
      plan = revertPlan(rows, (r) => ({ tag: r.tag }));
      statements = [
        db
          .update(tasks)
          .set({ tag: input.tag })
          .where(userTasks(userId, inArray(tasks.id, ids))),
        ...feedbackStatements(db, plan, bulkFeedback(userId, rows, { kind: 'tag', tag: input.tag })),
      ];
      break;
    case 'due': {
      const dueDate = input.dueDate;
      plan = revertPlan(rows, (r) => ({
        dueDate: r.dueDate,
        remindAt: r.remindAt,
        benchmarks: r.benchmarks,
      }));
      statements = [
        db
          .update(tasks)
          .set({ dueDate })
          .where(userTasks(userId, inArray(tasks.id, ids))),
        ...feedbackStatements(db, plan, bulkFeedback(userId, rows, { kind: 'due', dueDate })),
      ];
      // As with a single edit (shared rules): benchmark dates move by as many days as the due date, and a
      // default reminder follows the new date; a hand-set reminder stays.
      const defaultTime = reminderTimeFrom(profile);
      for (const row of rows) {
        const args = { oldDueDate: row.dueDate, newDueDate: dueDate, defaultTime, timeZone };
        const remindAt = reminderAfterDueChange({ current: row.remindAt, ...args });
        const benchmarks = row.benchmarks.some((b) => b.dueDate)
          ? shiftBenchmarkDates(row.benchmarks, row.dueDate, dueDate)
          : row.benchmarks;
        if (remindAt === row.remindAt && benchmarks === row.benchmarks) continue;
        statements.push(
          db
            .update(tasks)
            .set({ remindAt, benchmarks })
            .where(and(eq(tasks.userId, userId), eq(tasks.id, row.id))),
        );
      }
      break;
    }
    case 'complete': {
      const open = rows.filter((r) => r.progress < 100);
      plan = revertPlan(open, (r) => ({ progress: r.progress, completedAt: r.completedAt }));
      plan.topics.push('assignees');
      statements = [
        db
          .update(tasks)
          .set({ progress: 100, completedAt: now.toISOString() })
          .where(
            userTasks(
              userId,
              inArray(
                tasks.id,
                open.map((r) => r.id),
              ),
            ),
          ),
      ];
      for (const row of open) {
        const next = nextOccurrenceInserts(db, userId, row, now, timeZone);
        if (!next) continue;
        statements.push(...next.statements);
        plan.remove.push(
          { table: 'task_assignees', key: { taskId: next.id } },
          { table: 'tasks', key: { id: next.id } },
        );
      }
      break;
    }
  }
  const undo = saveUndo(db, userId, plan, now);
  await db.batch([...statements, ...undo.statements] as unknown as Parameters<Db['batch']>[0]);
  return { count: rows.length, undoToken: undo.token };
}

/** Stores the feedback rows; the undo removes them with the change they describe. */
function feedbackStatements(db: Db, plan: UndoPlan, rows: ReturnType<typeof bulkFeedback>) {
  for (const row of rows) plan.remove.push({ table: 'task_feedback', key: { id: row.id } });
  return rows.length > 0 ? [db.insert(taskFeedback).values(rows)] : [];
}

function revertPlan(rows: TaskRow[], before: (row: TaskRow) => Record<string, unknown>): UndoPlan {
  const plan = emptyPlan('tasks');
  // updatedAt too: undone means as it was, not "edited just now".
  for (const row of rows)
    plan.update.push({
      table: 'tasks',
      key: { id: row.id },
      set: { ...before(row), updatedAt: row.updatedAt },
    });
  return plan;
}
