/** @module Upcoming Due Tasks: the three most urgent open tasks, with due status, progress and due date. */
import {
  DATE_FORMAT_DUE_CARD,
  DUE_LIST_SHOWN,
  DUE_TASK_PLACEHOLDERS,
  dashboardDueStatus,
  formatIsoDate,
  sortDueTasks,
  tagColor,
} from '@mynd/shared/domain';
import type { Task } from '@mynd/shared/schemas';
import { CalendarClock } from 'lucide-react';
import { Badge } from '../../components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { api } from '../../lib/api';
import { useApiQuery } from '../../lib/query';
import { browserToday } from '../tasks/clock';
import { ProgressBar } from '../tasks/progress-bar';
import { useTags } from '../tasks/task-queries';

const DUE_CLASS = {
  red: 'text-red-700 dark:text-red-400',
  orange: 'text-orange-700 dark:text-orange-400',
  yellow: 'text-yellow-800 dark:text-yellow-300',
  blue: 'text-blue-700 dark:text-blue-400',
} as const;

export function DueTasksCard() {
  // A failed load is only logged: the card shows its empty state (spec section 8).
  const due = useApiQuery<Task[]>(['main', 'tasks', 'due'], async () => (await api.tasks.due()).tasks, {
    topics: ['tasks', 'assignees'],
  });
  const { data: tags = [] } = useTags();
  const today = browserToday();
  const sorted = sortDueTasks(due.data ?? [], today);
  const shown = sorted.slice(0, DUE_LIST_SHOWN);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <CalendarClock className="size-4 text-muted-foreground" aria-hidden="true" />
          Upcoming Due Tasks ({sorted.length})
        </CardTitle>
      </CardHeader>
      <CardContent>
        {due.isLoading ? (
          <div className="space-y-3">
            {Array.from({ length: DUE_TASK_PLACEHOLDERS }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders are positional.
              <Skeleton key={i} className="h-20" />
            ))}
          </div>
        ) : shown.length === 0 ? (
          <div className="py-6 text-center">
            <p className="text-sm font-medium">No upcoming due tasks</p>
            <p className="text-sm text-muted-foreground">You're all caught up! 🎉</p>
          </div>
        ) : (
          <ul className="space-y-3">
            {shown.map((task) => {
              const status = dashboardDueStatus(task.dueDate, today);
              return (
                <li key={task.id} className="rounded-lg border border-border p-3">
                  <div className="flex items-start justify-between gap-2">
                    <p className="text-sm font-medium">{task.title}</p>
                    <Badge color={tagColor(tags, task.tag)}>{task.tag}</Badge>
                  </div>
                  <p className={`mt-1 text-xs font-medium ${DUE_CLASS[status.color]}`}>{status.label}</p>
                  <div className="mt-2 flex items-center gap-2">
                    <ProgressBar progress={task.progress} today={today} label={`Progress of ${task.title}`} />
                    <span className="w-9 text-right text-xs tabular-nums text-muted-foreground">
                      {task.progress}%
                    </span>
                  </div>
                  <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
                    <div className="flex flex-wrap gap-1">
                      {task.assignees.map((a) => (
                        <Badge key={a.id} variant="secondary">
                          {a.name}
                        </Badge>
                      ))}
                    </div>
                    <span className="text-xs text-muted-foreground">
                      Due: {formatIsoDate(task.dueDate, DATE_FORMAT_DUE_CARD)}
                    </span>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
