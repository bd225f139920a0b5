/**
 * @module offline/connection — whether the server can be reached. `navigator.onLine` alone cannot say: it is
 * `true` on a network with no way out, behind a captive portal, or with the server down. So every API call
 * reports what it found (lib/api's `onReachability`): the connection failed, or the answer was the copy kept on
 * this device (the service worker's OFFLINE_COPY_HEADER) — out of reach; any other answer — reached.
 *
 * While out of reach, `useConnectionWatch` checks again (GET /api/health) with growing pauses, and at once when
 * the browser says it is back online or the tab is shown again. `onReconnected` fires when the browser comes
 * back online or the server answers again after being out of reach: the moment to send what waited.
 */
import { useEffect } from 'react';

let reachable = true;
const changeListeners = new Set<() => void>();
const reconnectListeners = new Set<() => void>();

/**
 * Pauses between tries while the server stays out of reach (the last one repeats): this watch's checks and the
 * capture queue's sends.
 */
export const RETRY_DELAYS_MS = [3_000, 6_000, 12_000, 30_000, 60_000] as const;

/** The pause before the next try after `failures` tries in a row failed. */
export function retryDelay(failures: number): number {
  return RETRY_DELAYS_MS[Math.min(failures, RETRY_DELAYS_MS.length - 1)]!;
}

/** What the last API call found. Called by the API client after every request. */
export function reportReachability(next: boolean): void {
  if (next === reachable) return;
  reachable = next;
  for (const listener of changeListeners) listener();
  if (next) for (const listener of reconnectListeners) listener();
}

/** Whether the last API call reached the server (true until one did not). */
export function serverReachable(): boolean {
  return reachable;
}

/** Subscribe to changes of `serverReachable()`; returns the unsubscribe function. */
export function onReachabilityChange(listener: () => void): () => void {
  changeListeners.add(listener);
  return () => changeListeners.delete(listener);
}

/** The browser came back online, or the server answered again after being out of reach. */
export function onReconnected(listener: () => void): () => void {
  reconnectListeners.add(listener);
  window.addEventListener('online', listener);
  return () => {
    reconnectListeners.delete(listener);
    window.removeEventListener('online', listener);
  };
}

/**
 * While the server is out of reach, calls `check` (an API call, which reports its own outcome) after each pause
 * of RETRY_DELAYS_MS, and at once on the browser's `online` event and when the tab is shown again. Mount once.
 */
export function useConnectionWatch(check: () => Promise<unknown>): void {
  useEffect(() => {
    let timer: number | undefined;
    let failures = 0;
    let checking = false;
    const run = () => {
      window.clearTimeout(timer);
      timer = undefined;
      if (checking) return;
      checking = true;
      void check()
        .catch(() => {})
        .finally(() => {
          checking = false;
          schedule();
        });
    };
    const schedule = () => {
      window.clearTimeout(timer);
      timer = undefined;
      if (reachable) {
        failures = 0;
        return;
      }
      timer = window.setTimeout(run, retryDelay(failures++));
    };
    const onShown = () => {
      if (document.visibilityState === 'visible' && !reachable) run();
    };
    const onOnline = () => {
      failures = 0;
      run();
    };
    const offChange = onReachabilityChange(() => {
      if (!checking) schedule();
    });
    schedule();
    window.addEventListener('online', onOnline);
    document.addEventListener('visibilitychange', onShown);
    return () => {
      offChange();
      window.clearTimeout(timer);
      window.removeEventListener('online', onOnline);
      document.removeEventListener('visibilitychange', onShown);
    };
  }, [check]);
}
