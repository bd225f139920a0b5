import { MIND_DUMP_MAX_CHARS } from '@mynd/shared/domain';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { SEND_SELECTION_MENU_ID, selectionSource } from '../context-menus/send-selection';
import type { CaptureOutcome } from '../messaging/protocol';
import { failedItem, queueItem, serverUrlItem } from '../storage/items';
import { setUpBackground } from '../test/harness';
import { badgeText, ensureFlushAlarm, FLUSH_ALARM, openWebApp, updateBadge } from './handlers';

let shownNotifications: { title?: string; message?: string }[] = [];

async function notifications() {
  return shownNotifications;
}

describe('background handlers', () => {
  beforeEach(() => {
    fakeBrowser.reset();
    shownNotifications = [];
    const create = fakeBrowser.notifications.create.bind(fakeBrowser.notifications);
    vi.spyOn(fakeBrowser.notifications, 'create').mockImplementation(((id: string, options: never) => {
      shownNotifications.push(options);
      return create(id, options);
    }) as unknown as typeof fakeBrowser.notifications.create);
  });

  it('a popup capture is sent at once and answered with its result', async () => {
    const { server, handlers } = await setUpBackground();
    const outcome = (await handlers.onMessage({
      type: 'capture',
      text: 'Call Ana by Friday.',
      source: { kind: 'extension' },
    })) as CaptureOutcome;
    expect(outcome.status).toBe('sent');
    if (outcome.status !== 'sent') return;
    expect(outcome.result?.tasks.map((t) => t.title)).toEqual(['Call Ana by Friday']);
    expect(server.processed[0]).toMatchObject({ text: 'Call Ana by Friday.', source: { kind: 'extension' } });
    expect(await queueItem.getValue()).toEqual([]);
  });

  it('a capture while the server is down is queued, and sent once by the next alarm', async () => {
    const { server, handlers } = await setUpBackground();
    server.goDown();
    const outcome = (await handlers.onMessage({
      type: 'capture',
      text: 'Later.',
      source: { kind: 'extension' },
    })) as CaptureOutcome;
    expect(outcome).toMatchObject({ status: 'queued', reason: 'transient', queued: 1 });
    server.goUp();
    expect(handlers.onAlarm({ name: 'something-else' })).toBeUndefined();
    expect(await notifications()).toEqual([]);
    await handlers.onAlarm({ name: FLUSH_ALARM });
    expect(server.processed.map((p) => p.text)).toEqual(['Later.']);
    expect(await queueItem.getValue()).toEqual([]);
    // Sent later, with nobody waiting on screen: one notification, which opens the results.
    expect(await notifications()).toEqual([
      expect.objectContaining({
        title: 'Sent 1 saved capture',
        message: 'Your saved captures reached Mynd. Click to see the results.',
      }),
    ]);
    const opened = vi.spyOn(fakeBrowser.tabs, 'create');
    await openWebApp('mynd-sent-1');
    expect(opened.mock.calls[0]?.[0]).toMatchObject({
      url: expect.stringMatching(/\/\?tab=mind-dump-history$/),
    });
  });

  it('signed out: the capture waits in the queue', async () => {
    const { server, handlers } = await setUpBackground({ signedIn: false });
    const outcome = (await handlers.onMessage({
      type: 'capture',
      text: 'Hi.',
      source: { kind: 'voice' },
    })) as CaptureOutcome;
    expect(outcome).toMatchObject({ status: 'queued', reason: 'signed-out' });
    expect(server.requests).toBe(0);
    expect(await queueItem.getValue()).toHaveLength(1);
  });

  it('a popup capture the server refuses is not kept in the failed list (the popup keeps the text)', async () => {
    const { server, handlers } = await setUpBackground();
    server.answer(400, 'bad_request', 'A mind dump can be at most 10000 characters');
    const outcome = (await handlers.onMessage({
      type: 'capture',
      text: 'x',
      source: { kind: 'extension' },
    })) as CaptureOutcome;
    expect(outcome).toMatchObject({
      status: 'rejected',
      message: 'A mind dump can be at most 10000 characters',
    });
    expect(await failedItem.getValue()).toEqual([]);
    expect(await queueItem.getValue()).toEqual([]);
  });

  it('the selection menu sends the text with the page as source and notifies what was created', async () => {
    const { server, handlers } = await setUpBackground();
    await handlers.onMenuClicked(
      { menuItemId: SEND_SELECTION_MENU_ID, selectionText: '  Book flights. Email the venue.  ' },
      { url: 'https://example.com/plan', title: 'Trip plan' },
    );
    expect(server.processed[0]).toMatchObject({
      text: 'Book flights. Email the venue.',
      source: { kind: 'selection', url: 'https://example.com/plan', title: 'Trip plan' },
    });
    const shown = Object.values(await notifications());
    expect(shown).toHaveLength(1);
    expect(shown[0]).toMatchObject({
      title: 'Mind Dump Processed!',
      message: 'Created 2 tasks: Book flights; Email the venue · 1 topic',
    });
  });

  it('ignores other menu items and empty selections', async () => {
    const { server, handlers } = await setUpBackground();
    await handlers.onMenuClicked({ menuItemId: 'other', selectionText: 'x' }, undefined);
    await handlers.onMenuClicked({ menuItemId: SEND_SELECTION_MENU_ID, selectionText: '   ' }, undefined);
    expect(server.requests).toBe(0);
    expect(Object.keys(await notifications())).toHaveLength(0);
  });

  it('a refused selection lands in the failed list, and retry / discard work on it', async () => {
    const { server, handlers } = await setUpBackground();
    server.answer(400, 'bad_request', 'Source title is too long');
    await handlers.onMenuClicked({ menuItemId: SEND_SELECTION_MENU_ID, selectionText: 'Note.' }, undefined);
    const [failed] = await failedItem.getValue();
    expect(failed?.lastError).toBe('Source title is too long');
    expect(Object.values(await notifications())[0]).toMatchObject({ title: 'Processing Failed' });

    server.goUp();
    expect(await handlers.onMessage({ type: 'queue:retry-failed', clientId: failed!.clientId })).toEqual({
      ok: true,
    });
    await handlers.flush();
    expect(server.processed.map((p) => p.clientId)).toEqual([failed!.clientId]);
    expect(await failedItem.getValue()).toEqual([]);
    expect(await handlers.onMessage({ type: 'queue:discard-failed', clientId: 'nope' })).toEqual({
      ok: false,
    });
  });

  it('a long selection is cut to the mind-dump limit and the notification says so', async () => {
    const { server, handlers } = await setUpBackground();
    await handlers.onMenuClicked(
      { menuItemId: SEND_SELECTION_MENU_ID, selectionText: 'a'.repeat(MIND_DUMP_MAX_CHARS + 50) },
      undefined,
    );
    expect(server.processed[0]?.text).toHaveLength(MIND_DUMP_MAX_CHARS);
    expect(Object.values(await notifications())[0]?.message).toContain('cut to 10000 characters');
  });

  it('takes only http(s) page URLs as the source and caps the title', () => {
    expect(selectionSource({ url: 'chrome://settings', title: 'Settings' })).toEqual({
      kind: 'selection',
      title: 'Settings',
    });
    expect(selectionSource({ url: 'http://a.test/x', title: 't'.repeat(600) }).title).toHaveLength(500);
    expect(selectionSource(undefined)).toEqual({ kind: 'selection' });
  });

  it('discarding a queued capture removes it without sending', async () => {
    const { server, handlers } = await setUpBackground({ signedIn: false });
    const outcome = (await handlers.onMessage({
      type: 'capture',
      text: 'Drop.',
      source: { kind: 'extension' },
    })) as CaptureOutcome;
    expect(await handlers.onMessage({ type: 'queue:discard', clientId: outcome.clientId })).toEqual({
      ok: true,
    });
    expect(await queueItem.getValue()).toEqual([]);
    expect(server.requests).toBe(0);
  });

  it('answers nothing to messages that are not ours, and counts the badge', async () => {
    const { handlers } = await setUpBackground();
    expect(handlers.onMessage('hello')).toBeUndefined();
    expect(handlers.onMessage({ kind: 'capture' })).toBeUndefined();
    expect(badgeText(0)).toBe('');
    expect(badgeText(3)).toBe('3');
    expect(badgeText(1200)).toBe('999+');
  });

  it('the badge shows the queue count', async () => {
    await updateBadge(2);
    expect(await fakeBrowser.action.getBadgeText({})).toBe('2');
    await updateBadge(0);
    expect(await fakeBrowser.action.getBadgeText({})).toBe('');
  });

  it('creates the flush alarm once, every minute, and keeps an existing one', async () => {
    await ensureFlushAlarm();
    const first = await fakeBrowser.alarms.get(FLUSH_ALARM);
    expect(first?.periodInMinutes).toBe(1);
    await ensureFlushAlarm();
    expect(await fakeBrowser.alarms.get(FLUSH_ALARM)).toEqual(first);
  });

  it('a click on a Mynd notification opens the task list of the configured server', async () => {
    await serverUrlItem.setValue('http://mynd.test:9000');
    await openWebApp('other-extension-thing');
    await openWebApp('mynd-abc');
    const tabs = await fakeBrowser.tabs.query({});
    expect(tabs.map((t) => t.url)).toContain('http://mynd.test:9000/?tab=task-list');
    expect(tabs.filter((t) => t.url?.startsWith('http://mynd.test'))).toHaveLength(1);
  });
});
