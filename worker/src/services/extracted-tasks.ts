/**
 * @module services/extracted-tasks — turns tasks an AI extracted (from a mind dump or a topic) into rows to
 * insert: model output is untrusted, so each task is checked against the shared schema, its tag must be one
 * of the user's (else Unsorted) and the people it names are linked to the user's people.
 * A task the user already has open (shared `openTaskMatcher`) is not copied: it is linked — it gains the topic,
 * a description or a stated due date it lacked and the people named — and a repeat within the answer is dropped.
 */
import {
  checkRecurrence,
  defaultReminder,
  ExtractedTaskSchema,
  type HistoryTaskSchema,
  type openTaskMatcher,
  todayIn,
} from '@mynd/shared';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ExtractedTask } from '../ai/provider.js';
import type { Db } from '../db/client.js';
import { fromJsonTuples, jsonTuples } from '../db/json-tuples.js';
import { preparedInsert, preparedItem } from '../db/prepared.js';
import { people, taskAssignees, tasks } from '../db/schema.js';
import { invalidAiAnswer } from './ai-calls.js';
import type { PeopleLinker } from './assignees.js';
import { firstDueDate } from './recurrence.js';
import { newTaskRow } from './tasks.js';
import { knownTag } from './user-context.js';

/** The most tasks one answer may create (the shared MindDumpExtractionSchema's bound). */
export const MAX_EXTRACTED_TASKS = 100;

/** An open task as the matcher sees it; `fresh` marks one created by this same answer. */
export type OpenTaskRef = {
  id: string;
  title: string;
  /** Whether it has a description (a repeated task gains the new one only when it has none). */
  hasDescription: boolean;
  summaryId: string | null;
  dueText: string | null;
  fresh?: boolean;
};
export type OpenTasks = ReturnType<typeof openTaskMatcher<OpenTaskRef>>;

/** A JSON true or false (json_array keeps it a boolean, not 0 or 1). */
const hasDescription = sql`case when ${tasks.description} <> '' then json('true') else json('false') end`;

/**
 * The user's open tasks a new task may be linked to, as a statement for a caller's batch: ONE text value, the
 * JSON the database writes ([id, title, hasDescription, summaryId, dueText] per task; read it with
 * `openTasksFrom`), so a Worker does not decode every cell of hundreds of rows (see `pastAssignmentsQuery`). Only
 * whether a task has a description is read, not the text: nothing else of it is used.
 */
export function openTasksQuery(db: Db, userId: string) {
  return preparedItem(
    db,
    'tasks.open',
    () =>
      db
        .select({
          json: jsonTuples([tasks.id, tasks.title, hasDescription, tasks.summaryId, tasks.dueText]),
        })
        .from(tasks)
        .where(and(eq(tasks.userId, sql.placeholder('userId')), lt(tasks.progress, 100))),
    { userId },
  );
}

/** The open tasks of an `openTasksQuery` result. */
export function openTasksFrom(rows: readonly { json: string }[]): OpenTaskRef[] {
  return fromJsonTuples(
    rows,
    ([id, title, hasDescription, summaryId, dueText]: [
      string,
      string,
      boolean,
      string | null,
      string | null,
    ]): OpenTaskRef => ({
      id,
      title,
      hasDescription,
      summaryId,
      dueText,
    }),
  );
}

export type TaskLink = {
  taskId: string;
  set: Partial<Pick<typeof tasks.$inferInsert, 'summaryId' | 'description' | 'dueDate' | 'dueText'>>;
};

export type ExtractedRows = {
  tasks: (typeof tasks.$inferInsert & { id: string })[];
  assignees: (typeof taskAssignees.$inferInsert)[];
  history: z.infer<typeof HistoryTaskSchema>[];
  /** Open tasks the answer repeated, with what they gain; their ids in order of first mention. */
  links: TaskLink[];
};

export type ExtractOptions = {
  userId: string;
  now: Date;
  timeZone: string;
  tags: readonly string[];
  linker: PeopleLinker;
  mindDumpId?: string;
  /** The summary card a task's topicIndex points at, if any. */
  summaryIdFor?: (topicIndex: number | null) => string | null;
  /** Used when the task has no topicIndex of its own (tasks made from one topic). */
  summaryId?: string;
  /** The user's open tasks: a match is linked instead of copied. */
  openTasks?: OpenTasks;
  /** The user's default reminder time: applied to a task whose due date the text stated (or a rule gave). */
  reminderTime?: string | null;
  /** The web page the mind dump was sent from, kept on each task. */
  sourcePage?: { url?: string | undefined; title?: string | undefined } | null | undefined;
};

const cut = (value: unknown, max: number) => (typeof value === 'string' ? value.trim().slice(0, max) : value);

/**
 * Cuts over-long text fields to the schema's bounds first, so a long but sound task is kept (shortened)
 * rather than dropped; what is still invalid after that (no title, wrong types) is dropped.
 */
function clip(candidate: unknown): unknown {
  if (typeof candidate !== 'object' || candidate === null) return candidate;
  const t = candidate as Record<string, unknown>;
  return {
    ...t,
    title: cut(t.title, 200),
    description: cut(t.description, 2000),
    tag: cut(t.tag, 40),
    dueText: cut(t.dueText, 200),
    sourceText: cut(t.sourceText, 4000),
    people: Array.isArray(t.people) ? t.people.slice(0, 10).map((p) => cut(p, 100)) : t.people,
  };
}

/** What a repeated open task gains from the new mention: only what it lacks (the user's edits win). */
function linkPatch(open: OpenTaskRef, row: typeof tasks.$inferInsert): TaskLink['set'] {
  const set: TaskLink['set'] = {};
  if (!open.summaryId && row.summaryId) set.summaryId = row.summaryId;
  if (!open.hasDescription && row.description) set.description = row.description;
  if (!open.dueText && row.dueText && row.dueDate) {
    set.dueDate = row.dueDate;
    set.dueText = row.dueText;
  }
  return set;
}

/** Rows for the valid extracted tasks, in order; a non-array answer is an invalid AI answer (502). */
export function extractedTaskRows(extracted: unknown, options: ExtractOptions): ExtractedRows {
  if (!Array.isArray(extracted)) throw invalidAiAnswer();
  const out: ExtractedRows = { tasks: [], assignees: [], history: [], links: [] };
  const links = new Map<string, TaskLink>();
  const assigned = new Set<string>();
  extracted.forEach((candidate: unknown) => {
    if (out.tasks.length >= MAX_EXTRACTED_TASKS) return;
    const parsed = ExtractedTaskSchema.safeParse(clip(candidate));
    if (!parsed.success) return;
    const t: ExtractedTask = parsed.data;
    // One millisecond apart, so the list order and the display ids follow the extraction order.
    const createdAt = new Date(options.now.getTime() + out.tasks.length);
    const tag = knownTag(options.tags, t.tag);
    // A rule the server cannot compute is dropped (the task is kept); a recurring task is first due on the rule's
    // first occurrence on or after the date the text named, or today in the user's zone.
    const checked = t.recurrence ? checkRecurrence(t.recurrence) : null;
    const recurrence = checked?.ok ? checked.rule : null;
    const dueDate = recurrence
      ? firstDueDate(recurrence, t.dueDate ?? todayIn(options.timeZone, options.now))
      : (t.dueDate ?? undefined);
    const row = newTaskRow(
      options.userId,
      {
        title: t.title,
        description: t.description,
        tag,
        dueDate,
        dueText: t.dueText,
        recurrence,
        sourceText: t.sourceText || null,
        mindDumpId: options.mindDumpId ?? null,
        summaryId: options.summaryIdFor?.(t.topicIndex) ?? options.summaryId ?? null,
        sourceUrl: options.sourcePage?.url ?? null,
        sourceTitle: options.sourcePage?.url ? (options.sourcePage.title ?? null) : null,
      },
      createdAt,
      options.timeZone,
    ) as typeof tasks.$inferInsert & { id: string };
    row.remindAt = defaultReminder(
      t.dueDate || recurrence ? row.dueDate : null,
      options.reminderTime,
      options.timeZone,
    );
    const match = options.openTasks?.match(t.title) ?? null;
    if (match && !match.fresh) {
      const link = links.get(match.id) ?? { taskId: match.id, set: {} };
      link.set = { ...linkPatch(match, row), ...link.set };
      links.set(match.id, link);
    } else if (!match) {
      out.tasks.push(row);
      out.history.push({ title: t.title, description: t.description, tag });
      options.openTasks?.add({
        id: row.id,
        title: row.title,
        hasDescription: !!row.description,
        summaryId: row.summaryId ?? null,
        dueText: row.dueText ?? null,
        fresh: true,
      });
    }
    const taskId = match?.id ?? row.id;
    for (const name of t.people) {
      const personId = options.linker.idFor(name);
      if (personId === null || assigned.has(`${taskId}:${personId}`)) continue;
      assigned.add(`${taskId}:${personId}`);
      out.assignees.push({ taskId, personId, userId: options.userId, createdAt: row.createdAt });
    }
  });
  out.links = [...links.values()];
  return out;
}

/** The updates that link repeated open tasks (only those that gain something), scoped to the user. */
export function linkUpdates(db: Db, userId: string, links: readonly TaskLink[]) {
  return links
    .filter((link) => Object.keys(link.set).length > 0)
    .map((link) =>
      db
        .update(tasks)
        .set(link.set)
        .where(and(eq(tasks.userId, userId), eq(tasks.id, link.taskId))),
    );
}

/**
 * The statements that store extracted rows: new tasks, the links to repeated open tasks, the people the linker
 * created and the assignments — for the caller's batch (mind dumps and "create tasks from a topic" alike).
 */
export function extractedRowWrites(db: Db, userId: string, rows: ExtractedRows, linker: PeopleLinker) {
  return [
    ...(rows.tasks.length > 0 ? [preparedInsert(db, tasks, rows.tasks)] : []),
    ...linkUpdates(db, userId, rows.links),
    ...(linker.inserts.length > 0 ? [preparedInsert(db, people, linker.inserts)] : []),
    ...(rows.assignees.length > 0
      ? [preparedInsert(db, taskAssignees, rows.assignees, { onConflictDoNothing: true })]
      : []),
  ];
}
