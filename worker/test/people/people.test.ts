import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { people, taskAssignees, tasks } from '../../src/db/schema.js';
import { newId } from '../../src/lib/ids.js';
import { createTestApp, readJson, type TestUser } from '../helpers/test-app.js';

const t = await createTestApp();
afterAll(() => t.close());
t.clock.set('2026-11-21T08:00:00.000Z');

async function addPerson(user: TestUser, name: string): Promise<string> {
  const res = await user.request('/api/people', { method: 'POST', json: { name } });
  expect(res.status).toBe(201);
  return (await readJson(res)).person.id;
}

async function addTask(userId: string, values: Partial<typeof tasks.$inferInsert> = {}) {
  const id = newId();
  await t.db.insert(tasks).values({ id, userId, title: `Task ${id}`, dueDate: '2026-12-01', ...values });
  return id;
}

describe('people', () => {
  it('creates, lists by name, renames and deletes', async () => {
    const user = await t.signUp();
    const zoe = await addPerson(user, '  Zoe ');
    const adam = await addPerson(user, 'Adam');
    const list = await readJson(await user.request('/api/people'));
    expect(list.people.map((p: { name: string }) => p.name)).toEqual(['Adam', 'Zoe']);
    expect(list.people[0]).toMatchObject({ id: adam, name: 'Adam' });

    const renamed = await user.request(`/api/people/${zoe}`, { method: 'PATCH', json: { name: 'Zoë' } });
    expect(renamed.status).toBe(200);
    expect((await readJson(renamed)).person).toMatchObject({ id: zoe, name: 'Zoë' });

    const del = await user.request(`/api/people/${adam}`, { method: 'DELETE' });
    expect(await readJson(del)).toEqual({ ok: true, removedAssignments: 0, undoToken: expect.any(String) });
    expect((await readJson(await user.request('/api/people'))).people).toHaveLength(1);
  });

  it('deleting a person removes their assignments', async () => {
    const user = await t.signUp();
    const sam = await addPerson(user, 'Sam');
    const task = await addTask(user.userId);
    await t.db.insert(taskAssignees).values({ taskId: task, personId: sam, userId: user.userId });
    const res = await user.request(`/api/people/${sam}`, { method: 'DELETE' });
    expect(await readJson(res)).toEqual({ ok: true, removedAssignments: 1, undoToken: expect.any(String) });
    expect(await t.db.select().from(taskAssignees).where(eq(taskAssignees.taskId, task))).toEqual([]);
    expect(await t.db.select().from(tasks).where(eq(tasks.id, task))).toHaveLength(1);
  });

  it.each([
    [{}, 'Name is required'],
    [{ name: '   ' }, 'Name is required'],
    [{ name: 7 }, 'Name is required'],
    [{ name: 'x'.repeat(101) }, 'Name must be at most 100 characters'],
  ])('refuses %j with 400 "%s"', async (json, message) => {
    const user = await t.signUp();
    const res = await user.request('/api/people', { method: 'POST', json });
    expect(res.status).toBe(400);
    expect((await readJson(res)).error.message).toBe(message);
  });

  it('answers 404 "Person not found" for unknown ids', async () => {
    const user = await t.signUp();
    for (const init of [{ method: 'PATCH', json: { name: 'X' } }, { method: 'DELETE' }]) {
      const res = await user.request('/api/people/unknown-id', init);
      expect(res.status).toBe(404);
      expect(await readJson(res)).toEqual({ error: { code: 'not_found', message: 'Person not found' } });
    }
  });

  it('isolation: user B cannot rename or delete user A’s person', async () => {
    const a = await t.signUp();
    const b = await t.signUp();
    const id = await addPerson(a, 'Private');
    expect((await b.request(`/api/people/${id}`, { method: 'PATCH', json: { name: 'Hacked' } })).status).toBe(
      404,
    );
    expect((await b.request(`/api/people/${id}`, { method: 'DELETE' })).status).toBe(404);
    expect((await readJson(await b.request('/api/people'))).people).toEqual([]);
    const [row] = await t.db.select().from(people).where(eq(people.id, id));
    expect(row!.name).toBe('Private');
  });

  it('overview lists open tasks per person and flags overdue benchmarks', async () => {
    const user = await t.signUp();
    const ann = await addPerson(user, 'Ann');
    const bob = await addPerson(user, 'Bob');
    const late = await addTask(user.userId, {
      title: 'Late one',
      progress: 20,
      dueDate: '2026-12-10',
      benchmarks: [{ percentage: 50, description: 'half', dueDate: '2026-11-20' }],
    });
    const fine = await addTask(user.userId, {
      title: 'Fine one',
      progress: 60,
      dueDate: '2026-11-30',
      benchmarks: [{ percentage: 50, description: 'half', dueDate: '2026-11-20' }],
    });
    const done = await addTask(user.userId, { title: 'Done', progress: 100 });
    for (const [taskId, personId] of [
      [late, ann],
      [fine, bob],
      [done, bob],
    ] as const) {
      await t.db.insert(taskAssignees).values({ taskId, personId, userId: user.userId });
    }
    const res = await user.request('/api/people/overview');
    expect(res.status).toBe(200);
    const { people: overview } = await readJson(res);
    expect(overview).toEqual([
      {
        id: ann,
        name: 'Ann',
        hasOverdueBenchmark: true,
        openTasks: [
          {
            id: late,
            title: 'Late one',
            tag: 'Unsorted',
            progress: 20,
            dueDate: '2026-12-10',
            hasOverdueBenchmark: true,
          },
        ],
      },
      {
        id: bob,
        name: 'Bob',
        hasOverdueBenchmark: false,
        openTasks: [
          {
            id: fine,
            title: 'Fine one',
            tag: 'Unsorted',
            progress: 60,
            dueDate: '2026-11-30',
            hasOverdueBenchmark: false,
          },
        ],
      },
    ]);
    const other = await t.signUp();
    expect((await readJson(await other.request('/api/people/overview'))).people).toEqual([]);
    const badZone = await user.request('/api/people/overview?timeZone=Mars/Base');
    expect(badZone.status).toBe(400);
    expect((await readJson(badZone)).error.message).toBe('Unknown time zone');
  });
});
