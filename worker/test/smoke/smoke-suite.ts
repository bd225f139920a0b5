/**
 * @module The API smoke suite, written once and run against every host: Node (createApp via app.request) and
 * Cloudflare Workers (the Worker inside workerd via SELF). Only web-standard APIs, so it runs in both runtimes.
 *
 * Covers sign-up with an emailed code, a mind dump turned into summaries and tasks, a task update, isolation
 * between two users, and change events reaching a second client of the same user but no other user.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSse, type SseReader } from './sse-reader.js';

export type FetchLike = (path: string, init?: RequestInit) => Promise<Response>;

export interface SmokeTarget {
  /** Calls the API of the host under test; `path` starts with /api. */
  fetch: FetchLike;
  /** The last code emailed to `email` (default: GET /api/dev/outbox, served with MAIL_PROVIDER=console). */
  readCode?: (email: string) => Promise<string | null>;
  close?: () => Promise<void>;
}

interface Session {
  token: string;
  email: string;
  userId: string;
  call: (path: string, init?: { method?: string; body?: unknown }) => Promise<Response>;
}

type Json = Record<string, unknown>;
type TaskJson = { id: string; title: string; progress: number; tag: string };

const MIND_DUMP = [
  'I need to call the plumber about the leaking kitchen sink by Friday.',
  'Prepare the quarterly budget report for the board meeting next week.',
  'Also book a dentist appointment for Tom.',
].join(' ');

export function smokeSuite(hostName: string, setup: () => Promise<SmokeTarget>): void {
  describe(`API smoke suite (${hostName})`, () => {
    let target: SmokeTarget;
    let alice: Session;
    let bob: Session;
    let aliceTask: TaskJson;
    let aliceSummaryId: string;
    const runId = Math.random().toString(36).slice(2, 8);
    const streams: SseReader[] = [];

    const readCode = async (email: string): Promise<string | null> => {
      if (target.readCode) return target.readCode(email);
      const res = await target.fetch(`/api/dev/outbox?email=${encodeURIComponent(email)}`);
      expect(res.status).toBe(200);
      const { messages } = (await res.json()) as { messages: { code: string | null }[] };
      return messages[0]?.code ?? null;
    };

    async function signUp(name: string): Promise<Session> {
      const email = `${name}-${runId}@example.com`;
      const sent = await target.fetch('/api/auth/code', json('POST', { email }));
      expect(sent.status, await peek(sent)).toBe(200);

      const code = await readCode(email);
      expect(code).toMatch(/^\d{6}$/);
      const wrong = code === '000000' ? '111111' : '000000';
      const refused = await target.fetch('/api/auth/code/verify', json('POST', { email, code: wrong }));
      expect(refused.status).toBeGreaterThanOrEqual(400);
      expect(refused.status).toBeLessThan(500);

      const verified = await target.fetch('/api/auth/code/verify', json('POST', { email, code }));
      expect(verified.status, await peek(verified)).toBe(200);
      const setCookie = verified.headers.get('set-cookie') ?? '';
      expect(setCookie).toMatch(/HttpOnly/i);
      expect(setCookie).toMatch(/SameSite=Lax/i);
      const body = (await verified.json()) as { user: { id: string; email: string }; token: string };
      expect(body.user.email).toBe(email);

      // The web app's way in: the session cookie alone authenticates.
      const viaCookie = await target.fetch('/api/auth/me', { headers: { cookie: setCookie.split(';')[0]! } });
      expect(viaCookie.status).toBe(200);

      const call: Session['call'] = (path, init = {}) =>
        target.fetch(path, {
          method: init.method ?? 'GET',
          headers: {
            authorization: `Bearer ${body.token}`,
            ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          body: init.body === undefined ? undefined : JSON.stringify(init.body),
        });
      return { email, userId: body.user.id, token: body.token, call };
    }

    async function events(session: Session): Promise<SseReader> {
      const res = await session.call('/api/events');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
      const reader = readSse(res);
      streams.push(reader);
      return reader;
    }

    beforeAll(async () => {
      target = await setup();
    }, 60_000);
    afterAll(async () => {
      await Promise.all(streams.map((s) => s.close()));
      await target?.close?.();
    });

    it('signs up two users with emailed codes', async () => {
      alice = await signUp('alice');
      bob = await signUp('bob');
      expect(alice.userId).not.toBe(bob.userId);

      const me = await alice.call('/api/auth/me');
      expect(me.status).toBe(200);
      expect(((await me.json()) as { user: { email: string } }).user.email).toBe(alice.email);

      const anonymous = await target.fetch('/api/auth/me');
      expect(anonymous.status).toBe(401);
      expect(await anonymous.json()).toMatchObject({
        error: { message: 'User not authenticated or session expired' },
      });
    });

    it('turns a mind dump into summaries and tasks', async () => {
      const res = await alice.call('/api/mind-dumps', {
        method: 'POST',
        body: { text: MIND_DUMP, timeZone: 'Europe/Berlin' },
      });
      expect(res.status, await peek(res)).toBeLessThan(300);
      const body = (await res.json()) as {
        mindDumpId: string;
        summaries: { id: string }[];
        tasks: TaskJson[];
      };
      expect(body.summaries.length).toBeGreaterThan(0);
      expect(body.tasks.length).toBeGreaterThan(0);
      expect(body.tasks.some((t) => /plumber/i.test(t.title))).toBe(true);
      aliceTask = body.tasks[0]!;
      aliceSummaryId = body.summaries[0]!.id;

      const listed = (await (await alice.call('/api/tasks')).json()) as { tasks: TaskJson[] };
      expect(listed.tasks.map((t) => t.id)).toEqual(expect.arrayContaining(body.tasks.map((t) => t.id)));
      const summaries = (await (await alice.call('/api/summaries')).json()) as {
        summaries: { id: string }[];
      };
      expect(summaries.summaries.map((s) => s.id)).toContain(aliceSummaryId);
    });

    it('updates a task, and answers bad input with a 400', async () => {
      const res = await alice.call(`/api/tasks/${aliceTask.id}`, {
        method: 'PATCH',
        body: { progress: 50, title: 'Call the plumber today' },
      });
      expect(res.status, await peek(res)).toBe(200);
      const { task } = (await res.json()) as { task: TaskJson };
      expect(task).toMatchObject({ id: aliceTask.id, progress: 50, title: 'Call the plumber today' });

      const bad = await alice.call(`/api/tasks/${aliceTask.id}`, {
        method: 'PATCH',
        body: { progress: 150 },
      });
      expect(bad.status).toBe(400);
      expect(((await bad.json()) as { error: { message: unknown } }).error.message).toEqual(
        expect.any(String),
      );
    });

    it("keeps each user's data to themselves: another user's ids are 404", async () => {
      const bobTasks = (await (await bob.call('/api/tasks')).json()) as { tasks: TaskJson[] };
      expect(bobTasks.tasks.map((t) => t.id)).not.toContain(aliceTask.id);
      const bobSummaries = (await (await bob.call('/api/summaries')).json()) as {
        summaries: { id: string }[];
      };
      expect(bobSummaries.summaries.map((s) => s.id)).not.toContain(aliceSummaryId);

      const attempts = [
        bob.call(`/api/tasks/${aliceTask.id}`, { method: 'PATCH', body: { progress: 10 } }),
        bob.call(`/api/tasks/${aliceTask.id}`, { method: 'DELETE' }),
        bob.call(`/api/summaries/${aliceSummaryId}`, { method: 'PATCH', body: { archived: true } }),
        bob.call(`/api/summaries/${aliceSummaryId}`, { method: 'DELETE' }),
      ];
      for (const res of await Promise.all(attempts)) expect(res.status).toBe(404);

      const mine = (await (await alice.call('/api/tasks')).json()) as { tasks: TaskJson[] };
      expect(mine.tasks.find((t) => t.id === aliceTask.id)).toMatchObject({ progress: 50 });

      // A token names its user (a read's session check rides in the read): naming another user gains nothing.
      const forged = `${alice.userId}.${bob.token.slice(bob.token.indexOf('.') + 1)}`;
      for (const path of ['/api/tasks', '/api/summaries', '/api/events']) {
        const res = await target.fetch(path, { headers: { authorization: `Bearer ${forged}` } });
        expect({ path, status: res.status }).toEqual({ path, status: 401 });
        expect(await res.text()).not.toContain(aliceTask.id);
      }
    });

    it("sends a user's changes to their other clients and to no one else", async () => {
      expect((await target.fetch('/api/events')).status).toBe(401);
      const aliceTab1 = await events(alice);
      const aliceTab2 = await events(alice);
      const bobTab = await events(bob);

      const created = await alice.call('/api/tasks', { method: 'POST', body: { title: 'Water the plants' } });
      expect(created.status, await peek(created)).toBeLessThan(300);
      expect((await aliceTab1.nextChange()).topic).toBe('tasks');
      expect((await aliceTab2.nextChange()).topic).toBe('tasks');
      // Both of Alice's tabs have it, so the fan-out is done: Bob's tab must have stayed silent.
      await expect(bobTab.nextChange(300)).rejects.toThrow(/No change event/);

      await bob.call('/api/tasks', { method: 'POST', body: { title: "Bob's own task" } });
      expect((await bobTab.nextChange()).topic).toBe('tasks');
    });
  });
}

function json(method: string, body: Json): RequestInit {
  return { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) };
}

/** The body of a failed response, for the assertion message (clones, so the test can still read it). */
async function peek(res: Response): Promise<string> {
  return res.ok ? '' : `${res.status} ${await res.clone().text()}`;
}
