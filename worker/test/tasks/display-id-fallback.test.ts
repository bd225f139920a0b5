/**
 * Display ids are read from the stored day number (tasks.display_seq); the day's task list is read only for a
 * row the insert trigger left unnumbered (display_seq 0, none in practice). Such a row still shows the id its
 * place in the day gives it, in the list, the due list and a single task's answer.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tasks } from '../../src/db/schema.js';
import { type ContentApp, call, contentApp, makeTask } from '../helpers/content-helpers.js';

let t: ContentApp;
beforeAll(async () => {
  t = await contentApp();
});
afterAll(() => t.close());

describe('display id of an unnumbered row', () => {
  it('is computed from its creation day when display_seq is 0', async () => {
    const u = await t.signUp();
    const made = [];
    for (const [i, at] of ['08:00', '09:00', '10:00'].entries()) {
      t.clock.set(`2026-11-23T${at}:00.000Z`);
      made.push(await makeTask(u, { title: `Task ${i + 1}` }));
    }
    const second = made[1];
    await t.db
      .update(tasks)
      .set({ displaySeq: 0 })
      .where(and(eq(tasks.userId, u.userId), eq(tasks.id, second.id)));
    const list = await call(u, 'GET', '/api/tasks');
    const listed = list.body.tasks.find((x: { id: string }) => x.id === second.id);
    expect(listed.formattedId).toBe(second.formattedId);
    expect((await call(u, 'GET', `/api/tasks/${second.id}`)).body.task.formattedId).toBe(second.formattedId);
    const due = await call(u, 'GET', '/api/tasks/due');
    expect(due.body.tasks.find((x: { id: string }) => x.id === second.id).formattedId).toBe(
      second.formattedId,
    );
    // The numbered rows keep their stored ids.
    expect(list.body.tasks.map((x: { formattedId: string }) => x.formattedId).sort()).toEqual(
      made.map((x) => x.formattedId).sort(),
    );
  });
});
