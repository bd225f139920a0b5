/**
 * The one mapping from domain errors to HTTP: each kind answers its status with the shared envelope (code,
 * message, fields, retryAfter + Retry-After), an AI provider's error keeps its 502/503/504, anything else is a
 * 500 without internals.
 */
import { Hono } from 'hono';
import { describe, expect, it, vi } from 'vitest';
import { AiError } from '../ai/errors.js';
import type { AppEnv } from '../app-env.js';
import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  RateLimitedError,
  UnauthorizedError,
  UnavailableError,
  UpstreamError,
  UpstreamTimeoutError,
  ValidationError,
} from '../lib/errors.js';
import { handleError } from './error-handler.js';

async function answer(error: Error) {
  const app = new Hono<AppEnv>();
  app.get('/', () => {
    throw error;
  });
  app.onError(handleError);
  const res = await app.request('/');
  return { status: res.status, body: await res.json(), retryAfter: res.headers.get('Retry-After') };
}

describe('handleError', () => {
  it.each([
    [new ValidationError('Title is too long', { title: 'Title is too long' }), 400, 'bad_request'],
    [new UnauthorizedError('Not signed in'), 401, 'unauthorized'],
    [new ForbiddenError('Cross-site request refused'), 403, 'forbidden'],
    [new NotFoundError('Task not found'), 404, 'not_found'],
    [new ConflictError('Tag already exists'), 409, 'conflict'],
    [new UpstreamError('The AI answered nonsense'), 502, 'bad_gateway'],
    [new UnavailableError('Mail is down'), 503, 'unavailable'],
    [new UpstreamTimeoutError('The AI took too long'), 504, 'timeout'],
  ] as const)('%s → %i', async (error, status, code) => {
    const res = await answer(error);
    expect(res.status).toBe(status);
    expect(res.body).toEqual({ error: { code, message: error.message, ...error.extra } });
  });

  it('sends Retry-After with a rate limit', async () => {
    const res = await answer(new RateLimitedError('Please wait', 17));
    expect(res).toEqual({
      status: 429,
      body: { error: { code: 'rate_limited', message: 'Please wait', retryAfter: 17 } },
      retryAfter: '17',
    });
  });

  it('answers a domain error the database layer wrapped (its cause) by that error, without the SQL', async () => {
    const wrapped = new Error('Failed query: select secret_column from sessions', {
      cause: new UnauthorizedError('Not signed in'),
    });
    const res = await answer(wrapped);
    expect(res).toMatchObject({
      status: 401,
      body: { error: { code: 'unauthorized', message: 'Not signed in' } },
    });
    expect(JSON.stringify(res.body)).not.toContain('secret_column');
  });

  it('keeps an AI provider error’s status and hides anything else behind a 500', async () => {
    expect((await answer(new AiError('The AI is not configured', 503))).status).toBe(503);
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const res = await answer(new Error('SQLITE_CONSTRAINT: secret detail'));
    log.mockRestore();
    expect(res.status).toBe(500);
    expect(JSON.stringify(res.body)).not.toContain('SQLITE');
  });
});
