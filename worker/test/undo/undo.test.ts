/**
 * Undo over HTTP: every destructive action answers an undo token, and POST /api/undo/:token puts back exactly
 * what was there — once, only for its own user, only within the window.
 */
import { UNDO_WINDOW_SECONDS } from '@mynd/shared';
import { describe, expect, it } from 'vitest';
import { type ContentApp, call, makePerson, makeTask, withContentApp } from '../helpers/content-helpers.js';
import type { TestUser } from '../helpers/test-app.js';

let t: ContentApp;
let a: TestUser;
let b: TestUser;
withContentApp((...app) => ([t, a, b] = app));

async function undo(user: TestUser, token: string) {
  return call(user, 'POST', `/api/undo/${token}`);
}

describe('undo a task deletion', () => {
  it('restores the task with its notes, assignees, benchmarks, impacts and links', async () => {
    const task = await makeTask(a, {
      title: 'Renew the certificate',
      benchmarks: [{ percentage: 50, description: 'CSR sent' }],
      recurrence: 'FREQ=MONTHLY;BYMONTHDAY=1',
    });
    const child = await makeTask(a, { title: 'Part 2', parentId: task.id, dependsOn: task.id });
    const person = await makePerson(t.db, a.userId, 'Ana');
    await call(a, 'POST', `/api/tasks/${task.id}/assignees`, { personId: person.id });
    await call(a, 'POST', `/api/tasks/${task.id}/notes`, { text: 'Asked the CA', timeSavedMinutes: 15 });
    const before = (await call(a, 'GET', `/api/tasks/${task.id}`)).body.task;
    const notesBefore = (await call(a, 'GET', `/api/tasks/${task.id}/notes`)).body.notes;
    const dashBefore = (await call(a, 'GET', '/api/analytics/dashboard')).body;

    const deleted = await call(a, 'DELETE', `/api/tasks/${task.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body.undoToken).toMatch(/^[\w-]{22}$/);
    expect((await call(a, 'GET', `/api/tasks/${task.id}`)).status).toBe(404);
    expect((await call(a, 'GET', `/api/tasks/${child.id}`)).body.task).toMatchObject({
      parentId: null,
      dependsOn: null,
    });

    // Another user cannot use the token.
    expect((await undo(b, deleted.body.undoToken)).status).toBe(404);

    const undone = await undo(a, deleted.body.undoToken);
    expect(undone.status).toBe(200);
    expect(undone.body.topics).toEqual(['tasks', 'assignees']);
    const after = (await call(a, 'GET', `/api/tasks/${task.id}`)).body.task;
    expect(after).toEqual(before);
    expect((await call(a, 'GET', `/api/tasks/${task.id}/notes`)).body.notes).toEqual(notesBefore);
    expect((await call(a, 'GET', `/api/tasks/${child.id}`)).body.task).toMatchObject({
      parentId: task.id,
      dependsOn: task.id,
    });
    expect((await call(a, 'GET', '/api/analytics/dashboard')).body).toEqual(dashBefore);

    // Once only.
    const again = await undo(a, deleted.body.undoToken);
    expect(again.status).toBe(404);
    expect(again.body.error.message).toBe('This can no longer be undone');
  });

  it('expires after the window', async () => {
    const task = await makeTask(a, { title: 'Short-lived' });
    const { body } = await call(a, 'DELETE', `/api/tasks/${task.id}`);
    t.clock.advance((UNDO_WINDOW_SECONDS + 1) * 1000);
    expect((await undo(a, body.undoToken)).status).toBe(404);
    t.clock.set('2026-11-21T08:00:00.000Z');
  });

  it('refuses a malformed token with 400', async () => {
    const res = await undo(a, 'not a token!');
    expect(res.status).toBe(400);
  });
});

describe('undo the other destructive actions', () => {
  it('summary delete, archive and merge', async () => {
    const first = await call(a, 'POST', '/api/mind-dumps', {
      text: 'Call the plumber about the kitchen sink tomorrow.',
    });
    const second = await call(a, 'POST', '/api/mind-dumps', {
      text: 'Book a venue for the team offsite by Friday.',
    });
    const one = first.body.summaries[0];
    const two = second.body.summaries[0];
    const taskOfOne = first.body.tasks[0];
    expect(taskOfOne.summaryId).toBe(one.id);

    const archived = await call(a, 'PATCH', `/api/summaries/${one.id}`, { archived: true });
    expect(archived.body.summary.archived).toBe(true);
    await undo(a, archived.body.undoToken);
    expect(
      (await call(a, 'GET', '/api/summaries')).body.summaries.map((s: { id: string }) => s.id),
    ).toContain(one.id);

    const deleted = await call(a, 'DELETE', `/api/summaries/${one.id}`);
    await undo(a, deleted.body.undoToken);
    expect((await call(a, 'GET', `/api/tasks/${taskOfOne.id}`)).body.task.summaryId).toBe(one.id);

    const merged = await call(a, 'POST', '/api/summaries/merge', { summaryIds: [one.id, two.id] });
    expect(merged.status).toBe(201);
    await undo(a, merged.body.undoToken);
    const ids = (await call(a, 'GET', '/api/summaries')).body.summaries.map((s: { id: string }) => s.id);
    expect(ids).toContain(one.id);
    expect(ids).toContain(two.id);
    expect(ids).not.toContain(merged.body.summary.id);
    expect((await call(a, 'GET', `/api/tasks/${taskOfOne.id}`)).body.task.summaryId).toBe(one.id);
  });

  it('person, tag and mind-dump entry', async () => {
    const task = await makeTask(a, { title: 'Tagged', tag: 'Family' });
    const person = await makePerson(t.db, a.userId, 'Ben');
    await call(a, 'POST', `/api/tasks/${task.id}/assignees`, { personId: person.id });

    const personGone = await call(a, 'DELETE', `/api/people/${person.id}`);
    await undo(a, personGone.body.undoToken);
    expect((await call(a, 'GET', `/api/tasks/${task.id}`)).body.task.assignees).toEqual([
      { id: person.id, name: 'Ben' },
    ]);

    const tagsBefore = (await call(a, 'GET', '/api/tags')).body;
    const tagGone = await call(a, 'DELETE', '/api/tags/Family');
    expect((await call(a, 'GET', `/api/tasks/${task.id}`)).body.task.tag).not.toBe('Family');
    await undo(a, tagGone.body.undoToken);
    expect((await call(a, 'GET', `/api/tasks/${task.id}`)).body.task.tag).toBe('Family');
    expect((await call(a, 'GET', '/api/tags')).body).toEqual(tagsBefore);

    const history = (await call(a, 'GET', '/api/mind-dumps')).body.entries;
    const entry = history[0];
    const entryGone = await call(a, 'DELETE', `/api/mind-dumps/${entry.id}`);
    await undo(a, entryGone.body.undoToken);
    expect((await call(a, 'GET', '/api/mind-dumps')).body.entries[0]).toEqual(entry);
  });
});

describe('POST /api/tasks/bulk', () => {
  it('re-tags, sets a due date, completes and deletes several tasks in one request each, each undoable', async () => {
    const u = await t.signUp();
    const one = await makeTask(u, {
      title: 'One',
      tag: 'Life',
      dueDate: '2026-12-01',
      benchmarks: [
        { percentage: 50, description: 'Draft', dueDate: '2026-11-15' },
        { percentage: 100, description: 'Final' },
      ],
    });
    const two = await makeTask(u, {
      title: 'Two',
      tag: 'Work',
      dueDate: '2026-12-02',
      recurrence: 'FREQ=WEEKLY',
    });
    const taskIds = [one.id, two.id];
    const snapshot = async () => (await call(u, 'GET', '/api/tasks?status=all')).body.tasks;
    const before = await snapshot();

    const tagged = await call(u, 'POST', '/api/tasks/bulk', { action: 'tag', taskIds, tag: 'Family' });
    expect(tagged.body).toMatchObject({ ok: true, count: 2 });
    expect((await snapshot()).map((x: { tag: string }) => x.tag)).toEqual(['Family', 'Family']);
    await undo(u, tagged.body.undoToken);
    expect(await snapshot()).toEqual(before);

    const due = await call(u, 'POST', '/api/tasks/bulk', { action: 'due', taskIds, dueDate: '2027-01-15' });
    expect((await snapshot()).map((x: { dueDate: string }) => x.dueDate)).toEqual([
      '2027-01-15',
      '2027-01-15',
    ]);
    // As with a single edit, the dated benchmark moves with the due date (2026-12-01 → 2027-01-15: 45 days).
    const moved = (await snapshot()).find((x: { id: string }) => x.id === one.id);
    expect(moved.benchmarks.map((b: { dueDate?: string }) => b.dueDate)).toEqual(['2026-12-30', null]);
    await undo(u, due.body.undoToken);
    expect(await snapshot()).toEqual(before);

    const done = await call(u, 'POST', '/api/tasks/bulk', { action: 'complete', taskIds });
    const afterDone = await snapshot();
    // Both completed, and the weekly one opened its next occurrence.
    expect(afterDone).toHaveLength(3);
    expect(afterDone.filter((x: { progress: number }) => x.progress === 100)).toHaveLength(2);
    await undo(u, done.body.undoToken);
    expect(await snapshot()).toEqual(before);

    const gone = await call(u, 'POST', '/api/tasks/bulk', { action: 'delete', taskIds });
    expect(await snapshot()).toEqual([]);
    await undo(u, gone.body.undoToken);
    expect(await snapshot()).toEqual(before);
  });

  it.each([
    [{ action: 'complete', taskIds: [] }, 'Select at least one task'],
    [{ action: 'archive', taskIds: ['x'] }, 'Action must be complete, tag, due or delete'],
    [{ action: 'due', taskIds: ['x'], dueDate: 'soon' }, 'Use a date in the format YYYY-MM-DD'],
    [{ action: 'delete', taskIds: ['x', 'x'] }, 'A task is listed twice'],
  ])('refuses %j with 400 "%s"', async (body, message) => {
    const res = await call(a, 'POST', '/api/tasks/bulk', body);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toContain(message);
  });

  it("touches nothing when one id is another user's task", async () => {
    const mine = await makeTask(a, { title: 'Mine' });
    const theirs = await makeTask(b, { title: 'Theirs' });
    const res = await call(a, 'POST', '/api/tasks/bulk', { action: 'delete', taskIds: [mine.id, theirs.id] });
    expect(res.status).toBe(404);
    expect((await call(a, 'GET', `/api/tasks/${mine.id}`)).status).toBe(200);
    expect((await call(b, 'GET', `/api/tasks/${theirs.id}`)).status).toBe(200);
  });
});
