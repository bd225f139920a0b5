/**
 * @module entrypoints/popup/main — the only script the popup loads before its first paint: it waits for that
 * paint, then loads the React app (React DOM alone is ~55 KB gzip; the shell in index.html needs none of it).
 */
performance.mark('mynd:shell-script');
// The shell is typeable at once: anything typed before React mounts is kept.
document.querySelector<HTMLTextAreaElement>('#shell-text')?.focus();
requestAnimationFrame(() => {
  // A rAF callback runs just before a paint; the timeout runs after it.
  setTimeout(() => void import('../../src/popup/mount'), 0);
});
