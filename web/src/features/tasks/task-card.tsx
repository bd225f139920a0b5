/**
 * @module A task card: the collapsed row (id, due date, title, description, assignees, progress with
 * benchmark markers) and, once expanded, every control of the spec. Memoised: with 2,000 tasks only the
 * cards whose task changed re-render.
 */
import { assigneeBadges, DATE_FORMAT_SHORT, formatIsoDate, type IsoDate } from '@mynd/shared/domain';
import { describeRecurrence } from '@mynd/shared/recurrence';
import type { Task } from '@mynd/shared/schemas';
import { ChevronDown, Repeat } from 'lucide-react';
import { memo, useId, useState } from 'react';
import { Badge } from '../../components/ui/badge';
import { cn } from '../../lib/cn';
import { ProgressBar } from './progress-bar';
import { TaskCardDetails } from './task-card-details';

export type TaskCardProps = {
  task: Task;
  tagColor: string;
  today: IsoDate;
  /** Subtasks are drawn indented beneath their parent. */
  nested?: boolean;
  defaultExpanded?: boolean;
  /** Bulk selection: checked state and a click handler (shift for a range); no checkbox when absent. */
  selected?: boolean;
  onSelect?: (id: string, shift: boolean) => void;
};

export const TaskCard = memo(function TaskCard({
  task,
  tagColor,
  today,
  nested,
  defaultExpanded = false,
  selected = false,
  onSelect,
}: TaskCardProps) {
  const [expanded, setExpanded] = useState(defaultExpanded);
  const detailsId = useId();
  const { shown, overflowLabel } = assigneeBadges(task.assignees);
  const assigneeBadgeList = (
    <>
      {shown.map((a) => (
        <Badge key={a.id} variant="secondary">
          {a.name}
        </Badge>
      ))}
      {overflowLabel && <Badge variant="secondary">{overflowLabel}</Badge>}
    </>
  );
  return (
    <article
      aria-label={task.title}
      data-task-id={task.id}
      className={cn(
        'rounded-xl border border-border bg-card shadow-sm transition-shadow hover:shadow-md',
        nested && 'ml-6 border-dashed sm:ml-10',
        selected && 'ring-2 ring-primary/60',
      )}
    >
      <div className="flex items-start">
        {onSelect && (
          <input
            type="checkbox"
            aria-label={`Select ${task.title}`}
            checked={selected}
            onChange={(e) => onSelect(task.id, (e.nativeEvent as MouseEvent).shiftKey === true)}
            className="mt-5 ml-4 size-4 shrink-0 cursor-pointer accent-primary"
          />
        )}
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={detailsId}
          onClick={() => setExpanded((v) => !v)}
          className="flex w-full flex-col gap-2 rounded-xl p-4 text-left focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          <div className="flex w-full items-start gap-3">
            <div className="min-w-0 flex-1 space-y-1">
              <div className="flex flex-wrap items-center gap-1.5 text-xs">
                <Badge variant="outline" className="font-mono">
                  #{task.formattedId || task.id}
                </Badge>
                <Badge color={tagColor}>{task.tag}</Badge>
                <span className="text-muted-foreground">
                  {formatIsoDate(task.dueDate, DATE_FORMAT_SHORT)}
                </span>
                {task.recurrence && (
                  <span className="inline-flex items-center gap-1 text-muted-foreground">
                    <Repeat className="size-3" aria-hidden="true" />
                    {describeRecurrence(task.recurrence)}
                  </span>
                )}
              </div>
              <h3 className="line-clamp-2 text-sm font-semibold text-foreground sm:text-base">
                {task.title}
              </h3>
              {task.description && !expanded && (
                <p className="line-clamp-1 text-sm text-muted-foreground">{task.description}</p>
              )}
            </div>
            <div className="flex shrink-0 items-center gap-1">
              <span className="hidden items-center gap-1 sm:flex">{assigneeBadgeList}</span>
              <ChevronDown
                className={cn('size-4 text-muted-foreground transition-transform', expanded && 'rotate-180')}
                aria-hidden="true"
              />
            </div>
          </div>
          {shown.length > 0 && <span className="flex flex-wrap gap-1 sm:hidden">{assigneeBadgeList}</span>}
          <div className="flex w-full items-center gap-3">
            <ProgressBar
              progress={task.progress}
              benchmarks={task.benchmarks}
              today={today}
              label={`Progress of ${task.title}`}
            />
            <span className="w-10 shrink-0 text-right text-xs font-medium tabular-nums text-muted-foreground">
              {task.progress}%
            </span>
          </div>
        </button>
      </div>
      {expanded && (
        <div id={detailsId} className="border-t border-border p-4">
          <TaskCardDetails task={task} today={today} />
        </div>
      )}
    </article>
  );
});
