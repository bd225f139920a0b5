/**
 * @module routes/tasks — the handlers of contract.tasks: the task list and its actions (complete, split, notes,
 * benchmarks, assignees, suggestions, setup). Each validates by its declaration, calls a service, publishes.
 * "Delete All Tasks" is DELETE /api/account/tasks (routes/account.ts), not here.
 */
import { contract, type TaskListResponse } from '@mynd/shared';
import type { Context } from 'hono';
import type { AppEnv } from '../app-env.js';
import type { ChangeTopic } from '../events/types.js';
import { requestAiContext } from '../lib/ai-context.js';
import { now } from '../lib/clock.js';
import { jsonText, route, routes, textOfSource } from '../lib/openapi.js';
import { whenReady } from '../lib/when-ready.js';
import { zoneFor } from '../middleware/time-zone.js';
import { assignPerson, unassignPerson } from '../services/assignees.js';
import { generateBenchmarks } from '../services/benchmarks.js';
import { claimReminders, listReminders } from '../services/reminders.js';
import { suggestionsForTask } from '../services/suggestions.js';
import { completeTask, reopenTask, splitTask } from '../services/task-actions.js';
import { bulkTaskAction } from '../services/task-bulk.js';
import { deleteTask } from '../services/task-delete.js';
import { addNote, listNotes } from '../services/task-notes.js';
import { getTask } from '../services/task-rows.js';
import { setupTask } from '../services/task-setup.js';
import { createTask, dueTasks, listTasks, type TaskListJson, updateTask } from '../services/tasks.js';

const { tasks } = contract;

/** The list's answer text: made once per remembered list (lib/openapi `textOfSource`). */
const listText = textOfSource((list: TaskListJson) => {
  const next = list.nextCursor === undefined ? '' : `,"nextCursor":${JSON.stringify(list.nextCursor)}`;
  return `{"tasks":${list.json}${next}}`;
});

async function publish(c: Context<AppEnv>, ...topics: ChangeTopic[]): Promise<void> {
  const { events } = c.get('deps');
  for (const topic of topics) await events.publish(c.get('userId'), topic);
}

export const tasksRoutes = routes()
  .openapi(route(tasks.list), (c) => {
    // The database wrote the tasks' JSON (services/task-json): it is sent as it is, never parsed here. The text
    // is made from `list` alone, so the Node host keeps its compressed bytes beside the remembered list. A list
    // in memory is answered without a promise.
    const list = listTasks(c.get('deps').db, c.get('userId'), c.req.valid('query'), c.get('reads'));
    return whenReady(list, (l) => jsonText<TaskListResponse, 200>(c, listText(l), 200, l));
  })
  .openapi(route(tasks.bulk), async (c) => {
    const input = c.req.valid('json');
    const result = await bulkTaskAction(c.get('deps').db, c.get('userId'), input, now(c), zoneFor(c));
    await publish(
      c,
      'tasks',
      ...(input.action === 'tag' || input.action === 'due' ? [] : (['assignees'] as const)),
    );
    return c.json({ ok: true as const, ...result }, 200);
  })
  .openapi(route(tasks.reminders), async (c) => {
    const reminders = await listReminders(c.get('deps').db, c.get('userId'));
    return c.json({ reminders }, 200);
  })
  .openapi(route(tasks.claimReminders), async (c) => {
    const { reminders } = c.req.valid('json');
    const claimed = await claimReminders(c.get('deps').db, c.get('userId'), reminders);
    return c.json({ claimed }, 200);
  })
  .openapi(route(tasks.due), async (c) => {
    return c.json({ tasks: await dueTasks(c.get('deps').db, c.get('userId')) }, 200);
  })
  .openapi(route(tasks.create), async (c) => {
    const { db } = c.get('deps');
    const task = await createTask(db, c.get('userId'), c.req.valid('json'), now(c), zoneFor(c));
    await publish(c, 'tasks');
    return c.json({ task }, 201);
  })
  .openapi(route(tasks.get), async (c) => {
    return c.json({ task: await getTask(c.get('deps').db, c.get('userId'), c.req.valid('param').id) }, 200);
  })
  .openapi(route(tasks.update), async (c) => {
    const { id } = c.req.valid('param');
    const task = await updateTask(
      c.get('deps').db,
      c.get('userId'),
      id,
      c.req.valid('json'),
      now(c),
      zoneFor(c),
    );
    await publish(c, 'tasks');
    return c.json({ task }, 200);
  })
  .openapi(route(tasks.remove), async (c) => {
    const undoToken = await deleteTask(c.get('deps').db, c.get('userId'), c.req.valid('param').id, now(c));
    await publish(c, 'tasks', 'assignees');
    return c.json({ ok: true as const, undoToken }, 200);
  })
  .openapi(route(tasks.split), async (c) => {
    const { id } = c.req.valid('param');
    const zone = zoneFor(c, c.req.valid('query').timeZone);
    const result = await splitTask(c.get('deps').db, c.get('userId'), id, now(c), zone);
    await publish(c, 'tasks');
    return c.json(result, 201);
  })
  .openapi(route(tasks.complete), async (c) => {
    const { id } = c.req.valid('param');
    const result = await completeTask(
      c.get('deps').db,
      c.get('userId'),
      id,
      c.req.valid('json'),
      now(c),
      zoneFor(c),
    );
    await publish(c, 'tasks', ...(result.nextTask?.assignees.length ? (['assignees'] as const) : []));
    return c.json(result, 200);
  })
  .openapi(route(tasks.reopen), async (c) => {
    const { id } = c.req.valid('param');
    const task = await reopenTask(c.get('deps').db, c.get('userId'), id, c.req.valid('json').progress);
    await publish(c, 'tasks');
    return c.json({ task }, 200);
  })
  .openapi(route(tasks.notes), async (c) => {
    const notes = await listNotes(c.get('deps').db, c.get('userId'), c.req.valid('param').id);
    return c.json({ notes }, 200);
  })
  .openapi(route(tasks.addNote), async (c) => {
    const { id } = c.req.valid('param');
    const result = await addNote(c.get('deps').db, c.get('userId'), id, c.req.valid('json'), now(c));
    await publish(c, 'tasks');
    return c.json(result, 201);
  })
  .openapi(route(tasks.generateBenchmarks), async (c) => {
    const { db, ai } = c.get('deps');
    const ctx = await requestAiContext(c, c.req.valid('query').timeZone);
    const result = await generateBenchmarks(db, ai, c.get('userId'), c.req.valid('param').id, ctx);
    await publish(c, 'tasks');
    return c.json(result, 200);
  })
  .openapi(route(tasks.assign), async (c) => {
    const { id } = c.req.valid('param');
    const { personId } = c.req.valid('json');
    const assignees = await assignPerson(c.get('deps').db, c.get('userId'), id, personId, now(c));
    await publish(c, 'assignees');
    return c.json({ taskId: id, assignees }, 201);
  })
  .openapi(route(tasks.unassign), async (c) => {
    const { id, personId } = c.req.valid('param');
    const assignees = await unassignPerson(c.get('deps').db, c.get('userId'), id, personId);
    await publish(c, 'assignees');
    return c.json({ taskId: id, assignees }, 200);
  })
  .openapi(route(tasks.suggestions), async (c) => {
    const { id } = c.req.valid('param');
    return c.json({ suggestions: await suggestionsForTask(c.get('deps').db, c.get('userId'), id) }, 200);
  })
  .openapi(route(tasks.setup), async (c) => {
    const { db, ai } = c.get('deps');
    const input = c.req.valid('json');
    const ctx = await requestAiContext(c, input.timeZone);
    const result = await setupTask(db, ai, c.get('userId'), c.req.valid('param').id, input, ctx);
    await publish(c, 'tasks', 'assignees', ...(input.newPeople.length > 0 ? (['people'] as const) : []));
    return c.json(result, 200);
  });
