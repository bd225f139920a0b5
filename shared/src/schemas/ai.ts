/**
 * @module schemas/ai — what an AI provider must return. Model output is untrusted: the server parses it with
 * these schemas before anything is stored.
 */
import { z } from 'zod';
import { IsoDateSchema } from './common.js';

export const TopicSchema = z.object({
  title: z.string().trim().min(1).max(120),
  summary: z.string().trim().min(1).max(4000),
});
export type Topic = z.infer<typeof TopicSchema>;

export const ExtractedTaskSchema = z.object({
  title: z.string().trim().min(1).max(200),
  description: z.string().max(2000),
  tag: z.string().trim().min(1).max(40),
  dueDate: IsoDateSchema.nullable(),
  dueText: z.string().max(200).nullable(),
  sourceText: z.string().max(4000),
  people: z.array(z.string().trim().min(1).max(100)).max(10),
  topicIndex: z.number().int().min(0).nullable(),
  /** RRULE text when the text states a recurrence ("every Monday"); checked again before it is stored. */
  recurrence: z.string().max(200).nullable().optional(),
});
export type ExtractedTask = z.infer<typeof ExtractedTaskSchema>;

export const MindDumpExtractionSchema = z.object({
  topics: z.array(TopicSchema).max(20),
  tasks: z.array(ExtractedTaskSchema).max(100),
});
export type MindDumpExtraction = z.infer<typeof MindDumpExtractionSchema>;

export const GeneratedBenchmarkSchema = z.object({
  percentage: z.number().int().min(1).max(100),
  description: z.string().trim().min(1).max(500),
  dueDate: IsoDateSchema.nullable(),
});
export const GeneratedBenchmarksSchema = z.object({ benchmarks: z.array(GeneratedBenchmarkSchema).max(10) });
