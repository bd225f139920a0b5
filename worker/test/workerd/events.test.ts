import { env } from 'cloudflare:test';
import { afterEach, describe, expect, it } from 'vitest';
import { DurableObjectEventBus } from '../../src/events/durable-object.js';
import { readSse, type SseReader } from '../smoke/sse-reader.js';

const AT = '2026-11-21T08:00:00.000Z';
const bus = new DurableObjectEventBus(env.USER_EVENTS, { now: () => new Date(AT) });
const open: SseReader[] = [];

async function connect(userId: string): Promise<SseReader> {
  const res = await bus.subscribe(userId, new Request('https://mynd.test/api/events'));
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
  const reader = readSse(res);
  open.push(reader);
  return reader;
}

async function publishDirect(userId: string, body: string): Promise<number> {
  const stub = env.USER_EVENTS.get(env.USER_EVENTS.idFromName(userId));
  const res = await stub.fetch('https://user-events.internal/publish', { method: 'POST', body });
  return ((await res.json()) as { delivered: number }).delivered;
}

afterEach(async () => {
  await Promise.all(open.splice(0).map((r) => r.close()));
});

describe('UserEvents Durable Object + DurableObjectEventBus (in workerd)', () => {
  it('sends every change of a user to all of that user’s clients and to no other user', async () => {
    const a1 = await connect('user-a');
    const a2 = await connect('user-a');
    const b = await connect('user-b');

    await bus.publish('user-a', 'tasks');
    await bus.publish('user-b', 'people');

    expect(await a1.nextChange()).toEqual({ topic: 'tasks', at: AT });
    expect(await a2.nextChange()).toEqual({ topic: 'tasks', at: AT });
    // B's first event is its own: user A's change never reached it.
    expect(await b.nextChange()).toEqual({ topic: 'people', at: AT });
  });

  it('speaks the SSE wire format of the Node host', async () => {
    const a = await connect('user-wire');
    await bus.publish('user-wire', 'summaries');
    await a.nextChange();
    expect(a.raw).toBe(`retry: 3000\n\nevent: change\ndata: {"topic":"summaries","at":"${AT}"}\n\n`);
  });

  it('forgets a client once it disconnects', async () => {
    const gone = await connect('user-c');
    const stays = await connect('user-c');
    expect(await publishDirect('user-c', '{"topic":"tags","at":"x"}')).toBe(2);
    await gone.close();

    let delivered = 2;
    const deadline = Date.now() + 3000;
    while (delivered !== 1 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 50));
      delivered = await publishDirect('user-c', '{"topic":"tags","at":"x"}');
    }
    expect(delivered).toBe(1);
    expect((await stays.nextChange()).topic).toBe('tags');
  });

  it('lets go of a client as soon as its request is aborted, before any further change', async () => {
    const stub = env.USER_EVENTS.get(env.USER_EVENTS.idFromName('user-e'));
    const clients = async () =>
      ((await (await stub.fetch('https://user-events.internal/clients')).json()) as { clients: number })
        .clients;
    const tab = new AbortController();
    const res = await bus.subscribe(
      'user-e',
      new Request('https://mynd.test/api/events', { signal: tab.signal }),
    );
    open.push(readSse(res));
    expect(await clients()).toBe(1);

    tab.abort();
    const deadline = Date.now() + 3000;
    while ((await clients()) !== 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 25));
    expect(await clients()).toBe(0);
  });

  it('publishing to a user with no open client is a no-op', async () => {
    await expect(bus.publish('nobody', 'tasks')).resolves.toBeUndefined();
    expect(await publishDirect('nobody', '{}')).toBe(0);
  });

  it('the object refuses what is not a WebSocket upgrade or a publish', async () => {
    const stub = env.USER_EVENTS.get(env.USER_EVENTS.idFromName('user-d'));
    expect((await stub.fetch('https://user-events.internal/connect')).status).toBe(426);
    expect((await stub.fetch('https://user-events.internal/elsewhere')).status).toBe(404);
  });
});
