/**
 * @module api/lazy-client — the API client for the popup, loaded on first use: the client parses every
 * response with the shared zod schemas (~50 KB gzip), which the popup needs only to sign in or transcribe —
 * a capture goes through the background.
 */
import type { ApiClient } from '@mynd/shared/api-client';

export async function loadApiClient(): Promise<ApiClient> {
  const { getApiClient } = await import('./client');
  return getApiClient();
}
