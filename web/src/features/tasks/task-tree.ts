/** @module Pure selection of the task list: open tasks filtered by person, tag and search, parents with their subtasks. */

import { isTaskOpen } from '@mynd/shared/domain';
import type { Task } from '@mynd/shared/schemas';

export type TaskFilters = { personId?: string | null; tag?: string | null; search?: string };

export type TaskNode = { task: Task; subtasks: Task[] };

function matchesSearch(task: Task, needle: string): boolean {
  if (!needle) return true;
  return task.title.toLowerCase().includes(needle) || task.description.toLowerCase().includes(needle);
}

/** Open tasks that pass the person and search filters (the tag filter is applied later, after counting). */
export function filterOpenTasks(tasks: readonly Task[], filters: TaskFilters): Task[] {
  const needle = (filters.search ?? '').trim().toLowerCase();
  const personId = filters.personId ?? null;
  return tasks.filter(
    (t) =>
      isTaskOpen(t.progress) &&
      (!personId || t.assignees.some((a) => a.id === personId)) &&
      matchesSearch(t, needle),
  );
}

/** "All (total)" and one count per tag, in the order of the user's tags; unknown tags are appended. */
export function tagCounts(
  tasks: readonly Task[],
  tagOrder: readonly string[],
): { tag: string; count: number }[] {
  const counts = new Map<string, number>(tagOrder.map((t) => [t, 0]));
  for (const t of tasks) counts.set(t.tag, (counts.get(t.tag) ?? 0) + 1);
  return [...counts].map(([tag, count]) => ({ tag, count }));
}

/**
 * Parents with their subtasks beneath, in input order. A subtask whose parent is not in the list (filtered
 * out or completed) stands on its own, so it is never hidden.
 */
export function buildTaskTree(tasks: readonly Task[]): TaskNode[] {
  const ids = new Set(tasks.map((t) => t.id));
  const children = new Map<string, Task[]>();
  for (const t of tasks) {
    if (t.parentId && ids.has(t.parentId)) {
      const list = children.get(t.parentId) ?? [];
      list.push(t);
      children.set(t.parentId, list);
    }
  }
  return tasks
    .filter((t) => !(t.parentId && ids.has(t.parentId)))
    .map((task) => ({ task, subtasks: children.get(task.id) ?? [] }));
}

/** The whole selection of the list: tag counts over the person/search selection, then the tag filter. */
export function selectTaskList(tasks: readonly Task[], filters: TaskFilters, tagOrder: readonly string[]) {
  const open = filterOpenTasks(tasks, filters);
  const counts = tagCounts(open, tagOrder);
  const shown = filters.tag ? open.filter((t) => t.tag === filters.tag) : open;
  return { total: open.length, counts, nodes: buildTaskTree(shown), shownCount: shown.length };
}
