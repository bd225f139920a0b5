/** @module contract/speech — POST /api/speech-to-text: recorded audio (base64) to text. */
import { SpeechToTextRequestSchema, SpeechToTextResponseSchema } from '../schemas/speech.js';
import { endpoint } from './endpoint.js';

export const speech = {
  transcribe: endpoint({
    method: 'post',
    path: '/api/speech-to-text',
    summary: 'Transcribe recorded audio (base64, at most 15 MB)',
    body: SpeechToTextRequestSchema,
    response: SpeechToTextResponseSchema,
    errors: [400, 401, 413, 502, 503],
  }),
};
