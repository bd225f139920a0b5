import { NOT_AUTHENTICATED_MESSAGE } from '@mynd/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, readJson } from '../helpers/test-app.js';

const t = await createTestApp();
afterAll(() => t.close());

describe('app skeleton', () => {
  it('answers health without auth', async () => {
    const res = await t.app.request('/api/health');
    expect(res.status).toBe(200);
    expect(await readJson(res)).toMatchObject({ ok: true, db: true, ai: 'local', mail: 'console' });
  });

  it('refuses protected routes without a session', async () => {
    for (const path of ['/api/tasks', '/api/tags', '/api/people', '/api/events', '/api/speech-to-text']) {
      const res = await t.app.request(path);
      expect(res.status, path).toBe(401);
      expect(await readJson(res)).toEqual({
        error: { code: 'unauthorized', message: NOT_AUTHENTICATED_MESSAGE },
      });
    }
  });

  it('answers unknown paths with a JSON 404', async () => {
    const user = await t.signUp();
    const res = await user.request('/api/nope');
    expect(res.status).toBe(404);
    expect(await readJson(res)).toEqual({ error: { code: 'not_found', message: 'Not found' } });
  });
});
