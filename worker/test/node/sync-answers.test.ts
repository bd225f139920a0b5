/**
 * A read answered from memory on the Node host (the session, the task list, the tag list kept: db/answer-cache)
 * is answered synchronously: the app's `fetch` returns the Response itself (lib/layered-router: the frame,
 * api-request, the route's validation and the handler run as one handler), and @hono/node-server writes it before
 * its listener returns — with no more promises than it makes for a bare Hono hello-world. An error answered on the
 * way (a 401, a 400) is too, with the frame's headers (its finish ran after the layer that failed). A read that
 * goes to the database still waits for it. Through @hono/node-server's own listener, as `serve` runs it.
 */
import { createHook } from 'node:async_hooks';
import { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { Duplex } from 'node:stream';
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app.js';
import { nodeAnswerEncoder } from '../../src/lib/compression.js';
import { createTestApp, type TestApp, type TestUser } from '../helpers/test-app.js';

/** A socket that keeps what is written to it. */
class Sink extends Duplex {
  readonly written: Buffer[] = [];
  override _read() {}
  override _write(chunk: Buffer, _encoding: string, done: () => void) {
    this.written.push(chunk);
    done();
  }

  /** The answer's head as sent: its header lines by lower-case name. */
  head(): Record<string, string> {
    const text = Buffer.concat(this.written).toString('latin1');
    const lines = text.slice(0, text.indexOf('\r\n\r\n')).split('\r\n').slice(1);
    return Object.fromEntries(
      lines.map((line) => [
        line.slice(0, line.indexOf(':')).toLowerCase(),
        line.slice(line.indexOf(':') + 2),
      ]),
    );
  }
}

type Listener = ReturnType<typeof getRequestListener>;

interface Served {
  /** The answer was written completely before the listener returned. */
  ended: boolean;
  /** Promises made while the listener ran (synchronously). */
  promises: number;
  status: number;
  /** The head as sent, once written. */
  headers: () => Record<string, string>;
  /** Settles once the answer is written. */
  finished: Promise<void>;
}

/** One GET through `listener` on a socket of its own, as node:http hands it over. */
function serve(listener: Listener, path: string, headers: Record<string, string>): Served {
  const sink = new Sink();
  const socket = sink as unknown as Socket;
  const incoming = new IncomingMessage(socket);
  incoming.method = 'GET';
  incoming.url = path;
  incoming.httpVersion = '1.1';
  incoming.httpVersionMajor = 1;
  incoming.httpVersionMinor = 1;
  incoming.rawHeaders = ['host', 'localhost', ...Object.entries(headers).flat()];
  for (const [name, value] of Object.entries(headers)) incoming.headers[name] = value;
  incoming.headers.host = 'localhost';
  incoming.complete = true;
  incoming.push(null);
  const outgoing = new ServerResponse(incoming);
  outgoing.assignSocket(socket);
  const finished = new Promise<void>((resolve) => outgoing.once('finish', () => resolve()));
  let promises = 0;
  const hook = createHook({
    init(_id, type) {
      if (type === 'PROMISE') promises++;
    },
  });
  hook.enable();
  try {
    void listener(incoming, outgoing);
  } finally {
    hook.disable();
  }
  return {
    ended: outgoing.writableEnded,
    promises,
    status: outgoing.statusCode,
    headers: () => sink.head(),
    finished,
  };
}

describe('reads answered from memory on the Node host', () => {
  let t: TestApp;
  let user: TestUser;
  let listener: Listener;
  let helloWorld: Served;

  beforeAll(async () => {
    t = await createTestApp();
    user = await t.signUp();
    await user.request('/api/tasks', { method: 'POST', json: { title: 'Kept' } });
    // The Node host's app (node.ts) without answer replay: every request runs the app.
    listener = getRequestListener(
      createApp(t.deps, { plainHeaders: true, encoder: nodeAnswerEncoder }).fetch,
    );
    const hello = getRequestListener(new Hono().get('/', (c) => c.text('Hello Hono!')).fetch);
    helloWorld = serve(hello, '/', {});
    await helloWorld.finished;
  });
  afterAll(() => t.close());

  const signedIn = () => ({ authorization: `Bearer ${user.token}`, 'accept-encoding': 'gzip, deflate, br' });

  it('answers the kept task list before the listener returns, with the promises of a hello-world', async () => {
    expect(helloWorld.ended).toBe(true);
    await serve(listener, '/api/tasks', signedIn()).finished;
    const kept = serve(listener, '/api/tasks', signedIn());
    expect(kept.ended).toBe(true);
    expect(kept.promises).toBe(helloWorld.promises);
    expect(kept.status).toBe(200);
    expect(kept.headers()['content-type']).toBe('application/json');
    expect(kept.headers()['x-request-id']).toBeTruthy();
  });

  it('answers the session and the kept tag list as synchronously', async () => {
    for (const path of ['/api/auth/me', '/api/tags']) {
      await serve(listener, path, signedIn()).finished;
      const kept = serve(listener, path, signedIn());
      expect({ path, ...kept }).toMatchObject({
        path,
        ended: true,
        promises: helloWorld.promises,
        status: 200,
      });
    }
  });

  it('answers a refused request on the way as synchronously, with the frame', () => {
    const unauthenticated = serve(listener, '/api/tasks', {});
    expect(unauthenticated).toMatchObject({ ended: true, promises: helloWorld.promises, status: 401 });
    expect(unauthenticated.headers()['x-request-id']).toBeTruthy();
    const invalid = serve(listener, '/api/tasks?limit=abc', signedIn());
    expect(invalid).toMatchObject({ ended: true, promises: helloWorld.promises, status: 400 });
    expect(invalid.headers()['x-frame-options']).toBe('DENY');
  });

  it('waits for the database when the list is not kept', async () => {
    await user.request('/api/tasks', { method: 'POST', json: { title: 'Written' } });
    const read = serve(listener, '/api/tasks', signedIn());
    expect(read.ended).toBe(false);
    await read.finished;
  });
});
