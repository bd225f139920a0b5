/**
 * @module scripts/bench — the popup's speed, measured in Chromium with the built extension:
 * - JS (gzip) loaded before the first paint: every script the popup requested before its first contentful
 *   paint (from the browser's request log), sized by gzip -9 of the built file;
 * - all the JS the popup loads (the React app comes after the paint);
 * - first paint / first contentful paint, and when the React app has mounted (median of several opens).
 * Usage: `npm run bench -w @mynd/extension` (`-- --no-build` to reuse .output/chrome-mv3).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { reportFigure } from '@mynd/shared/testing/bench-figures';
import { launchWithExtension } from '../e2e/lib/browser.mjs';

const EXT_ROOT = fileURLToPath(new URL('../', import.meta.url));
const EXT_DIR = join(EXT_ROOT, '.output/chrome-mv3');
const OPENS = 7;
const BUDGET_BYTES = 60 * 1024;

function gzipSize(path) {
  return gzipSync(readFileSync(path), { level: 9 }).length;
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

async function measureOnce(browser) {
  const page = await browser.context.newPage();
  await page.setViewportSize({ width: 380, height: 560 });
  // Resource Timing leaves chrome-extension:// files out; the browser's own request log has them.
  const requests = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') requests.push(r);
  });
  await page.goto(`${browser.origin}/popup.html`);
  await page.waitForFunction(() => performance.getEntriesByName('mynd:app-mounted').length > 0, null, {
    timeout: 10_000,
  });
  const data = await page.evaluate(() => ({
    timeOrigin: performance.timeOrigin,
    paints: Object.fromEntries(performance.getEntriesByType('paint').map((e) => [e.name, e.startTime])),
    mounted: performance.getEntriesByName('mynd:app-mounted')[0]?.startTime ?? null,
  }));
  await page.close();
  return {
    ...data,
    scripts: requests.map((r) => ({
      path: new URL(r.url()).pathname,
      startTime: r.timing().startTime - data.timeOrigin,
    })),
  };
}

async function main() {
  if (!process.argv.includes('--no-build')) {
    execFileSync('npx', ['wxt', 'build'], { cwd: EXT_ROOT, stdio: 'ignore' });
  }
  const browser = await launchWithExtension(EXT_DIR);
  try {
    await measureOnce(browser); // warm-up: the first open also compiles the worker's code cache.
    const runs = [];
    for (let i = 0; i < OPENS; i++) runs.push(await measureOnce(browser));
    const last = runs.at(-1);
    const fcp = last.paints['first-contentful-paint'];
    const beforePaint = last.scripts.filter((s) => s.startTime < fcp).map((s) => s.path);
    const allScripts = last.scripts.map((s) => s.path);
    const size = (paths) => paths.reduce((sum, p) => sum + gzipSize(join(EXT_DIR, p)), 0);
    const result = {
      jsGzipBeforeFirstPaint: size(beforePaint),
      scriptsBeforeFirstPaint: beforePaint,
      jsGzipTotal: size(allScripts),
      firstPaintMs: median(runs.map((r) => r.paints['first-paint'])),
      firstContentfulPaintMs: median(runs.map((r) => r.paints['first-contentful-paint'])),
      reactMountedMs: median(runs.map((r) => r.mounted)),
      opens: OPENS,
    };
    const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
    console.log('popup.html (Chromium, headless, median of %d opens)', OPENS);
    console.log(
      `  JS before first paint (gzip): ${kb(result.jsGzipBeforeFirstPaint)} — budget ${kb(BUDGET_BYTES)}`,
    );
    console.log(`    ${beforePaint.join(', ') || '(none)'}`);
    console.log(`  JS in total (gzip):            ${kb(result.jsGzipTotal)}`);
    console.log(`  first paint:                   ${result.firstPaintMs.toFixed(0)} ms`);
    console.log(`  first contentful paint:        ${result.firstContentfulPaintMs.toFixed(0)} ms`);
    console.log(`  React app mounted:             ${result.reactMountedMs.toFixed(0)} ms`);
    console.log(JSON.stringify(result));
    if (result.jsGzipBeforeFirstPaint > BUDGET_BYTES) process.exitCode = 1;
    reportFigure({
      part: 'extension',
      figure: 'popup JS before first paint (gzip)',
      value: kb(result.jsGzipBeforeFirstPaint),
      target: `≤ ${kb(BUDGET_BYTES)}`,
      met: result.jsGzipBeforeFirstPaint <= BUDGET_BYTES,
    });
    reportFigure({
      part: 'extension',
      figure: `popup first contentful paint, median of ${OPENS} opens`,
      value: `${result.firstContentfulPaintMs.toFixed(0)} ms`,
      target: '(no target)',
      met: true,
    });
  } finally {
    await browser.close();
  }
}

await main();
