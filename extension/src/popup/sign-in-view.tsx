/**
 * @module popup/sign-in-view — sign in with email + password, or with a code sent by email; the session token
 * goes to `storage.local` (the background then sends whatever was queued).
 */

import { sendCodeErrorToast, signInErrorToast, type ToastText, verifyErrorToast } from '@mynd/shared/browser';
import {
  CODE_LENGTH,
  CODE_SENT_TITLE,
  EMAIL_REQUIRED_MESSAGE,
  FILL_IN_ALL_FIELDS_MESSAGE,
  SEND_CODE_FAILED_TITLE,
  SIGN_IN_FAILED_TITLE,
  SIGN_IN_TITLE,
} from '@mynd/shared/domain';
import type { SessionResponse } from '@mynd/shared/schemas';
import { type FormEvent, useState } from 'react';
import { loadApiClient } from '../api/lazy-client';
import { plural } from '../background/describe-outcome';
import { type StoredSession, sessionItem } from '../storage/items';
import type { PushToast } from '../ui/toasts';

interface Props {
  serverUrl: string;
  queued: number;
  onSignedIn: (session: StoredSession) => void;
  toast: PushToast;
}

async function keepSession(res: SessionResponse): Promise<StoredSession> {
  const session = { token: res.token, expiresAt: res.expiresAt, email: res.user.email, userId: res.user.id };
  await sessionItem.setValue(session);
  return session;
}

export function SignInView({ serverUrl, queued, onSignedIn, toast }: Props) {
  const [mode, setMode] = useState<'password' | 'code'>('password');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [codeSent, setCodeSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ToastText | null>(null);

  async function run(step: () => Promise<void>, toError: (e: unknown) => ToastText) {
    setBusy(true);
    setError(null);
    try {
      await step();
    } catch (e) {
      setError(toError(e));
    } finally {
      setBusy(false);
    }
  }

  function submitPassword(event: FormEvent) {
    event.preventDefault();
    if (!email.trim() || !password) {
      setError({ title: SIGN_IN_FAILED_TITLE, description: FILL_IN_ALL_FIELDS_MESSAGE });
      return;
    }
    void run(async () => {
      const api = await loadApiClient();
      onSignedIn(await keepSession(await api.auth.signIn({ email, password })));
    }, signInErrorToast);
  }

  function submitCode(event: FormEvent) {
    event.preventDefault();
    if (!codeSent) {
      if (!email.trim()) {
        setError({ title: SEND_CODE_FAILED_TITLE, description: EMAIL_REQUIRED_MESSAGE });
        return;
      }
      void run(async () => {
        const api = await loadApiClient();
        await api.auth.sendCode({ email });
        setCodeSent(true);
        toast({
          title: CODE_SENT_TITLE,
          description: `Check ${email.trim()} for a ${CODE_LENGTH}-digit code.`,
        });
      }, sendCodeErrorToast);
      return;
    }
    void run(async () => {
      const api = await loadApiClient();
      const session = await keepSession(await api.auth.verifyCode({ email, code }));
      toast({ title: 'Verified' });
      onSignedIn(session);
    }, verifyErrorToast);
  }

  return (
    <section aria-labelledby="sign-in-title">
      <h1 id="sign-in-title" className="view-title">
        {SIGN_IN_TITLE}
      </h1>
      {queued > 0 ? (
        <p className="notice notice-warning">
          {plural(queued, 'capture')} saved on this device. Sign in to send {queued === 1 ? 'it' : 'them'}.
        </p>
      ) : null}
      <div className="tabs" role="tablist">
        <button
          type="button"
          role="tab"
          className="btn"
          aria-selected={mode === 'password'}
          onClick={() => setMode('password')}
        >
          Password
        </button>
        <button
          type="button"
          role="tab"
          className="btn"
          aria-selected={mode === 'code'}
          onClick={() => setMode('code')}
        >
          Email code
        </button>
      </div>
      <form onSubmit={mode === 'password' ? submitPassword : submitCode} noValidate>
        <label className="field">
          <span>Email</span>
          <input
            className="input"
            type="email"
            autoComplete="email"
            value={email}
            disabled={busy || (mode === 'code' && codeSent)}
            onChange={(e) => setEmail(e.target.value)}
          />
        </label>
        {mode === 'password' ? (
          <label className="field">
            <span>Password</span>
            <input
              className="input"
              type="password"
              autoComplete="current-password"
              value={password}
              disabled={busy}
              onChange={(e) => setPassword(e.target.value)}
            />
          </label>
        ) : codeSent ? (
          <label className="field">
            <span>{CODE_LENGTH}-digit code</span>
            <input
              className="input"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={CODE_LENGTH}
              value={code}
              disabled={busy}
              onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
            />
          </label>
        ) : null}
        {error ? (
          <p className="error" role="alert">
            <strong>{error.title}</strong>
            {error.description ? ` — ${error.description}` : null}
          </p>
        ) : null}
        <button
          type="submit"
          className="btn btn-primary"
          disabled={busy || (mode === 'code' && codeSent && code.length !== CODE_LENGTH)}
        >
          {mode === 'password' ? 'Sign in' : codeSent ? 'Verify' : 'Send code'}
        </button>
      </form>
      <p className="muted hint">
        No account yet?{' '}
        <a className="link" href={`${serverUrl}/auth`} target="_blank" rel="noreferrer">
          Sign up in Mynd
        </a>
      </p>
    </section>
  );
}
