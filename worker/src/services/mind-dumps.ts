/**
 * @module services/mind-dumps — processing a mind dump: one at a time per user (a database lock), the text
 * saved before the AI is called, then the summary cards, tasks, people and assignments written in one batch.
 * A capture sent again with the same clientId returns the stored result instead of running twice.
 */
import {
  ALREADY_PROCESSING_MESSAGE,
  type MindDumpRequestSchema,
  type MindDumpResponse,
  TopicSchema,
} from '@mynd/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { isAiError } from '../ai/errors.js';
import type { AiProvider, MindDumpResult } from '../ai/provider.js';
import type { Db } from '../db/client.js';
import { mindDumpHistory, people, summaryCards, taskAssignees, tasks } from '../db/schema.js';
import { ApiError, isApiError } from '../lib/errors.js';
import { newId } from '../lib/ids.js';
import { invalidAiAnswer, toApiError } from './ai-calls.js';
import { extractedTaskRows, linkUpdates, loadLinkerAndOpenTasks } from './extracted-tasks.js';
import { acquireLock, MIND_DUMP_LOCK, releaseLock } from './locks.js';
import { failEntry, findByClientId, startEntry } from './mind-dump-history.js';
import { bestSuggestions } from './suggestions.js';
import { toSummary } from './summaries.js';
import { getTasksByIds, hydrateTasks } from './task-rows.js';
import { aiContext, getUserContext } from './user-context.js';

export type MindDumpInput = z.output<typeof MindDumpRequestSchema>;

/** The most summary cards one mind dump may create (the shared MindDumpExtractionSchema's bound). */
const MAX_TOPICS = 20;

/** The message stored and answered when something other than the AI failed. */
const UNEXPECTED_FAILURE = 'Failed to process your mind dump. Please try again.';

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

export async function processMindDump(
  db: Db,
  ai: AiProvider,
  userId: string,
  input: MindDumpInput,
  now: Date,
): Promise<MindDumpResponse> {
  const prior = input.clientId ? await findByClientId(db, userId, input.clientId) : null;
  if (prior?.status === 'done') return storedResult(db, userId, prior.id);

  const lock = await acquireLock(db, userId, MIND_DUMP_LOCK, now);
  if (!lock) throw new ApiError(409, 'conflict', ALREADY_PROCESSING_MESSAGE);
  try {
    const entryId = await startEntry(db, userId, input, now, prior?.id);
    try {
      return await runMindDump(db, ai, userId, input, now, entryId);
    } catch (error) {
      const apiError = isAiError(error) ? toApiError(error) : isApiError(error) ? error : null;
      await failEntry(db, userId, entryId, apiError?.message ?? UNEXPECTED_FAILURE);
      throw apiError ?? error;
    }
  } finally {
    await releaseLock(db, userId, lock);
  }
}

async function runMindDump(
  db: Db,
  ai: AiProvider,
  userId: string,
  input: MindDumpInput,
  now: Date,
  entryId: string,
): Promise<MindDumpResponse> {
  const timeZone = input.timeZone ?? 'UTC';
  const user = await getUserContext(db, userId);
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
  const { linker, openTasks } = await loadLinkerAndOpenTasks(db, userId, now);
  const rows = extractedTaskRows(result.tasks, {
    userId,
    now,
    timeZone,
    tags: user.tags,
    linker,
    mindDumpId: entryId,
    summaryIdFor: (index) => (index === null ? null : (summaryByIndex.get(index) ?? null)),
    openTasks,
    sourcePage: input.source,
  });
  if (topics.length === 0 && rows.tasks.length === 0 && rows.links.length === 0 && result.tasks.length > 0) {
    throw invalidAiAnswer();
  }
  await db.batch([
    db
      .update(mindDumpHistory)
      .set({
        status: 'done',
        error: null,
        summary: topics.map((t) => t.title).join('; ') || null,
        tasksCreated: rows.history,
      })
      .where(and(eq(mindDumpHistory.userId, userId), eq(mindDumpHistory.id, entryId))),
    ...(summaryRows.length > 0 ? [db.insert(summaryCards).values(summaryRows)] : []),
    ...(rows.tasks.length > 0 ? [db.insert(tasks).values(rows.tasks)] : []),
    ...linkUpdates(db, userId, rows.links),
    ...(linker.inserts.length > 0 ? [db.insert(people).values(linker.inserts)] : []),
    ...(rows.assignees.length > 0
      ? [db.insert(taskAssignees).values(rows.assignees).onConflictDoNothing()]
      : []),
  ]);
  const newIds = rows.tasks.map((t) => t.id);
  const all = await getTasksByIds(db, userId, [...newIds, ...rows.links.map((l) => l.taskId)]);
  const created = all.slice(0, newIds.length);
  const suggestions = await bestSuggestions(
    db,
    userId,
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
