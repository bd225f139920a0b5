/** @module features/errors/error-screen — the generic "Something went wrong" screen with "Reload Application". */
import { AlertTriangle, RotateCcw } from 'lucide-react';
import { Button } from '../../components/ui/button';

export interface ErrorScreenProps {
  message: string;
  /** Clears the error state before the reload (the spec's "clears the error state and reloads"). */
  onReset?: () => void;
}

export function ErrorScreen({ message, onReset }: ErrorScreenProps) {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-background p-4">
      <div
        role="alert"
        className="w-full max-w-md rounded-xl border border-border bg-card p-8 text-center shadow-sm"
      >
        <span className="mx-auto mb-4 flex size-12 items-center justify-center rounded-full bg-destructive/12 text-destructive">
          <AlertTriangle className="size-6" aria-hidden />
        </span>
        <h1 className="text-xl font-semibold tracking-tight">Something went wrong</h1>
        <p className="mt-2 text-sm text-muted-foreground">An error occurred while loading the application</p>
        {message ? (
          <pre className="mt-4 max-h-40 overflow-auto whitespace-pre-wrap break-words rounded-lg bg-muted p-3 text-left font-mono text-xs text-foreground">
            {message}
          </pre>
        ) : null}
        <Button
          className="mt-6"
          onClick={() => {
            onReset?.();
            window.location.reload();
          }}
        >
          <RotateCcw aria-hidden />
          Reload Application
        </Button>
      </div>
    </main>
  );
}
