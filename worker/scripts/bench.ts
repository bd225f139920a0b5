/**
 * @module scripts/bench — `npm run bench -w @mynd/worker` (part of the root `npm run bench`): one run printing,
 * side by side, the figures of issue 10 and whether each meets its target:
 *  1. round trips per route, through the real app on a real libSQL server (sqld over HTTP, as Turso), with
 *     the route table of the budget test (worker/test/budgets);
 *  2. one machine, Node + embedded libSQL file (scripts/bench/node-host.ts): an authenticated GET's requests per
 *     second against a bare Hono hello-world (the median ratio of alternating windows, with each server's CPU
 *     per request beside it), the 5,000-task list p99 against the raw SQL for the same rows,
 *     a single task create's median through the API;
 *  3. CPU per request in workerd (scripts/bench/workerd.ts): reads with 200 tasks, the 2,000-task list, a
 *     1,000-character mind dump with 1,000 past assignments;
 *  4. the Worker bundle's gzip size (scripts/bench/bundle.ts), against Cloudflare's 1 MiB.
 * The local AI provider (bench-ai.ts) and the web app's timings (web/scripts/bench.mjs: the 2,000-task list
 * render and a progress change, moved out of the e2e tests) print in the same `npm run bench`.
 * `BENCH_ONLY=routes,node,workerd,bundle` runs a subset. Exit code 1 when a target is missed.
 */
import { reportFigure } from '@mynd/shared/testing/bench-figures';
import { createCountedApp } from '../test/budgets/counted-app.js';
import { measureRoutes } from '../test/budgets/route-table.js';
import { startSqld } from '../test/fixtures/sqld.js';
import { workerBundleSize } from './bench/bundle.js';
import { listAndCreate, THROUGHPUT_HEADERS, throughput } from './bench/node-host.js';
import { workerdCpu } from './bench/workerd.js';

const only = process.env.BENCH_ONLY?.split(',');
const wanted = (part: string) => !only || only.includes(part);
const summary: { figure: string; value: string; target: string; met: boolean }[] = [];
const ms = (n: number) => `${n.toFixed(n < 10 ? 2 : 1)} ms`;

async function routes() {
  const sqld = await startSqld();
  try {
    const t = await createCountedApp({ url: sqld.url, authToken: sqld.authToken });
    const measured = await measureRoutes(t.seed, t.log, t.notifications);
    t.close();
    t.base.close();
    console.log('\n1. Round trips per route (real app, sqld over HTTP; the session check included)');
    console.log(`   ${'route'.padEnd(46)} round trips  budget  notifications  status`);
    for (const m of measured) {
      console.log(
        `   ${m.route.padEnd(46)} ${String(m.roundTrips).padStart(11)}  ${String(m.budget).padStart(6)}  ${String(m.notifications).padStart(13)}  ${m.status}`,
      );
    }
    const over = measured.filter((m) => m.roundTrips > m.budget || m.status !== m.expectedStatus);
    summary.push({
      figure: `routes within their round-trip budget (${measured.length})`,
      value: `${measured.length - over.length}/${measured.length}`,
      target: 'all',
      met: over.length === 0,
    });
  } finally {
    await sqld.close();
  }
}

async function node() {
  console.log('\n2. One machine: Node host + embedded libSQL file (WAL, synchronous=NORMAL)');
  const results = await throughput();
  const us = (n: number | undefined) => (n === undefined ? 'n/a' : `${n.toFixed(0)} µs`);
  console.log(
    '   requests per second, autocannon (16 keep-alive connections, no pipelining), against a bare Hono hello-world in',
  );
  console.log(
    '   alternating 1 s windows; ratio = median of the window pairs; CPU per request: server (/proc) and autocannon',
  );
  console.log(
    `   each path twice: "browser" sends ${JSON.stringify(THROUGHPUT_HEADERS.browser)} as a browser's fetch does (answers of 1 KB+ compressed), "identity" no Accept-Encoding`,
  );
  for (const r of results) {
    console.log(
      `   GET ${r.path.padEnd(13)} ${(r.replay ? r.headers : 'no replay').padEnd(9)} ${r.app.rps.toFixed(0).padStart(6)} req/s vs hello-world ${r.hello.rps.toFixed(0).padStart(6)} · ratio ${r.ratio.toFixed(2)} (windows ${Math.min(...r.ratios).toFixed(2)}–${Math.max(...r.ratios).toFixed(2)}) · ${r.app.bytesPerAnswer.toFixed(0)} B/answer vs ${r.hello.bytesPerAnswer.toFixed(0)} · server CPU ${us(r.app.serverCpuUs)} vs ${us(r.hello.serverCpuUs)} · autocannon ${us(r.app.clientCpuUs)} vs ${us(r.hello.clientCpuUs)} (${r.label})`,
    );
  }
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  console.log(
    `   warm-up before the windows, until the server's CPU per answer was steady: hello-world ${seconds(results[0]?.helloWarmUpMs ?? 0)}; ${results.map((r) => `${r.path} ${r.replay ? r.headers : 'no replay'} ${seconds(r.warmUpMs)}`).join(', ')}`,
  );
  const tasks = (headers: string, replay = true) =>
    results.find((r) => r.path === '/api/tasks' && r.headers === headers && r.replay === replay)!;
  const browser = tasks('browser');
  const identity = tasks('identity');
  const direct = tasks('browser', false);
  summary.push({
    figure:
      'authenticated GET / hello-world req/s (median of alternating windows): as a browser sends it / no Accept-Encoding; beside it the app path (replay off)',
    value: `${browser.ratio.toFixed(2)} (${browser.app.bytesPerAnswer.toFixed(0)} B, CPU ${us(browser.app.serverCpuUs)}) / ${identity.ratio.toFixed(2)} (${identity.app.bytesPerAnswer.toFixed(0)} B, CPU ${us(identity.app.serverCpuUs)}); hello-world CPU ${us(browser.hello.serverCpuUs)}; app path ${direct.ratio.toFixed(2)} (CPU ${us(direct.app.serverCpuUs)})`,
    target: '≥ 0.40 (browser)',
    met: browser.ratio >= 0.4,
  });
  const lc = await listAndCreate(5000);
  const ratio = lc.list.p99 / lc.raw.p99;
  console.log(
    `   GET /api/tasks?status=all, ${lc.listed} tasks: median ${ms(lc.list.median)}, p99 ${ms(lc.list.p99)} · raw SQL (same rows + assignees, one batch): median ${ms(lc.raw.median)}, p99 ${ms(lc.raw.p99)} · p99 ratio ${ratio.toFixed(2)}`,
  );
  summary.push({
    figure: '5,000-task list p99 / raw SQL p99',
    value: ratio.toFixed(2),
    target: '≤ 2.5',
    met: ratio <= 2.5,
  });
  console.log(
    `   POST /api/tasks (single create through the API): median ${ms(lc.create.median)}, p95 ${ms(lc.create.p95)} (${lc.create.runs} runs)`,
  );
  summary.push({
    figure: 'task create median',
    value: ms(lc.create.median),
    target: '≤ 2 ms',
    met: lc.create.median <= 2,
  });
}

async function workerd() {
  console.log('\n3. CPU per request in workerd (wrangler dev, sqld over HTTP; kernel CPU time of workerd)');
  const figures = await workerdCpu();
  const floor = figures[0]!.cpuMs;
  for (const f of figures) {
    const net = f === figures[0] ? f.cpuMs : Math.max(0, f.cpuMs - floor);
    console.log(
      `   ${f.label.padEnd(58)} ${ms(f.cpuMs).padStart(9)} all workerd · ${ms(net).padStart(9)} above the floor (${f.runs} run${f.runs === 1 ? '' : 's'})`,
    );
    if (f.target !== undefined) {
      summary.push({
        figure: `workerd CPU: ${f.label}`,
        value: `${ms(net)} (${ms(f.cpuMs)} with the floor)`,
        target: `≤ ${f.target} ms`,
        met: net <= f.target,
      });
    }
  }
}

function bundle() {
  console.log('\n4. The Worker bundle (wrangler deploy --dry-run, gzip -9)');
  const { bytes, gzipBytes } = workerBundleSize();
  const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
  console.log(`   worker.js ${kib(bytes)}, gzip ${kib(gzipBytes)}`);
  summary.push({
    figure: 'Worker bundle, gzip',
    value: kib(gzipBytes),
    target: '< 1 MiB',
    met: gzipBytes < 1024 * 1024,
  });
}

async function main() {
  if (wanted('routes')) await routes();
  if (wanted('node')) await node();
  if (wanted('workerd')) await workerd();
  if (wanted('bundle')) bundle();
  console.log('\nSummary (targets of issue 10)');
  for (const s of summary) {
    console.log(`   ${s.met ? '✔' : '✘'} ${s.figure.padEnd(78)} ${s.value.padEnd(26)} target ${s.target}`);
    reportFigure({ part: 'worker', ...s });
  }
  process.exit(summary.every((s) => s.met) ? 0 : 1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
