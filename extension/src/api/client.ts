/**
 * @module api/client — the shared typed API client, pointed at the configured server with the stored Bearer
 * token. Built per use so a changed server URL or session applies at once.
 */
import { type ApiClient, createApiClient } from '@mynd/shared/api-client';
import { serverUrlItem, sessionItem, timeoutsItem } from '../storage/items';

export interface ClientOverrides {
  fetch?: typeof fetch;
  /** Send with this session token instead of the stored one (a queued capture goes with its own account's). */
  token?: string;
}

export async function getApiClient({ fetch: fetchImpl, token }: ClientOverrides = {}): Promise<ApiClient> {
  const [baseUrl, timeouts] = await Promise.all([serverUrlItem.getValue(), timeoutsItem.getValue()]);
  return createApiClient({
    baseUrl,
    ...(timeouts ? { timeouts } : {}),
    // A getToken makes the shared client a Bearer client: it never sends cookies, even before sign-in.
    getToken: async () => token ?? (await sessionItem.getValue())?.token,
    ...(fetchImpl ? { fetch: (input: string, init?: RequestInit) => fetchImpl(input, init) } : {}),
  });
}
