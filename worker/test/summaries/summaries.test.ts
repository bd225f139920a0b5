import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AiError } from '../../src/ai/errors.js';
import { summaryCards, tasks } from '../../src/db/schema.js';
import { newId } from '../../src/lib/ids.js';
import { type ContentApp, call, withContentApp } from '../helpers/content-helpers.js';
import type { TestUser } from '../helpers/test-app.js';

let t: ContentApp;
let a: TestUser;
let b: TestUser;
withContentApp((...app) => ([t, a, b] = app));

async function makeSummary(
  userId: string,
  topicTitle: string,
  summaryContent: string,
  extra: Partial<typeof summaryCards.$inferInsert> = {},
) {
  const id = newId();
  await t.db.insert(summaryCards).values({
    id,
    userId,
    topicTitle,
    summaryContent,
    createdAt: '2026-11-21T07:00:00.000Z',
    ...extra,
  });
  return id;
}

describe('list, archive, delete', () => {
  it('lists active or archived summaries newest first and moves them between the two', async () => {
    const u = await t.signUp();
    const older = await makeSummary(u.userId, 'Older', 'x', { createdAt: '2026-11-20T07:00:00.000Z' });
    const newer = await makeSummary(u.userId, 'Newer', 'y');
    const active = await call(u, 'GET', '/api/summaries');
    expect(active.body.summaries.map((s: { id: string }) => s.id)).toEqual([newer, older]);
    const archived = await call(u, 'PATCH', `/api/summaries/${older}`, { archived: true });
    expect(archived.status).toBe(200);
    expect(archived.body.summary).toMatchObject({ id: older, archived: true });
    expect((await call(u, 'GET', '/api/summaries?archived=true')).body.summaries).toHaveLength(1);
    expect((await call(u, 'GET', '/api/summaries?archived=false')).body.summaries).toHaveLength(1);
    expect(t.events.topics(u.userId)).toEqual(['summaries']);
    const taskId = newId();
    await t.db
      .insert(tasks)
      .values({ id: taskId, userId: u.userId, title: 'From it', dueDate: '2026-12-01', summaryId: older });
    expect(await call(u, 'DELETE', `/api/summaries/${older}`)).toEqual({
      status: 200,
      body: { ok: true, undoToken: expect.any(String) },
    });
    const [task] = await t.db.select().from(tasks).where(eq(tasks.id, taskId));
    expect(task?.summaryId).toBeNull();
    expect((await call(u, 'GET', '/api/summaries?archived=true')).body.summaries).toEqual([]);
  });

  it('refuses bad input with 400', async () => {
    const id = await makeSummary(a.userId, 'T', 'c');
    const badQuery = await call(a, 'GET', '/api/summaries?archived=maybe');
    expect(badQuery.status).toBe(400);
    expect(badQuery.body.error.message).toBe('archived must be true or false');
    const badBody = await call(a, 'PATCH', `/api/summaries/${id}`, { archived: 'yes' });
    expect(badBody.status).toBe(400);
    expect(badBody.body.error.message).toBe('archived must be true or false');
  });

  it('answers 404 to another user on every :id route and leaves the card unchanged', async () => {
    const id = await makeSummary(a.userId, 'Private', 'secret');
    for (const [method, path, body] of [
      ['PATCH', `/api/summaries/${id}`, { archived: true }],
      ['DELETE', `/api/summaries/${id}`],
      ['POST', `/api/summaries/${id}/analyze`],
      ['POST', `/api/summaries/${id}/tasks`],
    ] as [string, string, unknown?][]) {
      const res = await call(b, method, path, body);
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.body.error.message).toBe('Summary not found');
    }
    const merge = await call(b, 'POST', '/api/summaries/merge', {
      summaryIds: [id, await makeSummary(b.userId, 'B', 'b')],
    });
    expect(merge.status).toBe(404);
    const [row] = await t.db.select().from(summaryCards).where(eq(summaryCards.id, id));
    expect(row).toMatchObject({ archived: false, hasAnalysis: false, topicTitle: 'Private' });
  });
});

describe('POST /api/summaries/:id/analyze', () => {
  it('stores the analysis with the user’s profile in the AI context', async () => {
    const id = await makeSummary(a.userId, 'Hiring', 'We need two engineers.');
    let profileSeen: unknown;
    t.ai.script.analyzeTopic = async (topic, ctx) => {
      profileSeen = ctx.profile;
      return `## ${topic.title}\n\nHire carefully.`;
    };
    const { status, body } = await call(a, 'POST', `/api/summaries/${id}/analyze`);
    delete t.ai.script.analyzeTopic;
    expect(status).toBe(200);
    expect(body.analysisContent).toBe('## Hiring\n\nHire carefully.');
    expect(body.summary).toMatchObject({
      hasAnalysis: true,
      analysisContent: '## Hiring\n\nHire carefully.',
    });
    expect(profileSeen).not.toBeUndefined();
  });

  it('answers an empty analysis with 502 and the spec’s sentence', async () => {
    const id = await makeSummary(a.userId, 'Empty', 'e');
    t.ai.script.analyzeTopic = async () => '   ';
    const { status, body } = await call(a, 'POST', `/api/summaries/${id}/analyze`);
    delete t.ai.script.analyzeTopic;
    expect(status).toBe(502);
    expect(body.error.message).toBe('Analysis could not be generated at this time.');
  });

  it('passes an AI failure through', async () => {
    const id = await makeSummary(a.userId, 'Down', 'd');
    t.ai.script.analyzeTopic = async () => {
      throw new AiError('The AI service is unavailable. Please try again later.', 503);
    };
    const { status, body } = await call(a, 'POST', `/api/summaries/${id}/analyze`);
    delete t.ai.script.analyzeTopic;
    expect(status).toBe(503);
    expect(body.error.message).toBe('The AI service is unavailable. Please try again later.');
  });
});

describe('POST /api/summaries/:id/tasks', () => {
  it('creates tasks linked to the summary, with tags checked against the user’s', async () => {
    const u = await t.signUp();
    const id = await makeSummary(u.userId, 'Ops', 'Patch the servers.', {
      analysisContent: 'Do it',
      hasAnalysis: true,
    });
    let analysisSeen: string | null = null;
    t.ai.script.tasksFromTopic = async (topic) => {
      analysisSeen = topic.analysis;
      return [
        {
          title: 'Patch the servers',
          description: 'All of them',
          tag: 'work-devops',
          dueDate: null,
          dueText: null,
          sourceText: 'Patch the servers.',
          people: ['Ann'],
          topicIndex: null,
        },
        { title: '', description: 'invalid, skipped' } as never,
      ];
    };
    const { status, body } = await call(u, 'POST', `/api/summaries/${id}/tasks`);
    delete t.ai.script.tasksFromTopic;
    expect(status).toBe(201);
    expect(analysisSeen).toBe('Do it');
    expect(body.tasks).toHaveLength(1);
    expect(body.tasks[0]).toMatchObject({
      title: 'Patch the servers',
      tag: 'Work-DevOps',
      summaryId: id,
      dueDate: '2026-12-05',
    });
    expect(body.tasks[0].assignees.map((p: { name: string }) => p.name)).toEqual(['Ann']);
  });
});

describe('duplicates and merge', () => {
  it('groups similar active summaries and merges them into one, moving their tasks', async () => {
    const u = await t.signUp();
    const text = 'Migrate the billing database to the new Postgres cluster before the audit in December.';
    const one = await makeSummary(u.userId, 'Billing database migration', text);
    const two = await makeSummary(u.userId, 'Billing database migration', `${text} Keep backups.`);
    await makeSummary(u.userId, 'Team offsite', 'Choose a venue for the spring offsite and book flights.');
    const taskId = newId();
    await t.db
      .insert(tasks)
      .values({ id: taskId, userId: u.userId, title: 'Back up', dueDate: '2026-12-01', summaryId: one });
    const dup = await call(u, 'GET', '/api/summaries/duplicates');
    expect(dup.status).toBe(200);
    expect(dup.body.groups).toHaveLength(1);
    expect(dup.body.groups[0].summaries.map((s: { id: string }) => s.id).sort()).toEqual([one, two].sort());
    expect(dup.body.groups[0].similarity).toBeGreaterThan(0.75);

    t.ai.script.mergeSummaries = async (items) => ({
      title: 'Billing migration',
      summary: items.map((i) => i.summary).join(' '),
    });
    const merged = await call(u, 'POST', '/api/summaries/merge', { summaryIds: [one, two] });
    delete t.ai.script.mergeSummaries;
    expect(merged.status).toBe(201);
    expect(merged.body.summary.topicTitle).toBe('Billing migration');
    expect(merged.body.mergedIds.sort()).toEqual([one, two].sort());
    const list = await call(u, 'GET', '/api/summaries');
    expect(list.body.summaries.map((s: { topicTitle: string }) => s.topicTitle).sort()).toEqual([
      'Billing migration',
      'Team offsite',
    ]);
    const [task] = await t.db.select().from(tasks).where(eq(tasks.id, taskId));
    expect(task?.summaryId).toBe(merged.body.summary.id);
  });

  it('keeps everything when the AI fails during a merge', async () => {
    const u = await t.signUp();
    const one = await makeSummary(u.userId, 'A', 'a');
    const two = await makeSummary(u.userId, 'B', 'b');
    t.ai.script.mergeSummaries = async () => {
      throw new AiError('The AI service returned an invalid answer. Please try again.', 502);
    };
    const res = await call(u, 'POST', '/api/summaries/merge', { summaryIds: [one, two] });
    delete t.ai.script.mergeSummaries;
    expect(res.status).toBe(502);
    expect((await call(u, 'GET', '/api/summaries')).body.summaries).toHaveLength(2);
  });

  it.each([
    [{ summaryIds: ['only-one-id'] }, 'Pick at least two summaries to merge'],
    [{ summaryIds: ['same-id-1', 'same-id-1'] }, 'A summary is listed twice'],
    [{}, 'summaryIds'],
  ])('refuses %j with 400', async (input, message) => {
    const { status, body } = await call(a, 'POST', '/api/summaries/merge', input);
    expect(status).toBe(400);
    expect(body.error.message).toContain(message);
  });
});

describe('keywords', () => {
  it('counts keywords over titles and contents and analyses the top 20', async () => {
    const u = await t.signUp();
    const empty = await call(u, 'POST', '/api/summaries/keywords/analyze');
    expect(empty.status).toBe(400);
    expect(empty.body.error.message).toBe(
      'No topics analyzed yet. Create some summaries to see keyword insights.',
    );
    await makeSummary(
      u.userId,
      'Kubernetes upgrade',
      'Upgrade kubernetes nodes; kubernetes needs care. This will take time.',
    );
    await makeSummary(u.userId, 'Budget', 'Budget review with finance.');
    const { status, body } = await call(u, 'GET', '/api/summaries/keywords');
    expect(status).toBe(200);
    expect(body.keywords[0]).toEqual({ word: 'kubernetes', count: 3 });
    const words = body.keywords.map((k: { word: string }) => k.word);
    expect(words).not.toContain('this');
    expect(words).not.toContain('time');
    let sent: { word: string }[] = [];
    t.ai.script.analyzeKeywords = async (keywords) => {
      sent = keywords;
      return 'One.\n\nTwo.\n\nThree.';
    };
    const analysis = await call(u, 'POST', '/api/summaries/keywords/analyze');
    delete t.ai.script.analyzeKeywords;
    expect(analysis.status).toBe(200);
    expect(analysis.body.analysis).toBe('One.\n\nTwo.\n\nThree.');
    expect(sent.length).toBeLessThanOrEqual(20);
    expect(sent[0]?.word).toBe('kubernetes');
  });
});
