#!/usr/bin/env node
/**
 * `npm test`: every check of the repo, one after another (the CI machine has 2 cores), with a closing
 * "N passed, N failed" line. Steps: typecheck, lint, knip (unused files, exports and dependencies: knip.json),
 * each package's vitest suite, the workerd suite, and the
 * browser end-to-end suites of the web app and the extension. A step a package does not define is skipped.
 * `npm test -- --only=worker,web` runs a subset; `--skip-e2e` leaves the browser suites out.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const only = args
  .find((a) => a.startsWith('--only='))
  ?.slice(7)
  .split(',');
const skipE2e = args.includes('--skip-e2e');

const packages = ['shared', 'worker', 'web', 'extension'];
const scriptsOf = (pkg) => JSON.parse(readFileSync(join(root, pkg, 'package.json'), 'utf8')).scripts ?? {};

/** @type {{ name: string, cwd: string, cmd: string, args: string[] }[]} */
const steps = [
  { name: 'typecheck', cwd: root, cmd: 'npm', args: ['run', '--silent', 'typecheck'] },
  { name: 'lint', cwd: root, cmd: 'npx', args: ['biome', 'check', '.'] },
  { name: 'knip', cwd: root, cmd: 'npx', args: ['knip', '--no-progress'] },
];
/** Package script → step name; e2e suites are left out with --skip-e2e. */
const PACKAGE_STEPS = [
  ['test', 'unit'],
  ['test:workerd', 'workerd'],
  // The extension's store checks: bundles without Function(), manifest fields, Mozilla's addons-linter.
  ['test:store', 'store'],
  ['test:e2e', 'e2e'],
];
for (const pkg of packages) {
  const scripts = scriptsOf(pkg);
  for (const [script, label] of PACKAGE_STEPS) {
    if (!scripts[script] || (label === 'e2e' && skipE2e)) continue;
    steps.push({
      name: `${pkg}: ${label}`,
      cwd: join(root, pkg),
      cmd: 'npm',
      args: ['run', '--silent', script],
    });
  }
}

const selected = only ? steps.filter((s) => only.some((o) => s.name.startsWith(o))) : steps;

/** Counts from vitest's summary ("Tests  12 passed | 1 failed (13)") or our runners' "N passed, N failed". */
function countsFrom(output) {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: strip ANSI colours before matching
  const text = output.replace(/\x1b\[[0-9;]*m/g, '');
  const vitest = [...text.matchAll(/^\s*Tests\s+(.*)$/gm)].at(-1);
  if (vitest) {
    const passed = Number(/(\d+) passed/.exec(vitest[1])?.[1] ?? 0);
    const failed = Number(/(\d+) failed/.exec(vitest[1])?.[1] ?? 0);
    return { passed, failed };
  }
  const plain = [...text.matchAll(/^(?:\w+: )?(\d+) passed, (\d+) failed/gm)].at(-1);
  if (plain) return { passed: Number(plain[1]), failed: Number(plain[2]) };
  return null;
}

function run(step) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(step.cmd, step.args, { cwd: step.cwd, env: { ...process.env, FORCE_COLOR: '0' } });
    let output = '';
    const onData = (stream) => (chunk) => {
      output += chunk;
      stream.write(chunk);
    };
    child.stdout.on('data', onData(process.stdout));
    child.stderr.on('data', onData(process.stderr));
    child.on('close', (code) => resolve({ code: code ?? 1, output, seconds: (Date.now() - started) / 1000 }));
  });
}

const results = [];
for (const step of selected) {
  console.log(`\n━━━ ${step.name} ━━━`);
  const { code, output, seconds } = await run(step);
  results.push({ step, code, seconds, counts: countsFrom(output) });
}

console.log('\n━━━ summary ━━━');
let passed = 0;
let failed = 0;
for (const { step, code, seconds, counts } of results) {
  const tally = counts ? `${counts.passed} passed, ${counts.failed} failed` : code === 0 ? 'ok' : 'FAILED';
  console.log(
    `${code === 0 ? '✔' : '✘'} ${step.name.padEnd(20)} ${tally.padEnd(28)} ${seconds.toFixed(1)} s`,
  );
  passed += counts?.passed ?? 0;
  failed += counts?.failed ?? 0;
  if (code !== 0 && !counts?.failed) failed += 1;
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(results.every((r) => r.code === 0) ? 0 : 1);
