/**
 * @module entrypoints/popup/main — the only script the popup runs before its first paint: it waits for the
 * shell in index.html to be painted, then loads the React app (React DOM alone is ~55 KB gzip; the shell
 * needs none of it).
 */
performance.mark('mynd:shell-script');
// The shell is typeable at once: anything typed before React mounts is kept.
document.querySelector<HTMLTextAreaElement>('#shell-text')?.focus();

/** If no paint entry ever arrives (a hidden document, a browser without Paint Timing), load anyway. */
const PAINT_WAIT_LIMIT_MS = 150;

let loaded = false;
function loadApp(): void {
  if (loaded) return;
  loaded = true;
  void import('../../src/popup/mount');
}

try {
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    loadApp();
  }).observe({ type: 'paint', buffered: true });
} catch {
  // No PerformanceObserver for paint entries: fall back to the timer below.
}
setTimeout(loadApp, PAINT_WAIT_LIMIT_MS);
