/**
 * @module voice/voice-messages — the spec's microphone toasts and errors, chosen per failure.
 */
import { ApiError } from '@mynd/shared/api-client';

export const VOICE_TOASTS = {
  recordingStarted: { title: 'Recording started', description: 'Speak now. Click stop when finished.' },
  processing: { title: 'Processing speech...', description: 'Transcribing your audio...' },
  transcribed: { title: 'Transcription complete', description: 'Your speech has been converted to text.' },
  denied: {
    title: 'Microphone Access Denied',
    description: 'Please allow microphone access to use voice input.',
  },
  unsupported: {
    title: 'Speech Recognition Not Supported',
    description: "Your browser doesn't support speech recognition.",
  },
  transcriptionError: {
    title: 'Transcription Error',
    description: 'Failed to transcribe audio. Please try again.',
  },
  recordingError: { title: 'Recording Error', description: 'Failed to start recording. Please try again.' },
  askPermission: {
    title: 'Allow the microphone',
    description: 'Allow it in the Mynd tab that just opened, then press the microphone again.',
  },
} as const;

/** getUserMedia failures: a refusal is "denied", anything else is a recording error. */
export function startErrorToast(error: unknown) {
  const name = error instanceof DOMException ? error.name : '';
  return name === 'NotAllowedError' || name === 'SecurityError'
    ? VOICE_TOASTS.denied
    : VOICE_TOASTS.recordingError;
}

/** The spec's transcription error; the server's own sentence (e.g. not configured) is added when there is one. */
export function transcriptionErrorToast(error: unknown): {
  title: string;
  description: string;
  variant: 'destructive';
} {
  const base = VOICE_TOASTS.transcriptionError;
  const detail = error instanceof ApiError && error.status !== 0 ? ` (${error.message})` : '';
  return { title: base.title, description: `${base.description}${detail}`, variant: 'destructive' };
}
