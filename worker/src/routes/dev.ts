/**
 * @module routes/dev — placeholder (api-core fills it in next): every call answers 501.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../app-env.js';
import { ApiError } from '../lib/errors.js';

export const devRoutes = new Hono<AppEnv>().all('*', () => {
  throw new ApiError(501, 'not_implemented', 'Not implemented yet');
});
