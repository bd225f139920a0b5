/**
 * @module routes/tasks — /api/tasks: the task list and its actions (complete, split, notes, benchmarks,
 * assignees, suggestions, setup). Handlers validate with the shared schemas, call a service, publish.
 * "Delete All Tasks" is DELETE /api/account/tasks (routes/account.ts), not here.
 */
import {
  AssignRequestSchema,
  CompleteTaskRequestSchema,
  CreateNoteRequestSchema,
  CreateTaskRequestSchema,
  IdSchema,
  ListTasksQuerySchema,
  ReopenTaskRequestSchema,
  SetupTaskRequestSchema,
  TimeZoneSchema,
  UpdateTaskRequestSchema,
} from '@mynd/shared';
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../app-env.js';
import type { ChangeTopic } from '../events/types.js';
import { requestAiContext } from '../lib/ai-context.js';
import { now } from '../lib/clock.js';
import { validate } from '../lib/validate.js';
import { zoneFor } from '../middleware/time-zone.js';
import { assignPerson, unassignPerson } from '../services/assignees.js';
import { generateBenchmarks } from '../services/benchmarks.js';
import { suggestionsForTask } from '../services/suggestions.js';
import { completeTask, reopenTask, splitTask } from '../services/task-actions.js';
import { addNote, listNotes } from '../services/task-notes.js';
import { getTask } from '../services/task-rows.js';
import { setupTask } from '../services/task-setup.js';
import { createTask, deleteTask, dueTasks, listTasks, updateTask } from '../services/tasks.js';

const TaskParam = z.object({ id: IdSchema });
const AssigneeParam = z.object({ id: IdSchema, personId: IdSchema });
/** Legacy (one release): the zone as a query field; the `X-Time-Zone` header replaces it (middleware/time-zone). */
const ZoneQuery = z.object({ timeZone: TimeZoneSchema.optional() });

async function publish(c: Context<AppEnv>, ...topics: ChangeTopic[]): Promise<void> {
  const { events } = c.get('deps');
  for (const topic of topics) await events.publish(c.get('userId'), topic);
}

export const tasksRoutes = new Hono<AppEnv>()
  .get('/', validate('query', ListTasksQuerySchema), async (c) => {
    const tasks = await listTasks(c.get('deps').db, c.get('userId'), c.req.valid('query'));
    return c.json({ tasks });
  })
  .get('/due', async (c) => {
    return c.json({ tasks: await dueTasks(c.get('deps').db, c.get('userId')) });
  })
  .post('/', validate('json', CreateTaskRequestSchema), async (c) => {
    const { db } = c.get('deps');
    const task = await createTask(db, c.get('userId'), c.req.valid('json'), now(c), zoneFor(c));
    await publish(c, 'tasks');
    return c.json({ task }, 201);
  })
  .get('/:id', validate('param', TaskParam), async (c) => {
    return c.json({ task: await getTask(c.get('deps').db, c.get('userId'), c.req.valid('param').id) });
  })
  .patch('/:id', validate('param', TaskParam), validate('json', UpdateTaskRequestSchema), async (c) => {
    const { id } = c.req.valid('param');
    const task = await updateTask(c.get('deps').db, c.get('userId'), id, c.req.valid('json'), now(c));
    await publish(c, 'tasks');
    return c.json({ task });
  })
  .delete('/:id', validate('param', TaskParam), async (c) => {
    await deleteTask(c.get('deps').db, c.get('userId'), c.req.valid('param').id);
    await publish(c, 'tasks', 'assignees');
    return c.json({ ok: true as const });
  })
  .post('/:id/split', validate('param', TaskParam), validate('query', ZoneQuery), async (c) => {
    const { id } = c.req.valid('param');
    const result = await splitTask(
      c.get('deps').db,
      c.get('userId'),
      id,
      now(c),
      zoneFor(c, c.req.valid('query').timeZone),
    );
    await publish(c, 'tasks');
    return c.json(result, 201);
  })
  .post(
    '/:id/complete',
    validate('param', TaskParam),
    validate('json', CompleteTaskRequestSchema),
    async (c) => {
      const { id } = c.req.valid('param');
      const task = await completeTask(c.get('deps').db, c.get('userId'), id, c.req.valid('json'), now(c));
      await publish(c, 'tasks');
      return c.json({ task });
    },
  )
  .post('/:id/reopen', validate('param', TaskParam), validate('json', ReopenTaskRequestSchema), async (c) => {
    const { id } = c.req.valid('param');
    const task = await reopenTask(c.get('deps').db, c.get('userId'), id, c.req.valid('json').progress);
    await publish(c, 'tasks');
    return c.json({ task });
  })
  .get('/:id/notes', validate('param', TaskParam), async (c) => {
    return c.json({ notes: await listNotes(c.get('deps').db, c.get('userId'), c.req.valid('param').id) });
  })
  .post('/:id/notes', validate('param', TaskParam), validate('json', CreateNoteRequestSchema), async (c) => {
    const { id } = c.req.valid('param');
    const result = await addNote(c.get('deps').db, c.get('userId'), id, c.req.valid('json'), now(c));
    await publish(c, 'tasks');
    return c.json(result, 201);
  })
  .post('/:id/benchmarks/generate', validate('param', TaskParam), validate('query', ZoneQuery), async (c) => {
    const { db, ai } = c.get('deps');
    const ctx = await requestAiContext(c, c.req.valid('query').timeZone);
    const result = await generateBenchmarks(db, ai, c.get('userId'), c.req.valid('param').id, ctx);
    await publish(c, 'tasks');
    return c.json(result);
  })
  .post('/:id/assignees', validate('param', TaskParam), validate('json', AssignRequestSchema), async (c) => {
    const { id } = c.req.valid('param');
    const { personId } = c.req.valid('json');
    const assignees = await assignPerson(c.get('deps').db, c.get('userId'), id, personId, now(c));
    await publish(c, 'assignees');
    return c.json({ taskId: id, assignees }, 201);
  })
  .delete('/:id/assignees/:personId', validate('param', AssigneeParam), async (c) => {
    const { id, personId } = c.req.valid('param');
    const assignees = await unassignPerson(c.get('deps').db, c.get('userId'), id, personId);
    await publish(c, 'assignees');
    return c.json({ taskId: id, assignees });
  })
  .get('/:id/suggestions', validate('param', TaskParam), async (c) => {
    const { id } = c.req.valid('param');
    return c.json({ suggestions: await suggestionsForTask(c.get('deps').db, c.get('userId'), id) });
  })
  .post('/:id/setup', validate('param', TaskParam), validate('json', SetupTaskRequestSchema), async (c) => {
    const { db, ai } = c.get('deps');
    const input = c.req.valid('json');
    const ctx = await requestAiContext(c, input.timeZone);
    const result = await setupTask(db, ai, c.get('userId'), c.req.valid('param').id, input, ctx);
    await publish(c, 'tasks', 'assignees', ...(input.newPeople.length > 0 ? (['people'] as const) : []));
    return c.json(result);
  });
