import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { serverUrlItem, sessionItem } from '../storage/items';
import { getApiClient } from './client';
import { checkServerUrl, HTTPS_REQUIRED, normaliseServerUrl } from './server-url';

describe('API client for the extension', () => {
  beforeEach(() => fakeBrowser.reset());

  it.each([
    ['http://localhost:8787', 'http://localhost:8787'],
    ['  https://mynd.example.com/app/ ', 'https://mynd.example.com'],
    ['http://127.0.0.1:9000/?x=1', 'http://127.0.0.1:9000'],
    ['ftp://mynd.example.com', null],
    ['javascript:alert(1)', null],
    ['not a url', null],
  ])('normalises %j to %j', (input, origin) => {
    expect(normaliseServerUrl(input)).toBe(origin);
  });

  it.each([
    ['http://localhost:8787', 'http://localhost:8787'],
    ['http://127.0.0.1:9000', 'http://127.0.0.1:9000'],
    ['http://[::1]:8787', 'http://[::1]:8787'],
    ['http://mynd.localhost', 'http://mynd.localhost'],
    ['https://mynd.example.com', 'https://mynd.example.com'],
    ['https://192.168.1.20:8443', 'https://192.168.1.20:8443'],
  ])('accepts %j (https, or http on this computer)', (input, origin) => {
    expect(checkServerUrl(input)).toEqual({ origin });
  });

  it.each([
    'http://mynd.example.com',
    'http://192.168.1.20:8787',
    'http://127.0.0.1.example.com',
    'http://10.0.0.1',
  ])('refuses plain http to another computer: %j', (input) => {
    expect(checkServerUrl(input)).toEqual({ error: HTTPS_REQUIRED });
  });

  it('calls the configured server with the stored Bearer token and never with cookies', async () => {
    await serverUrlItem.setValue('http://mynd.test:9000');
    await sessionItem.setValue({ token: 'tok-9', expiresAt: '2099-01-01T00:00:00Z', email: 'a@b.co' });
    const seen: { url: string; init?: RequestInit }[] = [];
    const api = await getApiClient({
      fetch: (async (url: string, init?: RequestInit) => {
        seen.push({ url, init });
        return new Response(JSON.stringify({ sent: true, retryAfter: 30 }), { status: 200 });
      }) as typeof fetch,
    });
    await api.auth.sendCode({ email: 'a@b.co' });
    await sessionItem.setValue(null);
    await api.auth.sendCode({ email: 'a@b.co' });
    expect(seen.map((s) => s.url)).toEqual([
      'http://mynd.test:9000/api/auth/code',
      'http://mynd.test:9000/api/auth/code',
    ]);
    expect(new Headers(seen[0]?.init?.headers).get('Authorization')).toBe('Bearer tok-9');
    expect(new Headers(seen[1]?.init?.headers).get('Authorization')).toBeNull();
    expect(seen.map((s) => s.init?.credentials)).toEqual(['omit', 'omit']);
  });
});
