/**
 * The embedded file's read cache (db/read-cache): a declared read is answered from memory only while nothing
 * changed the database — a write through the API, a write by a second connection in this process or by another
 * process, a rolled-back transaction — each user only ever gets their own rows, and the cache stays within its
 * bounds. Real libSQL files, no mocks.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Client, createClient } from '@libsql/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declareCacheableRead } from '../../src/db/cacheable-reads.js';
import { openDatabase } from '../../src/db/open.js';
import {
  READ_CACHE_MAX_BYTES,
  READ_CACHE_MAX_ENTRIES,
  READ_CACHE_MAX_ENTRY_BYTES,
  readCacheStats,
} from '../../src/db/read-cache.js';
import { createTestApp, type TestApp, type TestUser } from '../helpers/test-app.js';

interface ListedTask {
  id: string;
  title: string;
}

async function listed(user: TestUser): Promise<ListedTask[]> {
  const res = await user.request('/api/tasks');
  expect(res.status).toBe(200);
  return ((await res.json()) as { tasks: ListedTask[] }).tasks;
}

async function titles(user: TestUser): Promise<string[]> {
  return (await listed(user)).map((t) => t.title).sort();
}

async function create(user: TestUser, title: string): Promise<ListedTask> {
  const res = await user.request('/api/tasks', { method: 'POST', json: { title } });
  expect(res.status).toBe(201);
  return ((await res.json()) as { task: ListedTask }).task;
}

/** Hits and misses during `run`. */
async function counted(run: () => Promise<unknown>) {
  const before = { ...readCacheStats };
  await run();
  return { hits: readCacheStats.hits - before.hits, misses: readCacheStats.misses - before.misses };
}

/** The `libsql` driver @libsql/client loads, for a second process writing to the same file. */
const LIBSQL = createRequire(createRequire(import.meta.url).resolve('@libsql/client')).resolve('libsql');

function writeFromAnotherProcess(file: string, sql: string, args: string[]): void {
  const script = `const Database = require(${JSON.stringify(LIBSQL)});
const [file, sql, ...args] = process.argv.slice(1);
const db = new Database(file);
db.exec('PRAGMA busy_timeout=5000');
if (db.prepare(sql).run(args).changes !== 1) process.exit(3);
db.close();`;
  execFileSync(process.execPath, ['-e', script, file, sql, ...args], { stdio: 'inherit' });
}

describe('read cache through the API (the task list, the session check)', () => {
  let t: TestApp;
  let a: TestUser;
  let b: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    a = await t.signUp();
    b = await t.signUp();
    await create(a, 'A one');
    await create(b, 'B one');
  });
  afterAll(() => t.close());

  it('answers a repeated list from memory and lists a task created through the API right after', async () => {
    expect(await titles(a)).toEqual(['A one']);
    expect((await counted(() => titles(a))).misses).toBe(0);
    await create(a, 'A two');
    expect(await titles(a)).toEqual(['A one', 'A two']);
  });

  it('sees a write by a second connection to the same file (another client in this process)', async () => {
    const [task] = await listed(a);
    await titles(a);
    expect((await counted(() => titles(a))).misses).toBe(0);
    const second = createClient({ url: `file:${t.file}` });
    try {
      await second.execute('PRAGMA busy_timeout=5000');
      await second.execute({
        sql: 'update tasks set title = ? where id = ?',
        args: ['Renamed elsewhere', task!.id],
      });
    } finally {
      second.close();
    }
    expect(await titles(a)).toContain('Renamed elsewhere');
  });

  it('sees a write by another process to the same file', async () => {
    const [task] = await listed(a);
    await titles(a);
    expect((await counted(() => titles(a))).misses).toBe(0);
    writeFromAnotherProcess(t.file, 'update tasks set title = ? where id = ?', [
      'Renamed by a process',
      task!.id,
    ]);
    expect(await titles(a)).toContain('Renamed by a process');
  });

  it('never answers one user with another user’s rows', async () => {
    const me = async (user: TestUser) =>
      ((await (await user.request('/api/auth/me')).json()) as { user: { id: string } }).user.id;
    for (let round = 0; round < 3; round++) {
      expect(await titles(b)).toEqual(['B one']);
      expect(await titles(a)).not.toContain('B one');
      expect(await me(a)).toBe(a.userId);
      expect(await me(b)).toBe(b.userId);
    }
    // Both lists and both sessions are answered from memory now, each under its own arguments.
    const { hits, misses } = await counted(async () => {
      expect(await titles(b)).toEqual(['B one']);
      expect(await titles(a)).not.toContain('B one');
    });
    expect({ hits, misses }).toEqual({ hits: 4, misses: 0 });
  });

  it('refuses a token right after sign-out, though its session row was answered from memory', async () => {
    const c = await t.signUp();
    expect((await c.request('/api/auth/me')).status).toBe(200);
    expect((await c.request('/api/auth/me')).status).toBe(200);
    expect((await c.request('/api/auth/sign-out', { method: 'POST' })).status).toBeLessThan(300);
    expect((await c.request('/api/auth/me')).status).toBe(401);
  });
});

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
