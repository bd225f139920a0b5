/**
 * @module lib/clock — "now" for the request: the injected clock (tests move it) or the real time.
 */
import type { Context } from 'hono';
import type { AppDeps, AppEnv } from '../app-env.js';

/** "now" for the app with these deps, outside a request's context (the Node host's answer replay). */
export function timeOf(deps: Pick<AppDeps, 'clock'>): Date {
  return deps.clock?.now() ?? new Date();
}

export function now(c: Context<AppEnv>): Date {
  return timeOf(c.get('deps'));
}
