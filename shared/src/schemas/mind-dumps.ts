/**
 * @module schemas/mind-dumps — submitting a mind dump and its temporary history.
 */
import { z } from 'zod';
import { MIND_DUMP_MAX_CHARS as MIND_DUMP_MAX } from '../domain/mind-dump.js';
import { IdSchema, TimeZoneSchema } from './common.js';
import { cursorField, HISTORY_PAGE_SIZE, NextCursorSchema, pageSizeField } from './pagination.js';
import { SummarySchema } from './summaries.js';
import { SuggestionSchema, TaskSchema } from './tasks.js';

export const MindDumpSourceSchema = z.object({
  kind: z.enum(['web', 'voice', 'extension', 'selection']).default('web'),
  url: z.url({ error: 'Source URL must be a valid URL' }).max(2000, 'Source URL is too long').optional(),
  title: z.string().trim().max(500, 'Source title is too long').optional(),
});
export type MindDumpSource = z.infer<typeof MindDumpSourceSchema>;

export const MindDumpRequestSchema = z.object({
  text: z
    .string({ error: 'Mind dump text is required' })
    .trim()
    .min(1, 'Mind dump text is required')
    .max(MIND_DUMP_MAX, `A mind dump can be at most ${MIND_DUMP_MAX} characters`),
  timeZone: TimeZoneSchema.optional(),
  source: MindDumpSourceSchema.optional(),
  /** Idempotency key from the extension queue: the same capture is processed once. */
  clientId: z.string().min(8).max(100).optional(),
});
export type MindDumpRequest = z.input<typeof MindDumpRequestSchema>;

export const MindDumpResponseSchema = z.object({
  mindDumpId: IdSchema,
  summaries: z.array(SummarySchema),
  tasks: z.array(TaskSchema),
  suggestions: z.array(SuggestionSchema),
  /** Open tasks the dump repeated: linked (topic, due date, people) instead of copied. */
  linked: z.array(TaskSchema).optional(),
  /** True when this clientId was already processed: the earlier result is returned, nothing is created. */
  duplicate: z.boolean().optional(),
});
export type MindDumpResponse = z.infer<typeof MindDumpResponseSchema>;

export const HistoryTaskSchema = z.object({ title: z.string(), description: z.string(), tag: z.string() });

export const MindDumpHistoryEntrySchema = z.object({
  id: IdSchema,
  content: z.string(),
  summary: z.string().nullable(),
  status: z.enum(['processing', 'done', 'failed']),
  error: z.string().nullable(),
  source: MindDumpSourceSchema.nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
  tasksCreated: z.array(HistoryTaskSchema),
});
export type MindDumpHistoryEntry = z.infer<typeof MindDumpHistoryEntrySchema>;
export const MindDumpHistoryQuerySchema = z.object({
  /** The `nextCursor` of the page before; absent for the first page. */
  cursor: cursorField('history'),
  limit: pageSizeField(HISTORY_PAGE_SIZE),
});
/** One page of the history, newest first (ties: by id). */
export const MindDumpHistoryResponseSchema = z.object({
  entries: z.array(MindDumpHistoryEntrySchema),
  nextCursor: NextCursorSchema,
});
export type MindDumpHistoryResponse = z.infer<typeof MindDumpHistoryResponseSchema>;
