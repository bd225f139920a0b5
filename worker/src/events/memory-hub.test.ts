import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../test/helpers/test-app.js';
import { createMemoryEventHub, type MemoryEventHub } from './memory-hub.js';

/** Reads an SSE stream chunk by chunk; `until` waits (bounded) for a predicate over the text received so far. */
function sseReader(res: Response) {
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  return {
    get text() {
      return text;
    },
    async until(predicate: (text: string) => boolean, timeoutMs = 2000): Promise<string> {
      const deadline = Date.now() + timeoutMs;
      while (!predicate(text)) {
        const remaining = deadline - Date.now();
        if (remaining <= 0) throw new Error(`timed out; received: ${JSON.stringify(text)}`);
        const chunk = await Promise.race([
          reader.read(),
          new Promise<'timeout'>((r) => setTimeout(() => r('timeout'), remaining)),
        ]);
        if (chunk === 'timeout') continue;
        if (chunk.done) throw new Error(`stream ended; received: ${JSON.stringify(text)}`);
        text += decoder.decode(chunk.value, { stream: true });
      }
      return text;
    },
    cancel: () => reader.cancel(),
  };
}

const changes = (text: string) =>
  [...text.matchAll(/event: change\ndata: (.*)\n\n/g)].map(
    (m) => JSON.parse(m[1]!) as { topic: string; at: string },
  );

describe('memory hub (unit)', () => {
  it('writes the retry line first, then change events, and pings', async () => {
    const hub = createMemoryEventHub({ pingIntervalMs: 30, now: () => new Date('2026-11-21T08:00:00.000Z') });
    const abort = new AbortController();
    const res = await hub.subscribe('u1', new Request('http://x/api/events', { signal: abort.signal }));
    expect(res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    const sse = sseReader(res);
    await sse.until((t) => t.startsWith('retry: 3000\n\n'));
    await hub.publish('u1', 'tasks');
    await sse.until((t) => t.includes('event: change'));
    expect(sse.text).toContain('event: change\ndata: {"topic":"tasks","at":"2026-11-21T08:00:00.000Z"}\n\n');
    await sse.until((t) => t.includes(': ping\n\n'));
    expect(hub.clientCount('u1')).toBe(1);
    abort.abort();
    expect(hub.clientCount('u1')).toBe(0);
  });

  it('forgets a client whose reader cancels, and closeAll ends every stream', async () => {
    const hub: MemoryEventHub = createMemoryEventHub();
    const a = sseReader(await hub.subscribe('u', new Request('http://x/')));
    const b = sseReader(await hub.subscribe('u', new Request('http://x/')));
    await a.until((t) => t.length > 0);
    expect(hub.clientCount()).toBe(2);
    await a.cancel();
    expect(hub.clientCount('u')).toBe(1);
    await hub.publish('u', 'people');
    await b.until((t) => t.includes('"people"'));
    hub.closeAll();
    expect(hub.clientCount()).toBe(0);
    await expect(b.until(() => false, 500)).rejects.toThrow(/stream ended/);
  });
});

describe('GET /api/events', () => {
  const opened: AbortController[] = [];
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => {
    for (const c of opened) c.abort();
    t.close();
  });

  async function connect(user: TestUser) {
    const abort = new AbortController();
    opened.push(abort);
    const res = await user.request('/api/events', { signal: abort.signal });
    expect(res.status).toBe(200);
    const sse = sseReader(res);
    await sse.until((text) => text.startsWith('retry: 3000'));
    return sse;
  }

  it('requires a session', async () => {
    expect((await t.app.request('/api/events')).status).toBe(401);
  });

  it('delivers a user’s changes to all of that user’s clients and to nobody else', async () => {
    const alice = await t.signUp();
    const bob = await t.signUp();
    const [a1, a2, b1, b2] = await Promise.all([connect(alice), connect(alice), connect(bob), connect(bob)]);

    // Real changes through the API publish events.
    expect((await alice.request('/api/tags', { method: 'POST', json: { name: 'Garden' } })).status).toBe(201);
    expect((await bob.request('/api/people', { method: 'POST', json: { name: 'Sam' } })).status).toBe(201);

    for (const sse of [a1, a2]) await sse.until((text) => text.includes('"tags"'));
    for (const sse of [b1, b2]) await sse.until((text) => text.includes('"people"'));
    // Give any misrouted event a moment to arrive before checking it did not.
    await new Promise((r) => setTimeout(r, 50));
    for (const sse of [a1, a2]) expect(changes(sse.text).map((c) => c.topic)).toEqual(['tags']);
    for (const sse of [b1, b2]) expect(changes(sse.text).map((c) => c.topic)).toEqual(['people']);
  });
});
