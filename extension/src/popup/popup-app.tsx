/**
 * @module popup/popup-app — the popup: the sign-in view without a session, the mind-dump view with one;
 * follows storage so a session ended elsewhere (a 401 while flushing, sign-out in options) shows at once.
 */

import { DISCARD_HELD_LABEL, heldCaptures, heldCapturesNotice } from '@mynd/shared/domain';
import { useEffect, useState } from 'react';
import { browser } from 'wxt/browser';
import { probeServer } from '../api/server-health';
import { plural } from '../background/describe-outcome';
import { sendToBackground } from '../messaging/protocol';
import { type QueueItem, queueItem, type StoredSession, serverUrlItem, sessionItem } from '../storage/items';
import { Toasts, useToasts } from '../ui/toasts';
import { FirstRunView } from './first-run-view';
import { MindDumpView } from './mind-dump-view';
import { SignInView } from './sign-in-view';

/** How often the first-run screen asks the server again. */
const FIRST_RUN_RETRY_MS = 3_000;

export interface PopupInitial {
  session: StoredSession | null;
  text: string;
  /** The clientId the draft was already submitted under, if any. */
  clientId?: string | null;
  serverUrl: string;
  queue: QueueItem[];
}

export function PopupApp({ initial }: { initial: PopupInitial }) {
  const [session, setSession] = useState(initial.session);
  const [serverUrl, setServerUrl] = useState(initial.serverUrl);
  const [queue, setQueue] = useState(initial.queue);
  const queued = queue.length;
  const held = heldCaptures(queue, session);
  const { toasts, push, dismiss } = useToasts();
  // Signed out: is there a server to sign in to? If not, the first-run screen says why and asks for one.
  const [unreachable, setUnreachable] = useState<{ url: string; reason: string } | null>(null);
  const signedIn = session !== null;
  useEffect(() => {
    if (signedIn) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // While nothing answers, ask again every few seconds: a server that comes up leads on to sign-in.
    const probe = () =>
      void probeServer(serverUrl).then((result) => {
        if (!live) return;
        setUnreachable(result.reachable ? null : { url: serverUrl, reason: result.reason });
        if (!result.reachable) timer = setTimeout(probe, FIRST_RUN_RETRY_MS);
      });
    probe();
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [signedIn, serverUrl]);

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
    // Opening the popup refreshes the reminder alarms (tasks may have changed in the web app).
    if (initial.session) void sendToBackground('reminders:sync', {}).catch(() => undefined);
  }, [initial.session]);

  useEffect(() => {
    performance.mark('mynd:app-mounted');
    const unwatch = [
      sessionItem.watch((s) => setSession(s)),
      serverUrlItem.watch((url) => setServerUrl(url)),
      queueItem.watch((items) => setQueue(items)),
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
        <MindDumpView
          serverUrl={serverUrl}
          initialText={initial.text}
          initialClientId={initial.clientId ?? null}
          queued={queued}
          toast={push}
        />
      ) : unreachable && unreachable.url === serverUrl ? (
        <FirstRunView
          serverUrl={serverUrl}
          reason={unreachable.reason}
          onConnected={(origin) => {
            setUnreachable(null);
            setServerUrl(origin);
          }}
        />
      ) : (
        <SignInView serverUrl={serverUrl} onSignedIn={setSession} toast={push} queued={queued} />
      )}
      {held.map((group) => (
        <p key={group.userId || group.email} className="notice notice-warning held" role="status">
          {heldCapturesNotice(group.count, group.email)}.{' '}
          <button
            type="button"
            className="link btn-link"
            onClick={() => void sendToBackground('queue:discard-held', {})}
          >
            {DISCARD_HELD_LABEL}
          </button>
        </p>
      ))}
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
