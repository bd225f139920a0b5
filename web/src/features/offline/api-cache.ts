/**
 * @module offline/api-cache — the service worker's cache of API reads (which reads: web/vite.config.ts), and dropping it. The
 * cache holds one account's data, so it is deleted on sign-out (and whenever the session ends) — the next
 * person at this browser must never see it, online or off.
 */

export const API_CACHE_NAME = 'mynd-api';

/** Forgets every kept API answer (sign-out, session ended). */
export async function clearApiCache(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await caches.delete(API_CACHE_NAME).catch(() => false);
}
