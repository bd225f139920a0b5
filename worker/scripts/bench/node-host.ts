/**
 * @module scripts/bench/node-host — the one-machine figures (Node + embedded libSQL file, WAL + synchronous=NORMAL):
 *  - throughput: authenticated GETs on the Node host vs a bare Hono hello-world, both on @hono/node-server in
 *    their own process (each on a free port of its own), driven by the same load generator (autocannon: 16
 *    keep-alive connections, no pipelining), each warmed up with its request until its CPU per answer is steady
 *    (`warmUp`). For each path the two are measured in short windows that alternate (hello-world, path, path,
 *    hello-world, …), and the ratio is the median of the windows' ratios (the path's req/s ÷ the hello-world's
 *    req/s in the window next to it), so the load that other processes put on a shared machine during the run
 *    meets both sides of each ratio alike. Beside it: each server's CPU time per request (user + system, read
 *    from /proc on Linux) and the load generator's, which say where the time went whatever the load.
 *    GET /api/tasks (20 tasks) is the target (≥ 0.40); /api/health (no session), /api/auth/me and /api/tags
 *    beside it show where the cost is. Each path is measured twice, with the same method: sending
 *    `accept-encoding: gzip, deflate, br` as a browser's fetch does (the Node host then sends a JSON answer of
 *    1 KB or more compressed: the task list's ~10 KB as ~1.2 KB of brotli, kept with the remembered list, so
 *    it is not compressed again), and without it (every answer uncompressed, the figure of the bench before
 *    compression); the bytes per answer (headers included) are printed for each. The hello-world gets the
 *    same header. autocannon counts the bytes and does not decompress them (a browser does: ~10–20 µs of its
 *    own CPU for the 10 KB list). Nothing is written between the requests, so after the first one the
 *    session check and the list are answered from memory, converted (db/answer-cache), and so is the tag list,
 *    and the task list's whole answer is sent again before the app runs (lib/answer-replay: every request of a
 *    window is the same request); a list read right after a change still pays SQLite's JSON (~100 µs for 20
 *    tasks);
 *  - the 5,000-task list (GET /api/tasks?status=all through the app) p99 vs the raw SQL for the same rows
 *    (the tasks and their assignees in one batch, no JSON) (target ≤ 2.5×);
 *  - a single task create through the API, median (target ≤ 2 ms).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
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
import { freePort } from '../../test/fixtures/free-port.js';
import { seedAccount, summarize } from './seed.js';

const here = dirname(new URL(import.meta.url).pathname);

/**
 * A server in a Node process of its own (tsx as a loader: its CLI would run the server in a child process), on a
 * free port of its own: two benches running at once on one machine never answer each other's requests.
 */
async function startServer(kind: string, dbFile?: string): Promise<{ child: ChildProcess; origin: string }> {
  const port = await freePort();
  const args = ['--import', 'tsx', join(here, 'serve.ts'), kind, String(port), ...(dbFile ? [dbFile] : [])];
  const child = spawn(process.execPath, args, { cwd: here, stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (d: Buffer) => d.toString().includes('ready') && resolve());
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  return { child, origin: `http://127.0.0.1:${port}` };
}

/** Linux's clock ticks per second (`getconf CLK_TCK`), the unit of the CPU times in /proc/PID/stat. */
const CLOCK_TICKS = 100;

/** The CPU time (user + system) process `pid` has used so far, in µs, from /proc; undefined where there is none. */
function processCpuMicros(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1e6) / CLOCK_TICKS;
  } catch {
    return undefined;
  }
}

interface Window {
  rps: number;
  /** 2xx answers in the window. */
  answers: number;
  /** Bytes of those answers, headers included, as received. */
  bytes: number;
  /** The server's CPU time in the window, µs (undefined without /proc). */
  serverCpu: number | undefined;
  /** The load generator's (this process's) CPU time in the window, µs. */
  clientCpu: number;
}

/**
 * One window of `ms`: requests per second of 2xx answers that autocannon gets from `url`, with `connections`
 * keep-alive connections, and the CPU time the server (`server`'s process) and this process spent meanwhile.
 * autocannon is the load generator because a hand-written node:http client spent 176–193 µs of its own CPU
 * per 10 KB /api/tasks answer vs 53–84 µs per hello-world answer (CPU time read from /proc), on the cores the
 * servers share, so the ratio partly measured the client. Throws if any request failed or was answered with
 * anything but 2xx: an unauthenticated 401 must never count as throughput.
 */
async function load(
  server: ChildProcess,
  url: string,
  headers: Record<string, string>,
  ms: number,
  connections = 16,
): Promise<Window> {
  const server0 = processCpuMicros(server.pid);
  const client0 = process.cpuUsage();
  const result = await autocannon({
    url,
    headers,
    connections,
    // No pipelining: each connection sends its next request only after the answer, like a browser does.
    pipelining: 1,
    duration: ms / 1000,
  });
  const client = process.cpuUsage(client0);
  const server1 = processCpuMicros(server.pid);
  const bad = result.non2xx + result.errors + result.timeouts;
  if (bad || result['2xx'] === 0)
    throw new Error(
      `${url}: ${result['2xx']} answers 2xx, ${result.non2xx} not 2xx, ${result.errors} errors, ${result.timeouts} timeouts`,
    );
  return {
    rps: result['2xx'] / result.duration,
    answers: result['2xx'],
    bytes: result.throughput.total,
    serverCpu: server0 === undefined || server1 === undefined ? undefined : server1 - server0,
    clientCpu: client.user + client.system,
  };
}

/** The GETs measured side by side, with what each shows: the floor (no session), the session check, reads. */
const THROUGHPUT_PATHS: Readonly<Record<string, string>> = {
  '/api/health': 'no session; runs `select 1`',
  '/api/auth/me': 'the session check + a small JSON',
  '/api/tags': 'the session check + one small read',
  '/api/tasks': 'authenticated, 20 tasks, unchanged since the last read: the target',
};

/**
 * The request headers of each measurement besides the session: as a browser's fetch sends them (it accepts
 * compressed answers), and without any Accept-Encoding (every answer uncompressed).
 */
export const THROUGHPUT_HEADERS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  browser: { 'accept-encoding': 'gzip, deflate, br' },
  identity: {},
};

/**
 * Window pairs per path and header set, and each window's length: ~2 × 5 × 1 s per path and set; the target's path
 * (GET /api/tasks) gets 7 pairs, so that its median is decided by the middle of seven ratios, not five.
 */
const WINDOW_PAIRS = 5;
const TARGET_WINDOW_PAIRS = 7;
const WINDOW_MS = 1000;

/**
 * Warm-up: each server is loaded with the very request it is measured with, in windows of `WARM_WINDOW_MS`, until
 * its CPU per answer is steady — the last `WARM_STEADY_WINDOWS` windows within `WARM_STEADY_SPREAD` of each other
 * (user + system time of the whole process, its compiler threads included) — at least `WARM_MIN_WINDOWS` windows,
 * at most `WARM_MAX_WINDOWS`. Why: V8 compiles a path's JavaScript in tiers (Ignition, Sparkplug, Maglev,
 * TurboFan) as it runs hot, on threads of the same process, on the two cores the servers and the load generator
 * share. The app's path has several times the hello-world's code to compile; after the fixed 1 s of warm-up this
 * bench had before, TurboFan's compiling was still 12 % of the app-path server's samples (perf, round eighteen),
 * so the first windows measured the compiler as much as the app, and more for the app than for the hello-world.
 * A fixed longer warm-up would be too short on a loaded machine and wasted on a quiet one; steady CPU per answer
 * is what "warm" means here. Without /proc (not Linux) the windows' requests per second decide instead.
 */
const WARM_WINDOW_MS = 500;
const WARM_MIN_WINDOWS = 4;
const WARM_MAX_WINDOWS = 40;
const WARM_STEADY_WINDOWS = 3;
const WARM_STEADY_SPREAD = 0.1;

/** Whether the last `WARM_STEADY_WINDOWS` costs per answer are within `WARM_STEADY_SPREAD` of each other. */
function steady(costs: readonly number[]): boolean {
  if (costs.length < Math.max(WARM_MIN_WINDOWS, WARM_STEADY_WINDOWS)) return false;
  const last = costs.slice(-WARM_STEADY_WINDOWS);
  return Math.max(...last) <= Math.min(...last) * (1 + WARM_STEADY_SPREAD);
}

/** Loads `url` until the server's CPU per answer is steady (see WARM_WINDOW_MS); the warm-up's length, ms. */
async function warmUp(server: ChildProcess, url: string, headers: Record<string, string>): Promise<number> {
  const costs: number[] = [];
  let ms = 0;
  while (costs.length < WARM_MAX_WINDOWS && !steady(costs)) {
    const w = await load(server, url, headers, WARM_WINDOW_MS);
    costs.push(w.serverCpu === undefined ? 1 / w.rps : w.serverCpu / w.answers);
    ms += WARM_WINDOW_MS;
  }
  return ms;
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** CPU µs per answer over the windows (undefined without /proc). */
function cpuPerAnswer(windows: readonly Window[], which: 'serverCpu' | 'clientCpu'): number | undefined {
  let cpu = 0;
  let answers = 0;
  for (const w of windows) {
    const used = w[which];
    if (used === undefined) return undefined;
    cpu += used;
    answers += w.answers;
  }
  return cpu / answers;
}

interface Side {
  /** Median req/s of the windows. */
  rps: number;
  /** Bytes per answer, headers included. */
  bytesPerAnswer: number;
  /** Server CPU per answer, µs (user + system from /proc; undefined elsewhere). */
  serverCpuUs: number | undefined;
  /** The load generator's CPU per answer, µs. */
  clientCpuUs: number;
}

interface Throughput {
  path: string;
  /** Measured on the host as it runs (a repeated read replayed), or with replay off (the app answers each). */
  replay: boolean;
  /** Which request headers (THROUGHPUT_HEADERS). */
  headers: string;
  /** What the path shows (THROUGHPUT_PATHS). */
  label: string;
  app: Side;
  /** The hello-world in the windows beside this path's. */
  hello: Side;
  /** The median of the window pairs' ratios (path req/s ÷ hello-world req/s): the figure. */
  ratio: number;
  /** Each window pair's ratio, in the order measured. */
  ratios: number[];
  /** How long the path's server was loaded before its windows, until its CPU per answer was steady, ms. */
  warmUpMs: number;
  /** The same for the hello-world, once before the first path. */
  helloWarmUpMs: number;
}

const side = (windows: readonly Window[]): Side => ({
  rps: median(windows.map((w) => w.rps)),
  bytesPerAnswer:
    windows.reduce((sum, w) => sum + w.bytes, 0) / windows.reduce((sum, w) => sum + w.answers, 0),
  serverCpuUs: cpuPerAnswer(windows, 'serverCpu'),
  clientCpuUs: cpuPerAnswer(windows, 'clientCpu')!,
});

/**
 * Each path's requests per second on the Node host (one account with 20 tasks) against the bare hello-world's,
 * in alternating windows (`WINDOW_PAIRS` pairs per path and header set, the order flipped every pair so neither
 * side always goes first); the ratio is the median of the pairs' ratios. Each path with each header set of
 * `headerSets` (THROUGHPUT_HEADERS), one after the other.
 */
export async function throughput(
  paths: readonly string[] = Object.keys(THROUGHPUT_PATHS),
  headerSets: readonly string[] = Object.keys(THROUGHPUT_HEADERS),
) {
  const dir = mkdtempSync(join(tmpdir(), 'mynd-bench-rps-'));
  const file = join(dir, 'rps.db');
  const { client, db } = await openDatabase(`file:${file}`);
  await migrateDb(db);
  const account = await seedAccount(db, { email: 'rps@example.com', tasks: 20, people: 5 });
  // Everything in the main file before it is copied (the copy has no WAL of its own).
  await client.execute('PRAGMA wal_checkpoint(TRUNCATE)');
  client.close();
  const directFile = join(dir, 'rps-direct.db');
  copyFileSync(file, directFile);
  const app = await startServer('app', file);
  const hello = await startServer('hello');
  // The same host with answer replay off: every request of the list runs the app (the figure before round 17). On
  // a copy of the database: a second process on the same file would make each host see the other's reads as
  // another connection's and drop what it keeps.
  const direct = await startServer('app-direct', directFile);
  try {
    const auth = { authorization: `Bearer ${account.token}` };
    const helloWindow = (sent: Record<string, string>) =>
      load(hello.child, `${hello.origin}/`, sent, WINDOW_MS);
    const results: Throughput[] = [];
    const runs = [
      ...paths.flatMap((path) => headerSets.map((headers) => ({ path, headers, server: app }))),
      ...(paths.includes('/api/tasks') ? [{ path: '/api/tasks', headers: 'browser', server: direct }] : []),
    ];
    const helloWarmUpMs = await warmUp(hello.child, `${hello.origin}/`, { ...THROUGHPUT_HEADERS.browser });
    for (const { path, headers, server } of runs) {
      const sent = { ...auth, ...THROUGHPUT_HEADERS[headers] };
      const url = `${server.origin}${path}`;
      const warmUpMs = await warmUp(server.child, url, sent);
      const appWindow = () => load(server.child, url, sent, WINDOW_MS);
      const helloSent = { ...THROUGHPUT_HEADERS[headers] };
      const appWindows: Window[] = [];
      const helloWindows: Window[] = [];
      const ratios: number[] = [];
      const pairs = path === '/api/tasks' ? TARGET_WINDOW_PAIRS : WINDOW_PAIRS;
      for (let pair = 0; pair < pairs; pair++) {
        let a: Window;
        let h: Window;
        if (pair % 2 === 0) {
          h = await helloWindow(helloSent);
          a = await appWindow();
        } else {
          a = await appWindow();
          h = await helloWindow(helloSent);
        }
        appWindows.push(a);
        helloWindows.push(h);
        ratios.push(a.rps / h.rps);
      }
      results.push({
        path,
        headers,
        replay: server !== direct,
        warmUpMs,
        helloWarmUpMs,
        label:
          server === direct
            ? 'the same with answer replay off: the app answers every request'
            : (THROUGHPUT_PATHS[path] ?? ''),
        app: side(appWindows),
        hello: side(helloWindows),
        ratio: median(ratios),
        ratios,
      });
    }
    return results;
  } finally {
    app.child.kill();
    hello.child.kill();
    direct.child.kill();
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
