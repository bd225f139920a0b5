/** @module contract/tags — /api/tags. */
import { z } from 'zod';
import {
  CreateTagRequestSchema,
  DeleteTagResponseSchema,
  TagListResponseSchema,
  TagNameSchema,
  TagResponseSchema,
  UpdateTagRequestSchema,
} from '../schemas/tags.js';
import { endpoint } from './endpoint.js';

const TagParam = z.object({ name: TagNameSchema });

export const tags = {
  list: endpoint({
    method: 'get',
    path: '/api/tags',
    summary: 'The user’s tags with their colours',
    response: TagListResponseSchema,
    errors: [401],
  }),
  create: endpoint({
    method: 'post',
    path: '/api/tags',
    summary: 'Add a tag',
    body: CreateTagRequestSchema,
    status: 201,
    response: TagResponseSchema,
    errors: [400, 401, 409],
  }),
  setColor: endpoint({
    method: 'patch',
    path: '/api/tags/{name}',
    summary: 'Change a tag’s colour',
    params: TagParam,
    body: UpdateTagRequestSchema,
    response: TagResponseSchema,
    errors: [400, 401, 404],
  }),
  remove: endpoint({
    method: 'delete',
    path: '/api/tags/{name}',
    summary: 'Delete a tag (its tasks move to Unsorted)',
    params: TagParam,
    response: DeleteTagResponseSchema,
    errors: [400, 401, 404],
  }),
};
