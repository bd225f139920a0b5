/**
 * @module scripts/bench/serve — one HTTP server for the throughput comparison, in its own process so the load
 * generator does not share its thread: `app PORT DB_FILE` is the Node host (`startNodeHost`, the real app on an
 * embedded libSQL file; `app-direct` the same with answer replay off), `hello PORT` a bare Hono hello-world on the same @hono/node-server. Prints "ready".
 */
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { startNodeHost } from '../../src/node.js';

const [kind, port, dbFile] = process.argv.slice(2);
if (kind === 'hello') {
  const app = new Hono().get('/', (c) => c.text('Hello Hono!'));
  serve({ fetch: app.fetch, port: Number(port), hostname: '127.0.0.1' }, () => console.log('ready'));
} else {
  await startNodeHost(
    {
      DATABASE_URL: `file:${dbFile}`,
      PORT: port,
      HOST: '127.0.0.1',
      APP_ORIGIN: `http://127.0.0.1:${port}`,
      MAIL_PROVIDER: 'console',
      AI_PROVIDER: 'local',
    },
    // "app-direct": the same host with replay off, so every request runs the app (the bench's second figure).
    { log: () => {}, replay: kind !== 'app-direct' },
  );
  console.log('ready');
}
