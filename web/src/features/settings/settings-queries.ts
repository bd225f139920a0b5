/**
 * @module features/settings/settings-queries — the org chart, the one resource only Settings reads. Tags and the
 * profile are the app's single queries of `features/tasks/task-queries` (one cache entry per resource).
 */
import type { OrgChart } from '@mynd/shared/schemas';
import { api } from '../../lib/api';
import { useApiQuery } from '../../lib/query';

const ORG_CHART_KEY = ['settings', 'org-chart'] as const;

export function useOrgChartQuery() {
  return useApiQuery<OrgChart | null>(ORG_CHART_KEY, async () => (await api.orgChart.get()).orgChart, {
    topics: ['org-chart'],
  });
}
