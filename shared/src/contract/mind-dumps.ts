/** @module contract/mind-dumps — /api/mind-dumps: process a mind dump, its temporary history. */
import {
  MindDumpHistoryQuerySchema,
  MindDumpHistoryResponseSchema,
  MindDumpRequestSchema,
  MindDumpResponseSchema,
} from '../schemas/mind-dumps.js';
import { UndoableResponseSchema } from '../schemas/undo.js';
import { endpoint } from './endpoint.js';
import { IdParam } from './params.js';

export const mindDumps = {
  submit: endpoint({
    method: 'post',
    path: '/api/mind-dumps',
    summary: 'Turn free text into topic summaries and tasks (200: the same clientId was already processed)',
    body: MindDumpRequestSchema,
    status: [201, 200],
    response: MindDumpResponseSchema,
    errors: [400, 401, 409, 413, 502, 503],
  }),
  list: endpoint({
    method: 'get',
    path: '/api/mind-dumps',
    summary: 'The recent mind dumps and what became of them, one page at a time (cursor)',
    query: MindDumpHistoryQuerySchema,
    response: MindDumpHistoryResponseSchema,
    errors: [400, 401],
  }),
  remove: endpoint({
    method: 'delete',
    path: '/api/mind-dumps/{id}',
    summary: 'Forget one history entry (undoable)',
    params: IdParam,
    response: UndoableResponseSchema,
    errors: [401, 404],
  }),
};
