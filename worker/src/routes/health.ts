/**
 * @module routes/health — `GET /api/health` (no auth): is the database reachable, which providers are active.
 */
import type { HealthResponse } from '@mynd/shared';
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../app-env.js';

export const healthRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const { db, ai, mailer } = c.get('deps');
  let dbOk = false;
  try {
    await db.run(sql`select 1`);
    dbOk = true;
  } catch (err) {
    console.error(`[${c.get('requestId')}] health: database unreachable`, err);
  }
  const body: HealthResponse = {
    ok: dbOk,
    db: dbOk,
    ai: ai.name,
    mail: mailer.name,
    transcription: ai.canTranscribe,
  };
  return c.json(body, dbOk ? 200 : 503);
});
