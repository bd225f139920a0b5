/**
 * Tag learning from feedback, end to end through the API with the local provider: a user's corrections
 * (re-tagging, retitling, re-dating, deleting extracted tasks) are stored, and after a few re-tags the same
 * kind of dump gets the corrected tag — for that user only; extracted tasks nobody touched teach nothing.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { taskFeedback } from '../../src/db/schema.js';
import { createTestApp, readJson, type TestUser } from '../helpers/test-app.js';

type App = Awaited<ReturnType<typeof createTestApp>>;
type Task = { id: string; title: string; tag: string; dueDate: string };

let t: App;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function dump(user: TestUser, text: string): Promise<Task[]> {
  const res = await user.request('/api/mind-dumps', { method: 'POST', json: { text, timeZone: 'UTC' } });
  expect(res.status).toBe(201);
  return (await readJson(res)).tasks as Task[];
}

async function patch(user: TestUser, id: string, json: Record<string, unknown>): Promise<void> {
  const res = await user.request(`/api/tasks/${id}`, { method: 'PATCH', json });
  expect(res.status).toBe(200);
}

async function withTag(user: TestUser, name: string): Promise<void> {
  const res = await user.request('/api/tags', { method: 'POST', json: { name } });
  expect([200, 201]).toContain(res.status);
}

const feedbackOf = (userId: string) =>
  t.db.select().from(taskFeedback).where(eq(taskFeedback.userId, userId));

/** Dumps about the cello; "Evenings" says nothing about music, so only this user's corrections can teach it. */
const TRAINING = [
  'Restring the cello before the weekend.',
  'Buy new rosin for the cello bow.',
  'Book a cello lesson with Marta.',
];
/** Different titles each time: a dump repeating an open task's title links it instead of creating it. */
const PROBES = [
  'Practise the cello scales tonight.',
  'Tune the cello before the concert.',
  'Clean the cello case.',
  'Order a spare cello string.',
  'Polish the cello.',
];

describe('tag learning from corrections', () => {
  it('after N re-tags the same kind of dump gets the corrected tag, for that user only', async () => {
    const a = await t.signUp();
    const b = await t.signUp();
    for (const user of [a, b]) await withTag(user, 'Evenings');

    // Before any correction both users get the keyword answer, not Evenings.
    expect((await dump(a, PROBES[0]!))[0]!.tag).not.toBe('Evenings');
    expect((await dump(b, PROBES[0]!))[0]!.tag).not.toBe('Evenings');

    const tagsAfter: string[] = [];
    let corrections = 0;
    for (const [i, text] of TRAINING.entries()) {
      const [task] = await dump(a, text);
      if (task!.tag !== 'Evenings') {
        await patch(a, task!.id, { tag: 'Evenings' });
        corrections++;
      }
      tagsAfter.push((await dump(a, PROBES[i + 1]!))[0]!.tag);
    }
    // One explicit re-tag already outweighs the keywords for this user's cello dumps.
    expect(corrections).toBe(1);
    expect(tagsAfter).toEqual(['Evenings', 'Evenings', 'Evenings']);

    const stored = await feedbackOf(a.userId);
    expect(stored.filter((f) => f.kind === 'tag').map((f) => f.toValue)).toEqual(
      Array(stored.filter((f) => f.kind === 'tag').length).fill('Evenings'),
    );
    expect(stored.filter((f) => f.kind === 'tag')).toHaveLength(corrections);

    // Two-user isolation: b made no corrections, so b's identical dump keeps the keyword tag.
    expect((await dump(b, PROBES[4]!))[0]!.tag).not.toBe('Evenings');
    expect(await feedbackOf(b.userId)).toEqual([]);
  });

  it("tags the extractor chose and nobody touched teach nothing; the user's own tagged tasks do", async () => {
    const a = await t.signUp();
    const b = await t.signUp();
    for (const user of [a, b]) await withTag(user, 'Allotment');
    // Allotment dumps whose padlock errands take the dump's tag from the words around them; all left as extracted.
    const ALLOTMENT = [
      'Allotment on Saturday: sow the broad beans, and sort out the padlock on the gate.',
      'Up at the allotment: lift the leeks. The padlock is rusty, oil the padlock.',
      'Plot jobs: spread the manure, buy a new padlock for the tool store.',
      'Allotment: net the brassicas, swap the padlock code with Jim.',
      'At the allotment tomorrow: dig the trench for the potatoes, get a padlock key cut.',
      'Allotment list: turn the compost, replace the padlock hasp.',
      'Allotment: sow garlic, check the padlock after the break-in.',
    ];
    for (const text of ALLOTMENT) {
      const padlock = (await dump(a, text)).find((task) => /padlock/i.test(task.title));
      expect(padlock?.tag).toBe('Allotment');
    }
    // Read back as this user's habit, seven guesses made every padlock the allotment's; the user never said so.
    const probe = 'Buy a padlock for the bike.';
    const [fresh] = await dump(b, probe);
    const [mine] = await dump(a, probe);
    expect(fresh!.tag).toBe('Life');
    expect(mine!.tag).toBe(fresh!.tag);
    expect(await feedbackOf(a.userId)).toEqual([]);

    // Two tasks the user made and tagged themselves are their word: the next padlock is the allotment's.
    for (const title of ['New padlock for the plot gate', 'Padlock code for the tool store']) {
      const res = await a.request('/api/tasks', { method: 'POST', json: { title, tag: 'Allotment' } });
      expect(res.status).toBe(201);
    }
    expect((await dump(a, 'Get a padlock for the garage.'))[0]!.tag).toBe('Allotment');
    expect((await dump(b, 'Get a padlock for the garage.'))[0]!.tag).toBe('Life');
  });

  it('stores title and due-date edits and deletions of extracted tasks, not of hand-made ones', async () => {
    const u = await t.signUp();
    const [task] = await dump(u, 'Renew the passport by Friday.');
    await patch(u, task!.id, { title: 'Renew my passport online', dueDate: '2030-01-04' });
    await patch(u, task!.id, { title: 'Renew my passport online' }); // no change: no feedback
    const del = await u.request(`/api/tasks/${task!.id}`, { method: 'DELETE' });
    expect(del.status).toBeLessThan(300);

    const created = await u.request('/api/tasks', { method: 'POST', json: { title: 'Water the plants' } });
    expect(created.status).toBe(201);
    const own = (await readJson(created)).task as Task;
    // Deleting one's own task is no feedback (this once deleted /api/tasks/undefined and proved nothing).
    expect((await u.request(`/api/tasks/${own.id}`, { method: 'DELETE' })).status).toBeLessThan(300);

    const rows = await feedbackOf(u.userId);
    expect(rows.map((r) => [r.kind, r.fromValue, r.toValue]).sort()).toEqual(
      [
        ['delete', task!.tag, null],
        ['due', task!.dueDate, '2030-01-04'],
        ['title', 'Renew the passport', 'Renew my passport online'],
      ].sort(),
    );
    expect(rows.every((r) => r.extracted && r.taskId === task!.id)).toBe(true);
  });

  it('a bulk re-tag or new due date is feedback too, one row per task that changes; its undo removes it', async () => {
    const u = await t.signUp();
    await withTag(u, 'Evenings');
    const extracted = await dump(
      u,
      'Restring the cello before the weekend. Buy new rosin for the cello bow.',
    );
    expect(extracted).toHaveLength(2);
    const created = await u.request('/api/tasks', {
      method: 'POST',
      json: { title: 'Tune the viola', tag: 'Evenings' },
    });
    const own = (await readJson(created)).task as Task;
    const taskIds = [...extracted.map((x) => x.id), own.id];
    const bulk = async (json: Record<string, unknown>) => {
      const res = await u.request('/api/tasks/bulk', { method: 'POST', json: { taskIds, ...json } });
      const body = await readJson(res);
      expect([res.status, body.error?.message]).toEqual([200, undefined]);
      return body.undoToken as string;
    };

    const undoTag = await bulk({ action: 'tag', tag: 'Evenings' });
    // The own task already had the tag: no change, no feedback.
    const tagRows = (await feedbackOf(u.userId)).filter((f) => f.kind === 'tag');
    expect(tagRows.map((r) => [r.taskId, r.fromValue, r.toValue, r.tag, r.extracted]).sort()).toEqual(
      extracted.map((x) => [x.id, x.tag, 'Evenings', 'Evenings', true]).sort(),
    );
    // What the single-edit replay shows holds after a bulk re-tag: the next cello dump gets the corrected tag.
    expect((await dump(u, 'Practise the cello scales tonight.'))[0]!.tag).toBe('Evenings');

    await bulk({ action: 'due', dueDate: '2031-03-07' });
    const dueRows = (await feedbackOf(u.userId)).filter((f) => f.kind === 'due');
    expect(dueRows.map((r) => r.toValue)).toEqual(['2031-03-07', '2031-03-07', '2031-03-07']);
    expect(dueRows.find((r) => r.taskId === own.id)?.extracted).toBe(false);

    const undone = await u.request(`/api/undo/${undoTag}`, { method: 'POST' });
    expect(undone.status).toBeLessThan(300);
    expect((await feedbackOf(u.userId)).filter((f) => f.kind === 'tag')).toEqual([]);
  });
});
