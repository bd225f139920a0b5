/**
 * @module lib/query — a tiny query cache: `useApiQuery(key, fn, { deps, topics })` gives `data`, `error`,
 * `isLoading` and `refetch`, shares one request per key between components, keeps the last data while
 * refetching (no flashes), and refetches when a live change topic it listens to arrives. `setQueryData` and
 * `optimisticUpdate` serve instant UI updates; `clearQueryCache` runs on sign-out.
 */
import type { ChangeTopic } from '@mynd/shared/schemas';
import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { subscribeChanges } from './change-bus';

export type QueryKey = string | readonly unknown[];

interface Entry {
  data: unknown;
  error: unknown;
  hasData: boolean;
  loading: boolean;
  /** Bumped on every start so a slow older response never overwrites a newer one. */
  generation: number;
  fetcher?: () => Promise<unknown>;
  topics: ReadonlySet<ChangeTopic>;
  subscribers: number;
  stale: boolean;
}

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

const cache = new Map<string, Entry>();
const listeners = new Map<string, Set<() => void>>();

export function hashKey(key: QueryKey): string {
  return typeof key === 'string' ? key : JSON.stringify(key);
}

function entryFor(hash: string): Entry {
  let entry = cache.get(hash);
  if (!entry) {
    entry = {
      data: undefined,
      error: undefined,
      hasData: false,
      loading: false,
      generation: 0,
      topics: new Set(),
      subscribers: 0,
      stale: true,
    };
    cache.set(hash, entry);
  }
  return entry;
}

function notify(hash: string): void {
  for (const listener of listeners.get(hash) ?? []) listener();
}

function replace(hash: string, patch: Partial<Entry>): void {
  // A fresh object per change, so useSyncExternalStore sees a new snapshot.
  cache.set(hash, { ...entryFor(hash), ...patch });
  notify(hash);
}

async function run(hash: string): Promise<void> {
  const entry = entryFor(hash);
  if (!entry.fetcher) return;
  const generation = entry.generation + 1;
  replace(hash, { loading: true, generation, stale: false });
  try {
    const data = await entry.fetcher();
    if (entryFor(hash).generation !== generation) return;
    replace(hash, { data, error: undefined, hasData: true, loading: false });
  } catch (error) {
    if (entryFor(hash).generation !== generation) return;
    replace(hash, { error, loading: false });
  }
}

/** Fetch (or refetch) a key now; resolves when the data or error is stored. */
export function fetchQuery(key: QueryKey): Promise<void> {
  return run(hashKey(key));
}

/** Refetch every key whose hash starts with the prefix (e.g. `["tasks"` for all task queries). */
export async function invalidateQueries(prefix: QueryKey): Promise<void> {
  const wanted = typeof prefix === 'string' ? prefix : hashKey(prefix).replace(/]$/, '');
  const runs: Promise<void>[] = [];
  for (const [hash, entry] of cache) {
    if (!hash.startsWith(wanted)) continue;
    if (entry.subscribers > 0) runs.push(run(hash));
    else replace(hash, { stale: true });
  }
  await Promise.all(runs);
}

export function getQueryData<T>(key: QueryKey): T | undefined {
  return cache.get(hashKey(key))?.data as T | undefined;
}

export function setQueryData<T>(key: QueryKey, updater: T | ((previous: T | undefined) => T)): void {
  const hash = hashKey(key);
  const previous = entryFor(hash).data as T | undefined;
  const data = typeof updater === 'function' ? (updater as (p: T | undefined) => T)(previous) : updater;
  // Bump the generation: an in-flight response is older than this local truth.
  replace(hash, { data, hasData: true, error: undefined, generation: entryFor(hash).generation + 1 });
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
  const hash = hashKey(key);
  const snapshot = entryFor(hash).data as T | undefined;
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
  const hashes = [...cache.keys()];
  cache.clear();
  for (const hash of hashes) notify(hash);
}

subscribeChanges((topic) => {
  for (const [hash, entry] of cache) {
    if (!entry.topics.has(topic)) continue;
    if (entry.subscribers > 0) void run(hash);
    else replace(hash, { stale: true });
  }
});

export function useApiQuery<T>(
  key: QueryKey,
  fetcher: () => Promise<T>,
  options: QueryOptions = {},
): QueryState<T> {
  const hash = hashKey(key);
  const enabled = options.enabled ?? true;
  const fetcherRef = useRef(fetcher);
  fetcherRef.current = fetcher;
  const topicsKey = (options.topics ?? []).join(',');
  const depsKey = JSON.stringify(options.deps ?? []);

  const subscribe = useCallback(
    (onChange: () => void) => {
      let set = listeners.get(hash);
      if (!set) {
        set = new Set();
        listeners.set(hash, set);
      }
      set.add(onChange);
      return () => {
        set.delete(onChange);
      };
    },
    [hash],
  );
  const snapshot = useSyncExternalStore(subscribe, () => entryFor(hash));

  const lastDeps = useRef(depsKey);

  useEffect(() => {
    if (!enabled) return;
    const entry = entryFor(hash);
    entry.fetcher = () => fetcherRef.current();
    entry.topics = new Set(topicsKey ? (topicsKey.split(',') as ChangeTopic[]) : []);
    entry.subscribers += 1;
    const depsChanged = lastDeps.current !== depsKey;
    lastDeps.current = depsKey;
    // Several components mounting together share the request already under way.
    if (depsChanged || (!entry.loading && (entry.stale || !entry.hasData))) void run(hash);
    return () => {
      const current = entryFor(hash);
      current.subscribers = Math.max(0, current.subscribers - 1);
    };
  }, [hash, enabled, topicsKey, depsKey]);

  const refetch = useCallback(() => run(hash), [hash]);
  const setData = useCallback(
    (updater: T | ((previous: T | undefined) => T)) => setQueryData<T>(hash, updater),
    [hash],
  );

  return {
    data: snapshot.data as T | undefined,
    error: snapshot.error,
    isLoading: enabled && !snapshot.hasData && (snapshot.loading || snapshot.stale) && !snapshot.error,
    isFetching: snapshot.loading,
    refetch,
    setData,
  };
}
