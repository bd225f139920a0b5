/**
 * @module schemas/analytics — the dashboard stats, completed tasks by period, weekly trends.
 */
import { z } from 'zod';
import { IdSchema, IsoDateSchema } from './common.js';
import { COMPLETED_PAGE_SIZE, cursorField, NextCursorSchema, pageSizeField } from './pagination.js';

/** An amount of one currency: totals are given per currency, never added across currencies. */
export const MoneyTotalSchema = z.object({ currency: z.string(), amount: z.number() });

export const DashboardResponseSchema = z.object({
  activeTopics: z.number().int(),
  openTasks: z.number().int(),
  completedTasks: z.number().int(),
  /** Realised value (money saved) per currency, never added across currencies; the user's currency first. */
  realizedGainsByCurrency: z.array(MoneyTotalSchema),
  /** The user's currency preference: the figure shown when nothing is saved yet ("$0"). */
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
export const CompletedQuerySchema = z.object({
  period: PeriodSchema.default('week'),
  /** The `nextCursor` of the page before; absent for the first page. */
  cursor: cursorField('completed'),
  limit: pageSizeField(COMPLETED_PAGE_SIZE),
});

export const CompletedItemSchema = z.object({
  id: IdSchema,
  title: z.string(),
  tag: z.string(),
  completedAt: z.string(),
  /** The task's saved money per currency (its completion and its progress notes). */
  moneySavedByCurrency: z.array(MoneyTotalSchema),
  timeSavedMinutes: z.number().int(),
});
export const CompletedResponseSchema = z.object({
  period: PeriodSchema,
  totals: z.object({
    tasks: z.number().int(),
    moneySavedByCurrency: z.array(MoneyTotalSchema),
    timeSavedHours: z.number(),
  }),
  /** The user's currency preference (listed first; shown as "$0" when nothing is saved). */
  currency: z.string(),
  /** One page, newest completion first (ties: by id); the totals above count the whole period. */
  items: z.array(CompletedItemSchema),
  nextCursor: NextCursorSchema,
});
export type CompletedResponse = z.infer<typeof CompletedResponseSchema>;

export const TrendPointSchema = z.object({
  /** Monday of the week, YYYY-MM-DD. */
  weekStart: IsoDateSchema,
  tasksCompleted: z.number().int(),
  moneySavedByCurrency: z.array(MoneyTotalSchema),
  timeSavedHours: z.number(),
});
export const TrendsQuerySchema = z.object({ weeks: z.coerce.number().int().min(1).max(104).default(12) });
export const TrendsResponseSchema = z.object({ currency: z.string(), points: z.array(TrendPointSchema) });
export type TrendsResponse = z.infer<typeof TrendsResponseSchema>;
