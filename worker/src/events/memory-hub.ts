/**
 * @module events/memory-hub — the Node host's event bus: an in-process fan-out from `publish(userId, topics)` to
 * every open SSE stream of that user (several tabs, the extension). Nothing is buffered for absent clients:
 * a client that reconnects refetches, which is what the clients do on every change anyway.
 */
import type { ChangeTopic, EventBus } from './types.js';
import { formatChangeEvent, SSE_PING_INTERVAL_MS, SSE_RETRY_MS, topicList } from './types.js';

interface Client {
  send(chunk: string): void;
  close(): void;
}

export interface MemoryEventHub extends EventBus {
  /** Open streams, for one user or in total (tests, shutdown logs). */
  clientCount(userId?: string): number;
  /** Ends every stream (graceful shutdown). */
  closeAll(): void;
}

export function createMemoryEventHub(
  options: { pingIntervalMs?: number; now?: () => Date } = {},
): MemoryEventHub {
  const pingIntervalMs = options.pingIntervalMs ?? SSE_PING_INTERVAL_MS;
  const now = options.now ?? (() => new Date());
  const clients = new Map<string, Set<Client>>();
  const encoder = new TextEncoder();

  function remove(userId: string, client: Client) {
    const set = clients.get(userId);
    if (!set) return;
    set.delete(client);
    if (set.size === 0) clients.delete(userId);
  }

  return {
    async publish(userId: string, topics: ChangeTopic | readonly ChangeTopic[]) {
      const at = now();
      const chunk = topicList(topics)
        .map((topic) => formatChangeEvent(topic, at))
        .join('');
      for (const client of clients.get(userId) ?? []) client.send(chunk);
    },

    async subscribe(userId: string, request: Request) {
      let client: Client | undefined;
      let timer: ReturnType<typeof setInterval> | undefined;
      const cleanup = () => {
        if (timer) clearInterval(timer);
        timer = undefined;
        if (client) remove(userId, client);
      };
      const stream = new ReadableStream<Uint8Array>({
        start(controller) {
          let open = true;
          client = {
            send(chunk) {
              if (!open) return;
              try {
                controller.enqueue(encoder.encode(chunk));
              } catch {
                // The consumer went away between two events: forget it.
                open = false;
                cleanup();
              }
            },
            close() {
              if (!open) return;
              open = false;
              cleanup();
              try {
                controller.close();
              } catch {
                // Already closed by the consumer.
              }
            },
          };
          const set = clients.get(userId) ?? new Set<Client>();
          clients.set(userId, set);
          set.add(client);
          client.send(`retry: ${SSE_RETRY_MS}\n\n`);
          timer = setInterval(() => client?.send(': ping\n\n'), pingIntervalMs);
          // Node keeps running for open timers; a ping timer must not hold the process open at shutdown.
          (timer as { unref?: () => void }).unref?.();
          if (request.signal.aborted) client.close();
          else request.signal.addEventListener('abort', () => client?.close(), { once: true });
        },
        cancel() {
          cleanup();
        },
      });
      return new Response(stream, {
        headers: {
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-cache, no-transform',
          connection: 'keep-alive',
          'x-accel-buffering': 'no',
        },
      });
    },

    clientCount(userId?: string) {
      if (userId) return clients.get(userId)?.size ?? 0;
      let total = 0;
      for (const set of clients.values()) total += set.size;
      return total;
    },

    closeAll() {
      for (const set of [...clients.values()]) for (const client of [...set]) client.close();
    },
  };
}
