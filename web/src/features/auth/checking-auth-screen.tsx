/**
 * @module features/auth/checking-auth-screen — "Checking authentication..." with the auth state and a
 * diagnostics card (session status, API health, count of profiles — what the client can honestly know),
 * then a redirect to /auth after 2 s when nobody is signed in.
 */
import { AUTH_REDIRECT_MS } from '@mynd/shared/domain';
import type { HealthResponse } from '@mynd/shared/schemas';
import { useAtomValue } from 'jotai';
import { Loader2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { api } from '../../lib/api';
import { sessionAtom } from './session';

type Health =
  | { state: 'checking' }
  | { state: 'ok'; data: HealthResponse }
  | { state: 'down'; message: string };

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex items-center justify-between gap-4 py-1.5">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="font-mono text-xs text-foreground">{value}</dd>
    </div>
  );
}

export function CheckingAuthScreen() {
  const session = useAtomValue(sessionAtom);
  const navigate = useNavigate();
  const location = useLocation();
  const [health, setHealth] = useState<Health>({ state: 'checking' });

  useEffect(() => {
    let cancelled = false;
    api.health
      .get()
      .then((data) => !cancelled && setHealth({ state: 'ok', data }))
      .catch((error: unknown) => {
        if (!cancelled)
          setHealth({ state: 'down', message: error instanceof Error ? error.message : 'Unreachable' });
      });
    return () => {
      cancelled = true;
    };
  }, []);

  const signedOut = session.status === 'signed-out' || session.status === 'error';
  useEffect(() => {
    if (!signedOut) return;
    const timer = window.setTimeout(() => navigate('/auth', { replace: true }), AUTH_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [signedOut, navigate]);

  const authState =
    session.status === 'loading'
      ? 'Loading session'
      : session.status === 'signed-in'
        ? 'Signed in'
        : session.status === 'error'
          ? `Error: ${session.message}`
          : 'Not signed in';

  return (
    <main className="flex min-h-dvh items-center justify-center bg-background p-4">
      <div className="w-full max-w-sm text-center">
        <Loader2 className="mx-auto size-8 animate-spin text-primary" aria-hidden />
        <h1 className="mt-4 text-lg font-semibold">Checking authentication...</h1>
        <p className="mt-1 text-sm text-muted-foreground" aria-live="polite">
          {signedOut ? 'Redirecting to sign in…' : authState}
        </p>
        <section
          aria-label="Diagnostics"
          className="mt-6 rounded-xl border border-border bg-card p-4 text-left text-sm shadow-sm"
        >
          <h2 className="mb-2 text-xs font-semibold uppercase tracking-wide text-muted-foreground">
            Diagnostics
          </h2>
          <dl className="divide-y divide-border">
            <Row label="Auth state" value={authState} />
            <Row label="Route" value={location.pathname} />
            <Row
              label="API"
              value={
                health.state === 'checking'
                  ? 'Checking…'
                  : health.state === 'ok'
                    ? health.data.ok
                      ? 'Healthy'
                      : 'Degraded'
                    : health.message
              }
            />
            <Row
              label="Database"
              value={health.state === 'ok' ? (health.data.db ? 'Connected' : 'Unavailable') : '—'}
            />
            <Row label="AI provider" value={health.state === 'ok' ? health.data.ai : '—'} />
            <Row label="Profiles (this session)" value={session.status === 'signed-in' ? '1' : '0'} />
          </dl>
        </section>
      </div>
    </main>
  );
}
