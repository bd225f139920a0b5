/**
 * @module test/helpers/test-user — a signed-in test user and its request helper (JSON body, Bearer token).
 */
import type { Hono } from 'hono';
import type { AppDeps } from '../../src/app.js';
import type { AppEnv } from '../../src/app-env.js';
import { createSession } from '../../src/auth/session.js';
import { insertUser } from '../../src/auth/users.js';

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

export async function createTestUser(
  app: Hono<AppEnv>,
  deps: AppDeps,
  email: string,
  _n: number,
): Promise<TestUser> {
  const now = deps.clock?.now() ?? new Date();
  const user = await insertUser(deps.db, email, now);
  const { token } = await createSession(deps.db, user.id);
  return {
    userId: user.id,
    email,
    token,
    request: (path, init) => Promise.resolve(app.request(path, buildRequest(token, init))),
  };
}
