/**
 * @module ai/provider — the one interface every AI use of Mynd goes through, and the error it reports.
 * Two implementations: `local` (deterministic, offline, the default) and `openai` (any OpenAI-compatible API).
 */

import { createLocalProvider } from './local/index.js';
import type { OpenAiProviderOptions } from './openai/index.js';
import type { TranscriberOptions } from './openai/transcribe.js';
import type { AiProvider } from './types.js';

export type * from './types.js';

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
