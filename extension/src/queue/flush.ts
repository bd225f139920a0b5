/**
 * @module queue/flush — the extension's capture queue flush: the shared algorithm (`flushCaptureQueue`, also
 * used by the web app) over `storage.local`, sending each capture with the stored session's Bearer token.
 * Only the background runs it (one flush at a time), so read-modify-write of the queue never races.
 */
import {
  ApiError,
  type CaptureQueueStore,
  createFlusher as createSharedFlusher,
  type FlushReport,
  flushCaptureQueue,
} from '@mynd/shared/api-client';
import { blobToBase64, loadRecording } from '@mynd/shared/browser';
import { RECORDING_GONE_MESSAGE } from '@mynd/shared/domain';
import type { MindDumpRequest, MindDumpResponse } from '@mynd/shared/schemas';
import { queueItem, type StoredSession, sessionItem } from '../storage/items';
import { claimForAccount, moveToFailed, recordAttempt, removeQueued, transcribedQueued } from './store';

export type { FlushReport };

/** Sends one capture with the given session token (never "whatever session is stored by then"). */
export type SubmitFn = (body: MindDumpRequest, token: string) => Promise<MindDumpResponse>;
/** Transcribes base64 audio with the given session token. */
export type TranscribeFn = (audio: string, mimeType: string, token: string) => Promise<string>;

const store: CaptureQueueStore<StoredSession> = {
  list: () => queueItem.getValue(),
  account: () => sessionItem.getValue(),
  claim: (clientId, session) => claimForAccount(clientId, session),
  remove: async (clientId) => {
    await removeQueued(clientId);
  },
  reject: (clientId, message) => moveToFailed(clientId, message),
  recordAttempt: (clientId, message) => recordAttempt(clientId, message),
  transcribed: (clientId, text) => transcribedQueued(clientId, text),
  // Ends this session only: another may have been signed in meanwhile.
  unauthorized: async (session) => {
    if ((await sessionItem.getValue())?.token === session.token) await sessionItem.setValue(null);
  },
};

/**
 * A flusher with a lock (see the shared `createFlusher`), sending with the submit function it is given; kept
 * voice recordings (read from the recording store the popup wrote) go through `getTranscribe` first.
 */
export function createFlusher(
  getSubmit: () => Promise<SubmitFn>,
  getTranscribe?: () => Promise<TranscribeFn>,
) {
  return createSharedFlusher(async () => {
    const submit = await getSubmit();
    return flushCaptureQueue(
      store,
      (body, session) => submit(body, session.token),
      getTranscribe
        ? async (item, session) => {
            const recording = await loadRecording(item.clientId);
            if (!recording) throw new ApiError(404, 'not_found', RECORDING_GONE_MESSAGE);
            const transcribe = await getTranscribe();
            return transcribe(await blobToBase64(recording.blob), recording.mimeType, session.token);
          }
        : undefined,
    );
  });
}

export type Flush = ReturnType<typeof createFlusher>;
