/**
 * @module app/main-dialogs — dialogs the whole main screen shares. Each is a lazy chunk mounted only once it
 * has been opened, so none of them weighs on the first screen.
 */
import { useAtom } from 'jotai';
import { lazy, Suspense } from 'react';
import { useMountedOnce } from './global-dialogs';
import { ShortcutsHelpDialog } from './shortcuts-help-dialog';
import { mindDumpDialogOpenAtom } from './tabs';

const MindDumpDialog = lazy(() => import('../features/mind-dump/mind-dump-dialog'));

export function MainDialogs() {
  const [mindDumpOpen, setMindDumpOpen] = useAtom(mindDumpDialogOpenAtom);
  const mindDumpMounted = useMountedOnce(mindDumpOpen);

  return (
    <>
      {mindDumpMounted ? (
        <Suspense fallback={null}>
          <MindDumpDialog open={mindDumpOpen} onOpenChange={setMindDumpOpen} />
        </Suspense>
      ) : null}
      <ShortcutsHelpDialog />
    </>
  );
}
