/**
 * @module routes/people — the handlers of contract.people: list, add, rename, delete, and the overview (each
 * person's open tasks, flagged when one has an overdue benchmark in the caller's "today": `X-Time-Zone`, or the
 * legacy `?timeZone=`).
 */
import { contract, todayIn } from '@mynd/shared';
import { now } from '../lib/clock.js';
import { route, routes } from '../lib/openapi.js';
import { zoneFor } from '../middleware/time-zone.js';
import { createPerson, deletePerson, listPeople, peopleOverview, renamePerson } from '../services/people.js';

const { people } = contract;

export const peopleRoutes = routes()
  .openapi(route(people.list), async (c) => {
    const { db } = c.get('deps');
    return c.json({ people: await listPeople(db, c.get('userId')) }, 200);
  })
  .openapi(route(people.overview), async (c) => {
    const { db } = c.get('deps');
    const today = todayIn(zoneFor(c, c.req.valid('query').timeZone), now(c));
    return c.json({ people: await peopleOverview(db, c.get('userId'), today) }, 200);
  })
  .openapi(route(people.create), async (c) => {
    const { db, events } = c.get('deps');
    const person = await createPerson(db, c.get('userId'), c.req.valid('json').name, now(c));
    await events.publish(c.get('userId'), 'people');
    return c.json({ person }, 201);
  })
  .openapi(route(people.rename), async (c) => {
    const { db, events } = c.get('deps');
    const person = await renamePerson(db, c.get('userId'), c.req.valid('param').id, c.req.valid('json').name);
    await events.publish(c.get('userId'), 'people');
    return c.json({ person }, 200);
  })
  .openapi(route(people.remove), async (c) => {
    const { db, events } = c.get('deps');
    const { removedAssignments, undoToken } = await deletePerson(
      db,
      c.get('userId'),
      c.req.valid('param').id,
      now(c),
    );
    await events.publish(c.get('userId'), 'people');
    if (removedAssignments > 0) await events.publish(c.get('userId'), 'assignees');
    return c.json({ ok: true as const, removedAssignments, undoToken }, 200);
  });
