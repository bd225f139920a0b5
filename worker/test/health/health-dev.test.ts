import { afterAll, describe, expect, it } from 'vitest';
import { createResendMailer } from '../../src/mail/resend.js';
import { buildRequest, createTestApp, readJson } from '../helpers/test-app.js';

const t = await createTestApp();
afterAll(() => t.close());

describe('health', () => {
  it('answers without auth with the providers', async () => {
    const res = await t.app.request('/api/health');
    expect(res.status).toBe(200);
    expect(await readJson(res)).toEqual({
      ok: true,
      db: true,
      ai: 'local',
      mail: 'console',
      transcription: false,
    });
  });

  it('answers 503 with db:false when the database is gone', async () => {
    const broken = await createTestApp();
    broken.close();
    const res = await broken.app.request('/api/health');
    expect(res.status).toBe(503);
    expect(await readJson(res)).toMatchObject({ ok: false, db: false });
  });
});

describe('dev outbox', () => {
  it('lists the codes sent to an email, newest first', async () => {
    const email = 'outbox@example.com';
    await t.app.request('/api/auth/code', buildRequest(null, { method: 'POST', json: { email } }));
    const res = await t.app.request(`/api/dev/outbox?email=${encodeURIComponent('Outbox@example.com')}`);
    expect(res.status).toBe(200);
    const { messages } = await readJson(res);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ to: email, code: expect.stringMatching(/^\d{6}$/) });
    expect(messages[0].text).toContain(messages[0].code);
  });

  it('does not exist with a real mail provider', async () => {
    const real = await createTestApp({
      mailer: createResendMailer({ apiKey: 'k', from: 'a@b.c', baseUrl: 'http://127.0.0.1:9' }),
      config: { mailProvider: 'resend' },
    });
    const res = await real.app.request('/api/dev/outbox');
    expect(res.status).toBe(404);
    real.close();
  });
});
