/**
 * @module e2e: the task-manager features of issue 13 in one browser session — a recurrence from a mind dump
 * through the Edit Task dialog to completion and its next occurrence, undo and bulk actions, the calendar feed
 * in Settings; screenshots light and dark.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { screenshotThemes, startApp, taskCard, waitForToast } from '../lib/harness.mjs';

let app;
let server;
let page;
/** An API call as the signed-up user. */
let api;

before(async () => {
  app = await startApp();
  ({ server, api, page } = app);
});

after(async () => {
  await app?.close();
});

const card = (title) => taskCard(page, title);

async function expand(title) {
  const toggle = card(title).locator('button[aria-expanded]').first();
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  return card(title);
}

test('recurrence: "every Monday" from a dump, edited to Mon + Thu, completed → the next occurrence', async () => {
  const dump = await api('POST', '/api/mind-dumps', {
    text: 'Send the status report to Priya every Monday.',
  });
  assert.equal(dump.status, 201, JSON.stringify(dump.body));
  const [task] = dump.body.tasks;
  assert.equal(task.recurrence, 'FREQ=WEEKLY;BYDAY=MO');

  await page.goto(`${server.url}/?tab=task-list`);
  const c = card(task.title);
  await c.getByText('Every Monday', { exact: true }).waitFor();

  await expand(task.title);
  await c.getByRole('button', { name: 'Edit Task' }).click();
  const edit = page.getByRole('dialog');
  await edit.getByRole('combobox', { name: 'Repeats' }).click();
  await page.getByRole('option', { name: 'Weekly on…' }).click();
  await edit.getByRole('button', { name: 'Thursday' }).click();
  await edit.getByText('Every Monday and Thursday — completing it opens the next one.').waitFor();
  await screenshotThemes(page, 'features-edit-recurrence');
  // A custom rule the server cannot compute is explained before saving.
  await edit.getByRole('combobox', { name: 'Repeats' }).click();
  await page.getByRole('option', { name: 'Custom (RRULE)' }).click();
  await edit.getByLabel('Rule (RFC 5545 RRULE)').fill('FREQ=HOURLY');
  await edit.getByText('Recurrence rule has an invalid FREQ: HOURLY').waitFor();
  await edit.getByLabel('Rule (RFC 5545 RRULE)').fill('FREQ=WEEKLY;BYDAY=MO,TH');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await edit.waitFor({ state: 'detached' });
  await c.getByText('Every Monday and Thursday', { exact: true }).waitFor();
  await screenshotThemes(page, 'features-recurring-card');

  await c.getByRole('button', { name: 'Mark Complete' }).click();
  const done = page.getByRole('dialog', { name: 'Task Completion Details' });
  await done.getByLabel('Time Saved (minutes)').fill('20');
  await done.getByRole('button', { name: 'Save Completion' }).click();
  await waitForToast(page, 'Next occurrence due');
  // The next occurrence is open, with the same title and rule, at 0%.
  await card(task.title).getByText('Every Monday and Thursday', { exact: true }).waitFor();
  const open = await api('GET', '/api/tasks?status=open');
  const next = open.body.tasks.find((t) => t.title === task.title);
  assert.ok(next && next.id !== task.id && next.progress === 0 && next.dueDate > task.dueDate);
});

test('undo: a deleted task comes back with its notes; bulk actions over a shift-click range', async () => {
  const made = [];
  for (const title of ['Bulk one', 'Bulk two', 'Bulk three', 'Keep me with notes']) {
    made.push((await api('POST', '/api/tasks', { title })).body.task);
  }
  await api('POST', `/api/tasks/${made[3].id}/notes`, { text: 'Called the vendor twice' });
  await page.goto(`${server.url}/?tab=task-list`);

  // Delete → toast with Undo → the task is back with its note.
  let c = await expand('Keep me with notes');
  await c.getByText('Called the vendor twice').waitFor();
  await c.getByRole('button', { name: 'Delete Task' }).click();
  const confirm = page.getByRole('alertdialog');
  if (await confirm.isVisible().catch(() => false))
    await confirm.getByRole('button', { name: /Delete/ }).click();
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Task deleted!' });
  await toast.waitFor();
  await card('Keep me with notes').waitFor({ state: 'detached' });
  await screenshotThemes(page, 'features-undo-toast');
  await toast.getByRole('button', { name: 'Undo' }).click();
  await waitForToast(page, 'Restored');
  c = await expand('Keep me with notes');
  await c.getByText('Called the vendor twice').waitFor();

  // Select "Bulk three", shift-click "Bulk one": the three in between are selected.
  await page.getByRole('checkbox', { name: 'Select Bulk three' }).click();
  await page.getByRole('checkbox', { name: 'Select Bulk one' }).click({ modifiers: ['Shift'] });
  const bar = page.getByRole('region', { name: 'Bulk actions' });
  await bar.getByText('3 selected').waitFor();
  await screenshotThemes(page, 'features-bulk-bar');
  await bar.getByRole('combobox', { name: 'Move selected to tag' }).click();
  await page.getByRole('option', { name: 'Family' }).click();
  await waitForToast(page, '3 tasks re-tagged');
  const open = await api('GET', '/api/tasks?status=open');
  const tags = open.body.tasks.filter((t) => t.title.startsWith('Bulk')).map((t) => t.tag);
  assert.deepEqual(tags, ['Family', 'Family', 'Family']);

  await page.getByRole('checkbox', { name: 'Select Bulk one' }).click();
  await page.getByRole('checkbox', { name: 'Select Bulk two' }).click();
  await bar.getByRole('button', { name: 'Complete' }).click();
  await waitForToast(page, '2 tasks completed');
  await card('Bulk one').waitFor({ state: 'detached' });
  await card('Bulk two').waitFor({ state: 'detached' });
  await card('Bulk three').waitFor();
});

test('calendar feed: Settings shows the secret address with Copy and Rotate; the old address then 404s', async () => {
  await page.goto(`${server.url}/settings#calendar`);
  const section = page.getByRole('region', { name: 'Calendar Feed' });
  const input = section.getByLabel('Secret calendar address');
  await page.waitForFunction(() =>
    /\/api\/feed\/[a-z2-7]+\.ics$/.test(document.querySelector('#calendar input')?.value ?? ''),
  );
  // The address is built on APP_ORIGIN; the test server listens elsewhere, so only the path is kept.
  const onServer = (address) => `${server.url}${new URL(address).pathname}`;
  const first = onServer(await input.inputValue());
  const feed = await fetch(first);
  assert.equal(feed.status, 200);
  assert.match(feed.headers.get('content-type'), /^text\/calendar/);
  assert.match(await feed.text(), /BEGIN:VEVENT/);
  await section.scrollIntoViewIfNeeded();
  await screenshotThemes(page, 'features-calendar-settings');
  await section.getByRole('button', { name: 'Rotate' }).click();
  await waitForToast(page, 'New calendar address');
  const second = onServer(await input.inputValue());
  assert.notEqual(second, first);
  assert.equal((await fetch(first)).status, 404);
  assert.equal((await fetch(second)).status, 200);
});
