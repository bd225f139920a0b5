import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { profiles } from '../../src/db/schema.js';
import { createTestApp, readJson } from '../helpers/test-app.js';

const t = await createTestApp();
afterAll(() => t.close());

const defaults = {
  hasSeenIntro: false,
  themePreference: 'system',
  userPosition: null,
  userDepartment: null,
  reportsTo: null,
  isManager: false,
  industry: null,
  role: null,
  company: null,
  currencyPreference: 'USD',
  reminderTime: null,
};

describe('profile', () => {
  it('GET answers the defaults, creating the row on demand', async () => {
    const user = await t.signUp();
    await t.db.delete(profiles).where(eq(profiles.userId, user.userId));
    const res = await user.request('/api/profile');
    expect(res.status).toBe(200);
    expect(await readJson(res)).toEqual({ profile: defaults });
  });

  it('PATCH updates only the given fields; empty text clears a field', async () => {
    const user = await t.signUp();
    const res = await user.request('/api/profile', {
      method: 'PATCH',
      json: {
        role: ' CTO ',
        company: 'Acme',
        isManager: true,
        currencyPreference: 'eur',
        themePreference: 'dark',
      },
    });
    expect(res.status).toBe(200);
    expect((await readJson(res)).profile).toEqual({
      ...defaults,
      role: 'CTO',
      company: 'Acme',
      isManager: true,
      currencyPreference: 'EUR',
      themePreference: 'dark',
    });
    const cleared = await user.request('/api/profile', {
      method: 'PATCH',
      json: { company: '', hasSeenIntro: true },
    });
    expect((await readJson(cleared)).profile).toMatchObject({
      company: null,
      role: 'CTO',
      hasSeenIntro: true,
    });
  });

  it.each([
    [{}, 'Nothing to update'],
    [{ themePreference: 'blue' }, 'Theme must be light, dark or system'],
    [{ role: 'x'.repeat(101) }, 'Role must be at most 100 characters'],
    [{ currencyPreference: '' }, 'Currency is required'],
    [{ isManager: 'yes' }, 'isManager: Invalid input: expected boolean, received string'],
  ])('PATCH refuses %j with 400 "%s"', async (json, message) => {
    const user = await t.signUp();
    const res = await user.request('/api/profile', { method: 'PATCH', json });
    expect(res.status).toBe(400);
    expect((await readJson(res)).error.message).toBe(message);
  });

  it('isolation: each user sees only their own profile', async () => {
    const a = await t.signUp();
    const b = await t.signUp();
    await a.request('/api/profile', { method: 'PATCH', json: { company: 'A Corp' } });
    expect((await readJson(await b.request('/api/profile'))).profile.company).toBeNull();
  });
});
