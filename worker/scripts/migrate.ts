/**
 * @module scripts/migrate — `npm run db:migrate`: applies worker/migrations to DATABASE_URL (a Turso
 * `libsql://…` URL with LIBSQL_AUTH_TOKEN, any libSQL server over `http(s)://…`, or a `file:` database).
 * Idempotent: drizzle records what it applied in `__drizzle_migrations`, so a second run changes nothing.
 *
 *   DATABASE_URL=libsql://mynd-me.turso.io LIBSQL_AUTH_TOKEN=… npm run db:migrate -w @mynd/worker
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrateDb } from '../src/db/migrate.js';
import { openDatabase } from '../src/db/open.js';
import { parseEnv } from '../src/env.js';

export interface MigrationReport {
  /** Migrations applied by this run. */
  applied: number;
  /** Migrations recorded in the database after this run. */
  total: number;
}

async function countApplied(execute: (sql: string) => Promise<{ rows: unknown[][] }>): Promise<number> {
  try {
    const { rows } = await execute('SELECT count(*) FROM __drizzle_migrations');
    return Number(rows[0]?.[0] ?? 0);
  } catch {
    return 0; // A fresh database has no migrations table yet.
  }
}

export async function migrateDatabase(url: string, authToken?: string): Promise<MigrationReport> {
  const { client, db } = await openDatabase(url, authToken);
  const execute = async (sql: string) => {
    const rs = await client.execute(sql);
    return { rows: rs.rows.map((row) => Array.from(row)) };
  };
  try {
    const before = await countApplied(execute);
    await migrateDb(db);
    const total = await countApplied(execute);
    return { applied: total - before, total };
  } finally {
    client.close();
  }
}

/** The URL without credentials or query, safe to print. */
function redact(url: string): string {
  return url.replace(/\/\/[^@/]*@/, '//').replace(/\?.*$/, '');
}

async function main() {
  const config = parseEnv({
    DATABASE_URL: process.env.DATABASE_URL,
    LIBSQL_AUTH_TOKEN: process.env.LIBSQL_AUTH_TOKEN,
  });
  const started = performance.now();
  const report = await migrateDatabase(config.databaseUrl, config.libsqlAuthToken);
  const ms = Math.round(performance.now() - started);
  console.log(
    `${redact(config.databaseUrl)}: ${report.applied} migration(s) applied, ${report.total} in total (${ms} ms).`,
  );
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(`Migration failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
