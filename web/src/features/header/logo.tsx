/** @module features/header/logo — the Mynd mark and word mark. */
import { cn } from '../../lib/cn';

export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={cn('size-8', className)} aria-hidden>
      <rect width="32" height="32" rx="9" className="fill-primary" />
      <path
        d="M8.5 22.5v-12l7.5 7.5 7.5-7.5v12"
        fill="none"
        className="stroke-primary-foreground"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function Logo({
  className,
  hideWordmarkOnMobile = true,
}: {
  className?: string;
  hideWordmarkOnMobile?: boolean;
}) {
  return (
    <span className={cn('flex items-center gap-2', className)}>
      <LogoMark />
      <span
        className={cn(
          'text-lg font-semibold tracking-tight text-foreground',
          hideWordmarkOnMobile && 'max-sm:hidden',
        )}
      >
        Mynd
      </span>
    </span>
  );
}
