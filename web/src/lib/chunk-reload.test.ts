import { describe, expect, it, vi } from 'vitest';
import { installChunkReload, reloadOnceForChunkError } from './chunk-reload';

function memoryEnv(start = 1_000_000) {
  const items = new Map<string, string>();
  let now = start;
  const env = {
    storage: {
      getItem: (k: string) => items.get(k) ?? null,
      setItem: (k: string, v: string) => items.set(k, v),
    },
    now: () => now,
    reload: vi.fn(),
  };
  return { env, advance: (ms: number) => (now += ms) };
}

describe('reload once when a lazy chunk fails to load', () => {
  it('reloads on the first failure, not on a second one right after, and again a minute later', () => {
    const { env, advance } = memoryEnv();
    expect(reloadOnceForChunkError(env)).toBe(true);
    expect(env.reload).toHaveBeenCalledTimes(1);
    advance(5_000);
    expect(reloadOnceForChunkError(env)).toBe(false);
    expect(env.reload).toHaveBeenCalledTimes(1);
    advance(60_000);
    expect(reloadOnceForChunkError(env)).toBe(true);
    expect(env.reload).toHaveBeenCalledTimes(2);
  });

  it("listens to Vite's vite:preloadError and stops the error when it reloads", () => {
    const target = new EventTarget() as unknown as Window;
    const reload = vi.fn();
    Object.assign(target, { sessionStorage: window.sessionStorage, location: { reload } });
    window.sessionStorage.clear();
    installChunkReload(target);
    const first = new Event('vite:preloadError', { cancelable: true });
    target.dispatchEvent(first);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(first.defaultPrevented).toBe(true);
    const second = new Event('vite:preloadError', { cancelable: true });
    target.dispatchEvent(second);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(second.defaultPrevented).toBe(false);
  });
});
