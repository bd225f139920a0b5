/**
 * @module ai/local — the default AI provider: deterministic, offline and fast. Extraction by sentence and
 * clause rules, dates by chrono-node in the user's zone, tags by keyword, extractive topic summaries.
 */
import { AI_ERROR_MESSAGES, AiError } from '../errors.js';
import type { AiContext, AiProvider, ExtractedTask, Topic } from '../types.js';
import { actionLines, analyzeTopicLocally } from './analysis.js';
import { benchmarksFor } from './benchmarks.js';
import { extractTasks } from './extract.js';
import { keywordsOf } from './keywords.js';
import { analyzeKeywordsLocally } from './keywords-analysis.js';
import type { LocatedTask } from './located-task.js';
import { withTextsRemembered } from './per-extraction.js';
import { splitSegments } from './sentences.js';
import { pickTag, scoreTags } from './tags.js';
import { extractiveSummary, groupTopics, type SaidSentence } from './topics.js';

function publicTask({ segment: _segment, ...task }: LocatedTask): ExtractedTask {
  return task;
}

function tasksFromTopicLocally(topic: Topic & { analysis: string | null }, ctx: AiContext): ExtractedTask[] {
  const text = [topic.summary, ...actionLines(topic.analysis).map((line) => `${line}.`)].join('\n');
  const tasks = extractTasks(text, ctx).tasks.map((task) => ({ ...publicTask(task), topicIndex: null }));
  if (tasks.length > 0) return tasks;
  // "Create tasks" on a topic with no explicit action still gives the user one thing to do.
  const title = `Follow up on ${topic.title}`.slice(0, 200);
  return [
    {
      title,
      description: topic.summary.slice(0, 2000),
      tag: pickTag(`${topic.title} ${topic.summary}`, '', scoreTags(topic.summary, ctx.tags), ctx.tags),
      dueDate: null,
      dueText: null,
      sourceText: topic.summary.slice(0, 2000),
      people: [],
      topicIndex: null,
    },
  ];
}

function mergeLocally(items: Topic[]): Topic {
  const seen = new Set<string>();
  const sentences: SaidSentence[] = [];
  // Each topic's lines stay its own: a line number counts on from the last topic's.
  let lines = 0;
  for (const item of items) {
    const segments = splitSegments(item.summary);
    for (const segment of segments) {
      const key = segment.text.toLowerCase().replace(/\W+/g, ' ').trim();
      if (seen.has(key)) continue;
      seen.add(key);
      sentences.push({ text: segment.text, line: lines + segment.line });
    }
    lines += (segments.at(-1)?.line ?? 0) + 1;
  }
  const keywords = keywordsOf(items.map((i) => `${i.title} ${i.summary}`).join(' '), 3).map((k) => k.word);
  const longest = [...items].sort((a, b) => b.summary.length - a.summary.length)[0];
  const title =
    keywords.length > 0
      ? `${longest?.title.split(':')[0] ?? 'Merged topic'}: ${keywords.join(', ')}`
      : 'Merged topic';
  return { title: title.slice(0, 120), summary: extractiveSummary(sentences) };
}

let warmedUp = false;
const WARM_UP_TEXT =
  'Monday notes: the deploy pipeline is flaky. I need to fix the tests before Friday, due on Dec 3. ' +
  "Ask Sam to renew the certificate and also book a table, Mom's birthday is on the 14th. Feeling tired.\n" +
  '- buy milk tomorrow\n- Supplier report for Anna by end of month\n- call the dentist in 2 weeks';

/**
 * The warm-up text as typed (one byte per character) and with a typographic apostrophe (two bytes per character).
 * V8 compiles each regular expression separately for the two kinds of string: a dump holding any character past
 * Latin-1 (’ “ — • an emoji, as phones and pasted text have) ran every pattern of chrono and the extractor through
 * their compilation again on its first use (~1/3 of the bench's first 10,000-character dump).
 */
const WARM_UP_TEXTS = [WARM_UP_TEXT, WARM_UP_TEXT.replaceAll("'", '’')];

/**
 * chrono-node builds its parsers on first use, and V8 compiles its very large regular expressions to machine
 * code on their second run (~300 ms here), for each kind of string. A few small extractions when the provider is
 * created move that cost from the first users' mind dumps to start-up, once per process (not on Workers).
 */
function warmUp(): void {
  if (warmedUp) return;
  warmedUp = true;
  // A Workers isolate bills CPU per request and may live briefly: no speculative work there.
  if ((globalThis as { navigator?: { userAgent?: string } }).navigator?.userAgent === 'Cloudflare-Workers')
    return;
  const ctx = { now: new Date(), timeZone: 'UTC', tags: ['Work-DevOps', 'Family', 'Life', 'Unsorted'] };
  for (let i = 0; i < 3; i++) {
    for (const text of WARM_UP_TEXTS) {
      const { segments, tasks, takenBack } = extractTasks(text, ctx);
      groupTopics(segments, tasks, ctx.tags, takenBack);
    }
  }
}

export function createLocalProvider(): AiProvider {
  warmUp();
  return {
    name: 'local',
    canTranscribe: false,
    async processMindDump(text, ctx) {
      // The topics' tags read the same clauses the extraction read (ai/local/per-extraction).
      return withTextsRemembered(() => {
        const { segments, tasks, takenBack } = extractTasks(text, ctx);
        const topics = groupTopics(segments, tasks, ctx.tags, takenBack);
        return { topics, tasks: tasks.map(publicTask) };
      });
    },
    async analyzeTopic(topic, ctx) {
      return analyzeTopicLocally(topic, ctx);
    },
    async tasksFromTopic(topic, ctx) {
      return tasksFromTopicLocally(topic, ctx);
    },
    async generateBenchmarks(task, ctx) {
      return benchmarksFor(task, ctx);
    },
    async analyzeKeywords(keywords, ctx) {
      return analyzeKeywordsLocally(keywords, ctx);
    },
    async mergeSummaries(items) {
      return mergeLocally(items);
    },
    async transcribe() {
      throw new AiError(AI_ERROR_MESSAGES.transcriptionNotConfigured, 503);
    },
  };
}
