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

/** The HTTP status of a failed call (an `ApiError`), without importing the client to check `instanceof`. */
export function errorStatus(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
}

export function errorRetryAfter(error: unknown): number | undefined {
  const retryAfter = (error as { retryAfter?: unknown } | null)?.retryAfter;
  return typeof retryAfter === 'number' ? retryAfter : undefined;
}
