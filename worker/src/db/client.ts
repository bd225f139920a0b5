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
 */
export async function openDatabase(url: string, authToken?: string): Promise<{ client: Client; db: Db }> {
  const client = createClient(authToken ? { url, authToken } : { url });
  if (url.startsWith('file:')) {
    await client.execute('PRAGMA journal_mode=WAL');
    await client.execute('PRAGMA busy_timeout=5000');
  }
  // Cascading deletes (account deletion, task deletion) rely on foreign keys being enforced.
  await client.execute('PRAGMA foreign_keys=ON');
  return { client, db: createDb(client) };
}
