/** @module A task's progress bar with a marker per benchmark, coloured by `benchmarkMarkerTone`. */
import {
  type Benchmark,
  type BenchmarkMarkerTone,
  benchmarkMarkerTone,
  type IsoDate,
} from '@mynd/shared/domain';
import { memo } from 'react';
import { cn } from '../../lib/cn';

const MARKER_CLASS: Record<BenchmarkMarkerTone, string> = {
  reached: 'bg-primary',
  overdue: 'bg-red-500',
  today: 'bg-yellow-500',
  upcoming: 'bg-green-500',
  none: 'bg-muted-foreground/60',
};

export type ProgressBarProps = {
  progress: number;
  benchmarks?: readonly Benchmark[];
  today: IsoDate;
  label?: string;
  className?: string;
  /** Red bar (a person's card with an overdue benchmark). */
  danger?: boolean;
};

export const ProgressBar = memo(function ProgressBar({
  progress,
  benchmarks = [],
  today,
  label = 'Progress',
  className,
  danger,
}: ProgressBarProps) {
  const value = Math.max(0, Math.min(100, progress));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      className={cn('relative h-2 w-full rounded-full bg-muted', className)}
    >
      <div
        className={cn(
          'h-full rounded-full transition-[width] duration-150',
          danger ? 'bg-destructive' : 'bg-primary',
        )}
        style={{ width: `${value}%` }}
      />
      {benchmarks.map((b, i) => {
        const tone = benchmarkMarkerTone(b, progress, today);
        return (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: benchmarks have no id and keep their order.
            key={i}
            data-tone={tone}
            title={`${b.percentage}% — ${b.description}`}
            className={cn(
              'absolute top-1/2 size-2.5 -translate-x-1/2 -translate-y-1/2 rounded-full ring-2 ring-card',
              MARKER_CLASS[tone],
            )}
            style={{ left: `${Math.min(100, Math.max(0, b.percentage))}%` }}
          />
        );
      })}
    </div>
  );
});
