/**
 * @module middleware/response-frame — what every API response carries besides its body: the security headers
 * (middleware/security-headers) and X-Request-Id, set before the handler runs so that a header the handler sets
 * itself wins.
 *
 * On the Node host (`plainHeaders`), a plain JSON answer — `c.json` or `c.body` with a content type, a number
 * status, nothing else touched — is built with its headers as a plain object, already in the order and case
 * @hono/node-server would write them (names sorted, lower case, Content-Length last). @hono/node-server then
 * writes that object as it is; otherwise every response's headers go into an undici `Headers` (13 checked
 * sets), which node-server iterates, sorts and copies into a plain object again. The bytes on the wire are the
 * same either way. Anything else a request does with its headers — `c.header` (a cookie, CORS, Retry-After),
 * `c.status`, a HEAD request, another kind of body — first puts the frame into Hono's own headers, as before.
 * A response made without the context (an event stream, a preflight) gets the frame afterwards, keeping any
 * header it set itself.
 *
 * The context's `header`, `status`, `json` and `body` are replaced by functions made once per app, which find
 * the request's state with `c.get('frame')`. Functions made for each request and stored on the context (the
 * first version) made V8 promote ~3 MB at every scavenge under load: the heap grew to ~200 MB and throughput
 * fell 3–4× (measured with --trace-gc under autocannon). They are called as methods of the context (`c.json(…)`),
 * as Hono and every route here do.
 */
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv, FrameState } from '../app-env.js';
import { newId } from '../lib/ids.js';
import type { HeaderList } from './security-headers.js';

const REQUEST_ID = 'x-request-id';
const CONTENT_TYPE = 'content-type';
const CONTENT_LENGTH = 'Content-Length';

type Ctx = Context<AppEnv>;
type Body = Parameters<Context['body']>[0];

/**
 * Sets the frame on every response; `start(c, requestId)` runs first (the request's own context: deps,
 * events…) and may return what to run once the response is ready. `plainHeaders` needs `Buffer` (the Node host).
 */
export function responseFrame(
  frame: HeaderList,
  plainHeaders: boolean,
  start: (c: Ctx, requestId: string) => (() => void) | undefined,
): MiddlewareHandler<AppEnv> {
  const values = new Map(frame.map(([name, value]) => [name.toLowerCase(), value]));
  /**
   * A plain answer's headers, copied for each answer: the frame's names in lower case with Content-Type and
   * X-Request-Id, sorted as a `Headers` iterates, then Content-Length (the three are filled in per answer).
   */
  const template: Record<string, string> = {};
  for (const name of [...values.keys(), CONTENT_TYPE, REQUEST_ID].sort())
    template[name] = values.get(name) ?? '';
  template[CONTENT_LENGTH] = '';

  /** Puts the frame into Hono's headers (once): from then on Hono builds this request's responses. */
  const frameInHono = (state: FrameState) => {
    if (state.inHono) return;
    state.inHono = true;
    for (const [name, value] of frame) state.header(name, value);
    state.header('X-Request-Id', state.requestId);
  };
  const build = (state: FrameState, text: string, status: number | undefined, type: string): Response => {
    const headers = { ...template };
    headers[CONTENT_TYPE] = type;
    headers[REQUEST_ID] = state.requestId;
    headers[CONTENT_LENGTH] = String(Buffer.byteLength(text));
    state.plain = new Response(text, { status: status ?? 200, headers });
    return state.plain;
  };
  function header(this: Ctx, ...args: Parameters<Context['header']>) {
    const state = this.get('frame');
    frameInHono(state);
    return state.header(...args);
  }
  function status(this: Ctx, code: Parameters<Context['status']>[0]) {
    const state = this.get('frame');
    frameInHono(state);
    state.status(code);
  }
  function json(this: Ctx, object: unknown, arg?: unknown, headers?: unknown) {
    const state = this.get('frame');
    if (state.inHono || headers !== undefined || (arg !== undefined && typeof arg !== 'number')) {
      frameInHono(state);
      return (state.json as (...a: unknown[]) => Response)(object, arg, headers);
    }
    return build(state, JSON.stringify(object), arg as number | undefined, 'application/json');
  }
  function body(this: Ctx, data: Body, arg?: unknown, headers?: Record<string, string>) {
    const state = this.get('frame');
    const type = headers?.['Content-Type'];
    if (
      state.inHono ||
      typeof data !== 'string' ||
      typeof type !== 'string' ||
      Object.keys(headers!).length !== 1 ||
      (arg !== undefined && typeof arg !== 'number')
    ) {
      frameInHono(state);
      return (state.body as (...a: unknown[]) => Response)(data, arg, headers);
    }
    return build(state, data, arg as number | undefined, type);
  }

  return async (c, next) => {
    const requestId = newId();
    const finish = start(c, requestId);
    const state: FrameState = {
      requestId,
      inHono: false,
      plain: undefined,
      header: c.header,
      status: c.status,
      json: c.json,
      body: c.body,
    };
    c.set('frame', state);
    if (plainHeaders && c.req.method !== 'HEAD') {
      c.header = header as Context['header'];
      c.status = status;
      c.json = json as Context['json'];
      c.body = body as Context['body'];
    } else {
      frameInHono(state);
    }
    await next();
    if (c.res !== state.plain && !c.res.headers.has('X-Request-Id')) {
      // Made without the context: add the frame, keeping any header it set itself (Hono's `c.header` first: it
      // makes the response's headers writable).
      state.header('X-Request-Id', requestId);
      const headers = c.res.headers;
      for (const [name, value] of frame) if (!headers.has(name)) headers.set(name, value);
      headers.delete('X-Powered-By');
    }
    finish?.();
  };
}
