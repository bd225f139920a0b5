/**
 * A task is made once: "Create Task(s)" on a topic and a later dump repeating an open task link to the open task
 * (topic, due date, people) instead of copying it. Runs the real local AI provider, as a new user would.
 */
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { tasks } from '../../src/db/schema.js';
import { createTestApp, readJson } from '../helpers/test-app.js';

const t = await createTestApp();
afterAll(() => t.close());

const DUMP =
  'Call the plumber about the kitchen leak. Renew the car insurance before it lapses. ' +
  'Book a dentist appointment for the kids. Prepare the quarterly budget review slides.';

async function dump(user: Awaited<ReturnType<typeof t.signUp>>, text: string) {
  const res = await user.request('/api/mind-dumps', { method: 'POST', json: { text, timeZone: 'UTC' } });
  expect(res.status).toBe(201);
  return readJson(res);
}

const titlesOf = async (userId: string) =>
  (await t.db.select({ title: tasks.title }).from(tasks).where(eq(tasks.userId, userId)))
    .map((r) => r.title)
    .sort();

describe('no duplicate tasks', () => {
  it('"Create Task(s)" on a topic links the tasks the dump already made instead of copying them', async () => {
    const user = await t.signUp();
    const first = await dump(user, DUMP);
    expect(first.tasks.length).toBeGreaterThanOrEqual(3);
    const before = await titlesOf(user.userId);
    const bodies = [];
    for (const summary of first.summaries) {
      const res = await user.request(`/api/summaries/${summary.id}/tasks`, { method: 'POST', json: {} });
      expect(res.status).toBe(201);
      bodies.push(await readJson(res));
    }
    expect(await titlesOf(user.userId)).toEqual(before);
    expect(bodies.flatMap((b) => b.linked).length).toBeGreaterThan(0);
    for (const linked of bodies.flatMap((b) => b.linked)) expect(linked.summaryId).toBeTruthy();
  });

  it('a later dump repeating an open task links it (and what it adds) instead of copying it', async () => {
    const user = await t.signUp();
    const first = await dump(user, 'Call the plumber about the kitchen leak.');
    expect(first.tasks).toHaveLength(1);
    const original = first.tasks[0];
    const second = await dump(user, 'Ana should call the plumber about the kitchen leak by Friday.');
    expect(second.tasks).toEqual([]);
    expect(second.linked.map((x: { id: string }) => x.id)).toEqual([original.id]);
    const [linked] = second.linked;
    expect(linked.dueText).toBeTruthy();
    expect(linked.assignees.map((p: { name: string }) => p.name)).toContain('Ana');
    expect(await titlesOf(user.userId)).toHaveLength(1);
  });

  it('a completed task is not an open one: repeating it makes a new task; other users’ tasks never match', async () => {
    const user = await t.signUp();
    const other = await t.signUp();
    const first = await dump(user, 'Call the plumber about the kitchen leak.');
    const done = await user.request(`/api/tasks/${first.tasks[0].id}/complete`, {
      method: 'POST',
      json: { timeSavedMinutes: 0, moneySaved: 0, currency: 'USD' },
    });
    expect(done.status).toBe(200);
    expect((await dump(user, 'Call the plumber about the kitchen leak.')).tasks).toHaveLength(1);
    expect((await dump(other, 'Call the plumber about the kitchen leak.')).tasks).toHaveLength(1);
  });
});
