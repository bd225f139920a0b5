/**
 * @module components/load-more — the end of a paged list: a "Load more" button, and an invisible marker that
 * loads the next page by itself when it scrolls into view (where the browser has IntersectionObserver).
 */
import { useEffect, useRef } from 'react';
import { Button } from './ui/button';
import { Spinner } from './ui/spinner';

export function LoadMore({
  hasMore,
  loading,
  onLoad,
}: {
  hasMore: boolean;
  loading: boolean;
  onLoad: () => void;
}) {
  const marker = useRef<HTMLDivElement>(null);
  const load = useRef(onLoad);
  load.current = onLoad;
  useEffect(() => {
    const element = marker.current;
    // Observed again after each page, so a list still too short to scroll keeps loading.
    if (!hasMore || loading || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) load.current();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasMore, loading]);
  if (!hasMore) return null;
  return (
    <div ref={marker} className="flex justify-center pt-2">
      {loading ? (
        <Spinner label="Loading more" />
      ) : (
        <Button variant="outline" size="sm" onClick={onLoad}>
          Load more
        </Button>
      )}
    </div>
  );
}
