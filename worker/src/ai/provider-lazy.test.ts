/**
 * The OpenAI SDK is loaded lazily: building the provider (at every Worker isolate start) does not import the
 * openai modules; the first model call does, once.
 */
import { describe, expect, it, vi } from 'vitest';
import { createAiProvider } from './provider.js';

const loads = vi.hoisted(() => ({ chat: 0, transcribe: 0 }));
vi.mock('./openai/index.js', async (original) => {
  loads.chat += 1;
  return original();
});
vi.mock('./openai/transcribe.js', async (original) => {
  loads.transcribe += 1;
  return original();
});

const refused: typeof fetch = async () => {
  throw new TypeError('fetch failed');
};

describe('the openai provider is loaded on first use', () => {
  it('never imports it for the local provider', async () => {
    const ai = createAiProvider({ provider: 'local' });
    await ai.analyzeKeywords([{ word: 'budget', count: 3 }], {
      now: new Date('2026-11-24T08:00:00Z'),
      timeZone: 'UTC',
      tags: ['Life'],
    });
    expect(loads.chat).toBe(0);
  });

  it('builds without importing the SDK, imports it on the first call, and only once', async () => {
    const ai = createAiProvider({
      provider: 'openai',
      openaiApiKey: 'test-key',
      openaiBaseUrl: 'http://127.0.0.1:9/v1',
      openaiTranscribeBaseUrl: 'http://127.0.0.1:9/v1',
      fetch: refused,
      timeoutMs: 1000,
    });
    expect(ai.name).toBe('openai');
    expect(loads).toEqual({ chat: 0, transcribe: 0 });

    const ctx = { now: new Date('2026-11-24T08:00:00Z'), timeZone: 'UTC', tags: ['Life'] };
    await expect(ai.analyzeKeywords([{ word: 'budget', count: 3 }], ctx)).rejects.toThrow();
    await expect(ai.analyzeKeywords([{ word: 'budget', count: 3 }], ctx)).rejects.toThrow();
    expect(loads.chat).toBe(1);
    await expect(ai.transcribe(new Uint8Array([1, 2, 3]), 'audio/webm')).rejects.toThrow();
    expect(loads.transcribe).toBe(1);
  });
});
