/**
 * @module Microphone recording with MediaRecorder (audio/webm) for browsers without the Web Speech API, and
 * the base64 encoding /api/speech-to-text expects. No React, so the extension can reuse it.
 */

export const RECORDING_MIME = 'audio/webm';

export type Recording = {
  /** Stops recording and resolves with the audio; the microphone is released. */
  stop(): Promise<Blob>;
  cancel(): void;
};

export function canRecord(scope: unknown = globalThis): boolean {
  const w = scope as { MediaRecorder?: unknown; navigator?: { mediaDevices?: { getUserMedia?: unknown } } };
  return (
    typeof w.MediaRecorder === 'function' && typeof w.navigator?.mediaDevices?.getUserMedia === 'function'
  );
}

/** True when getUserMedia failed because the user (or policy) refused the microphone. */
export function isPermissionDenied(error: unknown): boolean {
  const name = (error as { name?: string } | null)?.name;
  return name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError';
}

/** Asks for the microphone and starts recording; rejects with the getUserMedia / MediaRecorder error. */
export async function startRecording(): Promise<Recording> {
  const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
  const release = () => {
    for (const track of stream.getTracks()) track.stop();
  };
  let recorder: MediaRecorder;
  try {
    const mimeType = MediaRecorder.isTypeSupported?.(RECORDING_MIME) ? RECORDING_MIME : undefined;
    recorder = new MediaRecorder(stream, mimeType ? { mimeType } : undefined);
  } catch (error) {
    release();
    throw error;
  }
  const chunks: Blob[] = [];
  recorder.ondataavailable = (event) => {
    if (event.data.size > 0) chunks.push(event.data);
  };
  recorder.start();
  return {
    stop: () =>
      new Promise<Blob>((resolve) => {
        recorder.onstop = () => {
          release();
          resolve(new Blob(chunks, { type: recorder.mimeType || RECORDING_MIME }));
        };
        recorder.stop();
      }),
    cancel: () => {
      recorder.onstop = release;
      if (recorder.state !== 'inactive') recorder.stop();
      else release();
    },
  };
}

/** Base64 without the `data:…;base64,` prefix, as the API wants. */
export async function blobToBase64(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  // Chunked so a long recording never overflows the argument limit of String.fromCharCode.
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

/** The base MIME type the server expects ("audio/webm;codecs=opus" → "audio/webm;codecs=opus" is fine too). */
export function recordingMimeType(blob: Blob): string {
  return blob.type || RECORDING_MIME;
}
