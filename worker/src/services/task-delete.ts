/**
 * @module services/task-delete — deleting tasks, undoably: the rows with their notes, assignees and impacts are
 * kept in an undo plan (services/undo.ts) written in the same batch as the delete.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { financialImpacts, taskAssignees, taskFeedback, taskNotes, tasks } from '../db/schema.js';
import { NotFoundError } from '../lib/errors.js';
import { deleteFeedback } from './task-feedback.js';
import { assignmentOfUser, TASK_NOT_FOUND, type TaskRow, userTasks } from './task-rows.js';
import { emptyPlan, saveUndo, type UndoPlan } from './undo.js';

/**
 * Deletes a task with its notes and assignments (cascade) and its financial impacts. Its subtasks are
 * detached, not deleted: a "Part 2" is work of its own, and deleting the original must not lose it.
 * Returns the undo token: undoing puts the task back with its notes, assignees, impacts and links.
 */
export async function deleteTask(db: Db, userId: string, taskId: string, now: Date): Promise<string> {
  const { rows, plan } = await deletionPlan(db, userId, [taskId]);
  if (rows.length === 0) throw new NotFoundError(TASK_NOT_FOUND);
  const statements = deleteTaskStatements(db, userId, rows, plan);
  const undo = saveUndo(db, userId, plan, now);
  await db.batch([...statements, ...undo.statements] as unknown as Parameters<Db['batch']>[0]);
  return undo.token;
}

/**
 * The statements deleting the given tasks (impacts explicitly; links to them from other tasks cleared). Deleting
 * an extracted task is feedback on the extraction (services/task-feedback); undoing the delete removes it again.
 */
export function deleteTaskStatements(db: Db, userId: string, rows: TaskRow[], plan: UndoPlan) {
  const ids = rows.map((r) => r.id);
  const feedback = rows.flatMap((row) => deleteFeedback(userId, row));
  for (const f of feedback) plan.remove.push({ table: 'task_feedback', key: { id: f.id } });
  return [
    ...(feedback.length > 0 ? [db.insert(taskFeedback).values(feedback)] : []),
    db
      .update(tasks)
      .set({ parentId: null })
      .where(userTasks(userId, inArray(tasks.parentId, ids))),
    db
      .update(tasks)
      .set({ dependsOn: null })
      .where(userTasks(userId, inArray(tasks.dependsOn, ids))),
    db
      .delete(financialImpacts)
      .where(and(eq(financialImpacts.userId, userId), inArray(financialImpacts.sourceId, ids))),
    db.delete(tasks).where(userTasks(userId, inArray(tasks.id, ids))),
  ];
}

/**
 * The user's tasks among `ids` and one undo plan for deleting them: the rows, their notes, assignees and impacts,
 * and the links other tasks had to them. Read in one batch (one round trip).
 */
export async function deletionPlan(
  db: Db,
  userId: string,
  ids: string[],
): Promise<{ rows: TaskRow[]; plan: UndoPlan }> {
  const [rows, notes, assignees, impacts, children, dependents] = await db.batch([
    db
      .select()
      .from(tasks)
      .where(userTasks(userId, inArray(tasks.id, ids))),
    db
      .select()
      .from(taskNotes)
      .where(and(eq(taskNotes.userId, userId), inArray(taskNotes.taskId, ids))),
    db
      .select()
      .from(taskAssignees)
      .where(and(assignmentOfUser(userId), inArray(taskAssignees.taskId, ids))),
    db
      .select()
      .from(financialImpacts)
      .where(and(eq(financialImpacts.userId, userId), inArray(financialImpacts.sourceId, ids))),
    db
      .select({ id: tasks.id, parentId: tasks.parentId, updatedAt: tasks.updatedAt })
      .from(tasks)
      .where(userTasks(userId, inArray(tasks.parentId, ids))),
    db
      .select({ id: tasks.id, dependsOn: tasks.dependsOn, updatedAt: tasks.updatedAt })
      .from(tasks)
      .where(userTasks(userId, inArray(tasks.dependsOn, ids))),
  ]);
  const plan = emptyPlan('tasks', 'assignees');
  plan.insert.push(
    { table: 'tasks', rows },
    { table: 'task_notes', rows: notes },
    { table: 'task_assignees', rows: assignees },
    { table: 'financial_impacts', rows: impacts },
  );
  for (const c of children)
    plan.update.push({
      table: 'tasks',
      key: { id: c.id },
      set: { parentId: c.parentId, updatedAt: c.updatedAt },
    });
  for (const d of dependents)
    plan.update.push({
      table: 'tasks',
      key: { id: d.id },
      set: { dependsOn: d.dependsOn, updatedAt: d.updatedAt },
    });
  return { rows, plan };
}
