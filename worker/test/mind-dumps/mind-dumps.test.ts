import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AiError } from '../../src/ai/errors.js';
import type { MindDumpResult } from '../../src/ai/provider.js';
import { mindDumpHistory, summaryCards, tasks, userLocks } from '../../src/db/schema.js';
import { type ContentApp, call, makePerson, withContentApp } from '../helpers/content-helpers.js';
import type { TestUser } from '../helpers/test-app.js';

let t: ContentApp;
let b: TestUser;
withContentApp((...app) => ([t, b] = app));

const answer: MindDumpResult = {
  topics: [
    { title: 'Infrastructure', summary: 'The TLS certificate expires soon and the gateway needs a patch.' },
    { title: 'Family', summary: 'Plan the birthday party.' },
  ],
  tasks: [
    {
      title: 'Renew the TLS certificate',
      description: 'It expires next week',
      tag: 'Work-DevOps',
      dueDate: '2026-11-27',
      dueText: 'by Friday',
      sourceText: 'Sarah should renew the TLS certificate by Friday.',
      people: ['sarah', 'Priya'],
      topicIndex: 0,
    },
    {
      title: 'Book the party venue',
      description: '',
      tag: 'Not a tag of mine',
      dueDate: null,
      dueText: null,
      sourceText: 'Book the venue.',
      people: [],
      topicIndex: 1,
    },
  ],
};

const rowsOf = async (userId: string) => ({
  tasks: await t.db.select().from(tasks).where(eq(tasks.userId, userId)),
  summaries: await t.db.select().from(summaryCards).where(eq(summaryCards.userId, userId)),
  history: await t.db.select().from(mindDumpHistory).where(eq(mindDumpHistory.userId, userId)),
});

describe('POST /api/mind-dumps', () => {
  it('creates summary cards and tasks, links named people and records the history', async () => {
    const u = await t.signUp();
    const sarah = await makePerson(t.db, u.userId, 'Sarah');
    let seen: { text: string; timeZone: string; tags: string[] } | null = null;
    t.ai.script.processMindDump = async (text, ctx) => {
      seen = { text, timeZone: ctx.timeZone, tags: ctx.tags };
      return answer;
    };
    const { status, body } = await call(u, 'POST', '/api/mind-dumps', {
      text: '  Sarah should renew the TLS certificate by Friday. Book the venue.  ',
      timeZone: 'Europe/Berlin',
    });
    delete t.ai.script.processMindDump;
    expect(status).toBe(201);
    expect(seen).toMatchObject({
      text: 'Sarah should renew the TLS certificate by Friday. Book the venue.',
      timeZone: 'Europe/Berlin',
    });
    expect(seen!.tags).toContain('Unsorted');
    expect(body.summaries.map((s: { topicTitle: string }) => s.topicTitle)).toEqual([
      'Infrastructure',
      'Family',
    ]);
    const [tls, venue] = body.tasks;
    expect(tls).toMatchObject({
      title: 'Renew the TLS certificate',
      tag: 'Work-DevOps',
      dueDate: '2026-11-27',
      dueText: 'by Friday',
      sourceText: 'Sarah should renew the TLS certificate by Friday.',
      mindDumpId: body.mindDumpId,
      summaryId: body.summaries[0].id,
    });
    expect(tls.assignees.map((p: { name: string }) => p.name).sort()).toEqual(['Priya', 'Sarah']);
    expect(tls.assignees.find((p: { name: string }) => p.name === 'Sarah').id).toBe(sarah.id);
    expect(venue).toMatchObject({ tag: 'Unsorted', dueDate: '2026-12-05', summaryId: body.summaries[1].id });
    expect(tls.formattedId).toBe('26112101');
    expect(venue.formattedId).toBe('26112102');
    const history = await call(u, 'GET', '/api/mind-dumps');
    expect(history.body.entries).toHaveLength(1);
    expect(history.body.entries[0]).toMatchObject({
      id: body.mindDumpId,
      status: 'done',
      error: null,
      summary: 'Infrastructure; Family',
      expiresAt: '2026-11-28T08:00:00.000Z',
      tasksCreated: [
        { title: 'Renew the TLS certificate', description: 'It expires next week', tag: 'Work-DevOps' },
        { title: 'Book the party venue', description: '', tag: 'Unsorted' },
      ],
    });
    expect(new Set(t.events.topics(u.userId))).toEqual(
      new Set(['summaries', 'tasks', 'assignees', 'people', 'mind-dumps']),
    );
  });

  it('works end to end with the configured provider', async () => {
    const u = await t.signUp();
    const { status, body } = await call(u, 'POST', '/api/mind-dumps', {
      text: 'I need to renew the TLS certificate on the API gateway by Friday. Also call the plumber tomorrow.',
    });
    expect(status).toBe(201);
    expect(body.mindDumpId).toBeTruthy();
    expect(Array.isArray(body.tasks)).toBe(true);
    expect(Array.isArray(body.suggestions)).toBe(true);
  });

  it('suggests an assignee for new tasks from the user’s history', async () => {
    const u = await t.signUp();
    t.ai.script.processMindDump = async () => ({ topics: [], tasks: [answer.tasks[0]!] });
    await call(u, 'POST', '/api/mind-dumps', { text: 'first' });
    t.ai.script.processMindDump = async () => ({
      topics: [],
      tasks: [{ ...answer.tasks[0]!, title: 'Renew the TLS certificate for mail', people: [] }],
    });
    const { body } = await call(u, 'POST', '/api/mind-dumps', { text: 'second' });
    delete t.ai.script.processMindDump;
    expect(body.suggestions).toHaveLength(1);
    expect(body.suggestions[0]).toMatchObject({
      taskId: body.tasks[0].id,
      similarTaskTitle: 'Renew the TLS certificate',
    });
  });

  it('refuses a second mind dump while the first is processing (409), then accepts again', async () => {
    const u = await t.signUp();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let calls = 0;
    let onCall: (() => void) | null = null;
    const nextCall = () =>
      new Promise<void>((resolve) => {
        onCall = resolve;
      });
    t.ai.script.processMindDump = async () => {
      calls++;
      onCall?.();
      await gate;
      return answer;
    };
    let inside = nextCall();
    const first = call(u, 'POST', '/api/mind-dumps', { text: 'slow one', clientId: 'cap-in-flight' });
    await inside;
    const second = await call(u, 'POST', '/api/mind-dumps', { text: 'impatient one' });
    expect(second.status).toBe(409);
    expect(second.body.error).toEqual({ code: 'conflict', message: 'Already processing mind dump' });
    expect(calls).toBe(1);
    // The refused dump wrote nothing; the first one's text was saved before its AI ran.
    expect(await entriesOf(u.userId)).toEqual([['slow one', 'processing']]);
    // The same capture sent again while it runs is refused too, and its entry is left as it is.
    const again = await call(u, 'POST', '/api/mind-dumps', {
      text: 'edited meanwhile',
      clientId: 'cap-in-flight',
    });
    expect(again.status).toBe(409);
    expect(await entriesOf(u.userId)).toEqual([['slow one', 'processing']]);
    // Another user is not blocked: their dump reaches the AI while the first one is still inside.
    inside = nextCall();
    const other = call(b, 'POST', '/api/mind-dumps', { text: 'someone else' });
    await inside;
    expect(calls).toBe(2);
    release();
    expect((await first).status).toBe(201);
    expect((await other).status).toBe(201);
    delete t.ai.script.processMindDump;
    expect((await call(u, 'POST', '/api/mind-dumps', { text: 'after' })).status).toBe(201);
    expect(await t.db.select().from(userLocks).where(eq(userLocks.userId, u.userId))).toEqual([]);
  });

  it('takes over a lock older than 2 minutes', async () => {
    const u = await t.signUp();
    await t.db
      .insert(userLocks)
      .values({ userId: u.userId, name: 'mind-dump', acquiredAt: '2026-11-21T07:57:00.000Z' });
    expect((await call(u, 'POST', '/api/mind-dumps', { text: 'hello' })).status).toBe(201);
    await t.db
      .insert(userLocks)
      .values({ userId: u.userId, name: 'mind-dump', acquiredAt: '2026-11-21T07:59:00.000Z' });
    expect((await call(u, 'POST', '/api/mind-dumps', { text: 'hello again' })).status).toBe(409);
    expect(await entriesOf(u.userId)).toEqual([['hello', 'done']]);
  });

  it.each([
    [new AiError('The AI service returned an invalid answer. Please try again.', 502), 502, 'bad_gateway'],
    [new AiError('The AI service is unavailable. Please try again later.', 503), 503, 'unavailable'],
    [new AiError('The AI service took too long to answer. Please try again.', 504), 504, 'timeout'],
  ])(
    'on AI failure keeps the text in the history as failed and writes nothing else (%s)',
    async (error, status, code) => {
      const u = await t.signUp();
      t.ai.script.processMindDump = async () => {
        throw error;
      };
      const res = await call(u, 'POST', '/api/mind-dumps', { text: 'Remember to renew the certificate' });
      delete t.ai.script.processMindDump;
      expect(res.status).toBe(status);
      expect(res.body.error).toEqual({ code, message: error.message });
      const rows = await rowsOf(u.userId);
      expect(rows.tasks).toEqual([]);
      expect(rows.summaries).toEqual([]);
      expect(rows.history).toHaveLength(1);
      expect(rows.history[0]).toMatchObject({
        content: 'Remember to renew the certificate',
        status: 'failed',
        error: error.message,
      });
      expect(t.events.topics(u.userId)).toEqual(['mind-dumps']);
      // The lock was released.
      expect((await call(u, 'POST', '/api/mind-dumps', { text: 'again' })).status).toBe(201);
    },
  );

  it('answers a malformed AI answer with 502', async () => {
    const u = await t.signUp();
    t.ai.script.processMindDump = async () => ({ topics: 'nope' }) as unknown as MindDumpResult;
    const res = await call(u, 'POST', '/api/mind-dumps', { text: 'text' });
    delete t.ai.script.processMindDump;
    expect(res.status).toBe(502);
    expect(res.body.error.message).toBe('The AI service returned an invalid answer. Please try again.');
    expect((await rowsOf(u.userId)).history[0]?.status).toBe('failed');
  });

  it('shortens over-long fields, drops invalid tasks and caps an answer at 100 tasks and 20 topics', async () => {
    const u = await t.signUp();
    const base = answer.tasks[1]!;
    t.ai.script.processMindDump = async () => ({
      topics: Array.from({ length: 25 }, (_, i) => ({ title: `Topic ${i}`, summary: 'S' })),
      tasks: [
        { ...base, title: 'L'.repeat(300), people: ['X'.repeat(150)] },
        { ...base, title: '' },
        ...Array.from({ length: 120 }, (_, i) => ({ ...base, title: `Task ${i}` })),
      ],
    });
    const res = await call(u, 'POST', '/api/mind-dumps', { text: 'a lot' });
    delete t.ai.script.processMindDump;
    expect(res.status).toBe(201);
    expect(res.body.summaries).toHaveLength(20);
    expect(res.body.tasks).toHaveLength(100);
    expect(res.body.tasks[0].title).toBe('L'.repeat(200));
    expect(res.body.tasks[0].assignees[0].name).toBe('X'.repeat(100));
    expect(res.body.tasks[1].title).toBe('Task 0');
  });

  it('processes a capture once per clientId and returns the stored result again', async () => {
    const u = await t.signUp();
    t.ai.script.processMindDump = async () => answer;
    const first = await call(u, 'POST', '/api/mind-dumps', {
      text: 'queued capture',
      clientId: 'capture-123456',
    });
    const again = await call(u, 'POST', '/api/mind-dumps', {
      text: 'queued capture',
      clientId: 'capture-123456',
    });
    delete t.ai.script.processMindDump;
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(again.body.duplicate).toBe(true);
    expect(again.body.mindDumpId).toBe(first.body.mindDumpId);
    expect(again.body.tasks.map((x: { id: string }) => x.id)).toEqual(
      first.body.tasks.map((x: { id: string }) => x.id),
    );
    expect(again.body.summaries).toEqual(first.body.summaries);
    expect((await rowsOf(u.userId)).tasks).toHaveLength(2);
  });

  it('retries a failed capture with the same clientId in the same history entry', async () => {
    const u = await t.signUp();
    t.ai.script.processMindDump = async () => {
      throw new AiError('The AI service is unavailable. Please try again later.', 503);
    };
    expect((await call(u, 'POST', '/api/mind-dumps', { text: 'x', clientId: 'retry-me-1' })).status).toBe(
      503,
    );
    t.ai.script.processMindDump = async () => answer;
    const ok = await call(u, 'POST', '/api/mind-dumps', { text: 'x', clientId: 'retry-me-1' });
    delete t.ai.script.processMindDump;
    expect(ok.status).toBe(201);
    const { history } = await rowsOf(u.userId);
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ id: ok.body.mindDumpId, status: 'done', error: null });
  });

  it.each([
    [{ text: 'x'.repeat(10001) }, 'A mind dump can be at most 10000 characters'],
    [{ text: '   ' }, 'Mind dump text is required'],
    [{}, 'Mind dump text is required'],
    [{ text: 'ok', timeZone: 'Mars/Olympus' }, 'Unknown time zone'],
    [{ text: 'ok', clientId: 'short' }, 'clientId'],
  ])('refuses %j with 400', async (input, message) => {
    const u = await t.signUp();
    const { status, body } = await call(u, 'POST', '/api/mind-dumps', input);
    expect(status).toBe(400);
    expect(body.error.message).toContain(message);
    expect((await rowsOf(u.userId)).history).toEqual([]);
  });

  it('accepts exactly 10000 characters', async () => {
    const u = await t.signUp();
    t.ai.script.processMindDump = async () => ({ topics: [], tasks: [] });
    const res = await call(u, 'POST', '/api/mind-dumps', { text: 'y'.repeat(10000) });
    delete t.ai.script.processMindDump;
    expect(res.status).toBe(201);
  });
});

/** A user's history entries, oldest first, as [text, status]. */
async function entriesOf(userId: string): Promise<[string, string][]> {
  const rows = await t.db
    .select()
    .from(mindDumpHistory)
    .where(eq(mindDumpHistory.userId, userId))
    .orderBy(mindDumpHistory.createdAt);
  return rows.map((r) => [r.content, r.status]);
}
