/**
 * @module background/reminders — task reminders with no tab open: the signed-in user's reminders are read from the
 * server (`GET /api/tasks/reminders`: at start-up, on sign-in, when the popup opens, with the minute's queue alarm
 * and on live updates, see live-reminders.ts), each future `remindAt` becomes a `chrome.alarms` alarm, and an
 * alarm shows a notification that opens the task in the web app (`/?task=<id>`). Reminders that came due while the
 * browser was closed are shown once, grouped ("3 missed reminders"). The schedule and texts are the shared ones
 * (domain/reminders); shown reminders are kept in storage, and each is claimed from the server before it is
 * shown (shared `claimDue`), so with the web app open too a reminder is shown once, by whichever comes first.
 */
import {
  claimDue,
  pruneShown,
  type ReminderClaim,
  type ReminderNotice,
  type ReminderTask,
  reminderKey,
  reminderNotices,
  reminderPath,
  reminderSchedule,
} from '@mynd/shared/domain';
import { browser } from 'wxt/browser';
import { getApiClient } from '../api/client';
import { remindersShownItem, reminderTasksItem, serverUrlItem, sessionItem } from '../storage/items';

export const REMINDER_ALARM_PREFIX = 'mynd-reminder:';
const NOTICE_PREFIX = 'mynd-reminder-';
const GROUP_NOTICE = 'mynd-reminders-missed';
/** A reminder that came due within this long is shown as itself (its alarm may be on its way), not as missed. */
const LIVE_GRACE_MS = 60_000;
/** At most this many future reminders hold an alarm (the soonest); the rest are set at a later sync. */
const MAX_ALARMS = 200;

async function showNotice(notice: ReminderNotice): Promise<void> {
  await browser.notifications.create(notice.taskId ? `${NOTICE_PREFIX}${notice.taskId}` : GROUP_NOTICE, {
    type: 'basic',
    iconUrl: browser.runtime.getURL('/icons/128.png'),
    title: notice.title,
    message: notice.body,
  });
}

/** Writes only a changed value: every storage write reaches the open popup's listeners (and its typing). */
async function setIfChanged<T>(
  item: { getValue(): Promise<T>; setValue(value: T): Promise<void> },
  value: T,
) {
  if (JSON.stringify(await item.getValue()) !== JSON.stringify(value)) await item.setValue(value);
}

async function markShown(tasks: readonly ReminderTask[], due: readonly ReminderTask[]): Promise<void> {
  const shown = new Set(await remindersShownItem.getValue());
  for (const t of due) shown.add(reminderKey(t));
  await setIfChanged(remindersShownItem, pruneShown(shown, tasks));
}

/** The user's reminders from the server (the typed client; replaceable in tests). */
export async function fetchReminders(): Promise<ReminderTask[]> {
  return (await (await getApiClient()).tasks.reminders()).reminders;
}

/** Claims reminders on the server before showing them (the typed client; replaceable in tests). */
export async function claimReminders(reminders: ReminderClaim[]): Promise<ReminderClaim[]> {
  return (await (await getApiClient()).tasks.claimReminders({ reminders })).claimed;
}

/** Reads the reminders, shows what is due (missed ones grouped) and sets one alarm per future reminder. */
export async function syncReminders(
  now = new Date(),
  read: () => Promise<ReminderTask[]> = fetchReminders,
  claim: typeof claimReminders = claimReminders,
): Promise<{ due: number; scheduled: number }> {
  const old = (await browser.alarms.getAll()).filter((a) => a.name.startsWith(REMINDER_ALARM_PREFIX));
  if (!(await sessionItem.getValue())) {
    await Promise.all(old.map((a) => browser.alarms.clear(a.name)));
    return { due: 0, scheduled: 0 };
  }
  const tasks = await read();
  const { due } = reminderSchedule(tasks, now, new Set(await remindersShownItem.getValue()));
  // Marked shown whoever shows them: a reminder another client claimed was shown there.
  await markShown(tasks, due);
  const mine = await claimDue(due, claim);
  for (const notice of reminderNotices(mine, new Date(now.getTime() - LIVE_GRACE_MS)))
    await showNotice(notice);

  const future = tasks
    .filter((t) => t.remindAt != null && t.progress < 100 && Date.parse(t.remindAt) > now.getTime())
    .sort((a, b) => Date.parse(a.remindAt!) - Date.parse(b.remindAt!))
    .slice(0, MAX_ALARMS);
  const wanted = new Map(future.map((t) => [`${REMINDER_ALARM_PREFIX}${reminderKey(t)}`, t]));
  await Promise.all(old.filter((a) => !wanted.has(a.name)).map((a) => browser.alarms.clear(a.name)));
  const existing = new Set(old.map((a) => a.name));
  for (const [name, t] of wanted) {
    if (!existing.has(name)) await browser.alarms.create(name, { when: Date.parse(t.remindAt!) });
  }
  await setIfChanged(reminderTasksItem, Object.fromEntries(future.map((t) => [t.id, t.title])));
  return { due: due.length, scheduled: wanted.size };
}

/** A reminder alarm went off: the task's notification, once, unless another client already showed it. */
export async function onReminderAlarm(
  name: string,
  claim: typeof claimReminders = claimReminders,
): Promise<void> {
  const key = name.slice(REMINDER_ALARM_PREFIX.length);
  const at = key.lastIndexOf('@');
  const taskId = key.slice(0, at);
  const remindAt = key.slice(at + 1);
  const shown = await remindersShownItem.getValue();
  if (shown.includes(key)) return;
  await remindersShownItem.setValue([...shown, reminderKey({ id: taskId, remindAt })]);
  const title = (await reminderTasksItem.getValue())[taskId] ?? 'A task is due';
  const [mine] = await claimDue([{ id: taskId, title, progress: 0, remindAt }], claim);
  if (mine) await showNotice({ title: 'Reminder', body: title, taskId });
}

/** The web app address a reminder notification opens, or null for another notification. */
export async function reminderUrl(notificationId: string): Promise<string | null> {
  const base = (await serverUrlItem.getValue()).replace(/\/$/, '');
  if (notificationId === GROUP_NOTICE) return `${base}${reminderPath(null)}`;
  if (notificationId.startsWith(NOTICE_PREFIX)) {
    return `${base}${reminderPath(notificationId.slice(NOTICE_PREFIX.length))}`;
  }
  return null;
}
