/**
 * @module popup/use-voice — the microphone button's states (idle → recording → transcribing) and its toasts.
 * Recording uploads to `/api/speech-to-text`; the text is appended to the mind dump.
 */
import { useRef, useState } from 'react';
import { getApiClient } from '../api/client';
import type { PushToast } from '../ui/toasts';
import { microphoneState, openMicPermissionPage } from '../voice/mic-permission';
import {
  blobToBase64,
  type Recording,
  recordingSupported,
  startRecording,
  uploadMimeType,
} from '../voice/recorder';
import { startErrorToast, transcriptionErrorToast, VOICE_TOASTS } from '../voice/voice-messages';

export type VoiceState = 'idle' | 'recording' | 'transcribing';

export function useVoice(toast: PushToast, onText: (text: string) => void) {
  const [state, setState] = useState<VoiceState>('idle');
  const recording = useRef<Recording | null>(null);

  async function start() {
    if (!recordingSupported()) {
      toast({ ...VOICE_TOASTS.unsupported, variant: 'destructive' });
      return;
    }
    const permission = await microphoneState();
    if (permission === 'denied') {
      toast({ ...VOICE_TOASTS.denied, variant: 'destructive' });
      return;
    }
    if (permission === 'prompt') {
      toast(VOICE_TOASTS.askPermission);
      await openMicPermissionPage();
      return;
    }
    try {
      recording.current = await startRecording();
      setState('recording');
      toast(VOICE_TOASTS.recordingStarted);
    } catch (error) {
      toast({ ...startErrorToast(error), variant: 'destructive' });
    }
  }

  async function stop() {
    const current = recording.current;
    recording.current = null;
    if (!current) return;
    setState('transcribing');
    toast(VOICE_TOASTS.processing);
    try {
      const blob = await current.stop();
      const api = await getApiClient();
      const { text } = await api.speech.transcribe(await blobToBase64(blob), uploadMimeType(blob));
      if (text.trim()) onText(text.trim());
      toast(VOICE_TOASTS.transcribed);
    } catch (error) {
      toast(transcriptionErrorToast(error));
    } finally {
      setState('idle');
    }
  }

  return {
    state,
    toggle: () => void (state === 'recording' ? stop() : state === 'idle' ? start() : undefined),
    cancel: () => recording.current?.cancel(),
  };
}
