/**
 * @module middleware/time-zone — the caller's IANA zone for every request, read once from the `X-Time-Zone`
 * header (the shared API client sends it on every call) into `c.var.timeZone`; UTC when absent or unknown.
 * Everything that needs the user's "today" (default due dates, split, benchmarks, tasks from a topic, mind dumps,
 * overdue benchmarks) reads it from there.
 *
 * Transition (one release): the older per-route `timeZone` query/body fields are still accepted. When a request
 * carries a valid one it wins over the header — it is the more specific statement (e.g. a capture queued offline
 * keeps the zone it was made in) — see `zoneFor`.
 */
import { resolveTimeZone, TIME_ZONE_HEADER } from '@mynd/shared';
import type { Context } from 'hono';
import type { AppEnv } from '../app-env.js';

/** The zone the request's `X-Time-Zone` header names (UTC when absent or unknown): middleware/api-request sets it. */
export function headerZone(c: Context<AppEnv>): string {
  return resolveTimeZone(c.req.header(TIME_ZONE_HEADER));
}

/** The request's zone, or a legacy per-route `timeZone` field when one is given and valid. */
export function zoneFor(c: Context<AppEnv>, legacyField?: string | null): string {
  return resolveTimeZone(legacyField, c.get('timeZone'));
}
