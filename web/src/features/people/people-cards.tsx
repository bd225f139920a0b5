/** @module People cards: each person's open tasks; red with a warning when a benchmark is overdue; click filters the task list. */
import { tagColor } from '@mynd/shared/domain';
import type { PersonOverview } from '@mynd/shared/schemas';
import { useSetAtom } from 'jotai';
import { AlertTriangle, Users } from 'lucide-react';
import { useEffect } from 'react';
import { activeTabAtom } from '../../app/tabs';
import { Badge } from '../../components/ui/badge';
import { EmptyState } from '../../components/ui/empty-state';
import { Skeleton } from '../../components/ui/skeleton';
import { api, errorMessage } from '../../lib/api';
import { cn } from '../../lib/cn';
import { useApiQuery } from '../../lib/query';
import { personFilterAtom, tagFilterAtom } from '../tasks/atoms';
import { useTags } from '../tasks/task-queries';
import { toastError } from '../tasks/toast';

export function PeopleCards() {
  const overview = useApiQuery<PersonOverview[]>(
    ['main', 'people-overview'],
    async () => (await api.people.overview()).people,
    {
      topics: ['tasks', 'assignees', 'people'],
    },
  );
  const { data: tags = [] } = useTags();
  const setPerson = useSetAtom(personFilterAtom);
  const setTag = useSetAtom(tagFilterAtom);
  const setTab = useSetAtom(activeTabAtom);
  useEffect(() => {
    if (overview.error)
      toastError('Error loading people', errorMessage(overview.error, 'Error loading people'));
  }, [overview.error]);

  if (overview.isLoading) {
    return (
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        <Skeleton className="h-36" />
        <Skeleton className="h-36" />
        <Skeleton className="h-36" />
      </div>
    );
  }
  const people = overview.data ?? [];
  if (people.length === 0) {
    return (
      <EmptyState
        icon={Users}
        title="No people or task assignments found"
        description="Add people and assign tasks to see their status here"
      />
    );
  }
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {people.map((person) => (
        <li key={person.id}>
          <button
            type="button"
            onClick={() => {
              setPerson({ id: person.id, name: person.name });
              setTag(null);
              setTab('task-list');
            }}
            className={cn(
              'h-full w-full rounded-xl border bg-card p-4 text-left shadow-sm transition-shadow hover:shadow-md',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
              person.hasOverdueBenchmark ? 'border-destructive/60 bg-destructive/5' : 'border-border',
            )}
          >
            <span className="flex items-center justify-between gap-2">
              <span className="font-semibold">{person.name}</span>
              {person.hasOverdueBenchmark && (
                <span className="flex items-center gap-1 text-xs font-medium text-destructive">
                  <AlertTriangle className="size-4" aria-hidden="true" />
                  Overdue benchmark
                </span>
              )}
            </span>
            <span className="mt-1 block text-xs text-muted-foreground">
              {person.openTasks.length} open {person.openTasks.length === 1 ? 'task' : 'tasks'}
            </span>
            {person.openTasks.length === 0 ? (
              <span className="mt-3 block text-sm text-muted-foreground">No open tasks</span>
            ) : (
              <span className="mt-3 block space-y-2.5">
                {person.openTasks.map((t) => (
                  <span key={t.id} className="block">
                    <span className="flex items-center justify-between gap-2 text-sm">
                      <span className="truncate">{t.title}</span>
                      <span className="shrink-0 text-xs tabular-nums text-muted-foreground">
                        {t.progress}%
                      </span>
                    </span>
                    <span className="mt-1 flex items-center gap-2">
                      <Badge color={tagColor(tags, t.tag)}>{t.tag}</Badge>
                      <span className="block h-1.5 flex-1 rounded-full bg-muted">
                        <span
                          className={cn(
                            'block h-full rounded-full',
                            t.hasOverdueBenchmark ? 'bg-destructive' : 'bg-primary',
                          )}
                          style={{ width: `${t.progress}%` }}
                        />
                      </span>
                    </span>
                  </span>
                ))}
              </span>
            )}
          </button>
        </li>
      ))}
    </ul>
  );
}
