/**
 * @module events/durable-object — live updates on Cloudflare Workers: one `UserEvents` Durable Object per user
 * and the `DurableObjectEventBus` the Workers host hands to `createApp`.
 *
 * The object keeps one hibernatable WebSocket per open client of its user and fans each published change out
 * to all of them. The Worker request that serves `GET /api/events` holds the client's SSE stream and relays the
 * object's WebSocket messages into it, so the object itself can hibernate between changes (no duration
 * charge while users only watch) and the wire format stays the same as on the Node host.
 *
 * Only structural types are used, so this file type-checks with the DOM lib shared by both hosts.
 */

import { NOT_FOUND_MESSAGE } from '@mynd/shared';
import { type ChangeTopic, type EventBus, topicList } from './types.js';

/** The parts of a Durable Object namespace binding (`USER_EVENTS`) this module uses. */
export interface UserEventsNamespace {
  idFromName(name: string): unknown;
  get(id: unknown): { fetch(input: string, init?: RequestInit): Promise<Response> };
}

interface HibernatableSocket {
  send(message: string): void;
  close(code?: number, reason?: string): void;
}
interface UserEventsState {
  acceptWebSocket(socket: HibernatableSocket): void;
  getWebSockets(): HibernatableSocket[];
}
type WorkerWebSocket = HibernatableSocket & {
  accept(): void;
  addEventListener(type: 'message' | 'close' | 'error', listener: (event: { data?: unknown }) => void): void;
};

const OBJECT_ORIGIN = 'https://user-events.internal';
const PING_INTERVAL_MS = 20_000;
const SSE_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-cache, no-transform',
  'x-accel-buffering': 'no',
};

/** The Durable Object class bound as `USER_EVENTS` (one instance per user: `idFromName(userId)`). */
export class UserEvents {
  constructor(
    private readonly state: UserEventsState,
    _env: unknown,
  ) {}

  async fetch(request: Request): Promise<Response> {
    const { pathname } = new URL(request.url);
    if (pathname === '/connect') {
      if (request.headers.get('upgrade')?.toLowerCase() !== 'websocket') {
        return new Response('Expected a WebSocket upgrade', { status: 426 });
      }
      const { WebSocketPair } = globalThis as unknown as {
        WebSocketPair: new () => { 0: WorkerWebSocket; 1: HibernatableSocket };
      };
      const pair = new WebSocketPair();
      this.state.acceptWebSocket(pair[1]);
      return new Response(null, { status: 101, webSocket: pair[0] } as ResponseInit);
    }
    if (pathname === '/publish' && request.method === 'POST') {
      const message = await request.text();
      let delivered = 0;
      for (const socket of this.state.getWebSockets()) {
        try {
          socket.send(message);
          delivered++;
        } catch {
          // A socket closing at this very moment: its client reconnects and refetches.
        }
      }
      return Response.json({ delivered });
    }
    if (pathname === '/clients') return Response.json({ clients: this.state.getWebSockets().length });
    return new Response(NOT_FOUND_MESSAGE, { status: 404 });
  }

  /** Clients only listen; anything they send is ignored. */
  webSocketMessage(): void {}

  webSocketClose(socket: HibernatableSocket, code: number, reason: string): void {
    try {
      // 1005/1006 are "no status"/"abnormal": they may be received but never sent.
      socket.close(code === 1005 || code === 1006 ? 1000 : code, reason);
    } catch {
      // Already closed by the runtime.
    }
  }

  webSocketError(socket: HibernatableSocket): void {
    this.webSocketClose(socket, 1011, 'error');
  }
}

/** One object message carries every topic of a request (`{topics, at}`); SSE clients get one frame each. */
function changeFrames(data: string): string {
  try {
    const message = JSON.parse(data) as { topics?: unknown; at?: unknown };
    if (Array.isArray(message.topics)) {
      return message.topics
        .map((topic) => `event: change\ndata: ${JSON.stringify({ topic, at: message.at })}\n\n`)
        .join('');
    }
  } catch {
    // Not ours to judge: pass it through as it came.
  }
  return `event: change\ndata: ${data}\n\n`;
}

/** The `EventBus` of the Workers host: publishes through and subscribes to the user's Durable Object. */
export class DurableObjectEventBus implements EventBus {
  constructor(
    private readonly namespace: UserEventsNamespace,
    private readonly clock: { now(): Date } = { now: () => new Date() },
  ) {}

  private stub(userId: string) {
    return this.namespace.get(this.namespace.idFromName(userId));
  }

  async publish(userId: string, topics: ChangeTopic | readonly ChangeTopic[]): Promise<void> {
    const body = JSON.stringify({ topics: topicList(topics), at: this.clock.now().toISOString() });
    try {
      const res = await this.stub(userId).fetch(`${OBJECT_ORIGIN}/publish`, { method: 'POST', body });
      await res.body?.cancel();
    } catch (error) {
      // The change itself is already stored; a lost notification only delays other tabs until they refetch.
      console.error('events: publish failed', { topics, error: String(error) });
    }
  }

  async subscribe(userId: string, request: Request): Promise<Response> {
    const upgrade = await this.stub(userId).fetch(`${OBJECT_ORIGIN}/connect`, {
      headers: { upgrade: 'websocket' },
    });
    const socket = (upgrade as Response & { webSocket?: WorkerWebSocket | null }).webSocket;
    if (!socket)
      throw new Error(`events: the user's Durable Object refused the connection (${upgrade.status})`);
    socket.accept();

    const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>();
    const writer = writable.getWriter();
    const encoder = new TextEncoder();
    let open = true;
    const close = () => {
      if (!open) return;
      open = false;
      clearInterval(ping);
      try {
        socket.close(1000, 'client gone');
      } catch {
        // Already closed.
      }
      writer.close().catch(() => {});
    };
    const write = (text: string) => {
      if (open) writer.write(encoder.encode(text)).catch(close);
    };

    write('retry: 3000\n\n');
    socket.addEventListener('message', (event) => {
      if (typeof event.data === 'string') write(changeFrames(event.data));
    });
    socket.addEventListener('close', close);
    socket.addEventListener('error', close);
    const ping = setInterval(() => write(': ping\n\n'), PING_INTERVAL_MS);
    request.signal?.addEventListener('abort', close);

    return new Response(readable, { headers: SSE_HEADERS });
  }
}
