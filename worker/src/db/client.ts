/**
 * @module db/client — the drizzle database handle every service receives (db/open: how the Node host opens one).
 */
import type { Client } from '@libsql/client';
import { drizzle, type LibSQLDatabase } from 'drizzle-orm/libsql';
import * as schema from './schema.js';

export type Db = LibSQLDatabase<typeof schema>;

export function createDb(client: Client): Db {
  return drizzle(client, { schema });
}
