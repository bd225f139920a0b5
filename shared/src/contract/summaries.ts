/** @module contract/summaries — /api/summaries: topic cards, their analysis, tasks from a topic, merging. */
import {
  AnalyzeSummaryResponseSchema,
  DuplicatesResponseSchema,
  KeywordAnalysisResponseSchema,
  KeywordsResponseSchema,
  ListSummariesQuerySchema,
  MergeSummariesRequestSchema,
  MergeSummariesResponseSchema,
  SummaryListResponseSchema,
  SummaryResponseSchema,
  SummaryTasksResponseSchema,
  UpdateSummaryRequestSchema,
} from '../schemas/summaries.js';
import { UndoableResponseSchema } from '../schemas/undo.js';
import { endpoint } from './endpoint.js';
import { IdParam, LegacyZoneQuery } from './params.js';

export const summaries = {
  list: endpoint({
    method: 'get',
    path: '/api/summaries',
    summary: 'Topic cards (active, or archived with `archived=true`)',
    query: ListSummariesQuerySchema,
    response: SummaryListResponseSchema,
    errors: [400, 401],
  }),
  duplicates: endpoint({
    method: 'get',
    path: '/api/summaries/duplicates',
    summary: 'Groups of topic cards that look alike',
    response: DuplicatesResponseSchema,
    errors: [401],
  }),
  merge: endpoint({
    method: 'post',
    path: '/api/summaries/merge',
    summary: 'Merge topic cards into one',
    body: MergeSummariesRequestSchema,
    status: 201,
    response: MergeSummariesResponseSchema,
    errors: [400, 401, 404, 502, 503],
  }),
  keywords: endpoint({
    method: 'get',
    path: '/api/summaries/keywords',
    summary: 'The most frequent keywords of the topic cards',
    response: KeywordsResponseSchema,
    errors: [401],
  }),
  analyzeKeywords: endpoint({
    method: 'post',
    path: '/api/summaries/keywords/analyze',
    summary: 'An AI reading of the keywords',
    response: KeywordAnalysisResponseSchema,
    errors: [401, 502, 503],
  }),
  setArchived: endpoint({
    method: 'patch',
    path: '/api/summaries/{id}',
    summary: 'Archive or restore a topic card',
    params: IdParam,
    body: UpdateSummaryRequestSchema,
    response: SummaryResponseSchema,
    errors: [400, 401, 404],
  }),
  remove: endpoint({
    method: 'delete',
    path: '/api/summaries/{id}',
    summary: 'Delete a topic card (undoable)',
    params: IdParam,
    response: UndoableResponseSchema,
    errors: [401, 404],
  }),
  analyze: endpoint({
    method: 'post',
    path: '/api/summaries/{id}/analyze',
    summary: 'An AI analysis of one topic',
    params: IdParam,
    response: AnalyzeSummaryResponseSchema,
    errors: [401, 404, 502, 503],
  }),
  createTasks: endpoint({
    method: 'post',
    path: '/api/summaries/{id}/tasks',
    summary: 'Create tasks from a topic (due dates from the caller’s today)',
    params: IdParam,
    query: LegacyZoneQuery,
    status: 201,
    response: SummaryTasksResponseSchema,
    errors: [400, 401, 404, 502, 503],
  }),
};
