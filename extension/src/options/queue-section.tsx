/**
 * @module options/queue-section — captures waiting to be sent (send now, discard) and captures the server
 * refused (retry, discard). Changes go through the background, which owns the queue.
 */
import { WAITING_RECORDING_LABEL } from '@mynd/shared/browser';
import { SEND_NOW_LABEL } from '@mynd/shared/domain';
import { useState } from 'react';
import { plural } from '../background/describe-outcome';
import { sendToBackground } from '../messaging/protocol';
import type { FailedItem, QueueItem } from '../storage/items';

function sourceLabel(item: QueueItem): string {
  const { kind, title, url } = item.source;
  const where = title || url;
  return where ? `${kind} · ${where}` : kind;
}

function Item({ item, children }: { item: QueueItem; children: React.ReactNode }) {
  return (
    <li className="item" data-client-id={item.clientId}>
      <div className="item-text">{item.audio ? WAITING_RECORDING_LABEL : item.text}</div>
      <div className="item-meta">
        {sourceLabel(item)} · {new Date(item.createdAt).toLocaleString()} · {plural(item.attempts, 'attempt')}
      </div>
      {item.lastError ? <div className="item-error">{item.lastError}</div> : null}
      <div className="row">{children}</div>
    </li>
  );
}

export function QueueSection({ queue, failed }: { queue: QueueItem[]; failed: FailedItem[] }) {
  const [status, setStatus] = useState<string | null>(null);

  async function sendNow() {
    setStatus('Sending…');
    const outcome = await sendToBackground('flush', {});
    setStatus(
      outcome.stopped
        ? `${outcome.stopped.message}. ${plural(outcome.remaining, 'capture')} still waiting.`
        : 'Everything was sent.',
    );
  }

  return (
    <>
      <section className="card" aria-labelledby="queue-heading">
        <div className="row">
          <h2 id="queue-heading">Waiting to send ({queue.length})</h2>
          <span className="spacer" />
          <button type="button" className="btn" disabled={queue.length === 0} onClick={() => void sendNow()}>
            {SEND_NOW_LABEL}
          </button>
        </div>
        {queue.length === 0 ? <p className="muted">Nothing waiting.</p> : null}
        <ul className="items">
          {queue.map((item) => (
            <Item key={item.clientId} item={item}>
              <button
                type="button"
                className="btn btn-danger"
                onClick={() => void sendToBackground('queue:discard', { clientId: item.clientId })}
              >
                Discard
              </button>
            </Item>
          ))}
        </ul>
        {status ? <p className="status">{status}</p> : null}
      </section>
      <section className="card" aria-labelledby="failed-heading">
        <h2 id="failed-heading">Refused by the server ({failed.length})</h2>
        {failed.length === 0 ? <p className="muted">None.</p> : null}
        <ul className="items">
          {failed.map((item) => (
            <Item key={item.clientId} item={item}>
              <button
                type="button"
                className="btn"
                onClick={() => void sendToBackground('queue:retry-failed', { clientId: item.clientId })}
              >
                Retry
              </button>
              <button
                type="button"
                className="btn btn-danger"
                onClick={() => void sendToBackground('queue:discard-failed', { clientId: item.clientId })}
              >
                Discard
              </button>
            </Item>
          ))}
        </ul>
      </section>
    </>
  );
}
