/**
 * @module middleware/response-frame — what every API response carries besides its body: the security headers
 * of an answer (middleware/security-headers) and X-Request-Id, set before the handler runs so that a header the
 * handler sets itself wins. A document (a text/html answer: the API reference page) also gets the headers only a
 * page uses, and the web app's Content-Security-Policy in place of the API's (one it set itself stays).
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
 *
 * Compression (the Node host only: `encoder`, lib/compression): a JSON answer of at least
 * `MIN_COMPRESSED_CHARS` to a request that sends `Accept-Encoding` is sent in the best coding it accepts (br,
 * gzip) with `Content-Encoding` and `Vary: Accept-Encoding` (`Vary` alone when it accepts neither), built with
 * the context either way (plain headers or Hono's, so HEAD gets the headers its GET would). An answer built
 * from a remembered answer alone (`jsonText(…, source)`: the task list) has its compressed bytes kept beside
 * that answer (`RequestReads.derived`), so an answer from memory is not compressed again. Never compressed: a
 * request without `Accept-Encoding` (its bytes are exactly those of an uncompressed host), small or non-JSON
 * answers (an event stream is made without the context), 204 and 304. The Workers host passes no encoder:
 * Cloudflare compresses at its edge.
 */
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv, FrameState } from '../app-env.js';
import type { RequestReads } from '../db/request-reads.js';
import { newId } from '../lib/ids.js';
import { whenReady } from '../lib/when-ready.js';
import type { HeaderList } from './security-headers.js';

/** The request id's header, as a plain answer's headers name it. */
export const REQUEST_ID = 'x-request-id';
const CONTENT_TYPE = 'content-type';
const CONTENT_LENGTH = 'Content-Length';
const CONTENT_ENCODING = 'content-encoding';
const CSP = 'content-security-policy';
const HTML = 'text/html';
const VARY = 'vary';
const ACCEPT_ENCODING = 'Accept-Encoding';

type Ctx = Context<AppEnv>;
type Body = Parameters<Context['body']>[0];

/** A JSON answer this long (in UTF-16 units, so at least as many bytes) or longer may be compressed. */
export const MIN_COMPRESSED_CHARS = 1024;

export interface AnswerEncoding {
  coding: 'br' | 'gzip';
  bytes: Uint8Array;
}

/** Compresses answers (the Node host: lib/compression). */
export interface AnswerEncoder {
  /**
   * `text` in the best coding that `accept` (the request's Accept-Encoding) allows, or undefined: send it as
   * it is. `source`: the remembered answer `text` was built from alone (the bytes are then kept beside it).
   */
  encode(
    text: string,
    accept: string,
    reads: RequestReads,
    source: object | undefined,
  ): AnswerEncoding | undefined;
}

/** The answer depends on Accept-Encoding, which accepts none of our codings: identity, with `Vary`. */
const VARIES = 'varies';

const mayCompress = (type: string, status: number | undefined, text: string) =>
  text.length >= MIN_COMPRESSED_CHARS &&
  type.startsWith('application/json') &&
  (status === undefined || (status >= 200 && status !== 204 && status !== 205 && status !== 304));

/**
 * Sets the frame on every response, and the `document` headers on a text/html one; `start(c, requestId)` runs
 * first (the request's own context: deps, events…) and may return what to run once the response is ready.
 * `plainHeaders` needs `Buffer` (the Node host).
 */
export function responseFrame(
  frame: HeaderList,
  document: HeaderList,
  plainHeaders: boolean,
  start: (c: Ctx, requestId: string) => (() => void) | undefined,
  encoder?: AnswerEncoder,
): MiddlewareHandler<AppEnv> {
  const values = new Map(frame.map(([name, value]) => [name.toLowerCase(), value]));
  const answerPolicy = values.get(CSP);
  /**
   * A plain answer's headers, copied for each answer: the frame's names in lower case with Content-Type and
   * X-Request-Id, sorted as a `Headers` iterates, then Content-Length (the three are filled in per answer).
   */
  const templateWith = (...names: string[]) => {
    const template: Record<string, string> = {};
    for (const name of [...values.keys(), CONTENT_TYPE, REQUEST_ID, ...names].sort())
      template[name] = values.get(name) ?? '';
    template[CONTENT_LENGTH] = '';
    return template;
  };
  const template = templateWith();
  /** A compressed answer's (Content-Encoding filled in per answer), and an uncompressed one that varies. */
  const encodedTemplate = { ...templateWith(CONTENT_ENCODING, VARY), [VARY]: ACCEPT_ENCODING };
  const variedTemplate = { ...templateWith(VARY), [VARY]: ACCEPT_ENCODING };

  /** How to send a JSON answer: undefined (as it is, no Vary), VARIES (as it is, with Vary), or compressed. */
  const encodingOf = (c: Ctx, state: FrameState, text: string, status: number | undefined, type: string) => {
    if (!encoder || !mayCompress(type, status, text)) return undefined;
    const accept = c.req.header('accept-encoding');
    if (accept === undefined) return undefined;
    return encoder.encode(text, accept, c.get('reads'), state.source) ?? VARIES;
  };
  /** The answer built by Hono's own `c.body` (the frame is in Hono's headers), compressed when it may be. */
  const honoAnswer = (c: Ctx, state: FrameState, text: string, status: number | undefined, type: string) => {
    const encoding = encodingOf(c, state, text, status, type);
    if (encoding !== undefined) state.header(VARY, ACCEPT_ENCODING, { append: true });
    if (encoding === undefined || encoding === VARIES)
      return (state.body as (...a: unknown[]) => Response)(text, status, { 'Content-Type': type });
    state.header(CONTENT_ENCODING, encoding.coding);
    return (state.body as (...a: unknown[]) => Response)(encoding.bytes, status, { 'Content-Type': type });
  };

  /** Puts the frame into Hono's headers (once): from then on Hono builds this request's responses. */
  const frameInHono = (state: FrameState) => {
    if (state.inHono) return;
    state.inHono = true;
    for (const [name, value] of frame) state.header(name, value);
    state.header('X-Request-Id', state.requestId);
  };
  const build = (c: Ctx, state: FrameState, text: string, status: number | undefined, type: string) => {
    const encoding = encodingOf(c, state, text, status, type);
    let headers: Record<string, string>;
    let body: string | Uint8Array = text;
    if (encoding === undefined) {
      headers = { ...template };
      headers[CONTENT_LENGTH] = String(Buffer.byteLength(text));
    } else if (encoding === VARIES) {
      headers = { ...variedTemplate };
      headers[CONTENT_LENGTH] = String(Buffer.byteLength(text));
    } else {
      headers = { ...encodedTemplate };
      headers[CONTENT_ENCODING] = encoding.coding;
      headers[CONTENT_LENGTH] = String(encoding.bytes.byteLength);
      body = encoding.bytes;
    }
    headers[CONTENT_TYPE] = type;
    headers[REQUEST_ID] = state.requestId;
    state.sent = { status: status ?? 200, headers, body };
    state.plain = new Response(body, state.sent);
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
    if (headers !== undefined || (arg !== undefined && typeof arg !== 'number')) {
      frameInHono(state);
      return (state.json as (...a: unknown[]) => Response)(object, arg, headers);
    }
    const text = JSON.stringify(object);
    if (state.inHono) return honoAnswer(this, state, text, arg as number | undefined, 'application/json');
    return build(this, state, text, arg as number | undefined, 'application/json');
  }
  function body(this: Ctx, data: Body, arg?: unknown, headers?: Record<string, string>) {
    const state = this.get('frame');
    const type = headers?.['Content-Type'];
    if (
      typeof data !== 'string' ||
      typeof type !== 'string' ||
      type.startsWith(HTML) ||
      Object.keys(headers!).length !== 1 ||
      (arg !== undefined && typeof arg !== 'number')
    ) {
      frameInHono(state);
      return (state.body as (...a: unknown[]) => Response)(data, arg, headers);
    }
    if (state.inHono) return honoAnswer(this, state, data, arg as number | undefined, type);
    return build(this, state, data, arg as number | undefined, type);
  }

  return (c, next) => {
    const requestId = newId();
    const finish = start(c, requestId);
    const state: FrameState = {
      requestId,
      inHono: false,
      plain: undefined,
      sent: undefined,
      source: undefined,
      header: c.header,
      status: c.status,
      json: c.json,
      body: c.body,
    };
    c.set('frame', state);
    if (plainHeaders || encoder) {
      c.header = header as Context['header'];
      c.status = status;
      c.json = json as Context['json'];
      c.body = body as Context['body'];
    }
    // Without plain headers, and for a HEAD (Hono answers it with its GET's headers), Hono builds the answer.
    if (!plainHeaders || c.req.method === 'HEAD') frameInHono(state);
    // Nothing to wait for when no layer below waited (lib/layered-router): the answer is then made synchronously.
    return whenReady(next(), () => {
      if (c.res !== state.plain) {
        if (!c.res.headers.has('X-Request-Id')) {
          // Made without the context: add the frame, keeping any header it set itself (Hono's `c.header` first:
          // it makes the response's headers writable).
          state.header('X-Request-Id', requestId);
          const headers = c.res.headers;
          for (const [name, value] of frame) if (!headers.has(name)) headers.set(name, value);
          headers.delete('X-Powered-By');
        }
        const headers = c.res.headers;
        if (headers.get(CONTENT_TYPE)?.startsWith(HTML))
          for (const [name, value] of document)
            if (!headers.has(name) || (name.toLowerCase() === CSP && headers.get(name) === answerPolicy))
              headers.set(name, value);
      }
      finish?.();
    }) as Promise<void>;
  };
}
