/**
 * @module voice/recorder — records the microphone with MediaRecorder (audio/webm, Opus where offered) and
 * hands back the audio as base64 without a `data:` prefix, as `/api/speech-to-text` wants it.
 */

export const RECORDING_MIME_TYPES = ['audio/webm;codecs=opus', 'audio/webm'] as const;

export interface Recording {
  /** Stops the microphone and resolves with the recorded audio. */
  stop(): Promise<Blob>;
  /** Stops the microphone and throws the audio away. */
  cancel(): void;
}

export function pickMimeType(isSupported: (type: string) => boolean): string | undefined {
  return RECORDING_MIME_TYPES.find((t) => isSupported(t));
}

export function recordingSupported(): boolean {
  return typeof MediaRecorder !== 'undefined' && !!navigator.mediaDevices?.getUserMedia;
}

export async function startRecording(): Promise<Recording> {
  const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
  const mimeType = pickMimeType((t) => MediaRecorder.isTypeSupported(t));
  const recorder = new MediaRecorder(stream, mimeType ? { mimeType } : undefined);
  const chunks: Blob[] = [];
  recorder.addEventListener('dataavailable', (e) => {
    if (e.data.size > 0) chunks.push(e.data);
  });
  const release = () => {
    for (const track of stream.getTracks()) track.stop();
  };
  recorder.start(250);
  return {
    stop: () =>
      new Promise<Blob>((resolve, reject) => {
        recorder.addEventListener('stop', () => {
          release();
          resolve(new Blob(chunks, { type: recorder.mimeType || 'audio/webm' }));
        });
        recorder.addEventListener('error', () => {
          release();
          reject(new Error('Recording failed'));
        });
        recorder.stop();
      }),
    cancel: () => {
      if (recorder.state !== 'inactive') recorder.stop();
      release();
    },
  };
}

/** Base64 of the bytes, without the `data:…;base64,` prefix. */
export async function blobToBase64(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  const step = 0x8000;
  for (let i = 0; i < bytes.length; i += step) binary += String.fromCharCode(...bytes.subarray(i, i + step));
  return btoa(binary);
}

/** The server's schema wants a bare audio type; MediaRecorder reports `audio/webm;codecs=opus`. */
export function uploadMimeType(blob: Blob): string {
  return blob.type.split(';')[0]?.trim() || 'audio/webm';
}
