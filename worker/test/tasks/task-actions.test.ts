import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AiError } from '../../src/ai/errors.js';
import { financialImpacts, profiles, taskAssignees } from '../../src/db/schema.js';
import { type ContentApp, call, makePerson, makeTask, withContentApp } from '../helpers/content-helpers.js';
import type { TestUser } from '../helpers/test-app.js';

let t: ContentApp;
let a: TestUser;
let b: TestUser;
withContentApp((...app) => ([t, a, b] = app));

const impactsOf = (taskId: string) =>
  t.db.select().from(financialImpacts).where(eq(financialImpacts.sourceId, taskId));

describe('POST /api/tasks/:id/complete', () => {
  it('completes without an impact row when nothing was saved', async () => {
    const task = await makeTask(a);
    const { status, body } = await call(a, 'POST', `/api/tasks/${task.id}/complete`, {});
    expect(status).toBe(200);
    expect(body.task).toMatchObject({ progress: 100, completedAt: '2026-11-21T08:00:00.000Z' });
    expect(await impactsOf(task.id)).toEqual([]);
  });

  it('records a task_completion impact in the profile currency', async () => {
    const u = await t.signUp();
    await t.db.update(profiles).set({ currencyPreference: 'EUR' }).where(eq(profiles.userId, u.userId));
    const task = await makeTask(u, { title: 'Automate invoices' });
    const { status, body } = await call(u, 'POST', `/api/tasks/${task.id}/complete`, {
      timeSavedMinutes: 90,
      moneySaved: 12.5,
      completedAt: '2026-11-20',
    });
    expect(status).toBe(200);
    expect(body.task.completedAt).toBe('2026-11-20T12:00:00.000Z');
    const [impact] = await impactsOf(task.id);
    expect(impact).toMatchObject({
      sourceType: 'task_completion',
      realizedValue: 12.5,
      timeSavedMinutes: 90,
      currency: 'EUR',
      userId: u.userId,
    });
  });

  it.each([
    [{ moneySaved: -1 }, 'Money saved cannot be negative'],
    [{ timeSavedMinutes: 1.5 }, 'Time saved must be whole minutes'],
    [{ moneySaved: 'lots' }, 'Money saved must be a number'],
    [{ completedAt: '2030-01-01' }, 'Completion date cannot be in the future'],
  ])('refuses %j with 400 "%s"', async (input, message) => {
    const task = await makeTask(a);
    const { status, body } = await call(a, 'POST', `/api/tasks/${task.id}/complete`, input);
    expect(status).toBe(400);
    expect(body.error.message).toContain(message);
    expect((await call(a, 'GET', `/api/tasks/${task.id}`)).body.task.progress).toBe(0);
  });
});

describe('notes', () => {
  it('keeps the history, the latest text on the task, and an impact only when something was saved', async () => {
    const task = await makeTask(a);
    const first = await call(a, 'POST', `/api/tasks/${task.id}/notes`, { text: 'Called the vendor' });
    expect(first.status).toBe(201);
    expect(first.body.task.notes).toBe('Called the vendor');
    expect(await impactsOf(task.id)).toEqual([]);
    t.clock.advance(1000);
    const second = await call(a, 'POST', `/api/tasks/${task.id}/notes`, { text: '  ', timeSavedMinutes: 30 });
    expect(second.body.note).toMatchObject({
      text: 'Progress update with financial impact',
      timeSavedMinutes: 30,
      currency: 'USD',
    });
    expect(second.body.task.notes).toBe('Progress update with financial impact');
    const impacts = await impactsOf(task.id);
    expect(impacts).toHaveLength(1);
    expect(impacts[0]).toMatchObject({ sourceType: 'task_progress', timeSavedMinutes: 30, realizedValue: 0 });
    const list = await call(a, 'GET', `/api/tasks/${task.id}/notes`);
    expect(list.body.notes.map((n: { text: string }) => n.text)).toEqual([
      'Progress update with financial impact',
      'Called the vendor',
    ]);
    t.clock.set('2026-11-21T08:00:00.000Z');
  });

  it('refuses an empty note with nothing saved', async () => {
    const task = await makeTask(a);
    const { status, body } = await call(a, 'POST', `/api/tasks/${task.id}/notes`, { text: ' ' });
    expect(status).toBe(400);
    expect(body.error.message).toBe('Write a note or enter time or cost saved');
  });
});

describe('POST /api/tasks/:id/split', () => {
  it('creates "<title> - Part 2" with the same description and tag and nothing else', async () => {
    const task = await makeTask(a, {
      title: 'Migrate the database',
      description: 'Move to the new cluster',
      tag: 'Work-DevOps',
      progress: 40,
      dueDate: '2026-12-24',
      benchmarks: [{ percentage: 50, description: 'Half' }],
    });
    await call(a, 'POST', `/api/tasks/${task.id}/notes`, { text: 'Started' });
    const { status, body } = await call(a, 'POST', `/api/tasks/${task.id}/split`);
    expect(status).toBe(201);
    expect(body.task).toMatchObject({
      title: 'Migrate the database - Part 2',
      description: 'Move to the new cluster',
      tag: 'Work-DevOps',
      progress: 0,
      notes: null,
      benchmarks: [],
      dependsOn: null,
      parentId: task.id,
      dueDate: '2026-12-24',
    });
    expect(body.original.id).toBe(task.id);
  });
});

describe('POST /api/tasks/:id/benchmarks/generate', () => {
  it('saves the AI benchmarks dated on or before the due date', async () => {
    const task = await makeTask(a, { title: 'Launch the site', dueDate: '2026-12-01' });
    t.ai.script.generateBenchmarks = async () => [
      { percentage: 50, description: 'Content ready', dueDate: '2026-11-25' },
      { percentage: 25, description: 'Design signed off', dueDate: null },
      { percentage: 100, description: 'Live', dueDate: '2027-03-01' },
    ];
    const { status, body } = await call(a, 'POST', `/api/tasks/${task.id}/benchmarks/generate`);
    delete t.ai.script.generateBenchmarks;
    expect(status).toBe(200);
    expect(body.benchmarks).toEqual([
      { percentage: 25, description: 'Design signed off', dueDate: '2026-11-24' },
      { percentage: 50, description: 'Content ready', dueDate: '2026-11-25' },
      { percentage: 100, description: 'Live', dueDate: '2026-12-01' },
    ]);
    expect(body.task.benchmarks).toEqual(body.benchmarks);
  });

  it('answers an AI failure with its status and message and saves nothing', async () => {
    const task = await makeTask(a);
    t.ai.script.generateBenchmarks = async () => {
      throw new AiError('The AI service took too long to answer. Please try again.', 504);
    };
    const { status, body } = await call(a, 'POST', `/api/tasks/${task.id}/benchmarks/generate`);
    delete t.ai.script.generateBenchmarks;
    expect(status).toBe(504);
    expect(body.error).toEqual({
      code: 'timeout',
      message: 'The AI service took too long to answer. Please try again.',
    });
    expect((await call(a, 'GET', `/api/tasks/${task.id}`)).body.task.benchmarks).toEqual([]);
  });
});

describe('assignees', () => {
  it('assigns, refuses a second assignment with 409 and unassigns', async () => {
    const task = await makeTask(a);
    const sarah = await makePerson(t.db, a.userId, 'Sarah');
    const before = t.events.topics(a.userId).length;
    const added = await call(a, 'POST', `/api/tasks/${task.id}/assignees`, { personId: sarah.id });
    expect(added).toEqual({
      status: 201,
      body: { taskId: task.id, assignees: [{ id: sarah.id, name: 'Sarah' }] },
    });
    expect(t.events.topics(a.userId).slice(before)).toEqual(['assignees']);
    const again = await call(a, 'POST', `/api/tasks/${task.id}/assignees`, { personId: sarah.id });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('Already assigned: This person is already assigned to this task.');
    const removed = await call(a, 'DELETE', `/api/tasks/${task.id}/assignees/${sarah.id}`);
    expect(removed).toEqual({ status: 200, body: { taskId: task.id, assignees: [] } });
    const twice = await call(a, 'DELETE', `/api/tasks/${task.id}/assignees/${sarah.id}`);
    expect(twice.status).toBe(404);
  });

  it('refuses a person of another user with 404', async () => {
    const task = await makeTask(a);
    const bob = await makePerson(t.db, b.userId, 'Bob');
    const { status, body } = await call(a, 'POST', `/api/tasks/${task.id}/assignees`, { personId: bob.id });
    expect(status).toBe(404);
    expect(body.error.message).toBe('Person not found');
    const rows = await t.db.select().from(taskAssignees).where(eq(taskAssignees.taskId, task.id));
    expect(rows).toEqual([]);
  });

  it('refuses a missing personId with 400', async () => {
    const task = await makeTask(a);
    const { status, body } = await call(a, 'POST', `/api/tasks/${task.id}/assignees`, {});
    expect(status).toBe(400);
    expect(body.error.code).toBe('bad_request');
  });
});

describe('GET /api/tasks/:id/suggestions', () => {
  it('suggests the person who handled the most similar tasks, with reasoning', async () => {
    const u = await t.signUp();
    const sarah = await makePerson(t.db, u.userId, 'Sarah');
    const tom = await makePerson(t.db, u.userId, 'Tom');
    for (const title of ['Renew the TLS certificate on the gateway', 'Rotate TLS certificates for the API']) {
      const past = await makeTask(u, { title });
      await call(u, 'POST', `/api/tasks/${past.id}/assignees`, { personId: sarah.id });
    }
    const other = await makeTask(u, { title: 'Book the team dinner' });
    await call(u, 'POST', `/api/tasks/${other.id}/assignees`, { personId: tom.id });
    const target = await makeTask(u, { title: 'Renew the TLS certificate for the mail server' });
    const { status, body } = await call(u, 'GET', `/api/tasks/${target.id}/suggestions`);
    expect(status).toBe(200);
    expect(body.suggestions).toHaveLength(1);
    expect(body.suggestions[0]).toMatchObject({
      taskId: target.id,
      suggestedPersonId: sarah.id,
      suggestedPersonName: 'Sarah',
      similarTaskTitle: 'Renew the TLS certificate on the gateway',
    });
    expect(body.suggestions[0].reasoning).toMatch(/^Sarah handled 2 similar tasks, e\.g\. "/);
    expect(body.suggestions[0].confidence).toBeGreaterThan(0);
    expect(body.suggestions[0].confidence).toBeLessThanOrEqual(1);
    const unrelated = await makeTask(u, { title: 'Water the plants' });
    expect((await call(u, 'GET', `/api/tasks/${unrelated.id}/suggestions`)).body.suggestions).toEqual([]);
  });
});

describe('POST /api/tasks/:id/setup', () => {
  it('refuses a due date before today in the request’s time zone', async () => {
    const task = await makeTask(a);
    // 20:00 UTC on 21 Nov is already 22 Nov in Tokyo.
    t.clock.set('2026-11-21T20:00:00.000Z');
    const { status, body } = await call(a, 'POST', `/api/tasks/${task.id}/setup`, {
      dueDate: '2026-11-21',
      timeZone: 'Asia/Tokyo',
    });
    expect(status).toBe(400);
    expect(body.error.message).toBe('Due date cannot be in the past');
    const ok = await call(a, 'POST', `/api/tasks/${task.id}/setup`, {
      dueDate: '2026-11-21',
      timeZone: 'UTC',
    });
    t.clock.set('2026-11-21T08:00:00.000Z');
    expect(ok.status).toBe(200);
    expect(ok.body.task.dueDate).toBe('2026-11-21');
  });

  it('sets the due date, assigns existing and new people, generates benchmarks and splits', async () => {
    const u = await t.signUp();
    const task = await makeTask(u, { title: 'Prepare the audit' });
    const sarah = await makePerson(t.db, u.userId, 'Sarah');
    t.ai.script.generateBenchmarks = async () => [{ percentage: 50, description: 'Evidence', dueDate: null }];
    const { status, body } = await call(u, 'POST', `/api/tasks/${task.id}/setup`, {
      dueDate: '2026-12-11',
      personIds: [sarah.id],
      newPeople: ['Priya', 'sarah'],
      generateBenchmarks: true,
      split: true,
    });
    delete t.ai.script.generateBenchmarks;
    expect(status).toBe(200);
    expect(body.task.dueDate).toBe('2026-12-11');
    expect(body.task.benchmarks).toEqual([
      { percentage: 50, description: 'Evidence', dueDate: '2026-12-01' },
    ]);
    expect(body.task.assignees.map((p: { name: string }) => p.name).sort()).toEqual(['Priya', 'Sarah']);
    expect(body.splitTask).toMatchObject({ title: 'Prepare the audit - Part 2', parentId: task.id });
  });

  it('writes nothing when the AI fails', async () => {
    const task = await makeTask(a, { title: 'Untouched' });
    t.ai.script.generateBenchmarks = async () => {
      throw new AiError('The AI service is unavailable. Please try again later.', 503);
    };
    const { status, body } = await call(a, 'POST', `/api/tasks/${task.id}/setup`, {
      dueDate: '2026-12-30',
      newPeople: ['Nobody New'],
      generateBenchmarks: true,
      split: true,
    });
    delete t.ai.script.generateBenchmarks;
    expect(status).toBe(503);
    expect(body.error.message).toBe('The AI service is unavailable. Please try again later.');
    const after = await call(a, 'GET', `/api/tasks/${task.id}`);
    expect(after.body.task.dueDate).toBe(task.dueDate);
    expect(after.body.task.assignees).toEqual([]);
    const parts = await call(a, 'GET', '/api/tasks?status=all&q=Untouched');
    expect(parts.body.tasks).toHaveLength(1);
  });

  it('refuses a person of another user with 404 and writes nothing', async () => {
    const task = await makeTask(a);
    const bob = await makePerson(t.db, b.userId, 'Bob');
    const { status } = await call(a, 'POST', `/api/tasks/${task.id}/setup`, { personIds: [bob.id] });
    expect(status).toBe(404);
    const rows = await t.db
      .select()
      .from(taskAssignees)
      .where(and(eq(taskAssignees.taskId, task.id), eq(taskAssignees.personId, bob.id)));
    expect(rows).toEqual([]);
  });
});
