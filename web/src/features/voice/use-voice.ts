/** @module React binding of the voice controller: state, live interim text, and toasts through sonner. */

import {
  createVoiceController,
  type Notice,
  type VoiceController,
  type VoiceState,
} from '@mynd/shared/browser';
import { useEffect, useRef, useState } from 'react';
import { api } from '../../lib/api';
import { toastError, toastSuccess } from '../tasks/toast';

function notify(notice: Notice) {
  if (notice.variant === 'destructive') toastError(notice.title, notice.description);
  else toastSuccess(notice.title, notice.description);
}

/** `onText` receives each finished transcript, to be appended to the input. */
export function useVoice(onText: (text: string) => void) {
  const [state, setState] = useState<VoiceState>('idle');
  const [interim, setInterim] = useState('');
  const onTextRef = useRef(onText);
  onTextRef.current = onText;
  const controllerRef = useRef<VoiceController | null>(null);

  useEffect(() => {
    const controller = createVoiceController({
      transcribe: async (audio, mimeType) => (await api.speech.transcribe({ audio, mimeType })).text,
      notify,
      onInterim: setInterim,
      onFinalText: (text) => onTextRef.current(text),
      onState: setState,
    });
    controllerRef.current = controller;
    return () => controller.dispose();
  }, []);

  return { state, interim, toggle: () => void controllerRef.current?.toggle() };
}
