import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { failedItem, queueItem, sessionItem } from '../storage/items';
import { setUpBackground, TEST_SESSION } from '../test/harness';
import { enqueue } from './store';

const source = { kind: 'extension' as const };

describe('flushing the capture queue', () => {
  beforeEach(() => fakeBrowser.reset());

  it('sends every queued capture once, in order, and empties the queue', async () => {
    const { server, handlers } = await setUpBackground();
    const a = await enqueue({ text: 'First thing.', source });
    const b = await enqueue({ text: 'Second thing.', source });
    const report = await handlers.flush();
    expect(server.processed.map((p) => p.clientId)).toEqual([a.clientId, b.clientId]);
    expect([...report.sent.keys()]).toEqual([a.clientId, b.clientId]);
    expect(report.sent.get(a.clientId)?.tasks[0]?.title).toBe('First thing');
    expect(await queueItem.getValue()).toEqual([]);
    expect(report.stopped).toBeNull();
  });

  it('stops at the first transient failure, keeps order and counts the attempt', async () => {
    const { server, handlers } = await setUpBackground();
    const a = await enqueue({ text: 'One.', source });
    await enqueue({ text: 'Two.', source });
    server.goDown();
    const report = await handlers.flush();
    expect(report.stopped).toMatchObject({ reason: 'transient', message: 'Failed to connect to the server' });
    expect(server.requests).toBe(1);
    const queue = await queueItem.getValue();
    expect(queue.map((i) => i.text)).toEqual(['One.', 'Two.']);
    expect(queue[0]).toMatchObject({
      clientId: a.clientId,
      attempts: 1,
      lastError: 'Failed to connect to the server',
    });
    expect(queue[1]?.attempts).toBe(0);
  });

  it('keeps captures queued on 409 "Already processing mind dump" and on 5xx', async () => {
    const { server, handlers } = await setUpBackground();
    await enqueue({ text: 'Busy.', source });
    server.answer(409, 'conflict', 'Already processing mind dump');
    expect((await handlers.flush()).stopped?.message).toBe('Already processing mind dump');
    server.answer(503, 'unavailable', 'The AI service failed');
    expect((await handlers.flush()).stopped?.reason).toBe('transient');
    expect(await queueItem.getValue()).toHaveLength(1);
    server.goUp();
    expect((await handlers.flush()).remaining).toBe(0);
    expect(server.processed).toHaveLength(1);
  });

  it('moves a capture the server refuses (400) to the failed list and sends the ones behind it', async () => {
    const { server, handlers } = await setUpBackground();
    const bad = await enqueue({ text: '   ', source });
    const good = await enqueue({ text: 'Fine.', source });
    const report = await handlers.flush();
    expect(report.rejected.get(bad.clientId)).toBe('Mind dump text is required');
    expect(report.sent.has(good.clientId)).toBe(true);
    expect(server.processed.map((p) => p.text)).toEqual(['Fine.']);
    const failed = await failedItem.getValue();
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatchObject({
      clientId: bad.clientId,
      attempts: 1,
      lastError: 'Mind dump text is required',
    });
  });

  it('on 401 ends the session and keeps the capture for after sign-in', async () => {
    const { server, handlers } = await setUpBackground();
    await sessionItem.setValue({ token: 'expired', expiresAt: '2000-01-01T00:00:00Z', email: 'a@b.co' });
    await enqueue({ text: 'Keep me.', source });
    const report = await handlers.flush();
    expect(report.stopped?.reason).toBe('unauthorized');
    expect(await sessionItem.getValue()).toBeNull();
    expect(await queueItem.getValue()).toHaveLength(1);
    // Signed out: nothing is even tried.
    const requests = server.requests;
    expect((await handlers.flush()).stopped?.reason).toBe('signed-out');
    expect(server.requests).toBe(requests);
  });

  it('sends a capture once even when a response was lost and it is sent again', async () => {
    const { server, handlers } = await setUpBackground();
    const item = await enqueue({ text: 'Only once.', source });
    // The server processes the capture, but its answer never arrives: the capture stays queued.
    server.dropAnswers(true);
    expect((await handlers.flush()).stopped?.reason).toBe('transient');
    expect(await queueItem.getValue()).toHaveLength(1);
    server.dropAnswers(false);
    const report = await handlers.flush();
    expect(report.sent.get(item.clientId)?.duplicate).toBe(true);
    expect(server.processed).toHaveLength(1);
    expect(await queueItem.getValue()).toEqual([]);
  });

  it('runs one flush at a time; a call meanwhile runs once more afterwards and includes new captures', async () => {
    const { server, handlers } = await setUpBackground();
    await enqueue({ text: 'A.', source });
    const first = handlers.flush();
    await enqueue({ text: 'B.', source });
    const second = handlers.flush();
    const third = handlers.flush();
    expect(third).toBe(second);
    const [r1, r2] = await Promise.all([first, second]);
    expect(r1.sent.size + r2.sent.size).toBe(2);
    expect(server.processed.map((p) => p.text)).toEqual(['A.', 'B.']);
  });

  it("sends only the signed-in account's captures, with its own token, and holds the others", async () => {
    const { server, handlers } = await setUpBackground();
    const other = { userId: 'u-other', email: 'other@example.com' };
    const mine = { userId: TEST_SESSION.userId, email: TEST_SESSION.email };
    const held = await enqueue({ text: 'Not yours.', source, account: other });
    const own = await enqueue({ text: 'Yours.', source, account: mine });
    const unowned = await enqueue({ text: 'Made signed out.', source, account: null });
    const report = await handlers.flush();
    expect(server.processed.map((p) => p.text)).toEqual(['Yours.', 'Made signed out.']);
    expect([...report.sent.keys()]).toEqual([own.clientId, unowned.clientId]);
    expect(report).toMatchObject({ remaining: 1, held: 1 });
    expect((await queueItem.getValue()).map((i) => i.clientId)).toEqual([held.clientId]);
  });

  it("a session signed in mid-flush does not carry the previous account's capture", async () => {
    const { server, handlers } = await setUpBackground();
    await enqueue({ text: 'Mine.', source, account: { userId: 'u-a', email: 'a@b.co' } });
    await enqueue({ text: 'Also mine.', source, account: { userId: 'u-a', email: 'a@b.co' } });
    // After the first capture, another account signs in: the second must wait for u-a.
    const unwatch = queueItem.watch(async (items) => {
      if (items.length === 1) await sessionItem.setValue({ ...TEST_SESSION, userId: 'u-b', email: 'b@b.co' });
    });
    await handlers.flush();
    unwatch();
    expect(server.processed.map((p) => p.text)).toEqual(['Mine.']);
    expect(await queueItem.getValue()).toHaveLength(1);
  });
});
