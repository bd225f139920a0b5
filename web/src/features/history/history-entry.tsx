/** @module One history entry: collapsed to its first line, expanded to content, summary and tasks; failed ones can be retried. */
import type { HistoryExpiry } from '@mynd/shared/domain';
import type { MindDumpHistoryEntry, MindDumpHistoryResponse } from '@mynd/shared/schemas';
import { format } from 'date-fns';
import { ChevronDown, RotateCcw, Trash2 } from 'lucide-react';
import { Collapsible } from 'radix-ui';
import { useState } from 'react';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { api } from '../../lib/api';
import { cn } from '../../lib/cn';
import { setPagedData } from '../../lib/paged-query';
import { toastUndo } from '../../lib/undo-toast';
import { useSubmitMindDump } from '../mind-dump/use-submit-mind-dump';
import { SourcePageLink } from '../tasks/source-text';
import { toastFailure } from '../tasks/toast';
import { HISTORY_KEY } from './history-key';

export function HistoryEntry({ entry, expiry }: { entry: MindDumpHistoryEntry; expiry: HistoryExpiry }) {
  const [open, setOpen] = useState(false);
  const [retrying, setRetrying] = useState(false);
  const submit = useSubmitMindDump();

  async function remove() {
    try {
      const { undoToken } = await api.mindDumps.remove(entry.id);
      setPagedData<MindDumpHistoryResponse>(HISTORY_KEY, (page) => ({
        ...page,
        entries: page.entries.filter((e) => e.id !== entry.id),
      }));
      toastUndo('Entry deleted', undoToken, { description: 'Mind dump entry has been removed' });
    } catch (error) {
      toastFailure('Error deleting entry', error);
    }
  }

  async function retry() {
    setRetrying(true);
    try {
      await submit(entry.content);
    } finally {
      setRetrying(false);
    }
  }

  return (
    <li
      className={cn('rounded-lg border border-border', expiry.expired && 'opacity-60')}
      data-expired={expiry.expired}
    >
      <Collapsible.Root open={open} onOpenChange={setOpen}>
        <div className="flex items-start gap-2 p-3">
          <Collapsible.Trigger className="flex min-w-0 flex-1 items-start gap-2 rounded text-left focus-visible:outline-2 focus-visible:outline-ring">
            <ChevronDown
              className={cn(
                'mt-0.5 size-4 shrink-0 text-muted-foreground transition-transform',
                open && 'rotate-180',
              )}
              aria-hidden="true"
            />
            <span className="min-w-0 flex-1">
              <span className="line-clamp-1 text-sm">{entry.content}</span>
              <span className="mt-0.5 flex flex-wrap items-center gap-x-2 text-xs text-muted-foreground">
                {format(new Date(entry.createdAt), 'MMM dd, yyyy h:mm a')}
                <span className={cn(expiry.expired && 'font-medium text-destructive')}>{expiry.label}</span>
                {entry.status === 'failed' && <Badge variant="destructive">Failed</Badge>}
              </span>
            </span>
          </Collapsible.Trigger>
          <Button size="icon-sm" variant="ghost" aria-label="Delete entry" onClick={() => void remove()}>
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
        <Collapsible.Content className="space-y-2 border-t border-border px-3 py-2 text-sm">
          <p className="whitespace-pre-wrap">{entry.content}</p>
          {entry.source?.url && (
            <p className="text-muted-foreground">
              <span className="font-medium text-foreground">From: </span>
              <SourcePageLink source={entry.source} />
            </p>
          )}
          {entry.summary && (
            <p className="text-muted-foreground">
              <span className="font-medium text-foreground">Summary: </span>
              {entry.summary}
            </p>
          )}
          {entry.error && <p className="text-destructive">{entry.error}</p>}
          <div>
            <p className="font-medium">Tasks created ({entry.tasksCreated.length})</p>
            {entry.tasksCreated.length > 0 && (
              <ul className="ml-4 list-disc text-muted-foreground">
                {entry.tasksCreated.map((t, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: history tasks have no id.
                  <li key={i}>{t.title}</li>
                ))}
              </ul>
            )}
          </div>
          {entry.status === 'failed' && (
            <Button size="sm" variant="outline" disabled={retrying} onClick={() => void retry()}>
              <RotateCcw aria-hidden="true" />
              Retry
            </Button>
          )}
        </Collapsible.Content>
      </Collapsible.Root>
    </li>
  );
}
