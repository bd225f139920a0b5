import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Client } from '@libsql/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/client.js';
import { migrateDb } from '../../src/db/migrate.js';
import { openDatabase } from '../../src/db/open.js';
import { users } from '../../src/db/schema.js';
import { acquireLock, releaseLock } from '../../src/services/locks.js';

let dir: string;
let client: Client;
let db: Db;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'mynd-locks-'));
  ({ client, db } = await openDatabase(`file:${join(dir, 'locks.db')}`));
  await migrateDb(db);
  await db.insert(users).values([
    { id: 'u1', email: 'u1@example.com' },
    { id: 'u2', email: 'u2@example.com' },
  ]);
});
afterAll(() => {
  client.close();
  rmSync(dir, { recursive: true, force: true });
});

const at = (iso: string) => new Date(iso);

describe('user locks', () => {
  it('is held by one run at a time per user and name', async () => {
    const first = await acquireLock(db, 'u1', 'job', at('2026-11-21T08:00:00Z'));
    expect(first).not.toBeNull();
    expect(await acquireLock(db, 'u1', 'job', at('2026-11-21T08:01:00Z'))).toBeNull();
    expect(await acquireLock(db, 'u1', 'other', at('2026-11-21T08:01:00Z'))).not.toBeNull();
    expect(await acquireLock(db, 'u2', 'job', at('2026-11-21T08:01:00Z'))).not.toBeNull();
    await releaseLock(db, 'u1', first!);
    expect(await acquireLock(db, 'u1', 'job', at('2026-11-21T08:01:30Z'))).not.toBeNull();
  });

  it('lets exactly one of many simultaneous attempts win', async () => {
    const results = await Promise.all(
      Array.from({ length: 8 }, () => acquireLock(db, 'u2', 'race', at('2026-11-21T09:00:00Z'))),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it('takes over a stale lock, and the stale holder cannot release the new one', async () => {
    const old = await acquireLock(db, 'u1', 'stale', at('2026-11-21T08:00:00Z'));
    expect(await acquireLock(db, 'u1', 'stale', at('2026-11-21T08:01:59Z'))).toBeNull();
    const fresh = await acquireLock(db, 'u1', 'stale', at('2026-11-21T08:02:01Z'));
    expect(fresh).not.toBeNull();
    await releaseLock(db, 'u1', old!);
    expect(await acquireLock(db, 'u1', 'stale', at('2026-11-21T08:02:30Z'))).toBeNull();
    await releaseLock(db, 'u1', fresh!);
    expect(await acquireLock(db, 'u1', 'stale', at('2026-11-21T08:02:31Z'))).not.toBeNull();
  });
});
