/**
 * @module routes/tags — the handlers of contract.tags: list, create, recolour, delete (tasks move to Unsorted).
 */
import { contract } from '@mynd/shared';
import { now } from '../lib/clock.js';
import { route, routes } from '../lib/openapi.js';
import { whenReady } from '../lib/when-ready.js';
import { createTag, deleteTag, listTags, updateTagColor } from '../services/tags.js';

const { tags } = contract;

export const tagsRoutes = routes()
  .openapi(route(tags.list), (c) => {
    const { db } = c.get('deps');
    // The list may be the one kept in memory (frozen, shared by later requests): the answer gets a copy. A list
    // in memory is answered without a promise.
    const list = listTags(db, c.get('userId'), now(c), c.get('reads'));
    return whenReady(list, (tags) => c.json({ tags: [...tags] }, 200));
  })
  .openapi(route(tags.create), async (c) => {
    const { name, color } = c.req.valid('json');
    const { db, events } = c.get('deps');
    const tag = await createTag(db, c.get('userId'), name, color, now(c));
    await events.publish(c.get('userId'), 'tags');
    return c.json({ tag }, 201);
  })
  .openapi(route(tags.setColor), async (c) => {
    const { db, events } = c.get('deps');
    const tag = await updateTagColor(
      db,
      c.get('userId'),
      c.req.valid('param').name,
      c.req.valid('json').color,
    );
    await events.publish(c.get('userId'), 'tags');
    return c.json({ tag }, 200);
  })
  .openapi(route(tags.remove), async (c) => {
    const { db, events } = c.get('deps');
    const { movedTasks, undoToken } = await deleteTag(db, c.get('userId'), c.req.valid('param').name, now(c));
    await events.publish(c.get('userId'), 'tags');
    if (movedTasks > 0) await events.publish(c.get('userId'), 'tasks');
    return c.json({ ok: true as const, movedTasks, undoToken }, 200);
  });
