/**
 * @module lib/route-memo — the API's router with each parameterless lookup made once: Hono's default router
 * (SmartRouter) ends up as the TrieRouter for this API (the RegExpRouter refuses a static path beside a parameter
 * at the same place, `/api/tasks/due` and `/api/tasks/:id`), and the TrieRouter splits the path and walks its
 * tree on every request (~1.5 µs and ~3 KB of garbage for `GET /api/tasks` on Node).
 *
 * A lookup's result depends only on the method, the path and the routes added, so a result without parameters
 * (`GET /api/tasks`, `/api/auth/me`: the method's middleware and handler) is kept by method and path and given
 * again; a result with parameters (`/api/tasks/:id`: the id is in it) is looked up every time. Adding a route
 * forgets every kept result. Hono only reads a result. At most `ROUTE_MEMO_MAX_PATHS` results are kept; when
 * that many are there (a client asking for many paths that do not exist), they are all forgotten and kept anew.
 */
import type { Result, Router } from 'hono/router';
import { RegExpRouter } from 'hono/router/reg-exp-router';
import { SmartRouter } from 'hono/router/smart-router';
import { TrieRouter } from 'hono/router/trie-router';

export const ROUTE_MEMO_MAX_PATHS = 500;

/** Counts for tests: lookups made by the inner router. */
export const routeMemoStats = { lookups: 0 };

function hasParams<T>(result: Result<T>): boolean {
  for (const [, params] of result[0]) for (const _ in params) return true;
  return false;
}

class MemoRouter<T> implements Router<T> {
  readonly #inner: Router<T>;
  readonly #kept = new Map<string, Map<string, Result<T>>>();
  #size = 0;

  constructor(inner: Router<T>) {
    this.#inner = inner;
  }

  get name(): string {
    return `memo(${this.#inner.name})`;
  }

  add(method: string, path: string, handler: T): void {
    this.#kept.clear();
    this.#size = 0;
    this.#inner.add(method, path, handler);
  }

  match(method: string, path: string): Result<T> {
    let byPath = this.#kept.get(method);
    const kept = byPath?.get(path);
    if (kept) return kept;
    routeMemoStats.lookups++;
    const result = this.#inner.match(method, path);
    if (hasParams(result)) return result;
    if (this.#size >= ROUTE_MEMO_MAX_PATHS) {
      this.#kept.clear();
      this.#size = 0;
      byPath = undefined;
    }
    if (!byPath) {
      byPath = new Map();
      this.#kept.set(method, byPath);
    }
    byPath.set(path, result);
    this.#size++;
    return result;
  }
}

/** `inner` (Hono's default router: SmartRouter over RegExpRouter and TrieRouter) with parameterless lookups kept. */
export function memoizedRouter<T>(
  inner: Router<T> = new SmartRouter<T>({ routers: [new RegExpRouter(), new TrieRouter()] }),
): Router<T> {
  return new MemoRouter<T>(inner);
}
