/**
 * The reads of a user's tag examples (services/task-feedback): whatever the number of examples, each of the two
 * reads answers ONE row (the database writes the examples as one JSON text), so a mind dump does not decode and
 * map a row per tagged task; and the examples are the newest tasks the user made themselves (at most 300, Unsorted
 * ones and extracted ones left out: an extracted task's tag is the extractor's until the user corrects it) and the
 * newest tag and title corrections (at most 200, deletions left out), newest first, with their weights — read from
 * the partial index of the user's own tasks, however many extracted tasks they have.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { taskFeedback, tasks } from '../../src/db/schema.js';
import { newId } from '../../src/lib/ids.js';
import { tagExampleQueries, tagExamples } from '../../src/services/task-feedback.js';
import { createTestApp } from '../helpers/test-app.js';

type App = Awaited<ReturnType<typeof createTestApp>>;

let t: App;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const at = (minute: number) => new Date(Date.UTC(2026, 10, 1, 0, minute)).toISOString();

async function seedTasks(userId: string, count: number) {
  const rows = Array.from({ length: count }, (_, i) => ({
    id: newId(),
    userId,
    title: `Task ${i}`,
    tag: i % 7 === 0 ? 'Unsorted' : i % 2 ? 'Work' : 'Life',
    dueDate: '2026-12-01',
    mindDumpId: i % 3 === 0 ? null : `dump-${i}`,
    createdAt: at(i),
    updatedAt: at(i),
  }));
  for (let i = 0; i < rows.length; i += 100) await t.db.insert(tasks).values(rows.slice(i, i + 100));
  return rows;
}

async function seedFeedback(userId: string, count: number) {
  const kinds = ['tag', 'title', 'due', 'delete'] as const;
  const rows = Array.from({ length: count }, (_, i) => ({
    id: newId(),
    userId,
    taskId: `task-${i}`,
    kind: kinds[i % 4]!,
    title: `Corrected ${i}`,
    tag: i % 2 ? 'Work' : 'Life',
    createdAt: at(i),
  }));
  for (let i = 0; i < rows.length; i += 100) await t.db.insert(taskFeedback).values(rows.slice(i, i + 100));
  return rows;
}

async function readExamples(userId: string) {
  const [taskRows, feedbackRows] = await t.db.batch(tagExampleQueries(t.db, userId));
  return { rows: [taskRows.length, feedbackRows.length], examples: tagExamples(taskRows, feedbackRows) };
}

describe('tag examples', () => {
  it('are read as one row per read, however many there are', async () => {
    for (const [taskCount, feedbackCount] of [
      [0, 0],
      [5, 3],
      [120, 40],
    ] as const) {
      const user = await t.signUp();
      await seedTasks(user.userId, taskCount);
      await seedFeedback(user.userId, feedbackCount);
      const { rows } = await readExamples(user.userId);
      expect(rows, `${taskCount} tasks, ${feedbackCount} corrections`).toEqual([1, 1]);
    }
  });

  it('are the newest 300 tasks the user tagged and 200 tag or title corrections, newest first, weighted', async () => {
    const user = await t.signUp();
    const taskRows = await seedTasks(user.userId, 1300);
    const feedbackRows = await seedFeedback(user.userId, 260);
    const { examples } = await readExamples(user.userId);
    const expectedTasks = taskRows
      .filter((r) => r.tag !== 'Unsorted' && r.mindDumpId === null)
      .reverse()
      .slice(0, 300)
      .map((r) => ({ text: r.title, tag: r.tag, weight: 1 }));
    const expectedFeedback = feedbackRows
      .filter((r) => r.kind !== 'delete')
      .reverse()
      .slice(0, 200)
      .filter((r) => r.kind === 'tag' || r.kind === 'title')
      .map((r) => ({ text: r.title, tag: r.tag, weight: r.kind === 'tag' ? 3 : 2 }));
    expect(expectedTasks).toHaveLength(300);
    expect(examples).toEqual([...expectedTasks, ...expectedFeedback]);
  });

  it("read the user's own tasks from their partial index, not every extracted task", async () => {
    const user = await t.signUp();
    const q = tagExampleQueries(t.db, user.userId)[0].toSQL();
    const plan = await t.client.execute({ sql: `explain query plan ${q.sql}`, args: q.params as never[] });
    const steps = plan.rows.map((r) => String(r.detail)).join('\n');
    expect(steps).toContain('INDEX tasks_user_own_idx (user_id=?)');
  });
});
