/**
 * @module app/global-dialogs — the User Guide and the welcome tour, reachable from any route (settings opens
 * them too). Both are lazy chunks, loaded the first time they open.
 */
import { useAtom, useSetAtom } from 'jotai';
import { lazy, Suspense, useEffect, useState } from 'react';
import { guideOpenAtom, tourOpenAtom } from './tabs';

const UserGuideDialog = lazy(() => import('../features/guide/user-guide-dialog'));
const WelcomeTour = lazy(() => import('../features/tour/welcome-tour'));

/** True from the first time `open` is true, so a closing dialog keeps its exit state. */
export function useMountedOnce(open: boolean): boolean {
  const [mounted, setMounted] = useState(open);
  useEffect(() => {
    if (open) setMounted(true);
  }, [open]);
  return mounted || open;
}

export function GlobalDialogs() {
  const [guideOpen, setGuideOpen] = useAtom(guideOpenAtom);
  const [tourOpen, setTourOpen] = useAtom(tourOpenAtom);
  const startTour = useSetAtom(tourOpenAtom);
  const guideMounted = useMountedOnce(guideOpen);
  const tourMounted = useMountedOnce(tourOpen);

  return (
    <Suspense fallback={null}>
      {guideMounted ? (
        <UserGuideDialog open={guideOpen} onOpenChange={setGuideOpen} onStartTour={() => startTour(true)} />
      ) : null}
      {tourMounted ? <WelcomeTour open={tourOpen} onOpenChange={setTourOpen} /> : null}
    </Suspense>
  );
}
