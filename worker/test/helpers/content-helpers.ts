/**
 * @module test/helpers/content-helpers — what the content route tests share: an event recorder, a scriptable
 * AI provider (answers, delays, failures) layered over the real one, and small JSON helpers.
 */
import { afterAll, beforeAll, expect } from 'vitest';
import { type AiProvider, createAiProvider } from '../../src/ai/provider.js';
import type { Db } from '../../src/db/client.js';
import { people } from '../../src/db/schema.js';
import { type ChangeTopic, type EventBus, topicList } from '../../src/events/types.js';
import { newId } from '../../src/lib/ids.js';
import { createTestApp, type TestUser } from '../helpers/test-app.js';

export type RecordedEvent = { userId: string; topic: ChangeTopic };

/** An EventBus that remembers what was published. */
export function recordingEvents(): EventBus & {
  published: RecordedEvent[];
  topics(userId: string): ChangeTopic[];
} {
  const published: RecordedEvent[] = [];
  return {
    published,
    topics: (userId) => published.filter((e) => e.userId === userId).map((e) => e.topic),
    async publish(userId, topics) {
      for (const topic of topicList(topics)) published.push({ userId, topic });
    },
    async subscribe() {
      return new Response('', { status: 204 });
    },
  };
}

/** An AI provider whose methods a test can replace one by one; the rest fall through to `base`. */
export type AiScript = { -readonly [K in keyof AiProvider]?: AiProvider[K] };

export function scriptedAi(base: AiProvider): AiProvider & { script: AiScript } {
  const script: AiScript = {};
  const pick = <K extends keyof AiProvider>(key: K): AiProvider[K] =>
    (script[key] ?? base[key]) as AiProvider[K];
  return {
    script,
    get name() {
      return pick('name');
    },
    get canTranscribe() {
      return pick('canTranscribe');
    },
    processMindDump: (...a) => pick('processMindDump').apply(base, a),
    analyzeTopic: (...a) => pick('analyzeTopic').apply(base, a),
    tasksFromTopic: (...a) => pick('tasksFromTopic').apply(base, a),
    generateBenchmarks: (...a) => pick('generateBenchmarks').apply(base, a),
    analyzeKeywords: (...a) => pick('analyzeKeywords').apply(base, a),
    mergeSummaries: (...a) => pick('mergeSummaries').apply(base, a),
    transcribe: (...a) => pick('transcribe').apply(base, a),
  };
}

// biome-ignore lint/suspicious/noExplicitAny: response bodies are checked field by field in the tests
export type Json = any;

export async function json(res: Response | Promise<Response>): Promise<{ status: number; body: Json }> {
  const r = await res;
  const text = await r.text();
  return { status: r.status, body: text ? JSON.parse(text) : null };
}

/** Sends a request and returns status + parsed JSON body. */
export function call(user: TestUser, method: string, path: string, body?: unknown) {
  return json(user.request(path, body === undefined ? { method } : { method, json: body }));
}

/** Follows `nextCursor` from a paged list's first page to its last: every page, and the rows under `key`. */
export async function allPages<Row = { id: string }>(
  user: TestUser,
  first: string,
  key: 'items' | 'entries' | 'tasks',
): Promise<{ pages: Json[]; rows: Row[] }> {
  const pages: Json[] = [];
  let url: string | null = first;
  while (url) {
    const { status, body } = await call(user, 'GET', url);
    expect(status).toBe(200);
    pages.push(body);
    url = body.nextCursor ? `${first}&cursor=${encodeURIComponent(body.nextCursor)}` : null;
  }
  return { pages, rows: pages.flatMap((p) => p[key] as Row[]) };
}

/** Creates a task and returns it. */
export async function makeTask(user: TestUser, fields: Record<string, unknown> = {}): Promise<Json> {
  const { status, body } = await call(user, 'POST', '/api/tasks', { title: 'A task', ...fields });
  if (status !== 201) throw new Error(`create task failed: ${status} ${JSON.stringify(body)}`);
  return body.task;
}

/** Adds a person straight to the database (the people routes are another part's; tests need only rows). */
export async function makePerson(
  db: Db,
  userId: string,
  name: string,
): Promise<{ id: string; name: string }> {
  const id = newId();
  await db.insert(people).values({ id, userId, name });
  return { id, name };
}

/** A test app with a scriptable AI, an event recorder and the clock at a fixed instant. */
export async function contentApp(at = '2026-11-21T08:00:00.000Z') {
  const ai = scriptedAi(createAiProvider({ provider: 'local' }));
  const events = recordingEvents();
  const t = await createTestApp({ ai, events });
  t.clock.set(at);
  return { ...t, ai, events };
}
export type ContentApp = Awaited<ReturnType<typeof contentApp>>;

/**
 * The route tests' usual setup: before the file's tests, a content app and two signed-up users, handed to
 * `ready` (`withContentApp((...app) => ([t, a, b] = app))`); after them, the app closed.
 */
export function withContentApp(ready: (...app: [ContentApp, TestUser, TestUser]) => void): void {
  let t: ContentApp | undefined;
  beforeAll(async () => {
    t = await contentApp();
    ready(t, await t.signUp(), await t.signUp());
  });
  afterAll(() => t?.close());
}
