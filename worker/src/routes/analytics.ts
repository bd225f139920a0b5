/**
 * @module routes/analytics — /api/analytics: the dashboard's six stats, completed tasks by period, trends.
 */
import { CompletedQuerySchema, TrendsQuerySchema } from '@mynd/shared';
import { Hono } from 'hono';
import type { AppEnv } from '../app-env.js';
import { now } from '../lib/clock.js';
import { validate } from '../lib/validate.js';
import { completedInPeriod, dashboard, trends } from '../services/analytics.js';

export const analyticsRoutes = new Hono<AppEnv>()
  .get('/dashboard', async (c) => {
    return c.json(await dashboard(c.get('deps').db, c.get('userId'), now(c)));
  })
  .get('/completed', validate('query', CompletedQuerySchema), async (c) => {
    const { period } = c.req.valid('query');
    return c.json(await completedInPeriod(c.get('deps').db, c.get('userId'), period, now(c)));
  })
  .get('/trends', validate('query', TrendsQuerySchema), async (c) => {
    const { weeks } = c.req.valid('query');
    return c.json(await trends(c.get('deps').db, c.get('userId'), weeks, now(c)));
  });
