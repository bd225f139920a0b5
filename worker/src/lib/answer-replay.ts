/**
 * @module lib/answer-replay — on the Node host, a repeated authenticated read is answered without running the
 * app: the whole answer of a GET whose body was built from a remembered answer alone (`jsonText(…, source)`: the
 * task list) is kept — status, headers and body bytes, compressed as that request accepted — and the next request
 * that is the same request is sent the same bytes with a new X-Request-Id, from the host's `fetch` before the
 * app (synchronously: @hono/node-server then writes it without a promise).
 *
 * Why a replayed answer is the answer the app would give:
 *  - "the same request": the method, the target (path and query), the HTTP version and every header as sent,
 *    names and values in order (the session cookie or token, Accept-Encoding, Origin, X-Time-Zone… whatever the
 *    app reads or may read one day) — the key is all of them, so nothing the app could answer differently by is
 *    left out;
 *  - the database as it was: the answer is kept in the host's answer cache (db/answer-cache, `keep`/`recall`)
 *    under the stamp of the request's first remembered read, only when nothing was written since, and dropped
 *    with every other kept answer by any write in this process or commit by another connection or process;
 *  - the clock: the session's expiry is compared with now on every replay (auth/session `sessionStanding`); a
 *    session that has expired or is due to be extended runs the app, which deletes or extends it;
 *  - nothing else: a request that published a change, set a header through the context (a cookie, CORS), or was
 *    answered by Hono's own headers (HEAD, an error) is not kept, and only GETs are replayed.
 * At most as many kept answers as the answer cache's bounds allow, with the session checks and lists they share
 * it with. Hosts without an answer cache (Workers, Turso, sqld) keep and replay nothing.
 */
import type { Http2Bindings, HttpBindings } from '@hono/node-server';
import type { Context } from 'hono';
import type { AppDeps, AppEnv } from '../app-env.js';
import { sessionStanding } from '../auth/session.js';
import { requestReads } from '../db/request-reads.js';
import { REQUEST_ID } from '../middleware/response-frame.js';
import { timeOf } from './clock.js';
import { newId } from './ids.js';

/** Counts for tests and the bench: answers replayed, answers kept for replay. */
export const answerReplayStats = { replayed: 0, kept: 0 };

/** At most this many different request targets are looked up (a client asking for many forgets them all). */
const MAX_TARGETS = 500;

interface KeptAnswer {
  status: number;
  headers: Readonly<Record<string, string>>;
  body: Uint8Array;
  /** The session's expiry, ms since the epoch. */
  expiresAtMs: number;
}

/** What @hono/node-server passes to `fetch` beside the request (its env): the request as Node read it. */
export type NodeBindings = HttpBindings | Http2Bindings;
type Incoming = NodeBindings['incoming'];

/** The request as one string: method, target, version and every header line as sent (none holds a newline). */
function requestKey(incoming: Incoming): string {
  return `replay:${incoming.method} ${incoming.url} ${incoming.httpVersion}\n${incoming.rawHeaders.join('\n')}`;
}

export interface AnswerReplay {
  /** The kept answer to this very request, with a new request id; undefined: the app answers it. */
  answer(incoming: Incoming): Response | undefined;
  /** After the app answered `c` (published nothing): keeps the answer when it may be replayed. */
  keep(c: Context<AppEnv>): void;
}

export function answerReplay(deps: AppDeps): AnswerReplay {
  /** The targets (path and query) of the answers kept so far: other requests are not looked up at all. */
  const targets = new Set<string>();
  return {
    answer(incoming) {
      if (incoming.method !== 'GET' || !targets.has(incoming.url!)) return undefined;
      const kept = requestReads(deps.db).recall(requestKey(incoming)) as KeptAnswer | undefined;
      if (!kept || sessionStanding(kept.expiresAtMs, timeOf(deps).getTime()) !== 'valid') return undefined;
      answerReplayStats.replayed++;
      const headers = { ...kept.headers };
      headers[REQUEST_ID] = newId();
      return new Response(kept.body, { status: kept.status, headers });
    },
    keep(c) {
      const state = c.get('frame');
      const sent = state.sent;
      const session = c.get('session');
      const incoming = (c.env as NodeBindings | undefined)?.incoming;
      if (
        !sent ||
        c.res !== state.plain ||
        state.source === undefined ||
        c.req.method !== 'GET' ||
        !session ||
        !incoming ||
        // A request with a body (which the key does not hold): the same headers then always mean one.
        c.req.header('content-length') !== undefined ||
        c.req.header('transfer-encoding') !== undefined
      )
        return;
      const body = typeof sent.body === 'string' ? Buffer.from(sent.body) : sent.body;
      const key = requestKey(incoming);
      const headers = Object.freeze({ ...sent.headers });
      const answer: KeptAnswer = {
        status: sent.status,
        headers,
        body,
        expiresAtMs: session.expiresAt.getTime(),
      };
      if (!c.get('reads').keep(key, Object.freeze(answer), 512 + body.byteLength)) return;
      if (targets.size >= MAX_TARGETS) targets.clear();
      targets.add(incoming.url!);
      answerReplayStats.kept++;
    },
  };
}
