/**
 * @module services/recurrence — the worker's side of recurring tasks: rules are stored normalised, a new
 * recurring task without a date is first due on the rule's first occurrence, and completing one opens the next
 * occurrence (same title, description, tag, assignees and benchmarks, progress 0) in the completion's batch.
 */
import { addDaysIso, checkRecurrence, diffDaysIso, shiftReminder } from '@mynd/shared';
import { firstOccurrence, nextOccurrence } from '@mynd/shared/recurrence';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { taskAssignees, tasks } from '../db/schema.js';
import { ValidationError } from '../lib/errors.js';
import { newId } from '../lib/ids.js';
import { assignmentOfUser, type TaskRow } from './task-rows.js';

/** The rule as stored (normalised), null to clear, undefined when not given; 400 with the reason if invalid. */
export function storedRecurrence(rule: string | null | undefined): string | null | undefined {
  if (rule === undefined || rule === null) return rule;
  const checked = checkRecurrence(rule);
  if (!checked.ok) throw new ValidationError(checked.message, { recurrence: checked.message });
  return checked.rule;
}

/** A recurring task's first due date: the first occurrence on or after the named date, or today. */
export function firstDueDate(rule: string, from: string): string {
  return firstOccurrence(rule, from) ?? from;
}

/**
 * The inserts that open the next occurrence of a completed recurring task, or none when it does not recur or
 * its rule has ended. Benchmarks and the reminder keep their distance to the due date (the reminder on the wall
 * clock of `timeZone`); the copy starts at progress 0 with no note.
 */
export function nextOccurrenceInserts(db: Db, userId: string, task: TaskRow, now: Date, timeZone = 'UTC') {
  if (!task.recurrence || task.progress === 100) return null;
  const due = nextOccurrence(task.recurrence, task.dueDate);
  if (!due) return null;
  const shift = diffDaysIso(due, task.dueDate);
  const id = newId();
  const at = now.toISOString();
  const row: typeof tasks.$inferInsert = {
    id,
    userId,
    title: task.title,
    description: task.description,
    tag: task.tag,
    progress: 0,
    notes: null,
    benchmarks: task.benchmarks.map((b) => ({
      ...b,
      dueDate: b.dueDate ? addDaysIso(b.dueDate, shift) : b.dueDate,
    })),
    dueDate: due,
    recurrence: task.recurrence,
    remindAt: shiftReminder(task.remindAt, shift, timeZone),
    sourceText: task.sourceText,
    mindDumpId: task.mindDumpId,
    summaryId: task.summaryId,
    createdAt: at,
  };
  const copyAssignees = db.insert(taskAssignees).select(
    db
      .select({
        taskId: sql<string>`${id}`.as('task_id'),
        personId: taskAssignees.personId,
        userId: taskAssignees.userId,
        createdAt: taskAssignees.createdAt,
      })
      .from(taskAssignees)
      .where(and(assignmentOfUser(userId), eq(taskAssignees.taskId, task.id))),
  );
  return { id, statements: [db.insert(tasks).values(row), copyAssignees] as const };
}
