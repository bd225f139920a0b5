/**
 * @module ai/provider — the one interface every AI use of Mynd goes through, and the error it reports.
 * Two implementations: `local` (deterministic, offline, the default) and `openai` (any OpenAI-compatible API).
 */

import { createLocalProvider } from './local/index.js';
import type { TagExample } from './local/learned-tags.js';
import type { OpenAiProviderOptions } from './openai/index.js';
import type { TranscriberOptions } from './openai/transcribe.js';

export { AI_ERROR_MESSAGES, AiError, isAiError } from './errors.js';

/** A task taken from a mind dump or a topic. Mirrors `ExtractedTaskSchema` of @mynd/shared (checked in provider-contract.test.ts). */
export interface ExtractedTask {
  /** Imperative, at most 200 characters. */
  title: string;
  /** At most 2000 characters of context from the dump. */
  description: string;
  /** One of `ctx.tags` (exact spelling), else 'Unsorted'. */
  tag: string;
  /** 'YYYY-MM-DD' in the user's time zone, null when the text gives no date. */
  dueDate: string | null;
  /** The exact phrase of the dump that gave the date ("by Friday"). */
  dueText: string | null;
  /** The sentence(s) of the dump the task came from, verbatim. */
  sourceText: string;
  /** Names the text says should do or be involved in the task. */
  people: string[];
  /** Index into the topics of the same answer, or null. */
  topicIndex: number | null;
  /** RRULE text (no prefix) when the text states a recurrence ("every Monday"). */
  recurrence?: string | null;
}

export interface Topic {
  /** At most 120 characters. */
  title: string;
  /** At most 4000 characters. */
  summary: string;
}

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

export interface MindDumpResult {
  topics: Topic[];
  tasks: ExtractedTask[];
}

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

export interface AiProviderConfig {
  provider: 'local' | 'openai';
  openaiApiKey?: string | undefined;
  openaiBaseUrl?: string | undefined;
  openaiModel?: string | undefined;
  openaiTranscribeModel?: string | undefined;
  /** A separate transcription endpoint (e.g. a local Whisper server) while chat goes elsewhere. */
  openaiTranscribeBaseUrl?: string | undefined;
  openaiTranscribeApiKey?: string | undefined;
  /** Per model call; default 30 s. */
  timeoutMs?: number | undefined;
  /** For tests and hosts with their own fetch. */
  fetch?: typeof fetch | undefined;
}

/**
 * Builds the configured provider. 'openai' needs a key or a base URL (a local server may need no key);
 * without either it falls back to 'local' so the app always starts.
 */
export function createAiProvider(config: AiProviderConfig): AiProvider {
  const provider = createChatProvider(config);
  if (!config.openaiTranscribeBaseUrl && !config.openaiTranscribeApiKey) return provider;
  // Transcription has its own endpoint: it works whichever provider does the rest, the local one included.
  return {
    ...provider,
    canTranscribe: true,
    transcribe: createOpenAiTranscriber({
      apiKey: config.openaiTranscribeApiKey,
      baseUrl: config.openaiTranscribeBaseUrl,
      model: config.openaiTranscribeModel,
      timeoutMs: config.timeoutMs,
      fetch: config.fetch,
    }),
  };
}

/**
 * The OpenAI SDK is imported on the first call, never when the provider is built: a Worker or Node host on the
 * local provider never loads (or evaluates) it, and one on openai pays for it once, on its first model call.
 */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | undefined;
  return () => {
    loaded ??= load().catch((error: unknown) => {
      loaded = undefined;
      throw error;
    });
    return loaded;
  };
}

function createOpenAiProvider(options: OpenAiProviderOptions): AiProvider {
  const provider = once(async () => (await import('./openai/index.js')).createOpenAiProvider(options));
  return {
    name: 'openai',
    canTranscribe: true,
    processMindDump: async (text, ctx) => (await provider()).processMindDump(text, ctx),
    analyzeTopic: async (topic, ctx) => (await provider()).analyzeTopic(topic, ctx),
    tasksFromTopic: async (topic, ctx) => (await provider()).tasksFromTopic(topic, ctx),
    generateBenchmarks: async (task, ctx) => (await provider()).generateBenchmarks(task, ctx),
    analyzeKeywords: async (keywords, ctx) => (await provider()).analyzeKeywords(keywords, ctx),
    mergeSummaries: async (items, ctx) => (await provider()).mergeSummaries(items, ctx),
    transcribe: async (audio, mimeType) => (await provider()).transcribe(audio, mimeType),
  };
}

function createOpenAiTranscriber(options: TranscriberOptions): AiProvider['transcribe'] {
  const transcribe = once(async () =>
    (await import('./openai/transcribe.js')).createOpenAiTranscriber(options),
  );
  return async (audio, mimeType) => (await transcribe())(audio, mimeType);
}

function createChatProvider(config: AiProviderConfig): AiProvider {
  if (config.provider === 'openai' && (config.openaiApiKey || config.openaiBaseUrl)) {
    return createOpenAiProvider({
      apiKey: config.openaiApiKey,
      baseUrl: config.openaiBaseUrl,
      model: config.openaiModel,
      transcribeModel: config.openaiTranscribeModel,
      timeoutMs: config.timeoutMs,
      fetch: config.fetch,
    });
  }
  return createLocalProvider();
}

/** The provider an app configuration asks for (AI_PROVIDER and the OPENAI_* settings) — one mapping for every host. */
export function aiProviderFromConfig(
  config: {
    aiProvider: 'local' | 'openai';
    openaiApiKey?: string | undefined;
    openaiBaseUrl?: string | undefined;
    openaiModel?: string | undefined;
    openaiTranscribeModel?: string | undefined;
    openaiTranscribeBaseUrl?: string | undefined;
    openaiTranscribeApiKey?: string | undefined;
  },
  extra: Pick<AiProviderConfig, 'timeoutMs' | 'fetch'> = {},
): AiProvider {
  return createAiProvider({
    provider: config.aiProvider,
    // Local OpenAI-compatible servers (Ollama, llama.cpp) need no key, but the SDK insists on one.
    openaiApiKey: config.openaiApiKey ?? (config.openaiBaseUrl ? 'not-needed' : undefined),
    openaiBaseUrl: config.openaiBaseUrl,
    openaiModel: config.openaiModel,
    openaiTranscribeModel: config.openaiTranscribeModel,
    openaiTranscribeBaseUrl: config.openaiTranscribeBaseUrl,
    openaiTranscribeApiKey: config.openaiTranscribeApiKey,
    ...extra,
  });
}
