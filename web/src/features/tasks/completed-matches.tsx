/**
 * @module Completed tasks matching the search: the open list only holds open tasks, so a search also asks the
 * server for completed ones (`status=completed&q=`) and lists them below, each with Reopen.
 */

import { DATE_FORMAT_LONG } from '@mynd/shared/domain';
import type { Task } from '@mynd/shared/schemas';
import { format } from 'date-fns';
import { CheckCircle2 } from 'lucide-react';
import { api } from '../../lib/api';
import { useApiQuery } from '../../lib/query';
import { ReopenButton } from './reopen-button';

export function CompletedMatches({ search }: { search: string }) {
  const q = search.trim();
  const matches = useApiQuery<Task[]>(
    ['main', 'tasks', 'completed-search', q],
    async () => (await api.tasks.list({ status: 'completed', q })).tasks,
    { enabled: q.length > 0, topics: ['tasks'] },
  );
  const tasks = matches.data ?? [];
  if (!q || tasks.length === 0) return null;
  return (
    <section aria-label="Completed tasks matching the search" className="space-y-2">
      <h2 className="flex items-center gap-2 text-sm font-semibold text-muted-foreground">
        <CheckCircle2 className="size-4" aria-hidden="true" />
        Completed ({tasks.length})
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
    </section>
  );
}
