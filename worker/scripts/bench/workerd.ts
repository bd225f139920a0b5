/**
 * @module scripts/bench/workerd — CPU per request of the Worker in workerd, the runtime of Cloudflare Workers.
 * `wrangler dev` (Node 22, offline) runs wrangler.toml's Worker in a local workerd against a real libSQL
 * server (sqld over HTTP, as Turso). The CPU is read from the kernel: the user + system time of the workerd
 * process(es) (/proc/PID/stat, 10 ms ticks) before and after N sequential requests of one kind, divided by
 * N. It includes what workerd itself spends on HTTP and on the wrangler dev proxy, so it is an upper bound of
 * what Cloudflare bills as CPU time (which counts the isolate only); the "floor" line is a request the app
 * answers without the database (an unknown API path) to show that overhead.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { createClient } from '@libsql/client/web';
import { createDb } from '../../src/db/client.js';
import { migrateDb } from '../../src/db/migrate.js';
import { freePort } from '../../test/fixtures/free-port.js';
import { startSqld } from '../../test/fixtures/sqld.js';
import { dumpText, seedAccount } from './seed.js';

// deploy.mjs is plain JavaScript; its Node-22-for-wrangler lookup is reused, not copied.
const { wranglerNode } = (await import('../deploy.mjs' as string)) as { wranglerNode(): string };
const root = resolve(dirname(new URL(import.meta.url).pathname), '../../..');

function children(): Map<number, { ppid: number; comm: string; ticks: number }> {
  const out = new Map<number, { ppid: number; comm: string; ticks: number }>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      out.set(Number(name), {
        ppid: Number(fields[1]),
        comm,
        ticks: Number(fields[11]) + Number(fields[12]),
      });
    } catch {
      // the process ended while we looked
    }
  }
  return out;
}

/** CPU ticks (1/100 s) of every workerd process below `pid`. */
function workerdTicks(pid: number): number {
  const procs = children();
  let ticks = 0;
  for (const [id, p] of procs) {
    if (p.comm !== 'workerd') continue;
    for (let up = procs.get(id)?.ppid; up; up = procs.get(up)?.ppid) {
      if (up === pid) {
        ticks += p.ticks;
        break;
      }
    }
  }
  return ticks;
}

/**
 * wrangler dev on `port` (a free one per run: two people benching at once each get their own; its inspector port
 * wrangler picks free itself).
 */
async function startWrangler(port: number, vars: Record<string, string>): Promise<ChildProcess> {
  const node = wranglerNode();
  const wrangler = join(root, 'node_modules/wrangler/bin/wrangler.js');
  const args = [
    wrangler,
    'dev',
    '--ip',
    '127.0.0.1',
    '--port',
    String(port),
    '--assets',
    'worker/test/workerd/assets',
  ];
  for (const [k, v] of Object.entries(vars)) args.push('--var', `${k}:${v}`);
  const child = spawn(node, args, {
    cwd: root,
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: '1', NO_COLOR: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout!.on('data', (d: Buffer) => (log += d));
  child.stderr!.on('data', (d: Buffer) => (log += d));
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`wrangler dev exited: ${log.slice(-2000)}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.status === 200) return child;
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill();
  throw new Error(`wrangler dev did not answer: ${log.slice(-2000)}`);
}

export interface CpuFigure {
  label: string;
  cpuMs: number;
  runs: number;
  target?: number;
}

export async function workerdCpu(): Promise<CpuFigure[]> {
  const sqld = await startSqld();
  const client = createClient({ url: sqld.url, authToken: sqld.authToken });
  const db = createDb(client);
  let wrangler: ChildProcess | undefined;
  try {
    await migrateDb(db);
    const small = await seedAccount(db, { email: 'w200@example.com', tasks: 200, assignments: 100 });
    const big = await seedAccount(db, { email: 'w2000@example.com', tasks: 2000, assignments: 1000 });
    const history = await seedAccount(db, { email: 'wdump@example.com', tasks: 1000, assignments: 1000 });
    const port = await freePort();
    wrangler = await startWrangler(port, {
      DATABASE_URL: sqld.url,
      LIBSQL_AUTH_TOKEN: sqld.authToken,
      AI_PROVIDER: 'local',
      MAIL_PROVIDER: 'console',
      APP_ORIGIN: `http://127.0.0.1:${port}`,
    });
    const pid = wrangler.pid!;
    const call = async (token: string | null, path: string, init: RequestInit = {}, status = 200) => {
      const res = await fetch(`http://127.0.0.1:${port}${path}`, {
        ...init,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          'content-type': 'application/json',
          'x-time-zone': 'Europe/Berlin',
        },
      });
      await res.arrayBuffer();
      if (res.status !== status) throw new Error(`${path}: ${res.status}`);
    };
    const measure = async (
      label: string,
      runs: number,
      run: (i: number) => Promise<void>,
      target?: number,
    ) => {
      for (let i = 0; i < 3; i++) await run(-1 - i); // warm the isolate and the app cache
      const before = workerdTicks(pid);
      for (let i = 0; i < runs; i++) await run(i);
      const cpuMs = ((workerdTicks(pid) - before) * 10) / runs;
      return { label, cpuMs, runs, ...(target === undefined ? {} : { target }) };
    };
    const figures: CpuFigure[] = [];
    figures.push(
      await measure('floor: unknown API path (404, no database)', 100, () =>
        call(null, '/api/nope', {}, 404),
      ),
    );
    figures.push(
      await measure('GET /api/auth/me (200 tasks)', 100, () => call(small.token, '/api/auth/me'), 10),
    );
    figures.push(
      await measure('GET /api/tasks (200 tasks)', 60, () => call(small.token, '/api/tasks?status=all'), 10),
    );
    figures.push(
      await measure(
        'GET /api/analytics/dashboard (200 tasks)',
        60,
        () => call(small.token, '/api/analytics/dashboard'),
        10,
      ),
    );
    figures.push(
      await measure(
        'GET /api/tasks?status=all (2,000 tasks)',
        30,
        () => call(big.token, '/api/tasks?status=all'),
        25,
      ),
    );
    const text = dumpText(1000);
    const dump = (i: number) =>
      call(
        history.token,
        '/api/mind-dumps',
        { method: 'POST', body: JSON.stringify({ text: `${text} (${i})` }) },
        201,
      );
    // The isolate's first dump compiles the extractor's patterns (V8 compiles a regular expression on its first
    // runs, and Workers skip the provider's warm-up): one request, so one reading of 10 ms ticks.
    const before = workerdTicks(pid);
    await dump(-10);
    figures.push({
      label: 'POST /api/mind-dumps 1,000 chars: the isolate’s first',
      cpuMs: (workerdTicks(pid) - before) * 10,
      runs: 1,
    });
    figures.push(await measure('POST /api/mind-dumps 1,000 chars (1,000 past assignments)', 20, dump, 30));
    return figures;
  } finally {
    wrangler?.kill('SIGTERM');
    client.close();
    await sqld.close();
  }
}
