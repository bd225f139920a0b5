/**
 * @module routes/events — the handler of contract.events.subscribe, `GET /api/events`: the user's change events as
 * Server-Sent Events, from the host's bus.
 */
import { contract } from '@mynd/shared';
import { route, routes } from '../lib/openapi.js';

export const eventsRoutes = routes().openapi(route(contract.events.subscribe), (c) =>
  c.get('deps').events.subscribe(c.get('userId'), c.req.raw),
);
