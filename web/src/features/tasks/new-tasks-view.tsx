/** @module The view of newly created tasks: open tasks from the last 24 hours, newest first. */
import { tagColor } from '@mynd/shared/domain';
import { Sparkles } from 'lucide-react';
import { useMemo } from 'react';
import { EmptyState } from '../../components/ui/empty-state';
import { Skeleton } from '../../components/ui/skeleton';
import { SetupWizard } from '../setup-wizard/setup-wizard';
import { browserToday } from './clock';
import { TaskCard } from './task-card';
import { useOpenTasks, useTags } from './task-queries';

const RECENT_MS = 86_400_000;

function NewTasksView() {
  const tasks = useOpenTasks();
  const { data: tags = [] } = useTags();
  const today = browserToday();
  const recent = useMemo(() => {
    const since = Date.now() - RECENT_MS;
    return (tasks.data ?? [])
      .filter((t) => Date.parse(t.createdAt) >= since)
      .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
  }, [tasks.data]);
  return (
    <section aria-labelledby="new-tasks-heading" className="space-y-4">
      <h2 id="new-tasks-heading" className="text-xl font-semibold tracking-tight">
        New Tasks
      </h2>
      {tasks.isLoading ? (
        <Skeleton className="h-24" />
      ) : recent.length === 0 ? (
        <EmptyState
          icon={Sparkles}
          title="No new tasks"
          description="Tasks from your latest mind dumps appear here."
        />
      ) : (
        <ul className="space-y-3">
          {recent.map((t) => (
            <li key={t.id}>
              <TaskCard task={t} tagColor={tagColor(tags, t.tag)} today={today} />
            </li>
          ))}
        </ul>
      )}
      <SetupWizard />
    </section>
  );
}

export default NewTasksView;
