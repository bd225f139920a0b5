/**
 * @module Incremental rendering for long lists: the first page at once, the next page whenever a sentinel
 * below the list scrolls into view — 2,000 tasks never mount at once.
 */
import { useEffect, useRef, useState } from 'react';

export const PAGE_SIZE = 30;

export function useIncremental(total: number, resetKey: unknown, pageSize = PAGE_SIZE) {
  const [count, setCount] = useState(pageSize);
  const sentinel = useRef<HTMLDivElement | null>(null);

  // A new filter starts from the first page again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: resetKey stands for the filters.
  useEffect(() => setCount(pageSize), [resetKey, pageSize]);

  useEffect(() => {
    const node = sentinel.current;
    if (!node || count >= total || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setCount((c) => Math.min(total, c + pageSize));
      },
      { rootMargin: '600px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [count, total, pageSize]);

  return { count: Math.min(count, total), sentinel, showMore: () => setCount((c) => c + pageSize) };
}
