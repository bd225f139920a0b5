/**
 * @module app-env — the Hono environment of every route: injected deps, the session user, the request id.
 */
import type { User } from '@mynd/shared';
import type { AppDeps } from './app.js';

export interface RequestSession {
  token: string;
  via: 'cookie' | 'bearer';
  expiresAt: Date;
}

export type AppEnv = {
  Variables: {
    deps: AppDeps;
    userId: string;
    user: User;
    requestId: string;
    session: RequestSession;
  };
};
