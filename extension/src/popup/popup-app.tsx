/**
 * @module popup/popup-app — the popup: the sign-in view without a session, the mind-dump view with one;
 * follows storage so a session ended elsewhere (a 401 while flushing, sign-out in options) shows at once.
 */
import { useEffect, useState } from 'react';
import { browser } from 'wxt/browser';
import { plural } from '../background/describe-outcome';
import { queueItem, type StoredSession, serverUrlItem, sessionItem } from '../storage/items';
import { Toasts, useToasts } from '../ui/toasts';
import { MindDumpView } from './mind-dump-view';
import { SignInView } from './sign-in-view';

export interface PopupInitial {
  session: StoredSession | null;
  text: string;
  serverUrl: string;
  queued: number;
}

export function PopupApp({ initial }: { initial: PopupInitial }) {
  const [session, setSession] = useState(initial.session);
  const [serverUrl, setServerUrl] = useState(initial.serverUrl);
  const [queued, setQueued] = useState(initial.queued);
  const { toasts, push, dismiss } = useToasts();

  useEffect(() => {
    // Read by public/shell-state.js before the next popup's first paint.
    try {
      localStorage.setItem('mynd:shell', session ? 'signed-in' : 'signed-out');
      localStorage.setItem('mynd:server', serverUrl);
    } catch {
      // Without localStorage the shell stays the signed-in one.
    }
  }, [session, serverUrl]);

  useEffect(() => {
    performance.mark('mynd:app-mounted');
    const unwatch = [
      sessionItem.watch((s) => setSession(s)),
      serverUrlItem.watch((url) => setServerUrl(url)),
      queueItem.watch((items) => setQueued(items.length)),
    ];
    return () => {
      for (const u of unwatch) u();
    };
  }, []);

  return (
    <main className="popup">
      <header className="bar">
        <span className="brand">
          <img src="/icons/32.png" alt="" width="20" height="20" />
          Mynd
        </span>
        <span className="bar-links">
          <a className="link" href={`${serverUrl}/`} target="_blank" rel="noreferrer">
            Open Mynd
          </a>
        </span>
      </header>
      {session ? (
        <MindDumpView serverUrl={serverUrl} initialText={initial.text} queued={queued} toast={push} />
      ) : (
        <SignInView serverUrl={serverUrl} onSignedIn={setSession} toast={push} queued={queued} />
      )}
      <footer className="footer">
        <span data-testid="queue-count">
          {queued > 0 ? `${plural(queued, 'capture')} waiting to send` : ''}
        </span>
        <span>
          {session ? <span className="muted">{session.email} · </span> : null}
          <button
            type="button"
            className="link btn-link"
            onClick={() => void browser.runtime.openOptionsPage()}
          >
            Options
          </button>
        </span>
      </footer>
      <Toasts toasts={toasts} dismiss={dismiss} />
    </main>
  );
}
