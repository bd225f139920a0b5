/**
 * @module React binding of the voice controller: state, live interim text, toasts through sonner, and the
 * voice path read before recording (the server's health `transcription`, the browser's on-device recogniser).
 * A recording that cannot be transcribed now is kept (IndexedDB) and queued like any capture, never lost.
 */

/** Keeps a recording as a queued voice capture of this account; the queue's flush transcribes and sends it. */
async function keepInQueue(
  blob: Blob,
  mimeType: string,
  account: { userId: string; email: string },
): Promise<boolean> {
  const clientId = crypto.randomUUID();
  await keepRecording(clientId, blob, mimeType);
  try {
    await enqueueCapture({
      clientId,
      text: '',
      source: { kind: 'voice' },
      timeZone: browserTimeZone(),
      account,
      audio: { mimeType },
    });
  } catch {
    await dropRecording(clientId).catch(() => {});
    return false;
  }
  // Starts the sending loop's retries (an immediate try, then growing pauses while it fails).
  void flushCaptures();
  return true;
}

import {
  createVoiceController,
  dropRecording,
  keepRecording,
  type Notice,
  type VoiceController,
  type VoiceMode,
  type VoiceState,
} from '@mynd/shared/browser';
import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { api } from '../../lib/api';
import { userAtom } from '../auth/session';
import { flushCaptures } from '../capture-queue/flush';
import { enqueueCapture } from '../capture-queue/store';
import { browserTimeZone } from '../tasks/clock';
import { toastError, toastSuccess } from '../tasks/toast';

function notify(notice: Notice) {
  if (notice.variant === 'destructive') toastError(notice.title, notice.description);
  else toastSuccess(notice.title, notice.description);
}

/** `onText` receives each finished transcript, to be appended to the input. */
export function useVoice(onText: (text: string) => void) {
  const [state, setState] = useState<VoiceState>('idle');
  const [interim, setInterim] = useState('');
  const [mode, setMode] = useState<VoiceMode | null>(null);
  const onTextRef = useRef(onText);
  onTextRef.current = onText;
  const controllerRef = useRef<VoiceController | null>(null);
  const user = useAtomValue(userAtom);
  const accountRef = useRef<{ userId: string; email: string } | null>(null);
  accountRef.current = user ? { userId: user.id, email: user.email } : null;

  useEffect(() => {
    const controller = createVoiceController({
      transcribe: async (audio, mimeType) => (await api.speech.transcribe({ audio, mimeType })).text,
      notify,
      onInterim: setInterim,
      onFinalText: (text) => onTextRef.current(text),
      onState: setState,
      onMode: setMode,
      keep: async (blob, mimeType) =>
        accountRef.current ? keepInQueue(blob, mimeType, accountRef.current) : false,
      serverTranscribes: async () => (await api.health.get()).transcription ?? null,
    });
    controllerRef.current = controller;
    return () => controller.dispose();
  }, []);

  return { state, interim, mode, toggle: () => void controllerRef.current?.toggle() };
}
