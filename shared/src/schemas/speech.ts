/**
 * @module schemas/speech — audio sent for transcription (base64 without the data: prefix).
 */
import { z } from 'zod';

/** ~10 MB of audio once decoded. */
export const MAX_AUDIO_BASE64 = 14_000_000;

export const SpeechToTextRequestSchema = z.object({
  audio: z
    .string({ error: 'Audio is required' })
    .min(1, 'Audio is required')
    .max(MAX_AUDIO_BASE64, 'The recording is too long')
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'Audio must be base64 without a data: prefix'),
  mimeType: z
    .string()
    .regex(/^audio\/[a-z0-9.+-]+(;.*)?$/i, 'mimeType must be an audio type')
    .default('audio/webm'),
});
export const SpeechToTextResponseSchema = z.object({ text: z.string() });
