/**
 * @module e2e: the task list's performance budget — with 2,000 open tasks the list renders and is
 * interactive in under 300 ms after the data arrives, and a progress change shows in under 50 ms.
 * The 2,000 tasks are served by intercepting GET /api/tasks, so the figure measures the browser only.
 */
import assert from 'node:assert/strict';
import os from 'node:os';
import { after, before, test } from 'node:test';
import { launchBrowser, useSession as signInContext, signUpViaApi, startServer } from '../lib/harness.mjs';

const TAGS = ['Work-DevOps', 'Work-Manufacturing', 'Family', 'Life', 'Unsorted'];

function syntheticTasks(count) {
  const created = new Date(Date.now() - 3 * 86_400_000).toISOString();
  return Array.from({ length: count }, (_, i) => ({
    id: `perf${i}`,
    formattedId: `261118${String(i + 1).padStart(2, '0')}`,
    title: `Synthetic task number ${i + 1}`,
    description: `Description of synthetic task ${i + 1} with a few words to render.`,
    tag: TAGS[i % TAGS.length],
    progress: (i * 5) % 100,
    notes: null,
    benchmarks: [
      { percentage: 25, description: 'First quarter', dueDate: '2026-11-10' },
      { percentage: 75, description: 'Nearly there', dueDate: '2026-12-20' },
    ],
    dependsOn: null,
    parentId: i % 10 === 0 || i === 0 ? null : `perf${i - (i % 10)}`,
    dueDate: '2026-12-15',
    createdAt: created,
    updatedAt: created,
    completedAt: null,
    assignees: i % 3 === 0 ? [{ id: 'p1', name: 'Ana' }] : [],
    sourceText: null,
    dueText: null,
    mindDumpId: null,
    summaryId: null,
  }));
}

let server;
let browser;
let page;

before(async () => {
  server = await startServer();
  browser = await launchBrowser();
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const { token } = await signUpViaApi(server.url);
  await signInContext(context, server.url, token);
  page = await context.newPage();
  await page.goto(`${server.url}/`);
  await page.getByRole('tab', { name: 'Dashboard' }).waitFor();
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

/** One cold load of the task list: reload, open Tasks, time from the response's end to the first page of cards. */
async function measureRender() {
  await page.reload();
  await page.getByRole('tab', { name: 'Dashboard' }).waitFor();
  await page.evaluate(() => {
    window.__perf = {};
    new PerformanceObserver((list) => {
      for (const e of list.getEntries())
        if (e.name.includes('/api/tasks?status=open')) window.__perf.responseEnd = e.responseEnd;
    }).observe({ type: 'resource', buffered: false });
    const observer = new MutationObserver(() => {
      if (document.querySelectorAll('article[data-task-id]').length >= 30) {
        window.__perf.rendered = performance.now();
        observer.disconnect();
      }
    });
    observer.observe(document.body, { childList: true, subtree: true });
  });
  await page.getByRole('tab', { name: 'Tasks', exact: true }).click();
  await page.waitForFunction(() => window.__perf.rendered && window.__perf.responseEnd, null, {
    timeout: 20_000,
  });
  const { responseEnd, rendered } = await page.evaluate(() => window.__perf);
  return rendered - responseEnd;
}

/** The budget holds on an idle machine; when other work saturates the cores the figure is reported with a looser bound. */
function budget(ms) {
  const perCore = os.loadavg()[0] / Math.max(1, os.availableParallelism());
  return perCore > 1.5 ? ms * 4 : ms;
}

test('2,000 tasks: rendered and interactive < 300 ms after the data arrives; progress shows < 50 ms', async () => {
  const body = JSON.stringify({ tasks: syntheticTasks(2000) });
  await page.route(/\/api\/tasks\?status=open/, (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body }),
  );
  const runs = [];
  for (let i = 0; i < 3; i++) runs.push(await measureRender());
  const renderMs = Math.min(...runs);
  console.log(
    `# task list with 2,000 tasks: rendered ${renderMs.toFixed(0)} ms after the response (runs: ${runs.map((r) => r.toFixed(0)).join(', ')} ms; load ${os.loadavg()[0].toFixed(1)})`,
  );
  assert.ok(renderMs < budget(300), `rendered in ${renderMs} ms`);
  // Interactive: the first card expands on click.
  const first = page.locator('article[data-task-id]').first();
  await first.locator('button[aria-expanded]').first().click();
  await first.getByText('Detailed Progress').waitFor();

  // Progress: ArrowRight on the slider moves 5 %; the header's percent must follow within 50 ms.
  await page.route(/\/api\/tasks\/perf0$/, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ task: { ...syntheticTasks(1)[0], progress: 5 } }),
    }),
  );
  const thumb = first.getByRole('slider', { name: 'Detailed Progress' });
  await thumb.focus();
  const progressMs = await page.evaluate(async () => {
    const card = document.querySelector('article[data-task-id="perf0"]');
    const label = card.querySelector('button[aria-expanded] .tabular-nums:last-child');
    const before = label.textContent;
    const start = performance.now();
    const changed = new Promise((resolve) => {
      const mo = new MutationObserver(() => {
        if (
          card.querySelector('[role="progressbar"]').getAttribute('aria-valuenow') !== '0' ||
          label.textContent !== before
        ) {
          mo.disconnect();
          resolve(performance.now() - start);
        }
      });
      mo.observe(card, { subtree: true, childList: true, characterData: true, attributes: true });
    });
    document.activeElement.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    return changed;
  });
  console.log(`# progress change shown after ${progressMs.toFixed(1)} ms`);
  assert.ok(progressMs < budget(50), `progress shown in ${progressMs} ms`);
});
