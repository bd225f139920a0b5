/**
 * @module services/task-json — task lists serialised by the database: SQLite's JSON functions build each API
 * `Task` (its assignees and benchmarks included) and the whole list as ONE text value, which the route sends as
 * it is. A list costs the Worker no per-row work: no Hrana cell objects, no row mapping, no `toTask`, no
 * `JSON.stringify` — on Workers + Turso that decoding was most of a long list's CPU (2,000 tasks: ~50 ms), and it
 * grew with every task. The JSON built here is the same `Task` as `toTask` in task-rows.ts builds from a row
 * (test/tasks/task-json.test.ts compares the two on every field, legacy rows and odd values included).
 */
import { displayIds, type Task } from '@mynd/shared';
import { type SQL, sql } from 'drizzle-orm';
import { people, taskAssignees, tasks } from '../db/schema.js';

/**
 * The display id in SQL, as shared `formatDisplayId` gives it: YYMMDD of the UTC creation day (SQLite's date
 * functions read the ISO instant and its offset) + the stored day number, two digits at least; the task id
 * when the instant cannot be read. NULL for a row without a stored number (legacy): `withDisplayIds` numbers it.
 */
const formattedId = sql`case when ${tasks.displaySeq} >= 1 then coalesce(substr(strftime('%Y%m%d', ${tasks.createdAt}), 3) || printf('%02d', ${tasks.displaySeq}), ${tasks.id}) end`;

/**
 * The task's assignees as a JSON array, in the order `assigneesQuery` reads them (assigned first, then name).
 * The order is that of an ordered subquery: sqld's SQL parser refuses ORDER BY inside an aggregate, and SQLite
 * never flattens an ordered subquery into an aggregate query, so the aggregate reads the rows in that order.
 * The unary + keeps the user check off the index choice: the rows are found by task id (the primary key), not
 * among all the user's assignments (task_assignees_user_idx) once per listed task (5,000 tasks: 3 s).
 */
const assigneesJson = sql`coalesce((select json_group_array(json(a.person)) from (select json_object('id', ${people.id}, 'name', ${people.name}) as person from ${taskAssignees} join ${people} on ${people.id} = ${taskAssignees.personId} where ${taskAssignees.taskId} = ${tasks.id} and +${taskAssignees.userId} = ${tasks.userId} order by ${taskAssignees.createdAt}, ${people.name}) a), '[]')`;

/** The stored benchmarks, each as {percentage, description, dueDate} (dueDate null when absent), in order. */
const benchmarksJson = sql`coalesce((select json_group_array(json(b.benchmark)) from (select json_object('percentage', json_extract(value, '$.percentage'), 'description', json_extract(value, '$.description'), 'dueDate', json_extract(value, '$.dueDate')) as benchmark from json_each(${tasks.benchmarks}) order by key) b), '[]')`;

/** One task row as the API's `Task` JSON object (the fields and values of `toTask`). */
export const taskJson: SQL = sql`json_object(
  'id', ${tasks.id},
  'formattedId', ${formattedId},
  'title', ${tasks.title},
  'description', ${tasks.description},
  'tag', ${tasks.tag},
  'progress', ${tasks.progress},
  'notes', ${tasks.notes},
  'benchmarks', json(${benchmarksJson}),
  'dependsOn', ${tasks.dependsOn},
  'parentId', ${tasks.parentId},
  'dueDate', ${tasks.dueDate},
  'createdAt', ${tasks.createdAt},
  'updatedAt', ${tasks.updatedAt},
  'completedAt', ${tasks.completedAt},
  'assignees', json(${assigneesJson}),
  'sourceText', ${tasks.sourceText},
  'dueText', ${tasks.dueText},
  'mindDumpId', ${tasks.mindDumpId},
  'summaryId', ${tasks.summaryId},
  'sourcePage', json(case when coalesce(${tasks.sourceUrl}, '') <> '' then json_object('url', ${tasks.sourceUrl}, 'title', ${tasks.sourceTitle}) else 'null' end),
  'recurrence', ${tasks.recurrence},
  'remindAt', ${tasks.remindAt}
)`;

/**
 * Gives the legacy rows of a list (no stored day number: `formattedId` null in the JSON) their display id from
 * the ids and creation times of the user's tasks (`sequence`: the unlisted ones, plus the listed ones when
 * `listed` says so). Only a list holding such a row is parsed and written again; callers pass every other list
 * on untouched.
 */
export function withDisplayIds(
  listJson: string,
  sequence: readonly { id: string; createdAt: string }[],
  listed: 'listed-in-sequence' | 'add-listed',
): string {
  const list = JSON.parse(listJson) as (Omit<Task, 'formattedId'> & { formattedId: string | null })[];
  const all = listed === 'add-listed' ? [...list, ...sequence] : sequence;
  const computed = displayIds(all.map((t) => ({ id: t.id, createdAt: t.createdAt })));
  for (const task of list) task.formattedId ??= computed.get(task.id) ?? task.id;
  return JSON.stringify(list);
}
