/**
 * @module Voice capture without React. Which path is decided before the user speaks (`voice-capability`):
 * on-device Web Speech when the browser has it; else, when the server transcribes (or may: unknown), Web
 * Speech dictation where it works, otherwise a MediaRecorder recording sent for transcription; else the mic
 * says voice is unavailable and records nothing. The caller injects `transcribe` (the API call), `notify`
 * (toasts) and `serverTranscribes` (health), so the web app and the extension share the logic.
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
import {
  chooseVoiceMode,
  installOnDevice,
  type OnDeviceStatus,
  onDeviceStatus,
  type VoiceMode,
} from './voice-capability.js';
import { VOICE_KEPT, VOICE_MESSAGES } from './voice-messages.js';

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
  /** The server's health `transcription`; null (or no function) when unknown, e.g. unreachable. */
  serverTranscribes?: () => Promise<boolean | null>;
  /** The voice path once known, and again if it changes (the mic shows "unavailable" for `none`). */
  onMode?: (mode: VoiceMode) => void;
  /**
   * Keeps a recording that could not be transcribed now (server unreachable, transcription failing) in the
   * client's capture queue, to be transcribed and sent later; resolves false when it could not be kept.
   */
  keep?: (blob: Blob, mimeType: string) => Promise<boolean>;
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

  let mode: VoiceMode | null = null;
  let serverCan: boolean | null = null;
  let onDevice: OnDeviceStatus = 'unavailable';
  const setMode = (next: VoiceMode) => {
    mode = next;
    options.onMode?.(next);
  };
  async function resolveMode(): Promise<VoiceMode> {
    const [server, local] = await Promise.all([
      options.serverTranscribes ? options.serverTranscribes().catch(() => null) : Promise.resolve(null),
      onDeviceStatus(Ctor),
    ]);
    serverCan = server;
    onDevice = local;
    setMode(chooseVoiceMode(server, local));
    return mode as VoiceMode;
  }
  let modeReady = resolveMode();

  function startSpeech(ctor: RecognitionCtor, processLocally = false) {
    heard = '';
    let fallBack = false;
    dictation = startDictation(
      ctor,
      {
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
            if (processLocally) {
              onDevice = 'unavailable';
              setMode(chooseVoiceMode(serverCan, onDevice));
            }
            if (mode === 'none') destructive(VOICE_MESSAGES.unavailable);
            else void startRecorder();
          }
        },
      },
      { processLocally },
    );
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
    let blob: Blob | null = null;
    try {
      blob = await rec.stop();
      const text = await options.transcribe(await blobToBase64(blob), recordingMimeType(blob));
      if (text.trim()) options.onFinalText(text.trim());
      options.notify(VOICE_MESSAGES.complete);
    } catch (error) {
      // Never throw the audio away: kept, it is transcribed and sent once the server can.
      if (blob && blob.size > 0 && options.keep) {
        const kept = await options.keep(blob, recordingMimeType(blob)).catch(() => false);
        if (kept) {
          options.notify(VOICE_KEPT);
          return;
        }
      }
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
    /** The voice path, once known (null while the server and the browser are being asked). */
    get mode() {
      return mode;
    },
    /** Asks the server and the browser again (e.g. after the server came back). */
    refresh(): Promise<VoiceMode> {
      modeReady = resolveMode();
      return modeReady;
    },
    /** Starts listening when idle, stops (and transcribes) when listening. */
    async toggle() {
      if (state === 'transcribing') return;
      if (state === 'listening') {
        if (dictation) dictation.stop();
        else if (recording) await stopRecorder(recording);
        return;
      }
      const current = mode ?? (await modeReady);
      if (current === 'none') {
        destructive(VOICE_MESSAGES.unavailable);
        return;
      }
      try {
        if (current === 'on-device' && Ctor) {
          if (onDevice !== 'available') {
            // The language pack is downloaded once, on this first click (Chrome wants a user gesture).
            onDevice = (await installOnDevice(Ctor)) ? 'available' : 'unavailable';
            if (onDevice === 'unavailable') setMode(chooseVoiceMode(serverCan, onDevice));
          }
          if (onDevice === 'available') {
            startSpeech(Ctor, true);
            return;
          }
          if (mode === 'none') {
            destructive(VOICE_MESSAGES.unavailable);
            return;
          }
        }
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
