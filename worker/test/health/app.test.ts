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

  it.each([
    ['GET', '/api/auth/me'],
    ['POST', '/api/auth/sign-out'],
    ['POST', '/api/auth/password'],
    ['GET', '/api/account/export'],
    ['DELETE', '/api/account'],
    ['DELETE', '/api/account/tasks'],
    ['GET', '/api/events'],
    ['GET', '/api/tags'],
    ['POST', '/api/tags'],
    ['PATCH', '/api/tags/Life'],
    ['DELETE', '/api/tags/Life'],
    ['GET', '/api/profile'],
    ['PATCH', '/api/profile'],
    ['GET', '/api/people'],
    ['GET', '/api/people/overview'],
    ['POST', '/api/people'],
    ['PATCH', '/api/people/x'],
    ['DELETE', '/api/people/x'],
    ['GET', '/api/tasks'],
    ['GET', '/api/summaries'],
    ['GET', '/api/mind-dumps'],
    ['GET', '/api/analytics/dashboard'],
    ['GET', '/api/org-chart'],
    ['POST', '/api/speech-to-text'],
  ])('refuses %s %s without a session', async (method, path) => {
    for (const headers of <Record<string, string>[]>[{}, { authorization: 'Bearer not-a-session' }]) {
      const res = await t.app.request(path, { method, headers });
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
