/**
 * @module capture-queue/flush — sends the web app's queued captures with the shared algorithm
 * (`flushCaptureQueue`, the extension's too). The account is asked of the server (`/api/auth/me`) before each
 * capture, because the session cookie is shared by every tab: another tab may have signed in someone else, and a
 * capture must only ever travel with its own account's session. A Web Lock keeps the tabs from flushing at once.
 */
import {
  ApiError,
  type CaptureQueueStore,
  createFlusher,
  type FlushReport,
  flushCaptureQueue,
  type TranscribeCapture,
} from '@mynd/shared/api-client';
import { blobToBase64, loadRecording } from '@mynd/shared/browser';
import type { CaptureAccount } from '@mynd/shared/domain';
import { CONNECTION_FAILED_MESSAGE, RECORDING_GONE_MESSAGE } from '@mynd/shared/domain';
import type { MindDumpResponse } from '@mynd/shared/schemas';
import { api, isApiError } from '../../lib/api';
import {
  allCaptures,
  claimCapture,
  markRejected,
  queuedCaptures,
  recordAttempt,
  removeCapture,
  transcribedCapture,
} from './store';

export type { FlushReport };

async function signedInAccount(): Promise<CaptureAccount | null> {
  try {
    const { user } = await api.auth.me();
    return { userId: user.id, email: user.email };
  } catch (error) {
    if (isApiError(error, 401)) return null;
    throw error;
  }
}

const store: CaptureQueueStore<CaptureAccount> = {
  list: queuedCaptures,
  account: signedInAccount,
  claim: claimCapture,
  remove: removeCapture,
  reject: markRejected,
  recordAttempt,
  transcribed: transcribedCapture,
};

/** A kept recording, transcribed with the cookie session (the account was just checked). */
const transcribe: TranscribeCapture<CaptureAccount> = async (item) => {
  const recording = await loadRecording(item.clientId);
  // Gone (site data cleared): nothing to transcribe, ever — set aside for the user to discard.
  if (!recording) throw new ApiError(404, 'not_found', RECORDING_GONE_MESSAGE);
  const audio = await blobToBase64(recording.blob);
  return (await api.speech.transcribe({ audio, mimeType: recording.mimeType })).text;
};

const LOCK_NAME = 'mynd-capture-flush';

async function flushOnce(): Promise<FlushReport> {
  const run = async (): Promise<FlushReport> => {
    if ((await queuedCaptures()).length === 0)
      return { sent: new Map(), rejected: new Map(), stopped: null, remaining: 0, held: 0 };
    try {
      return await flushCaptureQueue(store, (body) => api.mindDumps.submit(body), transcribe);
    } catch (error) {
      // The account check itself failed (offline, server down): nothing was sent, try again later.
      const message = error instanceof Error && error.message ? error.message : CONNECTION_FAILED_MESSAGE;
      const remaining = (await queuedCaptures()).length;
      return {
        sent: new Map(),
        rejected: new Map(),
        stopped: { reason: 'transient', message },
        remaining,
        held: 0,
      };
    }
  };
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? locks.request(LOCK_NAME, run) : run();
}

/** Captures a screen is waiting for (just submitted), and what became of them in whichever flush sent them. */
const awaited = new Set<string>();
const outcomes = new Map<string, { sent: MindDumpResponse | null } | { rejected: string }>();

const flushedListeners = new Set<(report: FlushReport) => void>();

/** Called after every flush in this tab, whoever started it (the sending loop schedules its retries here). */
export function onFlushed(listener: (report: FlushReport) => void): () => void {
  flushedListeners.add(listener);
  return () => flushedListeners.delete(listener);
}

/** Flushes the queue; a call while a flush runs shares the one that follows it. */
export const flushCaptures = createFlusher(async () => {
  const report = await flushOnce();
  for (const [id, sent] of report.sent) if (awaited.has(id)) outcomes.set(id, { sent });
  for (const [id, rejected] of report.rejected) if (awaited.has(id)) outcomes.set(id, { rejected });
  for (const listener of flushedListeners) listener(report);
  return report;
});

/** Captures in a report that nobody on screen is waiting for: the ones to announce as "sent later". */
export function unawaitedSent(report: FlushReport): number {
  return [...report.sent.keys()].filter((id) => !awaited.has(id)).length;
}

export type CaptureOutcome = { report: FlushReport } & (
  | { status: 'sent'; result: MindDumpResponse | null }
  /** The server answered with an error (refused it, or failed processing it): shown on screen, not queued. */
  | { status: 'failed'; message: string }
  /** The server was not reached (or the session ended): kept in the queue to send later. */
  | { status: 'queued'; reason: string | null }
);

/** Sends a just-stored capture now (behind any older ones) and says what became of it. */
export async function sendCapture(clientId: string): Promise<CaptureOutcome> {
  awaited.add(clientId);
  try {
    const report = await flushCaptures();
    const outcome = outcomes.get(clientId);
    if (outcome && 'sent' in outcome) return { report, status: 'sent', result: outcome.sent };
    if (outcome) return { report, status: 'failed', message: outcome.rejected };
    const stopped = report.stopped;
    if (stopped?.clientId === clientId && stopped.reason === 'transient' && (stopped.status ?? 0) > 0)
      return { report, status: 'failed', message: stopped.message };
    // Another tab's flush may have taken it meanwhile.
    const stored = (await allCaptures()).find((c) => c.clientId === clientId);
    if (!stored) return { report, status: 'sent', result: null };
    if (stored.status === 'rejected') return { report, status: 'failed', message: stored.lastError ?? '' };
    return { report, status: 'queued', reason: report.stopped?.message ?? null };
  } finally {
    awaited.delete(clientId);
    outcomes.delete(clientId);
  }
}
