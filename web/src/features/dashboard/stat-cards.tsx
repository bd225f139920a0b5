/** @module The six dashboard stat cards, from one GET /api/analytics/dashboard; six skeletons while loading. */
import { ACTIVE_TOPICS_LABEL, formatMoneyTotals, STAT_PLACEHOLDERS } from '@mynd/shared/domain';
import type { DashboardResponse } from '@mynd/shared/schemas';
import { useSetAtom } from 'jotai';
import { CheckCircle2, Clock, DollarSign, Hourglass, Layers, ListTodo, type LucideIcon } from 'lucide-react';
import { activeTabAtom, type TabKey } from '../../app/tabs';
import { Skeleton } from '../../components/ui/skeleton';
import { api } from '../../lib/api';
import { useApiQuery } from '../../lib/query';

export const DASHBOARD_KEY = ['main', 'dashboard'] as const;

export function useDashboardStats() {
  return useApiQuery<DashboardResponse>(DASHBOARD_KEY, () => api.analytics.dashboard(), {
    topics: ['tasks', 'summaries', 'profile'],
  });
}

type Stat = { label: string; value: string; icon: LucideIcon; tab?: TabKey; tone: string };

export function statCards(d: DashboardResponse): Stat[] {
  return [
    {
      label: ACTIVE_TOPICS_LABEL,
      value: String(d.activeTopics),
      icon: Layers,
      tab: 'mind-dump-history',
      tone: 'text-violet-500 bg-violet-500/10',
    },
    {
      label: 'Open Tasks',
      value: String(d.openTasks),
      icon: ListTodo,
      tab: 'task-list',
      tone: 'text-blue-500 bg-blue-500/10',
    },
    {
      label: 'Completed Tasks',
      value: String(d.completedTasks),
      icon: CheckCircle2,
      tab: 'people-tasks',
      tone: 'text-green-600 bg-green-500/10',
    },
    {
      label: 'Realized Financial Gains',
      value: formatMoneyTotals(d.realizedGainsByCurrency, d.currency),
      icon: DollarSign,
      tone: 'text-emerald-600 bg-emerald-500/10',
    },
    {
      label: 'Est Time Gains (hours)',
      value: d.estTimeGainsHours.toFixed(1),
      icon: Clock,
      tone: 'text-amber-600 bg-amber-500/10',
    },
    {
      label: 'Avg. Task Duration (days)',
      value: String(d.avgTaskDurationDays),
      icon: Hourglass,
      tone: 'text-pink-600 bg-pink-500/10',
    },
  ];
}

export function StatCards() {
  const { data } = useDashboardStats();
  const setTab = useSetAtom(activeTabAtom);
  if (!data) {
    return (
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-3 xl:grid-cols-6">
        {Array.from({ length: STAT_PLACEHOLDERS }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders are positional.
          <Skeleton key={i} className="h-28" data-testid="stat-placeholder" />
        ))}
      </div>
    );
  }
  return (
    <ul className="grid grid-cols-2 gap-3 lg:grid-cols-3 xl:grid-cols-6">
      {statCards(data).map((stat) => {
        const body = (
          <>
            <span className={`inline-flex size-8 items-center justify-center rounded-lg ${stat.tone}`}>
              <stat.icon className="size-4" aria-hidden="true" />
            </span>
            <span
              className="mt-3 block text-2xl font-semibold tabular-nums tracking-tight"
              data-testid="stat-value"
            >
              {stat.value}
            </span>
            <span className="block text-xs text-muted-foreground">{stat.label}</span>
          </>
        );
        const base = 'block h-full w-full rounded-xl border border-border bg-card p-4 text-left shadow-sm';
        return (
          <li key={stat.label} data-stat={stat.label}>
            {stat.tab ? (
              <button
                type="button"
                className={`${base} transition-shadow hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring`}
                onClick={() => setTab(stat.tab!)}
              >
                {body}
              </button>
            ) : (
              <div className={base}>{body}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
