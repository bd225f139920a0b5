/**
 * @module Which voice path a client can offer, decided BEFORE the user speaks: the browser's on-device speech
 * recognition (Web Speech with `processLocally`, Chrome 139+: `SpeechRecognition.available()` /
 * `install()`), else the server's transcription (health `transcription`), else none — and then the mic says
 * so instead of recording audio that nobody can turn into text.
 */
import { SPEECH_RECOGNITION_LANG } from '../../domain/index.js';
import { getRecognitionCtor, type RecognitionCtor } from './speech-recognizer.js';

/** `SpeechRecognition.available()`'s answer for on-device recognition of our language. */
export type OnDeviceStatus = 'available' | 'downloadable' | 'downloading' | 'unavailable';

/**
 * - `on-device`: the browser recognises speech locally (installing the language pack on first use if needed);
 * - `server`: record and send the audio to the server (also when the server's answer is unknown, e.g. it is
 *   unreachable: the recording is then kept and transcribed later);
 * - `none`: the server cannot transcribe and the browser cannot recognise on the device.
 */
export type VoiceMode = 'on-device' | 'server' | 'none';

type OnDeviceApi = {
  available?: (options: { langs: string[]; processLocally: boolean }) => Promise<string>;
  install?: (options: { langs: string[]; processLocally: boolean }) => Promise<boolean>;
};

const OPTIONS = () => ({ langs: [SPEECH_RECOGNITION_LANG], processLocally: true });

/** Asks the browser whether it can recognise en-US on the device; 'unavailable' where the API is missing. */
export async function onDeviceStatus(
  Ctor: RecognitionCtor | null = getRecognitionCtor(),
): Promise<OnDeviceStatus> {
  const api = Ctor as unknown as OnDeviceApi | null;
  if (typeof api?.available !== 'function') return 'unavailable';
  try {
    const status = await api.available(OPTIONS());
    return status === 'available' || status === 'downloadable' || status === 'downloading'
      ? status
      : 'unavailable';
  } catch {
    return 'unavailable';
  }
}

/** Installs the on-device language pack (Chrome asks for a user gesture: call it from the click). */
export async function installOnDevice(Ctor: RecognitionCtor | null = getRecognitionCtor()): Promise<boolean> {
  const api = Ctor as unknown as OnDeviceApi | null;
  if (typeof api?.install !== 'function') return false;
  try {
    return (await api.install(OPTIONS())) === true;
  } catch {
    return false;
  }
}

/**
 * The rule: on-device recognition when it is ready (no audio leaves the device, live text); else the server
 * when it transcribes or may (unknown: `null`); else on-device after installing its language pack; else none.
 */
export function chooseVoiceMode(serverTranscribes: boolean | null, onDevice: OnDeviceStatus): VoiceMode {
  if (onDevice === 'available') return 'on-device';
  if (serverTranscribes !== false) return 'server';
  if (onDevice === 'downloadable' || onDevice === 'downloading') return 'on-device';
  return 'none';
}
