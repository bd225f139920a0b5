/**
 * @module scripts/bench/node-host — the one-machine figures (Node + embedded libSQL file, WAL + synchronous=NORMAL):
 *  - throughput: authenticated GETs on the Node host vs a bare Hono hello-world, both on @hono/node-server in
 *    their own process, driven by the same load generator (autocannon: 16 keep-alive connections, no
 *    pipelining), alternately, best of each: GET /api/tasks (20 tasks) is the target (≥ 0.40); /api/health (no
 *    session), /api/auth/me and /api/tags beside it show where the cost is. Nothing is written between the
 *    requests, so after the first one the session check and the list are answered from memory, converted
 *    (db/answer-cache), and so is the tag list; a list read right after a change still pays SQLite's JSON
 *    (~100 µs for 20 tasks);
 *  - the 5,000-task list (GET /api/tasks?status=all through the app) p99 vs the raw SQL for the same rows
 *    (the tasks and their assignees in one batch, no JSON) (target ≤ 2.5×);
 *  - a single task create through the API, median (target ≤ 2 ms).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import autocannon from 'autocannon';
import { createAiProvider } from '../../src/ai/provider.js';
import { createApp } from '../../src/app.js';
import { migrateDb } from '../../src/db/migrate.js';
import { openDatabase } from '../../src/db/open.js';
import { parseEnv } from '../../src/env.js';
import { createMemoryEventHub } from '../../src/events/memory-hub.js';
import { createConsoleMailer } from '../../src/mail/console.js';
import { seedAccount, summarize } from './seed.js';

const require = createRequire(import.meta.url);
const TSX = join(dirname(require.resolve('tsx/package.json')), 'dist', 'cli.mjs');
const here = dirname(new URL(import.meta.url).pathname);

async function startServer(args: string[]): Promise<ChildProcess> {
  const child = spawn(process.execPath, [TSX, join(here, 'serve.ts'), ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (d: Buffer) => d.toString().includes('ready') && resolve());
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  return child;
}

/**
 * Requests per second of 2xx answers that autocannon gets from `url` in `ms`, with `connections` keep-alive
 * connections. It is the load generator because a hand-written node:http client spent 176–193 µs of its own CPU
 * per 10 KB /api/tasks answer vs 53–84 µs per hello-world answer (CPU time read from /proc), on the cores the
 * servers share, so the ratio partly measured the client. Throws if any request failed or was answered with anything but 2xx: an
 * unauthenticated 401 must never count as throughput.
 */
async function load(url: string, headers: Record<string, string>, ms: number, connections = 16) {
  const result = await autocannon({
    url,
    headers,
    connections,
    // No pipelining: each connection sends its next request only after the answer, like a browser does.
    pipelining: 1,
    duration: ms / 1000,
  });
  const bad = result.non2xx + result.errors + result.timeouts;
  if (bad || result['2xx'] === 0)
    throw new Error(
      `${url}: ${result['2xx']} answers 2xx, ${result.non2xx} not 2xx, ${result.errors} errors, ${result.timeouts} timeouts`,
    );
  return result['2xx'] / result.duration;
}

/** The GETs measured side by side, with what each shows: the floor (no session), the session check, reads. */
const THROUGHPUT_PATHS: Readonly<Record<string, string>> = {
  '/api/health': 'no session: the floor of every request',
  '/api/auth/me': 'the session check + a small JSON',
  '/api/tags': 'the session check + one small read',
  '/api/tasks': 'authenticated, 20 tasks, unchanged since the last read: the target',
};

interface Throughput {
  path: string;
  /** What the path shows (THROUGHPUT_PATHS). */
  label: string;
  appRps: number;
  /** appRps ÷ the hello-world's req/s of the same run. */
  ratio: number;
}

/**
 * Each path's requests per second on the Node host (one account with 20 tasks) and the bare hello-world's,
 * measured alternately in one run (hello-world, then each path, three rounds), best of each.
 */
export async function throughput(paths: readonly string[] = Object.keys(THROUGHPUT_PATHS)) {
  const dir = mkdtempSync(join(tmpdir(), 'mynd-bench-rps-'));
  const file = join(dir, 'rps.db');
  const { client, db } = await openDatabase(`file:${file}`);
  await migrateDb(db);
  const account = await seedAccount(db, { email: 'rps@example.com', tasks: 20, people: 5 });
  client.close();
  const app = await startServer(['app', '18791', file]);
  const hello = await startServer(['hello', '18792']);
  try {
    const auth = { authorization: `Bearer ${account.token}` };
    for (const path of paths) await load(`http://127.0.0.1:18791${path}`, auth, 1000);
    await load('http://127.0.0.1:18792/', {}, 1000);
    const appRuns = new Map<string, number[]>(paths.map((path) => [path, []]));
    const helloRuns: number[] = [];
    for (let i = 0; i < 3; i++) {
      helloRuns.push(await load('http://127.0.0.1:18792/', {}, 2000));
      for (const path of paths)
        appRuns.get(path)!.push(await load(`http://127.0.0.1:18791${path}`, auth, 2000));
    }
    const helloRps = Math.max(...helloRuns);
    const results: Throughput[] = paths.map((path) => {
      const appRps = Math.max(...appRuns.get(path)!);
      return { path, label: THROUGHPUT_PATHS[path] ?? '', appRps, ratio: appRps / helloRps };
    });
    return { helloRps, results };
  } finally {
    app.kill();
    hello.kill();
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function listAndCreate(listTasks = 5000) {
  const dir = mkdtempSync(join(tmpdir(), 'mynd-bench-node-'));
  const { client, db } = await openDatabase(`file:${join(dir, 'bench.db')}`);
  try {
    await migrateDb(db);
    const app = createApp({
      db,
      ai: createAiProvider({ provider: 'local' }),
      mailer: createConsoleMailer({ log: () => {} }),
      events: createMemoryEventHub(),
      config: parseEnv({ APP_ORIGIN: 'http://localhost' }),
    });
    const account = await seedAccount(db, { email: 'list@example.com', tasks: listTasks });
    const headers = { authorization: `Bearer ${account.token}`, 'content-type': 'application/json' };

    const listMs: number[] = [];
    const rawMs: number[] = [];
    let listed = 0;
    let rawRows = 0;
    const raw = () =>
      client.batch(
        [
          {
            sql: 'SELECT * FROM tasks WHERE user_id = ? ORDER BY created_at DESC, id DESC',
            args: [account.userId],
          },
          {
            sql: 'SELECT ta.task_id, p.id, p.name FROM task_assignees ta JOIN people p ON p.id = ta.person_id WHERE ta.user_id = ?',
            args: [account.userId],
          },
        ],
        'read',
      );
    for (let i = 0; i < 110; i++) {
      let t0 = performance.now();
      const res = await app.request('/api/tasks?status=all', { headers });
      const body = (await res.json()) as { tasks: unknown[] };
      if (i >= 10) listMs.push(performance.now() - t0);
      listed = body.tasks.length;
      t0 = performance.now();
      const [rows] = await raw();
      if (i >= 10) rawMs.push(performance.now() - t0);
      rawRows = rows!.rows.length;
    }
    if (listed !== rawRows) throw new Error(`the list gave ${listed} tasks, the raw SQL ${rawRows} rows`);

    const createMs: number[] = [];
    for (let i = 0; i < 220; i++) {
      const t0 = performance.now();
      const res = await app.request('/api/tasks', {
        method: 'POST',
        headers,
        body: JSON.stringify({ title: `Created ${i}`, tag: 'Life' }),
      });
      await res.arrayBuffer();
      if (res.status !== 201) throw new Error(`create answered ${res.status}`);
      if (i >= 20) createMs.push(performance.now() - t0);
    }
    return { listed, list: summarize(listMs), raw: summarize(rawMs), create: summarize(createMs) };
  } finally {
    client.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
