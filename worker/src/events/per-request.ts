/**
 * @module events/per-request — one change notification per request. Routes publish as they go; this collector
 * only remembers the topics, and after the answer is ready they go out in one message (one Durable Object
 * fetch on Workers), handed to `waitUntil` on Workers so it never delays the answer, and not awaited on Node.
 * A failing bus (e.g. the Durable Object unreachable) is logged: the change itself is stored, and clients
 * catch up on their next load.
 */
import type { Context } from 'hono';
import { type ChangeTopic, type EventBus, topicList } from './types.js';

export interface RequestEvents extends EventBus {
  /** Sends what was collected, once, without delaying the response. */
  flush(c: Context): void;
}

export function collectEvents(bus: EventBus): RequestEvents {
  const pending = new Map<string, Set<ChangeTopic>>();
  return {
    async publish(userId, topics) {
      const set = pending.get(userId) ?? new Set<ChangeTopic>();
      for (const topic of topicList(topics)) set.add(topic);
      pending.set(userId, set);
    },
    subscribe: (userId, request) => bus.subscribe(userId, request),
    flush(c) {
      for (const [userId, topics] of pending) {
        const sending = bus.publish(userId, [...topics]).catch((err) => {
          console.error(`events: publishing "${[...topics].join(', ')}" failed:`, err);
        });
        try {
          c.executionCtx.waitUntil(sending);
        } catch {
          // Node has no execution context: the promise runs on by itself.
        }
      }
      pending.clear();
    },
  };
}
