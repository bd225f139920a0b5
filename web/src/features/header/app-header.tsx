/**
 * @module features/header/app-header — logo (→ dashboard), "Speak Your Mind", task search, and the user area
 * (settings, email, sign out — or Sign In with no user). Collapses to icons on narrow screens.
 */

import { SIGN_OUT_LABEL } from '@mynd/shared/domain';
import { useAtomValue, useSetAtom } from 'jotai';
import { LogIn, LogOut, Mic, Settings } from 'lucide-react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { activeTabAtom, mindDumpDialogOpenAtom } from '../../app/tabs';
import { Button } from '../../components/ui/button';
import { api } from '../../lib/api';
import { clearSessionAtom, userAtom } from '../auth/session';
import { TaskSearchBox } from '../search/task-search-box';
import { Logo } from './logo';

export function AppHeader() {
  const user = useAtomValue(userAtom);
  const setTab = useSetAtom(activeTabAtom);
  const openMindDump = useSetAtom(mindDumpDialogOpenAtom);
  const clearSession = useSetAtom(clearSessionAtom);
  const navigate = useNavigate();

  const signOut = async () => {
    try {
      await api.auth.signOut();
    } catch (error) {
      // The server session may already be gone; the local session is cleared either way.
      console.warn('Sign out failed', error);
      toast.error('Sign out failed');
    }
    clearSession();
    navigate('/auth', { replace: true });
  };

  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/85 backdrop-blur supports-[backdrop-filter]:bg-background/70">
      <div className="mx-auto flex h-14 max-w-7xl items-center gap-2 px-3 sm:gap-3 sm:px-6">
        <button
          type="button"
          onClick={() => {
            setTab('dashboard');
            navigate('/');
          }}
          aria-label="Mynd — go to dashboard"
          className="flex shrink-0 items-center gap-2 rounded-lg"
        >
          <Logo />
        </button>

        <Button
          onClick={() => openMindDump(true)}
          className="shrink-0 max-sm:px-2.5"
          aria-label="Speak Your Mind"
          data-testid="speak-your-mind"
        >
          <Mic aria-hidden />
          <span className="max-sm:hidden">Speak Your Mind</span>
        </Button>

        <TaskSearchBox className="mx-auto w-full min-w-0 max-w-sm" />

        {user ? (
          <div className="flex shrink-0 items-center gap-1">
            {/* A native title, not a tooltip component: the header is on the first screen's JS budget. */}
            <Button
              variant="ghost"
              size="icon"
              aria-label="Settings"
              title="Settings"
              onClick={() => navigate('/settings')}
            >
              <Settings aria-hidden />
            </Button>
            <span
              className="hidden max-w-48 truncate text-sm text-muted-foreground md:inline"
              title={user.email}
              data-testid="user-email"
            >
              {user.email}
            </span>
            <Button
              variant="ghost"
              size="icon"
              aria-label={SIGN_OUT_LABEL}
              title={SIGN_OUT_LABEL}
              onClick={signOut}
            >
              <LogOut aria-hidden />
            </Button>
          </div>
        ) : (
          <Button variant="outline" onClick={() => navigate('/auth')}>
            <LogIn aria-hidden />
            Sign In
          </Button>
        )}
      </div>
    </header>
  );
}
