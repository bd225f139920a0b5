/** @module contract/people — /api/people and the people overview. */
import { z } from 'zod';
import {
  CreatePersonRequestSchema,
  PeopleOverviewResponseSchema,
  PersonListResponseSchema,
  PersonResponseSchema,
  UpdatePersonRequestSchema,
} from '../schemas/people.js';
import { UndoTokenSchema } from '../schemas/undo.js';
import { endpoint } from './endpoint.js';
import { IdParam, LegacyZoneQuery } from './params.js';

export const people = {
  list: endpoint({
    method: 'get',
    path: '/api/people',
    summary: 'The user’s people',
    response: PersonListResponseSchema,
    errors: [401],
  }),
  overview: endpoint({
    method: 'get',
    path: '/api/people/overview',
    summary: 'Each person’s open tasks, flagged when a benchmark is overdue in the caller’s today',
    query: LegacyZoneQuery,
    response: PeopleOverviewResponseSchema,
    errors: [400, 401],
  }),
  create: endpoint({
    method: 'post',
    path: '/api/people',
    summary: 'Add a person',
    body: CreatePersonRequestSchema,
    status: 201,
    response: PersonResponseSchema,
    errors: [400, 401, 409],
  }),
  rename: endpoint({
    method: 'patch',
    path: '/api/people/{id}',
    summary: 'Rename a person',
    params: IdParam,
    body: UpdatePersonRequestSchema,
    response: PersonResponseSchema,
    errors: [400, 401, 404, 409],
  }),
  remove: endpoint({
    method: 'delete',
    path: '/api/people/{id}',
    summary: 'Delete a person (and their task assignments)',
    params: IdParam,
    response: z.object({
      ok: z.literal(true),
      removedAssignments: z.number().int(),
      undoToken: UndoTokenSchema,
    }),
    errors: [401, 404],
  }),
};
