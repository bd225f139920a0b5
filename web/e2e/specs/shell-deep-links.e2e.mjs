/**
 * @module e2e: links into the app from the extension — `/?task=<id>` opens the task list on that task, expanded;
 * `/?tab=<key>` opens that tab; the parameters leave the address bar once read.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { applySession, launchBrowser, screenshotThemes, signUpViaApi, startServer } from '../lib/harness.mjs';

let server;
let browser;
let context;
let account;
const ids = {};

before(async () => {
  server = await startServer();
  browser = await launchBrowser();
  account = await signUpViaApi(server.url);
  for (const title of ['Renew the TLS certificate', 'Book the team offsite venue']) {
    const res = await fetch(`${server.url}/api/tasks`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${account.token}` },
      body: JSON.stringify({ title }),
    });
    assert.equal(res.status, 201, await res.clone().text());
    ids[title] = (await res.json()).task.id;
  }
  context = await browser.newContext({ viewport: { width: 1280, height: 860 } });
  await applySession(context, server.url, account.token);
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

test('/?task=<id> opens the task list on that task, expanded, and "Show all tasks" brings the rest back', async () => {
  const page = await context.newPage();
  await page.goto(`${server.url}/?task=${ids['Book the team offsite venue']}`);
  await page.getByText('Showing the task you opened').waitFor();
  const card = page.getByRole('article', { name: 'Book the team offsite venue' });
  await card.getByRole('button', { name: 'Mark Complete' }).waitFor();
  assert.equal(await page.getByRole('article', { name: 'Renew the TLS certificate' }).count(), 0);
  assert.equal(new URL(page.url()).search, '', 'the link parameter is removed from the address');
  await screenshotThemes(page, 'shell-deep-link-task');

  await page.getByRole('button', { name: 'Show all tasks' }).click();
  await page.getByRole('article', { name: 'Renew the TLS certificate' }).waitFor();
  await page.close();
});

test('/?tab=mind-dump-history opens the topics tab', async () => {
  const page = await context.newPage();
  await page.goto(`${server.url}/?tab=mind-dump-history`);
  await page.getByRole('tab', { name: 'Topics', selected: true }).waitFor();
  await page.close();
});
