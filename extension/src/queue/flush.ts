/**
 * @module queue/flush — sends the queue to the server in order, one flush at a time. Stops at the first
 * transient failure so order holds; a 400-type refusal moves that capture to the failed list instead of
 * blocking everything behind it; a 401 ends the session and keeps the capture queued for after sign-in.
 */
import type { MindDumpRequest, MindDumpResponse } from '@mynd/shared/schemas';
import { queueItem, sessionItem } from '../storage/items';
import { classifyFailure, failureMessage, isAcceptedButUnreadable } from './classify';
import { moveToFailed, recordAttempt, removeQueued } from './store';

export type SubmitFn = (body: MindDumpRequest) => Promise<MindDumpResponse>;

export interface FlushReport {
  /** Captures the server took, with its answer (null when the answer was unreadable). */
  sent: Map<string, MindDumpResponse | null>;
  /** Captures moved to the failed list, with the server's message. */
  rejected: Map<string, string>;
  /** Why the flush stopped before the queue was empty, if it did. */
  stopped: { reason: 'signed-out' | 'unauthorized' | 'transient'; message: string } | null;
  remaining: number;
}

/** Bounds one flush so a queue filled faster than it drains cannot keep the worker busy forever. */
const MAX_ITEMS_PER_FLUSH = 200;

async function runFlush(submit: SubmitFn): Promise<FlushReport> {
  const report: FlushReport = { sent: new Map(), rejected: new Map(), stopped: null, remaining: 0 };
  for (let n = 0; n < MAX_ITEMS_PER_FLUSH; n++) {
    const [item] = await queueItem.getValue();
    if (!item) break;
    if (!(await sessionItem.getValue())) {
      report.stopped = { reason: 'signed-out', message: 'User not authenticated or session expired' };
      break;
    }
    try {
      const result = await submit({
        text: item.text,
        source: item.source,
        clientId: item.clientId,
        ...(item.timeZone ? { timeZone: item.timeZone } : {}),
      });
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
      if (kind === 'unauthorized') await sessionItem.setValue(null);
      report.stopped = { reason: kind, message };
      break;
    }
  }
  report.remaining = (await queueItem.getValue()).length;
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
