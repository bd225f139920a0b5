/**
 * @module schemas/events — the change events sent over GET /api/events (Server-Sent Events, event name "change").
 */
import { z } from 'zod';

export const ChangeTopicSchema = z.enum([
  'tasks',
  'assignees',
  'summaries',
  'mind-dumps',
  'tags',
  'people',
  'profile',
  'org-chart',
]);
export type ChangeTopic = z.infer<typeof ChangeTopicSchema>;
export const ChangeEventSchema = z.object({ topic: ChangeTopicSchema, at: z.string() });
export const CHANGE_EVENT_NAME = 'change';
