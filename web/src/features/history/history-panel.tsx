/**
 * @module Mind dump history: collapsible entries with content, summary, date, tasks created, expiry and delete.
 * The server pages it: the next page loads as the user scrolls to the end or presses Load more.
 */
import { HISTORY_EMPTY_MESSAGE, historyExpiry } from '@mynd/shared/domain';
import type { MindDumpHistoryResponse } from '@mynd/shared/schemas';
import { History } from 'lucide-react';
import { useEffect } from 'react';
import { LoadMore } from '../../components/load-more';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { api, errorMessage } from '../../lib/api';
import { usePagedQuery } from '../../lib/paged-query';
import { toastError } from '../tasks/toast';
import { HistoryEntry } from './history-entry';

import { HISTORY_KEY } from './history-key';

export function HistoryPanel() {
  const history = usePagedQuery<MindDumpHistoryResponse>(
    HISTORY_KEY,
    (cursor) => api.mindDumps.list({ cursor }),
    { topics: ['mind-dumps'] },
  );
  useEffect(() => {
    if (history.error)
      toastError('Error loading mind dump history', errorMessage(history.error, 'Failed to load history'));
  }, [history.error]);
  const now = new Date();
  const entries = history.pages.flatMap((page) => page.entries);
  return (
    <Card className="h-fit" role="region" aria-label="Mind dump history">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <History className="size-4 text-muted-foreground" aria-hidden="true" />
          Mind dump history
        </CardTitle>
      </CardHeader>
      <CardContent>
        {history.isLoading ? (
          <div className="space-y-2">
            <Skeleton className="h-12" />
            <Skeleton className="h-12" />
          </div>
        ) : entries.length === 0 ? (
          <p className="text-sm text-muted-foreground">{HISTORY_EMPTY_MESSAGE}</p>
        ) : (
          <>
            <ul className="space-y-2">
              {entries.map((entry) => (
                <HistoryEntry key={entry.id} entry={entry} expiry={historyExpiry(entry.expiresAt, now)} />
              ))}
            </ul>
            <LoadMore hasMore={history.hasMore} loading={history.isLoadingMore} onLoad={history.loadMore} />
          </>
        )}
      </CardContent>
    </Card>
  );
}
