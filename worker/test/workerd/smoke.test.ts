/**
 * The shared API smoke suite through the Worker inside workerd: SELF runs worker.ts (the production entry) with
 * DATABASE_URL pointing at the real libSQL server (sqld) of globalSetup and live updates through the Durable Object.
 */
import { SELF } from 'cloudflare:test';
import { smokeSuite } from '../smoke/smoke-suite.js';

smokeSuite('Cloudflare Workers host in workerd, libSQL over HTTP', async () => ({
  fetch: (path, init) => SELF.fetch(new URL(path, 'https://mynd.test').toString(), init),
}));
