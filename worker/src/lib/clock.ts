/**
 * @module lib/clock — "now" for the request: the injected clock (tests move it) or the real time.
 */
import type { Context } from 'hono';
import type { AppEnv } from '../app-env.js';

export function now(c: Context<AppEnv>): Date {
  return c.get('deps').clock?.now() ?? new Date();
}
