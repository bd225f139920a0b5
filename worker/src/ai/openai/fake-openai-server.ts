/**
 * @module ai/openai/fake-openai-server — a real HTTP server on 127.0.0.1 (port 0) that speaks enough of the
 * OpenAI API for tests: `POST /v1/chat/completions` and `POST /v1/audio/transcriptions` (multipart). A test
 * queues the answers (good JSON, malformed JSON, schema-violating JSON, slow, 500, 429) and reads back
 * every request the SDK sent.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeReply {
  status?: number;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as it is (for malformed answers). */
  raw?: string;
  delayMs?: number;
  headers?: Record<string, string>;
}

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  /** Parsed JSON for JSON requests, else the body as text. */
  body: unknown;
}

export interface FakeOpenAiServer {
  /** Base URL for the SDK, ending in /v1. */
  baseUrl: string;
  requests: RecordedRequest[];
  replyChat(...replies: FakeReply[]): void;
  replyTranscription(...replies: FakeReply[]): void;
  close(): Promise<void>;
}

/** A chat completion whose message content is `content` (an object is sent as its JSON text). */
export function chatReply(content: unknown, extra: Omit<FakeReply, 'body' | 'raw'> = {}): FakeReply {
  return {
    ...extra,
    body: {
      id: 'chatcmpl-fake',
      object: 'chat.completion',
      created: 1_700_000_000,
      model: 'fake-model',
      choices: [
        {
          index: 0,
          message: {
            role: 'assistant',
            content: typeof content === 'string' ? content : JSON.stringify(content),
            refusal: null,
          },
          finish_reason: 'stop',
          logprobs: null,
        },
      ],
      usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
    },
  };
}

export function errorReply(status: number, message = 'fake failure'): FakeReply {
  return {
    status,
    body: { error: { message, type: 'server_error', code: null } },
    // The SDK honours retry-after; zero keeps retrying tests fast.
    headers: { 'retry-after-ms': '10' },
  };
}

/** JSON as UTF-8 (prompts carry "→", "—", accents); anything else (multipart audio) byte for byte. */
async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const json = request.headers['content-type']?.includes('application/json');
  return Buffer.concat(chunks).toString(json ? 'utf8' : 'latin1');
}

export async function startFakeOpenAiServer(): Promise<FakeOpenAiServer> {
  const queues = { chat: [] as FakeReply[], transcription: [] as FakeReply[] };
  const requests: RecordedRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();

  const send = (response: ServerResponse, reply: FakeReply) => {
    if (response.destroyed) return;
    const status = reply.status ?? 200;
    const text = reply.raw ?? JSON.stringify(reply.body ?? {});
    response.writeHead(status, { 'content-type': 'application/json', ...reply.headers });
    response.end(text);
  };

  const server = createServer(async (request, response) => {
    const raw = await readBody(request);
    const path = request.url ?? '';
    let body: unknown = raw;
    if (request.headers['content-type']?.includes('application/json')) {
      try {
        body = JSON.parse(raw);
      } catch {
        body = raw;
      }
    }
    requests.push({ method: request.method ?? '', path, headers: request.headers, body });
    const queue = path.endsWith('/chat/completions')
      ? queues.chat
      : path.endsWith('/audio/transcriptions')
        ? queues.transcription
        : null;
    const reply = queue
      ? (queue.shift() ?? errorReply(500, 'no scripted reply left'))
      : errorReply(404, 'unknown path');
    if (!reply.delayMs) return send(response, reply);
    const timer = setTimeout(() => {
      timers.delete(timer);
      send(response, reply);
    }, reply.delayMs);
    timers.add(timer);
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    replyChat: (...replies) => queues.chat.push(...replies),
    replyTranscription: (...replies) => queues.transcription.push(...replies),
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
