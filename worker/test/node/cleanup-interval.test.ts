/**
 * The Node host runs the cleanup on an interval (hourly by default; shortened here): an expired session and
 * an old code disappear without any request, a valid session stays.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sessions, users } from '../../src/db/schema.js';
import { type NodeHost, startNodeHost } from '../../src/node.js';

let host: NodeHost;
beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'mynd-cleanup-'));
  host = await startNodeHost(
    { PORT: '0', DATABASE_URL: `file:${join(dir, 'mynd.db')}`, APP_ORIGIN: 'http://localhost:8787' },
    { webDist: join(dir, 'no-dist'), log: () => {}, cleanupIntervalMs: 100 },
  );
});
afterAll(() => host.close());

it('deletes expired sessions on its interval and keeps valid ones', async () => {
  const { db } = host.deps;
  const sec = Math.floor(Date.now() / 1000);
  await db.insert(users).values({ id: 'u1', email: 'u1@example.com' });
  await db.insert(sessions).values([
    { id: 'expired', userId: 'u1', expiresAt: sec - 3600 },
    { id: 'valid', userId: 'u1', expiresAt: sec + 3600 },
  ]);
  const ids = async () => (await db.select({ id: sessions.id }).from(sessions)).map((r) => r.id);
  const deadline = Date.now() + 10_000;
  while ((await ids()).includes('expired') && Date.now() < deadline)
    await new Promise((r) => setTimeout(r, 50));
  expect(await ids()).toEqual(['valid']);
});
