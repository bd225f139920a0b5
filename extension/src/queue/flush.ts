/**
 * @module queue/flush — sends the queue to the server in order, one flush at a time. Stops at the first
 * transient failure so order holds; a 400-type refusal moves that capture to the failed list instead of
 * blocking everything behind it; a 401 ends the session and keeps the capture queued for after sign-in.
 * Only the captures of the signed-in account are sent (with its session); the others are held for their own.
 */
import { heldCaptures, isCaptureFor } from '@mynd/shared/domain';
import type { MindDumpRequest, MindDumpResponse } from '@mynd/shared/schemas';
import { queueItem, sessionItem } from '../storage/items';
import { classifyFailure, failureMessage, isAcceptedButUnreadable } from './classify';
import { claimForAccount, moveToFailed, recordAttempt, removeQueued } from './store';

/** Sends one capture with the given session token (never "whatever session is stored by then"). */
export type SubmitFn = (body: MindDumpRequest, token: string) => Promise<MindDumpResponse>;

export interface FlushReport {
  /** Captures the server took, with its answer (null when the answer was unreadable). */
  sent: Map<string, MindDumpResponse | null>;
  /** Captures moved to the failed list, with the server's message. */
  rejected: Map<string, string>;
  /** Why the flush stopped before the queue was empty, if it did. */
  stopped: { reason: 'signed-out' | 'unauthorized' | 'transient'; message: string } | null;
  remaining: number;
  /** Captures left in the queue for another account than the signed-in one. */
  held: number;
}

/** Bounds one flush so a queue filled faster than it drains cannot keep the worker busy forever. */
const MAX_ITEMS_PER_FLUSH = 200;

async function runFlush(submit: SubmitFn): Promise<FlushReport> {
  const report: FlushReport = {
    sent: new Map(),
    rejected: new Map(),
    stopped: null,
    remaining: 0,
    held: 0,
  };
  for (let n = 0; n < MAX_ITEMS_PER_FLUSH; n++) {
    const queue = await queueItem.getValue();
    if (queue.length === 0) break;
    const session = await sessionItem.getValue();
    if (!session) {
      report.stopped = { reason: 'signed-out', message: 'User not authenticated or session expired' };
      break;
    }
    const item = queue.find((i) => isCaptureFor(i.account, session));
    if (!item) break;
    if (!item.account) await claimForAccount(item.clientId, session);
    try {
      const result = await submit(
        {
          text: item.text,
          source: item.source,
          clientId: item.clientId,
          ...(item.timeZone ? { timeZone: item.timeZone } : {}),
        },
        session.token,
      );
      await removeQueued(item.clientId);
      report.sent.set(item.clientId, result);
    } catch (error) {
      const message = failureMessage(error);
      if (isAcceptedButUnreadable(error)) {
        await removeQueued(item.clientId);
        report.sent.set(item.clientId, null);
        continue;
      }
      const kind = classifyFailure(error);
      if (kind === 'rejected') {
        await moveToFailed(item.clientId, message);
        report.rejected.set(item.clientId, message);
        continue;
      }
      await recordAttempt(item.clientId, message);
      // Ends this session only: another may have been signed in meanwhile.
      if (kind === 'unauthorized' && (await sessionItem.getValue())?.token === session.token)
        await sessionItem.setValue(null);
      report.stopped = { reason: kind, message };
      break;
    }
  }
  const queue = await queueItem.getValue();
  report.remaining = queue.length;
  report.held = heldCaptures(queue, await sessionItem.getValue()).reduce((n, g) => n + g.count, 0);
  return report;
}

/**
 * A flusher with a lock: a call while a flush runs waits for it and then runs once more (so a capture
 * enqueued meanwhile is included); any further calls in that window share that second run.
 */
export function createFlusher(getSubmit: () => Promise<SubmitFn>) {
  let running: Promise<FlushReport> | null = null;
  let next: Promise<FlushReport> | null = null;

  const start = (): Promise<FlushReport> => {
    const run = (async () => runFlush(await getSubmit()))();
    running = run;
    const clear = () => {
      if (running === run) running = null;
    };
    run.then(clear, clear);
    return run;
  };

  return function flush(): Promise<FlushReport> {
    if (!running) return start();
    if (!next) {
      const after = running.catch(() => undefined);
      next = after.then(() => {
        next = null;
        return start();
      });
    }
    return next;
  };
}

export type Flush = ReturnType<typeof createFlusher>;
