/**
 * @module routes/dev — `GET /api/dev/outbox?email=`: the last messages of the console mailer, so codes can be
 * read locally and in end-to-end tests. Mounted only when MAIL_PROVIDER=console.
 */
import type { OutboxResponse } from '@mynd/shared';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../app-env.js';
import { validate } from '../lib/validate.js';
import { hasOutbox } from '../mail/types.js';

const OutboxQuerySchema = z.object({ email: z.string().trim().toLowerCase().max(254).optional() });

export const devRoutes = new Hono<AppEnv>().get('/outbox', validate('query', OutboxQuerySchema), (c) => {
  const { mailer } = c.get('deps');
  const messages = hasOutbox(mailer) ? mailer.outbox(c.req.valid('query').email) : [];
  const body: OutboxResponse = { messages };
  return c.json(body);
});
