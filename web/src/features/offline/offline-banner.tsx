/**
 * @module offline/offline-banner — while the browser is offline: a banner over the app saying that what is shown
 * is the data saved on this device, that changes wait for the connection, and that mind dumps are kept and sent.
 */
import { WifiOff } from 'lucide-react';
import { useOnline } from './use-online';

export const OFFLINE_TITLE = 'You are offline';
export const OFFLINE_TEXT =
  'Showing the data saved on this device, read-only. Changes wait for the connection; new mind dumps are kept and sent when it returns.';

export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <div
      role="status"
      data-testid="offline-banner"
      className="border-b border-border bg-muted px-3 py-2 text-sm text-foreground sm:px-6"
    >
      <div className="mx-auto flex max-w-7xl items-start gap-2">
        <WifiOff className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
        <p>
          <strong className="font-semibold">{OFFLINE_TITLE}.</strong>{' '}
          <span className="text-muted-foreground">{OFFLINE_TEXT}</span>
        </p>
      </div>
    </div>
  );
}
