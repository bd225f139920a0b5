/**
 * @module routes/undo — the handler of contract.undo.apply, POST /api/undo/:token: puts back what a destructive
 * action removed or changed (see services/undo.ts) and tells the client which lists changed.
 */
import { contract } from '@mynd/shared';
import { now } from '../lib/clock.js';
import { route, routes } from '../lib/openapi.js';
import { applyUndo } from '../services/undo.js';

export const undoRoutes = routes().openapi(route(contract.undo.apply), async (c) => {
  const { db, events } = c.get('deps');
  const topics = await applyUndo(db, c.get('userId'), c.req.valid('param').token, now(c));
  for (const topic of topics) await events.publish(c.get('userId'), topic);
  return c.json({ ok: true as const, topics }, 200);
});
