/**
 * The Node host's converted answers (db/answer-cache via db/request-reads): the session check, the task list
 * and the tag list are answered from memory only while nothing changed the file — a write through the API, a write by a second
 * connection in this process or by another process — each user only ever gets their own, an answer from memory
 * is the same answer the database gives, the clock still expires and extends sessions, and a request reads the
 * data version once. Real libSQL files, no mocks.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Client, createClient } from '@libsql/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app.js';
import { SESSION_DAYS, type SessionInfo, validateSession } from '../../src/auth/session.js';
import { answerCacheStats, openAnswerCache } from '../../src/db/answer-cache.js';
import { createDb, type Db } from '../../src/db/client.js';
import { openDatabase } from '../../src/db/open.js';
import { readCacheStats } from '../../src/db/read-cache.js';
import { requestReads } from '../../src/db/request-reads.js';
import { listTasks, type TaskListJson } from '../../src/services/tasks.js';
import { createTestApp, type TestApp, type TestUser } from '../helpers/test-app.js';

const DAY_MS = 24 * 60 * 60 * 1000;

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

/** Answers from memory, answers computed and data-version reads during `run`. */
async function counted(run: () => unknown) {
  const before = { ...answerCacheStats };
  await run();
  return {
    hits: answerCacheStats.hits - before.hits,
    misses: answerCacheStats.misses - before.misses,
    versionReads: answerCacheStats.versionReads - before.versionReads,
  };
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

describe('answers kept through the API (the task list, the session check, the tag list)', () => {
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
    expect(await counted(() => titles(a))).toEqual({ hits: 2, misses: 0, versionReads: 1 });
    await create(a, 'A two');
    expect(await titles(a)).toEqual(['A one', 'A two']);
  });

  it('reads the data version once per request, and no declared read runs on the driver', async () => {
    await titles(a);
    const driver = readCacheStats.hits + readCacheStats.misses;
    // A hit: the session and the list from memory, one version read for both.
    expect(await counted(() => titles(a))).toEqual({ hits: 2, misses: 0, versionReads: 1 });
    // After a write both are computed again, still under one version read.
    await create(a, 'A three');
    expect(await counted(() => titles(a))).toEqual({ hits: 0, misses: 2, versionReads: 1 });
    expect(readCacheStats.hits + readCacheStats.misses).toBe(driver);
  });

  it('converts a kept session once: the next request gets the same user and AI context, frozen', async () => {
    const check = () => validateSession(t.db, a.token, t.clock.now(), requestReads(t.db));
    const first = await check();
    const second = await check();
    expect(second!.user).toBe(first!.user);
    expect(second!.context).toBe(first!.context);
    expect(Object.isFrozen(first!.context.tags)).toBe(true);
    expect(first!.user).toEqual(expect.objectContaining({ id: first!.user.id, hasPassword: false }));
    // A change to the user's tags is a write: the next check converts the new row.
    const tag = await a.request('/api/tags', { method: 'POST', json: { name: 'Allotment' } });
    expect(tag.status).toBe(201);
    const third = await check();
    expect(third!.context).not.toBe(first!.context);
    expect(third!.context.tags).toContain('Allotment');
  });

  it('gives a kept session and a kept list without a promise, and computes them with one after a write', async () => {
    const session = () => validateSession(t.db, a.token, t.clock.now(), requestReads(t.db));
    const list = () => listTasks(t.db, a.userId, { status: 'open' }, requestReads(t.db));
    await session();
    await list();
    // From memory: the values themselves (a request then waits on no promise for them).
    expect(session()).not.toBeInstanceOf(Promise);
    expect(list()).not.toBeInstanceOf(Promise);
    expect((session() as SessionInfo).user.id).toBe(a.userId);
    expect((list() as TaskListJson).json).toBe(((await list()) as TaskListJson).json);
    // After a write neither is in memory: both are read again, as promises.
    await create(a, 'Written in between');
    const [again, listedAgain] = [session(), list()];
    expect(again).toBeInstanceOf(Promise);
    expect(listedAgain).toBeInstanceOf(Promise);
    expect((await again)!.user.id).toBe(a.userId);
    expect((await listedAgain).json).toContain('Written in between');
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

  it('answers the tag list from memory under one version read, and lists a tag created or recoloured right after', async () => {
    const tags = async (user: TestUser) => {
      const res = await user.request('/api/tags');
      expect(res.status).toBe(200);
      return ((await res.json()) as { tags: { name: string; color: string }[] }).tags;
    };
    const first = await tags(a);
    const driver = readCacheStats.hits + readCacheStats.misses;
    // The session and the list from memory: no driver-level read, one version read for both.
    expect(await counted(() => tags(a))).toEqual({ hits: 2, misses: 0, versionReads: 1 });
    expect(readCacheStats.hits + readCacheStats.misses).toBe(driver);
    const created = await a.request('/api/tags', { method: 'POST', json: { name: 'Garden' } });
    expect(created.status).toBe(201);
    const after = await tags(a);
    expect(after.map((t) => t.name)).toEqual([...first.map((t) => t.name), 'Garden']);
    const recoloured = await a.request('/api/tags/Garden', {
      method: 'PATCH',
      json: { color: after[0]!.color },
    });
    expect(recoloured.status).toBe(200);
    expect((await tags(a)).find((t) => t.name === 'Garden')?.color).toBe(after[0]!.color);
    // Another user's first load creates their own defaults; their list is never a's.
    expect((await tags(b)).map((t) => t.name)).not.toContain('Garden');
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
    // Both lists and both sessions are answered from memory now, each under its own key.
    const { hits, misses } = await counted(async () => {
      expect(await titles(b)).toEqual(['B one']);
      expect(await titles(a)).not.toContain('B one');
    });
    expect({ hits, misses }).toEqual({ hits: 4, misses: 0 });
  });

  it('answers from memory exactly what the database answers, in every zone and for every query', async () => {
    // The same app on the same handle's client, with a database handle that keeps nothing.
    const computed = createApp({ ...t.deps, db: createDb(t.client) });
    const answer = async (app: { request: typeof t.app.request }, path: string, zone: string) => {
      const res = await app.request(path, {
        headers: { authorization: `Bearer ${a.token}`, 'x-time-zone': zone },
      });
      return `${res.status} ${res.headers.get('content-type')} ${await res.text()}`;
    };
    const paths = [
      '/api/tasks',
      '/api/tasks?status=all',
      '/api/tasks?status=completed&limit=1',
      '/api/auth/me',
      '/api/tags',
    ];
    for (const zone of ['UTC', 'Pacific/Kiritimati', 'America/Adak']) {
      for (const path of paths) {
        await answer(t.app, path, zone);
        const { hits } = await counted(async () =>
          expect(await answer(t.app, path, zone)).toBe(await answer(computed, path, zone)),
        );
        expect(hits).toBeGreaterThan(0);
      }
    }
  });

  it('extends a remembered session when it is due and refuses it once expired', async () => {
    const c = await t.signUp();
    const asCookie = async () =>
      t.app.request('/api/auth/me', { headers: { cookie: `mynd_session=${c.token}` } });
    expect((await asCookie()).status).toBe(200);
    const kept = await counted(asCookie);
    expect(kept.misses).toBe(0);
    // Past half of its life the same remembered row must be extended: the cookie is sent again.
    t.clock.advance((SESSION_DAYS / 2 + 1) * DAY_MS);
    const extended = await asCookie();
    expect(extended.status).toBe(200);
    expect(extended.headers.get('set-cookie')).toContain('mynd_session=');
    const again = await asCookie();
    expect(again.headers.get('set-cookie')).toBeNull();
    t.clock.advance((SESSION_DAYS + 1) * DAY_MS);
    expect((await asCookie()).status).toBe(401);
  });

  it('refuses a token right after sign-out, though its session was answered from memory', async () => {
    const c = await t.signUp();
    expect((await c.request('/api/auth/me')).status).toBe(200);
    expect((await c.request('/api/auth/me')).status).toBe(200);
    expect((await c.request('/api/auth/sign-out', { method: 'POST' })).status).toBeLessThan(300);
    expect((await c.request('/api/auth/me')).status).toBe(401);
  });
});

describe('a request’s view of the kept answers (db/request-reads on the embedded file)', () => {
  let dir: string;
  let file: string;
  let client: Client;
  let db: Db;

  const body = async () => (await client.execute('select body from notes where id = 1')).rows[0]?.body;
  const read = (reads: ReturnType<typeof requestReads>) => reads.remember('note', body, () => 64);

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'mynd-answer-cache-'));
    file = join(dir, 'db.sqlite');
    ({ client, db } = await openDatabase(`file:${file}`));
    await client.execute('create table notes (id integer primary key, body text)');
    await client.execute("insert into notes values (1, 'original')");
  });
  afterAll(() => {
    client.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('sees a write made earlier in the same request, under its one version read', async () => {
    const reads = requestReads(db);
    const seen = await counted(async () => {
      expect(await read(reads)).toBe('original');
      expect(await read(reads)).toBe('original');
      await client.execute("update notes set body = 'changed' where id = 1");
      expect(await read(reads)).toBe('changed');
      expect(await read(reads)).toBe('changed');
    });
    expect(seen).toEqual({ hits: 2, misses: 2, versionReads: 1 });
  });

  it('keeps nothing for a request that began before another process’s commit a later request saw', async () => {
    const early = requestReads(db);
    await read(early);
    writeFromAnotherProcess(file, 'update notes set body = ? where id = 1', ['by a process']);
    const later = requestReads(db);
    expect(await read(later)).toBe('by a process');
    // The early request computes (its version is older than the cache's) and replaces nothing.
    expect(await counted(() => read(early))).toEqual({ hits: 0, misses: 1, versionReads: 0 });
    expect(await counted(() => read(requestReads(db)))).toEqual({ hits: 1, misses: 0, versionReads: 1 });
  });

  it('sees another process’s write in a database not in WAL mode (the version is then PRAGMA data_version)', async () => {
    const rollback = join(dir, 'rollback.sqlite');
    const Driver = createRequire(import.meta.url)(LIBSQL) as new (
      path: string,
    ) => {
      exec(sql: string): void;
      close(): void;
    };
    const setup = new Driver(rollback);
    setup.exec(
      "PRAGMA journal_mode=DELETE; create table notes (id integer primary key, body text); insert into notes values (1, 'first');",
    );
    setup.close();
    const reader = createClient({ url: `file:${rollback}` });
    const cache = openAnswerCache(rollback);
    try {
      const note = (reads: ReturnType<typeof requestReads>) =>
        reads.remember(
          'rollback-note',
          async () => (await reader.execute('select body from notes where id = 1')).rows[0]?.body,
          () => 64,
        );
      expect(await note(cache.view())).toBe('first');
      expect((await counted(() => note(cache.view()))).hits).toBe(1);
      writeFromAnotherProcess(rollback, 'update notes set body = ? where id = 1', ['second']);
      expect(await note(cache.view())).toBe('second');
    } finally {
      cache.close();
      reader.close();
    }
  });

  it('keeps a value made from a request’s reads only if nothing was written since its first read', async () => {
    const whole = requestReads(db);
    expect(whole.keep('whole', 'nothing read yet', 64)).toBe(false);
    await read(whole);
    expect(whole.keep('whole', 'made from the note', 64)).toBe(true);
    expect(requestReads(db).recall('whole')).toBe('made from the note');
    // A write during a request: what it made may be older than the data, so it is not kept.
    const during = requestReads(db);
    await read(during);
    await client.execute("update notes set body = 'written during a request' where id = 1");
    expect(during.keep('whole', 'stale', 64)).toBe(false);
    expect(requestReads(db).recall('whole')).toBeUndefined();
    // Another process's commit drops a kept value like any kept answer.
    const kept = requestReads(db);
    await read(kept);
    expect(kept.keep('whole', 'kept again', 64)).toBe(true);
    writeFromAnotherProcess(file, 'update notes set body = ? where id = 1', ['by a process, again']);
    expect(requestReads(db).recall('whole')).toBeUndefined();
  });

  it('keeps nothing for a handle the host did not register (Workers, Turso, sqld keep nothing)', async () => {
    const plain = requestReads(createDb(client));
    expect(await counted(() => read(plain))).toEqual({ hits: 0, misses: 0, versionReads: 0 });
    await read(plain);
    expect(plain.keep('whole', 'never kept', 64)).toBe(false);
    expect(plain.recall('whole')).toBeUndefined();
  });
});
