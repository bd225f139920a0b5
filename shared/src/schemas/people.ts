/**
 * @module schemas/people — the people tasks are delegated to, and the people overview.
 */
import { z } from 'zod';
import { IdSchema, IsoDateSchema } from './common.js';

export const PersonNameSchema = z
  .string({ error: 'Name is required' })
  .trim()
  .min(1, 'Name is required')
  .max(100, 'Name must be at most 100 characters');

export const PersonSchema = z.object({ id: IdSchema, name: z.string(), createdAt: z.string() });
export type Person = z.infer<typeof PersonSchema>;
export const PersonListResponseSchema = z.object({ people: z.array(PersonSchema) });
export const PersonResponseSchema = z.object({ person: PersonSchema });
export const CreatePersonRequestSchema = z.object({ name: PersonNameSchema });
export const UpdatePersonRequestSchema = z.object({ name: PersonNameSchema });

export const PersonOpenTaskSchema = z.object({
  id: IdSchema,
  title: z.string(),
  tag: z.string(),
  progress: z.number().int(),
  dueDate: IsoDateSchema,
  hasOverdueBenchmark: z.boolean(),
});
export const PersonOverviewSchema = z.object({
  id: IdSchema,
  name: z.string(),
  openTasks: z.array(PersonOpenTaskSchema),
  /** True when any open task has an overdue benchmark: the card is highlighted red. */
  hasOverdueBenchmark: z.boolean(),
});
export type PersonOverview = z.infer<typeof PersonOverviewSchema>;
export const PeopleOverviewResponseSchema = z.object({ people: z.array(PersonOverviewSchema) });
