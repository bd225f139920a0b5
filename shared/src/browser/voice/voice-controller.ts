/**
 * @module Voice capture without React: Web Speech dictation when the browser has it, otherwise a
 * MediaRecorder recording sent for transcription. The caller injects `transcribe` (the API call) and
 * `notify` (toasts), so the web app and the extension share the logic.
 */
import {
  blobToBase64,
  canRecord,
  isPermissionDenied,
  type Recording,
  recordingMimeType,
  startRecording,
} from './audio-recorder.js';
import {
  type Dictation,
  getRecognitionCtor,
  isPermissionError,
  type RecognitionCtor,
  startDictation,
} from './speech-recognizer.js';
import { VOICE_MESSAGES } from './voice-messages.js';

export type VoiceState = 'idle' | 'listening' | 'transcribing';
export type Notice = { title: string; description?: string; variant?: 'default' | 'destructive' };

export type VoiceOptions = {
  transcribe: (audio: string, mimeType: string) => Promise<string>;
  notify: (notice: Notice) => void;
  /** Live text while listening (final + interim) — shown as it is heard. */
  onInterim: (text: string) => void;
  /** Text to add to the input once capture finishes. */
  onFinalText: (text: string) => void;
  onState: (state: VoiceState) => void;
  /** For tests: the Web Speech constructor (null forces the recording path). */
  recognition?: RecognitionCtor | null;
  /** For tests: the recorder. */
  record?: () => Promise<Recording>;
};

/** Message of an API error for a 503 ("no transcription provider configured"), else null. */
function serverMessage(error: unknown): string | null {
  const e = error as { status?: number; message?: string } | null;
  return e?.status === 503 && e.message ? e.message : null;
}

export function createVoiceController(options: VoiceOptions) {
  let state: VoiceState = 'idle';
  let dictation: Dictation | null = null;
  let recording: Recording | null = null;
  let heard = '';
  const setState = (next: VoiceState) => {
    state = next;
    options.onState(next);
  };
  const Ctor = options.recognition === undefined ? getRecognitionCtor() : options.recognition;
  const destructive = (m: { title: string; description: string }) =>
    options.notify({ ...m, variant: 'destructive' });

  // Chromium builds without Google's speech service fail with 'network' or 'audio-capture': those
  // browsers can still record, so we switch to the recording path for the rest of the session.
  let speechBroken = false;

  function startSpeech(ctor: RecognitionCtor) {
    heard = '';
    let fallBack = false;
    dictation = startDictation(ctor, {
      onTranscript: (finalText, interim) => {
        heard = finalText;
        options.onInterim(`${finalText}${interim}`);
      },
      onError: (error) => {
        if (isPermissionError(error)) destructive(VOICE_MESSAGES.denied);
        else if (error !== 'aborted' && error !== 'no-speech') fallBack = true;
      },
      onEnd: () => {
        dictation = null;
        options.onInterim('');
        if (heard.trim()) options.onFinalText(heard.trim());
        setState('idle');
        if (fallBack && !heard.trim()) {
          speechBroken = true;
          void startRecorder();
        }
      },
    });
    setState('listening');
    options.notify(VOICE_MESSAGES.started);
  }

  async function startRecorder() {
    if (!options.record && !canRecord()) {
      destructive(VOICE_MESSAGES.unsupported);
      return;
    }
    try {
      recording = await (options.record ?? startRecording)();
      setState('listening');
      options.notify(VOICE_MESSAGES.started);
    } catch (error) {
      recording = null;
      destructive(isPermissionDenied(error) ? VOICE_MESSAGES.denied : VOICE_MESSAGES.recordingError);
      setState('idle');
    }
  }

  async function stopRecorder(rec: Recording) {
    recording = null;
    setState('transcribing');
    options.notify(VOICE_MESSAGES.processing);
    try {
      const blob = await rec.stop();
      const text = await options.transcribe(await blobToBase64(blob), recordingMimeType(blob));
      if (text.trim()) options.onFinalText(text.trim());
      options.notify(VOICE_MESSAGES.complete);
    } catch (error) {
      const message = serverMessage(error);
      destructive(
        message
          ? { title: VOICE_MESSAGES.transcriptionError.title, description: message }
          : VOICE_MESSAGES.transcriptionError,
      );
    } finally {
      setState('idle');
    }
  }

  return {
    get state() {
      return state;
    },
    /** Starts listening when idle, stops (and transcribes) when listening. */
    async toggle() {
      if (state === 'transcribing') return;
      if (state === 'listening') {
        if (dictation) dictation.stop();
        else if (recording) await stopRecorder(recording);
        return;
      }
      try {
        if (Ctor && !speechBroken) startSpeech(Ctor);
        else await startRecorder();
      } catch {
        destructive(VOICE_MESSAGES.recordingError);
        setState('idle');
      }
    },
    dispose() {
      dictation?.abort();
      recording?.cancel();
      dictation = null;
      recording = null;
    },
  };
}

export type VoiceController = ReturnType<typeof createVoiceController>;
