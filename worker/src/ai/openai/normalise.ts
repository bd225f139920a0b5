/**
 * @module ai/openai/normalise — makes a model's answer safe to store: tags limited to the user's own,
 * dates checked, lengths clamped, `sourceText` traced back to the dump; then validated with the shared
 * zod schemas. Anything still wrong throws, which makes the caller ask the model once more.
 */
import {
  checkRecurrence,
  ExtractedTaskSchema,
  GeneratedBenchmarksSchema,
  MindDumpExtractionSchema,
  TopicSchema,
} from '@mynd/shared';
import type { z } from 'zod';
import { parseDay } from '../local/calendar.js';
import { splitSegments } from '../local/sentences.js';
import { UNSORTED, words } from '../local/tags.js';
import type { AiContext, Benchmark, ExtractedTask, MindDumpResult, Topic } from '../types.js';
import type { WireBenchmarks, WireTask, WireTopic } from './wire.js';

type RawTask = z.infer<typeof WireTask>;

const GROUP =
  /^(?:the |my |our |all )?(?:team|everyone|everybody|all|group|staff|customers?|clients?|parents|kids|family)$/i;

function clamp(text: string, max: number): string {
  return text.trim().slice(0, max);
}

function matchTag(tag: string, tags: string[]): string {
  return tags.find((t) => t.toLowerCase() === tag.trim().toLowerCase()) ?? UNSORTED;
}

/** The model's `sourceText` when it really is in the dump, else the dump sentence closest to the task. */
function traceSource(source: string, title: string, dump: string | null): string {
  if (!dump) return clamp(source, 4000);
  const flat = (s: string) => s.replace(/\s+/g, ' ').trim().toLowerCase();
  if (source && flat(dump).includes(flat(source))) return clamp(source, 4000);
  const wanted = new Set(words(`${title} ${source}`));
  let best = { text: '', score: 0 };
  for (const segment of splitSegments(dump)) {
    const score = words(segment.text).filter((w) => wanted.has(w)).length;
    if (score > best.score) best = { text: segment.text, score };
  }
  return clamp(best.text, 4000);
}

export function normaliseTask(
  raw: RawTask,
  ctx: AiContext,
  dump: string | null,
  topicCount: number,
): ExtractedTask {
  const dueDate = raw.dueDate && parseDay(raw.dueDate.trim()) ? raw.dueDate.trim() : null;
  // Only real names: a model may still answer "the team" or "everyone".
  const people = [...new Set(raw.people.map((p) => clamp(p, 100)).filter((p) => p && !GROUP.test(p)))].slice(
    0,
    10,
  );
  const topicIndex =
    raw.topicIndex !== null &&
    Number.isInteger(raw.topicIndex) &&
    raw.topicIndex >= 0 &&
    raw.topicIndex < topicCount
      ? raw.topicIndex
      : null;
  const recurrence = raw.recurrence ? checkRecurrence(raw.recurrence) : null;
  return ExtractedTaskSchema.parse({
    title: clamp(raw.title, 200),
    description: clamp(raw.description, 2000),
    tag: matchTag(raw.tag, ctx.tags),
    dueDate,
    dueText: dueDate && raw.dueText ? clamp(raw.dueText, 200) : null,
    sourceText: traceSource(raw.sourceText, raw.title, dump),
    people,
    topicIndex,
    recurrence: recurrence?.ok ? recurrence.rule : null,
  });
}

export function normaliseTopic(raw: z.infer<typeof WireTopic>): Topic {
  return TopicSchema.parse({ title: clamp(raw.title, 120), summary: clamp(raw.summary, 4000) });
}

export function normaliseMindDump(
  raw: { topics: z.infer<typeof WireTopic>[]; tasks: RawTask[] },
  ctx: AiContext,
  dump: string,
): MindDumpResult {
  const topics = raw.topics.slice(0, 20).map(normaliseTopic);
  const tasks = raw.tasks.slice(0, 100).map((task) => normaliseTask(task, ctx, dump, topics.length));
  return MindDumpExtractionSchema.parse({ topics, tasks });
}

export function normaliseBenchmarks(
  raw: z.infer<typeof WireBenchmarks>,
  taskDue: string | null,
): Benchmark[] {
  const benchmarks = raw.benchmarks
    .slice(0, 10)
    .map((b) => {
      const date = b.dueDate && parseDay(b.dueDate.trim()) ? b.dueDate.trim() : null;
      // A milestone after the task's own due date is useless: pin it to the due date.
      const dueDate = date && taskDue && date > taskDue ? taskDue : date;
      return {
        percentage: Math.min(100, Math.max(1, Math.round(b.percentage))),
        description: clamp(b.description, 500),
        dueDate,
      };
    })
    .sort((a, b) => a.percentage - b.percentage);
  return GeneratedBenchmarksSchema.parse({ benchmarks }).benchmarks;
}
