/**
 * The embedded file's read cache on the driver (db/read-cache): a declared read is answered from memory only
 * while nothing changed the database — a rolled-back transaction, a failed batch, `exec` — and the cache stays
 * within its bounds. Real libSQL files, no mocks. The API's converted answers (the session, the task list) are
 * kept above the driver: test/node/answer-cache.test.ts.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Client } from '@libsql/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declareCacheableRead } from '../../src/db/cacheable-reads.js';
import { openDatabase } from '../../src/db/open.js';
import {
  READ_CACHE_MAX_BYTES,
  READ_CACHE_MAX_ENTRIES,
  READ_CACHE_MAX_ENTRY_BYTES,
  readCacheStats,
} from '../../src/db/read-cache.js';

/** Hits and misses during `run`. */
async function counted(run: () => Promise<unknown>) {
  const before = { ...readCacheStats };
  await run();
  return { hits: readCacheStats.hits - before.hits, misses: readCacheStats.misses - before.misses };
}

describe('read cache on the driver (a declared read of a small table)', () => {
  let dir: string;
  let client: Client;
  const READ = 'select body from notes where id = ?';
  const ECHO = 'select ? as echo';

  const body = async (id: number) => (await client.execute({ sql: READ, args: [id] })).rows[0]?.body;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'mynd-read-cache-'));
    ({ client } = await openDatabase(`file:${join(dir, 'db.sqlite')}`));
    await client.execute('create table notes (id integer primary key, body text)');
    await client.execute("insert into notes values (1, 'original')");
    declareCacheableRead(READ);
    declareCacheableRead(ECHO);
  });
  afterAll(() => {
    client.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers the committed rows after a rolled-back transaction that wrote and read inside it', async () => {
    expect(await body(1)).toBe('original');
    const tx = await client.transaction('write');
    await tx.execute("update notes set body = 'uncommitted' where id = 1");
    // The read inside the transaction sees its write; it must not be remembered past the rollback.
    expect((await tx.execute({ sql: READ, args: [1] })).rows[0]?.body).toBe('uncommitted');
    await tx.rollback();
    expect(await body(1)).toBe('original');
    expect((await counted(() => body(1))).misses).toBe(0);
  });

  it('answers the committed rows after a failed batch', async () => {
    await expect(
      client.batch(
        ["update notes set body = 'half done' where id = 1", "insert into notes values (1, 'duplicate id')"],
        'write',
      ),
    ).rejects.toThrow();
    expect(await body(1)).toBe('original');
  });

  it('sees a write made with exec (executeMultiple)', async () => {
    await body(1);
    await client.executeMultiple("update notes set body = 'by exec' where id = 1;");
    expect(await body(1)).toBe('by exec');
  });

  it(`keeps at most ${READ_CACHE_MAX_ENTRIES} answers, the least recently used out first`, async () => {
    const echo = async (value: string) => (await client.execute({ sql: ECHO, args: [value] })).rows[0]?.echo;
    for (let i = 0; i <= READ_CACHE_MAX_ENTRIES; i++) await echo(`value ${i}`);
    expect(readCacheStats.peakEntries).toBeLessThanOrEqual(READ_CACHE_MAX_ENTRIES);
    expect((await counted(() => echo(`value ${READ_CACHE_MAX_ENTRIES}`))).hits).toBe(1);
    expect((await counted(() => echo('value 0'))).misses).toBe(1);
  });

  it(`keeps at most ${READ_CACHE_MAX_BYTES} bytes and never one answer over ${READ_CACHE_MAX_ENTRY_BYTES}`, async () => {
    const echo = async (value: string) => (await client.execute({ sql: ECHO, args: [value] })).rows[0]?.echo;
    const large = (i: number) => `${i} ${'x'.repeat(READ_CACHE_MAX_ENTRY_BYTES / 8)}`;
    for (let i = 0; i < 40; i++) expect(await echo(large(i))).toBe(large(i));
    expect(readCacheStats.peakBytes).toBeLessThanOrEqual(READ_CACHE_MAX_BYTES);
    expect((await counted(() => echo(large(39)))).hits).toBe(1);
    const huge = 'y'.repeat(READ_CACHE_MAX_ENTRY_BYTES);
    await echo(huge);
    expect((await counted(() => echo(huge))).misses).toBe(1);
  });
});
