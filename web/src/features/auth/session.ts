/**
 * @module features/auth/session — the signed-in user as jotai state: loaded from `GET /api/auth/me`, set by
 * sign-in/verify, re-checked every 30 s, dropped on sign-out or on any 401. Sign-out also clears every cached query so the next
 * person at this browser sees nothing of the previous one.
 */
import { SESSION_CHECK_INTERVAL_SECONDS } from '@mynd/shared/domain';
import type { User } from '@mynd/shared/schemas';
import { atom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { api, isApiError, onUnauthorized } from '../../lib/api';
import { clearQueryCache } from '../../lib/query';
import { clearApiCache } from '../offline/api-cache';

export type SessionState =
  | { status: 'loading' }
  | { status: 'signed-in'; user: User }
  | { status: 'signed-out'; reason?: string }
  | { status: 'error'; message: string };

export const sessionAtom = atom<SessionState>({ status: 'loading' });

export const userAtom = atom((get) => {
  const session = get(sessionAtom);
  return session.status === 'signed-in' ? session.user : null;
});

/** True while the sign-up flow runs past verification: /auth must not bounce the new user to / yet. */
export const signUpInProgressAtom = atom(false);

export const setSignedInAtom = atom(null, (_get, set, user: User) => {
  set(sessionAtom, { status: 'signed-in', user });
});

/** Local part of signing out: forget the user and all cached data. */
export const clearSessionAtom = atom(null, (_get, set) => {
  clearQueryCache();
  void clearApiCache();
  set(signUpInProgressAtom, false);
  set(sessionAtom, { status: 'signed-out' });
});

/** Loads the session once at start, and listens for 401s from any call. */
export function useSessionLoader(): void {
  const setSession = useSetAtom(sessionAtom);
  const clearSession = useSetAtom(clearSessionAtom);

  useEffect(() => {
    let cancelled = false;
    api.auth
      .me()
      .then(({ user }) => {
        if (!cancelled) setSession({ status: 'signed-in', user });
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        if (isApiError(error, 401)) setSession({ status: 'signed-out' });
        else setSession({ status: 'error', message: error instanceof Error ? error.message : String(error) });
      });
    return () => {
      cancelled = true;
    };
  }, [setSession]);

  useEffect(() => onUnauthorized(() => clearSession()), [clearSession]);

  // A session can end elsewhere (signed out on another device, password changed): check every 30 s while
  // the tab is visible, and on return to it. A 401 clears the session through onUnauthorized.
  const signedIn = useAtomValue(sessionAtom).status === 'signed-in';
  useEffect(() => {
    if (!signedIn) return;
    const check = () => {
      if (document.visibilityState === 'visible') api.auth.me().catch(() => {});
    };
    const timer = window.setInterval(check, SESSION_CHECK_INTERVAL_SECONDS * 1000);
    document.addEventListener('visibilitychange', check);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', check);
    };
  }, [signedIn]);
}
