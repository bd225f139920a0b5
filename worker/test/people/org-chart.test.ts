import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AiError } from '../../src/ai/errors.js';
import { people, profiles } from '../../src/db/schema.js';
import { type ContentApp, call, makePerson, withContentApp } from '../helpers/content-helpers.js';
import type { TestUser } from '../helpers/test-app.js';

let t: ContentApp;
let a: TestUser;
withContentApp((...app) => ([t, a] = app));

const chartJson = (email: string) =>
  JSON.stringify({
    employees: [
      { name: 'Dana Reyes', role: 'CEO', email: 'dana@example.com' },
      { name: 'Sam Lee', role: 'CTO', reportsTo: 'Dana Reyes', email },
      { name: 'sarah connor', role: 'Engineer', reportsTo: 'Sam Lee' },
    ],
  });

describe('org chart', () => {
  it('has none at first, stores one per user and replaces it on a new upload', async () => {
    const u = await t.signUp();
    expect(await call(u, 'GET', '/api/org-chart')).toEqual({ status: 200, body: { orgChart: null } });
    const first = await call(u, 'PUT', '/api/org-chart', {
      fileName: 'team.json',
      content: chartJson('sam@example.com'),
    });
    expect(first.status).toBe(200);
    expect(first.body.orgChart.chartName).toBe('Organization Chart');
    expect(first.body.orgChart.people.map((p: { name: string }) => p.name)).toEqual([
      'Dana Reyes',
      'Sam Lee',
      'sarah connor',
    ]);
    const md = '# Engineering\n- Alice Smith\n- Bob Jones\n';
    const second = await call(u, 'PUT', '/api/org-chart', {
      fileName: 'ORG.MD',
      content: md,
      chartName: 'Eng',
    });
    expect(second.status).toBe(200);
    expect(second.body.orgChart.id).toBe(first.body.orgChart.id);
    expect(second.body.orgChart).toMatchObject({
      chartName: 'Eng',
      chartData: { format: 'text', content: md },
    });
    expect(second.body.orgChart.people.map((p: { name: string }) => p.name)).toEqual([
      'Alice Smith',
      'Bob Jones',
    ]);
    expect(t.events.topics(u.userId)).toEqual(['org-chart', 'org-chart']);
    expect(await call(u, 'DELETE', '/api/org-chart')).toEqual({ status: 200, body: { ok: true } });
    expect((await call(u, 'GET', '/api/org-chart')).body.orgChart).toBeNull();
    expect((await call(u, 'DELETE', '/api/org-chart')).status).toBe(404);
  });

  it.each([
    [{ fileName: 'chart.pdf', content: 'x' }, 'Unsupported file format. Please use JSON, MD, or TXT files.'],
    [{ fileName: 'chart.json', content: '{not json' }, 'The org chart file is not valid JSON.'],
    [{ fileName: 'chart.json', content: '{"title": "no people"}' }, 'No People Found'],
    [{ fileName: 'chart.txt', content: '   ' }, 'The org chart file is empty.'],
    [{ fileName: '', content: 'x' }, 'File name is required'],
    [{ fileName: 'a.txt', content: 'x'.repeat(1_000_001) }, 'too large'],
  ])('refuses %#: 400 "%s"', async (input, message) => {
    const u = await t.signUp();
    const { status, body } = await call(u, 'PUT', '/api/org-chart', input);
    expect([400, 413]).toContain(status);
    if (status === 400) expect(body.error.message).toContain(message);
    expect((await call(u, 'GET', '/api/org-chart')).body.orgChart).toBeNull();
  });

  it('keeps charts apart per user', async () => {
    const u = await t.signUp();
    const other = await t.signUp();
    await call(u, 'PUT', '/api/org-chart', { fileName: 'team.json', content: chartJson('x@example.com') });
    expect((await call(other, 'GET', '/api/org-chart')).body.orgChart).toBeNull();
    expect((await call(other, 'DELETE', '/api/org-chart')).status).toBe(404);
    expect((await call(u, 'GET', '/api/org-chart')).body.orgChart).not.toBeNull();
  });
});

describe('POST /api/org-chart/sync', () => {
  it('adds only names not already present, never the user themself, and finds the user by email', async () => {
    const u = await t.signUp('sam@example.com');
    await makePerson(t.db, u.userId, 'Sarah Connor');
    await call(u, 'PUT', '/api/org-chart', { fileName: 'team.json', content: chartJson('sam@example.com') });
    const { status, body } = await call(u, 'POST', '/api/org-chart/sync');
    expect(status).toBe(200);
    expect(body.added).toEqual(['Dana Reyes']);
    expect(body.me).toMatchObject({ name: 'Sam Lee', role: 'CTO' });
    const names = (await t.db.select().from(people).where(eq(people.userId, u.userId)))
      .map((p) => p.name)
      .sort();
    expect(names).toEqual(['Dana Reyes', 'Sarah Connor']);
    const again = await call(u, 'POST', '/api/org-chart/sync');
    expect(again.body.added).toEqual([]);
  });

  it('adds near-duplicate names once (shared isSamePersonName)', async () => {
    const u = await t.signUp();
    await makePerson(t.db, u.userId, 'Dana');
    const content = JSON.stringify({
      employees: [
        { name: 'Dana Reyes', role: 'CEO' },
        { name: 'Dr. Priya Nair (CFO)' },
        { name: 'Nair, Priya' },
        { name: 'Pria Nair' },
        { name: 'Tom Hardy' },
        { name: 'Tim Hardy' },
      ],
    });
    await call(u, 'PUT', '/api/org-chart', { fileName: 'team.json', content });
    const { body } = await call(u, 'POST', '/api/org-chart/sync');
    expect(body.added).toEqual(['Dr. Priya Nair (CFO)', 'Tom Hardy', 'Tim Hardy']);
  });

  it('finds the user by profile position, else answers me: null', async () => {
    const u = await t.signUp();
    await call(u, 'PUT', '/api/org-chart', {
      fileName: 'team.json',
      content: chartJson('nobody@example.com'),
    });
    expect((await call(u, 'POST', '/api/org-chart/sync')).body.me).toBeNull();
    await t.db.update(profiles).set({ userPosition: 'ceo' }).where(eq(profiles.userId, u.userId));
    expect((await call(u, 'POST', '/api/org-chart/sync')).body.me).toMatchObject({ name: 'Dana Reyes' });
  });

  it('answers 404 without a chart', async () => {
    const u = await t.signUp();
    const { status, body } = await call(u, 'POST', '/api/org-chart/sync');
    expect(status).toBe(404);
    expect(body.error.message).toBe('No org chart uploaded yet. Upload one first.');
  });
});

describe('POST /api/speech-to-text', () => {
  it('answers 503 when the provider cannot transcribe', async () => {
    const { status, body } = await call(a, 'POST', '/api/speech-to-text', {
      audio: 'AAAA',
      mimeType: 'audio/webm',
    });
    if (t.ai.canTranscribe) return;
    expect(status).toBe(503);
    expect(body.error).toEqual({ code: 'unavailable', message: 'Transcription is not configured' });
  });

  it('decodes the audio and returns the text', async () => {
    let received: { bytes: number[]; mimeType: string } | null = null;
    t.ai.script.canTranscribe = true;
    t.ai.script.transcribe = async (audio, mimeType) => {
      received = { bytes: [...audio], mimeType };
      return ' hello world ';
    };
    const res = await call(a, 'POST', '/api/speech-to-text', {
      audio: btoa('\x01\x02\x03'),
      mimeType: 'audio/webm;codecs=opus',
    });
    expect(res).toEqual({ status: 200, body: { text: 'hello world' } });
    expect(received).toEqual({ bytes: [1, 2, 3], mimeType: 'audio/webm;codecs=opus' });
    t.ai.script.transcribe = async () => {
      throw new AiError('The AI service took too long to answer. Please try again.', 504);
    };
    const slow = await call(a, 'POST', '/api/speech-to-text', { audio: 'AAAA' });
    delete t.ai.script.transcribe;
    delete t.ai.script.canTranscribe;
    expect(slow.status).toBe(504);
  });

  it.each([
    [{ mimeType: 'audio/webm' }, 'Audio is required'],
    [{ audio: 'data:audio/webm;base64,AAAA' }, 'Audio must be base64 without a data: prefix'],
    [{ audio: 'AAAA', mimeType: 'text/plain' }, 'mimeType must be an audio type'],
  ])('refuses %j with 400', async (input, message) => {
    const { status, body } = await call(a, 'POST', '/api/speech-to-text', input);
    expect(status).toBe(400);
    expect(body.error.message).toContain(message);
  });
});
