import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, readJson } from '../../test/helpers/test-app.js';
import { buildRequest } from '../../test/helpers/test-user.js';
import { createConsoleMailer } from './console.js';
import { createResendMailer } from './resend.js';

interface Received {
  method: string;
  url: string;
  authorization: string | undefined;
  body: unknown;
}

/** A stand-in for Resend's API on 127.0.0.1: records requests, answers with the configured status. */
let server: Server;
let baseUrl: string;
let status = 200;
const received: Received[] = [];

async function readBody(req: IncomingMessage): Promise<unknown> {
  let text = '';
  for await (const chunk of req) text += chunk;
  return JSON.parse(text);
}

beforeAll(async () => {
  server = createServer(async (req, res) => {
    received.push({
      method: req.method ?? '',
      url: req.url ?? '',
      authorization: req.headers.authorization,
      body: await readBody(req),
    });
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(status === 200 ? '{"id":"email_1"}' : '{"message":"nope"}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('resend mailer', () => {
  it('POSTs the message to /emails with the API key', async () => {
    status = 200;
    const mailer = createResendMailer({ apiKey: 're_test', from: 'Mynd <m@mynd.app>', baseUrl });
    await mailer.send({ to: 'a@example.com', subject: 'Hi', text: 'Body' });
    expect(received.at(-1)).toEqual({
      method: 'POST',
      url: '/emails',
      authorization: 'Bearer re_test',
      body: { from: 'Mynd <m@mynd.app>', to: ['a@example.com'], subject: 'Hi', text: 'Body' },
    });
  });

  it('rejects on a non-2xx answer and when the server is unreachable', async () => {
    status = 422;
    const mailer = createResendMailer({ apiKey: 'k', from: 'f@x.y', baseUrl });
    await expect(mailer.send({ to: 'a@example.com', subject: 's', text: 't' })).rejects.toThrow(/422/);
    const gone = createResendMailer({ apiKey: 'k', from: 'f@x.y', baseUrl: 'http://127.0.0.1:9' });
    await expect(gone.send({ to: 'a@example.com', subject: 's', text: 't' })).rejects.toThrow(/unreachable/);
  });

  it('a provider failure makes POST /api/auth/code answer 503 "Failed to send code"', async () => {
    status = 500;
    const t = await createTestApp({
      mailer: createResendMailer({ apiKey: 'k', from: 'f@x.y', baseUrl }),
      config: { mailProvider: 'resend' },
    });
    const res = await t.app.request(
      '/api/auth/code',
      buildRequest(null, { method: 'POST', json: { email: 'b@example.com' } }),
    );
    expect(res.status).toBe(503);
    expect((await readJson(res)).error.message).toBe('Failed to send code');
    status = 200;
    const retry = await t.app.request(
      '/api/auth/code',
      buildRequest(null, { method: 'POST', json: { email: 'b@example.com' } }),
    );
    expect(retry.status).toBe(200);
    const sent = received.at(-1)!.body as { text: string };
    expect(sent.text).toMatch(/\b\d{6}\b/);
    t.close();
  });
});

describe('console mailer', () => {
  it('prints the code and keeps the last 50 messages, newest first', async () => {
    const lines: string[] = [];
    const mailer = createConsoleMailer({ log: (l) => lines.push(l) });
    for (let i = 0; i < 55; i++) {
      await mailer.send({
        to: `u${i % 2}@x.y`,
        subject: 'Code',
        text: `Your code is ${String(i).padStart(6, '0')}.`,
      });
    }
    expect(lines[0]).toContain('000000');
    expect(mailer.outbox()).toHaveLength(50);
    expect(mailer.outbox()[0]?.code).toBe('000054');
    expect(mailer.outbox('U1@x.y').every((m) => m.to === 'u1@x.y')).toBe(true);
  });
});
