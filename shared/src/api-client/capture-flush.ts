/**
 * @module api-client/capture-flush — sending a queue of captures, the same way in the extension (storage.local)
 * and the web app (IndexedDB): in order, one flush at a time, only the signed-in account's captures and with
 * its own session. Stops at the first transient failure so order holds; a 400-type refusal is set aside instead
 * of blocking everything behind it; a 401 ends that session and keeps the capture for after sign-in. The
 * server answers a repeated clientId with the stored result, so sending again after a lost answer is safe.
 * A kept voice recording (`audio`) is transcribed first, in the same flush and by the same rules, and its text
 * stored (`transcribed`) before it is sent, so it is never transcribed twice nor sent twice.
 */
import {
  type CaptureAccount,
  heldCaptures,
  isCaptureFor,
  type SignedInAccount,
} from '../domain/capture-queue.js';
import type { MindDumpRequest, MindDumpResponse, MindDumpSource } from '../schemas/mind-dumps.js';
import { classifyFailure, failureMessage, isAcceptedButUnreadable } from './classify.js';
import { ApiError } from './http.js';

/** What the flush needs of a queued capture. */
export interface QueuedCapture {
  clientId: string;
  text: string;
  source: MindDumpSource;
  timeZone?: string | undefined;
  /** The account it was made under; null or absent: made while signed out (goes to the next account). */
  account?: CaptureAccount | null | undefined;
  /** A voice recording not yet transcribed (the audio is kept by the client, by clientId); `text` is empty. */
  audio?: { mimeType: string } | null | undefined;
}

/** Nothing was heard in a kept recording: set aside, like a refused capture, for the user to discard. */
export const EMPTY_RECORDING_MESSAGE = 'No speech was recognised in this recording';

/** Where a client keeps its queue and session; each method is one small step the flush takes. */
export interface CaptureQueueStore<A extends SignedInAccount> {
  /** The queue in order (oldest first), read fresh on each step. */
  list(): Promise<readonly QueuedCapture[]>;
  /** The signed-in account, or null. */
  account(): Promise<A | null>;
  /** An unowned capture becomes the sending account's, so a later 401 cannot re-home it. */
  claim(clientId: string, account: A): Promise<void>;
  remove(clientId: string): Promise<void>;
  /** The server refused it for good (400, 413…): take it out of the queue, keeping it for the user. */
  reject(clientId: string, message: string): Promise<void>;
  recordAttempt(clientId: string, message: string): Promise<void>;
  /** The server said this account's session is gone (only called for the session that was used). */
  unauthorized?(account: A): Promise<void>;
  /** A recording's text: store it in place of the audio (the audio may then be dropped). */
  transcribed?(clientId: string, text: string): Promise<void>;
}

/** Transcribes a kept recording with the given account's session; resolves with its text. */
export type TranscribeCapture<A> = (item: QueuedCapture, account: A) => Promise<string>;

/** Sends one capture with the given account's session (never "whatever session is current by then"). */
export type SubmitCapture<A> = (body: MindDumpRequest, account: A) => Promise<MindDumpResponse>;

export interface FlushReport {
  /** Captures the server took, with its answer (null when the answer was unreadable). */
  sent: Map<string, MindDumpResponse | null>;
  /** Captures set aside as refused, with the server's message. */
  rejected: Map<string, string>;
  /**
   * Why the flush stopped before the queue was empty, if it did; for a failed send, which capture and the HTTP
   * status (0: the server was not reached — offline, down, or no answer in time).
   */
  stopped: {
    reason: 'signed-out' | 'unauthorized' | 'transient';
    message: string;
    clientId?: string;
    status?: number;
  } | null;
  remaining: number;
  /** Captures left in the queue for another account than the signed-in one. */
  held: number;
}

/** Bounds one flush so a queue filled faster than it drains cannot keep a client busy forever. */
export const MAX_CAPTURES_PER_FLUSH = 200;

export async function flushCaptureQueue<A extends SignedInAccount>(
  store: CaptureQueueStore<A>,
  submit: SubmitCapture<A>,
  transcribe?: TranscribeCapture<A>,
): Promise<FlushReport> {
  const report: FlushReport = { sent: new Map(), rejected: new Map(), stopped: null, remaining: 0, held: 0 };
  /** Recordings the server could not transcribe this time (it answered): they wait, the rest goes on. */
  const skipped = new Set<string>();
  for (let n = 0; n < MAX_CAPTURES_PER_FLUSH; n++) {
    const queue = await store.list();
    if (queue.length === 0) break;
    const account = await store.account();
    if (!account) {
      report.stopped = { reason: 'signed-out', message: 'User not authenticated or session expired' };
      break;
    }
    const item = queue.find((i) => isCaptureFor(i.account, account) && !skipped.has(i.clientId));
    if (!item) break;
    if (!item.account) await store.claim(item.clientId, account);
    let text = item.text;
    let transcribing = false;
    try {
      if (item.audio) {
        transcribing = true;
        if (!transcribe || !store.transcribed)
          throw new ApiError(0, 'not_implemented', 'Cannot transcribe here');
        text = (await transcribe(item, account)).trim();
        if (!text) {
          await store.reject(item.clientId, EMPTY_RECORDING_MESSAGE);
          report.rejected.set(item.clientId, EMPTY_RECORDING_MESSAGE);
          continue;
        }
        await store.transcribed(item.clientId, text);
        transcribing = false;
      }
      const result = await submit(
        {
          text,
          source: item.source,
          clientId: item.clientId,
          ...(item.timeZone ? { timeZone: item.timeZone } : {}),
        },
        account,
      );
      await store.remove(item.clientId);
      report.sent.set(item.clientId, result);
    } catch (error) {
      const message = failureMessage(error);
      // An unreadable transcription is not a sent capture: the recording stays, to be transcribed again.
      if (!transcribing && isAcceptedButUnreadable(error)) {
        await store.remove(item.clientId);
        report.sent.set(item.clientId, null);
        continue;
      }
      const kind = classifyFailure(error);
      if (kind === 'rejected') {
        await store.reject(item.clientId, message);
        report.rejected.set(item.clientId, message);
        continue;
      }
      await store.recordAttempt(item.clientId, message);
      const status = error instanceof ApiError ? error.status : 0;
      if (transcribing && kind === 'transient' && status > 0) {
        // The server is there but cannot transcribe now (no transcriber, model down): text captures behind
        // this recording must not wait for it.
        skipped.add(item.clientId);
        continue;
      }
      if (kind === 'unauthorized') await store.unauthorized?.(account);
      report.stopped = { reason: kind, message, clientId: item.clientId, status };
      break;
    }
  }
  const queue = await store.list();
  report.remaining = queue.length;
  if (!report.stopped && skipped.size > 0) {
    report.stopped = { reason: 'transient', message: 'A recording could not be transcribed yet' };
  }
  report.held = heldCaptures(queue, await store.account()).reduce((n, g) => n + g.count, 0);
  return report;
}

/**
 * A flusher with a lock: a call while a flush runs waits for it and then runs once more (so a capture
 * queued meanwhile is included); any further calls in that window share that second run.
 */
export function createFlusher(run: () => Promise<FlushReport>): () => Promise<FlushReport> {
  let running: Promise<FlushReport> | null = null;
  let next: Promise<FlushReport> | null = null;

  const start = (): Promise<FlushReport> => {
    const current = run();
    running = current;
    const clear = () => {
      if (running === current) running = null;
    };
    current.then(clear, clear);
    return current;
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
