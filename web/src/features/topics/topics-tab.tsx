/** @module The topics tab (mind-dump-history): active or archived summary cards, the history panel, the setup wizard. */

import { ACTIVE_TOPICS_LABEL, TOPIC_PLACEHOLDERS } from '@mynd/shared/domain';
import type { Summary } from '@mynd/shared/schemas';
import { Layers } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { Label } from '../../components/ui/label';
import { Skeleton } from '../../components/ui/skeleton';
import { Switch } from '../../components/ui/switch';
import { api } from '../../lib/api';
import { useApiQuery } from '../../lib/query';
import { HistoryPanel } from '../history/history-panel';
import { SetupWizard } from '../setup-wizard/setup-wizard';
import { toastError } from '../tasks/toast';
import { useIncremental } from '../tasks/use-incremental';
import { summariesKey } from './summary-actions';
import { SummaryCard } from './summary-card';

function TopicsTab() {
  const [archived, setArchived] = useState(false);
  const switchId = useId();
  const summaries = useApiQuery<Summary[]>(
    summariesKey(archived),
    async () => (await api.summaries.list({ archived })).summaries,
    { topics: ['summaries'] },
  );

  useEffect(() => {
    if (summaries.error)
      toastError('Error', archived ? 'Failed to load archived summaries' : 'Failed to load summaries');
  }, [summaries.error, archived]);

  const list = summaries.data ?? [];
  // Accounts with hundreds of topics mount them a page at a time.
  const { count, sentinel, showMore } = useIncremental(list.length, archived);
  return (
    <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_22rem]">
      <section aria-labelledby={`${switchId}-title`} className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id={`${switchId}-title`} className="text-xl font-semibold tracking-tight">
            {archived ? 'Archived Topics' : ACTIVE_TOPICS_LABEL}
          </h2>
          <div className="flex items-center gap-2">
            <Switch id={switchId} checked={archived} onCheckedChange={setArchived} />
            <Label htmlFor={switchId}>Show Archived</Label>
          </div>
        </div>
        {summaries.isLoading ? (
          <div className="grid gap-4 md:grid-cols-2">
            {Array.from({ length: TOPIC_PLACEHOLDERS }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders are positional.
              <Skeleton key={i} className="h-40" data-testid="topic-placeholder" />
            ))}
          </div>
        ) : list.length === 0 ? (
          <EmptyState icon={Layers} title={archived ? 'No archived topics' : 'No topics created yet'} />
        ) : (
          <div className="grid items-start gap-4 md:grid-cols-2">
            {list.slice(0, count).map((s) => (
              <SummaryCard key={s.id} summary={s} />
            ))}
          </div>
        )}
        {count < list.length && (
          <div ref={sentinel} className="flex justify-center">
            <Button variant="outline" size="sm" onClick={showMore}>
              Show more ({list.length - count} left)
            </Button>
          </div>
        )}
      </section>
      <HistoryPanel />
      <SetupWizard />
    </div>
  );
}

export default TopicsTab;
