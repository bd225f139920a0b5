/** @module contract/analytics — /api/analytics: the dashboard's stats, completed tasks by period, trends. */
import {
  CompletedQuerySchema,
  CompletedResponseSchema,
  DashboardResponseSchema,
  TrendsQuerySchema,
  TrendsResponseSchema,
} from '../schemas/analytics.js';
import { endpoint } from './endpoint.js';

export const analytics = {
  dashboard: endpoint({
    method: 'get',
    path: '/api/analytics/dashboard',
    summary: 'The dashboard’s six stats',
    response: DashboardResponseSchema,
    errors: [401],
  }),
  completed: endpoint({
    method: 'get',
    path: '/api/analytics/completed',
    summary:
      'Tasks completed in a period with their money and time saved: the period’s totals and one page of tasks (cursor)',
    query: CompletedQuerySchema,
    response: CompletedResponseSchema,
    errors: [400, 401],
  }),
  trends: endpoint({
    method: 'get',
    path: '/api/analytics/trends',
    summary: 'Created and completed tasks per week',
    query: TrendsQuerySchema,
    response: TrendsResponseSchema,
    errors: [400, 401],
  }),
};
