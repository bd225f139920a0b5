/**
 * @module ai/openai/transcribe — speech to text through any OpenAI-compatible `/audio/transcriptions` endpoint
 * (OpenAI, or a local Whisper server). Used by the openai provider, and on its own when transcription has its
 * own endpoint (`OPENAI_TRANSCRIBE_BASE_URL` / `OPENAI_TRANSCRIBE_API_KEY`) while chat goes elsewhere.
 */
import OpenAI, { toFile } from 'openai';
import { AI_ERROR_MESSAGES, AiError } from '../errors.js';
import { toAiError } from './call.js';

export const DEFAULT_TRANSCRIBE_MODEL = 'whisper-1';

const EXTENSIONS: Record<string, string> = {
  'audio/webm': 'webm',
  'audio/ogg': 'ogg',
  'audio/wav': 'wav',
  'audio/x-wav': 'wav',
  'audio/mpeg': 'mp3',
  'audio/mp4': 'm4a',
  'audio/x-m4a': 'm4a',
};

export type Transcribe = (audio: Uint8Array, mimeType: string) => Promise<string>;

/** A transcriber on an existing client (the chat provider's own). */
export function transcriberFor(client: OpenAI, model = DEFAULT_TRANSCRIBE_MODEL): Transcribe {
  return async (audio, mimeType) => {
    const type = mimeType.split(';')[0]!.trim().toLowerCase();
    try {
      const file = await toFile(audio, `audio.${EXTENSIONS[type] ?? 'webm'}`, { type });
      const result = await client.audio.transcriptions.create({ file, model });
      if (typeof result?.text !== 'string') throw new AiError(AI_ERROR_MESSAGES.invalid, 502);
      return result.text.trim();
    } catch (error) {
      throw toAiError(error);
    }
  };
}

export interface TranscriberOptions {
  apiKey?: string | undefined;
  baseUrl?: string | undefined;
  model?: string | undefined;
  timeoutMs?: number | undefined;
  fetch?: typeof fetch | undefined;
}

/** A transcriber with its own endpoint and key. */
export function createOpenAiTranscriber(options: TranscriberOptions): Transcribe {
  const client = new OpenAI({
    apiKey: options.apiKey || 'not-needed',
    baseURL: options.baseUrl || undefined,
    timeout: options.timeoutMs ?? 30_000,
    maxRetries: 1,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  return transcriberFor(client, options.model || DEFAULT_TRANSCRIBE_MODEL);
}
