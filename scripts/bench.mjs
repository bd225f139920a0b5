#!/usr/bin/env node
/**
 * `npm run bench`: every benchmark of the repo, printing its figures — the API (task list with 2,000 tasks,
 * dashboard, mind dump), the local AI provider (10,000-character mind dump), the web app (first-screen JS,
 * task list render, progress change) and the extension popup (JS before first paint, time to first paint).
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
let failed = 0;
for (const pkg of ['worker', 'web', 'extension']) {
  const scripts = JSON.parse(readFileSync(join(root, pkg, 'package.json'), 'utf8')).scripts ?? {};
  if (!scripts.bench) continue;
  console.log(`\n━━━ bench: ${pkg} ━━━`);
  const { status } = spawnSync('npm', ['run', '--silent', 'bench'], {
    cwd: join(root, pkg),
    stdio: 'inherit',
  });
  if (status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
