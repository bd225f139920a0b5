import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { summaryCards } from '../../src/db/schema.js';
import { newId } from '../../src/lib/ids.js';
import { type ContentApp, call, contentApp, makeTask } from '../helpers/content-helpers.js';

let t: ContentApp;

beforeAll(async () => {
  t = await contentApp();
});
afterAll(() => t.close());

describe('GET /api/analytics/dashboard', () => {
  it('is all zeros for a new user', async () => {
    const u = await t.signUp();
    const { status, body } = await call(u, 'GET', '/api/analytics/dashboard');
    expect(status).toBe(200);
    expect(body).toEqual({
      activeTopics: 0,
      openTasks: 0,
      completedTasks: 0,
      realizedGainsByCurrency: [],
      currency: 'USD',
      estTimeGainsHours: 0,
      avgTaskDurationDays: 0,
    });
  });

  it('adds up completions and progress notes, and counts only the user’s own rows', async () => {
    const u = await t.signUp();
    const other = await t.signUp();
    await t.db.insert(summaryCards).values([
      { id: newId(), userId: u.userId, topicTitle: 'A', summaryContent: 'a' },
      { id: newId(), userId: u.userId, topicTitle: 'B', summaryContent: 'b', archived: true },
    ]);
    t.clock.set('2026-11-11T08:00:00.000Z');
    const old = await makeTask(u, { title: 'Ten days old' });
    t.clock.set('2026-11-19T08:00:00.000Z');
    await makeTask(u, { title: 'Two days old' });
    t.clock.set('2026-11-21T08:00:00.000Z');
    const done = await makeTask(u, { title: 'Done today' });
    await call(u, 'POST', `/api/tasks/${done.id}/complete`, { timeSavedMinutes: 45, moneySaved: 100.25 });
    await call(u, 'POST', `/api/tasks/${old.id}/notes`, {
      text: 'progress',
      timeSavedMinutes: 30,
      moneySaved: 20,
    });
    await call(u, 'POST', `/api/tasks/${old.id}/notes`, { text: 'no savings' });
    const theirs = await makeTask(other, { title: 'Not counted' });
    await call(other, 'POST', `/api/tasks/${theirs.id}/complete`, { timeSavedMinutes: 600, moneySaved: 999 });

    const { body } = await call(u, 'GET', '/api/analytics/dashboard');
    expect(body).toEqual({
      activeTopics: 1,
      openTasks: 2,
      completedTasks: 1,
      realizedGainsByCurrency: [{ currency: 'USD', amount: 120.25 }],
      currency: 'USD',
      estTimeGainsHours: 1.3, // 75 minutes
      avgTaskDurationDays: 6, // (10 + 2) / 2
    });
  });
});

describe('GET /api/analytics/completed', () => {
  it('lists tasks completed in the period with their impacts and totals', async () => {
    const u = await t.signUp();
    const recent = await makeTask(u, { title: 'Recent', tag: 'Work-DevOps' });
    const older = await makeTask(u, { title: 'Older' });
    await call(u, 'POST', `/api/tasks/${recent.id}/notes`, { timeSavedMinutes: 60, moneySaved: 5 });
    await call(u, 'POST', `/api/tasks/${recent.id}/complete`, { timeSavedMinutes: 30, moneySaved: 10 });
    await call(u, 'POST', `/api/tasks/${older.id}/complete`, { completedAt: '2026-10-01', moneySaved: 1 });

    const week = await call(u, 'GET', '/api/analytics/completed?period=week');
    expect(week.status).toBe(200);
    expect(week.body).toEqual({
      period: 'week',
      totals: { tasks: 1, moneySavedByCurrency: [{ currency: 'USD', amount: 15 }], timeSavedHours: 1.5 },
      currency: 'USD',
      items: [
        {
          id: recent.id,
          title: 'Recent',
          tag: 'Work-DevOps',
          completedAt: '2026-11-21T08:00:00.000Z',
          moneySavedByCurrency: [{ currency: 'USD', amount: 15 }],
          timeSavedMinutes: 90,
        },
      ],
      nextCursor: null,
    });
    const quarter = await call(u, 'GET', '/api/analytics/completed?period=quarter');
    expect(quarter.body.totals).toEqual({
      tasks: 2,
      moneySavedByCurrency: [{ currency: 'USD', amount: 16 }],
      timeSavedHours: 1.5,
    });
    expect(quarter.body.items.map((i: { title: string }) => i.title)).toEqual(['Recent', 'Older']);
    expect((await call(u, 'GET', '/api/analytics/completed')).body.period).toBe('week');
  });

  it('refuses an unknown period', async () => {
    const u = await t.signUp();
    const { status, body } = await call(u, 'GET', '/api/analytics/completed?period=decade');
    expect(status).toBe(400);
    expect(body.error.message).toBe('Period must be week, month, quarter, year or all');
  });
});

describe('GET /api/analytics/trends', () => {
  it('gives one point per ISO week, the current week last', async () => {
    const u = await t.signUp();
    const task = await makeTask(u);
    await call(u, 'POST', `/api/tasks/${task.id}/complete`, { timeSavedMinutes: 120, moneySaved: 50 });
    const { status, body } = await call(u, 'GET', '/api/analytics/trends?weeks=3');
    expect(status).toBe(200);
    // 21 Nov 2026 is a Saturday: its week starts on Monday 16 Nov.
    expect(body.points.map((p: { weekStart: string }) => p.weekStart)).toEqual([
      '2026-11-02',
      '2026-11-09',
      '2026-11-16',
    ]);
    expect(body.points[2]).toEqual({
      weekStart: '2026-11-16',
      tasksCompleted: 1,
      moneySavedByCurrency: [{ currency: 'USD', amount: 50 }],
      timeSavedHours: 2,
    });
    expect(body.points[0]).toEqual({
      weekStart: '2026-11-02',
      tasksCompleted: 0,
      moneySavedByCurrency: [],
      timeSavedHours: 0,
    });
    expect((await call(u, 'GET', '/api/analytics/trends')).body.points).toHaveLength(12);
  });

  it('refuses weeks out of range', async () => {
    const u = await t.signUp();
    expect((await call(u, 'GET', '/api/analytics/trends?weeks=0')).status).toBe(400);
    expect((await call(u, 'GET', '/api/analytics/trends?weeks=abc')).status).toBe(400);
  });

  it('answers 401 without a session', async () => {
    expect((await t.app.request('/api/analytics/dashboard')).status).toBe(401);
  });
});
