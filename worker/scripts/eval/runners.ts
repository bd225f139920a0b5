/**
 * @module scripts/eval/runners — the two ways the benchmark sends a mind dump: through the HTTP API of a
 * freshly started app (a real server on 127.0.0.1, a temp libSQL file, a real sign-up), or straight to the
 * provider (`--direct`).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { DEFAULT_TAGS } from '@mynd/shared';
import type { AiProviderConfig } from '../../src/ai/provider.js';
import { aiProviderFromConfig, createAiProvider } from '../../src/ai/provider.js';
import type { EvalCase, ProducedTask } from './score.js';

export interface Runner {
  run(testCase: EvalCase): Promise<ProducedTask[]>;
  close(): Promise<void>;
}

const DEFAULT_TAG_NAMES = DEFAULT_TAGS.map((t) => t.name);

export function directRunner(ai: AiProviderConfig, now: () => Date): Runner {
  const provider = createAiProvider(ai);
  return {
    async run(testCase) {
      const tags = [...DEFAULT_TAG_NAMES, ...(testCase.extraTags ?? [])];
      const result = await provider.processMindDump(testCase.text, {
        now: now(),
        timeZone: testCase.timeZone,
        tags,
      });
      return result.tasks;
    },
    async close() {},
  };
}

// biome-ignore lint/suspicious/noExplicitAny: the benchmark reads a few fields of the API's JSON as they come.
async function json(response: Response, what: string): Promise<any> {
  const body = await response.text();
  if (!response.ok) throw new Error(`${what}: HTTP ${response.status} ${body.slice(0, 300)}`);
  return body ? JSON.parse(body) : null;
}

export async function apiRunner(env: Record<string, string>, now: () => Date): Promise<Runner> {
  const [
    { createApp },
    { openDatabase },
    { migrateDb },
    { parseEnv },
    { createMemoryEventHub },
    { createConsoleMailer },
  ] = await Promise.all([
    import('../../src/app.js'),
    import('../../src/db/open.js'),
    import('../../src/db/migrate.js'),
    import('../../src/env.js'),
    import('../../src/events/memory-hub.js'),
    import('../../src/mail/console.js'),
  ]);
  const dir = mkdtempSync(join(tmpdir(), 'mynd-eval-'));
  const { client, db } = await openDatabase(`file:${join(dir, 'eval.db')}`);
  await migrateDb(db);
  const config = parseEnv({ APP_ORIGIN: 'http://127.0.0.1', MAIL_PROVIDER: 'console', ...env });
  const clock = { now };
  const app = createApp({
    db,
    ai: aiProviderFromConfig(config),
    mailer: createConsoleMailer({ log: () => {}, now }),
    events: createMemoryEventHub({ now }),
    clock,
    config,
  });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  let token = '';
  const call = (path: string, method = 'GET', body?: unknown) =>
    fetch(`${base}${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        origin: 'http://127.0.0.1',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });

  const email = `eval-${Date.now()}@example.com`;
  await json(await call('/api/auth/code', 'POST', { email }), 'send code');
  const outbox = await json(await call(`/api/dev/outbox?email=${encodeURIComponent(email)}`), 'dev outbox');
  const code = outbox.messages[0]?.code;
  token = (await json(await call('/api/auth/code/verify', 'POST', { email, code }), 'verify code')).token;
  await json(await call('/api/tags'), 'load tags');
  let extra: string[] = [];

  return {
    async run(testCase) {
      // Each case sees exactly the default tags plus its own extra ones.
      const wanted = testCase.extraTags ?? [];
      for (const name of extra.filter((t) => !wanted.includes(t))) {
        await json(await call(`/api/tags/${encodeURIComponent(name)}`, 'DELETE'), `delete tag ${name}`);
      }
      for (const name of wanted.filter((t) => !extra.includes(t))) {
        await json(await call('/api/tags', 'POST', { name }), `create tag ${name}`);
      }
      extra = [...wanted];
      const result = await json(
        await call('/api/mind-dumps', 'POST', { text: testCase.text, timeZone: testCase.timeZone }),
        `mind dump ${testCase.id}`,
      );
      type ApiTask = ProducedTask & { id: string; dueText?: string | null; assignees?: { name: string }[] };
      const created = result.tasks as ApiTask[];
      // Each case starts from no open tasks: a title repeated from an earlier case would be linked, not
      // created, and those tasks would be examples the user's tag model learns from.
      for (const task of created)
        await json(await call(`/api/tasks/${task.id}`, 'DELETE'), `delete task ${task.id}`);
      return [...created, ...((result.linked ?? []) as ApiTask[])].map((t) => ({
        title: t.title,
        description: t.description ?? '',
        tag: t.tag,
        // A task always has a due date in the app (a default when the text gives none): the extracted one has
        // its phrase in dueText.
        dueDate: t.dueText ? (t.dueDate ?? null) : null,
        people: (t.assignees ?? []).map((a) => a.name),
      }));
    },
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      client.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
