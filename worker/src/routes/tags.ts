/**
 * @module routes/tags — `GET|POST /api/tags`, `PATCH|DELETE /api/tags/:name` (name URL-encoded).
 */
import { CreateTagRequestSchema, TagNameSchema, UpdateTagRequestSchema } from '@mynd/shared';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../app-env.js';
import { now } from '../lib/clock.js';
import { validate } from '../lib/validate.js';
import { createTag, deleteTag, listTags, updateTagColor } from '../services/tags.js';

const TagParamSchema = z.object({ name: TagNameSchema });

export const tagsRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const { db } = c.get('deps');
    return c.json({ tags: await listTags(db, c.get('userId'), now(c)) });
  })
  .post('/', validate('json', CreateTagRequestSchema), async (c) => {
    const { name, color } = c.req.valid('json');
    const { db, events } = c.get('deps');
    const tag = await createTag(db, c.get('userId'), name, color, now(c));
    await events.publish(c.get('userId'), 'tags');
    return c.json({ tag }, 201);
  })
  .patch('/:name', validate('param', TagParamSchema), validate('json', UpdateTagRequestSchema), async (c) => {
    const { db, events } = c.get('deps');
    const tag = await updateTagColor(
      db,
      c.get('userId'),
      c.req.valid('param').name,
      c.req.valid('json').color,
    );
    await events.publish(c.get('userId'), 'tags');
    return c.json({ tag });
  })
  .delete('/:name', validate('param', TagParamSchema), async (c) => {
    const { db, events } = c.get('deps');
    const { movedTasks } = await deleteTag(db, c.get('userId'), c.req.valid('param').name);
    await events.publish(c.get('userId'), 'tags');
    if (movedTasks > 0) await events.publish(c.get('userId'), 'tasks');
    return c.json({ ok: true as const, movedTasks });
  });
