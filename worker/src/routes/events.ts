/**
 * @module routes/events — `GET /api/events`: the user's change events as Server-Sent Events, from the host's bus.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../app-env.js';

export const eventsRoutes = new Hono<AppEnv>().get('/', (c) =>
  c.get('deps').events.subscribe(c.get('userId'), c.req.raw),
);
