/**
 * @module e2e: the server-paged lists (issue 10) — Completed Tasks keeps the whole period's totals and Show All (n)
 * while it loads 20 at a time (Load more, or scrolling to the end), and the mind dump history loads its next
 * page the same way, and so do the task search's completed matches; screenshots light and dark.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { screenshotThemes, startApp } from '../lib/harness.mjs';

const COMPLETED = 23;
const DUMPS = 22;

let app;
let server;
let page;

/** An API call as the signed-up user that must succeed: its body. */
async function api(method, path, body) {
  const res = await app.api(method, path, body);
  assert.ok(res.status < 300, `${method} ${path} answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body;
}

before(async () => {
  app = await startApp();
  ({ server, page } = app);
  for (let i = 1; i <= COMPLETED; i++) {
    const { task } = await api('POST', '/api/tasks', { title: `Finished chore ${i}`, tag: 'Work' });
    await api('POST', `/api/tasks/${task.id}/complete`, { timeSavedMinutes: 10, moneySaved: 1 });
  }
  for (let i = 1; i <= DUMPS; i++) await api('POST', '/api/mind-dumps', { text: `Thought number ${i}` });
});

after(async () => {
  await app?.close();
});

test('Completed Tasks: totals and Show All (n) of the whole period, the rest loaded as the list scrolls', async () => {
  // A short window, so the end of the first page is below the fold until the user scrolls.
  await page.setViewportSize({ width: 1280, height: 560 });
  await page.goto(`${server.url}/?tab=people-tasks`);
  const panel = page.getByRole('region', { name: 'Completed Tasks' });
  const items = panel.getByRole('listitem');
  const showAll = panel.getByRole('button', { name: `Show All (${COMPLETED})` });
  await showAll.waitFor();
  // The totals count all 23 although the first page holds 20: 230 minutes = 3.8 h, $23.
  assert.deepEqual(await panel.locator('dd').allTextContents(), [String(COMPLETED), '$23', '3.8']);
  assert.equal(await items.count(), 3);
  await showAll.click();
  await panel.getByRole('button', { name: 'Load more' }).waitFor({ state: 'attached' });
  assert.equal(await items.count(), 20, 'one page shown after Show All');
  // Scrolling to the end of the list loads the next page by itself.
  await page.mouse.wheel(0, 20_000);
  await page.waitForFunction(
    (n) => document.querySelectorAll('[aria-label="Completed Tasks"] li').length === n,
    COMPLETED,
  );
  await panel.getByRole('button', { name: 'Load more' }).waitFor({ state: 'detached' });
  const titles = await items.locator('span.text-sm.font-medium').allTextContents();
  assert.equal(new Set(titles).size, COMPLETED, 'every completed task once');
  await page.setViewportSize({ width: 1280, height: 900 });
  // From the top, so the sticky header is drawn where it belongs in a full-page capture.
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshotThemes(page, 'paging-completed', { fullPage: true });
  await panel.getByRole('button', { name: 'Show Less' }).click();
  assert.equal(await items.count(), 3);
});

test('task search: the completed matches load 20 at a time, the rest on Load more', async () => {
  // A short window, so the end of the first page is below the fold: the list's end does not load the next page
  // by itself, and the click (without scrolling, as in the history test) is what loads it. A scrolling click
  // brought the end into view, which loaded the page and took the button away under the click.
  await page.setViewportSize({ width: 1280, height: 560 });
  await page.goto(`${server.url}/`);
  await page.getByRole('tab', { name: 'Dashboard' }).waitFor();
  await page.getByLabel('Search tasks').fill('Finished chore');
  const matches = page.getByRole('region', { name: 'Completed tasks matching the search' });
  await matches.getByRole('heading', { name: 'Completed (20+)' }).waitFor();
  assert.equal(await matches.getByRole('listitem').count(), 20);
  await matches.getByRole('button', { name: 'Load more' }).dispatchEvent('click');
  await matches.getByRole('heading', { name: `Completed (${COMPLETED})` }).waitFor();
  assert.equal(await matches.getByRole('listitem').count(), COMPLETED);
  await matches.getByRole('button', { name: 'Load more' }).waitFor({ state: 'detached' });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshotThemes(page, 'paging-search-completed', { fullPage: true });
  await page.getByLabel('Search tasks').fill('');
});

test('mind dump history: Load more adds the next page', async () => {
  await page.setViewportSize({ width: 1280, height: 560 });
  await page.goto(`${server.url}/?tab=mind-dump`);
  const history = page.getByRole('region', { name: 'Mind dump history' });
  const entries = history.locator('li[data-expired]');
  await history.getByText(`Thought number ${DUMPS}`, { exact: true }).waitFor();
  const loadMore = history.getByRole('button', { name: 'Load more' });
  await loadMore.waitFor({ state: 'attached' });
  assert.equal(await entries.count(), 20);
  // A click without scrolling: the button itself loads the page.
  await loadMore.dispatchEvent('click');
  await history.getByText('Thought number 1', { exact: true }).waitFor();
  await loadMore.waitFor({ state: 'detached' });
  assert.equal(await entries.count(), DUMPS);
  await page.setViewportSize({ width: 1280, height: 900 });
  // From the top, so the sticky header is drawn where it belongs in a full-page capture.
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshotThemes(page, 'paging-history', { fullPage: true });
});
