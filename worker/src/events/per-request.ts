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
  /** Sends what was collected, once, without delaying the response; false when there was nothing. */
  flush(c: Context): boolean;
}

/** The topics a request published, per user (made for every request, so a class: no closures per request). */
class PerRequestEvents implements RequestEvents {
  readonly #bus: EventBus;
  #pending: Map<string, Set<ChangeTopic>> | undefined;

  constructor(bus: EventBus) {
    this.#bus = bus;
  }

  async publish(userId: string, topics: ChangeTopic | readonly ChangeTopic[]): Promise<void> {
    this.#pending ??= new Map();
    const set = this.#pending.get(userId) ?? new Set<ChangeTopic>();
    for (const topic of topicList(topics)) set.add(topic);
    this.#pending.set(userId, set);
  }

  subscribe(userId: string, request: Request): Promise<Response> {
    return this.#bus.subscribe(userId, request);
  }

  flush(c: Context): boolean {
    const pending = this.#pending;
    if (!pending?.size) return false;
    for (const [userId, topics] of pending) {
      const sending = this.#bus.publish(userId, [...topics]).catch((err) => {
        console.error(`events: publishing "${[...topics].join(', ')}" failed:`, err);
      });
      try {
        c.executionCtx.waitUntil(sending);
      } catch {
        // Node has no execution context: the promise runs on by itself.
      }
    }
    pending.clear();
    return true;
  }
}

export function collectEvents(bus: EventBus): RequestEvents {
  return new PerRequestEvents(bus);
}
