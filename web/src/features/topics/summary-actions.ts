/** @module Summary card actions with the spec's toasts; the lists refresh through the query cache. */

import { EMPTY_ANALYSIS_MESSAGE } from '@mynd/shared/domain';
import type { Summary } from '@mynd/shared/schemas';
import { api } from '../../lib/api';
import { invalidateQueries, setQueryData } from '../../lib/query';
import { toastUndo } from '../../lib/undo-toast';
import { toastFailure, toastSuccess } from '../tasks/toast';

export const summariesKey = (archived: boolean) => ['main', 'summaries', archived] as const;

function replaceSummary(summary: Summary) {
  setQueryData<Summary[]>(summariesKey(summary.archived), (list) =>
    (list ?? []).map((s) => (s.id === summary.id ? summary : s)),
  );
}

function dropSummary(id: string, archived: boolean) {
  setQueryData<Summary[]>(summariesKey(archived), (list) => (list ?? []).filter((s) => s.id !== id));
}

export async function analyzeSummary(summary: Summary): Promise<void> {
  try {
    const result = await api.summaries.analyze(summary.id);
    replaceSummary(result.summary);
    if (result.analysisContent.trim()) toastSuccess('Analysis Complete', 'CEO-grade analysis generated');
    else toastFailure('Error', null, EMPTY_ANALYSIS_MESSAGE);
  } catch (error) {
    toastFailure('Error', error, 'Failed to generate analysis');
  }
}

/** "Added N task(s) to your list", and how many were already open (linked to the topic, not copied). */
export function createdTasksMessage(created: number, linked: number): string {
  const added = `Added ${created} ${created === 1 ? 'task' : 'tasks'} to your list`;
  if (linked === 0) return added;
  return `${added} · ${linked} already on it, linked to this topic`;
}

/** Resolves true when tasks were created (the caller switches to the task list). */
export async function createTasksFromSummary(summary: Summary): Promise<boolean> {
  try {
    const { tasks, linked } = await api.summaries.createTasks(summary.id);
    toastSuccess('CEO Tasks Created', createdTasksMessage(tasks.length, linked.length));
    void invalidateQueries(['main', 'tasks']);
    return true;
  } catch (error) {
    toastFailure('Error', error, 'Failed to create tasks from summary');
    return false;
  }
}

export async function setSummaryArchived(summary: Summary, archived: boolean): Promise<void> {
  try {
    const { undoToken } = await api.summaries.setArchived(summary.id, { archived });
    dropSummary(summary.id, summary.archived);
    void invalidateQueries(summariesKey(archived));
    const refresh = () => void invalidateQueries(summariesKey(!archived));
    if (undoToken && archived)
      toastUndo('Archived', undoToken, { description: 'Summary moved to archive', onUndone: refresh });
    else if (undoToken)
      toastUndo('Unarchived', undoToken, {
        description: 'Summary restored to active topics',
        onUndone: refresh,
      });
  } catch (error) {
    toastFailure('Error', error, archived ? 'Failed to archive summary' : 'Failed to unarchive summary');
  }
}

export async function deleteSummary(summary: Summary): Promise<void> {
  try {
    const { undoToken } = await api.summaries.remove(summary.id);
    dropSummary(summary.id, summary.archived);
    toastUndo('Deleted', undoToken, {
      description: 'Summary card removed',
      onUndone: () => void invalidateQueries(summariesKey(summary.archived)),
    });
  } catch (error) {
    toastFailure('Error', error, 'Failed to delete summary');
  }
}
