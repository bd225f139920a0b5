/**
 * @module e2e: the task list with 2,000 open tasks — the cards render, the first card expands, and a progress
 * step on its slider shows on the card. The 2,000 tasks are served by intercepting GET /api/tasks.
 * How fast (render after the data arrives, progress shown) is measured by `npm run bench -w @mynd/web`
 * (web/scripts/bench.mjs, budgets 300 ms and 50 ms), never asserted in a test.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { startApp, taskCard } from '../lib/harness.mjs';

const TAGS = ['Work-DevOps', 'Work-Manufacturing', 'Family', 'Life', 'Unsorted'];

/**
 * 2,000 tasks shaped like a real one: each is a copy of a task the API answered, so a field the Task schema
 * gains is present here too (twice a hand-written task missed a new required field and the client refused the list).
 */
function syntheticTasks(count, template) {
  const created = new Date('2026-11-20T09:00:00Z').toISOString();
  return Array.from({ length: count }, (_, i) => ({
    ...template,
    id: `perf${i}`,
    formattedId: `261118${String(i + 1).padStart(2, '0')}`,
    title: `Synthetic task number ${i + 1}`,
    description: `Description of synthetic task ${i + 1} with a few words to render.`,
    tag: TAGS[i % TAGS.length],
    progress: (i * 5) % 100,
    benchmarks: [
      { percentage: 25, description: 'First quarter', dueDate: '2026-11-10' },
      { percentage: 75, description: 'Nearly there', dueDate: '2026-12-20' },
    ],
    parentId: i % 10 === 0 || i === 0 ? null : `perf${i - (i % 10)}`,
    dueDate: '2026-12-15',
    createdAt: created,
    updatedAt: created,
    assignees: i % 3 === 0 ? [{ id: 'p1', name: 'Ana' }] : [],
  }));
}

let app;
let server;
let page;
/** A task as the API answers it, the pattern of the synthetic ones. */
let template;

before(async () => {
  app = await startApp();
  ({ server, page } = app);
  const made = await app.api('POST', '/api/tasks', { title: 'Template task' });
  assert.equal(made.status, 201);
  template = made.body.task;
  // Served from the first load on: the dashboard already fetches the open list, and the Tasks tab shows that.
  const body = JSON.stringify({ tasks: syntheticTasks(2000, template) });
  await page.route(/\/api\/tasks\?status=open/, (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body }),
  );
  await page.goto(`${server.url}/`);
  await page.getByRole('tab', { name: 'Dashboard' }).waitFor();
});

after(async () => {
  await app?.close();
});

test('2,000 tasks: the list renders, a card expands and a progress step shows on it', async () => {
  await page.getByRole('tab', { name: 'Tasks', exact: true }).click();
  const first = taskCard(page, 'Synthetic task number 1');
  await first.waitFor();
  assert.equal(await first.getAttribute('data-task-id'), 'perf0');
  assert.ok((await page.locator('article[data-task-id]').count()) >= 30, 'a page of cards is mounted');

  await first.locator('button[aria-expanded]').first().click();
  await first.getByText('Detailed Progress').waitFor();

  await page.route(/\/api\/tasks\/perf0$/, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ task: { ...syntheticTasks(1, template)[0], progress: 5 } }),
    }),
  );
  const bar = first.locator('[role="progressbar"]').first();
  assert.equal(await bar.getAttribute('aria-valuenow'), '0');
  await first.getByRole('slider', { name: 'Detailed Progress' }).focus();
  await page.keyboard.press('ArrowRight');
  await page.waitForFunction(
    () =>
      document
        .querySelector('article[data-task-id="perf0"] [role="progressbar"]')
        ?.getAttribute('aria-valuenow') === '5',
  );
});
