/**
 * @module e2e/lib/proxy — a TCP proxy in front of the Mynd server that the extension talks to, so a test can
 * make "the server" go down (connections reset), hang (requests read, never answered), be slow (each connection
 * waits before it is forwarded), or answer into the void (requests forwarded and processed, answers held until
 * `dropHeld()` cuts them off). Switching modes cuts every open connection, so kept-alive sockets obey at once.
 */
import { connect, createServer } from 'node:net';

/** @typedef {'up' | 'down' | 'hang' | 'slow' | 'hold'} ProxyMode */

export async function startProxy(targetPort, { slowMs = 1500 } = {}) {
  /** @type {ProxyMode} */
  let mode = 'up';
  const sockets = new Set();
  /** Request lines seen ("POST /api/mind-dumps"), in order, for assertions. */
  const requests = [];
  const held = new Set();

  function forward(client, { holdAnswers }) {
    const upstream = connect(targetPort, '127.0.0.1');
    sockets.add(upstream);
    upstream.on('close', () => sockets.delete(upstream));
    upstream.on('error', () => client.destroy());
    client.on('error', () => upstream.destroy());
    client.on('close', () => upstream.destroy());
    client.pipe(upstream);
    if (holdAnswers) {
      held.add(client);
      upstream.on('data', () => {}); // read and discard: the answer never reaches the client
    } else {
      upstream.pipe(client);
    }
  }

  const server = createServer((client) => {
    sockets.add(client);
    client.on('close', () => {
      sockets.delete(client);
      held.delete(client);
    });
    client.on('error', () => {});
    client.on('data', (chunk) => {
      const line = chunk.toString('latin1').split('\r\n', 1)[0];
      if (/^[A-Z]+ \/\S* HTTP\/1\.[01]$/.test(line)) requests.push(line.replace(/ HTTP\/1\.[01]$/, ''));
    });
    if (mode === 'down') {
      client.resetAndDestroy();
      return;
    }
    if (mode === 'hang') return; // reads (the 'data' listener above) and never answers
    if (mode === 'slow') {
      client.pause();
      setTimeout(() => {
        if (!client.destroyed) forward(client, { holdAnswers: false });
        client.resume();
      }, slowMs);
      return;
    }
    forward(client, { holdAnswers: mode === 'hold' });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${server.address().port}`;

  return {
    url,
    requests,
    get mode() {
      return mode;
    },
    /** @param {ProxyMode} next */
    setMode(next) {
      mode = next;
      for (const socket of sockets) socket.destroy();
    },
    /** Cuts the connections whose answers were held: the client sees its request fail. */
    dropHeld() {
      for (const socket of held) socket.destroy();
      held.clear();
    },
    /** Requests matching a line (e.g. "POST /api/mind-dumps") seen so far. */
    count(line) {
      return requests.filter((r) => r === line).length;
    },
    stop: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
