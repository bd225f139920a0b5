/**
 * @module app-env — the Hono environment of every route: injected deps, the session user, the request id, the caller's zone.
 */
import type { User } from '@mynd/shared';
import type { Context } from 'hono';
import type { AiProvider } from './ai/provider.js';
import type { Db } from './db/client.js';
import type { RequestReads } from './db/request-reads.js';
import type { AppConfig } from './env.js';
import type { EventBus } from './events/types.js';
import type { Mailer } from './mail/types.js';
import type { UserContext } from './services/user-context.js';

export interface AppDeps {
  db: Db;
  ai: AiProvider;
  mailer: Mailer;
  events: EventBus;
  clock?: { now(): Date };
  config: AppConfig;
}

export interface RequestSession {
  token: string;
  via: 'cookie' | 'bearer';
  expiresAt: Date;
}

/**
 * One request's frame (middleware/response-frame): the id, Hono's own header/status/json/body, and whether the frame
 * is in Hono's headers.
 */
export interface FrameState {
  requestId: string;
  inHono: boolean;
  plain: Response | undefined;
  /** What `plain` was built from: its status, headers (a plain object, not to be changed) and body. */
  sent: { status: number; headers: Readonly<Record<string, string>>; body: string | Uint8Array } | undefined;
  /** The remembered answer the JSON text being sent was built from alone (`jsonText`), if any. */
  source: object | undefined;
  header: Context['header'];
  status: Context['status'];
  json: Context['json'];
  body: Context['body'];
}

export type AppEnv = {
  Variables: {
    deps: AppDeps;
    userId: string;
    user: User;
    requestId: string;
    /** What middleware/response-frame needs to put the security headers and the request id on the answer. */
    frame: FrameState;
    /** This request's view of the answers the host keeps in memory (db/request-reads). */
    reads: RequestReads;
    /** The caller's IANA zone from `X-Time-Zone` (UTC when absent or unknown): see middleware/time-zone. */
    timeZone: string;
    session: RequestSession;
    /** The user's tags, profile and currency, read with the session (no extra round trip). */
    userContext: UserContext;
  };
};
