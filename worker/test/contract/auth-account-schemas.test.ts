/**
 * Every response of the api-core routes parses with the @mynd/shared schema the clients use.
 */
import {
  AccountExportSchema,
  DeleteAllTasksResponseSchema,
  DeleteTagResponseSchema,
  ErrorResponseSchema,
  HealthResponseSchema,
  MeResponseSchema,
  OkResponseSchema,
  OutboxResponseSchema,
  PeopleOverviewResponseSchema,
  PersonListResponseSchema,
  PersonResponseSchema,
  ProfileResponseSchema,
  SendCodeResponseSchema,
  SessionResponseSchema,
  TagListResponseSchema,
  TagResponseSchema,
} from '@mynd/shared';
import { afterAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { buildRequest, createTestApp, readJson } from '../helpers/test-app.js';

const t = await createTestApp();
afterAll(() => t.close());

async function expectShape(resPromise: Promise<Response> | Response, schema: z.ZodType, status = 200) {
  const res = await resPromise;
  expect(res.status).toBe(status);
  const parsed = schema.safeParse(await readJson(res));
  expect(parsed.success, parsed.success ? '' : JSON.stringify(parsed.error.issues)).toBe(true);
}

describe('responses match the shared schemas', () => {
  it('auth, dev and health', async () => {
    const email = 'contract@example.com';
    const post = (path: string, json: unknown) =>
      t.app.request(path, buildRequest(null, { method: 'POST', json }));
    await expectShape(t.app.request('/api/health'), HealthResponseSchema);
    await expectShape(post('/api/auth/code', { email }), SendCodeResponseSchema);
    await expectShape(post('/api/auth/code', { email }), ErrorResponseSchema, 429);
    await expectShape(t.app.request(`/api/dev/outbox?email=${email}`), OutboxResponseSchema);
    await expectShape(post('/api/auth/code/verify', { email, code: 'abc' }), ErrorResponseSchema, 400);
    await expectShape(post('/api/auth/sign-in', { email, password: 'nope-nope' }), ErrorResponseSchema, 401);
    const user = await t.signUp();
    await expectShape(user.request('/api/auth/me'), MeResponseSchema);
    await expectShape(
      user.request('/api/auth/password', { method: 'POST', json: { newPassword: 'pass-word' } }),
      OkResponseSchema,
    );
    await expectShape(
      post('/api/auth/sign-in', { email: user.email, password: 'pass-word' }),
      SessionResponseSchema,
    );
    await expectShape(user.request('/api/auth/sign-out', { method: 'POST' }), OkResponseSchema);
  });

  it('tags, profile, people and account', async () => {
    const user = await t.signUp();
    await expectShape(user.request('/api/tags'), TagListResponseSchema);
    await expectShape(
      user.request('/api/tags', { method: 'POST', json: { name: 'New' } }),
      TagResponseSchema,
      201,
    );
    await expectShape(
      user.request('/api/tags/New', { method: 'PATCH', json: { color: 'hsl(0,72%,51%)' } }),
      TagResponseSchema,
    );
    await expectShape(user.request('/api/tags/New', { method: 'DELETE' }), DeleteTagResponseSchema);
    await expectShape(user.request('/api/profile'), ProfileResponseSchema);
    await expectShape(
      user.request('/api/profile', { method: 'PATCH', json: { role: 'CTO' } }),
      ProfileResponseSchema,
    );
    const created = await user.request('/api/people', { method: 'POST', json: { name: 'Ann' } });
    const { person } = await readJson(created.clone());
    await expectShape(created, PersonResponseSchema, 201);
    await expectShape(user.request('/api/people'), PersonListResponseSchema);
    await expectShape(
      user.request(`/api/people/${person.id}`, { method: 'PATCH', json: { name: 'Anne' } }),
      PersonResponseSchema,
    );
    await expectShape(user.request('/api/people/overview'), PeopleOverviewResponseSchema);
    await expectShape(user.request(`/api/people/${person.id}`, { method: 'DELETE' }), OkResponseSchema);
    await expectShape(user.request('/api/account/export'), AccountExportSchema);
    await expectShape(user.request('/api/account/tasks', { method: 'DELETE' }), DeleteAllTasksResponseSchema);
    await expectShape(user.request('/api/account', { method: 'DELETE' }), OkResponseSchema);
  });
});
