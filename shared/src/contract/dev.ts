/** @module contract/dev — /api/dev: the console mailer's outbox (only when MAIL_PROVIDER=console). */
import { z } from 'zod';
import { OutboxResponseSchema } from '../schemas/auth.js';
import { endpoint } from './endpoint.js';

export const dev = {
  outbox: endpoint({
    method: 'get',
    path: '/api/dev/outbox',
    summary: 'Codes the console mailer “sent” (development and tests only)',
    auth: 'public',
    query: z.object({ email: z.string().trim().toLowerCase().max(254).optional() }),
    response: OutboxResponseSchema,
    errors: [400],
  }),
};
