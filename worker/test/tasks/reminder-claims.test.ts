/**
 * POST /api/tasks/reminders/claim: a reminder is shown once for all of a user's clients. The first client to
 * claim it (a web app tab, the extension) gets it, every later claim does not; a moved reminder can be claimed
 * again; another user's task, a done task or a stale `remindAt` is never claimed; bad input is a 400.
 */
import { describe, expect, it } from 'vitest';
import { type ContentApp, call, makeTask, withContentApp } from '../helpers/content-helpers.js';
import type { TestUser } from '../helpers/test-app.js';

let t: ContentApp;
let a: TestUser;
let b: TestUser;
withContentApp((...app) => ([t, a, b] = app));

const AT = '2026-12-01T09:00:00.000Z';
const claim = (user: TestUser, reminders: unknown) =>
  call(user, 'POST', '/api/tasks/reminders/claim', { reminders });

describe('claiming reminders', () => {
  it('gives each reminder to the first claim only, also when two clients claim at once', async () => {
    const one = await makeTask(a, { title: 'Call the insurer', remindAt: AT });
    const two = await makeTask(a, { title: 'Book the dentist', remindAt: AT });
    const refs = [one, two].map((task) => ({ taskId: task.id, remindAt: AT }));

    const [web, extension] = await Promise.all([claim(a, refs), claim(a, refs)]);
    expect([web.status, extension.status]).toEqual([200, 200]);
    const claimed = [...web.body.claimed, ...extension.body.claimed];
    // Between the two clients each reminder was claimed exactly once.
    expect(claimed.map((r: { taskId: string }) => r.taskId).sort()).toEqual([one.id, two.id].sort());
    expect((await claim(a, refs)).body.claimed).toEqual([]);
  });

  it('claims a moved reminder again, but not one at a stale instant or of a done task', async () => {
    const task = await makeTask(a, { title: 'Renew the passport', remindAt: AT });
    expect((await claim(a, [{ taskId: task.id, remindAt: AT }])).body.claimed).toHaveLength(1);

    const later = '2026-12-02T09:00:00.000Z';
    await call(a, 'PATCH', `/api/tasks/${task.id}`, { remindAt: later });
    // A client that still has the old instant is not the one to show the new one.
    expect((await claim(a, [{ taskId: task.id, remindAt: AT }])).body.claimed).toEqual([]);
    expect((await claim(a, [{ taskId: task.id, remindAt: later }])).body.claimed).toEqual([
      { taskId: task.id, remindAt: later },
    ]);

    const done = await makeTask(a, { title: 'Pay the invoice', remindAt: AT });
    await call(a, 'PATCH', `/api/tasks/${done.id}`, { progress: 100 });
    expect((await claim(a, [{ taskId: done.id, remindAt: AT }])).body.claimed).toEqual([]);
  });

  it("never claims another user's reminder, and the owner can still claim it", async () => {
    const task = await makeTask(a, { title: 'Water the plants', remindAt: AT });
    const ref = { taskId: task.id, remindAt: AT };
    expect((await claim(b, [ref])).body.claimed).toEqual([]);
    expect((await claim(a, [ref])).body.claimed).toEqual([ref]);
  });

  it.each([
    [[], 'Name at least one reminder'],
    [Array.from({ length: 201 }, () => ({ taskId: 'x', remindAt: AT })), 'At most 200 reminders at a time'],
    [[{ taskId: 'x' }], 'remindAt'],
  ])('refuses %# with a 400 naming the problem', async (reminders, message) => {
    const res = await claim(a, reminders);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toContain(message);
  });
});
