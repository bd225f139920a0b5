/** @module ui/progress — a progress bar (radix Progress) with an accessible value. */
import { Progress as ProgressPrimitive } from 'radix-ui';
import { cn } from '../../lib/cn';

export interface ProgressProps {
  value: number;
  className?: string;
  indicatorClassName?: string;
  'aria-label'?: string;
}

export function Progress({ value, className, indicatorClassName, ...aria }: ProgressProps) {
  const clamped = Math.max(0, Math.min(100, Number.isFinite(value) ? value : 0));
  return (
    <ProgressPrimitive.Root
      value={clamped}
      aria-label={aria['aria-label'] ?? 'Progress'}
      className={cn('relative h-2 w-full overflow-hidden rounded-full bg-muted', className)}
    >
      <ProgressPrimitive.Indicator
        className={cn('h-full bg-primary transition-[width] duration-150', indicatorClassName)}
        style={{ width: `${clamped}%` }}
      />
    </ProgressPrimitive.Root>
  );
}
