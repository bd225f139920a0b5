/**
 * Reminders over HTTP: `remindAt` validated on create, edit and setup (400 with the reason, nothing written), the
 * profile's default reminder time applied in the caller's zone to a chosen due date, following a moved due date
 * unless set by hand, and each user seeing and changing only their own.
 */
import { describe, expect, it } from 'vitest';
import { type ContentApp, call, json, makeTask, withContentApp } from '../helpers/content-helpers.js';
import type { TestUser } from '../helpers/test-app.js';

let t: ContentApp;
let a: TestUser;
let b: TestUser;

const inZone = (user: TestUser, zone: string, method: string, path: string, body?: unknown) =>
  json(user.request(path, { method, headers: { 'x-time-zone': zone }, ...(body ? { json: body } : {}) }));

withContentApp((...app) => ([t, a, b] = app));

describe('remindAt on create and edit', () => {
  it('stores an explicit reminder as a UTC instant, changes and removes it', async () => {
    const task = await makeTask(a, { title: 'Call the bank', remindAt: '2026-12-01T10:30:00+01:00' });
    expect(task.remindAt).toBe('2026-12-01T09:30:00.000Z');
    const moved = await call(a, 'PATCH', `/api/tasks/${task.id}`, { remindAt: '2026-12-02T08:00:00Z' });
    expect(moved.body.task.remindAt).toBe('2026-12-02T08:00:00.000Z');
    const removed = await call(a, 'PATCH', `/api/tasks/${task.id}`, { remindAt: null });
    expect(removed.body.task.remindAt).toBeNull();
  });

  it.each([['tomorrow'], ['2026-12-01'], ['2026-12-01T09:00'], [42]])(
    'refuses %j with a 400 on create, edit and setup, writing nothing',
    async (bad) => {
      const message = 'Reminder must be an ISO-8601 date and time, e.g. 2026-12-01T09:00:00Z';
      const created = await call(a, 'POST', '/api/tasks', { title: 'Bad reminder', remindAt: bad });
      expect(created.status).toBe(400);
      expect(created.body.error.message).toBe(message);
      const task = await makeTask(a, { title: 'Kept', remindAt: '2026-12-01T09:00:00Z' });
      const edited = await call(a, 'PATCH', `/api/tasks/${task.id}`, { title: 'Renamed', remindAt: bad });
      expect(edited.status).toBe(400);
      expect(edited.body.error.message).toBe(message);
      const setup = await call(a, 'POST', `/api/tasks/${task.id}/setup`, { remindAt: bad });
      expect(setup.status).toBe(400);
      const after = await call(a, 'GET', `/api/tasks/${task.id}`);
      expect(after.body.task).toMatchObject({ title: 'Kept', remindAt: '2026-12-01T09:00:00.000Z' });
    },
  );

  it('refuses a default reminder time that is not HH:MM', async () => {
    const res = await call(a, 'PATCH', '/api/profile', { reminderTime: '9am' });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Reminder time must be HH:MM (24-hour)');
  });
});

describe('the default reminder', () => {
  it('is none until chosen', async () => {
    const task = await makeTask(b, { title: 'No default', dueDate: '2026-12-03' });
    expect(task.remindAt).toBeNull();
  });

  it('applies 9:00 on a chosen due date in the caller’s zone, follows a moved date, keeps a hand-set one', async () => {
    const profile = await call(a, 'PATCH', '/api/profile', { reminderTime: '09:00' });
    expect(profile.body.profile.reminderTime).toBe('09:00');

    const created = await inZone(a, 'Europe/Berlin', 'POST', '/api/tasks', {
      title: 'Submit the report',
      dueDate: '2026-12-03',
    });
    expect(created.body.task.remindAt).toBe('2026-12-03T08:00:00.000Z');
    // Without a chosen due date (the 14-day placeholder) no default is applied.
    const placeholder = await makeTask(a, { title: 'Someday' });
    expect(placeholder.remindAt).toBeNull();
    // An explicit null wins over the default.
    const none = await makeTask(a, { title: 'Quiet', dueDate: '2026-12-03', remindAt: null });
    expect(none.remindAt).toBeNull();

    const id = created.body.task.id;
    const moved = await inZone(a, 'Europe/Berlin', 'PATCH', `/api/tasks/${id}`, { dueDate: '2026-12-10' });
    expect(moved.body.task).toMatchObject({ dueDate: '2026-12-10', remindAt: '2026-12-10T08:00:00.000Z' });

    await call(a, 'PATCH', `/api/tasks/${id}`, { remindAt: '2026-12-09T16:00:00Z' });
    const movedAgain = await inZone(a, 'Europe/Berlin', 'PATCH', `/api/tasks/${id}`, {
      dueDate: '2026-12-12',
    });
    expect(movedAgain.body.task).toMatchObject({
      dueDate: '2026-12-12',
      remindAt: '2026-12-09T16:00:00.000Z',
    });
  });

  it('the setup wizard sets, keeps or follows the reminder', async () => {
    // The wizard refuses past due dates, so the dates are relative to today.
    const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
    const task = await makeTask(a, { title: 'Plan the offsite', dueDate: day(30) });
    const handSet = `${day(29)}T12:00:00.000Z`;
    const set = await call(a, 'POST', `/api/tasks/${task.id}/setup`, { remindAt: handSet });
    expect(set.status).toBe(200);
    expect(set.body.task.remindAt).toBe(handSet);
    const kept = await call(a, 'POST', `/api/tasks/${task.id}/setup`, { dueDate: day(40) });
    expect(kept.body.task).toMatchObject({ dueDate: day(40), remindAt: handSet });
    // A default reminder (a's default is 09:00, UTC here) follows the wizard's new date.
    await call(a, 'PATCH', `/api/tasks/${task.id}`, { remindAt: `${day(40)}T09:00:00.000Z` });
    const followed = await call(a, 'POST', `/api/tasks/${task.id}/setup`, { dueDate: day(45) });
    expect(followed.body.task).toMatchObject({ dueDate: day(45), remindAt: `${day(45)}T09:00:00.000Z` });
    const removed = await call(a, 'POST', `/api/tasks/${task.id}/setup`, { remindAt: null });
    expect(removed.body.task.remindAt).toBeNull();
  });

  it('a recurring task’s next occurrence keeps the reminder at the same wall-clock time', async () => {
    const task = await makeTask(a, {
      title: 'Weekly report',
      dueDate: '2026-10-19',
      recurrence: 'FREQ=WEEKLY;BYDAY=MO',
      remindAt: '2026-10-19T07:00:00.000Z',
    });
    const done = await inZone(a, 'Europe/Berlin', 'POST', `/api/tasks/${task.id}/complete`, {});
    // 9:00 in Berlin before and after the end of summer time (Oct 25).
    expect(done.body.nextTask).toMatchObject({ dueDate: '2026-10-26', remindAt: '2026-10-26T08:00:00.000Z' });
  });

  it('a bulk due date moves default reminders, keeps hand-set ones, and undo puts them back', async () => {
    const byDefault = await makeTask(a, { title: 'Default one', dueDate: '2026-12-03' });
    expect(byDefault.remindAt).toBe('2026-12-03T09:00:00.000Z');
    const handSet = await makeTask(a, { title: 'Hand-set one', remindAt: '2026-12-01T15:00:00Z' });
    const bulk = await call(a, 'POST', '/api/tasks/bulk', {
      action: 'due',
      taskIds: [byDefault.id, handSet.id],
      dueDate: '2026-12-18',
    });
    expect(bulk.status).toBe(200);
    const moved = await call(a, 'GET', `/api/tasks/${byDefault.id}`);
    expect(moved.body.task).toMatchObject({ dueDate: '2026-12-18', remindAt: '2026-12-18T09:00:00.000Z' });
    const kept = await call(a, 'GET', `/api/tasks/${handSet.id}`);
    expect(kept.body.task).toMatchObject({ dueDate: '2026-12-18', remindAt: '2026-12-01T15:00:00.000Z' });
    await call(a, 'POST', `/api/undo/${bulk.body.undoToken}`);
    const back = await call(a, 'GET', `/api/tasks/${byDefault.id}`);
    expect(back.body.task).toMatchObject({ dueDate: '2026-12-03', remindAt: '2026-12-03T09:00:00.000Z' });
  });

  it('another user’s task cannot be given a reminder, and lists show only the user’s own', async () => {
    const task = await makeTask(a, { title: 'Private', remindAt: '2026-12-01T09:00:00Z' });
    const res = await call(b, 'PATCH', `/api/tasks/${task.id}`, { remindAt: '2026-12-05T09:00:00Z' });
    expect(res.status).toBe(404);
    const mine = await call(a, 'GET', `/api/tasks/${task.id}`);
    expect(mine.body.task.remindAt).toBe('2026-12-01T09:00:00.000Z');
    const list = await call(b, 'GET', '/api/tasks');
    expect(list.body.tasks.some((x: { id: string }) => x.id === task.id)).toBe(false);
  });
});

describe('GET /api/tasks/reminders', () => {
  it('lists the caller’s open tasks with a reminder, soonest first, and nobody else’s', async () => {
    const u = await t.signUp();
    const other = await t.signUp();
    const later = await makeTask(u, { title: 'Later', remindAt: '2026-12-05T09:00:00Z' });
    const sooner = await makeTask(u, { title: 'Sooner', remindAt: '2026-12-01T09:00:00Z' });
    await makeTask(u, { title: 'No reminder' });
    const done = await makeTask(u, { title: 'Done', remindAt: '2026-12-02T09:00:00Z' });
    await call(u, 'PATCH', `/api/tasks/${done.id}`, { progress: 100 });
    await makeTask(other, { title: 'Someone else’s', remindAt: '2026-12-01T08:00:00Z' });

    const res = await call(u, 'GET', '/api/tasks/reminders');
    expect(res.status).toBe(200);
    expect(res.body.reminders).toEqual([
      { id: sooner.id, title: 'Sooner', progress: 0, remindAt: '2026-12-01T09:00:00.000Z' },
      { id: later.id, title: 'Later', progress: 0, remindAt: '2026-12-05T09:00:00.000Z' },
    ]);
    const theirs = await call(other, 'GET', '/api/tasks/reminders');
    expect(theirs.body.reminders.map((r: { title: string }) => r.title)).toEqual(['Someone else’s']);
    expect((await t.app.request('/api/tasks/reminders')).status).toBe(401);
  });
});
