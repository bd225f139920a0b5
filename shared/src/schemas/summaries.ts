/**
 * @module schemas/summaries — topic summary cards, their analysis, duplicates, merge and keywords.
 */
import { z } from 'zod';
import { IdSchema } from './common.js';
import { TaskSchema } from './tasks.js';

export const SummarySchema = z.object({
  id: IdSchema,
  topicTitle: z.string(),
  summaryContent: z.string(),
  archived: z.boolean(),
  hasAnalysis: z.boolean(),
  /** Markdown from the AI: render sanitised, never as trusted HTML. */
  analysisContent: z.string().nullable(),
  mindDumpId: IdSchema.nullable(),
  createdAt: z.string(),
});
export type Summary = z.infer<typeof SummarySchema>;

export const ListSummariesQuerySchema = z.object({
  archived: z
    .enum(['true', 'false'], { error: 'archived must be true or false' })
    .default('false')
    .transform((v) => v === 'true'),
});
export const SummaryListResponseSchema = z.object({ summaries: z.array(SummarySchema) });
/** After archiving or restoring, `undoToken` sets the flag back (POST /api/undo/:token). */
export const SummaryResponseSchema = z.object({ summary: SummarySchema, undoToken: z.string().optional() });

export const UpdateSummaryRequestSchema = z.object({
  archived: z.boolean({ error: 'archived must be true or false' }),
});

export const AnalyzeSummaryResponseSchema = z.object({ analysisContent: z.string(), summary: SummarySchema });
/** `tasks`: created; `linked`: tasks the user already had open, linked to the topic instead of copied. */
export const SummaryTasksResponseSchema = z.object({
  tasks: z.array(TaskSchema),
  linked: z.array(TaskSchema).default([]),
});

export const DuplicateGroupSchema = z.object({
  /** 0 to 1, shown as a percentage. */
  similarity: z.number().min(0).max(1),
  summaries: z.array(SummarySchema),
});
export const DuplicatesResponseSchema = z.object({ groups: z.array(DuplicateGroupSchema) });
export type DuplicatesResponse = z.infer<typeof DuplicatesResponseSchema>;

export const MergeSummariesRequestSchema = z.object({
  summaryIds: z
    .array(IdSchema)
    .min(2, 'Pick at least two summaries to merge')
    .max(20, 'At most 20 summaries can be merged at once')
    .refine((ids) => new Set(ids).size === ids.length, { error: 'A summary is listed twice' }),
});
/** The merged summary replaces the originals (they are deleted). */
export const MergeSummariesResponseSchema = z.object({
  summary: SummarySchema,
  mergedIds: z.array(IdSchema),
  /** Undoing removes the merged card and brings the originals back. */
  undoToken: z.string(),
});

export const KeywordSchema = z.object({ word: z.string(), count: z.number().int() });
export type Keyword = z.infer<typeof KeywordSchema>;
export const KeywordsResponseSchema = z.object({ keywords: z.array(KeywordSchema) });
export const KeywordAnalysisResponseSchema = z.object({
  analysis: z.string(),
  keywords: z.array(KeywordSchema),
});
