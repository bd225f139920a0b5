import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { createClient } from '@libsql/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateDatabase } from '../../scripts/migrate.js';
import { type SqldServer, startSqld } from '../fixtures/sqld.js';

describe('db:migrate against a libSQL server over HTTP (as on Turso)', () => {
  let server: SqldServer;
  let token: string;

  beforeAll(async () => {
    server = await startSqld();
    token = server.authToken;
  });
  afterAll(async () => {
    await server?.close();
  });

  it('applies every migration once, then nothing on the next run', async () => {
    const first = await migrateDatabase(server.url, token);
    expect(first.applied).toBeGreaterThan(0);
    expect(first.total).toBe(first.applied);

    const second = await migrateDatabase(server.url, token);
    expect(second).toEqual({ applied: 0, total: first.total });

    const client = createClient({ url: server.url, authToken: token });
    const tables = await client.execute(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'users'",
    );
    client.close();
    expect(tables.rows).toHaveLength(1);
  });

  it('is one command: npm run db:migrate with DATABASE_URL and LIBSQL_AUTH_TOKEN', async () => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [join(process.cwd(), '../node_modules/tsx/dist/cli.mjs'), 'scripts/migrate.ts'],
      { env: { ...process.env, DATABASE_URL: server.url, LIBSQL_AUTH_TOKEN: token }, timeout: 30_000 },
    );
    expect(stdout).toMatch(/0 migration\(s\) applied, \d+ in total/);
  }, 40_000);

  it('fails clearly with a wrong token', async () => {
    await expect(migrateDatabase(server.url, 'wrong')).rejects.toThrow(/401|Unauthorized/);
  });
});
