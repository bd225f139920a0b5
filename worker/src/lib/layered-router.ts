/**
 * @module lib/layered-router — the API's router hands Hono each request's layers (the frame, api-request, the
 * route's validation, the handler) as one handler that calls them in turn, each one as soon as the one before
 * calls `next()`, and waits on a promise only where a layer returned one. Hono runs a lookup of one handler
 * without its `compose` (hono-base `#dispatch`), and compose makes every layer's dispatch an async function: four
 * promises and microtask turns per request even when no layer awaited anything (a read answered from memory:
 * db/request-reads `known`). With this, such a request is answered synchronously: Hono's `fetch` returns the
 * Response itself, which @hono/node-server writes at once (its `responseViaCache`, no `responseViaResponseObject`).
 *
 * The layers keep compose's contract (koa-compose): `next()` runs the next layer; an Error a layer throws, or
 * whose promise rejects, is answered by the app's error handler at that layer (`c.error` set, its answer in
 * `c.res`), so the layers above it carry on after their `next()` with that answer — the frame's finish included;
 * past the last layer an unanswered request gets the not-found handler (`c.notFound()`); `next()` twice throws;
 * an unfinalised context at the end is an error, as Hono's own dispatch says. What differs: `next()` returns the
 * context itself when nothing below waited, and a promise of it otherwise — a layer that does work after `next()`
 * must take either (lib/when-ready), as `await next()` does. `c.req.param()` gives each layer its own
 * parameters, as compose does; Hono's `matchedRoutes` / `routePath` (deprecated; unused here) see one route, the
 * last layer's.
 *
 * The composed lookup is made once per lookup result of the inner router (lib/route-memo keeps the results of
 * parameterless paths, so `GET /api/tasks` composes once); a lookup with parameters is composed per request.
 */
import type { Context, ErrorHandler } from 'hono';
import type { ParamIndexMap, Params, Result, Router } from 'hono/router';
import type { H, RouterRoute } from 'hono/types';

type Layer = [H, RouterRoute];
type Entry = [Layer, ParamIndexMap | Params];

const NOT_FINALIZED =
  'Context is not finalized. Did you forget to return a Response object or `await next()`?';

/**
 * One request's run through the layers: compose's `dispatch`, a value where the layer gave one. A class, not
 * closures made per request (each named closure also costs a `defineProperty` of its name under tsx).
 */
class LayerRun {
  index = -1;

  constructor(
    readonly c: Context,
    readonly layers: ComposedLayers,
  ) {}

  dispatch(i: number): Context | Promise<Context> {
    if (i <= this.index) throw new Error('next() called multiple times');
    this.index = i;
    const { c, layers } = this;
    const handler = layers.handlers[i];
    if (!handler) {
      if (c.finalized) return c;
      const res = c.notFound();
      return res instanceof Promise ? res.then((r) => this.settle(r, false)) : this.settle(res, false);
    }
    // The layer reads its own parameters (`c.req.param()` reads the composed entry's).
    layers.entry[1] = layers.params[i]!;
    let res: unknown;
    try {
      res = handler(c, () => this.dispatch(i + 1) as Promise<never>);
    } catch (err) {
      return this.failed(err);
    }
    return res instanceof Promise
      ? res.then(
          (r) => this.settle(r, false),
          (err) => this.failed(err),
        )
      : this.settle(res, false);
  }

  /** compose's end of a layer: its answer becomes `c.res` unless one is set (an error's answer always does). */
  settle(res: unknown, isError: boolean): Context {
    const c = this.c;
    if (res && (c.finalized === false || isError)) c.res = res as Response;
    return c;
  }

  /** An Error is answered by the app's error handler; anything else thrown goes on up, as in compose. */
  failed(err: unknown): Context | Promise<Context> {
    if (!(err instanceof Error)) throw err;
    const c = this.c;
    c.error = err;
    const res = this.layers.onError(err, c);
    return res instanceof Promise ? res.then((r) => this.settle(r, true)) : this.settle(res, true);
  }
}

function answerOf(c: Context): Response {
  if (!c.finalized) throw new Error(NOT_FINALIZED);
  return c.res;
}

/** A lookup's layers as one entry: a handler for Hono's single-handler path, which answers with `c.res`. */
class ComposedLayers {
  readonly handlers: H[];
  readonly params: (ParamIndexMap | Params)[];
  readonly entry: Entry;

  constructor(
    entries: readonly Entry[],
    readonly onError: ErrorHandler,
  ) {
    this.handlers = entries.map(([[handler]]) => handler);
    this.params = entries.map(([, params]) => params);
    const [[, route], params] = entries[entries.length - 1]!;
    this.entry = [[(c: Context) => this.run(c), route], params];
  }

  /** Runs the layers; the answer itself when none of them returned a promise. */
  run(c: Context): Response | Promise<Response> {
    const context = new LayerRun(c, this).dispatch(0);
    return context instanceof Promise ? context.then(answerOf) : answerOf(context);
  }
}

class LayeredRouter implements Router<Layer> {
  readonly #inner: Router<Layer>;
  readonly #onError: ErrorHandler;
  /** The composed result of each result the inner router gave (kept ones are given again: lib/route-memo). */
  readonly #composed = new WeakMap<Result<Layer>, Result<Layer>>();

  constructor(inner: Router<Layer>, onError: ErrorHandler) {
    this.#inner = inner;
    this.#onError = onError;
  }

  get name(): string {
    return `layered(${this.#inner.name})`;
  }

  add(method: string, path: string, handler: Layer): void {
    this.#inner.add(method, path, handler);
  }

  match(method: string, path: string): Result<Layer> {
    const result = this.#inner.match(method, path);
    // One layer, or none (not found: Hono answers it), is run by Hono as it is.
    if (result[0].length < 2) return result;
    let composed = this.#composed.get(result);
    if (!composed) {
      const { entry } = new ComposedLayers(result[0] as Entry[], this.#onError);
      composed = (result.length === 2 ? [[entry], result[1]] : [[entry]]) as Result<Layer>;
      this.#composed.set(result, composed);
    }
    return composed;
  }
}

/**
 * `inner` with each lookup's layers composed into one handler; `onError` is the app's error handler (the one
 * given to `app.onError`), which answers an error at the layer that threw it.
 */
export function layeredRouter(inner: Router<Layer>, onError: ErrorHandler): Router<Layer> {
  return new LayeredRouter(inner, onError);
}
