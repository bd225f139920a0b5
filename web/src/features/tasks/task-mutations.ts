/**
 * @module Task mutations with optimistic updates of the open-task list: progress shows at once and is put
 * back if the server refuses; other changes replace the task with the server's copy.
 */

import { isTaskOpen } from '@mynd/shared/domain';
import type { Task, UpdateTaskRequest } from '@mynd/shared/schemas';
import { api } from '../../lib/api';
import { invalidateQueries, optimisticUpdate, setQueryData } from '../../lib/query';
import { OPEN_TASKS_KEY, PEOPLE_KEY } from './task-queries';

type Tasks = Task[] | undefined;

function replaceTask(tasks: Tasks, task: Task): Task[] {
  const list = tasks ?? [];
  if (!isTaskOpen(task.progress)) return list.filter((t) => t.id !== task.id);
  return list.some((t) => t.id === task.id)
    ? list.map((t) => (t.id === task.id ? task : t))
    : [task, ...list];
}

/** Puts the server's copy of a task into the list (or drops it once completed). */
export function storeTask(task: Task): void {
  setQueryData<Task[]>(OPEN_TASKS_KEY, (tasks) => replaceTask(tasks, task));
}

function patchLocal(id: string, patch: Partial<Task>) {
  return (tasks: Tasks) => (tasks ?? []).map((t) => (t.id === id ? { ...t, ...patch } : t));
}

/** Progress (slider, benchmark checklist): shown immediately, rolled back on failure. */
export async function setProgress(id: string, progress: number): Promise<void> {
  const { task } = await optimisticUpdate<Task[], { task: Task }>(
    OPEN_TASKS_KEY,
    patchLocal(id, { progress }),
    () => api.tasks.update(id, { progress }),
  );
  // Progress 100 through the slider completes the task: it leaves the open list.
  if (!isTaskOpen(task.progress)) storeTask(task);
}

export async function updateTask(id: string, body: UpdateTaskRequest): Promise<Task> {
  const { task } = await api.tasks.update(id, body);
  storeTask(task);
  return task;
}

/** Deletes a task; resolves the undo token that puts it back with its notes and assignees. */
export async function deleteTask(id: string): Promise<string> {
  const { undoToken } = await optimisticUpdate<Task[], { undoToken: string }>(
    OPEN_TASKS_KEY,
    (tasks) => (tasks ?? []).filter((t) => t.id !== id && t.parentId !== id),
    () => api.tasks.remove(id),
  );
  return undoToken;
}

/** Reopens a completed task (progress 0, its completion impact removed): it returns to the open list. */
export async function reopenTask(id: string): Promise<Task> {
  const { task } = await api.tasks.reopen(id, {});
  storeTask(task);
  void invalidateQueries(['main']);
  return task;
}

export async function splitTask(id: string): Promise<void> {
  const { task, original } = await api.tasks.split(id);
  storeTask(original);
  storeTask(task);
}

/** Completes a task; a recurring one comes back with its next occurrence, which joins the open list. */
export async function completeTask(
  id: string,
  body: { timeSavedMinutes: number; moneySaved: number; currency: string; completedAt: string },
): Promise<Task | null> {
  const { nextTask } = await optimisticUpdate<Task[], { nextTask: Task | null }>(
    OPEN_TASKS_KEY,
    (tasks) => (tasks ?? []).filter((t) => t.id !== id),
    () => api.tasks.complete(id, body),
  );
  if (nextTask) storeTask(nextTask);
  return nextTask;
}

export async function generateBenchmarks(id: string): Promise<number> {
  const { benchmarks, task } = await api.tasks.generateBenchmarks(id);
  storeTask(task);
  return benchmarks.length;
}

function setAssignees(id: string, assignees: Task['assignees']) {
  setQueryData<Task[]>(OPEN_TASKS_KEY, patchLocal(id, { assignees }));
}

export async function assignPerson(id: string, personId: string): Promise<void> {
  const { assignees } = await api.tasks.assign(id, { personId });
  setAssignees(id, assignees);
}

export async function unassignPerson(id: string, personId: string): Promise<void> {
  const { assignees } = await api.tasks.unassign(id, personId);
  setAssignees(id, assignees);
}

/** Creates a person and adds them to the cached people list; returns the new person. */
export async function addPerson(name: string) {
  const { person } = await api.people.create({ name });
  setQueryData<{ id: string; name: string; createdAt: string }[]>(PEOPLE_KEY, (people) =>
    [...(people ?? []), person].sort((a, b) => a.name.localeCompare(b.name)),
  );
  return person;
}
