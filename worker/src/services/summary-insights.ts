/**
 * @module services/summary-insights — duplicate groups among active summaries, merging summaries with the
 * AI, and the topic keyword cloud with its AI analysis.
 */
import {
  extractKeywords,
  groupDuplicates,
  KEYWORD_ANALYSIS_FAILED_MESSAGE,
  KEYWORDS_FOR_ANALYSIS,
  type Keyword,
  mergedAnalysis,
  NO_KEYWORDS_MESSAGE,
  type Summary,
  TopicSchema,
} from '@mynd/shared';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AiContext, AiProvider } from '../ai/provider.js';
import type { Db } from '../db/client.js';
import { summaryCards, tasks } from '../db/schema.js';
import { NotFoundError, UpstreamError, ValidationError } from '../lib/errors.js';
import { newId } from '../lib/ids.js';
import { aiCall, invalidAiAnswer, toDomainError } from './ai-calls.js';
import { SUMMARY_NOT_FOUND, toSummary } from './summaries.js';
import { emptyPlan, saveUndo } from './undo.js';

/** Groups of similar active summaries (the spec's rule, above 0.75), oldest first inside a group. */
export async function findDuplicates(
  db: Db,
  userId: string,
): Promise<{ similarity: number; summaries: Summary[] }[]> {
  const rows = await db
    .select()
    .from(summaryCards)
    .where(and(eq(summaryCards.userId, userId), eq(summaryCards.archived, false)))
    .orderBy(asc(summaryCards.createdAt), asc(summaryCards.id));
  const groups = groupDuplicates(rows.map((r) => ({ ...r, title: r.topicTitle, content: r.summaryContent })));
  return groups.map((g) => ({
    similarity: Math.round(g.similarity * 1000) / 1000,
    summaries: g.items.map(toSummary),
  }));
}

/**
 * Merges summaries into one new summary written by the AI, keeping the originals' analyses; in one batch the new card is inserted, tasks of
 * the originals point at it and the originals are deleted. Any id that is not the user's → 404, nothing done.
 */
export async function mergeSummaries(
  db: Db,
  ai: AiProvider,
  userId: string,
  ids: readonly string[],
  ctx: AiContext,
): Promise<{ summary: Summary; mergedIds: string[]; undoToken: string }> {
  // The cards and the tasks pointing at them (for the undo), in one round trip.
  const [rows, linked] = await db.batch([
    db
      .select()
      .from(summaryCards)
      .where(and(eq(summaryCards.userId, userId), inArray(summaryCards.id, [...ids])))
      .orderBy(asc(summaryCards.createdAt)),
    db
      .select({ id: tasks.id, summaryId: tasks.summaryId, updatedAt: tasks.updatedAt })
      .from(tasks)
      .where(and(eq(tasks.userId, userId), inArray(tasks.summaryId, [...ids]))),
  ]);
  if (rows.length !== ids.length) throw new NotFoundError(SUMMARY_NOT_FOUND);
  const merged = await aiCall(() =>
    ai.mergeSummaries(
      rows.map((r) => ({ title: r.topicTitle, summary: r.summaryContent })),
      ctx,
    ),
  );
  const topic = TopicSchema.safeParse(merged);
  if (!topic.success) throw toDomainError(invalidAiAnswer());
  const id = newId();
  const mergedIds = rows.map((r) => r.id);
  // The originals' analyses are kept (shared mergedAnalysis), so Merge never drops the user's analysis.
  const analysis = mergedAnalysis(rows.map((r) => ({ title: r.topicTitle, analysis: r.analysisContent })));
  // Undo: the merged card goes, the originals come back, each task points at its own card again.
  const plan = emptyPlan('summaries', 'tasks');
  plan.remove.push({ table: 'summary_cards', key: { id } });
  plan.insert.push({ table: 'summary_cards', rows });
  for (const t of linked)
    plan.update.push({
      table: 'tasks',
      key: { id: t.id },
      set: { summaryId: t.summaryId, updatedAt: t.updatedAt },
    });
  const undo = saveUndo(db, userId, plan, ctx.now);
  const [inserted] = await db.batch([
    db
      .insert(summaryCards)
      .values({
        id,
        userId,
        topicTitle: topic.data.title,
        summaryContent: topic.data.summary,
        hasAnalysis: analysis !== null,
        analysisContent: analysis,
        createdAt: ctx.now.toISOString(),
      })
      .returning(),
    db
      .update(tasks)
      .set({ summaryId: id })
      .where(and(eq(tasks.userId, userId), inArray(tasks.summaryId, mergedIds))),
    db.delete(summaryCards).where(and(eq(summaryCards.userId, userId), inArray(summaryCards.id, mergedIds))),
    ...undo.statements,
  ]);
  return { summary: toSummary(inserted[0]!), mergedIds, undoToken: undo.token };
}

/** The top 50 keywords over the titles and contents of all the user's summaries. */
export async function summaryKeywords(db: Db, userId: string): Promise<Keyword[]> {
  const rows = await db
    .select({ title: summaryCards.topicTitle, content: summaryCards.summaryContent })
    .from(summaryCards)
    .where(eq(summaryCards.userId, userId));
  return extractKeywords(rows.flatMap((r) => [r.title, r.content]));
}

/** The AI's reading of the top 20 keywords. No summaries → 400 with the spec's empty-state sentence. */
export async function analyzeKeywords(
  db: Db,
  ai: AiProvider,
  userId: string,
  ctx: AiContext,
): Promise<{ analysis: string; keywords: Keyword[] }> {
  const keywords = (await summaryKeywords(db, userId)).slice(0, KEYWORDS_FOR_ANALYSIS);
  if (keywords.length === 0) throw new ValidationError(NO_KEYWORDS_MESSAGE);
  const analysis = await aiCall(() => ai.analyzeKeywords(keywords, ctx));
  if (typeof analysis !== 'string' || !analysis.trim()) {
    throw new UpstreamError(KEYWORD_ANALYSIS_FAILED_MESSAGE);
  }
  return { analysis: analysis.trim(), keywords };
}
