/**
 * @module @mynd/shared/browser — what the web app and the extension share that needs a browser: voice capture
 * (Web Speech dictation, else a MediaRecorder recording sent for transcription), the auth error texts, the
 * near-limit warning beep and flash, and the browser's own time zone. Nothing here touches React or the
 * server; `web/` and `extension/` import it instead of reaching into each other's sources.
 */

export { localTimeZone } from '../api-client/http.js';
export * from './auth-messages.js';
export * from './near-limit-effects.js';
export * from './voice/audio-recorder.js';
export * from './voice/recording-store.js';
export * from './voice/speech-recognizer.js';
export * from './voice/voice-capability.js';
export * from './voice/voice-controller.js';
export * from './voice/voice-messages.js';
