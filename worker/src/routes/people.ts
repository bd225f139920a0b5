/**
 * @module routes/people — `GET|POST /api/people`, `PATCH|DELETE /api/people/:id`, `GET /api/people/overview`
 * (each person's open tasks, flagged when one has an overdue benchmark; judged in the caller's "today": `X-Time-Zone`, or the legacy `?timeZone=`).
 */
import {
  CreatePersonRequestSchema,
  IdSchema,
  TimeZoneSchema,
  todayIn,
  UpdatePersonRequestSchema,
} from '@mynd/shared';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../app-env.js';
import { now } from '../lib/clock.js';
import { validate } from '../lib/validate.js';
import { zoneFor } from '../middleware/time-zone.js';
import { createPerson, deletePerson, listPeople, peopleOverview, renamePerson } from '../services/people.js';

const IdParamSchema = z.object({ id: IdSchema });
const OverviewQuerySchema = z.object({ timeZone: TimeZoneSchema.optional() });

export const peopleRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const { db } = c.get('deps');
    return c.json({ people: await listPeople(db, c.get('userId')) });
  })
  .get('/overview', validate('query', OverviewQuerySchema), async (c) => {
    const { db } = c.get('deps');
    const today = todayIn(zoneFor(c, c.req.valid('query').timeZone), now(c));
    return c.json({ people: await peopleOverview(db, c.get('userId'), today) });
  })
  .post('/', validate('json', CreatePersonRequestSchema), async (c) => {
    const { db, events } = c.get('deps');
    const person = await createPerson(db, c.get('userId'), c.req.valid('json').name, now(c));
    await events.publish(c.get('userId'), 'people');
    return c.json({ person }, 201);
  })
  .patch('/:id', validate('param', IdParamSchema), validate('json', UpdatePersonRequestSchema), async (c) => {
    const { db, events } = c.get('deps');
    const person = await renamePerson(db, c.get('userId'), c.req.valid('param').id, c.req.valid('json').name);
    await events.publish(c.get('userId'), 'people');
    return c.json({ person });
  })
  .delete('/:id', validate('param', IdParamSchema), async (c) => {
    const { db, events } = c.get('deps');
    const { removedAssignments } = await deletePerson(db, c.get('userId'), c.req.valid('param').id);
    await events.publish(c.get('userId'), 'people');
    if (removedAssignments > 0) await events.publish(c.get('userId'), 'assignees');
    return c.json({ ok: true as const, removedAssignments });
  });
