/**
 * @module e2e: reminders in the web app — the Settings default (9:00 on the due date), the Edit Task field, a system
 * notification at the reminder's time on Playwright's fake clock (`page.clock`), missed reminders shown once,
 * grouped (not the one another client of the user already showed), and a notification click opening its task;
 * screenshots light and dark.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { applySession, screenshotThemes, startApp, taskCard, waitForToast } from '../lib/harness.mjs';

let app;
let server;
let browser;
let account;
/** An API call as the signed-up user. */
let api;

before(async () => {
  app = await startApp({ timeZone: 'Europe/Berlin', page: false });
  ({ server, browser, account, api } = app);
});

after(async () => {
  await app?.close();
});

const card = (title, on) => taskCard(on, title);

/** Records every system notification the app makes (the real one is still shown) as `window.__notices`. */
function recordNotifications() {
  const Real = window.Notification;
  const notices = [];
  class Recorded extends Real {
    constructor(title, options) {
      super(title, options);
      notices.push({ title, body: options?.body ?? '', notification: this });
    }
  }
  Object.defineProperty(Recorded, 'permission', { get: () => Real.permission });
  Recorded.requestPermission = (...args) => Real.requestPermission(...args);
  window.Notification = Recorded;
  window.__notices = notices;
}

const notices = (p) => p.evaluate(() => window.__notices.map(({ title, body }) => ({ title, body })));

test('the Settings default, the Edit Task field, a notification at the time, missed ones once', async () => {
  const zoned = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    timezoneId: 'Europe/Berlin',
    permissions: ['notifications'],
  });
  await applySession(zoned, server.url, account.token);
  let p = await zoned.newPage();

  // Settings: 9:00 on the due date becomes the default.
  await p.goto(`${server.url}/settings#reminders`);
  const section = p.getByRole('region', { name: 'Reminders' });
  await section.getByText('Notifications are allowed in this browser.').waitFor();
  await section.getByRole('combobox', { name: 'Default reminder' }).click();
  await p.getByRole('option', { name: 'On the due date at…' }).click();
  await waitForToast(p, 'Default reminder set: 9:00 AM on the due date');
  await section.scrollIntoViewIfNeeded();
  await screenshotThemes(p, 'features-reminders-settings');
  assert.equal((await api('GET', '/api/profile')).body.profile.reminderTime, '09:00');

  // A task due on a chosen day gets it in the user's zone; Edit Task changes it.
  const made = (await api('POST', '/api/tasks', { title: 'Prepare the board deck', dueDate: '2027-03-10' }))
    .body;
  assert.equal(made.task.remindAt, '2027-03-10T08:00:00.000Z');
  await p.goto(`${server.url}/?task=${made.task.id}`);
  const c = card('Prepare the board deck', p);
  await c.getByRole('button', { name: 'Edit Task' }).click();
  const edit = p.getByRole('dialog');
  const field = edit.getByLabel('Reminder');
  assert.equal(await field.inputValue(), '2027-03-10T09:00');
  await field.fill('2027-03-09T16:30');
  await screenshotThemes(p, 'features-edit-reminder');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await edit.waitFor({ state: 'detached' });
  assert.equal(
    (await api('GET', `/api/tasks/${made.task.id}`)).body.task.remindAt,
    '2027-03-09T15:30:00.000Z',
  );
  await p.close();

  // Two reminders came due while the app was closed, one comes due 10 minutes after it opens.
  const now = Date.now();
  const at = (minutes) => new Date(now + minutes * 60_000).toISOString();
  // A third was shown by another of the user's clients (the extension claims it through the API, as here):
  // the web app does not show it again.
  const created = [];
  for (const [title, remindAt] of [
    ['Missed: call the bank', at(-120)],
    ['Missed: send the invoice', at(-60)],
    ['Missed: shown by the extension', at(-30)],
    ['Soon: join the standup', at(10)],
  ]) {
    const res = await api('POST', '/api/tasks', { title, remindAt });
    assert.equal(res.status, 201);
    created.push(res.body.task);
  }
  const elsewhere = { taskId: created[2].id, remindAt: created[2].remindAt };
  const claimed = await api('POST', '/api/tasks/reminders/claim', { reminders: [elsewhere] });
  assert.deepEqual(claimed.body.claimed, [elsewhere]);
  p = await zoned.newPage();
  await p.addInitScript(recordNotifications);
  await p.clock.install({ time: new Date(now) });
  await p.goto(`${server.url}/`);
  await p.waitForFunction(() => window.__notices.length > 0);
  assert.deepEqual(await notices(p), [
    { title: '2 missed reminders', body: 'Missed: call the bank, Missed: send the invoice' },
  ]);
  await p.clock.fastForward('10:00');
  await p.waitForFunction(() => window.__notices.length > 1);
  assert.deepEqual((await notices(p))[1], { title: 'Reminder', body: 'Soon: join the standup' });
  // Clicking the notification opens its task.
  await p.evaluate(() => window.__notices[1].notification.dispatchEvent(new Event('click')));
  await p.getByText('Showing the task you opened').waitFor();
  await card('Soon: join the standup', p).waitFor();
  await p.close();

  // Opened again: nothing already shown comes back.
  p = await zoned.newPage();
  await p.addInitScript(recordNotifications);
  await p.goto(`${server.url}/?tab=task-list`);
  await card('Soon: join the standup', p).waitFor();
  // The list is drawn from the same data the reminders are scheduled from; a moment more for its effect.
  await p.evaluate(() => new Promise((resolve) => setTimeout(resolve, 500)));
  assert.deepEqual(await notices(p), []);
  await zoned.close();
});
