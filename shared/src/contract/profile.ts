/** @module contract/profile — /api/profile. */
import { ProfileResponseSchema, UpdateProfileRequestSchema } from '../schemas/profile.js';
import { endpoint } from './endpoint.js';

export const profile = {
  get: endpoint({
    method: 'get',
    path: '/api/profile',
    summary: 'The user’s profile (role, goals, currency, settings)',
    response: ProfileResponseSchema,
    errors: [401],
  }),
  update: endpoint({
    method: 'patch',
    path: '/api/profile',
    summary: 'Change some profile fields',
    body: UpdateProfileRequestSchema,
    response: ProfileResponseSchema,
    errors: [400, 401],
  }),
};
