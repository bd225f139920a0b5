/**
 * @module schemas/speech — audio sent for transcription (base64 without the data: prefix).
 */
import { z } from 'zod';

/** ~10 MB of audio once decoded. */
export const MAX_AUDIO_BASE64 = 14_000_000;

/** The audio is not plain base64 (a data: URL, say). */
export const AUDIO_NOT_BASE64_MESSAGE = 'Audio must be base64 without a data: prefix';

export const SpeechToTextRequestSchema = z.object({
  audio: z
    .string({ error: 'Audio is required' })
    .min(1, 'Audio is required')
    .max(MAX_AUDIO_BASE64, 'The recording is too long')
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, AUDIO_NOT_BASE64_MESSAGE),
  mimeType: z
    .string()
    .regex(/^audio\/[a-z0-9.+-]+(;.*)?$/i, 'mimeType must be an audio type')
    .default('audio/webm'),
});
export const SpeechToTextResponseSchema = z.object({ text: z.string() });
