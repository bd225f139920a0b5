/**
 * @module db/open — how the Node host (and the tests and scripts) open a libSQL database: a local file with its
 * PRAGMAs and statement cache, or a libSQL server over HTTP. Node only (the Worker builds its client in
 * worker.ts), so the file driver's statement cache stays out of the Worker bundle.
 */
import { type Client, createClient } from '@libsql/client';
import { openAnswerCache } from './answer-cache.js';
import { createDb, type Db } from './client.js';
import { registerAnswerCache } from './request-reads.js';
import { installStatementCache } from './statement-cache.js';

/**
 * Opens a libSQL database for the Node host (and tests). For local files, WAL lets readers run beside the one
 * writer and the busy timeout makes concurrent writers wait instead of failing with SQLITE_BUSY.
 * `synchronous=NORMAL` (SQLite's recommendation with WAL) syncs at checkpoints instead of on every commit: a
 * committed write survives the process crashing; only a power cut or OS crash can lose the last commits,
 * and the file is never corrupted (README, "Durability").
 */
export async function openDatabase(url: string, authToken?: string): Promise<{ client: Client; db: Db }> {
  const local = url.startsWith('file:');
  // The embedded driver can reuse compiled statements (db/statement-cache) and, as this process sees every write
  // to the file, answer declared reads from memory (db/read-cache); over HTTP there is nothing to keep.
  if (local) installStatementCache();
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
  const db = createDb(client);
  const path = local ? url.slice('file:'.length) : '';
  // Converted answers (the session's user, the task list's JSON) kept while the file is unchanged
  // (db/answer-cache). Not for an in-memory database: a second connection would open another database.
  if (path && path !== ':memory:' && !path.includes('?')) {
    const answers = openAnswerCache(path);
    registerAnswerCache(db, answers.view);
    const close = client.close.bind(client);
    client.close = () => {
      close();
      answers.close();
    };
  }
  return { client, db };
}
