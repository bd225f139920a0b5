/**
 * @module test/budgets/counted-app — the real app on a migrated database whose every round trip is counted:
 * a temp libSQL file by default, or any libSQL URL (e.g. a local sqld over HTTP, as on Turso).
 */
import { createClient as createWebClient } from '@libsql/client/web';
import { hashPassword } from '../../src/auth/password.js';
import { createDb } from '../../src/db/client.js';
import { migrateDb } from '../../src/db/migrate.js';
import { countRoundTrips } from '../../src/db/round-trips.js';
import { createMemoryEventHub } from '../../src/events/memory-hub.js';
import { type EventBus, topicList } from '../../src/events/types.js';
import { createTestApp } from '../helpers/test-app.js';
import { createSeed } from './route-table.js';

export async function createCountedApp(options: { url?: string; authToken?: string } = {}) {
  let base: import('@libsql/client').Client;
  if (options.url && !options.url.startsWith('file:')) {
    base = createWebClient(
      options.authToken ? { url: options.url, authToken: options.authToken } : { url: options.url },
    );
  } else {
    const t = await createTestApp();
    base = t.client;
  }
  await migrateDb(createDb(base));
  const { client, log } = countRoundTrips(base);
  const hub = createMemoryEventHub();
  const notifications = { count: 0, topics: [] as string[] };
  const events: EventBus = {
    async publish(userId, topics) {
      notifications.count += 1;
      notifications.topics.push(...topicList(topics));
      await hub.publish(userId, topics);
    },
    subscribe: (userId, request) => hub.subscribe(userId, request),
  };
  const t = await createTestApp({ db: createDb(client), events });
  t.clock.set('2026-11-21T08:00:00.000Z');
  const seed = await createSeed(t.app, t.deps, hashPassword);
  return { ...t, base, log, seed, notifications };
}
