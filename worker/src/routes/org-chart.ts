/**
 * @module routes/org-chart — the handlers of contract.orgChart: upload (replace), read, delete, sync to People.
 */
import { contract } from '@mynd/shared';
import { now } from '../lib/clock.js';
import { route, routes } from '../lib/openapi.js';
import { deleteOrgChart, getOrgChart, saveOrgChart, syncOrgChart } from '../services/org-chart.js';

const { orgChart } = contract;

export const orgChartRoutes = routes()
  .openapi(route(orgChart.get), async (c) => {
    return c.json({ orgChart: await getOrgChart(c.get('deps').db, c.get('userId')) }, 200);
  })
  .openapi(route(orgChart.upload), async (c) => {
    const chart = await saveOrgChart(c.get('deps').db, c.get('userId'), c.req.valid('json'), now(c));
    await c.get('deps').events.publish(c.get('userId'), 'org-chart');
    return c.json({ orgChart: chart }, 200);
  })
  .openapi(route(orgChart.remove), async (c) => {
    await deleteOrgChart(c.get('deps').db, c.get('userId'));
    await c.get('deps').events.publish(c.get('userId'), 'org-chart');
    return c.json({ ok: true as const }, 200);
  })
  .openapi(route(orgChart.sync), async (c) => {
    const result = await syncOrgChart(c.get('deps').db, c.get('userId'), now(c));
    if (result.added.length > 0) await c.get('deps').events.publish(c.get('userId'), 'people');
    return c.json(result, 200);
  });
