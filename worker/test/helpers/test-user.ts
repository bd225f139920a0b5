/**
 * @module test/helpers/test-user — a signed-in test user and its request helper (JSON body, Bearer token).
 */
import type { Hono } from 'hono';
import type { AppDeps } from '../../src/app.js';
import type { AppEnv } from '../../src/app-env.js';
import { createSession } from '../../src/auth/session.js';
import { insertUser } from '../../src/auth/users.js';
import { hasOutbox } from '../../src/mail/types.js';

export type TestRequestInit = Omit<RequestInit, 'body'> & {
  /** Sent as JSON with `content-type: application/json`. */
  json?: unknown;
  body?: RequestInit['body'];
};

export interface TestUser {
  userId: string;
  email: string;
  token: string;
  request(path: string, init?: TestRequestInit): Promise<Response>;
}

/** Builds the request the app sees: Bearer auth unless the caller set Authorization (or null to omit it). */
export function buildRequest(token: string | null, init: TestRequestInit = {}): RequestInit {
  const { json, headers: given, ...rest } = init;
  const headers = new Headers(given);
  if (token && !headers.has('authorization')) headers.set('authorization', `Bearer ${token}`);
  const request: RequestInit = { ...rest, headers };
  if (json !== undefined) {
    headers.set('content-type', 'application/json');
    request.body = JSON.stringify(json);
  }
  return request;
}

/** Gives each signed-up test user its own client IP, so per-IP code limits never trip in setup. */
export function ipEnv(n: number) {
  return { incoming: { socket: { remoteAddress: `10.0.${Math.floor(n / 250) % 250}.${(n % 250) + 1}` } } };
}

export async function createTestUser(
  app: Hono<AppEnv>,
  deps: AppDeps,
  email: string,
  n: number,
): Promise<TestUser> {
  let token: string;
  let userId: string;
  if (hasOutbox(deps.mailer)) {
    const sent = await app.request(
      '/api/auth/code',
      buildRequest(null, { method: 'POST', json: { email } }),
      ipEnv(n),
    );
    if (sent.status !== 200)
      throw new Error(`signUp: sending the code failed (${sent.status} ${await sent.text()})`);
    const code = deps.mailer.outbox(email)[0]?.code;
    const verified = await app.request(
      '/api/auth/code/verify',
      buildRequest(null, { method: 'POST', json: { email, code } }),
      ipEnv(n),
    );
    if (verified.status !== 200)
      throw new Error(`signUp: verify failed (${verified.status} ${await verified.text()})`);
    const body = (await verified.json()) as { token: string; user: { id: string } };
    token = body.token;
    userId = body.user.id;
  } else {
    // A test replaced the mailer (e.g. one that fails): create the account directly.
    const user = await insertUser(deps.db, email, deps.clock?.now() ?? new Date());
    token = (await createSession(deps.db, user.id)).token;
    userId = user.id;
  }
  return {
    userId,
    email,
    token,
    request: (path, init) => Promise.resolve(app.request(path, buildRequest(token, init), ipEnv(n))),
  };
}

/** The JSON body of a response, loosely typed for assertions (responses are checked against schemas elsewhere). */
// biome-ignore lint/suspicious/noExplicitAny: test assertions read arbitrary response shapes.
export async function readJson(res: Response): Promise<any> {
  return res.json();
}
