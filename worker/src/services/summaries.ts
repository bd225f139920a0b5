/**
 * @module services/summaries — topic summary cards: list, archive, delete, AI analysis and tasks from a topic.
 * Duplicates, merging and keywords are in summary-insights.ts.
 */
import { EMPTY_ANALYSIS_MESSAGE, openTaskMatcher, type Summary, type Task } from '@mynd/shared';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { AiContext, AiProvider } from '../ai/provider.js';
import type { Db } from '../db/client.js';
import { preparedItem } from '../db/prepared.js';
import { summaryCards, tasks } from '../db/schema.js';
import { NotFoundError, UpstreamError } from '../lib/errors.js';
import { aiCall, invalidAiAnswer, toDomainError } from './ai-calls.js';
import { PeopleLinker, peopleQuery } from './assignees.js';
import {
  extractedRowWrites,
  extractedTaskRows,
  type OpenTaskRef,
  openTasksFrom,
  openTasksQuery,
} from './extracted-tasks.js';
import { tasksByIdsFrom, tasksByIdsQueries } from './task-rows.js';
import { emptyPlan, saveUndo } from './undo.js';

export type SummaryRow = typeof summaryCards.$inferSelect;

export const SUMMARY_NOT_FOUND = 'Summary not found';

export function toSummary(row: SummaryRow): Summary {
  return {
    id: row.id,
    topicTitle: row.topicTitle,
    summaryContent: row.summaryContent,
    archived: row.archived,
    hasAnalysis: row.hasAnalysis,
    analysisContent: row.analysisContent,
    mindDumpId: row.mindDumpId,
    createdAt: row.createdAt,
  };
}

const own = (userId: string, id: string) => and(eq(summaryCards.userId, userId), eq(summaryCards.id, id));

export async function findSummaryRow(db: Db, userId: string, id: string): Promise<SummaryRow> {
  return summaryRowFrom(await summaryRowQuery(db, userId, id));
}

/** The user's summary row by id, as a statement for a batch. */
export function summaryRowQuery(db: Db, userId: string, id: string) {
  return db.select().from(summaryCards).where(own(userId, id)).limit(1);
}

/** The row of a `summaryRowQuery` result, or 404. */
export function summaryRowFrom(rows: readonly SummaryRow[]): SummaryRow {
  const [row] = rows;
  if (!row) throw new NotFoundError(SUMMARY_NOT_FOUND);
  return row;
}

/** Active or archived summaries, newest first. */
export async function listSummaries(db: Db, userId: string, archived: boolean): Promise<Summary[]> {
  const rows = await preparedItem(
    db,
    'summaries.list',
    () =>
      db
        .select()
        .from(summaryCards)
        .where(
          and(
            eq(summaryCards.userId, sql.placeholder('userId')),
            eq(summaryCards.archived, sql.placeholder('archived')),
          ),
        )
        .orderBy(desc(summaryCards.createdAt), desc(summaryCards.id)),
    { userId, archived },
  ).execute();
  return rows.map(toSummary);
}

/** Archives or restores the card; the undo token sets the flag back. */
export async function setArchived(
  db: Db,
  userId: string,
  id: string,
  archived: boolean,
  now: Date,
): Promise<{ summary: Summary; undoToken: string }> {
  const before = await findSummaryRow(db, userId, id);
  const plan = emptyPlan('summaries');
  plan.update.push({ table: 'summary_cards', key: { id }, set: { archived: before.archived } });
  const undo = saveUndo(db, userId, plan, now);
  const [rows] = await db.batch([
    db.update(summaryCards).set({ archived }).where(own(userId, id)).returning(),
    ...undo.statements,
  ]);
  return { summary: toSummary(rows[0]!), undoToken: undo.token };
}

/** Deletes the card; its tasks stay, no longer pointing at it. The undo token puts both back. */
export async function deleteSummary(db: Db, userId: string, id: string, now: Date): Promise<string> {
  const [[row], linked] = await db.batch([
    db.select().from(summaryCards).where(own(userId, id)).limit(1),
    db
      .select({ id: tasks.id, updatedAt: tasks.updatedAt })
      .from(tasks)
      .where(and(eq(tasks.userId, userId), eq(tasks.summaryId, id))),
  ]);
  if (!row) throw new NotFoundError(SUMMARY_NOT_FOUND);
  const plan = emptyPlan('summaries', 'tasks');
  plan.insert.push({ table: 'summary_cards', rows: [row] });
  for (const t of linked)
    plan.update.push({ table: 'tasks', key: { id: t.id }, set: { summaryId: id, updatedAt: t.updatedAt } });
  const undo = saveUndo(db, userId, plan, now);
  await db.batch([
    db
      .update(tasks)
      .set({ summaryId: null })
      .where(and(eq(tasks.userId, userId), eq(tasks.summaryId, id))),
    db.delete(summaryCards).where(own(userId, id)),
    ...undo.statements,
  ]);
  return undo.token;
}

/** Runs the AI analysis of the topic (with the user's profile in ctx) and stores it as markdown. */
export async function analyzeSummary(
  db: Db,
  ai: AiProvider,
  userId: string,
  id: string,
  ctx: AiContext,
): Promise<Summary> {
  const row = await findSummaryRow(db, userId, id);
  const analysis = await aiCall(() =>
    ai.analyzeTopic({ title: row.topicTitle, summary: row.summaryContent }, ctx),
  );
  if (typeof analysis !== 'string') throw toDomainError(invalidAiAnswer());
  const content = analysis.trim().slice(0, 20_000);
  if (!content) throw new UpstreamError(EMPTY_ANALYSIS_MESSAGE);
  const [updated] = await db
    .update(summaryCards)
    .set({ analysisContent: content, hasAnalysis: true })
    .where(own(userId, id))
    .returning();
  return toSummary(updated!);
}

/** Turns a topic (and its analysis) into tasks linked to the summary, people named linked as assignees. */
export async function tasksFromSummary(
  db: Db,
  ai: AiProvider,
  userId: string,
  id: string,
  ctx: AiContext,
): Promise<{ tasks: Task[]; linked: Task[] }> {
  const [summaryRows, everyone, openRows] = await db.batch([
    summaryRowQuery(db, userId, id),
    peopleQuery(db, userId),
    openTasksQuery(db, userId),
  ]);
  const row = summaryRowFrom(summaryRows);
  const extracted = await aiCall(() =>
    ai.tasksFromTopic(
      { title: row.topicTitle, summary: row.summaryContent, analysis: row.analysisContent },
      ctx,
    ),
  );
  const linker = PeopleLinker.from(everyone, userId, ctx.now);
  const openTasks = openTaskMatcher<OpenTaskRef>(openTasksFrom(openRows));
  const rows = extractedTaskRows(extracted, {
    userId,
    now: ctx.now,
    timeZone: ctx.timeZone,
    tags: ctx.tags,
    linker,
    summaryId: row.id,
    openTasks,
  });
  if (rows.tasks.length === 0 && rows.links.length === 0) return { tasks: [], linked: [] };
  const writes = [...extractedRowWrites(db, userId, rows, linker)];
  const newIds = rows.tasks.map((t) => t.id);
  const ids = [...newIds, ...rows.links.map((l) => l.taskId)];
  // Written and read back in one round trip.
  const results = await db.batch([...writes, ...tasksByIdsQueries(db, userId, ids)] as unknown as Parameters<
    typeof db.batch
  >[0]);
  const all = tasksByIdsFrom(results.slice(writes.length), ids);
  return { tasks: all.slice(0, newIds.length), linked: all.slice(newIds.length) };
}
