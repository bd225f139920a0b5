import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { enqueue } from '../queue/store';
import { failedItem, serverUrlItem, sessionItem } from '../storage/items';
import { type, until as waitUntil } from '../test/dom';
import { blockNetwork } from '../test/no-network';
import { OptionsApp } from './options-app';

let root: Root;
let container: HTMLElement;
let network: { stray: string[] };

async function render() {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () => root.render(<OptionsApp />));
  await until(() => container.textContent!.includes('Mynd options'));
}

function until(check: () => boolean) {
  return waitUntil(container, check);
}

async function saveServer(value: string) {
  const input = container.querySelector<HTMLInputElement>('#server-url')!;
  await type(input, value);
  await act(async () => input.form!.requestSubmit());
}

describe('options page', () => {
  beforeEach(() => {
    fakeBrowser.reset();
    network = blockNetwork();
    // The fake browser has no permissions API: record what would be asked.
    Object.assign(fakeBrowser, { permissions: { request: vi.fn(async () => true) } });
  });
  afterEach(() => {
    act(() => root.unmount());
    container.remove();
    vi.unstubAllGlobals();
    expect(network.stray).toEqual([]);
  });

  it('refuses a server URL that is not http(s) and keeps the old one', async () => {
    await render();
    await saveServer('ftp://mynd.example.com');
    expect(container.textContent).toContain('Enter an http:// or https:// URL');
    expect(await serverUrlItem.getValue()).toBe('http://localhost:8787');
  });

  it('saves another server as its origin, asks no host access (CORS lets it in), and signs out', async () => {
    await sessionItem.setValue({ token: 't', expiresAt: '2099-01-01T00:00:00Z', email: 'a@b.co' });
    await render();
    expect(container.textContent).toContain('Signed in as a@b.co');
    await saveServer('https://mynd.example.com/app/');
    await until(() => container.textContent!.includes('Saved: https://mynd.example.com'));
    expect(await serverUrlItem.getValue()).toBe('https://mynd.example.com');
    expect(await sessionItem.getValue()).toBeNull();
    const request = (fakeBrowser as unknown as { permissions: { request: ReturnType<typeof vi.fn> } })
      .permissions.request;
    expect(request).not.toHaveBeenCalled();
    await until(() => container.textContent!.includes('Not signed in'));
  });

  it('refuses plain http:// to another computer (the token would travel in clear)', async () => {
    await sessionItem.setValue({ token: 't', expiresAt: '2099-01-01T00:00:00Z', email: 'a@b.co' });
    await render();
    await saveServer('http://mynd.example.com');
    await until(() => container.textContent!.includes('Use https:// for a server on another computer'));
    expect(await serverUrlItem.getValue()).toBe('http://localhost:8787');
    expect(await sessionItem.getValue()).not.toBeNull();
  });

  it('lists waiting and refused captures', async () => {
    await enqueue({ text: 'Waiting one', source: { kind: 'selection', title: 'Some page' } });
    await failedItem.setValue([
      {
        clientId: 'c-1',
        text: 'Refused one',
        source: { kind: 'extension' },
        createdAt: '2026-11-21T08:00:00Z',
        attempts: 1,
        lastError: 'Mind dump text is required',
        failedAt: '2026-11-21T08:00:01Z',
      },
    ]);
    await render();
    await until(() => container.textContent!.includes('Waiting to send (1)'));
    expect(container.textContent).toContain('selection · Some page');
    expect(container.textContent).toContain('Refused by the server (1)');
    expect(container.textContent).toContain('Mind dump text is required');
  });
});
