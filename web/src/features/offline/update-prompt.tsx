/**
 * @module offline/update-prompt — registers the service worker (vite-plugin-pwa's `useRegisterSW`) and, when a
 * newly deployed version has been downloaded and is waiting, says so: "A new version is available" with
 * **Reload** (activates it and reloads) and **Later**. It also checks for a new version every hour.
 */

import { useRegisterSW } from 'virtual:pwa-register/react';
import { RefreshCw } from 'lucide-react';
import { Button } from '../../components/ui/button';

export const UPDATE_TEXT = 'A new version is available';
const CHECK_EVERY_MS = 60 * 60 * 1000;

export function UpdatePrompt() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW(_url, registration) {
      if (registration) setInterval(() => void registration.update().catch(() => {}), CHECK_EVERY_MS);
    },
  });
  if (!needRefresh) return null;
  return (
    <div
      role="alert"
      data-testid="update-prompt"
      className="fixed bottom-4 left-4 z-50 flex max-w-[calc(100vw-2rem)] flex-wrap items-center gap-3 rounded-xl border border-border bg-card px-4 py-3 text-sm text-card-foreground shadow-lg"
    >
      <RefreshCw className="size-4 shrink-0 text-primary" aria-hidden="true" />
      <span className="font-medium">{UPDATE_TEXT}</span>
      <div className="flex gap-2">
        <Button size="sm" onClick={() => void updateServiceWorker(true)}>
          Reload
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setNeedRefresh(false)}>
          Later
        </Button>
      </div>
    </div>
  );
}
