/** @module The expanded part of a task card: description, actions, due status, origin, people, progress and notes. */
import {
  type IsoDate,
  PROGRESS_MAX,
  PROGRESS_MIN,
  PROGRESS_STEP,
  taskCardDueStatus,
} from '@mynd/shared/domain';
import type { Task } from '@mynd/shared/schemas';
import { useEffect, useState } from 'react';
import { Slider } from '../../components/ui/slider';
import { cn } from '../../lib/cn';
import { AssigneesPanel } from './assignees-panel';
import { BenchmarkChecklist } from './benchmark-checklist';
import { CompletionDialog } from './completion-dialog';
import { ProgressNotes } from './progress-notes';
import { repeatsSource, SourceText } from './source-text';
import { TaskActions } from './task-actions';
import { setProgress } from './task-mutations';
import { toastFailure } from './toast';

const DUE_CLASS = {
  red: 'text-red-700 dark:text-red-400',
  yellow: 'text-yellow-800 dark:text-yellow-300',
  green: 'text-green-700 dark:text-green-400',
} as const;

export function TaskCardDetails({ task, today }: { task: Task; today: IsoDate }) {
  const due = taskCardDueStatus(task.dueDate, today);
  return (
    <div className="space-y-5">
      {task.description && !repeatsSource(task.description, task.sourceText) && (
        <p className="whitespace-pre-wrap text-sm leading-relaxed text-foreground">{task.description}</p>
      )}
      <TaskActions task={task} />
      <p className={cn('text-sm font-medium', DUE_CLASS[due.color])} data-testid="due-status">
        {due.label}
      </p>
      <SourceText sourceText={task.sourceText} dueText={task.dueText} sourcePage={task.sourcePage} />
      <AssigneesPanel task={task} />
      <ProgressSlider task={task} />
      <BenchmarkChecklist task={task} />
      <ProgressNotes task={task} />
    </div>
  );
}

/**
 * Detailed Progress: 0–100 in steps of 5, shown at once (optimistic) and saved when released. Reaching 100
 * completes the task, so it opens the completion dialog to record the impact instead of saving 100 bare;
 * cancelling puts the slider back.
 */
function ProgressSlider({ task }: { task: Task }) {
  const [value, setValue] = useState(task.progress);
  const [completing, setCompleting] = useState(false);
  useEffect(() => setValue(task.progress), [task.progress]);
  async function commit(next: number) {
    if (next === task.progress) return;
    if (next >= PROGRESS_MAX) {
      setCompleting(true);
      return;
    }
    try {
      await setProgress(task.id, next);
    } catch (error) {
      setValue(task.progress);
      toastFailure('Error updating task', error);
    }
  }
  return (
    <div className="space-y-2">
      <div className="flex items-center justify-between text-sm">
        <span className="font-medium">Detailed Progress</span>
        <span className="tabular-nums text-muted-foreground">{value}%</span>
      </div>
      <Slider
        aria-label="Detailed Progress"
        min={PROGRESS_MIN}
        max={PROGRESS_MAX}
        step={PROGRESS_STEP}
        value={[value]}
        onValueChange={([v]) => setValue(v ?? 0)}
        onValueCommit={([v]) => void commit(v ?? 0)}
      />
      <CompletionDialog
        taskId={task.id}
        open={completing}
        onOpenChange={(open) => {
          setCompleting(open);
          if (!open) setValue(task.progress);
        }}
      />
    </div>
  );
}
