/**
 * @module popup/use-voice — the microphone button of the popup. The capture logic is the web app's own
 * (`@mynd/shared/browser`: Web Speech dictation where it works, else a MediaRecorder recording sent to
 * `/api/speech-to-text`); the popup adds what only an extension needs: the microphone is asked for once on an
 * extension page, since a popup cannot show the browser's prompt.
 */

import {
  createVoiceController,
  dropRecording,
  keepRecording,
  VOICE_MESSAGES,
  type VoiceController,
  type VoiceMode,
  type VoiceState,
} from '@mynd/shared/browser';
import { useEffect, useRef, useState } from 'react';
import { loadApiClient } from '../api/lazy-client';
import { probeServer } from '../api/server-health';
import { sendToBackground } from '../messaging/protocol';
import type { PushToast } from '../ui/toasts';
import { ASK_PERMISSION_NOTICE, microphoneState, openMicPermissionPage } from '../voice/mic-permission';

export type { VoiceMode, VoiceState };

export function useVoice(toast: PushToast, onText: (text: string) => void, serverUrl: string) {
  const [state, setState] = useState<VoiceState>('idle');
  const [mode, setMode] = useState<VoiceMode | null>(null);
  const [interim, setInterim] = useState('');
  const controller = useRef<VoiceController | null>(null);
  const onTextRef = useRef(onText);
  onTextRef.current = onText;

  useEffect(() => {
    const voice = createVoiceController({
      transcribe: async (audio, mimeType) =>
        (await (await loadApiClient()).speech.transcribe({ audio, mimeType })).text,
      notify: toast,
      onInterim: setInterim,
      onFinalText: (text) => onTextRef.current(text),
      onState: setState,
      onMode: setMode,
      // Not transcribed now (server down, transcriber failing): the audio is kept and queued, never lost.
      keep: async (blob, mimeType) => {
        const clientId = crypto.randomUUID();
        await keepRecording(clientId, blob, mimeType);
        try {
          await sendToBackground('capture:voice', { clientId, mimeType });
          return true;
        } catch {
          await dropRecording(clientId).catch(() => {});
          return false;
        }
      },
      // Read before anyone speaks: with no transcription anywhere the mic says so instead of recording.
      serverTranscribes: async () => {
        const probe = await probeServer(serverUrl);
        return probe.reachable ? probe.transcription : null;
      },
    });
    controller.current = voice;
    return () => voice.dispose();
  }, [toast, serverUrl]);

  async function toggle() {
    const voice = controller.current;
    if (!voice) return;
    if (voice.state === 'idle' && voice.mode === 'none') {
      toast({ ...VOICE_MESSAGES.unavailable, variant: 'destructive' });
      return;
    }
    if (voice.state === 'idle') {
      const permission = await microphoneState();
      if (permission === 'denied') {
        toast({ ...VOICE_MESSAGES.denied, variant: 'destructive' });
        return;
      }
      if (permission === 'prompt') {
        toast(ASK_PERMISSION_NOTICE);
        await openMicPermissionPage();
        return;
      }
    }
    await voice.toggle();
  }

  return { state, interim, mode, toggle: () => void toggle() };
}
