/**
 * Benchmark dates follow a due-date edit (issue 14 item 8): when PATCH /api/tasks/:id moves the due date by N
 * days, every dated benchmark moves by N days too (shared shiftBenchmarkDates); undated ones stay undated, and
 * benchmarks sent in the same edit are taken as given.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ContentApp, call, contentApp, makeTask } from '../helpers/content-helpers.js';

let t: ContentApp;
beforeAll(async () => {
  t = await contentApp();
});
afterAll(() => t.close());

const plan = [
  { percentage: 25, description: 'Draft', dueDate: '2026-11-28' },
  { percentage: 50, description: 'Review', dueDate: null },
  { percentage: 100, description: 'Ship', dueDate: '2026-12-05' },
];

describe('benchmark dates and the due date', () => {
  it('moves dated benchmarks by the days the due date moved', async () => {
    const u = await t.signUp();
    const task = await makeTask(u, { title: 'Launch the site', dueDate: '2026-12-05', benchmarks: plan });
    const later = await call(u, 'PATCH', `/api/tasks/${task.id}`, { dueDate: '2026-12-12' });
    expect(later.status).toBe(200);
    expect(later.body.task.benchmarks.map((b: { dueDate: string | null }) => b.dueDate)).toEqual([
      '2026-12-05',
      null,
      '2026-12-12',
    ]);
    const earlier = await call(u, 'PATCH', `/api/tasks/${task.id}`, { dueDate: '2026-12-02' });
    expect(earlier.body.task.benchmarks.map((b: { dueDate: string | null }) => b.dueDate)).toEqual([
      '2026-11-25',
      null,
      '2026-12-02',
    ]);
  });

  it('keeps benchmarks sent with the edit, and another user cannot move them', async () => {
    const u = await t.signUp();
    const other = await t.signUp();
    const task = await makeTask(u, { title: 'Plan the offsite', dueDate: '2026-12-05', benchmarks: plan });
    const given = [{ percentage: 100, description: 'Done', dueDate: '2026-12-01' }];
    const both = await call(u, 'PATCH', `/api/tasks/${task.id}`, {
      dueDate: '2026-12-20',
      benchmarks: given,
    });
    expect(both.body.task.benchmarks).toEqual(given);
    expect((await call(other, 'PATCH', `/api/tasks/${task.id}`, { dueDate: '2026-12-30' })).status).toBe(404);
    expect((await call(u, 'GET', `/api/tasks/${task.id}`)).body.task.benchmarks).toEqual(given);
  });
});
