/**
 * @module lib/api — the web app's one API client instance. Same-origin cookie session, so no token; every
 * 401 is broadcast so the session atom can drop the user and the router can send them to /auth; every call
 * tells offline/connection whether the server was reached.
 */
import { ApiError, createApiClient } from '@mynd/shared/api-client';
import { reportReachability } from '../features/offline/connection';

export { ApiError };

type UnauthorizedListener = () => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();

/** Subscribe to "the server said this session is gone"; returns the unsubscribe function. */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

export const api = createApiClient({
  baseUrl: '',
  onUnauthorized: () => {
    for (const listener of unauthorizedListeners) listener();
  },
  onReachability: reportReachability,
});

/** The message to show for a failed call: the server's sentence when there is one, else the fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.message) return error.message;
  if (error instanceof Error && error.message && !(error instanceof TypeError)) return error.message;
  return fallback;
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}
