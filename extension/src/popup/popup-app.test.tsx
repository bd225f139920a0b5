import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { enqueue } from '../queue/store';
import { draftItem, queueItem, serverUrlItem, sessionItem } from '../storage/items';
import { press, type, until as waitUntil } from '../test/dom';
import { createFakeMyndServer } from '../test/fake-mynd-server';
import { setUpBackground } from '../test/harness';
import { blockNetwork } from '../test/no-network';
import { PopupApp, type PopupInitial } from './popup-app';

let root: Root;
let container: HTMLElement;
let network: { stray: string[] };

async function render(initial: Partial<PopupInitial> = {}) {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () => {
    root.render(
      <PopupApp
        initial={{
          session: await sessionItem.getValue(),
          text: '',
          serverUrl: 'http://localhost:8787',
          queue: [],
          ...initial,
        }}
      />,
    );
  });
}

/**
 * Routes the popup's runtime messages to the real background handlers (promise answers, as in Chrome), and
 * the popup's own requests (its health probe) to the same fake server.
 */
async function connectBackground(options?: { signedIn?: boolean }) {
  const bg = await setUpBackground(options);
  vi.stubGlobal('fetch', bg.server.fetch);
  fakeBrowser.runtime.onMessage.addListener((message, _sender, sendResponse) => {
    const answer = bg.handlers.onMessage(message);
    if (!answer) return undefined;
    void answer.then(sendResponse);
    return true;
  });
  return bg;
}

function textarea(): HTMLTextAreaElement {
  return container.querySelector('textarea')!;
}

function until(check: () => boolean) {
  return waitUntil(container, check);
}

describe('popup', () => {
  beforeEach(() => {
    fakeBrowser.reset();
    network = blockNetwork();
  });
  afterEach(() => {
    act(() => root.unmount());
    container.remove();
    vi.unstubAllGlobals();
    expect(network.stray).toEqual([]);
  });

  it('without a session shows sign-in; a good password signs in and shows the mind dump', async () => {
    await connectBackground({ signedIn: false });
    await queueItem.setValue([]);
    await render();
    expect(container.textContent).toContain('Email code');
    const [email, password] = container.querySelectorAll('input');
    await type(email!, 'ana@example.com');
    await type(password!, 'wrong');
    await act(async () => container.querySelector('form')!.requestSubmit());
    await until(() => container.textContent!.includes('Invalid credentials'));
    expect(container.textContent).toContain('Please check your email and password');

    await type(password!, 'secret-pass');
    await act(async () => container.querySelector('form')!.requestSubmit());
    await until(() => !!container.querySelector('textarea'));
    expect(await sessionItem.getValue()).toMatchObject({ token: 'token-1', email: 'ana@example.com' });
  });

  it('signs in with a code sent by email', async () => {
    await connectBackground({ signedIn: false });
    await render();
    const codeTab = [...container.querySelectorAll('button')].find((b) => b.textContent === 'Email code')!;
    await act(async () => codeTab.click());
    await type(container.querySelector('input')!, 'new@example.com');
    await act(async () => container.querySelector('form')!.requestSubmit());
    await until(() => container.textContent!.includes('6-digit code'));
    const verify = () => [...container.querySelectorAll('button')].find((b) => b.textContent === 'Verify')!;
    const codeInput = container.querySelector<HTMLInputElement>('input[autocomplete="one-time-code"]')!;
    await type(codeInput, '12a3');
    expect(codeInput.value).toBe('123');
    expect(verify().disabled).toBe(true);
    await type(codeInput, '654321');
    await act(async () => container.querySelector('form')!.requestSubmit());
    await until(() => container.textContent!.includes('Verification failed'));
    expect(container.textContent).toContain('Invalid or expired code');
    await type(codeInput, '123456');
    await act(async () => container.querySelector('form')!.requestSubmit());
    await until(() => !!container.querySelector('textarea'));
    expect(await sessionItem.getValue()).toMatchObject({ email: 'new@example.com', token: 'token-1' });
  });

  it('asks for both fields before signing in', async () => {
    await connectBackground({ signedIn: false });
    await render({ session: null });
    await act(async () => container.querySelector('form')!.requestSubmit());
    expect(container.textContent).toContain('Please fill in all fields');
  });

  it('first run: no server answers → the reason, a server URL field (https only off this computer), options', async () => {
    const { server } = await connectBackground({ signedIn: false });
    server.goDown();
    await render({ session: null });
    await until(() => container.textContent!.includes('Connect to your Mynd server'));
    expect(container.querySelector('[data-testid="first-run-reason"]')!.textContent).toContain(
      'Could not connect to http://localhost:8787',
    );
    const url = container.querySelector<HTMLInputElement>('#first-run-url')!;
    await type(url, 'http://mynd.example.com');
    await act(async () => url.form!.requestSubmit());
    expect(container.textContent).toContain('Use https:// for a server on another computer');
    expect(await serverUrlItem.getValue()).toBe('http://localhost:8787');
    server.goUp();
    await type(url, 'https://mynd.example.com/');
    await act(async () => url.form!.requestSubmit());
    await until(() => container.textContent!.includes('Email code'));
    expect(await serverUrlItem.getValue()).toBe('https://mynd.example.com');
    const options = [...container.querySelectorAll('button')].find((b) => b.textContent === 'Options')!;
    expect(options).toBeTruthy();
  });

  it('Enter submits, Shift+Enter does not; the result links into the web app and the draft is cleared', async () => {
    const { server } = await connectBackground();
    await render();
    await type(textarea(), 'Email Bo about the budget. Book the venue');
    expect(await draftItem.getValue()).toBe('Email Bo about the budget. Book the venue');
    expect(container.querySelector('[data-testid="counter"]')?.textContent).toBe('41/10000');
    await press(textarea(), 'Enter', true);
    expect(server.processed).toHaveLength(0);
    await press(textarea(), 'Enter');
    await until(() => container.textContent!.includes('Tasks (2)'));
    const links = [...container.querySelectorAll<HTMLAnchorElement>('.result a')].map((a) => a.href);
    expect(links).toContain('http://localhost:8787/?task=t-md-1-0');
    expect(container.textContent).toContain('Mind Dump Processed!');
    expect(textarea().value).toBe('');
    expect(await draftItem.getValue()).toBe('');
    expect(server.processed[0]?.source).toEqual({ kind: 'extension' });
  });

  it('"Add this page" puts the tab\'s title and address in the box and sends the page as the source', async () => {
    const { server } = await connectBackground();
    // The active tab as Chrome reports it to the popup (activeTab grants its URL and title).
    const query = vi
      .spyOn(fakeBrowser.tabs, 'query')
      .mockResolvedValue([{ url: 'https://example.com/plan', title: 'Quarterly plan' }] as never);
    await render();
    await type(textarea(), 'Read this');
    const add = [...container.querySelectorAll('button')].find((b) => b.textContent === 'Add this page')!;
    await act(async () => add.click());
    await until(() => textarea().value.includes('https://example.com/plan'));
    expect(query).toHaveBeenCalledWith({ active: true, currentWindow: true });
    expect(textarea().value).toBe('Read this\nQuarterly plan\nhttps://example.com/plan');
    await press(textarea(), 'Enter');
    await until(() => server.processed.length === 1);
    expect(server.processed[0]?.source).toEqual({
      kind: 'extension',
      url: 'https://example.com/plan',
      title: 'Quarterly plan',
    });
  });

  it('keeps the text when the server refuses it', async () => {
    const { server } = await connectBackground();
    server.answer(400, 'bad_request', 'Source URL must be a valid URL');
    await render({ text: 'Keep this text' });
    await press(textarea(), 'Enter');
    await until(() => container.textContent!.includes('Processing Failed'));
    expect(textarea().value).toBe('Keep this text');
    expect(await draftItem.getValue()).toBe('Keep this text');
    expect(container.textContent).toContain('Source URL must be a valid URL');
  });

  it('when the server is down, the capture is queued and the popup says so until it is sent', async () => {
    const { server, handlers } = await connectBackground();
    const bgFlush = () => handlers.flush();
    server.goDown();
    await render({ text: 'Offline thought' });
    await press(textarea(), 'Enter');
    await until(() => container.textContent!.includes('Saved — will send later'));
    expect(await queueItem.getValue()).toHaveLength(1);
    await until(() => container.textContent!.includes('1 capture waiting to send'));
    server.goUp();
    await act(async () => {
      await bgFlush();
    });
    await until(() => !container.textContent!.includes('Saved — will send later'));
    expect(server.processed.map((p) => p.text)).toEqual(['Offline thought']);
  });

  it('does not submit blank text and colours the counter near the limit', async () => {
    const { server } = await connectBackground();
    await render({ text: '   ' });
    await press(textarea(), 'Enter');
    expect(server.requests).toBe(0);
    await type(textarea(), 'a'.repeat(9900));
    const counterEl = container.querySelector('[data-testid="counter"]')!;
    expect(counterEl.className).toContain('tone-destructive');
    expect(container.textContent).toContain('Character limit almost reached!');
  });

  it('shows the sign-in view as soon as the session ends elsewhere', async () => {
    await connectBackground();
    await render();
    expect(container.querySelector('textarea')).not.toBeNull();
    await act(async () => sessionItem.setValue(null));
    await until(() => container.textContent!.includes('Email code'));
  });

  it.each([
    ['prompt', 'Allow the microphone'],
    ['denied', 'Microphone Access Denied'],
  ] as const)('microphone %s: the popup does not record but %s', async (state, toastTitle) => {
    const { server } = await connectBackground();
    server.transcribes(true);
    const query = vi.fn(async () => ({ state }));
    vi.stubGlobal('navigator', { ...navigator, permissions: { query } });
    await render();
    const mic = container.querySelector<HTMLButtonElement>('button[aria-label="Start voice input"]')!;
    await act(async () => mic.click());
    await until(() => container.textContent!.includes(toastTitle));
    const tabs = await fakeBrowser.tabs.query({});
    const opened = tabs.some((t) => t.url?.endsWith('/mic-permission.html'));
    expect(opened).toBe(state === 'prompt');
    expect(mic.getAttribute('aria-pressed')).toBe('false');
  });

  it('the background stopping mid-send: a queued capture is reported saved, an unqueued one keeps its clientId', async () => {
    await sessionItem.setValue({ token: 't', expiresAt: '2099-01-01T00:00:00Z', email: 'a@b.co' });
    // No background here, only the server the popup probes for speech-to-text.
    vi.stubGlobal('fetch', createFakeMyndServer().fetch);
    const seen: { clientId?: string }[] = [];
    let queueIt = false;
    fakeBrowser.runtime.onMessage.addListener(((message: {
      type: string;
      clientId?: string;
      text: string;
    }) => {
      if (message.type !== 'capture') return undefined;
      seen.push(message);
      // The worker is stopped before (or after) it queued the capture: the popup never gets an answer.
      return (async () => {
        if (queueIt) {
          await enqueue({ text: message.text, source: { kind: 'extension' }, clientId: message.clientId! });
        }
        throw new Error('The message port closed before a response was received.');
      })();
    }) as never);
    await render({ text: 'Same draft' });
    await press(textarea(), 'Enter');
    await until(() => container.textContent!.includes('Processing Failed'));
    expect(textarea().value).toBe('Same draft');
    queueIt = true;
    await press(textarea(), 'Enter');
    await until(() => container.textContent!.includes('Saved — sending…'));
    expect(seen).toHaveLength(2);
    expect(seen[1]?.clientId).toBe(seen[0]?.clientId);
    expect(textarea().value).toBe('');
    expect(await draftItem.getValue()).toBe('');
    expect((await queueItem.getValue()).map((i) => i.clientId)).toEqual([seen[0]?.clientId]);
    expect(document.activeElement).toBe(textarea());
  });

  it("holds another account's captures and says whose they are", async () => {
    await connectBackground();
    await enqueue({
      text: 'From Ana',
      source: { kind: 'selection' },
      account: { userId: 'u-ana', email: 'ana@example.com' },
    });
    await render({ queue: await queueItem.getValue() });
    expect(container.textContent).toContain(
      '1 capture from another account is waiting; sign in as ana@example.com to send it, or discard it',
    );
    const discard = [...container.querySelectorAll('button')].find((b) => b.textContent === 'Discard them')!;
    await act(async () => discard.click());
    await until(() => !container.textContent!.includes('from another account'));
    expect(await queueItem.getValue()).toEqual([]);
  });
});
