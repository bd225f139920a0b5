/**
 * @module app/main-dialogs — dialogs the whole main screen shares. Each is a lazy chunk mounted only once it
 * has been opened, so none of them weighs on the first screen.
 */
import { useAtom, useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { useMountedOnce } from './global-dialogs';
import { mindDumpDialogOpenAtom, shortcutsHelpOpenAtom } from './tabs';

const MindDumpDialog = lazy(() => import('../features/mind-dump/mind-dump-dialog'));
const ShortcutsHelpDialog = lazy(() => import('./shortcuts-help-dialog'));

export function MainDialogs() {
  const [mindDumpOpen, setMindDumpOpen] = useAtom(mindDumpDialogOpenAtom);
  const mindDumpMounted = useMountedOnce(mindDumpOpen);
  const helpMounted = useMountedOnce(useAtomValue(shortcutsHelpOpenAtom));

  return (
    <>
      {mindDumpMounted ? (
        <Suspense fallback={null}>
          <MindDumpDialog open={mindDumpOpen} onOpenChange={setMindDumpOpen} />
        </Suspense>
      ) : null}
      {helpMounted ? (
        <Suspense fallback={null}>
          <ShortcutsHelpDialog />
        </Suspense>
      ) : null}
    </>
  );
}
