/**
 * @module ai/openai — the provider for any OpenAI-compatible endpoint (OpenAI, Ollama, llama.cpp, vLLM,
 * Workers AI…) through the official SDK: structured outputs validated with zod, one call per mind dump,
 * bounded timeouts and retries, transcription through the same SDK.
 */
import { AI_TEMPERATURE } from '@mynd/shared';
import OpenAI from 'openai';
import type { AiProvider } from '../types.js';
import { callJson } from './call.js';
import { normaliseBenchmarks, normaliseMindDump, normaliseTask, normaliseTopic } from './normalise.js';
import {
  analysisPrompt,
  benchmarksPrompt,
  delimit,
  keywordsPrompt,
  mergePrompt,
  mindDumpPrompt,
  topicTasksPrompt,
} from './prompts.js';
import { DEFAULT_TRANSCRIBE_MODEL, transcriberFor } from './transcribe.js';
import { WireBenchmarks, WireMindDump, WireTasks, WireText, WireTopic } from './wire.js';

export interface OpenAiProviderOptions {
  apiKey?: string | undefined;
  baseUrl?: string | undefined;
  model?: string | undefined;
  transcribeModel?: string | undefined;
  timeoutMs?: number | undefined;
  fetch?: typeof fetch | undefined;
}

const DEFAULT_MODEL = 'gpt-4o-mini';
const DEFAULT_TIMEOUT_MS = 30_000;
const MAX_MARKDOWN = 20_000;

function markdown(value: unknown): string {
  const text = String((value as { markdown: string }).markdown ?? '').trim();
  if (!text) throw new Error('empty text');
  return text.slice(0, MAX_MARKDOWN);
}

export function createOpenAiProvider(options: OpenAiProviderOptions): AiProvider {
  const client = new OpenAI({
    // Local OpenAI-compatible servers often need no key, but the SDK insists on one.
    apiKey: options.apiKey || 'not-needed',
    baseURL: options.baseUrl || undefined,
    timeout: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    maxRetries: 1,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  const model = options.model || DEFAULT_MODEL;
  const transcribeModel = options.transcribeModel || DEFAULT_TRANSCRIBE_MODEL;

  return {
    name: 'openai',
    canTranscribe: true,
    processMindDump(text, ctx) {
      return callJson(client, model, {
        name: 'mind_dump',
        system: mindDumpPrompt(ctx),
        user: delimit(text),
        wire: WireMindDump,
        accept: (value) => normaliseMindDump(WireMindDump.parse(value), ctx, text),
      });
    },
    analyzeTopic(topic, ctx) {
      return callJson(client, model, {
        name: 'topic_analysis',
        system: analysisPrompt(ctx),
        user: delimit(`Topic: ${topic.title}\n\n${topic.summary}`),
        wire: WireText,
        accept: markdown,
      });
    },
    tasksFromTopic(topic, ctx) {
      const source = `Topic: ${topic.title}\n\n${topic.summary}${topic.analysis ? `\n\nAnalysis:\n${topic.analysis}` : ''}`;
      return callJson(client, model, {
        name: 'topic_tasks',
        system: topicTasksPrompt(ctx),
        user: delimit(source),
        wire: WireTasks,
        accept: (value) =>
          WireTasks.parse(value)
            .tasks.slice(0, 20)
            .map((task) => normaliseTask({ ...task, topicIndex: null }, ctx, source, 0)),
      });
    },
    generateBenchmarks(task, ctx) {
      return callJson(client, model, {
        name: 'benchmarks',
        system: benchmarksPrompt(ctx),
        user: delimit(
          `Task: ${task.title}\nDescription: ${task.description}\nCreated: ${task.createdAt}\nDue: ${task.dueDate ?? 'none (use two weeks after creation)'}`,
        ),
        wire: WireBenchmarks,
        accept: (value) => normaliseBenchmarks(WireBenchmarks.parse(value), task.dueDate),
      });
    },
    analyzeKeywords(keywords, ctx) {
      return callJson(client, model, {
        name: 'keyword_analysis',
        system: keywordsPrompt(ctx),
        user: delimit(keywords.map((k) => `${k.word}: ${k.count}`).join('\n')),
        wire: WireText,
        accept: markdown,
        temperature: AI_TEMPERATURE,
      });
    },
    mergeSummaries(items) {
      return callJson(client, model, {
        name: 'merged_topic',
        system: mergePrompt(),
        user: delimit(items.map((item, i) => `Topic ${i + 1}: ${item.title}\n${item.summary}`).join('\n\n')),
        wire: WireTopic,
        accept: (value) => normaliseTopic(WireTopic.parse(value)),
      });
    },
    transcribe: transcriberFor(client, transcribeModel),
  };
}
