/**
 * @module background/capture — one capture, from any entry point: queued first (so nothing is lost if the
 * worker stops mid-request), then the queue is flushed and this capture's fate reported.
 */

import { CONNECTION_FAILED_MESSAGE } from '@mynd/shared/domain';
import type { MindDumpSource } from '@mynd/shared/schemas';
import type { CaptureOutcome } from '../messaging/protocol';
import type { Flush } from '../queue/flush';
import { accountOf, enqueue, takeFailed } from '../queue/store';
import { sessionItem } from '../storage/items';

export interface CaptureOptions {
  /** The popup keeps the text in its input on refusal, so the failed list need not keep a copy. */
  keepRejected: boolean;
  /** The popup's id for its draft: the same draft sent again is the same capture. */
  clientId?: string;
}

/** Flushes the queue while this capture's sender waits for it (so it is not also announced as "sent later"). */
export type AwaitingFlush = (clientId: string) => ReturnType<Flush>;

export async function captureAndSend(
  flush: AwaitingFlush,
  text: string,
  source: MindDumpSource,
  { keepRejected, clientId: draftId }: CaptureOptions,
): Promise<CaptureOutcome> {
  // The capture belongs to whoever is signed in now, and is only ever sent with that account's session.
  const account = accountOf(await sessionItem.getValue());
  const item = await enqueue({ text, source, account, ...(draftId ? { clientId: draftId } : {}) });
  const { clientId } = item;
  const report = await flush(clientId);
  if (report.sent.has(clientId))
    return { status: 'sent', clientId, result: report.sent.get(clientId) ?? null };
  const rejected = report.rejected.get(clientId);
  if (rejected !== undefined) {
    if (!keepRejected) await takeFailed(clientId);
    return { status: 'rejected', clientId, message: rejected };
  }
  const stopped = report.stopped ?? {
    reason: 'transient' as const,
    message: CONNECTION_FAILED_MESSAGE,
  };
  return {
    status: 'queued',
    clientId,
    reason: stopped.reason,
    message: stopped.message,
    queued: report.remaining,
  };
}
