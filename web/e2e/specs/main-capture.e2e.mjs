/**
 * @module e2e: the mind-dump input — the 375 px layout, a failed mind dump, duplicate merging and live
 * updates, each in a fresh page of one account. (Voice has its own spec: voice-capture.e2e.mjs.)
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import {
  launchBrowser,
  screenshotThemes,
  applySession as signInContext,
  signUpViaApi,
  startServer,
  waitForToast,
} from '../lib/harness.mjs';

const PLACEHOLDER = 'Capturing thoughts to organize into actionable focus areas...';

let server;
let browser;
let token;

before(async () => {
  server = await startServer();
  browser = await launchBrowser();
  ({ token } = await signUpViaApi(server.url));
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

async function openPage(initScript, viewport = { width: 1280, height: 900 }) {
  const context = await browser.newContext({ viewport });
  await signInContext(context, server.url, token);
  if (initScript) await context.addInitScript(initScript);
  const page = await context.newPage();
  await page.goto(`${server.url}/`);
  await page.getByRole('tab', { name: 'Dashboard' }).waitFor();
  return page;
}

test('a failed mind dump keeps the text and shows "Processing Failed" with the server message', async () => {
  const page = await openPage(null);
  await page.route(/\/api\/mind-dumps$/, (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 502,
          contentType: 'application/json',
          body: JSON.stringify({ error: { code: 'bad_gateway', message: 'The AI service did not answer' } }),
        })
      : route.continue(),
  );
  await page.getByRole('tab', { name: 'Mind Dump' }).click();
  const box = page.getByPlaceholder(PLACEHOLDER);
  await box.fill('Renew the passport before March');
  await box.press('Enter');
  await waitForToast(page, 'Processing Failed');
  await waitForToast(page, 'The AI service did not answer');
  assert.equal(await box.inputValue(), 'Renew the passport before March');
  assert.equal(await box.isEnabled(), true);
  await page.context().close();
});

test('duplicate topics are grouped with their similarity and merged', async () => {
  const page = await openPage(null);
  const text = 'Prepare the supplier contract renewal for Acme Industries and compare the pricing offers.';
  for (let i = 0; i < 2; i++) {
    const status = await page.evaluate(
      async (body) =>
        (
          await fetch('/api/mind-dumps', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(body),
          })
        ).status,
      { text, timeZone: 'UTC' },
    );
    assert.ok(status >= 200 && status < 300, `mind dump answered ${status}`);
  }
  await page.getByRole('tab', { name: 'Duplicates', exact: true }).click();
  const merge = page.getByRole('button', { name: 'Merge', exact: true });
  await merge.first().waitFor({ timeout: 15_000 });
  assert.match(await page.locator('main').textContent(), /\d+% similar/);
  await merge.first().click();
  await waitForToast(page, 'Summaries Merged');
  await page.context().close();
});

test('live updates: a mind dump sent elsewhere appears on the open topics tab without a reload', async () => {
  const page = await openPage(null);
  await page.getByRole('tab', { name: 'Topics', exact: true }).click();
  await page.getByRole('heading', { name: 'Active Topics' }).waitFor();
  const before = await page.locator('main [role="article"]').count();
  // Another client (the extension, another tab) sends a mind dump straight to the API.
  const res = await fetch(`${server.url}/api/mind-dumps`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      origin: server.url,
    },
    body: JSON.stringify({
      text: 'Organise the garage sale for the neighbourhood next Saturday.',
      source: { kind: 'extension' },
    }),
  });
  assert.ok(res.ok, `mind dump answered ${res.status}`);
  await page.waitForFunction((n) => document.querySelectorAll('main [role="article"]').length > n, before, {
    timeout: 15_000,
  });
  await page.context().close();
});

test('the header "Speak Your Mind" dialog submits, closes and lands on the topics with the wizard', async () => {
  const page = await openPage(null);
  await page.getByRole('button', { name: 'Speak Your Mind' }).click();
  const dialog = page.getByRole('dialog', { name: 'Speak Your Mind' });
  const box = dialog.getByPlaceholder(PLACEHOLDER);
  await box.fill('Order new safety gloves for the warehouse team by Thursday.');
  await box.press('Shift+Enter');
  await box.pressSequentially('Second line');
  assert.match(await box.inputValue(), /Thursday\.\nSecond line$/);
  await box.press('Enter');
  await waitForToast(page, 'Mind Dump Processed!');
  await page.getByRole('heading', { name: /^Setup Task: / }).waitFor();
  await page.locator('main[data-active-tab="mind-dump-history"]').waitFor();
  assert.equal(await dialog.count(), 0);
  await page.context().close();
});

test('375 px wide (after the captures above): the dashboard and the task list fit without sideways scrolling', async () => {
  const page = await openPage(null, { width: 375, height: 800 });
  await page.locator('[data-testid="stat-value"]').first().waitFor();
  assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= 376));
  await screenshotThemes(page, 'main-mobile-dashboard', { fullPage: true });
  await page.getByRole('tab', { name: 'Tasks', exact: true }).click();
  await page.getByRole('heading', { name: 'Maximize Your Network Dynamics' }).waitFor();
  await page.locator('article[data-task-id]').first().waitFor();
  await page.locator('article[data-task-id] button[aria-expanded]').first().click();
  await page.getByText('Detailed Progress').first().waitFor();
  assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= 376));
  await screenshotThemes(page, 'main-mobile-task-list', { fullPage: true });
  await page.context().close();
});

test('a selection\'s page is a link in its history entry and in its task\'s "Where this came from"', async () => {
  const page = await openPage(null);
  const res = await fetch(`${server.url}/api/mind-dumps`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, origin: server.url },
    body: JSON.stringify({
      text: 'Renew the domain name before Monday.',
      source: { kind: 'selection', url: 'https://example.com/launch-notes', title: 'Launch notes' },
    }),
  });
  assert.ok(res.ok, `mind dump answered ${res.status}`);
  const { tasks } = await res.json();
  await page.goto(`${server.url}/?tab=mind-dump-history`);
  await page
    .getByRole('button', { name: /Renew the domain name before Monday/ })
    .first()
    .click();
  const entryLink = page.getByRole('link', { name: 'Launch notes' }).first();
  await entryLink.waitFor();
  assert.equal(await entryLink.getAttribute('href'), 'https://example.com/launch-notes');
  await screenshotThemes(page, 'history-source-link');

  await page.goto(`${server.url}/?task=${tasks[0].id}`);
  const card = page.getByRole('article', { name: tasks[0].title });
  await card.getByText('Where this came from').waitFor();
  const taskLink = card.getByRole('link', { name: 'Launch notes' });
  assert.equal(await taskLink.getAttribute('href'), 'https://example.com/launch-notes');
  await screenshotThemes(page, 'task-source-link');
  await page.context().close();
});
