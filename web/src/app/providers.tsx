/**
 * @module app/providers — the app-wide providers: jotai store, the error boundary, toasts
 * (bottom-right, Alt+T, "Close toast" / "Notifications" as the spec says), theme, session and live updates.
 */
import { TOAST_CLOSE_LABEL, TOAST_CONTAINER_LABEL, TOAST_POSITION } from '@mynd/shared/domain';
import { Provider as JotaiProvider, useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { Toaster } from 'sonner';
import { sessionAtom, useSessionLoader } from '../features/auth/session';
import { ErrorBoundary } from '../features/errors/error-boundary';
import { useLiveUpdates } from './live-updates';
import { resolvedThemeAtom, useApplyTheme } from './theme';

function AppEffects() {
  useApplyTheme();
  useSessionLoader();
  const session = useAtomValue(sessionAtom);
  useLiveUpdates(session.status === 'signed-in');
  return null;
}

function ThemedToaster() {
  const theme = useAtomValue(resolvedThemeAtom);
  return (
    <Toaster
      position={TOAST_POSITION}
      hotkey={['altKey', 'KeyT']}
      closeButton
      richColors
      theme={theme}
      containerAriaLabel={TOAST_CONTAINER_LABEL}
      toastOptions={{ closeButtonAriaLabel: TOAST_CLOSE_LABEL }}
    />
  );
}

export function Providers({ children }: { children: ReactNode }) {
  return (
    <JotaiProvider>
      <ErrorBoundary>
        <AppEffects />
        {children}
        <ThemedToaster />
      </ErrorBoundary>
    </JotaiProvider>
  );
}
