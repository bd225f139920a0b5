/**
 * Recurring tasks over HTTP: rules validated (400 with the reason, nothing written), a dump phrase sets the rule
 * and the first due date, and completing a recurring task records its impact and opens the next occurrence.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { financialImpacts } from '../../src/db/schema.js';
import { type ContentApp, call, makePerson, makeTask, withContentApp } from '../helpers/content-helpers.js';
import type { TestUser } from '../helpers/test-app.js';

let t: ContentApp;
let a: TestUser;
let b: TestUser;

// The clock stands at Saturday 2026-11-21 08:00 UTC.
withContentApp((...app) => ([t, a, b] = app));

describe('recurrence on create and edit', () => {
  it('stores the rule normalised and starts on its first occurrence', async () => {
    const task = await makeTask(a, { title: 'Weekly report', recurrence: 'rrule:freq=weekly;byday=mo' });
    expect(task).toMatchObject({ recurrence: 'FREQ=WEEKLY;BYDAY=MO', dueDate: '2026-11-23' });
  });

  it.each([
    ['FREQ=SOMETIMES', 'Recurrence rule has an invalid FREQ: SOMETIMES'],
    ['every monday', 'Recurrence rule part "EVERYMONDAY" is not NAME=VALUE'],
    ['FREQ=DAILY;BYHOUR=9', 'Recurrence rule part BYHOUR is not supported'],
  ])('refuses %j with 400 "%s" on create and edit, writing nothing', async (rule, message) => {
    const created = await call(a, 'POST', '/api/tasks', { title: 'Bad', recurrence: rule });
    expect(created.status).toBe(400);
    expect(created.body.error.message).toBe(message);
    const task = await makeTask(a, { title: 'Plain' });
    const edited = await call(a, 'PATCH', `/api/tasks/${task.id}`, { title: 'Renamed', recurrence: rule });
    expect(edited.status).toBe(400);
    expect(edited.body.error.message).toBe(message);
    const after = await call(a, 'GET', `/api/tasks/${task.id}`);
    expect(after.body.task).toMatchObject({ title: 'Plain', recurrence: null });
  });

  it('sets, changes and removes the rule', async () => {
    const task = await makeTask(a, { title: 'Water plants' });
    const set = await call(a, 'PATCH', `/api/tasks/${task.id}`, { recurrence: 'FREQ=WEEKLY;INTERVAL=2' });
    expect(set.body.task.recurrence).toBe('FREQ=WEEKLY;INTERVAL=2');
    const removed = await call(a, 'PATCH', `/api/tasks/${task.id}`, { recurrence: null });
    expect(removed.body.task.recurrence).toBeNull();
  });
});

describe('a recurrence from a mind dump through completion', () => {
  it('"every Monday" sets the rule, the first Monday in the user zone, and completion opens the next', async () => {
    const dump = await call(a, 'POST', '/api/mind-dumps', {
      text: 'Send the status report to Priya every Monday.',
      timeZone: 'Pacific/Auckland',
    });
    expect(dump.status).toBe(201);
    const [task] = dump.body.tasks;
    // 08:00 UTC Saturday is 21:00 Saturday in Auckland: the first Monday is the 23rd.
    expect(task).toMatchObject({ recurrence: 'FREQ=WEEKLY;BYDAY=MO', dueDate: '2026-11-23' });

    const person = await makePerson(t.db, a.userId, 'Sam');
    await call(a, 'POST', `/api/tasks/${task.id}/assignees`, { personId: person.id });
    await call(a, 'PATCH', `/api/tasks/${task.id}`, {
      description: 'Numbers from finance',
      tag: 'Work',
      progress: 60,
      notes: 'Half written',
      benchmarks: [{ percentage: 50, description: 'Draft', dueDate: '2026-11-22' }],
    });

    const done = await call(a, 'POST', `/api/tasks/${task.id}/complete`, {
      timeSavedMinutes: 30,
      moneySaved: 10,
    });
    expect(done.status).toBe(200);
    expect(done.body.task).toMatchObject({ id: task.id, progress: 100 });
    expect(done.body.nextTask).toMatchObject({
      title: task.title,
      description: 'Numbers from finance',
      tag: 'Work',
      progress: 0,
      notes: null,
      completedAt: null,
      dueDate: '2026-11-30',
      recurrence: 'FREQ=WEEKLY;BYDAY=MO',
      assignees: [{ id: person.id, name: 'Sam' }],
      benchmarks: [{ percentage: 50, description: 'Draft', dueDate: '2026-11-29' }],
    });
    expect(done.body.nextTask.id).not.toBe(task.id);
    const impacts = await t.db
      .select()
      .from(financialImpacts)
      .where(and(eq(financialImpacts.userId, a.userId), eq(financialImpacts.sourceId, task.id)));
    expect(impacts).toMatchObject([
      { timeSavedMinutes: 30, realizedValue: 10, sourceType: 'task_completion' },
    ]);

    // Completing the completed one again opens nothing more.
    const again = await call(a, 'POST', `/api/tasks/${task.id}/complete`, {});
    expect(again.body.nextTask).toBeNull();
    const open = await call(a, 'GET', '/api/tasks?status=open');
    expect(open.body.tasks.filter((x: { title: string }) => x.title === task.title)).toHaveLength(1);
  });

  it('a rule that has ended opens nothing; a plain task answers nextTask null', async () => {
    const last = await makeTask(a, {
      title: 'Twice',
      recurrence: 'FREQ=DAILY;COUNT=1',
      dueDate: '2026-11-21',
    });
    expect((await call(a, 'POST', `/api/tasks/${last.id}/complete`, {})).body.nextTask).toBeNull();
    const plain = await makeTask(a, { title: 'Once' });
    expect((await call(a, 'POST', `/api/tasks/${plain.id}/complete`, {})).body.nextTask).toBeNull();
  });

  it("another user's recurring task is 404 and opens nothing", async () => {
    const theirs = await makeTask(b, { title: 'B weekly', recurrence: 'FREQ=WEEKLY' });
    expect((await call(a, 'POST', `/api/tasks/${theirs.id}/complete`, {})).status).toBe(404);
    const bTasks = await call(b, 'GET', '/api/tasks?status=all');
    expect(bTasks.body.tasks).toHaveLength(1);
  });
});
