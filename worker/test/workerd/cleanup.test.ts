/**
 * The Worker's `scheduled` handler (what the cron trigger of wrangler.toml runs), in workerd: expired sessions (and
 * codes) are deleted from the real libSQL server, a valid session stays.
 */

import { env } from 'cloudflare:test';
import { createClient } from '@libsql/client/web';
import { expect, it } from 'vitest';
import worker, { type WorkerEnv } from '../../src/worker.js';

it('deletes expired sessions and old codes when the cron trigger fires', async () => {
  const db = createClient({ url: env.DATABASE_URL!, authToken: env.LIBSQL_AUTH_TOKEN });
  const sec = Math.floor(Date.now() / 1000);
  const old = new Date(Date.now() - 3 * 3600_000).toISOString();
  await db.batch(
    [
      { sql: 'INSERT INTO users (id, email) VALUES (?, ?)', args: ['cron-user', 'cron@example.com'] },
      {
        sql: 'INSERT INTO sessions (id, user_id, expires_at) VALUES (?, ?, ?)',
        args: ['cron-old', 'cron-user', sec - 60],
      },
      {
        sql: 'INSERT INTO sessions (id, user_id, expires_at) VALUES (?, ?, ?)',
        args: ['cron-new', 'cron-user', sec + 3600],
      },
      {
        sql: 'INSERT INTO email_codes (id, email, code_hash, expires_at) VALUES (?, ?, ?, ?)',
        args: ['cron-code', 'cron@example.com', 'h', old],
      },
    ],
    'write',
  );
  const pending: Promise<unknown>[] = [];
  const ctx = {
    waitUntil: (p: Promise<unknown>) => pending.push(p),
    passThroughOnException: () => {},
    props: {},
  };
  await worker.scheduled({ cron: '17 * * * *' }, env as unknown as WorkerEnv, ctx);
  expect(pending).toHaveLength(1);
  await Promise.all(pending);
  const left = await db.execute({ sql: 'SELECT id FROM sessions WHERE user_id = ?', args: ['cron-user'] });
  expect(left.rows.map((r) => r.id)).toEqual(['cron-new']);
  const codes = await db.execute({ sql: "SELECT id FROM email_codes WHERE id = 'cron-code'" });
  expect(codes.rows).toHaveLength(0);
  db.close();
});
