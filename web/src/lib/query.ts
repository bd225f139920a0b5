/**
 * @module lib/query — the web app's server state, on TanStack Query. `useApiQuery(key, fn, { deps, topics })`
 * gives `data`, `error`, `isLoading` and `refetch`; one request per key is shared between components, the last
 * data stays on screen while refetching (no flashes), and a query refetches when a live change topic it listens
 * to arrives (the topics ride on the query's `meta`). `setQueryData` and `optimisticUpdate` serve instant UI
 * updates; `clearQueryCache` runs on sign-out. Data is fresh until a change topic, a mutation or `deps` says
 * otherwise — live updates replace polling, focus refetches and retries.
 */
import type { ChangeTopic } from '@mynd/shared/schemas';
import { QueryClient, type QueryKey as TanstackKey, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { subscribeChanges } from './change-bus';

export type QueryKey = string | readonly unknown[];

export interface QueryState<T> {
  data: T | undefined;
  error: unknown;
  isLoading: boolean;
  isFetching: boolean;
  refetch: () => Promise<void>;
  setData: (updater: T | ((previous: T | undefined) => T)) => void;
}

export interface QueryOptions {
  /** Values that, when changed, mean "fetch again" (besides the key). */
  deps?: readonly unknown[];
  /** Live change topics that make this query refetch. */
  topics?: readonly ChangeTopic[];
  enabled?: boolean;
}

/** The one cache of the web app. Hooks get it passed in, so no provider has to wrap the tree. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: Number.POSITIVE_INFINITY,
      retry: false,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
    },
  },
});

/** A string key is a one-part key, so prefixes work the same for both forms. */
function toKey(key: QueryKey): TanstackKey {
  return typeof key === 'string' ? [key] : key;
}

interface TopicMeta extends Record<string, unknown> {
  topics?: readonly ChangeTopic[];
}

subscribeChanges((topic) => {
  // Mounted queries refetch at once; the others are marked stale and refetch when next shown.
  void queryClient.invalidateQueries({
    predicate: (query) => ((query.meta as TopicMeta | undefined)?.topics ?? []).includes(topic),
  });
});

/** Fetch (or refetch) a key now; resolves when the data or error is stored. */
export async function fetchQuery(key: QueryKey): Promise<void> {
  await queryClient.refetchQueries({ queryKey: toKey(key), exact: true });
}

/** Refetch every mounted query under the prefix (e.g. `['main', 'tasks']`); mark the rest stale. */
export async function invalidateQueries(prefix: QueryKey): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: toKey(prefix) });
}

export function getQueryData<T>(key: QueryKey): T | undefined {
  return queryClient.getQueryData<T>(toKey(key));
}

/** Bumped by every local write to a key: a response that was in flight meanwhile is older than that write. */
const writes = new Map<string, number>();

function hashOf(queryKey: TanstackKey): string {
  return JSON.stringify(queryKey);
}

export function setQueryData<T>(key: QueryKey, updater: T | ((previous: T | undefined) => T)): void {
  const queryKey = toKey(key);
  const query = queryClient.getQueryCache().find({ queryKey, exact: true });
  // A local patch does not make data fresh: a list a mind dump invalidated, or one never fetched (patched from
  // nothing by the setup wizard), still loads from the server when it is next shown.
  const invalidated = !query || query.state.isInvalidated;
  writes.set(hashOf(queryKey), (writes.get(hashOf(queryKey)) ?? 0) + 1);
  queryClient.setQueryData<T>(queryKey, (previous) =>
    typeof updater === 'function' ? (updater as (p: T | undefined) => T)(previous) : updater,
  );
  if (invalidated) queryClient.getQueryCache().find({ queryKey, exact: true })?.invalidate();
}

/**
 * Apply `update` to the cached data at once, run `action`, and put the old data back if it fails
 * (the error is rethrown for the caller's toast).
 */
export async function optimisticUpdate<T, R>(
  key: QueryKey,
  update: (previous: T | undefined) => T,
  action: () => Promise<R>,
): Promise<R> {
  const snapshot = getQueryData<T>(key);
  setQueryData<T>(key, update);
  try {
    return await action();
  } catch (error) {
    setQueryData<T>(key, snapshot as T);
    throw error;
  }
}

/** Forget everything (sign-out: the next user must never see the previous user's data). */
export function clearQueryCache(): void {
  queryClient.clear();
  writes.clear();
}

export function useApiQuery<T>(
  key: QueryKey,
  fetcher: () => Promise<T>,
  options: QueryOptions = {},
): QueryState<T> {
  const queryKey = toKey(key);
  const enabled = options.enabled ?? true;
  // The latest fetcher (it closes over `deps`) answers every fetch of this key.
  const fetcherRef = useRef(fetcher);
  fetcherRef.current = fetcher;
  const query = useQuery<T>(
    {
      queryKey,
      queryFn: async () => {
        const hash = hashOf(queryKey);
        const before = writes.get(hash) ?? 0;
        const data = await fetcherRef.current();
        // Written locally while this response travelled: the local data wins (it is the newer truth).
        if ((writes.get(hash) ?? 0) !== before) return queryClient.getQueryData<T>(queryKey) ?? data;
        return data;
      },
      enabled,
      meta: { topics: options.topics ?? [] } satisfies TopicMeta,
    },
    queryClient,
  );

  // `deps` are not part of the key (callers write to the key with setQueryData): a change refetches it.
  const depsKey = JSON.stringify(options.deps ?? []);
  const lastDeps = useRef(depsKey);
  const hash = hashOf(queryKey);
  useEffect(() => {
    if (lastDeps.current === depsKey) return;
    lastDeps.current = depsKey;
    if (enabled) void queryClient.refetchQueries({ queryKey: JSON.parse(hash), exact: true });
  }, [depsKey, enabled, hash]);

  const refetch = useCallback(() => fetchQuery(JSON.parse(hash) as TanstackKey), [hash]);
  const setData = useCallback(
    (updater: T | ((previous: T | undefined) => T)) =>
      setQueryData<T>(JSON.parse(hash) as TanstackKey, updater),
    [hash],
  );

  return {
    data: query.data,
    error: query.error ?? undefined,
    isLoading: enabled && query.isPending && !query.isError,
    isFetching: query.isFetching,
    refetch,
    setData,
  };
}
