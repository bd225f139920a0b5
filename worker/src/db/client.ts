/**
 * @module db/client — the drizzle database handle every service receives (db/open: how the Node host opens one).
 * Its client lets a request's session check ride in the request's first read (db/first-read).
 */
import type { Client } from '@libsql/client';
import { drizzle, type LibSQLDatabase } from 'drizzle-orm/libsql';
import { carryingFirstRead } from './first-read.js';
import * as schema from './schema.js';

export type Db = LibSQLDatabase<typeof schema> & { $client: Client };

export function createDb(client: Client): Db {
  return drizzle(carryingFirstRead(client), { schema });
}
