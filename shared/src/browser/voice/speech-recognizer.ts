/**
 * @module Web Speech API dictation without React (the extension reuses it): en-US, continuous, interim
 * results reported live, final text accumulated.
 */
import { SPEECH_RECOGNITION_LANG } from '../../domain/index.js';

/** The subset of the Web Speech API we use (lib.dom has no types for it). */
export interface RecognitionLike {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  /** Chrome 139+: recognise on the device only (no audio sent to a speech service). */
  processLocally?: boolean;
  onresult: ((event: RecognitionResultEvent) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}
export interface RecognitionResultEvent {
  resultIndex: number;
  results: ArrayLike<{ isFinal: boolean; 0: { transcript: string } }>;
}
export type RecognitionCtor = new () => RecognitionLike;

/** The browser's recogniser constructor, or null where there is none (Firefox, tests). */
export function getRecognitionCtor(scope: unknown = globalThis): RecognitionCtor | null {
  const w = scope as { SpeechRecognition?: RecognitionCtor; webkitSpeechRecognition?: RecognitionCtor };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition ?? null;
}

export type DictationCallbacks = {
  /** Everything heard so far: final text plus the live interim guess. */
  onTranscript: (finalText: string, interimText: string) => void;
  /** 'not-allowed' / 'service-not-allowed' mean the microphone was refused. */
  onError: (error: string) => void;
  onEnd: () => void;
};

export type Dictation = { stop(): void; abort(): void };

/** Starts a continuous en-US recognition session (`processLocally`: on the device only). */
export function startDictation(
  Ctor: RecognitionCtor,
  callbacks: DictationCallbacks,
  { processLocally = false }: { processLocally?: boolean } = {},
): Dictation {
  const recognition = new Ctor();
  recognition.lang = SPEECH_RECOGNITION_LANG;
  if (processLocally) recognition.processLocally = true;
  recognition.continuous = true;
  recognition.interimResults = true;
  let finalText = '';
  recognition.onresult = (event) => {
    let interim = '';
    for (let i = event.resultIndex; i < event.results.length; i++) {
      const result = event.results[i];
      if (!result) continue;
      if (result.isFinal) finalText += result[0].transcript;
      else interim += result[0].transcript;
    }
    callbacks.onTranscript(finalText, interim);
  };
  recognition.onerror = (event) => callbacks.onError(event.error);
  recognition.onend = () => callbacks.onEnd();
  recognition.start();
  return { stop: () => recognition.stop(), abort: () => recognition.abort() };
}

export function isPermissionError(error: string): boolean {
  return error === 'not-allowed' || error === 'service-not-allowed';
}
