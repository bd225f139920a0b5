import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { serverUrlItem, sessionItem } from '../storage/items';
import { TEST_SESSION } from '../test/harness';
import { onReminderAlarm, reminderUrl, syncReminders } from './reminders';

const NOW = new Date('2026-12-01T09:00:00.000Z');
const at = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000).toISOString();
let shown: { id: string; title?: string; message?: string }[] = [];
/** The server lets this client claim every reminder (no other client showed one). */
const claimAll = async <T>(reminders: T[]) => reminders;

const alarms = async () =>
  (await fakeBrowser.alarms.getAll()).map((a) => ({ name: a.name, when: a.scheduledTime })).sort();

describe('reminders in the background', () => {
  beforeEach(async () => {
    fakeBrowser.reset();
    shown = [];
    vi.spyOn(fakeBrowser.notifications, 'create').mockImplementation((async (id: string, options: never) => {
      shown.push({ id, ...(options as object) });
      return id;
    }) as unknown as typeof fakeBrowser.notifications.create);
    await sessionItem.setValue(TEST_SESSION);
    await serverUrlItem.setValue('https://mynd.example');
  });

  it('sets one alarm per future reminder, shows missed ones once as a group, and clears what went away', async () => {
    const tasks = [
      { id: 'a', title: 'Call the bank', progress: 0, remindAt: at(-120) },
      { id: 'b', title: 'Send the invoice', progress: 0, remindAt: at(-60) },
      { id: 'c', title: 'Join the standup', progress: 0, remindAt: at(10) },
    ];
    expect(await syncReminders(NOW, async () => tasks, claimAll)).toEqual({ due: 2, scheduled: 1 });
    expect(shown).toEqual([
      expect.objectContaining({
        id: 'mynd-reminders-missed',
        title: '2 missed reminders',
        message: 'Call the bank, Send the invoice',
      }),
    ]);
    expect(await alarms()).toEqual([{ name: `mynd-reminder:c@${at(10)}`, when: Date.parse(at(10)) }]);

    // Synced again: nothing shown twice; the moved reminder replaces its alarm.
    const moved = [...tasks.slice(0, 2), { ...tasks[2]!, remindAt: at(30) }];
    expect(await syncReminders(NOW, async () => moved, claimAll)).toEqual({ due: 0, scheduled: 1 });
    expect(shown).toHaveLength(1);
    expect(await alarms()).toEqual([{ name: `mynd-reminder:c@${at(30)}`, when: Date.parse(at(30)) }]);

    // Its alarm shows it once, with the task's title; a click opens the task.
    await onReminderAlarm(`mynd-reminder:c@${at(30)}`, claimAll);
    await onReminderAlarm(`mynd-reminder:c@${at(30)}`, claimAll);
    expect(shown.slice(1)).toEqual([
      expect.objectContaining({ id: 'mynd-reminder-c', title: 'Reminder', message: 'Join the standup' }),
    ]);
    expect(await reminderUrl('mynd-reminder-c')).toBe('https://mynd.example/?task=c');
    expect(await reminderUrl('mynd-reminders-missed')).toBe('https://mynd.example/?tab=task-list');
    expect(await reminderUrl('mynd-sent-1')).toBeNull();

    // Signed out: no alarms are left.
    await sessionItem.setValue(null);
    expect(await syncReminders(NOW, async () => moved, claimAll)).toEqual({ due: 0, scheduled: 0 });
    expect(await alarms()).toEqual([]);
  });

  it('a reminder that just came due is shown as itself, not as missed', async () => {
    const tasks = [{ id: 'a', title: 'Water the plants', progress: 0, remindAt: at(-0.5) }];
    await syncReminders(NOW, async () => tasks, claimAll);
    expect(shown).toEqual([expect.objectContaining({ id: 'mynd-reminder-a', title: 'Reminder' })]);
  });

  it('shows only the reminders the server lets it claim; another client showed the rest', async () => {
    const tasks = [
      { id: 'a', title: 'Call the bank', progress: 0, remindAt: at(-0.5) },
      { id: 'b', title: 'Send the invoice', progress: 0, remindAt: at(-0.2) },
      { id: 'c', title: 'Join the standup', progress: 0, remindAt: at(10) },
    ];
    const claims: unknown[] = [];
    const onlyB = async (reminders: { taskId: string; remindAt: string }[]) => {
      claims.push(reminders.map((r) => r.taskId));
      return reminders.filter((r) => r.taskId === 'b');
    };
    expect(await syncReminders(NOW, async () => tasks, onlyB)).toEqual({ due: 2, scheduled: 1 });
    expect(shown).toEqual([expect.objectContaining({ id: 'mynd-reminder-b', message: 'Send the invoice' })]);
    // Both are marked shown: the next sync asks nothing.
    await syncReminders(NOW, async () => tasks, onlyB);
    expect(claims).toEqual([['a', 'b']]);

    // The alarm of a reminder the web app already showed shows nothing, and is not asked about again.
    await syncReminders(NOW, async () => tasks, claimAll);
    const nobody = async () => [];
    await onReminderAlarm(`mynd-reminder:c@${at(10)}`, nobody);
    await onReminderAlarm(`mynd-reminder:c@${at(10)}`, claimAll);
    expect(shown).toHaveLength(1);
  });

  it('shows a reminder when the claim cannot be made (offline): twice is better than never', async () => {
    await syncReminders(
      NOW,
      async () => [],
      async () => [],
    );
    await onReminderAlarm(`mynd-reminder:d@${at(5)}`, () => Promise.reject(new TypeError('Failed to fetch')));
    expect(shown).toEqual([expect.objectContaining({ id: 'mynd-reminder-d', title: 'Reminder' })]);
  });
});
