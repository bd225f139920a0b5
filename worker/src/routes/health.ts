/**
 * @module routes/health — the handler of contract.health, `GET /api/health` (no auth): 200 when the database is
 * reachable, 503 otherwise, with which providers are active.
 */
import { contract } from '@mynd/shared';
import { route, routes } from '../lib/openapi.js';
import { checkHealth } from '../services/health.js';

export const healthRoutes = routes().openapi(route(contract.health.get), async (c) => {
  const body = await checkHealth(c.get('deps'), c.get('requestId'));
  return body.ok ? c.json(body, 200) : c.json(body, 503);
});
