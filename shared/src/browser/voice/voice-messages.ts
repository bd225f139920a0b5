/** @module The voice toasts of spec section 8, word for word. */

export const VOICE_MESSAGES = {
  started: { title: 'Recording started', description: 'Speak now. Click stop when finished.' },
  processing: { title: 'Processing speech...', description: 'Transcribing your audio...' },
  complete: { title: 'Transcription complete', description: 'Your speech has been converted to text.' },
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
  /** Said before any recording when neither the server nor the browser can turn speech into text. */
  unavailable: {
    title: 'Voice Input Unavailable',
    description:
      "This Mynd server has no speech-to-text service and this browser can't recognise speech on the device. Type your thoughts instead.",
  },
} as const;

/** Transcription failed or the server was not reached: the recording is kept and retried with the queue. */
export const VOICE_KEPT = {
  title: 'Recording saved',
  description: 'It will be transcribed and sent as a mind dump when the server can be reached.',
} as const;

/** The microphone button's accessible name, by state. */
export const VOICE_INPUT_LABEL = { start: 'Start voice input', stop: 'Stop voice input' } as const;

/** How a kept recording shows in a list of captures waiting to send. */
export const WAITING_RECORDING_LABEL = 'Voice recording — waiting to be transcribed';

/** The microphone button's tooltip when voice is unavailable (the same reason, short). */
export const VOICE_UNAVAILABLE_HINT = 'Voice input unavailable: this server has no speech-to-text service';
