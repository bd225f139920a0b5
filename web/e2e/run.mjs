#!/usr/bin/env node
/**
 * @module e2e/run — the web app's browser suite: builds web/dist once, then runs every `specs/*.e2e.mjs` with
 * node:test (each file starts one server and one browser for its tests), two files at a time, and ends with
 * `N passed, N failed`. `node e2e/run.mjs shell` runs only the files whose name contains "shell".
 * MYND_E2E_SKIP_BUILD=1 reuses an existing web/dist.
 */
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildWeb } from './lib/server.mjs';

const SPECS = fileURLToPath(new URL('./specs/', import.meta.url));
const FILE_TIMEOUT_MS = 180_000;
const CONCURRENCY = Number(process.env.E2E_CONCURRENCY ?? 2);
const filters = process.argv.slice(2);

const files = readdirSync(SPECS)
  .filter((f) => f.endsWith('.e2e.mjs'))
  .filter((f) => filters.length === 0 || filters.some((x) => f.includes(x)))
  .sort();

const started = Date.now();
if (!process.env.MYND_E2E_SKIP_BUILD) {
  console.log('building web/dist…');
  buildWeb({ force: true });
}

function runFile(file) {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      ['--test', '--test-reporter=spec', '--test-concurrency=1', join(SPECS, file)],
      {
        env: { ...process.env, FORCE_COLOR: '0' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout.on('data', (c) => {
      output += c;
    });
    child.stderr.on('data', (c) => {
      output += c;
    });
    const timer = setTimeout(() => {
      output += `\n${file} exceeded ${FILE_TIMEOUT_MS / 1000} s — stopped\n`;
      child.kill('SIGKILL');
    }, FILE_TIMEOUT_MS);
    child.on('close', (code) => {
      clearTimeout(timer);
      const pass = Number(/^ℹ pass (\d+)/m.exec(output)?.[1] ?? 0);
      let fail = Number(/^ℹ fail (\d+)/m.exec(output)?.[1] ?? 0);
      if (code !== 0 && fail === 0) fail = 1;
      resolve({ file, code, pass, fail, output });
    });
  });
}

const queue = [...files];
const results = [];
async function worker() {
  while (queue.length > 0) {
    const file = queue.shift();
    const t0 = Date.now();
    const result = await runFile(file);
    result.seconds = (Date.now() - t0) / 1000;
    console.log(`\n━━━ ${file} (${result.seconds.toFixed(1)} s) ━━━\n${result.output.trim()}`);
    results.push(result);
  }
}
await Promise.all(Array.from({ length: Math.max(1, CONCURRENCY) }, worker));

const passed = results.reduce((n, r) => n + r.pass, 0);
const failed = results.reduce((n, r) => n + r.fail, 0);
console.log(`\n━━━ summary (${((Date.now() - started) / 1000).toFixed(1)} s) ━━━`);
for (const r of results.sort((a, b) => a.file.localeCompare(b.file))) {
  console.log(
    `${r.code === 0 ? '✔' : '✘'} ${r.file.padEnd(36)} ${r.pass} passed, ${r.fail} failed  ${r.seconds.toFixed(1)} s`,
  );
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
