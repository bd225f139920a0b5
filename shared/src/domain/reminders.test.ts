import { describe, expect, it } from 'vitest';
import {
  claimDue,
  missedRemindersTitle,
  pruneShown,
  type ReminderTask,
  reminderKey,
  reminderNotices,
  reminderPath,
  reminderSchedule,
} from './reminders.js';

const task = (id: string, remindAt: string | null, progress = 0): ReminderTask => ({
  id,
  title: `Task ${id}`,
  progress,
  remindAt,
});

describe('reminderSchedule', () => {
  const now = new Date('2026-12-01T10:00:00.000Z');
  const tasks = [
    task('a', '2026-12-01T09:00:00.000Z'),
    task('b', '2026-12-01T08:00:00.000Z'),
    task('c', '2026-12-01T12:00:00.000Z'),
    task('d', '2026-12-01T11:00:00.000Z'),
    task('e', '2026-12-01T07:00:00.000Z', 100),
    task('f', null),
  ];

  it('lists due reminders of open tasks oldest first and the next one to come', () => {
    const { due, next } = reminderSchedule(tasks, now, new Set());
    expect(due.map((t) => t.id)).toEqual(['b', 'a']);
    expect(next).toBe('2026-12-01T11:00:00.000Z');
  });

  it('leaves out reminders already shown; a moved reminder is a new one', () => {
    const shown = new Set([reminderKey(tasks[0]!), 'b@2026-12-01T06:00:00.000Z']);
    expect(reminderSchedule(tasks, now, shown).due.map((t) => t.id)).toEqual(['b']);
  });

  it('has no next reminder when none is to come', () => {
    expect(reminderSchedule([task('a', '2026-12-01T09:00:00.000Z')], now, new Set()).next).toBeNull();
  });
});

describe('reminderNotices', () => {
  const since = new Date('2026-12-01T09:30:00.000Z');

  it('groups reminders missed before the client started into one notice', () => {
    const notices = reminderNotices(
      [
        task('a', '2026-12-01T07:00:00.000Z'),
        task('b', '2026-12-01T08:00:00.000Z'),
        task('c', '2026-12-01T09:00:00.000Z'),
        task('d', '2026-12-01T09:45:00.000Z'),
      ],
      since,
    );
    expect(notices).toEqual([
      { title: '3 missed reminders', body: 'Task a, Task b, Task c', taskId: null },
      { title: 'Reminder', body: 'Task d', taskId: 'd' },
    ]);
  });

  it('one missed reminder opens its task; more than three are counted', () => {
    expect(reminderNotices([task('a', '2026-12-01T07:00:00.000Z')], since)).toEqual([
      { title: 'Missed reminder', body: 'Task a', taskId: 'a' },
    ]);
    const five = ['a', 'b', 'c', 'd', 'e'].map((id) => task(id, '2026-12-01T07:00:00.000Z'));
    expect(reminderNotices(five, since)[0]!.body).toBe('Task a, Task b, Task c and 2 more');
    expect(missedRemindersTitle(5)).toBe('5 missed reminders');
  });
});

it('opens the task, or the task list for a group', () => {
  expect(reminderPath('t 1')).toBe('/?task=t%201');
  expect(reminderPath(null)).toBe('/?tab=task-list');
});

it('keeps only the shown keys of current reminders', () => {
  const tasks = [task('a', '2026-12-01T07:00:00.000Z'), task('b', null)];
  expect(pruneShown(['a@2026-12-01T07:00:00.000Z', 'a@2026-11-01T07:00:00.000Z', 'x@1'], tasks)).toEqual([
    'a@2026-12-01T07:00:00.000Z',
  ]);
});

describe('claimDue', () => {
  const due = [
    { id: 'a', title: 'Call the bank', progress: 0, remindAt: '2026-12-01T09:00:00.000Z' },
    { id: 'b', title: 'Send the invoice', progress: 0, remindAt: '2026-12-01T10:00:00.000Z' },
  ];

  it('shows only what the server let this client claim, asking with each task and instant', async () => {
    const asked: unknown[] = [];
    const mine = await claimDue(due, async (reminders) => {
      asked.push(reminders);
      return [{ taskId: 'b', remindAt: '2026-12-01T10:00:00.000Z' }];
    });
    expect(mine.map((t) => t.id)).toEqual(['b']);
    expect(asked).toEqual([
      [
        { taskId: 'a', remindAt: '2026-12-01T09:00:00.000Z' },
        { taskId: 'b', remindAt: '2026-12-01T10:00:00.000Z' },
      ],
    ]);
  });

  it('a claim for another instant of the task does not count', async () => {
    const mine = await claimDue(due, async () => [{ taskId: 'a', remindAt: '2026-12-02T09:00:00.000Z' }]);
    expect(mine).toEqual([]);
  });

  it('shows them all when the claim fails, and asks nothing when nothing is due', async () => {
    expect(await claimDue(due, () => Promise.reject(new Error('offline')))).toEqual(due);
    let calls = 0;
    expect(
      await claimDue([], async () => {
        calls++;
        return [];
      }),
    ).toEqual([]);
    expect(calls).toBe(0);
  });
});
