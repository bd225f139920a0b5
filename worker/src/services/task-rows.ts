/**
 * @module services/task-rows — reads tasks with their assignees and display ids and shapes them as the API's
 * `Task`. Every read is scoped by user id; a list is one round trip (tasks, assignees, day sequence), never N+1.
 */
import { type Assignee, displayIds, formatDisplayId, type Task } from '@mynd/shared';
import {
  and,
  asc,
  eq,
  exists,
  gte,
  inArray,
  lt,
  type Placeholder,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { preparedItem } from '../db/prepared.js';
import { financialImpacts, people, taskAssignees, tasks } from '../db/schema.js';
import { NotFoundError } from '../lib/errors.js';

export type TaskRow = typeof tasks.$inferSelect;

export const TASK_NOT_FOUND = 'Task not found';

/** Shapes a row as the API's Task. */
export function toTask(row: TaskRow, assignees: Assignee[], formattedId: string | undefined): Task {
  return {
    id: row.id,
    formattedId: formattedId ?? row.id,
    title: row.title,
    description: row.description,
    tag: row.tag,
    progress: row.progress,
    notes: row.notes,
    benchmarks: (row.benchmarks ?? []).map((b) => ({
      percentage: b.percentage,
      description: b.description,
      dueDate: b.dueDate ?? null,
    })),
    dependsOn: row.dependsOn,
    parentId: row.parentId,
    dueDate: row.dueDate,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    completedAt: row.completedAt,
    assignees,
    sourceText: row.sourceText,
    dueText: row.dueText,
    mindDumpId: row.mindDumpId,
    summaryId: row.summaryId,
    sourcePage: row.sourceUrl ? { url: row.sourceUrl, title: row.sourceTitle } : null,
    recurrence: row.recurrence,
    remindAt: row.remindAt,
  };
}

/** The UTC calendar days of creation: the display id's sequence restarts each day. */
function creationDays(rows: readonly { createdAt: string }[]): string[] {
  return [...new Set(rows.map((r) => r.createdAt.slice(0, 10)))];
}

/** The half-open UTC range [first day, day after the last day) covering every row's creation. */
export function dayRange(rows: readonly { createdAt: string }[]): { from: string; to: string } | null {
  const days = creationDays(rows).sort();
  const first = days[0];
  const last = days[days.length - 1];
  if (!first || !last) return null;
  const next = new Date(Date.parse(`${last}T00:00:00.000Z`) + 86_400_000).toISOString();
  return { from: `${first}T00:00:00.000Z`, to: next };
}

/**
 * The user check of an assignments query that names its tasks (by id, by a list or a subquery of ids), kept
 * off the index choice (unary +): SQLite then finds the rows by task id (the primary key) and checks the user
 * on them. Written `user_id = ?`, it chose the user's index (user_id, person_id) and read every assignment of
 * the user — on a 5,000-task account ~0.7 ms CPU for one task's assignees, in every create and edit.
 */
export function assignmentOfUser(userId: string | Placeholder): SQL {
  return sql`+${taskAssignees.userId} = ${userId}`;
}

/** The assignees (with names) of the given tasks, or of all the user's tasks when `taskIds` is omitted. */
export function assigneesQuery(
  db: Db,
  userId: string | Placeholder,
  taskIds?: readonly (string | Placeholder)[] | SQLWrapper,
) {
  return db
    .select({ taskId: taskAssignees.taskId, id: people.id, name: people.name })
    .from(taskAssignees)
    .innerJoin(people, eq(people.id, taskAssignees.personId))
    .where(
      taskIds
        ? and(
            assignmentOfUser(userId),
            inArray(taskAssignees.taskId, Array.isArray(taskIds) ? [...taskIds] : (taskIds as SQLWrapper)),
          )
        : eq(taskAssignees.userId, userId),
    )
    .orderBy(asc(taskAssignees.createdAt), asc(people.name));
}

/**
 * Ids and creation times of the user's tasks (within `range` when given): the display-id sequence counts
 * all of the user's tasks of a day, not only the listed ones.
 */
export function sequenceQuery(
  db: Db,
  userId: string | Placeholder,
  range?: { from: string; to: string } | null,
  extra?: SQL,
) {
  return db
    .select({ id: tasks.id, createdAt: tasks.createdAt })
    .from(tasks)
    .where(
      and(
        eq(tasks.userId, userId),
        range ? gte(tasks.createdAt, range.from) : undefined,
        range ? lt(tasks.createdAt, range.to) : undefined,
        extra,
      ),
    );
}

/**
 * Joins rows and their assignees into API tasks. The display id is the row's stored day number; `sequence`
 * (the ids of the rows' creation days) only numbers a row that has none, which the insert trigger prevents.
 */
export function assembleTasks(
  rows: readonly TaskRow[],
  assigneeRows: readonly { taskId: string; id: string; name: string }[],
  sequence: readonly { id: string; createdAt: string }[],
): Task[] {
  const byTask = new Map<string, Assignee[]>();
  for (const a of assigneeRows) {
    const list = byTask.get(a.taskId);
    if (list) list.push({ id: a.id, name: a.name });
    else byTask.set(a.taskId, [{ id: a.id, name: a.name }]);
  }
  let computed: Map<string, string> | undefined;
  return rows.map((r) => {
    const stored = formatDisplayId(r.createdAt, r.displaySeq);
    computed ??= stored ? undefined : displayIds(sequence);
    return toTask(r, byTask.get(r.id) ?? [], stored ?? computed?.get(r.id));
  });
}

/**
 * Turns a few task rows into API tasks: their assignees (and, only for a row without a stored display number,
 * the ids of its creation days) are read in one batch.
 */
export async function hydrateTasks(db: Db, userId: string, rows: readonly TaskRow[]): Promise<Task[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const unnumbered = dayRange(rows.filter((r) => r.displaySeq === 0));
  if (!unnumbered) return assembleTasks(rows, await assigneesQuery(db, userId, ids), []);
  const [assigneeRows, sequence] = await db.batch([
    assigneesQuery(db, userId, ids),
    sequenceQuery(db, userId, unnumbered),
  ]);
  return assembleTasks(rows, assigneeRows, sequence);
}

/**
 * The condition under which a list needs the display-id day sequence at all: one of the user's tasks has no
 * stored number (the insert trigger numbers every row, so normally it is false and nothing is read).
 */
export function hasUnnumberedTasks(db: Db, userId: string | Placeholder): SQL {
  return exists(
    db
      .select({ one: sql`1` })
      .from(tasks)
      // The literal 0 (not a bound parameter) is what lets SQLite use the partial index tasks_unnumbered_idx.
      .where(and(eq(tasks.userId, userId), sql`${tasks.displaySeq} = 0`)),
  );
}

/** The user's task row, or 404 (also for another user's id). */
export async function findTaskRow(db: Db, userId: string, taskId: string): Promise<TaskRow> {
  const [row] = await db
    .select()
    .from(tasks)
    .where(and(eq(tasks.userId, userId), eq(tasks.id, taskId)))
    .limit(1);
  if (!row) throw new NotFoundError(TASK_NOT_FOUND);
  return row;
}

/** The user's task row by id (empty for another user's id), as a statement for a batch. */
export function taskRowQuery(db: Db, userId: string, taskId: string) {
  return preparedItem(
    db,
    'tasks.row',
    () =>
      db
        .select()
        .from(tasks)
        .where(and(eq(tasks.userId, sql.placeholder('userId')), eq(tasks.id, sql.placeholder('taskId'))))
        .limit(1),
    { userId, taskId },
  );
}

/** The row of a `taskRowQuery` result, or 404. */
export function taskRowFrom(rows: readonly TaskRow[]): TaskRow {
  const [row] = rows;
  if (!row) throw new NotFoundError(TASK_NOT_FOUND);
  return row;
}

/**
 * The three reads that make one task id an API task — its row, its assignees and the ids of its creation day
 * (for the display id) — as statements, so a write and the read-back share one batch (one round trip).
 */
export function oneTaskQueries(db: Db, userId: string, taskId: string) {
  const values = { userId, taskId };
  const user = sql.placeholder('userId');
  const task = sql.placeholder('taskId');
  return [
    taskRowQuery(db, userId, taskId),
    preparedItem(db, 'tasks.one.assignees', () => assigneesQuery(db, user, [task]), values),
    preparedItem(
      db,
      'tasks.one.day',
      () => {
        const day = sql`substr((select ${tasks.createdAt} from ${tasks} where ${tasks.id} = ${task}), 1, 10)`;
        return db
          .select({ id: tasks.id, createdAt: tasks.createdAt })
          .from(tasks)
          .where(
            and(
              eq(tasks.userId, user),
              gte(tasks.createdAt, sql`${day} || 'T00:00:00.000Z'`),
              lt(tasks.createdAt, sql`date(${day}, '+1 day') || 'T00:00:00.000Z'`),
              // Only for a row the insert trigger did not number (none should exist): the day is not read at all.
              sql`(select ${tasks.displaySeq} from ${tasks} where ${tasks.id} = ${task}) = 0`,
            ),
          );
      },
      values,
    ),
  ] as const;
}

/**
 * The reads that return tasks by id — also tasks written earlier in the same batch — with their assignees
 * and the ids of their creation days: put them after the writes and give `tasksByIdsFrom` their results.
 */
export function tasksByIdsQueries(db: Db, userId: string, ids: readonly string[]) {
  const wanted = ids.length > 0 ? ids : [''];
  // Prepared once per number of ids (db/prepared): a mind dump reads back as many tasks as it wrote.
  const values: Record<string, string> = { userId };
  wanted.forEach((id, i) => {
    values[`id${i}`] = id;
  });
  const user = sql.placeholder('userId');
  const list = wanted.map((_id, i) => sql.placeholder(`id${i}`));
  const key = (name: string) => `tasks.byIds.${name}.${wanted.length}`;
  const days = () =>
    db
      .select({ day: sql`substr(${tasks.createdAt}, 1, 10)` })
      .from(tasks)
      .where(and(eq(tasks.userId, user), inArray(tasks.id, list), eq(tasks.displaySeq, 0)));
  return [
    preparedItem(
      db,
      key('rows'),
      () =>
        db
          .select()
          .from(tasks)
          .where(and(eq(tasks.userId, user), inArray(tasks.id, list))),
      values,
    ),
    preparedItem(db, key('assignees'), () => assigneesQuery(db, user, list), values),
    preparedItem(
      db,
      key('days'),
      () => sequenceQuery(db, user, null, inArray(sql`substr(${tasks.createdAt}, 1, 10)`, days())),
      values,
    ),
  ] as const;
}

/** The API tasks from the results of `tasksByIdsQueries`, in the order of `ids` (missing ids skipped). */
export function tasksByIdsFrom(results: readonly unknown[], ids: readonly string[]): Task[] {
  const [rows, assigneeRows, sequence] = results as OneTaskResults;
  const order = new Map(ids.map((id, i) => [id, i]));
  const sorted = [...rows].sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
  return sorted.length > 0 ? assembleTasks(sorted, assigneeRows, sequence) : [];
}

type OneTaskResults = [
  TaskRow[],
  { taskId: string; id: string; name: string }[],
  { id: string; createdAt: string }[],
];

/** The API task from the results of `oneTaskQueries` (in order), or 404. */
export function oneTaskFrom(results: readonly unknown[]): Task {
  const [rows, assigneeRows, sequence] = results as OneTaskResults;
  const [task] = assembleTasks([taskRowFrom(rows)], assigneeRows, sequence);
  return task!;
}

/** Reads the user's task as an API task (one round trip), or 404. */
export async function getTask(db: Db, userId: string, taskId: string): Promise<Task> {
  return oneTaskFrom(await db.batch(oneTaskQueries(db, userId, taskId)));
}

/** A condition scoped to the user: every task query starts from this. */
export function userTasks(userId: string | Placeholder, ...more: (SQL | undefined)[]): SQL {
  return and(eq(tasks.userId, userId), ...more)!;
}

/** Deletes the task's completion impact records (progress impacts stay). */
export function completionImpactsDelete(db: Db, userId: string, taskId: string) {
  return db
    .delete(financialImpacts)
    .where(
      and(
        eq(financialImpacts.userId, userId),
        eq(financialImpacts.sourceId, taskId),
        eq(financialImpacts.sourceType, 'task_completion'),
      ),
    );
}
