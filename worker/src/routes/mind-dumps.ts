/**
 * @module routes/mind-dumps — /api/mind-dumps: process a mind dump (one at a time per user, idempotent by
 * clientId) and its temporary history.
 */
import { IdSchema, MindDumpRequestSchema } from '@mynd/shared';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../app-env.js';
import { now } from '../lib/clock.js';
import { validate } from '../lib/validate.js';
import { zoneFor } from '../middleware/time-zone.js';
import { deleteHistoryEntry, listHistory } from '../services/mind-dump-history.js';
import { processMindDump } from '../services/mind-dumps.js';

const EntryParam = z.object({ id: IdSchema });

export const mindDumpsRoutes = new Hono<AppEnv>()
  .post('/', validate('json', MindDumpRequestSchema), async (c) => {
    const { db, ai, events } = c.get('deps');
    const userId = c.get('userId');
    try {
      const input = c.req.valid('json');
      const timeZone = zoneFor(c, input.timeZone);
      const result = await processMindDump(db, ai, userId, { ...input, timeZone }, now(c));
      if (!result.duplicate) {
        for (const topic of ['summaries', 'tasks', 'assignees', 'people'] as const) {
          await events.publish(userId, topic);
        }
      }
      return c.json(result, result.duplicate ? 200 : 201);
    } finally {
      // The history changed whatever happened (saved, done or failed).
      await events.publish(userId, 'mind-dumps');
    }
  })
  .get('/', async (c) => {
    return c.json({ entries: await listHistory(c.get('deps').db, c.get('userId'), now(c)) });
  })
  .delete('/:id', validate('param', EntryParam), async (c) => {
    await deleteHistoryEntry(c.get('deps').db, c.get('userId'), c.req.valid('param').id);
    await c.get('deps').events.publish(c.get('userId'), 'mind-dumps');
    return c.json({ ok: true as const });
  });
