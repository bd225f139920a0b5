/**
 * @module popup/use-voice — the microphone button of the popup. The capture logic is the web app's own
 * (`@mynd/shared/browser`: Web Speech dictation where it works, else a MediaRecorder recording sent to
 * `/api/speech-to-text`); the popup adds what only an extension needs: the microphone is asked for once on an
 * extension page, since a popup cannot show the browser's prompt.
 */

import {
  createVoiceController,
  VOICE_MESSAGES,
  type VoiceController,
  type VoiceState,
} from '@mynd/shared/browser';
import { useEffect, useRef, useState } from 'react';
import { loadApiClient } from '../api/lazy-client';
import type { PushToast } from '../ui/toasts';
import { ASK_PERMISSION_NOTICE, microphoneState, openMicPermissionPage } from '../voice/mic-permission';

export type { VoiceState };

export function useVoice(toast: PushToast, onText: (text: string) => void) {
  const [state, setState] = useState<VoiceState>('idle');
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
    });
    controller.current = voice;
    return () => voice.dispose();
  }, [toast]);

  async function toggle() {
    const voice = controller.current;
    if (!voice) return;
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

  return { state, interim, toggle: () => void toggle() };
}
