/**
 * @module api/client — the shared typed API client, pointed at the configured server with the stored Bearer
 * token. Built per use so a changed server URL or session applies at once.
 */
import { type ApiClient, createApiClient } from '@mynd/shared/api-client';
import { serverUrlItem, sessionItem } from '../storage/items';

/**
 * The extension never sends cookies: its only credential is the Bearer token. (The shared client asks for
 * `credentials: 'include'` when there is no token yet — sign-in — which the server's CORS for extension
 * origins rightly refuses.)
 */
function withoutCookies(fetchImpl: typeof fetch) {
  return (input: string, init?: RequestInit) => fetchImpl(input, { ...init, credentials: 'omit' });
}

export async function getApiClient(fetchImpl?: typeof fetch): Promise<ApiClient> {
  const baseUrl = await serverUrlItem.getValue();
  return createApiClient({
    baseUrl,
    getToken: async () => (await sessionItem.getValue())?.token,
    fetch: withoutCookies(fetchImpl ?? ((input, init) => fetch(input, init))),
  });
}

/** An origin the user typed, normalised to `scheme://host[:port]`, or null when it is not http(s). */
export function normaliseServerUrl(input: string): string | null {
  try {
    const url = new URL(input.trim());
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.origin;
  } catch {
    return null;
  }
}

/** The host permission pattern for a server origin, e.g. `http://localhost:8787/*`. */
export function originPattern(origin: string): string {
  const url = new URL(origin);
  return `${url.protocol}//${url.host}/*`;
}
