/**
 * @module services/tasks — listing, creating, editing and deleting a user's tasks. Completion and splitting
 * live in task-actions.ts, notes in task-notes.ts, assignees in assignees.ts.
 */
import {
  COMPLETED_TASKS_PAGE_SIZE,
  type CreateTaskRequestSchema,
  DUE_LIST_QUERY_LIMIT,
  decodeCursor,
  defaultDueDate,
  encodeCursor,
  type ListTasksQuery,
  reminderAfterDueChange,
  reminderForNewTask,
  shiftBenchmarkDates,
  type Task,
  todayIn,
  type UpdateTaskRequestSchema,
} from '@mynd/shared';
import { and, asc, desc, eq, exists, gte, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../db/client.js';
import { fromJsonTuples, jsonTuples } from '../db/json-tuples.js';
import { preparedInsert, preparedOnce } from '../db/prepared.js';
import { computeEveryRead, type RequestReads } from '../db/request-reads.js';
import { taskAssignees, tasks } from '../db/schema.js';
import { NotFoundError, ValidationError } from '../lib/errors.js';
import { newId } from '../lib/ids.js';
import { afterCursor } from './analytics.js';
import { firstDueDate, storedRecurrence } from './recurrence.js';
import { updateFeedback } from './task-feedback.js';
import { taskJson, withDisplayIds } from './task-json.js';
import {
  assembleTasks,
  assigneesQuery,
  assignmentOfUser,
  completionImpactsDelete,
  hasUnnumberedTasks,
  oneTaskFrom,
  oneTaskQueries,
  sequenceQuery,
  type TaskRow,
  taskRowFrom,
  taskRowQuery,
  userTasks,
} from './task-rows.js';
import { reminderTimeFrom, reminderTimeQuery } from './user-context.js';

export type CreateTaskInput = z.output<typeof CreateTaskRequestSchema>;
export type UpdateTaskInput = z.output<typeof UpdateTaskRequestSchema>;

/** `since` as a sortable UTC string: a date stays a date (it sorts before every instant of that day). */
function sinceValue(since: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(since) ? since : new Date(since).toISOString();
}

/** LIKE pattern for a literal substring (\ escapes the wildcards). */
function containsPattern(q: string): string {
  return `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const value = sql.placeholder;

/**
 * Which of the list's options a request uses. Each shape is one statement, prepared once (db/prepared): the
 * values (user, tag, person, since, search, size, cursor) are its placeholders.
 */
interface ListShape {
  status: ListTasksQuery['status'];
  tag: boolean;
  person: boolean;
  since: boolean;
  q: boolean;
  size: boolean;
  cursor: boolean;
}

/** The list's filters beyond the user scope; undefined when it lists every task of the user. */
function listFilters(db: Db, shape: ListShape): SQL | undefined {
  const filters: (SQL | undefined)[] = [];
  if (shape.status === 'open') filters.push(lt(tasks.progress, 100));
  if (shape.status === 'completed') filters.push(eq(tasks.progress, 100));
  if (shape.tag) filters.push(eq(tasks.tag, value('tag')));
  if (shape.person) {
    filters.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(taskAssignees)
          .where(
            and(
              assignmentOfUser(value('userId')),
              eq(taskAssignees.taskId, tasks.id),
              eq(taskAssignees.personId, value('personId')),
            ),
          ),
      ),
    );
  }
  if (shape.since) {
    const column = shape.status === 'completed' ? tasks.completedAt : tasks.createdAt;
    filters.push(gte(column, value('since')));
  }
  if (shape.q) {
    filters.push(
      or(
        sql`lower(${tasks.title}) like ${value('pattern')} escape '\\'`,
        sql`lower(${tasks.description}) like ${value('pattern')} escape '\\'`,
      ),
    );
  }
  return and(...filters);
}

/**
 * The list as one statement with one row: the page's tasks as the JSON text of the API's `Task` array (the
 * database builds it: services/task-json) and whether one of them has no stored display number; the ids and
 * creation times of the other tasks as JSON, read only when some task has none (legacy rows: the display-id
 * sequence counts every task of a day, listed or not); for the completed list, the page's last row and the one
 * after it (a next page exists when both do). One statement is one round trip on either host, and on the
 * embedded file it needs no transaction around it to read one snapshot.
 */
function buildListQuery(db: Db, shape: ListShape) {
  const filters = listFilters(db, shape);
  const paged = shape.status === 'completed';
  const where = userTasks(
    value('userId'),
    filters,
    shape.cursor
      ? afterCursor(tasks.completedAt, tasks.id, { at: value('at'), id: value('afterId') })
      : undefined,
  );
  const order = paged ? [desc(tasks.completedAt), desc(tasks.id)] : [desc(tasks.createdAt), desc(tasks.id)];
  const listed = db
    .select({ task: sql<string>`${taskJson}`.as('task'), seq: tasks.displaySeq })
    .from(tasks)
    .where(where)
    .orderBy(...order);
  const page = (shape.size ? listed.limit(value('size')) : listed).as('page');
  const unnumbered = hasUnnumberedTasks(db, value('userId'));
  const others = (
    shape.size
      ? sequenceQuery(db, value('userId'), null, unnumbered)
      : sequenceQuery(
          db,
          value('userId'),
          null,
          and(unnumbered, sql`not coalesce((${filters ?? sql`1`}), 0)`),
        )
  ).as('others');
  // The boundary rows in the list's order: an ordered subquery is never flattened into an aggregate.
  const boundary = db
    .select({ at: tasks.completedAt, id: tasks.id })
    .from(tasks)
    .where(where)
    .orderBy(...order)
    .limit(2)
    .offset(value('offset'))
    .as('boundary');
  // An aggregate gives exactly one row: `limit 1` says so, and the Node host's driver then reads it without
  // its row iterator (db/statement-cache).
  return db
    .select({
      // The page's order: an ordered subquery is never flattened into an aggregate (sqld refuses ORDER BY
      // inside the aggregate itself).
      json: sql<string>`'[' || coalesce(group_concat(${page.task}, ','), '') || ']'`,
      unnumbered: sql<number>`coalesce(max(${page.seq} < 1), 0)`,
      others: sql<string>`${db.select({ rows: jsonTuples([others.id, others.createdAt]) }).from(others)}`,
      edge: paged
        ? sql<string>`${db.select({ rows: jsonTuples([boundary.at, boundary.id]) }).from(boundary)}`
        : sql<string>`'[]'`,
    })
    .from(page)
    .limit(1)
    .prepare();
}

/** A task list as the JSON text of the API's `Task` array, and where the next page starts (completed list). */
export interface TaskListJson {
  json: string;
  /** status=completed only: the cursor of the next page, null on the last page. */
  nextCursor?: string | null;
}

/**
 * The user's tasks in one statement, as the JSON text of the API's `Task` array (buildListQuery), with the
 * assignees of the listed tasks only. Newest first; the completed list (status=completed) newest completion
 * first, one page after `cursor`. The answer depends on the data and the query alone (no clock, no zone), so
 * `reads` may keep it (the Node host, db/request-reads), under the user and every value of the query; a list
 * kept in memory is given as it is, without a promise.
 */
export function listTasks(
  db: Db,
  userId: string,
  query: ListTasksQuery,
  reads: RequestReads = computeEveryRead,
): TaskListJson | Promise<TaskListJson> {
  const paged = query.status === 'completed';
  const position = paged && query.cursor ? decodeCursor('tasks-completed', query.cursor) : null;
  const size = paged ? (query.limit ?? COMPLETED_TASKS_PAGE_SIZE) : query.limit;
  const shape: ListShape = {
    status: query.status,
    tag: !!query.tag,
    person: !!query.personId,
    since: !!query.since,
    q: !!query.q,
    size: !!size,
    cursor: !!position,
  };
  const key = `tasks.list:${Object.values(shape).join(',')}`;
  const values: Record<string, unknown> = { userId, offset: Math.max(0, (size ?? 1) - 1) };
  if (query.tag) values.tag = query.tag;
  if (query.personId) values.personId = query.personId;
  if (query.since) values.since = sinceValue(query.since);
  if (query.q) values.pattern = containsPattern(query.q);
  if (size) values.size = size;
  if (position) {
    values.at = position.at;
    values.afterId = position.id;
  }
  return reads.remember(
    `${key}:${JSON.stringify(values)}`,
    () => readList(db, key, shape, values, size),
    (list) => 128 + list.json.length * 2,
  );
}

async function readList(
  db: Db,
  key: string,
  shape: ListShape,
  values: Record<string, unknown>,
  size: number | undefined,
): Promise<TaskListJson> {
  const paged = shape.status === 'completed';
  const list = await preparedOnce(db, key, () => buildListQuery(db, shape)).get(values);
  const edge = fromJsonTuples([{ json: list?.edge ?? '[]' }], ([at, id]: [string | null, string]) => ({
    at,
    id,
  }));
  const last = edge.length === 2 ? edge[0] : undefined;
  const nextCursor = last?.at ? encodeCursor('tasks-completed', { at: last.at, id: last.id }) : null;
  const json = list?.unnumbered
    ? withDisplayIds(
        list.json,
        fromJsonTuples([{ json: list.others }], ([id, createdAt]: [string, string]) => ({ id, createdAt })),
        size ? 'listed-in-sequence' : 'add-listed',
      )
    : (list?.json ?? '[]');
  return Object.freeze(paged ? { json, nextCursor } : { json });
}

/**
 * Upcoming Due Tasks: open tasks, soonest due first, at most 10 (the card keeps 3 after its own sort). One
 * round trip: the tasks, their assignees and the ids of their creation days, selected by subquery.
 */
export async function dueTasks(db: Db, userId: string): Promise<Task[]> {
  const open = userTasks(userId, lt(tasks.progress, 100));
  const order = [asc(tasks.dueDate), asc(tasks.createdAt)];
  const dueIds = db
    .select({ id: tasks.id })
    .from(tasks)
    .where(open)
    .orderBy(...order)
    .limit(DUE_LIST_QUERY_LIMIT);
  const dueDays = db
    .select({ day: sql`substr(${tasks.createdAt}, 1, 10)` })
    .from(tasks)
    .where(userTasks(userId, inArray(tasks.id, dueIds)));
  const [rows, assigneeRows, sequence] = await db.batch([
    db
      .select()
      .from(tasks)
      .where(open)
      .orderBy(...order)
      .limit(DUE_LIST_QUERY_LIMIT),
    assigneesQuery(db, userId, dueIds),
    sequenceQuery(
      db,
      userId,
      null,
      and(hasUnnumberedTasks(db, userId), inArray(sql`substr(${tasks.createdAt}, 1, 10)`, dueDays)),
    ),
  ]);
  return assembleTasks(rows, assigneeRows, sequence);
}

/** 404 unless `taskId` is one of the user's tasks (used for parent and dependency references). */
async function assertOwnTasks(
  db: Db,
  userId: string,
  refs: { id: string | null | undefined; label: string }[],
) {
  const wanted = refs.filter((r): r is { id: string; label: string } => !!r.id);
  if (wanted.length === 0) return;
  const rows = await db
    .select({ id: tasks.id })
    .from(tasks)
    .where(
      userTasks(
        userId,
        inArray(
          tasks.id,
          wanted.map((r) => r.id),
        ),
      ),
    );
  const found = new Set(rows.map((r) => r.id));
  const missing = wanted.find((r) => !found.has(r.id));
  if (missing) throw new NotFoundError(`${missing.label} not found`);
}

/** Builds a task row to insert; the due date defaults to creation + 14 days. */
export function newTaskRow(
  userId: string,
  input: Partial<TaskRow> & { title: string },
  now: Date,
  timeZone?: string,
): typeof tasks.$inferInsert {
  const at = now.toISOString();
  return {
    id: newId(),
    userId,
    description: '',
    tag: 'Unsorted',
    progress: 0,
    benchmarks: [],
    ...input,
    dueDate: input.dueDate ?? defaultDueDate(now, timeZone),
    completedAt: (input.progress ?? 0) === 100 ? (input.completedAt ?? at) : null,
    createdAt: at,
  };
}

/** Creates a task; without a due date it is due 14 days after today in `timeZone` (the caller's zone). */
export async function createTask(
  db: Db,
  userId: string,
  input: CreateTaskInput,
  now: Date,
  timeZone = 'UTC',
): Promise<Task> {
  await assertOwnTasks(db, userId, [
    { id: input.parentId, label: 'Parent task' },
    { id: input.dependsOn, label: 'Dependency task' },
  ]);
  const recurrence = storedRecurrence(input.recurrence) ?? null;
  const dueDate = recurrence
    ? firstDueDate(recurrence, input.dueDate ?? todayIn(timeZone, now))
    : input.dueDate;
  // Without an explicit reminder the user's default applies to a due date the user chose (or the rule's), not
  // to the 14-day placeholder (shared reminderForNewTask); only then is the default read.
  const chosenDue = input.dueDate || recurrence ? dueDate : null;
  const defaultTime =
    input.remindAt === undefined && chosenDue
      ? reminderTimeFrom(await reminderTimeQuery(db, userId).execute())
      : null;
  const values = newTaskRow(
    userId,
    {
      title: input.title,
      description: input.description,
      tag: input.tag,
      progress: input.progress,
      benchmarks: input.benchmarks,
      dueDate: dueDate ?? undefined,
      parentId: input.parentId ?? null,
      dependsOn: input.dependsOn ?? null,
      recurrence,
    },
    now,
    timeZone,
  );
  values.remindAt = reminderForNewTask({
    remindAt: input.remindAt === undefined ? undefined : canonicalInstant(input.remindAt),
    dueDate: chosenDue,
    defaultTime,
    timeZone,
  });
  const [, ...read] = await db.batch([
    preparedInsert(db, tasks, [values]),
    ...oneTaskQueries(db, userId, values.id!),
  ]);
  return oneTaskFrom(read);
}

/** An instant as the server stores it (UTC, milliseconds), so reminders compare as text. */
export function canonicalInstant(value: string | null): string | null {
  return value === null ? null : new Date(value).toISOString();
}

/**
 * Edits a task; progress 100 stamps completedAt (kept if already set), anything below clears it (and reopens a
 * completed task: its completion impact is removed, as POST /reopen does).
 */
export async function updateTask(
  db: Db,
  userId: string,
  taskId: string,
  patch: UpdateTaskInput,
  now: Date,
  timeZone = 'UTC',
): Promise<Task> {
  if (patch.dependsOn === taskId) throw new ValidationError('A task cannot depend on itself');
  await assertOwnTasks(db, userId, [{ id: patch.dependsOn, label: 'Dependency task' }]);
  const set: Partial<typeof tasks.$inferInsert> = {
    ...patch,
    recurrence: storedRecurrence(patch.recurrence),
    remindAt: patch.remindAt === undefined ? undefined : canonicalInstant(patch.remindAt),
  };
  const shiftsBenchmarks = patch.dueDate !== undefined && patch.benchmarks === undefined;
  const movesReminder = patch.dueDate !== undefined && patch.remindAt === undefined;
  if (patch.dueDate !== undefined && (shiftsBenchmarks || movesReminder)) {
    // What follows the due date is decided from the row as it was, read with the default reminder in one trip.
    const [rows, profile] = await db.batch([taskRowQuery(db, userId, taskId), reminderTimeQuery(db, userId)]);
    const current = taskRowFrom(rows);
    // Benchmark dates follow the due date: each moves by the same number of days (shared rule).
    if (shiftsBenchmarks && current.benchmarks.some((b) => b.dueDate))
      set.benchmarks = shiftBenchmarkDates(current.benchmarks, current.dueDate, patch.dueDate);
    // A default reminder follows the due date too; a hand-set one (or none) stays (shared rule).
    if (movesReminder)
      set.remindAt = reminderAfterDueChange({
        current: current.remindAt,
        oldDueDate: current.dueDate,
        newDueDate: patch.dueDate,
        defaultTime: reminderTimeFrom(profile),
        timeZone,
      });
  }
  if (patch.progress !== undefined) {
    // Kept if already completed, stamped now otherwise: decided in the statement, so no read is needed first.
    set.completedAt =
      patch.progress === 100
        ? (sql`coalesce(${tasks.completedAt}, ${now.toISOString()})` as unknown as string)
        : null;
  }
  // Progress below 100 means open: a completion impact left from before (a reopen) goes in the same batch.
  const reopens = patch.progress !== undefined && patch.progress < 100;
  const [, , ...read] = await db.batch([
    // A new tag, title or due date is feedback the user's tag model learns from: recorded from the row as it
    // was, before the update, in the same round trip.
    updateFeedback(db, userId, taskId, patch),
    db
      .update(tasks)
      .set(set)
      .where(userTasks(userId, eq(tasks.id, taskId))),
    ...oneTaskQueries(db, userId, taskId),
    ...(reopens ? [completionImpactsDelete(db, userId, taskId)] : []),
  ]);
  return oneTaskFrom(read.slice(0, 3));
}
