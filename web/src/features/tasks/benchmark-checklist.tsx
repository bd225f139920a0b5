/** @module The benchmark checklist: ticking sets progress to its percentage, unticking to the previous one. */
import {
  DATE_FORMAT_LONG,
  formatIsoDate,
  isBenchmarkOverdue,
  isBenchmarkReached,
  progressAfterBenchmarkToggle,
} from '@mynd/shared/domain';
import type { Task } from '@mynd/shared/schemas';
import { useId } from 'react';
import { Checkbox } from '../../components/ui/checkbox';
import { cn } from '../../lib/cn';
import { browserToday } from './clock';
import { setProgress } from './task-mutations';
import { toastFailure } from './toast';

export function BenchmarkChecklist({
  task,
  onProgress = setProgress,
}: {
  task: Task;
  onProgress?: (id: string, progress: number) => Promise<void>;
}) {
  const baseId = useId();
  if (task.benchmarks.length === 0) return null;
  const today = browserToday();
  async function toggle(index: number, checked: boolean) {
    try {
      await onProgress(task.id, progressAfterBenchmarkToggle(task.benchmarks, index, checked));
    } catch (error) {
      toastFailure('Error updating task', error);
    }
  }
  return (
    <fieldset className="space-y-2">
      <legend className="mb-2 text-sm font-medium">Benchmarks</legend>
      <ul className="space-y-1.5">
        {task.benchmarks.map((b, i) => {
          const id = `${baseId}-${i}`;
          const reached = isBenchmarkReached(b, task.progress);
          const overdue = isBenchmarkOverdue(b, task.progress, today);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: benchmarks have no id and keep their order.
            <li key={i} className="flex items-start gap-2.5">
              <Checkbox
                id={id}
                className="mt-0.5"
                checked={reached}
                onCheckedChange={(c) => void toggle(i, c === true)}
              />
              <label htmlFor={id} className="flex-1 text-sm leading-snug">
                <span className="font-medium tabular-nums">{b.percentage}%</span>{' '}
                <span className={cn(reached && 'text-muted-foreground line-through')}>{b.description}</span>
                {b.dueDate && (
                  <span
                    className={cn('ml-2 text-xs', overdue ? 'text-destructive' : 'text-muted-foreground')}
                  >
                    {formatIsoDate(b.dueDate, DATE_FORMAT_LONG)}
                  </span>
                )}
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
