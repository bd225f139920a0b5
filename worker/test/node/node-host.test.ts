import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimits } from '../../src/db/schema.js';
import { hasOutbox } from '../../src/mail/types.js';
import { type NodeHost, resolveDatabaseUrl, startNodeHost } from '../../src/node.js';

const dir = mkdtempSync(join(tmpdir(), 'mynd-node-'));
const webDist = join(dir, 'dist');
mkdirSync(join(webDist, 'assets'), { recursive: true });
writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Mynd web</title><div id="root"></div>');
writeFileSync(join(webDist, 'assets', 'app-abc123.js'), 'console.log("app")');

let host: NodeHost;
const lines: string[] = [];
beforeAll(async () => {
  host = await startNodeHost(
    { PORT: '0', DATABASE_URL: `file:${join(dir, 'data', 'mynd.db')}`, APP_ORIGIN: 'http://localhost:8787' },
    { webDist, log: (l) => lines.push(l) },
  );
});
afterAll(() => host.close());

async function signUp(email: string): Promise<string> {
  const json = { 'content-type': 'application/json' };
  const sent = await fetch(`${host.url}/api/auth/code`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email }),
  });
  expect(sent.status).toBe(200);
  if (!hasOutbox(host.deps.mailer)) throw new Error('console mailer expected');
  const code = host.deps.mailer.outbox(email)[0]!.code;
  const res = await fetch(`${host.url}/api/auth/code/verify`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email, code }),
  });
  return ((await res.json()) as { token: string }).token;
}

describe('Node host', () => {
  it('prints where to open it and which providers are active', () => {
    expect(host.url).toMatch(/^http:\/\/localhost:\d+$/);
    expect(lines[0]).toBe(`Mynd is running at ${host.url}`);
    expect(lines.join('\n')).toContain('AI provider: local');
    expect(lines.join('\n')).toContain(`${host.url}/api/dev/outbox`);
  });

  it('serves the API, the web app and the SPA fallback', async () => {
    const health = await fetch(`${host.url}/api/health`);
    expect(await health.json()).toMatchObject({ ok: true, db: true });
    for (const path of ['/', '/tasks', '/settings/profile']) {
      const page = await fetch(`${host.url}${path}`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('Mynd web');
    }
    const asset = await fetch(`${host.url}/assets/app-abc123.js`);
    expect(asset.headers.get('content-type')).toMatch(/javascript/);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect((await fetch(`${host.url}/assets/missing.js`)).status).toBe(404);
    const apiMissing = await fetch(`${host.url}/api/nope`);
    expect(apiMissing.status).toBe(404);
    expect(await apiMissing.json()).toEqual({ error: { code: 'not_found', message: 'Not found' } });
    expect((await fetch(`${host.url}/..%2f..%2fetc/passwd`)).status).not.toBe(500);
  });

  it('rate-limits by the socket address, not by a forgeable header', async () => {
    await signUp('ip@example.com');
    const keys = (await host.deps.db.select().from(rateLimits)).map((r) => r.key);
    expect(keys).toContain('code-ip:127.0.0.1');
  });

  it('handles concurrent writes (WAL + busy timeout)', async () => {
    const token = await signUp('busy@example.com');
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const results = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        fetch(`${host.url}/api/people`, { method: 'POST', headers, body: JSON.stringify({ name: `P${i}` }) }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(25).fill(201));
    const list = (await (await fetch(`${host.url}/api/people`, { headers })).json()) as { people: unknown[] };
    expect(list.people).toHaveLength(25);
  });

  it('streams events over real HTTP and closes them on shutdown', async () => {
    const token = await signUp('sse@example.com');
    const res = await fetch(`${host.url}/api/events`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const reader = res.body!.getReader();
    const first = new TextDecoder().decode((await reader.read()).value);
    expect(first).toBe('retry: 3000\n\n');
    await fetch(`${host.url}/api/tags`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Live' }),
    });
    const next = new TextDecoder().decode((await reader.read()).value);
    expect(next).toMatch(/^event: change\ndata: \{"topic":"tags","at":"[^"]+"\}\n\n$/);
    void reader.cancel().catch(() => {});
  });

  it('forgets an SSE client that disconnects', async () => {
    const token = await signUp('gone@example.com');
    const hub = host.deps.events as unknown as { clientCount(userId?: string): number };
    const before = hub.clientCount();
    const abort = new AbortController();
    const res = await fetch(`${host.url}/api/events`, {
      headers: { authorization: `Bearer ${token}` },
      signal: abort.signal,
    });
    await res.body!.getReader().read();
    expect(hub.clientCount()).toBe(before + 1);
    abort.abort();
    const deadline = Date.now() + 3000;
    while (hub.clientCount() > before && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect(hub.clientCount()).toBe(before);
  });
});

describe('Node host without a web build', () => {
  it('serves the placeholder page', async () => {
    const bare = await startNodeHost(
      { PORT: '0', DATABASE_URL: `file:${join(dir, 'bare.db')}` },
      { webDist: join(dir, 'nope'), log: () => {} },
    );
    try {
      const res = await fetch(`${bare.url}/`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('Mynd API is running');
    } finally {
      await bare.close();
    }
  });
});

describe('Node host AI configuration', () => {
  it('uses an OpenAI-compatible server given only its base URL (no key needed)', async () => {
    const h = await startNodeHost(
      {
        PORT: '0',
        DATABASE_URL: `file:${join(dir, 'ai.db')}`,
        AI_PROVIDER: 'openai',
        OPENAI_BASE_URL: 'http://127.0.0.1:9/v1',
      },
      { webDist, log: () => {} },
    );
    try {
      expect(h.deps.ai.name).toBe('openai');
      expect(await (await fetch(`${h.url}/api/health`)).json()).toMatchObject({ ai: 'openai' });
    } finally {
      await h.close();
    }
  });
});

describe('resolveDatabaseUrl', () => {
  it('makes file paths relative to the repository root and creates the folder', () => {
    expect(resolveDatabaseUrl('file:./data/x.db', dir)).toBe(`file:${join(dir, 'data', 'x.db')}`);
    const absolute = join(dir, 'abs', 'x.db');
    expect(resolveDatabaseUrl(`file:${absolute}`, '/elsewhere')).toBe(`file:${absolute}`);
    expect(resolveDatabaseUrl('libsql://db.turso.io')).toBe('libsql://db.turso.io');
  });
});
