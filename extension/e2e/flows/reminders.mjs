/**
 * @module e2e/flows/reminders — issue 13 item 2 in the extension: a task given a reminder on the server reaches the
 * background through the change stream and becomes a `chrome.alarms` alarm; the alarm (fired here through the
 * background's handler) shows the task's notification once, and its click opens `/?task=<id>`; reminders that came
 * due while the browser was closed (a sync "two days later") are shown once, as one grouped notification.
 */
import { assert } from '../lib/steps.mjs';

const clearNotifications = (sw) =>
  sw.evaluate(async () => {
    for (const id of Object.keys(await chrome.notifications.getAll())) await chrome.notifications.clear(id);
  });
const notificationIds = async (sw) =>
  Object.keys(await sw.evaluate(() => chrome.notifications.getAll())).sort();
const reminderAlarms = (sw) =>
  sw.evaluate(async () =>
    (await chrome.alarms.getAll())
      .filter((a) => a.name.startsWith('mynd-reminder:'))
      .map((a) => ({ name: a.name, when: a.scheduledTime })),
  );

async function waitFor(check, what, timeoutMs = 10_000) {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

export async function reminderFlows(ctx) {
  const { api, token, sw, browser } = ctx;
  const newTask = async (title, remindAt) =>
    (await api.call('POST', '/api/tasks', { body: { title, remindAt }, token })).task;

  await ctx.step('reminders: a new reminder becomes an alarm through the change stream', async () => {
    // The server was restarted by the capture flows: follow its stream again now (as a sign-in does) rather than
    // after the reconnection pause, which grows while the server is away.
    await sw.evaluate(() => {
      void globalThis.myndBackground.followLiveUpdates();
    });
    const remindAt = new Date(Date.now() + 3_600_000).toISOString();
    const task = await newTask('Reminder e2e: call the insurer', remindAt);
    const name = `mynd-reminder:${task.id}@${task.remindAt}`;
    const alarm = await waitFor(
      async () => (await reminderAlarms(sw)).find((a) => a.name === name),
      `the alarm ${name}`,
      20_000,
    );
    assert(alarm.when === Date.parse(remindAt), `the alarm is set for ${remindAt}, not ${alarm.when}`);
    ctx.reminderTask = { ...task, name };
  });

  await ctx.step('reminders: the alarm shows the notification once; its click opens the task', async () => {
    const { id, name } = ctx.reminderTask;
    await clearNotifications(sw);
    await sw.evaluate((alarm) => globalThis.myndBackground.onAlarm({ name: alarm }), name);
    const shown = await notificationIds(sw);
    assert(shown.join() === `mynd-reminder-${id}`, `notifications: ${shown.join(', ')}`);
    await clearNotifications(sw);
    await sw.evaluate((alarm) => globalThis.myndBackground.onAlarm({ name: alarm }), name);
    assert((await notificationIds(sw)).length === 0, 'the same alarm again shows nothing');

    const [tab] = await Promise.all([
      browser.context.waitForEvent('page'),
      sw.evaluate(
        (notification) => globalThis.myndBackground.openWebApp(notification),
        `mynd-reminder-${id}`,
      ),
    ]);
    await tab.waitForLoadState('domcontentloaded');
    // The address the tab was opened with (the web app may tidy its address bar afterwards).
    const opened = await tab.evaluate(() => performance.getEntriesByType('navigation')[0].name);
    await tab.close();
    assert(opened === `${ctx.serverUrl}/?task=${id}`, `opened ${opened}`);
  });

  await ctx.step('reminders: one the web app already showed is not shown again by the alarm', async () => {
    const task = await newTask(
      'Reminder e2e: shown in the web app',
      new Date(Date.now() + 3_600_000).toISOString(),
    );
    const ref = { taskId: task.id, remindAt: task.remindAt };
    // The web app claims a reminder before showing it, through the same endpoint.
    const web = await api.call('POST', '/api/tasks/reminders/claim', { body: { reminders: [ref] }, token });
    assert(web.claimed.length === 1, `the web app's claim: ${JSON.stringify(web)}`);
    await clearNotifications(sw);
    await sw.evaluate(
      (alarm) => globalThis.myndBackground.onAlarm({ name: alarm }),
      `mynd-reminder:${task.id}@${task.remindAt}`,
    );
    assert((await notificationIds(sw)).length === 0, 'the extension showed it too');
    await api.call('PATCH', `/api/tasks/${task.id}`, { body: { progress: 100 }, token });
  });

  await ctx.step(
    'reminders: the ones missed while the browser was closed are shown once, grouped',
    async () => {
      const inADay = new Date(Date.now() + 86_400_000).toISOString();
      const tasks = [
        await newTask('Reminder e2e: renew the passport', inADay),
        await newTask('Reminder e2e: book the dentist', inADay),
      ];
      await clearNotifications(sw);
      // The browser opens again two days later.
      const later = Date.now() + 2 * 86_400_000;
      await sw.evaluate((at) => globalThis.myndBackground.syncReminders(new Date(at)), later);
      const shown = await notificationIds(sw);
      assert(shown.join() === 'mynd-reminders-missed', `notifications: ${shown.join(', ')}`);
      await clearNotifications(sw);
      await sw.evaluate((at) => globalThis.myndBackground.syncReminders(new Date(at)), later);
      assert((await notificationIds(sw)).length === 0, 'missed reminders are not shown twice');

      // Done tasks leave no alarms behind.
      for (const t of [...tasks, ctx.reminderTask])
        await api.call('PATCH', `/api/tasks/${t.id}`, { body: { progress: 100 }, token });
      await sw.evaluate(() => globalThis.myndBackground.syncReminders());
      assert((await reminderAlarms(sw)).length === 0, 'no reminder alarm is left');
    },
  );
}
