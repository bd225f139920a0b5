/**
 * @module ai/types — the types every AI provider works with. Tasks, topics and the extraction are the shared API
 * contract's own types (`@mynd/shared`), so a provider's answer and the stored task cannot drift apart; the rest
 * (the request context, benchmarks, keywords) exists only between the routes and the providers.
 */
import type { ExtractedTask, MindDumpExtraction, Topic } from '@mynd/shared';
import type { TagExample } from './local/learned-tags.js';

export type { ExtractedTask, Topic };

export interface Profile {
  industry?: string | null;
  role?: string | null;
  company?: string | null;
  userPosition?: string | null;
  userDepartment?: string | null;
  isManager?: boolean | null;
}

export interface AiContext {
  now: Date;
  /** IANA time zone of the user ("Europe/Berlin"); due dates are resolved in it. */
  timeZone: string;
  /** The user's tag names; a task's tag is always one of them or 'Unsorted'. */
  tags: string[];
  profile?: Profile | null;
  /** What this user has tagged before (their tasks, their corrections): the per-user tag model learns from it. */
  learnedTags?: TagExample[];
}

export interface Benchmark {
  percentage: number;
  description: string;
  dueDate: string | null;
}

export interface BenchmarkTaskInput {
  title: string;
  description: string;
  dueDate: string | null;
  createdAt: string;
}

export interface KeywordCount {
  word: string;
  count: number;
}

/** What a provider makes of a mind dump: the shared API contract's extraction, validated again by the routes. */
export type MindDumpResult = MindDumpExtraction;

export interface AiProvider {
  readonly name: 'local' | 'openai';
  readonly canTranscribe: boolean;
  processMindDump(text: string, ctx: AiContext): Promise<MindDumpResult>;
  /** A markdown analysis of the topic; store it as text, render it sanitised. */
  analyzeTopic(topic: Topic, ctx: AiContext): Promise<string>;
  tasksFromTopic(topic: Topic & { analysis: string | null }, ctx: AiContext): Promise<ExtractedTask[]>;
  generateBenchmarks(task: BenchmarkTaskInput, ctx: AiContext): Promise<Benchmark[]>;
  /** Three paragraphs of plain text about what the user's topic keywords say. */
  analyzeKeywords(keywords: KeywordCount[], ctx: AiContext): Promise<string>;
  mergeSummaries(items: Topic[], ctx: AiContext): Promise<Topic>;
  /** Throws AiError 503 "Transcription is not configured" when the provider cannot transcribe. */
  transcribe(audio: Uint8Array, mimeType: string): Promise<string>;
}
