/**
 * @module lib/when-ready — `f(value)` right away when `value` is there already, else once its promise settles.
 * A read answered from memory (db/request-reads `known`) is a value, not a promise: the request then waits on
 * no promise for it (each one a promise object and a microtask per request).
 */
export function whenReady<T, R>(value: T | Promise<T>, f: (value: T) => R): R | Promise<Awaited<R>> {
  return value instanceof Promise ? (value.then(f) as Promise<Awaited<R>>) : f(value);
}
