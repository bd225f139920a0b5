/**
 * Compression on the Node host (middleware/response-frame, lib/compression, db/answer-cache `derived`), over
 * real HTTP (node:http, which neither asks for nor decodes compression by itself) against `startNodeHost` on a
 * real libSQL file: a compressed JSON answer decodes to exactly the bytes of the uncompressed one and says so
 * (Content-Encoding, Vary, Content-Length); nothing is compressed without Accept-Encoding, for small answers or
 * for the event stream; the task list's compressed bytes are kept with the remembered list (counted
 * compressions, never durations) and are never another user's. Static files: see node-static.test.ts.
 */

import { mkdirSync, mkdtempSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressionStats } from '../../src/lib/compression.js';
import { sourceTextStats } from '../../src/lib/openapi.js';
import { hasOutbox } from '../../src/mail/types.js';
import { type NodeHost, startNodeHost } from '../../src/node.js';
import { type RawAnswer, rawRequest } from '../helpers/raw-http.js';

const EXTENSION = 'chrome-extension://abcdefgh';
const BROWSER = 'gzip, deflate, br, zstd';

let host: NodeHost;
let port: number;
beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'mynd-compression-'));
  host = await startNodeHost(
    {
      PORT: '0',
      DATABASE_URL: `file:${join(dir, 'mynd.db')}`,
      APP_ORIGIN: 'http://localhost:8787',
      EXTENSION_ORIGINS: EXTENSION,
    },
    { webDist: mkdirSync(join(dir, 'dist'), { recursive: true })!, log: () => {} },
  );
  port = Number(new URL(host.url).port);
});
afterAll(() => host.close());

/** One request as it goes over the wire: the body as sent (not decoded). */
const raw = (method: string, path: string, headers: Record<string, string> = {}, body?: string) =>
  rawRequest(port, method, path, headers, body);

function decoded(res: RawAnswer): Buffer {
  const coding = res.headers['content-encoding'];
  if (coding === 'gzip') return gunzipSync(res.body);
  if (coding === 'br') return brotliDecompressSync(res.body);
  expect(coding).toBeUndefined();
  return res.body;
}

async function signUp(email: string, tasks: number): Promise<Record<string, string>> {
  const json = { 'content-type': 'application/json' };
  await raw('POST', '/api/auth/code', json, JSON.stringify({ email }));
  if (!hasOutbox(host.deps.mailer)) throw new Error('console mailer expected');
  const code = host.deps.mailer.outbox(email)[0]!.code;
  const verified = await raw('POST', '/api/auth/code/verify', json, JSON.stringify({ email, code }));
  const auth = {
    authorization: `Bearer ${(JSON.parse(verified.body.toString()) as { token: string }).token}`,
  };
  for (let i = 0; i < tasks; i++)
    await createTask(auth, `${email} task ${i}: call the supplier about the order`);
  return auth;
}

async function createTask(auth: Record<string, string>, title: string) {
  const res = await raw(
    'POST',
    '/api/tasks',
    { ...auth, 'content-type': 'application/json' },
    JSON.stringify({ title }),
  );
  expect(res.status).toBe(201);
}

/** What `run` gives, and the compressions made while it ran. */
async function counted<T>(run: () => Promise<T>): Promise<[T, number]> {
  const before = compressionStats.compressed;
  const result = await run();
  return [result, compressionStats.compressed - before];
}

/** The compressions a request makes. */
async function compressions(path: string, headers: Record<string, string>): Promise<number> {
  return (await counted(() => raw('GET', path, headers)))[1];
}

describe('JSON answers on the Node host', () => {
  let alice: Record<string, string>;
  let bob: Record<string, string>;
  beforeAll(async () => {
    alice = await signUp('alice@example.com', 6);
    bob = await signUp('bob@example.com', 6);
  });

  it('a compressed answer decodes to exactly the uncompressed bytes, with its headers', async () => {
    const plain = await raw('GET', '/api/tasks', alice);
    expect(plain.body.length).toBeGreaterThan(1024);
    for (const [accept, coding] of [
      ['gzip', 'gzip'],
      ['br', 'br'],
      [BROWSER, 'br'],
      ['gzip, deflate', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
      ['*', 'br'],
    ] as const) {
      const res = await raw('GET', '/api/tasks', { ...alice, 'accept-encoding': accept });
      expect(res.status, accept).toBe(200);
      expect(res.headers['content-encoding'], accept).toBe(coding);
      expect(res.headers.vary, accept).toBe('Accept-Encoding');
      expect(res.headers['content-type']).toBe('application/json');
      expect(Number(res.headers['content-length'])).toBe(res.body.length);
      expect(res.body.length).toBeLessThan(plain.body.length / 2);
      expect(decoded(res).equals(plain.body), accept).toBe(true);
    }
  });

  it('sends an uncompressed answer exactly as before when the request does not ask', async () => {
    const res = await raw('GET', '/api/tasks', alice);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toBeUndefined();
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    // Asking for no coding we send: uncompressed, but it says that the answer depends on the header.
    for (const accept of ['identity', 'deflate, zstd', 'gzip;q=0, br;q=0', '*;q=0']) {
      const other = await raw('GET', '/api/tasks', { ...alice, 'accept-encoding': accept });
      expect(other.headers['content-encoding'], accept).toBeUndefined();
      expect(other.headers.vary, accept).toBe('Accept-Encoding');
      expect(other.body.equals(res.body), accept).toBe(true);
    }
  });

  it('does not compress small answers, and says nothing varies', async () => {
    const res = await raw('GET', '/api/auth/me', { ...alice, 'accept-encoding': BROWSER });
    expect(res.status).toBe(200);
    expect(res.body.length).toBeLessThan(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toBeUndefined();
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
  });

  it('does not compress the event stream', async () => {
    const stream = await new Promise<http.IncomingMessage>((resolve, reject) => {
      const req = http.request(
        { host: '127.0.0.1', port, path: '/api/events', headers: { ...alice, 'accept-encoding': BROWSER } },
        resolve,
      );
      req.on('error', reject);
      req.end();
    });
    expect(stream.headers['content-type']).toContain('text/event-stream');
    expect(stream.headers['content-encoding']).toBeUndefined();
    const first = await new Promise<string>((resolve) =>
      stream.once('data', (c: Buffer) => resolve(c.toString())),
    );
    expect(first).toBe('retry: 3000\n\n');
    stream.destroy();
  });

  it('answers HEAD with the headers of the GET, without a body', async () => {
    const head = await raw('HEAD', '/api/tasks', { ...alice, 'accept-encoding': 'gzip' });
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBe('gzip');
    expect(head.headers.vary).toBe('Accept-Encoding');
    expect(head.body.length).toBe(0);
    const plainHead = await raw('HEAD', '/api/tasks', alice);
    expect(plainHead.headers['content-encoding']).toBeUndefined();
    expect(plainHead.headers.vary).toBeUndefined();
  });

  it('keeps both Vary reasons on a CORS answer (the extension)', async () => {
    const plain = await raw('GET', '/api/tasks', { ...alice, origin: EXTENSION });
    const res = await raw('GET', '/api/tasks', { ...alice, origin: EXTENSION, 'accept-encoding': BROWSER });
    expect(res.headers['access-control-allow-origin']).toBe(EXTENSION);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toBe('Origin, Accept-Encoding');
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(decoded(res).equals(plain.body)).toBe(true);
    expect(plain.headers.vary).toBe('Origin');
  });

  it('compresses the remembered task list once, until its data changes', async () => {
    const gzip = { ...alice, 'accept-encoding': 'gzip' };
    // The first request after a change computes the list and compresses it; the next ones send the kept bytes.
    await createTask(alice, 'A change');
    const [first, made] = await counted(() => raw('GET', '/api/tasks', gzip));
    expect(made).toBe(1);
    for (let i = 0; i < 3; i++) {
      const [again, remade] = await counted(() => raw('GET', '/api/tasks', gzip));
      expect(remade).toBe(0);
      expect(again.body.equals(first.body)).toBe(true);
    }
    // Each coding is kept once.
    const br = { ...alice, 'accept-encoding': 'br' };
    expect(await compressions('/api/tasks', br)).toBe(1);
    expect(await compressions('/api/tasks', br)).toBe(0);
    // A write drops the list with its compressed bytes: the new list is compressed again, and is the new one.
    await createTask(alice, 'Another change');
    const [changed, madeAgain] = await counted(() => raw('GET', '/api/tasks', gzip));
    expect(madeAgain).toBe(1);
    expect(decoded(changed).toString()).toContain('Another change');
    expect(decoded(changed).equals((await raw('GET', '/api/tasks', alice)).body)).toBe(true);
  });

  it('builds the remembered task list’s answer text once, whatever the request accepts', async () => {
    const texts = async (headers: Record<string, string>) => {
      const before = sourceTextStats.made;
      const res = await raw('GET', '/api/tasks', headers);
      expect(res.status).toBe(200);
      return sourceTextStats.made - before;
    };
    await createTask(alice, 'A third change');
    expect(await texts({ ...alice, 'accept-encoding': BROWSER })).toBe(1);
    for (const accept of [BROWSER, 'gzip', undefined])
      expect(await texts(accept ? { ...alice, 'accept-encoding': accept } : alice), accept).toBe(0);
    // Another user's list is another answer, with a text of its own.
    expect(await texts(bob)).toBe(1);
    expect(await texts(bob)).toBe(0);
  });

  it('never sends one user the compressed list of another', async () => {
    const accept = { 'accept-encoding': 'gzip' };
    await raw('GET', '/api/tasks', { ...alice, ...accept });
    // Bob's list is compressed for Bob (not taken from Alice's), then kept for Bob.
    const [bobs, made] = await counted(() => raw('GET', '/api/tasks', { ...bob, ...accept }));
    expect(made).toBe(1);
    expect(await compressions('/api/tasks', { ...bob, ...accept })).toBe(0);
    const alices = await raw('GET', '/api/tasks', { ...alice, ...accept });
    expect(decoded(bobs).toString()).toContain('bob@example.com task');
    expect(decoded(bobs).toString()).not.toContain('alice@example.com');
    expect(decoded(alices).toString()).not.toContain('bob@example.com');
    expect(decoded(bobs).equals((await raw('GET', '/api/tasks', bob)).body)).toBe(true);
  });

  it('compresses an answer that is not remembered on every request', async () => {
    const plain = await raw('GET', '/api/openapi.json');
    for (let i = 0; i < 2; i++) {
      const [res, made] = await counted(() =>
        raw('GET', '/api/openapi.json', { 'accept-encoding': BROWSER }),
      );
      expect(made).toBe(1);
      expect(res.headers['content-encoding']).toBe('br');
      expect(decoded(res).equals(plain.body)).toBe(true);
    }
  });
});
