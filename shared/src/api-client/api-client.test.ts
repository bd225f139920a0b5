import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ApiError,
  createApiClient,
  DEFAULT_TIMEOUTS,
  OFFLINE_COPY_HEADER,
  TIMEOUT_MESSAGE,
  timeoutFor,
} from './index.js';

type Handler = (req: IncomingMessage, body: string, res: ServerResponse) => void;
let server: Server;
let baseUrl = '';
let handler: Handler = (_req, _body, res) => res.end();
const seen: { method?: string; url?: string; auth?: string; zone?: string; body?: string }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      seen.push({
        method: req.method,
        url: req.url,
        auth: req.headers.authorization,
        zone: req.headers['x-time-zone'] as string | undefined,
        body,
      });
      handler(req, body, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(
  () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
);

const json = (
  res: ServerResponse,
  status: number,
  payload: unknown,
  headers: Record<string, string> = {},
) => {
  res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
  res.end(JSON.stringify(payload));
};

describe('createApiClient', () => {
  it('sends the Bearer token and JSON body, and parses the response with its schema', async () => {
    handler = (_req, _body, res) =>
      json(res, 200, { person: { id: 'p1', name: 'Sarah', createdAt: '2026-11-21T08:00:00Z' } });
    const api = createApiClient({ baseUrl, getToken: () => 'tok123' });
    const { person } = await api.people.create({ name: 'Sarah' });
    expect(person.name).toBe('Sarah');
    const last = seen.at(-1)!;
    expect(last).toMatchObject({ method: 'POST', url: '/api/people', auth: 'Bearer tok123' });
    expect(JSON.parse(last.body!)).toEqual({ name: 'Sarah' });
  });

  it('drops empty query values and encodes the rest', async () => {
    handler = (_req, _body, res) => json(res, 200, { tasks: [] });
    await createApiClient({ baseUrl }).tasks.list({
      status: 'open',
      tag: 'Work & Life',
      personId: undefined,
    });
    expect(seen.at(-1)!.url).toBe('/api/tasks?status=open&tag=Work+%26+Life');
  });

  it.each([
    [
      409,
      { error: { code: 'conflict', message: 'Already processing mind dump' } },
      {},
      'conflict',
      'Already processing mind dump',
      undefined,
    ],
    [
      429,
      { error: { code: 'rate_limited', message: 'Please wait', retryAfter: 27 } },
      {},
      'rate_limited',
      'Please wait',
      27,
    ],
    [
      429,
      { error: { code: 'rate_limited', message: 'Too many requests' } },
      { 'Retry-After': '60' },
      'rate_limited',
      'Too many requests',
      60,
    ],
  ])(
    'turns a %i error envelope into an ApiError',
    async (status, payload, headers, code, message, retryAfter) => {
      handler = (_req, _body, res) => json(res, status, payload, headers);
      const error = await createApiClient({ baseUrl })
        .mindDumps.submit({ text: 'x' })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ status, code, message, retryAfter });
    },
  );

  it('reports a non-JSON failure with a readable message and calls onUnauthorized on 401', async () => {
    let unauthorized = 0;
    handler = (_req, _body, res) => {
      res.writeHead(401, { 'Content-Type': 'text/html' });
      res.end('<html>nope</html>');
    };
    const api = createApiClient({ baseUrl, onUnauthorized: () => unauthorized++ });
    await expect(api.auth.me()).rejects.toMatchObject({
      status: 401,
      message: 'User not authenticated or session expired',
    });
    expect(unauthorized).toBe(1);
  });

  it('rejects a response that does not match the contract', async () => {
    handler = (_req, _body, res) => json(res, 200, { tasks: [{ id: 1 }] });
    await expect(createApiClient({ baseUrl }).tasks.list()).rejects.toMatchObject({
      code: 'invalid_response',
    });
  });

  it('reports an unreachable server as a network error', async () => {
    const api = createApiClient({ baseUrl: 'http://127.0.0.1:9' });
    await expect(api.health.get()).rejects.toMatchObject({
      status: 0,
      code: 'network',
      message: 'Failed to connect to the server',
    });
  });
});

describe('reachability', () => {
  it('reports the server out of reach on a failed connection or a kept copy, and reached on any other answer', async () => {
    const seenReach: boolean[] = [];
    const onReachability = (reachable: boolean) => seenReach.push(reachable);
    await createApiClient({ baseUrl: 'http://127.0.0.1:9', onReachability })
      .health.get()
      .catch(() => {});
    const api = createApiClient({ baseUrl, onReachability });
    handler = (_req, _body, res) => json(res, 200, { tasks: [] }, { [OFFLINE_COPY_HEADER]: '1' });
    await api.tasks.list().catch(() => {});
    handler = (_req, _body, res) =>
      json(res, 404, { error: { code: 'not_found', message: 'Task not found' } });
    await api.tasks.list().catch(() => {});
    handler = (_req, _body, res) => json(res, 200, { tasks: [] });
    await api.tasks.list().catch(() => {});
    expect(seenReach).toEqual([false, false, true, true]);
  });
});

describe('time zone', () => {
  it("sends the caller's zone as X-Time-Zone on every call (overview, writes, sign-in)", async () => {
    handler = (_req, _body, res) => json(res, 200, { people: [] });
    const api = createApiClient({ baseUrl, timeZone: 'Asia/Kolkata' });
    await api.people.overview();
    expect(seen.at(-1)).toMatchObject({ url: '/api/people/overview', zone: 'Asia/Kolkata' });
    handler = (_req, _body, res) => json(res, 200, { ok: true });
    await api.auth.signOut();
    expect(seen.at(-1)).toMatchObject({ method: 'POST', zone: 'Asia/Kolkata' });
  });

  it('reads a zone function on each call, and defaults to the runtime zone', async () => {
    handler = (_req, _body, res) => json(res, 200, { ok: true });
    let zone = 'Pacific/Kiritimati';
    const api = createApiClient({ baseUrl, timeZone: () => zone });
    await api.auth.signOut();
    zone = 'Etc/GMT+12';
    await api.auth.signOut();
    expect(seen.slice(-2).map((s) => s.zone)).toEqual(['Pacific/Kiritimati', 'Etc/GMT+12']);
    await createApiClient({ baseUrl }).auth.signOut();
    expect(seen.at(-1)!.zone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC');
  });
});

describe('credentials', () => {
  const modes: RequestInit['credentials'][] = [];
  const recording = (input: string, init?: RequestInit) => {
    modes.push(init?.credentials);
    return fetch(input, init);
  };

  it('a Bearer client never sends cookies, even before it has a token; the web app does', async () => {
    handler = (_req, _body, res) => json(res, 200, { sent: true, retryAfter: 30 });
    await createApiClient({ baseUrl, getToken: () => null, fetch: recording }).auth.sendCode({
      email: 'a@b.co',
    });
    await createApiClient({ baseUrl, fetch: recording }).auth.sendCode({ email: 'a@b.co' });
    expect(modes).toEqual(['omit', 'include']);
  });
});

describe('timeouts', () => {
  it('abandons a request the server never answers, as a timeout (status 0)', async () => {
    handler = () => {
      // Accepts the request and never answers.
    };
    const api = createApiClient({ baseUrl, timeouts: { defaultMs: 50, mindDumpMs: 80 } });
    await expect(api.mindDumps.submit({ text: 'x', clientId: 'abcdefgh-1' })).rejects.toMatchObject({
      status: 0,
      code: 'timeout',
      message: TIMEOUT_MESSAGE,
    });
    await expect(api.health.get()).rejects.toMatchObject({ code: 'timeout' });
  });

  it.each([
    ['POST', '/api/mind-dumps', DEFAULT_TIMEOUTS.mindDumpMs],
    ['GET', '/api/mind-dumps', DEFAULT_TIMEOUTS.defaultMs],
    ['POST', '/api/speech-to-text', DEFAULT_TIMEOUTS.aiMs],
    ['POST', '/api/summaries/s1/analyze', DEFAULT_TIMEOUTS.aiMs],
    ['POST', '/api/tasks/t1/benchmarks/generate', DEFAULT_TIMEOUTS.aiMs],
    ['PATCH', '/api/tasks/t1', DEFAULT_TIMEOUTS.defaultMs],
  ])('%s %s has a budget of %i ms', (method, path, ms) => {
    expect(timeoutFor(method, path)).toBe(ms);
  });
});
