/** @module Duplicate management: groups of similar summaries with their similarity, merged on request. */
import { DATE_FORMAT_LONG, formatPercent } from '@mynd/shared/domain';
import type { DuplicatesResponse } from '@mynd/shared/schemas';
import { format } from 'date-fns';
import { Copy, Merge } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { Skeleton } from '../../components/ui/skeleton';
import { api } from '../../lib/api';
import { invalidateQueries, useApiQuery } from '../../lib/query';
import { toastUndo } from '../../lib/undo-toast';
import { toastError } from '../tasks/toast';

function DuplicatesTab() {
  const duplicates = useApiQuery<DuplicatesResponse>(
    ['main', 'duplicates'],
    () => api.summaries.duplicates(),
    {
      topics: ['summaries'],
    },
  );
  const [merging, setMerging] = useState<number | null>(null);

  async function merge(index: number, ids: string[]) {
    setMerging(index);
    try {
      const { undoToken } = await api.summaries.merge({ summaryIds: ids });
      toastUndo('Summaries Merged', undoToken, {
        onUndone: () => void Promise.all([duplicates.refetch(), invalidateQueries(['main', 'summaries'])]),
      });
      await Promise.all([duplicates.refetch(), invalidateQueries(['main', 'summaries'])]);
    } catch {
      toastError('Merge Failed', 'Failed to merge summaries. Please try again.');
    } finally {
      setMerging(null);
    }
  }

  const groups = duplicates.data?.groups ?? [];
  return (
    <section aria-labelledby="duplicates-heading" className="space-y-4">
      <div>
        <h2 id="duplicates-heading" className="text-xl font-semibold tracking-tight">
          Duplicate Management
        </h2>
        <p className="text-sm text-muted-foreground">
          Similar topics found across your mind dumps. Merge them into one.
        </p>
      </div>
      {duplicates.isLoading ? (
        <Skeleton className="h-40" />
      ) : groups.length === 0 ? (
        <EmptyState
          icon={Copy}
          title="No duplicate topics found"
          description="Similar summaries show up here."
        />
      ) : (
        <ul className="space-y-4">
          {groups.map((group, i) => (
            <li key={group.summaries.map((s) => s.id).join('|')}>
              <Card>
                <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
                  <CardTitle className="flex items-center gap-2">
                    {group.summaries.length} similar topics
                    <Badge color="hsl(38,92%,50%)">{formatPercent(group.similarity)} similar</Badge>
                  </CardTitle>
                  <Button
                    size="sm"
                    disabled={merging !== null}
                    onClick={() =>
                      void merge(
                        i,
                        group.summaries.map((s) => s.id),
                      )
                    }
                  >
                    <Merge aria-hidden="true" />
                    {merging === i ? 'Merging...' : 'Merge'}
                  </Button>
                </CardHeader>
                <CardContent className="grid gap-3 md:grid-cols-2">
                  {group.summaries.map((s) => (
                    <div key={s.id} className="rounded-lg border border-border p-3">
                      <p className="text-sm font-medium">{s.topicTitle}</p>
                      <p className="mt-1 line-clamp-3 text-sm text-muted-foreground">{s.summaryContent}</p>
                      <p className="mt-2 text-xs text-muted-foreground">
                        {format(new Date(s.createdAt), DATE_FORMAT_LONG)}
                      </p>
                    </div>
                  ))}
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export default DuplicatesTab;
