#!/usr/bin/env node
/**
 * `npm run bench`: every benchmark of the repo — the API (round trips per route, the one-machine figures,
 * workerd CPU), the local AI provider (10,000-character mind dump), the web app (task list selection,
 * first-screen JS, task list render, progress change) and the extension popup (JS before first paint, time to
 * first paint). Every part runs even when one before it missed a target; each hands its figures over
 * (@mynd/shared/testing/bench-figures) and they are printed side by side at the end. Exit code 1 when any
 * part missed a target or failed.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dir = mkdtempSync(join(tmpdir(), 'mynd-bench-'));
const figuresFile = join(dir, 'figures.jsonl');
const load = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');
console.log(`load average at start: ${load()} (${new Date().toISOString()})`);
const failedParts = [];
for (const pkg of ['worker', 'web', 'extension']) {
  const scripts = JSON.parse(readFileSync(join(root, pkg, 'package.json'), 'utf8')).scripts ?? {};
  if (!scripts.bench) continue;
  console.log(`\n━━━ bench: ${pkg} ━━━`);
  const { status } = spawnSync('npm', ['run', '--silent', 'bench'], {
    cwd: join(root, pkg),
    stdio: 'inherit',
    env: { ...process.env, BENCH_FIGURES: figuresFile },
  });
  if (status !== 0) failedParts.push(pkg);
}

let figures = [];
try {
  figures = readFileSync(figuresFile, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
} catch {
  // No part reported a figure (each failed before its summary).
}
rmSync(dir, { recursive: true, force: true });
console.log(`\n━━━ every figure (load average at the end: ${load()}) ━━━`);
for (const f of figures) {
  console.log(
    `${f.met ? '✔' : '✘'} ${f.part.padEnd(10)} ${f.figure.padEnd(84)} ${f.value.padEnd(28)} target ${f.target}`,
  );
}
const missed = figures.filter((f) => !f.met).length;
console.log(
  `${figures.length} figures, ${missed} missed${failedParts.length ? `; parts that failed or missed: ${failedParts.join(', ')}` : ''}`,
);
process.exit(missed || failedParts.length ? 1 : 0);
