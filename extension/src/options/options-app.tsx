/**
 * @module options/options-app — the options page: server URL, account, the queue; kept live from storage.
 */
import { DISCARD_HELD_LABEL, heldCaptures, heldCapturesNotice } from '@mynd/shared/domain';
import { useEffect, useState } from 'react';
import { sendToBackground } from '../messaging/protocol';
import {
  DEFAULT_SERVER_URL,
  type FailedItem,
  failedItem,
  type QueueItem,
  queueItem,
  type StoredSession,
  serverUrlItem,
  sessionItem,
} from '../storage/items';
import { AccountSection } from './account-section';
import { QueueSection } from './queue-section';
import { ServerSection } from './server-section';

interface State {
  serverUrl: string;
  session: StoredSession | null;
  queue: QueueItem[];
  failed: FailedItem[];
}

export function OptionsApp() {
  const [state, setState] = useState<State | null>(null);

  useEffect(() => {
    const load = async () =>
      setState({
        serverUrl: (await serverUrlItem.getValue()) || DEFAULT_SERVER_URL,
        session: await sessionItem.getValue(),
        queue: await queueItem.getValue(),
        failed: await failedItem.getValue(),
      });
    void load();
    const unwatch = [sessionItem, queueItem, failedItem, serverUrlItem].map((item) =>
      (item as typeof sessionItem).watch(() => void load()),
    );
    return () => {
      for (const u of unwatch) u();
    };
  }, []);

  if (!state) return null;
  return (
    <main className="options">
      <h1>Mynd options</h1>
      <p className="muted">Mind dumps and voice notes from any page, sent to your Mynd server.</p>
      <ServerSection serverUrl={state.serverUrl} />
      <AccountSection session={state.session} />
      {heldCaptures(state.queue, state.session).map((group) => (
        <p key={group.userId || group.email} className="notice notice-warning" role="status">
          {heldCapturesNotice(group.count, group.email)}.{' '}
          <button
            type="button"
            className="btn btn-danger"
            onClick={() => void sendToBackground('queue:discard-held', {})}
          >
            {DISCARD_HELD_LABEL}
          </button>
        </p>
      ))}
      <QueueSection queue={state.queue} failed={state.failed} />
    </main>
  );
}
