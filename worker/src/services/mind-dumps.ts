/**
 * @module services/mind-dumps — processing a mind dump: one at a time per user (a database lock), the text
 * saved before the AI is called, then the summary cards, tasks, people and assignments written in one batch.
 * A capture sent again with the same clientId returns the stored result instead of running twice.
 */
import {
  ALREADY_PROCESSING_MESSAGE,
  MIND_DUMP_FAILED_MESSAGE,
  type MindDumpRequestSchema,
  type MindDumpResponse,
  openTaskMatcher,
  TopicSchema,
} from '@mynd/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { isAiError } from '../ai/errors.js';
import type { AiProvider, MindDumpResult } from '../ai/provider.js';
import type { Db } from '../db/client.js';
import { preparedInsert } from '../db/prepared.js';
import { summaryCards, tasks } from '../db/schema.js';
import { ConflictError, isDomainError } from '../lib/errors.js';
import { newId } from '../lib/ids.js';
import { invalidAiAnswer, toDomainError } from './ai-calls.js';
import { PeopleLinker, peopleQuery } from './assignees.js';
import {
  type ExtractedRows,
  extractedRowWrites,
  extractedTaskRows,
  type OpenTaskRef,
  type OpenTasks,
  openTasksFrom,
  openTasksQuery,
} from './extracted-tasks.js';
import {
  acquireLockStatement,
  type LockHandle,
  MIND_DUMP_LOCK,
  releaseLock,
  releaseLockStatement,
} from './locks.js';
import {
  byClientIdQuery,
  claimEntryStatement,
  doneEntryStatement,
  failEntryStatement,
} from './mind-dump-history.js';
import {
  bestSuggestions,
  bestSuggestionsFrom,
  type PastAssignment,
  pastAssignmentsFrom,
  pastAssignmentsQuery,
} from './suggestions.js';
import { toSummary } from './summaries.js';
import { tagExampleQueries, tagExamples } from './task-feedback.js';
import { hydrateTasks, tasksByIdsFrom, tasksByIdsQueries } from './task-rows.js';
import { aiContext, getUserContext, type UserContext } from './user-context.js';

export type MindDumpInput = z.output<typeof MindDumpRequestSchema>;

/** The most summary cards one mind dump may create (the shared MindDumpExtractionSchema's bound). */
const MAX_TOPICS = 20;

/** The result of an already processed capture, read back from what it created. */
async function storedResult(db: Db, userId: string, mindDumpId: string): Promise<MindDumpResponse> {
  const [summaryRows, taskRows] = await db.batch([
    db
      .select()
      .from(summaryCards)
      .where(and(eq(summaryCards.userId, userId), eq(summaryCards.mindDumpId, mindDumpId)))
      .orderBy(asc(summaryCards.createdAt)),
    db
      .select()
      .from(tasks)
      .where(and(eq(tasks.userId, userId), eq(tasks.mindDumpId, mindDumpId)))
      .orderBy(asc(tasks.createdAt)),
  ]);
  const created = await hydrateTasks(db, userId, taskRows);
  const suggestions = await bestSuggestions(
    db,
    userId,
    created.map((t) => ({ ...t, assigneeIds: t.assignees.map((a) => a.id) })),
  );
  return { mindDumpId, summaries: summaryRows.map(toSummary), tasks: created, suggestions, duplicate: true };
}

/** Topics the model gave that pass the schema, keeping each one's original index for topicIndex. */
function validTopics(result: MindDumpResult): { index: number; title: string; summary: string }[] {
  if (!result || !Array.isArray(result.topics) || !Array.isArray(result.tasks)) throw invalidAiAnswer();
  return result.topics
    .flatMap((t, index) => {
      const parsed = TopicSchema.safeParse(t);
      return parsed.success ? [{ index, ...parsed.data }] : [];
    })
    .slice(0, MAX_TOPICS);
}

/**
 * Processes a dump in two round trips, the session check riding in the first (auth/middleware; three where it
 * has one of its own): (1) the lock, the capture's earlier entry, its text saved (only if the lock is this
 * run's), the user's people, past assignments, open tasks and tag examples in one batch; the AI; (2) everything
 * written, the lock released and the new tasks read back in one batch. Suggestions come from the assignments
 * read in (1) plus the dump's own.
 */
export async function processMindDump(
  db: Db,
  ai: AiProvider,
  userId: string,
  input: MindDumpInput,
  now: Date,
  /**
   * The user's tags and profile as the session check read them: asked after the first batch, which may be the
   * round trip the check rode in (auth/middleware); undefined: read here.
   */
  known?: () => UserContext | undefined,
): Promise<MindDumpResponse> {
  const lock = acquireLockStatement(db, userId, MIND_DUMP_LOCK, now);
  const [priorRows, lockRows, entryRows, everyone, pastRows, openRows, exampleTasks, exampleFeedback] =
    await db.batch([
      // The capture's earlier entry is read first: one already done answers with what it made.
      byClientIdQuery(db, userId, input.clientId ?? ''),
      lock.statement,
      // Right after the lock: claimEntryStatement reads whether the lock statement wrote.
      claimEntryStatement(db, userId, input, now, lock.attempt),
      peopleQuery(db, userId),
      pastAssignmentsQuery(db, userId),
      openTasksQuery(db, userId),
      // The user's tag model (what they tagged and corrected before) rides in the same round trip.
      ...tagExampleQueries(db, userId),
    ]);
  const prior = input.clientId ? (priorRows[0] ?? null) : null;
  const handle = lock.handle(lockRows);
  if (prior?.status === 'done') {
    if (handle) await releaseLock(db, userId, handle);
    return storedResult(db, userId, prior.id);
  }
  // The entry is written exactly when the lock is this run's (claimEntryStatement); both are checked.
  const entryId = entryRows[0]?.id;
  if (!handle || !entryId) {
    if (handle) await releaseLock(db, userId, handle);
    throw new ConflictError(ALREADY_PROCESSING_MESSAGE);
  }
  let released = false;
  try {
    try {
      const learnedTags = tagExamples(exampleTasks, exampleFeedback);
      const context = known?.();
      const user = context ? { ...context, learnedTags } : await getUserContext(db, userId);
      const openTasks = openTaskMatcher<OpenTaskRef>(openTasksFrom(openRows));
      const past = pastAssignmentsFrom(pastRows);
      const run = { user, everyone, past, openTasks, entryId, lock: handle };
      const result = await runMindDump(db, ai, userId, input, now, run);
      released = true;
      return result;
    } catch (error) {
      const known = isAiError(error) ? toDomainError(error) : isDomainError(error) ? error : null;
      await db.batch([
        failEntryStatement(db, userId, entryId, known?.message ?? MIND_DUMP_FAILED_MESSAGE),
        releaseLockStatement(db, userId, handle),
      ]);
      released = true;
      throw known ?? error;
    }
  } finally {
    if (!released) await releaseLock(db, userId, handle);
  }
}

interface RunState {
  user: UserContext;
  everyone: readonly { id: string; name: string }[];
  past: readonly PastAssignment[];
  openTasks: OpenTasks;
  entryId: string;
  lock: LockHandle;
}

async function runMindDump(
  db: Db,
  ai: AiProvider,
  userId: string,
  input: MindDumpInput,
  now: Date,
  run: RunState,
): Promise<MindDumpResponse> {
  const { user, entryId } = run;
  const timeZone = input.timeZone ?? 'UTC';
  const result = await ai.processMindDump(input.text, aiContext(user, now, timeZone));
  const topics = validTopics(result);
  const summaryRows = topics.map((t, i) => ({
    id: newId(),
    userId,
    topicTitle: t.title,
    summaryContent: t.summary,
    mindDumpId: entryId,
    // A millisecond apart, so the cards keep the model's order.
    createdAt: new Date(now.getTime() + i).toISOString(),
  }));
  const summaryByIndex = new Map(topics.map((t, i) => [t.index, summaryRows[i]!.id]));
  const linker = PeopleLinker.from(run.everyone, userId, now);
  const rows = extractedTaskRows(result.tasks, {
    userId,
    now,
    timeZone,
    tags: user.tags,
    linker,
    mindDumpId: entryId,
    summaryIdFor: (index) => (index === null ? null : (summaryByIndex.get(index) ?? null)),
    openTasks: run.openTasks,
    reminderTime: user.reminderTime,
    sourcePage: input.source,
  });
  if (topics.length === 0 && rows.tasks.length === 0 && rows.links.length === 0 && result.tasks.length > 0) {
    throw invalidAiAnswer();
  }
  const writes = [
    doneEntryStatement(db, userId, entryId, topics.map((t) => t.title).join('; ') || null, rows.history),
    ...(summaryRows.length > 0 ? [preparedInsert(db, summaryCards, summaryRows)] : []),
    ...extractedRowWrites(db, userId, rows, linker),
    releaseLockStatement(db, userId, run.lock),
  ];
  const newIds = rows.tasks.map((t) => t.id);
  const ids = [...newIds, ...rows.links.map((l) => l.taskId)];
  // The writes, the lock released and the new tasks read back (rows, assignees, their days' ids) at once.
  const results = await db.batch([...writes, ...tasksByIdsQueries(db, userId, ids)] as unknown as Parameters<
    typeof db.batch
  >[0]);
  const all = tasksByIdsFrom(results.slice(writes.length), ids);
  const created = all.slice(0, newIds.length);
  const suggestions = bestSuggestionsFrom(
    [...run.past, ...ownAssignments(rows, run.everyone, linker)],
    created.map((t) => ({ ...t, assigneeIds: t.assignees.map((a) => a.id) })),
  );
  return {
    mindDumpId: entryId,
    summaries: summaryRows
      .map((r) => ({
        ...r,
        archived: false,
        hasAnalysis: false,
        analysisContent: null,
      }))
      .map((s) => toSummary(s)),
    tasks: created,
    linked: all.slice(newIds.length),
    suggestions,
  };
}

/** The dump's own assignments as history, so one new task can suggest who another's person is. */
function ownAssignments(
  rows: ExtractedRows,
  everyone: readonly { id: string; name: string }[],
  linker: PeopleLinker,
): PastAssignment[] {
  const names = new Map(everyone.map((p) => [p.id, p.name]));
  for (const p of linker.inserts) names.set(p.id, p.name);
  const byId = new Map(rows.tasks.map((t) => [t.id, t]));
  return rows.assignees.flatMap((a) => {
    const task = byId.get(a.taskId);
    const personName = names.get(a.personId);
    if (!task || !personName) return [];
    return [
      {
        personId: a.personId,
        personName,
        taskId: task.id,
        title: task.title,
        description: task.description ?? '',
      },
    ];
  });
}
