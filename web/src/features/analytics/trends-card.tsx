/** @module A card with the weekly trends chart; the chart library loads only when the card is shown. */
import type { TrendsResponse } from '@mynd/shared/schemas';
import { TrendingUp } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { api } from '../../lib/api';
import { useApiQuery } from '../../lib/query';

const TrendsChart = lazy(() => import('./trends-chart'));

export function TrendsCard({ compact = false, weeks = 12 }: { compact?: boolean; weeks?: number }) {
  const trends = useApiQuery<TrendsResponse>(
    ['main', 'trends', weeks],
    () => api.analytics.trends({ weeks }),
    {
      topics: ['tasks'],
    },
  );
  const height = compact ? 180 : 320;
  const empty = trends.data?.points.every(
    (p) => p.tasksCompleted === 0 && p.moneySavedByCurrency.length === 0 && p.timeSavedHours === 0,
  );
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <TrendingUp className="size-4 text-muted-foreground" aria-hidden="true" />
          {compact ? 'Weekly Trends' : 'Trends'}
        </CardTitle>
        <CardDescription>Tasks completed and time and money saved per week</CardDescription>
      </CardHeader>
      <CardContent>
        {!trends.data ? (
          <Skeleton style={{ height }} />
        ) : empty ? (
          <p
            className="flex items-center justify-center text-sm text-muted-foreground"
            style={{ height: compact ? 120 : 200 }}
          >
            Complete tasks to see your weekly trends.
          </p>
        ) : (
          <Suspense fallback={<Skeleton style={{ height }} />}>
            <TrendsChart data={trends.data} height={height} compact={compact} />
          </Suspense>
        )}
      </CardContent>
    </Card>
  );
}
