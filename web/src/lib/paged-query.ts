/**
 * @module lib/paged-query — a server list read page by page (the API's opaque `cursor` / `nextCursor`), on
 * TanStack's infinite query over the app's one QueryClient. Like `useApiQuery`, it refetches when a live change
 * topic it listens to arrives; TanStack then reloads the loaded pages in order from the first, so a page
 * boundary never skips or repeats a row. `setPagedData` patches every loaded page (e.g. a deleted entry).
 */
import type { ChangeTopic } from '@mynd/shared/schemas';
import { type InfiniteData, useInfiniteQuery } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { queryClient } from './query';

export interface Page {
  nextCursor: string | null;
}

export interface PagedState<P extends Page> {
  /** The loaded pages, first page first (empty while the first loads). */
  pages: P[];
  error: unknown;
  isLoading: boolean;
  /** Whether the server said there is a page after the last loaded one. */
  hasMore: boolean;
  isLoadingMore: boolean;
  /** Loads the next page (nothing when there is none or one is already loading). */
  loadMore: () => void;
}

export function usePagedQuery<P extends Page>(
  key: readonly unknown[],
  fetchPage: (cursor: string | undefined) => Promise<P>,
  options: { topics?: readonly ChangeTopic[]; enabled?: boolean } = {},
): PagedState<P> {
  // The latest fetcher answers every page of this key.
  const fetchRef = useRef(fetchPage);
  fetchRef.current = fetchPage;
  const query = useInfiniteQuery(
    {
      queryKey: key,
      queryFn: ({ pageParam }) => fetchRef.current(pageParam),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (last: P) => last.nextCursor ?? undefined,
      meta: { topics: options.topics ?? [] },
      enabled: options.enabled ?? true,
    },
    queryClient,
  );
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  return {
    pages: query.data?.pages ?? [],
    error: query.error ?? undefined,
    isLoading: query.isPending && !query.isError,
    hasMore: hasNextPage,
    isLoadingMore: isFetchingNextPage,
    loadMore,
  };
}

/** Applies `update` to every loaded page of the paged list under `key`. */
export function setPagedData<P extends Page>(key: readonly unknown[], update: (page: P) => P): void {
  queryClient.setQueryData<InfiniteData<P, string | undefined>>(key, (data) =>
    data ? { ...data, pages: data.pages.map(update) } : data,
  );
}
