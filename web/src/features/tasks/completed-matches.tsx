/**
 * @module Completed tasks matching the search: the open list only holds open tasks, so a search also asks the
 * server for completed ones (`status=completed&q=`, newest completion first, a page at a time) and lists them
 * below, each with Reopen; the next page loads as the list's end scrolls into view or on Load more.
 */

import { DATE_FORMAT_LONG } from '@mynd/shared/domain';
import { format } from 'date-fns';
import { CheckCircle2 } from 'lucide-react';
import { LoadMore } from '../../components/load-more';
import { api } from '../../lib/api';
import { usePagedQuery } from '../../lib/paged-query';
import { ReopenButton } from './reopen-button';

export function CompletedMatches({ search }: { search: string }) {
  const q = search.trim();
  const matches = usePagedQuery(
    ['main', 'tasks', 'completed-search', q],
    async (cursor) => {
      const page = await api.tasks.list({ status: 'completed', q, ...(cursor ? { cursor } : {}) });
      return { tasks: page.tasks, nextCursor: page.nextCursor ?? null };
    },
    { enabled: q.length > 0, topics: ['tasks'] },
  );
  const tasks = matches.pages.flatMap((p) => p.tasks);
  if (!q || tasks.length === 0) return null;
  return (
    <section aria-label="Completed tasks matching the search" className="space-y-2">
      <h2 className="flex items-center gap-2 text-sm font-semibold text-muted-foreground">
        <CheckCircle2 className="size-4" aria-hidden="true" />
        {`Completed (${tasks.length}${matches.hasMore ? '+' : ''})`}
      </h2>
      <ul className="space-y-2">
        {tasks.map((task) => (
          <li
            key={task.id}
            data-completed-task={task.id}
            className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-border bg-card px-3 py-2"
          >
            <div className="min-w-0">
              <p className="text-sm font-medium line-through decoration-muted-foreground/60">{task.title}</p>
              {task.completedAt && (
                <p className="text-xs text-muted-foreground">
                  Completed {format(new Date(task.completedAt), DATE_FORMAT_LONG)}
                </p>
              )}
            </div>
            <ReopenButton taskId={task.id} title={task.title} />
          </li>
        ))}
      </ul>
      <LoadMore hasMore={matches.hasMore} loading={matches.isLoadingMore} onLoad={matches.loadMore} />
    </section>
  );
}
