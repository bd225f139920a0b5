/**
 * @module events/types — the change-event bus both hosts implement (in-process hub on Node, a Durable Object
 * per user on Workers). Routes (not services) name the topics a change touched; `events/per-request` collects
 * them and publishes once per request, after the answer is ready. GET /api/events subscribes.
 *
 * SSE wire format: "retry: 3000\n\n" first, then per change
 * `event: change\ndata: {"topic":"tasks","at":"2026-11-21T08:00:00.000Z"}\n\n`, and ": ping\n\n" every 20 s.
 */
import type { ChangeTopic } from '@mynd/shared';

export type { ChangeTopic };

export interface EventBus {
  /** One message per call, however many topics: a request collects its topics and publishes once. */
  publish(userId: string, topics: ChangeTopic | readonly ChangeTopic[]): Promise<void>;
  /** Answers GET /api/events for this (already authenticated) user: a streaming SSE Response. */
  subscribe(userId: string, request: Request): Promise<Response>;
}

export const SSE_RETRY_MS = 3000;
export const SSE_PING_INTERVAL_MS = 20_000;

export function formatChangeEvent(topic: ChangeTopic, at: Date): string {
  return `event: change\ndata: ${JSON.stringify({ topic, at: at.toISOString() })}\n\n`;
}

export function topicList(topics: ChangeTopic | readonly ChangeTopic[]): readonly ChangeTopic[] {
  return typeof topics === 'string' ? [topics] : topics;
}
