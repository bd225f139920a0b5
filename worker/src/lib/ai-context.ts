/**
 * @module lib/ai-context — the AI context of a request: the user's tags and profile, "now" and the caller's zone
 * (the `X-Time-Zone` header, or a legacy per-route `timeZone` field: see middleware/time-zone).
 */
import type { Context } from 'hono';
import type { AiContext } from '../ai/provider.js';
import type { AppEnv } from '../app-env.js';
import { zoneFor } from '../middleware/time-zone.js';
import { aiContext, getUserContext } from '../services/user-context.js';
import { now } from './clock.js';

export async function requestAiContext(c: Context<AppEnv>, legacyZone?: string | null): Promise<AiContext> {
  // The session check already read the tags and profile; only a caller outside requireUser reads them here.
  const user = c.get('userContext') ?? (await getUserContext(c.get('deps').db, c.get('userId')));
  return aiContext(user, now(c), zoneFor(c, legacyZone));
}
