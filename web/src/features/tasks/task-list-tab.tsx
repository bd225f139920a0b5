/**
 * @module The task list: person filter banner, tag filter header, open parent tasks with their subtasks; while
 * searching, the completed tasks that match too (with Reopen).
 */
import { tagColor } from '@mynd/shared/domain';
import type { Task } from '@mynd/shared/schemas';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { ListTodo, X } from 'lucide-react';
import { useCallback, useEffect, useMemo } from 'react';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { Skeleton } from '../../components/ui/skeleton';
import { errorMessage } from '../../lib/api';
import { focusedTaskAtom, personFilterAtom, tagFilterAtom, taskSearchAtom } from './atoms';
import { BulkBar } from './bulk-bar';
import { browserToday } from './clock';
import { CompletedMatches } from './completed-matches';
import { clickSelection, keepShown, taskSelectionAtom } from './selection';
import { TagFilterBar } from './tag-filter-bar';
import { TaskCard } from './task-card';
import { useOpenTasks, useTags } from './task-queries';
import { selectTaskList } from './task-tree';
import { toastError } from './toast';
import { useIncremental } from './use-incremental';

function TaskListTab() {
  const tasks = useOpenTasks();
  const { data: tags = [] } = useTags();
  const [person, setPerson] = useAtom(personFilterAtom);
  const [tag, setTag] = useAtom(tagFilterAtom);
  const search = useAtomValue(taskSearchAtom);
  const [focused, setFocused] = useAtom(focusedTaskAtom);
  const today = browserToday();
  const tagOrder = useMemo(() => tags.map((t) => t.name), [tags]);
  const shownTasks = useMemo(
    () =>
      focused
        ? (tasks.data ?? []).filter((t) => t.id === focused || t.parentId === focused)
        : (tasks.data ?? []),
    [tasks.data, focused],
  );
  const selection = useMemo(
    () => selectTaskList(shownTasks, { personId: person?.id, tag, search }, tagOrder),
    [shownTasks, person?.id, tag, search, tagOrder],
  );
  const { count, sentinel, showMore } = useIncremental(
    selection.nodes.length,
    `${person?.id}|${tag}|${search}`,
  );

  const order = useMemo(
    () => selection.nodes.flatMap((n) => [n.task.id, ...n.subtasks.map((s) => s.id)]),
    [selection.nodes],
  );
  const setSelected = useSetAtom(taskSelectionAtom);
  useEffect(() => setSelected((s) => keepShown(s, order)), [order, setSelected]);

  useEffect(() => {
    if (tasks.error)
      toastError('Error loading tasks', errorMessage(tasks.error, 'Failed to connect to database'));
  }, [tasks.error]);

  return (
    <section aria-label="Task list" className="space-y-5">
      {person && (
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-primary/30 bg-primary/5 px-4 py-3">
          <p className="text-sm">
            <span className="font-medium">Showing tasks for: {person.name}</span>{' '}
            <span className="text-muted-foreground">
              ({selection.total} {selection.total === 1 ? 'task' : 'tasks'})
            </span>
          </p>
          <Button size="sm" variant="ghost" onClick={() => setPerson(null)}>
            <X aria-hidden="true" />
            Clear filter
          </Button>
        </div>
      )}
      {focused && (
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-primary/30 bg-primary/5 px-4 py-3">
          <p className="text-sm font-medium">
            {selection.total > 0
              ? 'Showing the task you opened'
              : 'That task is completed or no longer exists'}
          </p>
          <Button size="sm" variant="ghost" onClick={() => setFocused(null)}>
            <X aria-hidden="true" />
            Show all tasks
          </Button>
        </div>
      )}
      <TagFilterBar
        total={selection.total}
        counts={selection.counts}
        tags={tags}
        selected={tag}
        onSelect={setTag}
      />
      <BulkBar tags={tags} />
      {tasks.isLoading ? (
        <div className="space-y-3">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-24" />
          ))}
        </div>
      ) : selection.nodes.length === 0 ? (
        <EmptyState icon={ListTodo} title="No tasks found" />
      ) : (
        <TaskNodes
          nodes={selection.nodes.slice(0, count)}
          order={order}
          tags={tags}
          today={today}
          expandedId={focused}
        />
      )}
      {count < selection.nodes.length && (
        <div ref={sentinel} className="flex justify-center">
          <Button variant="outline" size="sm" onClick={showMore}>
            Show more ({selection.nodes.length - count} left)
          </Button>
        </div>
      )}
      <CompletedMatches search={search} />
    </section>
  );
}

function TaskNodes({
  nodes,
  order,
  tags,
  today,
  expandedId,
}: {
  nodes: { task: Task; subtasks: Task[] }[];
  order: readonly string[];
  tags: readonly { name: string; color: string }[];
  today: string;
  expandedId: string | null;
}) {
  const [selection, setSelection] = useAtom(taskSelectionAtom);
  const selected = useMemo(() => new Set(selection.ids), [selection.ids]);
  const onSelect = useCallback(
    (id: string, shift: boolean) => setSelection((s) => clickSelection(s, order, id, shift)),
    [order, setSelection],
  );
  return (
    <ul className="space-y-3">
      {nodes.map(({ task, subtasks }) => (
        <li key={task.id} className="space-y-2">
          <TaskCard
            task={task}
            tagColor={tagColor(tags, task.tag)}
            today={today}
            defaultExpanded={task.id === expandedId}
            selected={selected.has(task.id)}
            onSelect={onSelect}
          />
          {subtasks.map((s) => (
            <TaskCard
              key={s.id}
              task={s}
              tagColor={tagColor(tags, s.tag)}
              today={today}
              nested
              selected={selected.has(s.id)}
              onSelect={onSelect}
            />
          ))}
        </li>
      ))}
    </ul>
  );
}

export default TaskListTab;
