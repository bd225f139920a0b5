/**
 * @module routes/analytics — the handlers of contract.analytics: the dashboard's six stats, completed tasks by
 * period, trends. (Periods and the average task age are rolling windows from "now": no calendar day, so no zone.)
 */
import { contract } from '@mynd/shared';
import { now } from '../lib/clock.js';
import { route, routes } from '../lib/openapi.js';
import { completedInPeriod, dashboard, trends } from '../services/analytics.js';

const { analytics } = contract;

export const analyticsRoutes = routes()
  .openapi(route(analytics.dashboard), async (c) => {
    return c.json(await dashboard(c.get('deps').db, c.get('userId'), now(c)), 200);
  })
  .openapi(route(analytics.completed), async (c) => {
    return c.json(
      await completedInPeriod(c.get('deps').db, c.get('userId'), c.req.valid('query'), now(c)),
      200,
    );
  })
  .openapi(route(analytics.trends), async (c) => {
    const { weeks } = c.req.valid('query');
    return c.json(await trends(c.get('deps').db, c.get('userId'), weeks, now(c)), 200);
  });
