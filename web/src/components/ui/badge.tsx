/** @module ui/badge — small labels; `color` paints a tag badge in the tag's own colour. */
import type { HTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

export type BadgeVariant = 'default' | 'secondary' | 'outline' | 'destructive' | 'success' | 'warning';

const variants: Record<BadgeVariant, string> = {
  default: 'bg-primary/12 text-primary border-transparent',
  secondary: 'bg-muted text-foreground border-transparent',
  outline: 'border-border text-foreground',
  destructive: 'bg-destructive/12 text-destructive border-transparent',
  success: 'bg-success/15 text-success border-transparent',
  warning: 'bg-warning/15 text-warning border-transparent',
};

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  variant?: BadgeVariant;
  /** A CSS colour: the badge gets a tinted background and a readable border in that colour. */
  color?: string;
}

export function Badge({ variant = 'default', color, className, style, ...props }: BadgeProps) {
  const tint = color
    ? {
        backgroundColor: `color-mix(in oklab, ${color} 12%, transparent)`,
        borderColor: `color-mix(in oklab, ${color} 45%, transparent)`,
        color: `color-mix(in oklab, ${color} 50%, var(--foreground))`,
      }
    : undefined;
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 whitespace-nowrap rounded-full border px-2 py-0.5 text-xs font-medium',
        color ? '' : variants[variant],
        className,
      )}
      style={{ ...tint, ...style }}
      {...props}
    />
  );
}
