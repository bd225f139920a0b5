/**
 * @module contract/calendar — the private calendar feed: its address (signed in), rotating it, and the feed itself
 * (`GET /api/feed/{file}`, public: the secret token in the file name is the credential; text/calendar).
 */
import { z } from 'zod';
import { CalendarResponseSchema, RotatedCalendarResponseSchema } from '../schemas/calendar.js';
import { endpoint } from './endpoint.js';

export const calendar = {
  get: endpoint({
    method: 'get',
    path: '/api/calendar',
    summary: 'The calendar feed address (made on first use; shown once: later `url` is null)',
    response: CalendarResponseSchema,
    errors: [401],
  }),
  rotate: endpoint({
    method: 'post',
    path: '/api/calendar/rotate',
    summary: 'A new feed address; the old one then answers 404',
    response: RotatedCalendarResponseSchema,
    errors: [401],
  }),
};

export const feed = {
  ics: endpoint({
    method: 'get',
    path: '/api/feed/{file}',
    summary: 'The calendar feed (`<token>.ics`): every open task with a due date as an all-day event',
    auth: 'public',
    params: z.object({ file: z.string() }),
    response: z.string(),
    stream: 'text/calendar',
    errors: [404],
  }),
};
