/**
 * A task read or created fills SQL built before (db/prepared): the task's row, its assignees, its day's numbers
 * and the insert of a new task are built once per database handle, not on every request; so are the dashboard's
 * counts, money, open tasks' ages and currency, and the lists of people, topics and mind dumps. Counted, not timed: the
 * statements drizzle builds (its dialect's `sqlToQuery`) during one request.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statementsBuilt } from '../helpers/statements-built.js';
import { createTestApp, readJson, type TestUser } from '../helpers/test-app.js';

let t: Awaited<ReturnType<typeof createTestApp>>;
let user: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  user = await t.signUp();
});
afterAll(() => t.close());

const create = (title: string) =>
  user.request('/api/tasks', { method: 'POST', json: { title, tag: 'Life', description: 'why' } });

describe('statements a task request builds', () => {
  it('builds none for a second task created or read', async () => {
    const first = await create('Water the plants');
    expect(first.status).toBe(201);
    const { task } = await readJson(first);
    expect((await user.request(`/api/tasks/${task.id}`)).status).toBe(200);
    const built = await statementsBuilt(t.db, async () => {
      const second = await create('Take out the bins');
      expect(second.status).toBe(201);
      const read = await user.request(`/api/tasks/${(await readJson(second)).task.id}`);
      expect(read.status).toBe(200);
      expect((await readJson(read)).task).toMatchObject({
        title: 'Take out the bins',
        tag: 'Life',
        description: 'why',
      });
    });
    expect(built).toEqual([]);
  });

  it('builds none for the dashboard read again', async () => {
    const first = await user.request('/api/analytics/dashboard');
    expect(first.status).toBe(200);
    const built = await statementsBuilt(t.db, async () => {
      const again = await user.request('/api/analytics/dashboard');
      expect(again.status).toBe(200);
      expect(await readJson(again)).toMatchObject({
        openTasks: 2,
        completedTasks: 0,
        activeTopics: 0,
        currency: 'USD',
      });
    });
    expect(built).toEqual([]);
  });

  it.each([
    ['the people', '/api/people', 'people'],
    ['the topics', '/api/summaries', 'summaries'],
    ['the archived topics', '/api/summaries?archived=true', 'summaries'],
    ['the mind-dump history', '/api/mind-dumps', 'entries'],
  ])('builds none for %s read again', async (_, path, key) => {
    expect((await user.request(path)).status).toBe(200);
    const built = await statementsBuilt(t.db, async () => {
      const again = await user.request(path);
      expect(again.status).toBe(200);
      expect(Array.isArray((await readJson(again))[key])).toBe(true);
    });
    expect(built).toEqual([]);
  });
});
