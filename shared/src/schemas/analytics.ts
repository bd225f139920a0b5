/**
 * @module schemas/analytics — the dashboard stats, completed tasks by period, weekly trends.
 */
import { z } from 'zod';
import { IdSchema, IsoDateSchema } from './common.js';

export const DashboardResponseSchema = z.object({
  activeTopics: z.number().int(),
  openTasks: z.number().int(),
  completedTasks: z.number().int(),
  /** Sum of realised value (money saved), in the user's currency preference. */
  realizedGains: z.number(),
  currency: z.string(),
  /** Sum of time saved, in hours, 1 decimal. */
  estTimeGainsHours: z.number(),
  /** Days since the earliest open task's creation; 0 with no open tasks. */
  avgTaskDurationDays: z.number(),
});
export type DashboardResponse = z.infer<typeof DashboardResponseSchema>;

export const PeriodSchema = z.enum(['week', 'month', 'quarter', 'year', 'all'], {
  error: 'Period must be week, month, quarter, year or all',
});
export const CompletedQuerySchema = z.object({ period: PeriodSchema.default('week') });

export const CompletedItemSchema = z.object({
  id: IdSchema,
  title: z.string(),
  tag: z.string(),
  completedAt: z.string(),
  moneySaved: z.number(),
  timeSavedMinutes: z.number().int(),
  currency: z.string(),
});
export const CompletedResponseSchema = z.object({
  period: PeriodSchema,
  totals: z.object({ tasks: z.number().int(), moneySaved: z.number(), timeSavedHours: z.number() }),
  currency: z.string(),
  items: z.array(CompletedItemSchema),
});
export type CompletedResponse = z.infer<typeof CompletedResponseSchema>;

export const TrendPointSchema = z.object({
  /** Monday of the week, YYYY-MM-DD. */
  weekStart: IsoDateSchema,
  tasksCompleted: z.number().int(),
  moneySaved: z.number(),
  timeSavedHours: z.number(),
});
export const TrendsQuerySchema = z.object({ weeks: z.coerce.number().int().min(1).max(104).default(12) });
export const TrendsResponseSchema = z.object({ currency: z.string(), points: z.array(TrendPointSchema) });
export type TrendsResponse = z.infer<typeof TrendsResponseSchema>;
