/**
 * @module routes/speech — POST /api/speech-to-text: recorded audio (base64) to text through the AI provider.
 */
import { AUDIO_NOT_BASE64_MESSAGE, contract } from '@mynd/shared';
import { AI_ERROR_MESSAGES } from '../ai/errors.js';
import { UnavailableError, ValidationError } from '../lib/errors.js';
import { route, routes } from '../lib/openapi.js';
import { aiCall } from '../services/ai-calls.js';

function decodeBase64(data: string): Uint8Array {
  const binary = atob(data);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export const speechRoutes = routes().openapi(route(contract.speech.transcribe), async (c) => {
  const { ai } = c.get('deps');
  if (!ai.canTranscribe) {
    throw new UnavailableError(AI_ERROR_MESSAGES.transcriptionNotConfigured);
  }
  const { audio, mimeType } = c.req.valid('json');
  let bytes: Uint8Array;
  try {
    bytes = decodeBase64(audio);
  } catch {
    throw new ValidationError(AUDIO_NOT_BASE64_MESSAGE);
  }
  const text = await aiCall(() => ai.transcribe(bytes, mimeType));
  return c.json({ text: typeof text === 'string' ? text.trim() : '' }, 200);
});
