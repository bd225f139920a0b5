/**
 * @module e2e: defects found walking the app as a new user (issue 14) — a completed task is found by search and
 * reopened; Delete Task asks first. Screenshots light and dark of each touched screen.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { screenshotThemes, signUpViaApi, startApp, taskCard, waitForToast } from '../lib/harness.mjs';

let app;
let server;
let browser;
let page;
/** An API call as the signed-up user. */
let api;

before(async () => {
  app = await startApp();
  ({ server, browser, api, page } = app);
});

after(async () => {
  await app?.close();
});

const card = (title) => taskCard(page, title, { exact: false });

test('search finds a completed task; Reopen puts it back in the list and removes its impact', async () => {
  const { body } = await api('POST', '/api/tasks', { title: 'Fix the garden fence' });
  const id = body.task.id;
  await api('POST', `/api/tasks/${id}/complete`, { moneySaved: 120, currency: 'USD' });
  await page.goto(`${server.url}/`);
  await page.getByRole('tab', { name: 'Dashboard' }).waitFor();
  await page.getByLabel('Search tasks').fill('garden');
  const completed = page.getByRole('region', { name: 'Completed tasks matching the search' });
  await completed.getByText('Fix the garden fence').waitFor();
  await screenshotThemes(page, 'defects-search-completed');
  await completed.getByRole('button', { name: 'Reopen Fix the garden fence' }).click();
  await waitForToast(page, 'Task reopened');
  await card('Fix the garden fence').waitFor();
  const after = await api('GET', `/api/tasks/${id}`);
  assert.equal(after.body.task.progress, 0);
  assert.equal(after.body.task.completedAt, null);
  await page.getByLabel('Search tasks').fill('');
});

test('the welcome tour follows the account, not the browser: a second account here still gets it', async () => {
  const first = await signUpViaApi(server.url);
  const second = await signUpViaApi(server.url);
  const context = await browser.newContext({ viewport: { width: 1280, height: 860 } });
  const { hostname } = new URL(server.url);
  const signInAs = (who) =>
    context.addCookies([
      { name: 'mynd_session', value: who.token, domain: hostname, path: '/', httpOnly: true },
    ]);
  await signInAs(first);
  const tab = await context.newPage();
  await tab.goto(`${server.url}/`);
  const tour = tab.getByRole('dialog', { name: 'Welcome to Mynd' });
  await tour.waitFor();
  await tour.getByRole('button', { name: 'Skip tour' }).click();
  await tour.waitFor({ state: 'detached' });
  await context.clearCookies();
  await signInAs(second);
  await tab.goto(`${server.url}/`);
  await tab.getByRole('dialog', { name: 'Welcome to Mynd' }).waitFor();
  await context.close();
});

test('Delete Task asks for confirmation; Cancel keeps the task, Delete Task removes it, later ids stay', async () => {
  const { body } = await api('POST', '/api/tasks', { title: 'Order office chairs' });
  const later = (await api('POST', '/api/tasks', { title: 'Order desk lamps' })).body.task;
  await page.goto(`${server.url}/?tab=task-list`);
  const task = card('Order office chairs');
  await task.getByRole('button', { expanded: false }).click();
  await task.getByRole('button', { name: 'Delete Task' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete this task?' });
  await dialog.waitFor();
  await screenshotThemes(page, 'defects-delete-confirm');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await dialog.waitFor({ state: 'detached' });
  assert.equal((await api('GET', `/api/tasks/${body.task.id}`)).status, 200);
  await task.getByRole('button', { name: 'Delete Task' }).click();
  await dialog.getByRole('button', { name: 'Delete Task' }).click();
  await waitForToast(page, 'Task deleted!');
  assert.equal((await api('GET', `/api/tasks/${body.task.id}`)).status, 404);
  // The later task of the day keeps its display id (issue 14 item 5).
  await card('Order desk lamps').getByText(`#${later.formattedId}`).waitFor();
  assert.equal((await api('GET', `/api/tasks/${later.id}`)).body.task.formattedId, later.formattedId);
});

test('money saved in dollars and euros is shown per currency, never summed', async () => {
  for (const [title, moneySaved, currency] of [
    ['Renegotiate the broadband contract', 300, 'USD'],
    ['Cancel the unused gym plan', 12.5, 'EUR'],
  ]) {
    const { body } = await api('POST', '/api/tasks', { title });
    await api('POST', `/api/tasks/${body.task.id}/complete`, { moneySaved, currency });
  }
  await page.goto(`${server.url}/`);
  const gains = page.getByRole('listitem').filter({ hasText: 'Realized Financial Gains' });
  await gains.getByText('$300 · €12.50', { exact: true }).waitFor();
  await screenshotThemes(page, 'defects-dashboard-currencies');
  await page.goto(`${server.url}/?tab=people-tasks`);
  const saved = page.locator('dl div').filter({ hasText: '$ Saved' });
  await saved.getByText('$300 · €12.50', { exact: true }).waitFor();
  await page.getByText('€12.50', { exact: true }).waitFor(); // the euro task's own line
  await screenshotThemes(page, 'defects-completed-currencies');
  await page.goto(`${server.url}/?tab=analytics`);
  await page.getByText('Money saved (EUR)').first().waitFor();
  await page.getByText('Money saved (USD)').first().waitFor();
  await screenshotThemes(page, 'defects-trends-currencies');
});

test('the assign selector works again after a person is removed', async () => {
  await api('POST', '/api/people', { name: 'Ana Lima' });
  await api('POST', '/api/tasks', { title: 'Prepare the board pack' });
  await page.goto(`${server.url}/?tab=task-list`);
  const task = card('Prepare the board pack');
  await task.getByRole('button', { expanded: false }).click();
  const panel = task.getByRole('region', { name: 'Assigned To' });
  const pick = async () => {
    await panel.getByRole('combobox', { name: 'Person to assign' }).click();
    await page.getByRole('option', { name: 'Ana Lima' }).click();
    await panel.getByRole('button', { name: 'Assign', exact: true }).click();
    await panel.getByRole('button', { name: 'Remove Ana Lima' }).waitFor();
  };
  await pick();
  await panel.getByRole('button', { name: 'Remove Ana Lima' }).click();
  await panel.getByText('No one assigned yet.').waitFor();
  // The selector shows its placeholder again, and Ana can be chosen and assigned a second time.
  await panel.getByRole('combobox', { name: 'Person to assign' }).getByText('Select a person').waitFor();
  await pick();
  await screenshotThemes(page, 'defects-assign-again');
});

test('the completion dialog is at most 425 px wide', async () => {
  await api('POST', '/api/tasks', { title: 'File the expense report' });
  await page.goto(`${server.url}/?tab=task-list`);
  const task = card('File the expense report');
  await task.getByRole('button', { expanded: false }).click();
  await task.getByRole('button', { name: 'Mark Complete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Task Completion Details' });
  await dialog.waitFor();
  const box = await dialog.boundingBox();
  assert.ok(box && box.width <= 425, `the dialog is ${box?.width} px wide`);
  await screenshotThemes(page, 'defects-completion-dialog');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
});

test('a long mind dump never runs under the counter and the buttons', async () => {
  await page.goto(`${server.url}/?tab=mind-dump`);
  const box = page.getByRole('textbox', { name: 'Mind dump' });
  await box.fill(
    Array.from({ length: 40 }, (_, i) => `Line ${i + 1}: call the supplier about the order.`).join('\n'),
  );
  const text = await box.boundingBox();
  const send = await page.getByRole('button', { name: 'Send mind dump' }).boundingBox();
  const counter = await page.getByText(/ \/ 10,000$/).boundingBox();
  assert.ok(text && send && counter);
  // The text area ends above the row with the counter and the buttons (no overlap).
  assert.ok(text.y + text.height <= Math.min(send.y, counter.y), JSON.stringify({ text, send, counter }));
  await screenshotThemes(page, 'defects-mind-dump-box');
});
