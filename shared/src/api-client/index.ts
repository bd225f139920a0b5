/**
 * @module api-client — the one typed client of the Mynd API, used by the web app (cookie session) and the
 * extension (Bearer token). Request types are the shared schemas' inputs; responses are parsed with their schemas.
 */
import type { z } from 'zod';
import {
  AccountExportSchema,
  DeleteAllTasksResponseSchema,
  HealthResponseSchema,
} from '../schemas/account.js';
import {
  CompletedResponseSchema,
  DashboardResponseSchema,
  TrendsResponseSchema,
} from '../schemas/analytics.js';
import {
  type ChangePasswordRequest,
  ChangePasswordResponseSchema,
  MeResponseSchema,
  OutboxResponseSchema,
  SendCodeResponseSchema,
  SessionResponseSchema,
  type SignInRequest,
  type VerifyCodeRequest,
} from '../schemas/auth.js';
import { OkResponseSchema } from '../schemas/common.js';
import {
  MindDumpHistoryResponseSchema,
  type MindDumpRequest,
  MindDumpResponseSchema,
} from '../schemas/mind-dumps.js';
import { OrgChartResponseSchema, OrgChartSyncResponseSchema } from '../schemas/org-chart.js';
import {
  PeopleOverviewResponseSchema,
  PersonListResponseSchema,
  PersonResponseSchema,
} from '../schemas/people.js';
import { ProfileResponseSchema, type UpdateProfileRequest } from '../schemas/profile.js';
import { SpeechToTextResponseSchema } from '../schemas/speech.js';
import {
  AnalyzeSummaryResponseSchema,
  DuplicatesResponseSchema,
  KeywordAnalysisResponseSchema,
  KeywordsResponseSchema,
  MergeSummariesResponseSchema,
  SummaryListResponseSchema,
  SummaryResponseSchema,
  SummaryTasksResponseSchema,
} from '../schemas/summaries.js';
import { DeleteTagResponseSchema, TagListResponseSchema, TagResponseSchema } from '../schemas/tags.js';
import {
  AssigneesResponseSchema,
  BenchmarksResponseSchema,
  type CompleteTaskRequest,
  type CreateNoteRequest,
  type CreateTaskRequest,
  DueTasksResponseSchema,
  type ListTasksQuery,
  NoteListResponseSchema,
  NoteResponseSchema,
  type ReopenTaskRequest,
  type SetupTaskRequest,
  SetupTaskResponseSchema,
  SplitTaskResponseSchema,
  SuggestionsResponseSchema,
  TaskListResponseSchema,
  TaskResponseSchema,
  type UpdateTaskRequest,
} from '../schemas/tasks.js';
import { type ApiClientOptions, createHttp } from './http.js';

export {
  type ApiClientOptions,
  ApiError,
  type ClientErrorCode,
  DEFAULT_TIMEOUTS,
  localTimeZone,
  type RequestTimeouts,
  TIMEOUT_MESSAGE,
  timeoutFor,
} from './http.js';

const e = encodeURIComponent;

export function createApiClient(options: ApiClientOptions = {}) {
  const call = createHttp(options);
  const get = <S extends z.ZodType>(
    path: string,
    schema: S,
    query?: Record<string, string | number | boolean | undefined>,
  ) => call('GET', path, schema, { query });
  const send = <S extends z.ZodType>(method: string, path: string, schema: S, body?: unknown) =>
    call(method, path, schema, { body });

  return {
    health: () => get('/api/health', HealthResponseSchema),
    auth: {
      sendCode: (email: string) => send('POST', '/api/auth/code', SendCodeResponseSchema, { email }),
      verifyCode: (body: VerifyCodeRequest) =>
        send('POST', '/api/auth/code/verify', SessionResponseSchema, body),
      signIn: (body: SignInRequest) => send('POST', '/api/auth/sign-in', SessionResponseSchema, body),
      signOut: () => send('POST', '/api/auth/sign-out', OkResponseSchema),
      me: () => get('/api/auth/me', MeResponseSchema),
      changePassword: (body: ChangePasswordRequest) =>
        send('POST', '/api/auth/password', ChangePasswordResponseSchema, body),
    },
    account: {
      export: () => get('/api/account/export', AccountExportSchema),
      remove: () => send('DELETE', '/api/account', OkResponseSchema),
      deleteAllTasks: () => send('DELETE', '/api/account/tasks', DeleteAllTasksResponseSchema),
    },
    dev: { outbox: (email?: string) => get('/api/dev/outbox', OutboxResponseSchema, { email }) },
    mindDumps: {
      submit: (body: MindDumpRequest) => send('POST', '/api/mind-dumps', MindDumpResponseSchema, body),
      list: () => get('/api/mind-dumps', MindDumpHistoryResponseSchema),
      remove: (id: string) => send('DELETE', `/api/mind-dumps/${e(id)}`, OkResponseSchema),
    },
    summaries: {
      list: (archived = false) => get('/api/summaries', SummaryListResponseSchema, { archived }),
      setArchived: (id: string, archived: boolean) =>
        send('PATCH', `/api/summaries/${e(id)}`, SummaryResponseSchema, { archived }),
      remove: (id: string) => send('DELETE', `/api/summaries/${e(id)}`, OkResponseSchema),
      analyze: (id: string) => send('POST', `/api/summaries/${e(id)}/analyze`, AnalyzeSummaryResponseSchema),
      createTasks: (id: string) => send('POST', `/api/summaries/${e(id)}/tasks`, SummaryTasksResponseSchema),
      duplicates: () => get('/api/summaries/duplicates', DuplicatesResponseSchema),
      merge: (summaryIds: string[]) =>
        send('POST', '/api/summaries/merge', MergeSummariesResponseSchema, { summaryIds }),
      keywords: () => get('/api/summaries/keywords', KeywordsResponseSchema),
      analyzeKeywords: () => send('POST', '/api/summaries/keywords/analyze', KeywordAnalysisResponseSchema),
    },
    tasks: {
      list: (query: Partial<ListTasksQuery> = {}) => get('/api/tasks', TaskListResponseSchema, query),
      due: () => get('/api/tasks/due', DueTasksResponseSchema),
      create: (body: CreateTaskRequest) => send('POST', '/api/tasks', TaskResponseSchema, body),
      update: (id: string, body: UpdateTaskRequest) =>
        send('PATCH', `/api/tasks/${e(id)}`, TaskResponseSchema, body),
      remove: (id: string) => send('DELETE', `/api/tasks/${e(id)}`, OkResponseSchema),
      split: (id: string) => send('POST', `/api/tasks/${e(id)}/split`, SplitTaskResponseSchema),
      complete: (id: string, body: CompleteTaskRequest) =>
        send('POST', `/api/tasks/${e(id)}/complete`, TaskResponseSchema, body),
      reopen: (id: string, body: ReopenTaskRequest = {}) =>
        send('POST', `/api/tasks/${e(id)}/reopen`, TaskResponseSchema, body),
      notes: (id: string) => get(`/api/tasks/${e(id)}/notes`, NoteListResponseSchema),
      addNote: (id: string, body: CreateNoteRequest) =>
        send('POST', `/api/tasks/${e(id)}/notes`, NoteResponseSchema, body),
      generateBenchmarks: (id: string) =>
        send('POST', `/api/tasks/${e(id)}/benchmarks/generate`, BenchmarksResponseSchema),
      assign: (id: string, personId: string) =>
        send('POST', `/api/tasks/${e(id)}/assignees`, AssigneesResponseSchema, { personId }),
      unassign: (id: string, personId: string) =>
        send('DELETE', `/api/tasks/${e(id)}/assignees/${e(personId)}`, AssigneesResponseSchema),
      suggestions: (id: string) => get(`/api/tasks/${e(id)}/suggestions`, SuggestionsResponseSchema),
      setup: (id: string, body: SetupTaskRequest) =>
        send('POST', `/api/tasks/${e(id)}/setup`, SetupTaskResponseSchema, body),
    },
    people: {
      list: () => get('/api/people', PersonListResponseSchema),
      create: (name: string) => send('POST', '/api/people', PersonResponseSchema, { name }),
      rename: (id: string, name: string) =>
        send('PATCH', `/api/people/${e(id)}`, PersonResponseSchema, { name }),
      remove: (id: string) => send('DELETE', `/api/people/${e(id)}`, OkResponseSchema),
      /** Overdue benchmarks are judged in the caller's day (the `X-Time-Zone` header every call carries). */
      overview: () => get('/api/people/overview', PeopleOverviewResponseSchema),
    },
    tags: {
      list: () => get('/api/tags', TagListResponseSchema),
      create: (name: string, color?: string) => send('POST', '/api/tags', TagResponseSchema, { name, color }),
      setColor: (name: string, color: string) =>
        send('PATCH', `/api/tags/${e(name)}`, TagResponseSchema, { color }),
      remove: (name: string) => send('DELETE', `/api/tags/${e(name)}`, DeleteTagResponseSchema),
    },
    profile: {
      get: () => get('/api/profile', ProfileResponseSchema),
      update: (body: UpdateProfileRequest) => send('PATCH', '/api/profile', ProfileResponseSchema, body),
    },
    analytics: {
      dashboard: () => get('/api/analytics/dashboard', DashboardResponseSchema),
      completed: (period: 'week' | 'month' | 'quarter' | 'year' | 'all') =>
        get('/api/analytics/completed', CompletedResponseSchema, { period }),
      trends: (weeks = 12) => get('/api/analytics/trends', TrendsResponseSchema, { weeks }),
    },
    orgChart: {
      get: () => get('/api/org-chart', OrgChartResponseSchema),
      upload: (body: { fileName: string; content: string; chartName?: string }) =>
        send('PUT', '/api/org-chart', OrgChartResponseSchema, body),
      remove: () => send('DELETE', '/api/org-chart', OkResponseSchema),
      sync: () => send('POST', '/api/org-chart/sync', OrgChartSyncResponseSchema),
    },
    speech: {
      transcribe: (audio: string, mimeType = 'audio/webm') =>
        send('POST', '/api/speech-to-text', SpeechToTextResponseSchema, { audio, mimeType }),
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
