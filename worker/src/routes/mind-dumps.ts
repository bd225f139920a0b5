/**
 * @module routes/mind-dumps — the handlers of contract.mindDumps: process a mind dump (one at a time per user,
 * idempotent by clientId) and its temporary history.
 */
import { contract } from '@mynd/shared';
import { now } from '../lib/clock.js';
import { route, routes } from '../lib/openapi.js';
import { zoneFor } from '../middleware/time-zone.js';
import { deleteHistoryEntry, listHistory } from '../services/mind-dump-history.js';
import { processMindDump } from '../services/mind-dumps.js';

const { mindDumps } = contract;

export const mindDumpsRoutes = routes()
  .openapi(route(mindDumps.submit), async (c) => {
    const { db, ai, events } = c.get('deps');
    const userId = c.get('userId');
    try {
      const input = c.req.valid('json');
      const timeZone = zoneFor(c, input.timeZone);
      const result = await processMindDump(db, ai, userId, { ...input, timeZone }, now(c), () =>
        c.get('userContext'),
      );
      if (!result.duplicate) {
        for (const topic of ['summaries', 'tasks', 'assignees', 'people'] as const) {
          await events.publish(userId, topic);
        }
      }
      return result.duplicate ? c.json(result, 200) : c.json(result, 201);
    } finally {
      // The history changed whatever happened (saved, done or failed).
      await events.publish(userId, 'mind-dumps');
    }
  })
  .openapi(route(mindDumps.list), async (c) => {
    return c.json(await listHistory(c.get('deps').db, c.get('userId'), c.req.valid('query'), now(c)), 200);
  })
  .openapi(route(mindDumps.remove), async (c) => {
    const undoToken = await deleteHistoryEntry(
      c.get('deps').db,
      c.get('userId'),
      c.req.valid('param').id,
      now(c),
    );
    await c.get('deps').events.publish(c.get('userId'), 'mind-dumps');
    return c.json({ ok: true as const, undoToken }, 200);
  });
