/**
 * A signed-in read checks its session in its own first round trip (auth/middleware, db/first-read) on a host
 * that keeps no answers (here sqld over HTTP, as Turso on Workers). What must hold, with two users: nothing of a
 * user reaches anyone else, whatever the token says; an expired or unknown session is 401 before any other
 * answer (a validation error included); nothing is written before the check; a session due to be extended is
 * extended as before; tokens made before the user id was in them still work.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessionIdFromToken } from '../../src/auth/tokens.js';
import { createCountedApp } from '../budgets/counted-app.js';
import { type SqldServer, startSqld } from '../fixtures/sqld.js';
import { buildRequest } from '../helpers/test-user.js';

let server: SqldServer;
let t: Awaited<ReturnType<typeof createCountedApp>>;
type User = Awaited<ReturnType<typeof t.seed.freshUser>>;
let ana: User;
let ben: User;

beforeAll(async () => {
  server = await startSqld();
  t = await createCountedApp({ url: server.url, authToken: server.authToken });
  ana = t.seed.user;
  ben = await t.seed.freshUser();
  await t.seed.task({ title: 'Ana renews the lease' });
  const made = await t.seed.request(
    '/api/tasks',
    buildRequest(ben.token, { method: 'POST', json: { title: 'Ben books the dentist' } }),
  );
  expect(made.status).toBe(201);
}, 120_000);
afterAll(async () => {
  t?.close();
  t?.base.close();
  await server?.close();
});

const get = (token: string | null, path: string, init: RequestInit = {}) =>
  t.seed.request(path, { ...buildRequest(token), ...init });
const titles = async (res: Response) =>
  ((await res.json()) as { tasks: { title: string }[] }).tasks.map((task) => task.title);
const secretOf = (token: string) => token.slice(token.indexOf('.') + 1);
const sessionRow = async (token: string) =>
  (
    await t.base.execute({
      sql: 'select expires_at from sessions where id = ?',
      args: [sessionIdFromToken(token)],
    })
  ).rows[0];

describe('a read checked in its own round trip', () => {
  it('gives each user their own tasks in one round trip', async () => {
    expect(ana.token.startsWith(`${ana.userId}.`)).toBe(true);
    t.log.reset();
    const res = await get(ana.token, '/api/tasks');
    expect(res.status).toBe(200);
    expect(t.log.count).toBe(1);
    expect(await titles(res)).toContain('Ana renews the lease');
    const bens = await titles(await get(ben.token, '/api/tasks'));
    expect(bens).toContain('Ben books the dentist');
    expect(bens).not.toContain('Ana renews the lease');
  });

  it("refuses a valid token whose user id was changed to another user's", async () => {
    const forged = `${ben.userId}.${secretOf(ana.token)}`;
    const res = await get(forged, '/api/tasks');
    expect(res.status).toBe(401);
    expect(await res.text()).not.toContain('Ben books the dentist');
  });

  it("refuses a made-up token naming another user's id", async () => {
    const res = await get(`${ben.userId}.${'a'.repeat(52)}`, '/api/tasks');
    expect(res.status).toBe(401);
    expect(await res.text()).not.toContain('Ben books');
  });

  it('answers 401, not a validation error, to a bad query with an unknown session', async () => {
    const bad = await get(`${ana.userId}.${'b'.repeat(52)}`, '/api/tasks?status=sideways');
    expect(bad.status).toBe(401);
    // The same query with the real session is the validation error.
    expect((await get(ana.token, '/api/tasks?status=sideways')).status).toBe(400);
  });

  it('checks a read that touches no database (the event stream) before it answers', async () => {
    const res = await get(`${ana.userId}.${'c'.repeat(52)}`, '/api/events');
    expect(res.status).toBe(401);
    const ok = await get(ana.token, '/api/events');
    expect(ok.status).toBe(200);
    await ok.body?.cancel();
  });

  it('refuses an expired session and extends one with less than half its time left', async () => {
    const user = await t.seed.freshUser();
    const id = sessionIdFromToken(user.token);
    const nowSeconds = Math.floor(t.clock.now().getTime() / 1000);
    // Ten days left of thirty: due to be extended.
    await t.base.execute({
      sql: 'update sessions set expires_at = ? where id = ?',
      args: [nowSeconds + 10 * 86400, id],
    });
    const cookie = { headers: { cookie: `mynd_session=${user.token}` } };
    const res = await t.seed.request('/api/tasks', { ...cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toContain('mynd_session=');
    expect(Number((await sessionRow(user.token))?.expires_at)).toBeGreaterThan(nowSeconds + 29 * 86400);
    await t.base.execute({
      sql: 'update sessions set expires_at = ? where id = ?',
      args: [nowSeconds - 1, id],
    });
    expect((await get(user.token, '/api/tasks')).status).toBe(401);
  });

  it('does not set the cookie again over an account deleted with a session due to be extended', async () => {
    const user = await t.seed.freshUser();
    const nowSeconds = Math.floor(t.clock.now().getTime() / 1000);
    await t.base.execute({
      sql: 'update sessions set expires_at = ? where id = ?',
      args: [nowSeconds + 5 * 86400, sessionIdFromToken(user.token)],
    });
    const res = await t.seed.request('/api/account', {
      method: 'DELETE',
      headers: { cookie: `mynd_session=${user.token}`, origin: t.deps.config.appOrigin },
    });
    expect(res.status).toBe(200);
    const cookies = res.headers.getSetCookie();
    expect(cookies).toHaveLength(1);
    expect(cookies[0]).not.toContain(user.token);
  });

  it('still takes a token without a user id in it', async () => {
    const token = 'q'.repeat(52);
    const expires = Math.floor(t.clock.now().getTime() / 1000) + 30 * 86400;
    await t.base.execute({
      sql: 'insert into sessions (id, user_id, expires_at) values (?, ?, ?)',
      args: [sessionIdFromToken(token), ben.userId, expires],
    });
    const res = await get(token, '/api/tasks');
    expect(res.status).toBe(200);
    expect(await titles(res)).toContain('Ben books the dentist');
  });

  it('calls no model for a mind dump sent with a token naming another user', async () => {
    const model = vi.spyOn(t.deps.ai, 'processMindDump');
    try {
      const forged = `${ben.userId}.${secretOf(ana.token)}`;
      const res = await t.seed.request(
        '/api/mind-dumps',
        buildRequest(forged, { method: 'POST', json: { text: 'Call the bank about the loan tomorrow' } }),
      );
      expect(res.status).toBe(401);
      expect(model).not.toHaveBeenCalled();
      const history = await t.base.execute({
        sql: 'select count(*) as n from mind_dump_history where user_id = ?',
        args: [ben.userId],
      });
      expect(Number(history.rows[0]?.n)).toBe(0);
      // The same dump with Ben's own token runs the model once, in two round trips.
      t.log.reset();
      const own = await t.seed.request(
        '/api/mind-dumps',
        buildRequest(ben.token, { method: 'POST', json: { text: 'Call the bank about the loan tomorrow' } }),
      );
      expect(own.status).toBe(201);
      expect(model).toHaveBeenCalledTimes(1);
      expect(t.log.count).toBe(2);
    } finally {
      model.mockRestore();
    }
  });

  it('sends no audio out for a token naming another user (speech touches no database)', async () => {
    const ai = t.deps.ai as {
      canTranscribe: boolean;
      transcribe(audio: Uint8Array, mime: string): Promise<string>;
    };
    const had = Object.getOwnPropertyDescriptor(ai, 'canTranscribe');
    Object.defineProperty(ai, 'canTranscribe', { value: true, configurable: true });
    const transcribe = vi.spyOn(ai, 'transcribe').mockResolvedValue('call the bank');
    try {
      const body = { audio: btoa('not really audio'), mimeType: 'audio/webm' };
      const forged = `${ben.userId}.${secretOf(ana.token)}`;
      const refused = await t.seed.request(
        '/api/speech-to-text',
        buildRequest(forged, { method: 'POST', json: body }),
      );
      expect(refused.status).toBe(401);
      expect(transcribe).not.toHaveBeenCalled();
      const own = await t.seed.request(
        '/api/speech-to-text',
        buildRequest(ben.token, { method: 'POST', json: body }),
      );
      expect(await own.json()).toEqual({ text: 'call the bank' });
      expect(transcribe).toHaveBeenCalledTimes(1);
    } finally {
      transcribe.mockRestore();
      if (had) Object.defineProperty(ai, 'canTranscribe', had);
      else delete (ai as { canTranscribe?: boolean }).canTranscribe;
    }
  });

  it('writes nothing for an expired session, its check riding in the write', async () => {
    const user = await t.seed.freshUser();
    const nowSeconds = Math.floor(t.clock.now().getTime() / 1000);
    await t.base.execute({
      sql: 'update sessions set expires_at = ? where id = ?',
      args: [nowSeconds - 60, sessionIdFromToken(user.token)],
    });
    const res = await t.seed.request(
      '/api/people',
      buildRequest(user.token, { method: 'POST', json: { name: 'Nobody Planted' } }),
    );
    expect(res.status).toBe(401);
    const rows = await t.base.execute("select count(*) as n from people where name = 'Nobody Planted'");
    expect(Number(rows.rows[0]?.n)).toBe(0);
  });

  it('writes nothing for a write sent with a token naming another user', async () => {
    const forged = `${ben.userId}.${secretOf(ana.token)}`;
    const res = await t.seed.request(
      '/api/tasks',
      buildRequest(forged, { method: 'POST', json: { title: 'Planted by a forged token' } }),
    );
    expect(res.status).toBe(401);
    const rows = await t.base.execute(
      "select count(*) as n from tasks where title = 'Planted by a forged token'",
    );
    expect(Number(rows.rows[0]?.n)).toBe(0);
  });
});
