/**
 * @module services/health — is the database reachable, which AI provider and mailer are active.
 */
import type { HealthResponse } from '@mynd/shared';
import { sql } from 'drizzle-orm';
import type { AppDeps } from '../app-env.js';

export async function checkHealth(
  { db, ai, mailer }: Pick<AppDeps, 'db' | 'ai' | 'mailer'>,
  requestId: string,
): Promise<HealthResponse> {
  let dbOk = false;
  try {
    await db.run(sql`select 1`);
    dbOk = true;
  } catch (err) {
    console.error(`[${requestId}] health: database unreachable`, err);
  }
  return { ok: dbOk, db: dbOk, ai: ai.name, mail: mailer.name, transcription: ai.canTranscribe };
}
