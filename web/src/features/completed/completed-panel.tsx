/**
 * @module Completed Tasks: a period selector, three totals and the list (first 3, then Show All (n)). The list is
 * paged by the server: the totals and n are the whole period's; Show All lists the loaded pages and loads the
 * next as the user scrolls to the end or presses Load more.
 */
import {
  COMPLETED_SHOWN,
  DATE_FORMAT_LONG,
  formatItemMoney,
  formatMoneyTotals,
  PERIODS,
  type Period,
  tagColor,
} from '@mynd/shared/domain';
import type { CompletedResponse } from '@mynd/shared/schemas';
import { format } from 'date-fns';
import { CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import { LoadMore } from '../../components/load-more';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Select } from '../../components/ui/select';
import { Skeleton } from '../../components/ui/skeleton';
import { api } from '../../lib/api';
import { usePagedQuery } from '../../lib/paged-query';
import { ReopenButton } from '../tasks/reopen-button';
import { useTags } from '../tasks/task-queries';

export function CompletedPanel() {
  const [period, setPeriod] = useState<Period>('week');
  const [showAll, setShowAll] = useState(false);
  const completed = usePagedQuery<CompletedResponse>(
    ['main', 'completed', period],
    (cursor) => api.analytics.completed({ period, cursor }),
    { topics: ['tasks'] },
  );
  const { data: tags = [] } = useTags();
  const data = completed.pages[0];
  const items = completed.pages.flatMap((page) => page.items);
  const shown = showAll ? items : items.slice(0, COMPLETED_SHOWN);
  const total = data?.totals.tasks ?? 0;

  return (
    <Card role="region" aria-label="Completed Tasks">
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle className="flex items-center gap-2">
          <CheckCircle2 className="size-4 text-muted-foreground" aria-hidden="true" />
          Completed Tasks
        </CardTitle>
        <Select
          aria-label="Period"
          className="w-40"
          value={period}
          onValueChange={(v) => {
            setPeriod(v as Period);
            setShowAll(false);
          }}
          options={PERIODS.map((p) => ({ value: p.key, label: p.label }))}
        />
      </CardHeader>
      <CardContent className="space-y-4">
        {!data ? (
          <Skeleton className="h-32" />
        ) : (
          <>
            <dl className="grid grid-cols-3 gap-2 text-center">
              <Total label="Tasks" value={String(data.totals.tasks)} />
              <Total
                label="$ Saved"
                value={formatMoneyTotals(data.totals.moneySavedByCurrency, data.currency)}
              />
              <Total label="Time (hours)" value={data.totals.timeSavedHours.toFixed(1)} />
            </dl>
            {items.length === 0 ? (
              <p className="py-4 text-center text-sm text-muted-foreground">
                No completed tasks in this period
              </p>
            ) : (
              <ul className="space-y-2">
                {shown.map((item) => (
                  <li key={item.id} className="rounded-lg border border-border px-3 py-2">
                    <div className="flex items-start justify-between gap-2">
                      <span className="text-sm font-medium">{item.title}</span>
                      <span className="flex shrink-0 items-center gap-2">
                        <Badge color={tagColor(tags, item.tag)}>{item.tag}</Badge>
                        <ReopenButton taskId={item.id} title={item.title} />
                      </span>
                    </div>
                    <p className="mt-1 flex flex-wrap gap-x-3 text-xs text-muted-foreground">
                      <span>{format(new Date(item.completedAt), DATE_FORMAT_LONG)}</span>
                      {item.moneySavedByCurrency.length > 0 && (
                        <span className="font-medium text-green-700 dark:text-green-400">
                          {formatItemMoney(item.moneySavedByCurrency)}
                        </span>
                      )}
                      {item.timeSavedMinutes > 0 && <span>{item.timeSavedMinutes} min</span>}
                    </p>
                  </li>
                ))}
              </ul>
            )}
            {showAll && (
              <LoadMore
                hasMore={completed.hasMore}
                loading={completed.isLoadingMore}
                onLoad={completed.loadMore}
              />
            )}
            {total > COMPLETED_SHOWN && (
              <Button variant="ghost" size="sm" className="w-full" onClick={() => setShowAll((v) => !v)}>
                {showAll ? 'Show Less' : `Show All (${total})`}
              </Button>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}

function Total({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg bg-muted/50 px-2 py-3">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-lg font-semibold tabular-nums">{value}</dd>
    </div>
  );
}
