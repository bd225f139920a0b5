/**
 * @module schemas/tasks-bulk — one request for an action on several selected tasks: complete, re-tag, set a due
 * date or delete. The answer carries an undo token (POST /api/undo/:token) that reverses the whole action.
 */
import { z } from 'zod';
import { IdSchema, IsoDateSchema } from './common.js';
import { TagNameSchema } from './tags.js';

export const BULK_MAX_TASKS = 500;

const TaskIds = z
  .array(IdSchema, { error: 'Select at least one task' })
  .min(1, 'Select at least one task')
  .max(BULK_MAX_TASKS, `At most ${BULK_MAX_TASKS} tasks at once`)
  .refine((ids) => new Set(ids).size === ids.length, { error: 'A task is listed twice' });

export const BulkTaskRequestSchema = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('complete'), taskIds: TaskIds }),
    z.object({ action: z.literal('tag'), taskIds: TaskIds, tag: TagNameSchema }),
    z.object({ action: z.literal('due'), taskIds: TaskIds, dueDate: IsoDateSchema }),
    z.object({ action: z.literal('delete'), taskIds: TaskIds }),
  ],
  { error: 'Action must be complete, tag, due or delete' },
);
export type BulkTaskRequest = z.input<typeof BulkTaskRequestSchema>;

export const BulkTaskResponseSchema = z.object({
  ok: z.literal(true),
  /** How many tasks the action changed. */
  count: z.number().int(),
  undoToken: z.string(),
});
