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
} as const;
