/**
 * @module lib/chunk-reload — after a deploy, a tab still running the old build asks for lazy chunks whose hashed
 * names no longer exist (the server answers 404). Vite reports that as a `vite:preloadError` event; the page
 * then reloads once to fetch the new build. A second failure within a minute is not retried (the error shows
 * as usual), so a truly broken deploy cannot loop.
 */
const KEY = 'mynd:chunk-reload-at';
const RETRY_AFTER_MS = 60_000;

export interface ChunkReloadEnv {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  now(): number;
  reload(): void;
}

/** Handles one failed chunk load: true when it reloads the page (and the error should not surface). */
export function reloadOnceForChunkError(env: ChunkReloadEnv): boolean {
  const last = Number(env.storage.getItem(KEY) ?? 0);
  if (last && env.now() - last < RETRY_AFTER_MS) return false;
  env.storage.setItem(KEY, String(env.now()));
  env.reload();
  return true;
}

export function installChunkReload(target: Window = window): void {
  target.addEventListener('vite:preloadError', (event) => {
    const reloading = reloadOnceForChunkError({
      storage: target.sessionStorage,
      now: () => Date.now(),
      reload: () => target.location.reload(),
    });
    if (reloading) event.preventDefault();
  });
}
