/**
 * @module routes/org-chart — /api/org-chart: the user's organisation chart (JSON, MD or TXT) and syncing its
 * people into the user's people.
 */
import { UploadOrgChartRequestSchema } from '@mynd/shared';
import { Hono } from 'hono';
import type { AppEnv } from '../app-env.js';
import { now } from '../lib/clock.js';
import { validate } from '../lib/validate.js';
import { deleteOrgChart, getOrgChart, saveOrgChart, syncOrgChart } from '../services/org-chart.js';

export const orgChartRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    return c.json({ orgChart: await getOrgChart(c.get('deps').db, c.get('userId')) });
  })
  .put('/', validate('json', UploadOrgChartRequestSchema), async (c) => {
    const orgChart = await saveOrgChart(c.get('deps').db, c.get('userId'), c.req.valid('json'), now(c));
    await c.get('deps').events.publish(c.get('userId'), 'org-chart');
    return c.json({ orgChart });
  })
  .delete('/', async (c) => {
    await deleteOrgChart(c.get('deps').db, c.get('userId'));
    await c.get('deps').events.publish(c.get('userId'), 'org-chart');
    return c.json({ ok: true as const });
  })
  .post('/sync', async (c) => {
    const result = await syncOrgChart(c.get('deps').db, c.get('userId'), now(c));
    if (result.added.length > 0) await c.get('deps').events.publish(c.get('userId'), 'people');
    return c.json(result);
  });
