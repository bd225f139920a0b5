/**
 * @module messaging/protocol — the typed messages pages (popup, options) send to the background, and what
 * each one answers. The background owns the queue, so every capture goes through it.
 */
import type { MindDumpResponse, MindDumpSource } from '@mynd/shared/schemas';
import { browser } from 'wxt/browser';

export type CaptureOutcome =
  | { status: 'sent'; clientId: string; result: MindDumpResponse | null }
  | {
      status: 'queued';
      clientId: string;
      reason: 'signed-out' | 'unauthorized' | 'transient';
      message: string;
      queued: number;
    }
  | { status: 'rejected'; clientId: string; message: string };

export interface FlushOutcome {
  remaining: number;
  stopped: { reason: string; message: string } | null;
}

export interface MessageMap {
  capture: {
    request: { text: string; source: MindDumpSource; clientId?: string };
    response: CaptureOutcome;
  };
  /** A voice recording that could not be transcribed, already kept in the recording store under clientId. */
  'capture:voice': { request: { clientId: string; mimeType: string }; response: { clientId: string } };
  flush: { request: Record<string, never>; response: FlushOutcome };
  'queue:retry-failed': { request: { clientId: string }; response: { ok: boolean } };
  'queue:discard-failed': { request: { clientId: string }; response: { ok: boolean } };
  'queue:discard': { request: { clientId: string }; response: { ok: boolean } };
  /** Reads the open tasks again and sets their reminder alarms (the popup asks when it opens). */
  'reminders:sync': { request: Record<string, never>; response: { due: number; scheduled: number } };
  /** Discards the captures waiting for other accounts than the signed-in one. */
  'queue:discard-held': { request: Record<string, never>; response: { discarded: number } };
}

export type MessageType = keyof MessageMap;
export type Message = { [K in MessageType]: { type: K } & MessageMap[K]['request'] }[MessageType];

export function isMessage(value: unknown): value is Message {
  return (
    typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string'
  );
}

export async function sendToBackground<K extends MessageType>(
  type: K,
  request: MessageMap[K]['request'],
): Promise<MessageMap[K]['response']> {
  return (await browser.runtime.sendMessage({ type, ...request })) as MessageMap[K]['response'];
}
