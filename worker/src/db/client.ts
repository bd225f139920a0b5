/**
 * @module db/client — the drizzle database handle every service receives, and how the Node host opens one.
 */
import { type Client, createClient } from '@libsql/client';
import { drizzle, type LibSQLDatabase } from 'drizzle-orm/libsql';
import * as schema from './schema.js';

export type Db = LibSQLDatabase<typeof schema>;

export function createDb(client: Client): Db {
  return drizzle(client, { schema });
}

/**
 * Opens a libSQL database for the Node host (and tests). For local files, WAL lets readers run beside the one
 * writer and the busy timeout makes concurrent writers wait instead of failing with SQLITE_BUSY.
 * `synchronous=NORMAL` (SQLite's recommendation with WAL) syncs at checkpoints instead of on every commit: a
 * committed write survives the process crashing; only a power cut or OS crash can lose the last commits,
 * and the file is never corrupted (README, "Durability").
 */
export async function openDatabase(url: string, authToken?: string): Promise<{ client: Client; db: Db }> {
  const local = url.startsWith('file:');
  // A local file gets one connection: the PRAGMAs below hold per connection (a second pooled connection
  // would run with synchronous=FULL and no busy timeout), and every call on it is synchronous in this one
  // thread anyway, so a pool adds connections, not parallelism.
  const client = createClient({
    url,
    ...(authToken ? { authToken } : {}),
    ...(local ? { concurrency: 1 } : {}),
  });
  if (local) {
    await client.execute('PRAGMA journal_mode=WAL');
    await client.execute('PRAGMA synchronous=NORMAL');
    await client.execute('PRAGMA busy_timeout=5000');
  }
  // Cascading deletes (account deletion, task deletion) rely on foreign keys being enforced.
  await client.execute('PRAGMA foreign_keys=ON');
  return { client, db: createDb(client) };
}
