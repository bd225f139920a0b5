/**
 * @module services/task-feedback — a user's corrections as training data: re-tagging a task, editing its title
 * or due date and deleting a task a mind dump extracted are stored (task_feedback), and the tasks the user tagged
 * themselves plus those corrections become the examples of their tag model (ai/local/learned-tags). An extracted
 * task nobody touched is no example: its tag is the extractor's guess (the setup wizard never shows it for
 * approval), and read back it would come out as this user's habit — seven untouched "padlock" tasks of allotment
 * dumps made "Buy a padlock for the bike" the allotment's. A re-tag or a retitle of one is (task_feedback).
 */
import { UNSORTED_TAG } from '@mynd/shared';
import { and, desc, eq, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { TagExample } from '../ai/local/learned-tags.js';
import type { Db } from '../db/client.js';
import { fromJsonTuples, jsonTuples } from '../db/json-tuples.js';
import { preparedItem } from '../db/prepared.js';
import { taskFeedback, tasks } from '../db/schema.js';
import { newId } from '../lib/ids.js';

type TaskRow = typeof tasks.$inferSelect;
type FeedbackRow = typeof taskFeedback.$inferInsert;

/** The most examples a tag model learns from: the newest tasks and the newest corrections. */
const MAX_TASK_EXAMPLES = 300;
const MAX_FEEDBACK_EXAMPLES = 200;
/** A correction says more than a task the user made and tagged. */
const WEIGHT = { correction: 3, retitled: 2, ownTask: 1 };

/**
 * The statement that records an edit's feedback — one row per corrected field (tag, title, due date) that
 * really changes — read from the task as it is, so it must run before the update, in the same batch.
 */
export function updateFeedback(
  db: Db,
  userId: string,
  taskId: string,
  patch: { tag?: string | undefined; title?: string | undefined; dueDate?: string | null | undefined },
) {
  const title = patch.title ?? null;
  const tag = patch.tag ?? null;
  const row = (kind: string, from: SQL, to: string | null) =>
    sql`select ${newId()}, ${tasks.userId}, ${tasks.id}, ${kind}, coalesce(${title}, ${tasks.title}),
      coalesce(${tag}, ${tasks.tag}), ${from}, ${to}, ${tasks.mindDumpId} is not null
      from ${tasks} where ${tasks.id} = ${taskId} and ${tasks.userId} = ${userId} and ${from} is not ${to}`;
  const rows: SQL[] = [];
  if (patch.tag !== undefined) rows.push(row('tag', sql`${tasks.tag}`, patch.tag));
  if (patch.title !== undefined) rows.push(row('title', sql`${tasks.title}`, patch.title));
  if (patch.dueDate !== undefined) rows.push(row('due', sql`${tasks.dueDate}`, patch.dueDate));
  const select =
    rows.length > 0 ? sql.join(rows, sql` union all `) : sql`select 1, 2, 3, 4, 5, 6, 7, 8, 9 where 0`;
  return db.run(
    sql`insert into ${taskFeedback} (id, user_id, task_id, kind, title, tag, from_value, to_value, extracted) ${select}`,
  );
}

/**
 * The feedback of one change made to several tasks at once (the bulk re-tag and set-due actions): a row per
 * task whose value really changes, as a single edit records it, from the rows as they were.
 */
export function bulkFeedback(
  userId: string,
  rows: readonly TaskRow[],
  change: { kind: 'tag'; tag: string } | { kind: 'due'; dueDate: string },
): FeedbackRow[] {
  return rows.flatMap((row) => {
    const [from, to] = change.kind === 'tag' ? [row.tag, change.tag] : [row.dueDate, change.dueDate];
    if (from === to) return [];
    return [
      {
        id: newId(),
        userId,
        taskId: row.id,
        kind: change.kind,
        title: row.title,
        tag: change.kind === 'tag' ? change.tag : row.tag,
        fromValue: from,
        toValue: to,
        extracted: row.mindDumpId !== null,
      },
    ];
  });
}

/** Deleting a task a mind dump extracted says the extraction was wrong; deleting one's own task says nothing. */
export function deleteFeedback(userId: string, current: TaskRow): FeedbackRow[] {
  if (current.mindDumpId === null) return [];
  return [
    {
      id: newId(),
      userId,
      taskId: current.id,
      kind: 'delete',
      title: current.title,
      tag: current.tag,
      fromValue: current.tag,
      toValue: null,
      extracted: true,
    },
  ];
}

/**
 * The two reads a user's tag examples need, to run in the caller's batch: each ONE text value the database
 * writes (db/json-tuples: the newest examples in order, a JSON array of [title, tag] of the user's own tasks and of
 * [kind, title, tag]). As rows, a Worker decoded every cell of up to 500 rows (libSQL's typed JSON per value)
 * and drizzle mapped every row, on every mind dump: ~4 ms of a 1,000-character dump's CPU in workerd.
 */
export function tagExampleQueries(db: Db, userId: string) {
  const user = sql.placeholder('userId');
  return [
    preparedItem(
      db,
      'tagExamples.tasks',
      () => {
        // Ordered and limited in a subquery: an ordered subquery is never flattened into the aggregate.
        const newestTasks = db
          .select({ title: tasks.title, tag: tasks.tag })
          .from(tasks)
          .where(and(eq(tasks.userId, user), ne(tasks.tag, UNSORTED_TAG), isNull(tasks.mindDumpId)))
          .orderBy(desc(tasks.createdAt))
          .limit(MAX_TASK_EXAMPLES)
          .as('newest_tasks');
        return db.select({ json: jsonTuples([newestTasks.title, newestTasks.tag]) }).from(newestTasks);
      },
      { userId },
    ),
    preparedItem(
      db,
      'tagExamples.feedback',
      () => {
        const newestFeedback = db
          .select({ kind: taskFeedback.kind, title: taskFeedback.title, tag: taskFeedback.tag })
          .from(taskFeedback)
          .where(and(eq(taskFeedback.userId, user), ne(taskFeedback.kind, 'delete')))
          .orderBy(desc(taskFeedback.createdAt))
          .limit(MAX_FEEDBACK_EXAMPLES)
          .as('newest_feedback');
        return db
          .select({ json: jsonTuples([newestFeedback.kind, newestFeedback.title, newestFeedback.tag]) })
          .from(newestFeedback);
      },
      { userId },
    ),
  ] as const;
}

/** The examples of `tagExampleQueries`' two results, newest first: the user's tasks, then their corrections. */
export function tagExamples(
  taskRows: readonly { json: string }[],
  feedbackRows: readonly { json: string }[],
): TagExample[] {
  const own = fromJsonTuples(
    taskRows,
    ([text, tag]: [string, string]): TagExample => ({ text, tag, weight: WEIGHT.ownTask }),
  );
  const corrections = fromJsonTuples(feedbackRows, ([kind, text, tag]: [string, string, string]) => ({
    kind,
    text,
    tag,
  }))
    .filter((f) => f.kind === 'tag' || f.kind === 'title')
    .map(
      ({ kind, text, tag }): TagExample => ({
        text,
        tag,
        weight: kind === 'tag' ? WEIGHT.correction : WEIGHT.retitled,
      }),
    );
  return [...own, ...corrections];
}
