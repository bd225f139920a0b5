/** @module contract/health — GET /api/health. */
import { HealthResponseSchema } from '../schemas/account.js';
import { endpoint } from './endpoint.js';

export const health = endpoint({
  method: 'get',
  path: '/api/health',
  summary: 'Is the service up: the database, the AI provider, the mailer, transcription',
  auth: 'public',
  status: [200, 503],
  response: HealthResponseSchema,
});
