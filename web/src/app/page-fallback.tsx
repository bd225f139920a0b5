/** @module app/page-fallback — what a lazy page shows while its chunk loads: a quiet centred spinner. */
import { Spinner } from '../components/ui/spinner';

export function PageFallback() {
  return (
    <div className="flex min-h-dvh items-center justify-center bg-background">
      <Spinner className="size-6" />
    </div>
  );
}
