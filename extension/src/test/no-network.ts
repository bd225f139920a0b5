/**
 * @module test/no-network — unit tests reach no real server. `blockNetwork()` (in a beforeEach) replaces
 * `fetch` with one that fails as if offline and records the address: a request nobody stood in for (the
 * popup's health probe of the default http://localhost:8787 was one) is then an assertion, not a connection
 * attempt that prints ECONNREFUSED. A test that wants a server stubs `fetch` with a fake one over it.
 */
import { vi } from 'vitest';

export function blockNetwork(): { stray: string[] } {
  const stray: string[] = [];
  vi.stubGlobal('fetch', (input: string | URL | Request) => {
    stray.push(input instanceof Request ? input.url : String(input));
    return Promise.reject(new TypeError('Failed to fetch'));
  });
  return { stray };
}
