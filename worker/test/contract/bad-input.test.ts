import { afterAll, describe, expect, it, vi } from 'vitest';
import { createMemoryEventHub } from '../../src/events/memory-hub.js';
import { createTestApp, readJson } from '../helpers/test-app.js';

const t = await createTestApp();
afterAll(() => t.close());
const user = await t.signUp();

const raw = (path: string, method: string, body: string, contentType = 'application/json') =>
  user.request(path, { method, body, headers: { 'content-type': contentType } });

describe('bad input is a clear 400, never a 500', () => {
  it.each([
    ['/api/people', 'POST'],
    ['/api/tags', 'POST'],
    ['/api/profile', 'PATCH'],
    ['/api/auth/code', 'POST'],
    ['/api/auth/password', 'POST'],
  ])('malformed JSON to %s %s', async (path, method) => {
    const res = await raw(path, method, '{"name": "x",');
    expect(res.status).toBe(400);
    expect(await readJson(res)).toEqual({
      error: { code: 'bad_request', message: 'Request body must be valid JSON' },
    });
  });

  it.each(['[]', 'null', '"text"', '42'])('a non-object body %s', async (body) => {
    const res = await raw('/api/people', 'POST', body);
    expect(res.status).toBe(400);
    expect((await readJson(res)).error.message).toBe('Request body must be a JSON object');
  });

  it('a JSON body sent as text/plain is read as no body', async () => {
    const res = await raw('/api/people', 'POST', '{"name":"Ann"}', 'text/plain');
    expect(res.status).toBe(400);
    expect((await readJson(res)).error.message).toBe('Name is required');
  });

  it('wrong types name the field and list every field', async () => {
    const res = await user.request('/api/profile', {
      method: 'PATCH',
      json: { isManager: 'yes', hasSeenIntro: 1 },
    });
    expect(res.status).toBe(400);
    const body = await readJson(res);
    expect(body.error.message).toBe('hasSeenIntro: Invalid input: expected boolean, received number');
    expect(Object.keys(body.error.fields).sort()).toEqual(['hasSeenIntro', 'isManager']);
  });

  it('an over-long id is refused before any query', async () => {
    const res = await user.request(`/api/people/${'x'.repeat(65)}`, { method: 'PATCH', json: { name: 'A' } });
    expect(res.status).toBe(400);
    expect((await readJson(res)).error.message).toBe('Id is too long');
  });

  it('a body over 1 MB is 413', async () => {
    const res = await user.request('/api/people', { method: 'POST', json: { name: 'x'.repeat(1_100_000) } });
    expect(res.status).toBe(413);
    expect(await readJson(res)).toEqual({
      error: { code: 'payload_too_large', message: 'Request body is too large (at most 1 MB)' },
    });
  });

  it('speech-to-text accepts larger bodies (recorded audio)', async () => {
    const res = await user.request('/api/speech-to-text', {
      method: 'POST',
      json: { audio: 'A'.repeat(2_000_000), mimeType: 'audio/webm' },
    });
    expect(res.status).not.toBe(413);
    expect(res.status).not.toBe(500);
  });
});

describe('unexpected failures', () => {
  it('answer a generic 500 without internals, logged with the request id', async () => {
    const broken = await createTestApp();
    const victim = await broken.signUp();
    broken.close();
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const res = await victim.request('/api/people');
      expect(res.status).toBe(500);
      const text = await res.text();
      expect(JSON.parse(text)).toEqual({
        error: { code: 'internal', message: 'Something went wrong on our side. Please try again.' },
      });
      expect(text).not.toMatch(/libsql|CLIENT_CLOSED|at /i);
      const requestId = res.headers.get('x-request-id');
      expect(requestId).toBeTruthy();
      expect(String(log.mock.calls[0]?.[0])).toContain(requestId!);
    } finally {
      log.mockRestore();
    }
  });

  it('a failing event bus does not fail the change that was saved', async () => {
    const hub = createMemoryEventHub();
    const flaky = await createTestApp({
      events: {
        publish: async () => {
          throw new Error('bus down');
        },
        subscribe: hub.subscribe,
      },
    });
    const u = await flaky.signUp();
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const res = await u.request('/api/people', { method: 'POST', json: { name: 'Kept' } });
      expect(res.status).toBe(201);
      expect((await readJson(await u.request('/api/people'))).people).toHaveLength(1);
      expect(log).toHaveBeenCalled();
    } finally {
      log.mockRestore();
      flaky.close();
    }
  });
});
