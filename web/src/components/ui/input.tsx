/** @module ui/input — text inputs and text areas with the shared field look. */
import type { InputHTMLAttributes, Ref, TextareaHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

export const fieldClasses = cn(
  'w-full rounded-lg border border-input bg-card px-3 text-sm text-foreground shadow-xs transition-colors',
  'placeholder:text-muted-foreground/80 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring',
  'disabled:cursor-not-allowed disabled:opacity-60 aria-[invalid=true]:border-destructive',
);

export function Input({
  className,
  ref,
  ...props
}: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) {
  return <input ref={ref} className={cn(fieldClasses, 'h-9 py-1', className)} {...props} />;
}

export function Textarea({
  className,
  ref,
  ...props
}: TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> }) {
  return (
    <textarea ref={ref} className={cn(fieldClasses, 'min-h-20 py-2 leading-relaxed', className)} {...props} />
  );
}
