/**
 * The Node host's replayed answers (lib/answer-replay), over real HTTP against `createNodeApp` on a real libSQL
 * file with a settable clock: a repeated task list is sent again without running the app, byte for byte but
 * its request id; any write — through the API, by another connection or another process — makes the next list
 * the app's again; the key is the whole request (another user, another Accept-Encoding, another query, an
 * Origin); the clock still expires and extends sessions; HEAD and answers with headers of their own are never
 * replayed. Counts, never durations.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { type ServerType, serve } from '@hono/node-server';
import { createClient } from '@libsql/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_DAYS } from '../../src/auth/session.js';
import { sessionIdFromToken } from '../../src/auth/tokens.js';
import { answerReplayStats } from '../../src/lib/answer-replay.js';
import { createNodeApp } from '../../src/node.js';
import { type RawAnswer, rawRequest } from '../helpers/raw-http.js';
import { createTestApp, type TestApp, type TestUser } from '../helpers/test-app.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const EXTENSION = 'chrome-extension://abcdefgh';
const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' };

let t: TestApp;
let server: ServerType;
let port: number;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  t = await createTestApp({ config: { extensionOrigins: [EXTENSION] } });
  const dist = join(t.file, '..', 'dist');
  mkdirSync(dist, { recursive: true });
  const app = createNodeApp(t.deps, dist);
  server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  port = (server.address() as AddressInfo).port;
  alice = await t.signUp();
  bob = await t.signUp();
  for (let i = 0; i < 8; i++) await created(alice, `Alice task ${i}: call the supplier about the order`);
  await created(bob, 'Bob task: water the plants');
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  t.close();
});

async function created(user: TestUser, title: string): Promise<void> {
  const res = await user.request('/api/tasks', { method: 'POST', json: { title } });
  expect(res.status).toBe(201);
}

const auth = (user: TestUser) => ({ authorization: `Bearer ${user.token}` });

/** One request over HTTP, and whether the host replayed it. */
async function get(
  path: string,
  headers: Record<string, string>,
  method = 'GET',
): Promise<[RawAnswer, boolean]> {
  const before = answerReplayStats.replayed;
  const res = await rawRequest(port, method, path, headers);
  return [res, answerReplayStats.replayed - before === 1];
}

const titles = (res: RawAnswer) =>
  (JSON.parse(res.body.toString()) as { tasks: { title: string }[] }).tasks.map((task) => task.title).sort();

const withoutRequestId = (res: RawAnswer) => {
  const { 'x-request-id': _id, date: _date, ...rest } = res.headers;
  return rest;
};

describe('answers replayed by the Node host', () => {
  it('sends a repeated task list again without the app: the same status, headers and bytes, a new request id', async () => {
    for (const headers of [auth(alice), { ...auth(alice), ...BROWSER }]) {
      const [first, firstReplayed] = await get('/api/tasks', headers);
      const [second, replayed] = await get('/api/tasks', headers);
      const [third, again] = await get('/api/tasks', headers);
      expect([firstReplayed, replayed, again]).toEqual([false, true, true]);
      expect(second.status).toBe(200);
      expect(second.body.equals(first.body)).toBe(true);
      expect(third.body.equals(first.body)).toBe(true);
      expect(withoutRequestId(second)).toEqual(withoutRequestId(first));
      const ids = [first, second, third].map((res) => res.headers['x-request-id']);
      expect(new Set(ids).size).toBe(3);
      for (const id of ids) expect(id).toMatch(/^[\w-]{22}$/);
    }
    const [compressed] = await get('/api/tasks', { ...auth(alice), ...BROWSER });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(titles({ ...compressed, body: brotliDecompressSync(compressed.body) })).toHaveLength(8);
  });

  it('lists a task created through the API right after', async () => {
    await get('/api/tasks', auth(alice));
    expect((await get('/api/tasks', auth(alice)))[1]).toBe(true);
    await created(alice, 'Alice: one more');
    const [res, replayed] = await get('/api/tasks', auth(alice));
    expect(replayed).toBe(false);
    expect(titles(res)).toContain('Alice: one more');
  });

  it('sees a write by another connection and by another process', async () => {
    await get('/api/tasks', auth(bob));
    expect((await get('/api/tasks', auth(bob)))[1]).toBe(true);
    const second = createClient({ url: `file:${t.file}` });
    try {
      await second.execute('PRAGMA busy_timeout=5000');
      await second.execute({
        sql: "update tasks set title = 'Renamed elsewhere' where title like 'Bob%'",
        args: [],
      });
    } finally {
      second.close();
    }
    const [renamed, replayed] = await get('/api/tasks', auth(bob));
    expect(replayed).toBe(false);
    expect(titles(renamed)).toEqual(['Renamed elsewhere']);
    expect((await get('/api/tasks', auth(bob)))[1]).toBe(true);

    const libsql = createRequire(createRequire(import.meta.url).resolve('@libsql/client')).resolve('libsql');
    const script = `const Database = require(${JSON.stringify(libsql)});
const db = new Database(process.argv[1]);
db.exec('PRAGMA busy_timeout=5000');
db.prepare("update tasks set title = 'Renamed by another process' where title = 'Renamed elsewhere'").run();
db.close();`;
    execFileSync(process.execPath, ['-e', script, t.file], { stdio: 'inherit' });
    const [again, replayedAgain] = await get('/api/tasks', auth(bob));
    expect(replayedAgain).toBe(false);
    expect(titles(again)).toEqual(['Renamed by another process']);
  });

  it('keys an answer by the whole request: the user, the query, Accept-Encoding', async () => {
    for (const headers of [auth(alice), auth(bob), { ...auth(bob), ...BROWSER }])
      await get('/api/tasks?status=all', headers);
    const [bobs, replayed] = await get('/api/tasks?status=all', auth(bob));
    expect(replayed).toBe(true);
    expect(titles(bobs)).toEqual(['Renamed by another process']);
    const [gzip, replayedGzip] = await get('/api/tasks?status=all', {
      ...auth(bob),
      'accept-encoding': 'gzip',
    });
    expect(replayedGzip).toBe(false);
    expect(gzip.headers['content-encoding']).toBeUndefined(); // under 1 KB: sent as it is
    const [alices] = await get('/api/tasks?status=all', auth(alice));
    expect(titles(alices)).toHaveLength(9);
    const [other, replayedOther] = await get('/api/tasks?status=open', auth(alice));
    expect(replayedOther).toBe(false);
    expect(other.status).toBe(200);
  });

  it('never replays an answer with headers of its own (CORS), a HEAD, or a request without a session', async () => {
    const cors = { ...auth(alice), origin: EXTENSION };
    await get('/api/tasks', cors);
    const [res, replayed] = await get('/api/tasks', cors);
    expect(replayed).toBe(false);
    expect(res.headers['access-control-allow-origin']).toBe(EXTENSION);
    await get('/api/tasks', auth(alice));
    const [head, replayedHead] = await get('/api/tasks', auth(alice), 'HEAD');
    expect(replayedHead).toBe(false);
    expect(head.body.length).toBe(0);
    const [anonymous, replayedAnonymous] = await get('/api/tasks', {});
    expect([anonymous.status, replayedAnonymous]).toEqual([401, false]);
  });

  it('still extends a session that is due and refuses one that expired', async () => {
    const user = await t.signUp();
    await created(user, 'Soon expiring');
    await get('/api/tasks', auth(user));
    expect((await get('/api/tasks', auth(user)))[1]).toBe(true);
    const start = t.clock.now();
    // Due for extension: the app runs and extends it (a write), so that answer is not replayed either.
    t.clock.advance((SESSION_DAYS / 2 + 1) * DAY_MS);
    const stored = async () => {
      const sql = 'select expires_at as e from sessions where id = ?';
      const rows = (await t.client.execute({ sql, args: [sessionIdFromToken(user.token)] })).rows;
      return Number(rows[0]!.e) * 1000;
    };
    const [due, replayedDue] = await get('/api/tasks', auth(user));
    expect([due.status, replayedDue]).toEqual([200, false]);
    expect(await stored()).toBeGreaterThanOrEqual(t.clock.now().getTime() + (SESSION_DAYS - 1) * DAY_MS);
    expect((await get('/api/tasks', auth(user)))[1]).toBe(false);
    expect((await get('/api/tasks', auth(user)))[1]).toBe(true);
    // Past its (extended) expiry: refused, though its list was kept a moment ago.
    t.clock.set(new Date(start.getTime() + (SESSION_DAYS * 2 + 1) * DAY_MS));
    const [expired, replayedExpired] = await get('/api/tasks', auth(user));
    expect([expired.status, replayedExpired]).toEqual([401, false]);
    t.clock.set(start);
  });

  it("replays nothing when the host is made with replay off (the bench's app-path figure), with the same answer", async () => {
    const direct = createNodeApp(t.deps, join(t.file, '..', 'dist'), { replay: false });
    const other = await new Promise<ServerType>((resolve) => {
      const s = serve({ fetch: direct.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
    });
    try {
      const otherPort = (other.address() as AddressInfo).port;
      const before = answerReplayStats.replayed;
      const answers = [];
      for (let i = 0; i < 3; i++) answers.push(await rawRequest(otherPort, 'GET', '/api/tasks', auth(alice)));
      expect(answerReplayStats.replayed).toBe(before);
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
      const [replayed] = await get('/api/tasks', auth(alice));
      expect(titles(answers[2]!)).toEqual(titles(replayed));
    } finally {
      await new Promise((resolve) => other.close(resolve));
    }
  });
});
