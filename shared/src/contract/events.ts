/** @module contract/events — GET /api/events: the change stream (server-sent events, one topic per message). */
import { z } from 'zod';
import { endpoint } from './endpoint.js';

export const events = {
  subscribe: endpoint({
    method: 'get',
    path: '/api/events',
    summary: 'Server-sent events: `{ topic }` whenever the user’s data of that topic changed',
    response: z.string(),
    stream: 'text/event-stream',
    errors: [401],
  }),
};
