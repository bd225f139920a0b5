/**
 * Every content route's answer parses with its response schema from @mynd/shared — the schemas the web app's
 * and the extension's API client check responses against.
 */
import {
  AnalyzeSummaryResponseSchema,
  AssigneesResponseSchema,
  BenchmarksResponseSchema,
  CompletedResponseSchema,
  DashboardResponseSchema,
  DueTasksResponseSchema,
  DuplicatesResponseSchema,
  KeywordAnalysisResponseSchema,
  KeywordsResponseSchema,
  MergeSummariesResponseSchema,
  MindDumpHistoryResponseSchema,
  MindDumpResponseSchema,
  NoteListResponseSchema,
  NoteResponseSchema,
  OkResponseSchema,
  OrgChartResponseSchema,
  OrgChartSyncResponseSchema,
  SetupTaskResponseSchema,
  SplitTaskResponseSchema,
  SuggestionsResponseSchema,
  SummaryListResponseSchema,
  SummaryResponseSchema,
  SummaryTasksResponseSchema,
  TaskListResponseSchema,
  TaskResponseSchema,
  TrendsResponseSchema,
} from '@mynd/shared';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { z } from 'zod';
import { type ContentApp, call, contentApp, makePerson } from '../helpers/content-helpers.js';
import type { TestUser } from '../helpers/test-app.js';

let t: ContentApp;
let u: TestUser;

beforeAll(async () => {
  t = await contentApp();
  u = await t.signUp('dana@example.com');
});
afterAll(() => t.close());

async function expectShape(schema: z.ZodType, method: string, path: string, body?: unknown) {
  const res = await call(u, method, path, body);
  expect(res.status, `${method} ${path}: ${JSON.stringify(res.body)}`).toBeLessThan(300);
  const parsed = schema.safeParse(res.body);
  expect(parsed.success, `${method} ${path}: ${parsed.error?.message}`).toBe(true);
  return res.body;
}

it('answers every content route with its shared response schema', async () => {
  const dump = await expectShape(MindDumpResponseSchema, 'POST', '/api/mind-dumps', {
    text:
      'Renew the TLS certificate on the API gateway by Friday. Ask Sarah to update the runbook tomorrow. ' +
      'Plan the family trip to the lake next month and book the cabin.',
    timeZone: 'Europe/Berlin',
    source: { kind: 'selection', url: 'https://example.com/page', title: 'A page' },
    clientId: 'contract-capture-1',
  });
  await expectShape(MindDumpHistoryResponseSchema, 'GET', '/api/mind-dumps');
  const created = await expectShape(TaskResponseSchema, 'POST', '/api/tasks', {
    title: 'Write the contract test',
  });
  const id = created.task.id;
  const person = await makePerson(t.db, u.userId, 'Sarah');
  await expectShape(TaskListResponseSchema, 'GET', '/api/tasks?status=all');
  await expectShape(DueTasksResponseSchema, 'GET', '/api/tasks/due');
  await expectShape(TaskResponseSchema, 'GET', `/api/tasks/${id}`);
  await expectShape(TaskResponseSchema, 'PATCH', `/api/tasks/${id}`, { progress: 50 });
  await expectShape(NoteResponseSchema, 'POST', `/api/tasks/${id}/notes`, {
    text: 'Half way',
    moneySaved: 3,
  });
  await expectShape(NoteListResponseSchema, 'GET', `/api/tasks/${id}/notes`);
  await expectShape(BenchmarksResponseSchema, 'POST', `/api/tasks/${id}/benchmarks/generate`);
  await expectShape(AssigneesResponseSchema, 'POST', `/api/tasks/${id}/assignees`, { personId: person.id });
  await expectShape(SuggestionsResponseSchema, 'GET', `/api/tasks/${id}/suggestions`);
  await expectShape(SetupTaskResponseSchema, 'POST', `/api/tasks/${id}/setup`, {
    newPeople: ['Priya'],
    split: true,
  });
  await expectShape(SplitTaskResponseSchema, 'POST', `/api/tasks/${id}/split`);
  await expectShape(AssigneesResponseSchema, 'DELETE', `/api/tasks/${id}/assignees/${person.id}`);
  await expectShape(TaskResponseSchema, 'POST', `/api/tasks/${id}/complete`, { timeSavedMinutes: 10 });

  const summaryId = dump.summaries[0]?.id;
  expect(summaryId).toBeTruthy();
  await expectShape(SummaryListResponseSchema, 'GET', '/api/summaries');
  await expectShape(AnalyzeSummaryResponseSchema, 'POST', `/api/summaries/${summaryId}/analyze`);
  await expectShape(SummaryTasksResponseSchema, 'POST', `/api/summaries/${summaryId}/tasks`);
  await expectShape(SummaryResponseSchema, 'PATCH', `/api/summaries/${summaryId}`, { archived: true });
  await expectShape(DuplicatesResponseSchema, 'GET', '/api/summaries/duplicates');
  await expectShape(KeywordsResponseSchema, 'GET', '/api/summaries/keywords');
  await expectShape(KeywordAnalysisResponseSchema, 'POST', '/api/summaries/keywords/analyze');
  const active = (await call(u, 'GET', '/api/summaries?archived=true')).body.summaries;
  const other = await call(u, 'GET', '/api/summaries');
  const ids = [...active, ...other.body.summaries].slice(0, 2).map((s: { id: string }) => s.id);
  if (ids.length === 2) {
    await expectShape(MergeSummariesResponseSchema, 'POST', '/api/summaries/merge', { summaryIds: ids });
  }

  await expectShape(DashboardResponseSchema, 'GET', '/api/analytics/dashboard');
  await expectShape(CompletedResponseSchema, 'GET', '/api/analytics/completed?period=all');
  await expectShape(TrendsResponseSchema, 'GET', '/api/analytics/trends');

  await expectShape(OrgChartResponseSchema, 'GET', '/api/org-chart');
  await expectShape(OrgChartResponseSchema, 'PUT', '/api/org-chart', {
    fileName: 'org.json',
    content: JSON.stringify({ people: [{ name: 'Dana', email: 'dana@example.com', level: 1 }] }),
  });
  await expectShape(OrgChartSyncResponseSchema, 'POST', '/api/org-chart/sync');
  await expectShape(OkResponseSchema, 'DELETE', '/api/org-chart');
  await expectShape(OkResponseSchema, 'DELETE', `/api/tasks/${id}`);
  await expectShape(OkResponseSchema, 'DELETE', `/api/mind-dumps/${dump.mindDumpId}`);
});

it('answers 401 with the spec’s message on every content route without a session', async () => {
  const routes: [string, string][] = [
    ['GET', '/api/tasks'],
    ['GET', '/api/tasks/due'],
    ['POST', '/api/tasks'],
    ['PATCH', '/api/tasks/some-id'],
    ['POST', '/api/tasks/some-id/complete'],
    ['GET', '/api/summaries'],
    ['POST', '/api/summaries/merge'],
    ['POST', '/api/mind-dumps'],
    ['GET', '/api/mind-dumps'],
    ['GET', '/api/analytics/dashboard'],
    ['GET', '/api/analytics/trends'],
    ['PUT', '/api/org-chart'],
    ['POST', '/api/org-chart/sync'],
    ['POST', '/api/speech-to-text'],
  ];
  for (const [method, path] of routes) {
    const res = await t.app.request(path, {
      method,
      headers: { 'content-type': 'application/json', authorization: 'Bearer not-a-session' },
      body: method === 'GET' ? undefined : '{}',
    });
    expect(res.status, `${method} ${path}`).toBe(401);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(
      'User not authenticated or session expired',
    );
  }
});
