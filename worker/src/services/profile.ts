/**
 * @module services/profile — the user's profile and preferences, created on demand with the defaults.
 */
import type { Profile } from '@mynd/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { profiles } from '../db/schema.js';

type ProfileRow = typeof profiles.$inferSelect;

function toProfile(row: ProfileRow): Profile {
  return {
    hasSeenIntro: row.hasSeenIntro,
    themePreference: row.themePreference,
    userPosition: row.userPosition,
    userDepartment: row.userDepartment,
    reportsTo: row.reportsTo,
    isManager: row.isManager,
    industry: row.industry,
    role: row.role,
    company: row.company,
    currencyPreference: row.currencyPreference,
    reminderTime: row.reminderTime,
  };
}

/** Creates the profile with the defaults unless it exists (a statement, to run alone or in a batch). */
export function ensureProfileQuery(db: Db, userId: string, now: Date) {
  return db.insert(profiles).values({ userId, updatedAt: now.toISOString() }).onConflictDoNothing();
}

export async function ensureProfile(db: Db, userId: string, now: Date): Promise<void> {
  await ensureProfileQuery(db, userId, now);
}

export async function getProfile(db: Db, userId: string, now: Date): Promise<Profile> {
  let row = await db.query.profiles.findFirst({ where: eq(profiles.userId, userId) });
  if (!row) {
    await ensureProfile(db, userId, now);
    row = await db.query.profiles.findFirst({ where: eq(profiles.userId, userId) });
  }
  if (!row) throw new Error('Profile could not be created');
  return toProfile(row);
}

/** Applies the fields present in the (already validated) patch; empty strings clear a text field. */
export async function updateProfile(
  db: Db,
  userId: string,
  patch: Partial<Profile>,
  now: Date,
): Promise<Profile> {
  const set: Partial<ProfileRow> = { updatedAt: now.toISOString() };
  for (const [key, value] of Object.entries(patch) as [keyof Profile, unknown][]) {
    if (value === undefined) continue;
    (set as Record<string, unknown>)[key] = typeof value === 'string' && value === '' ? null : value;
  }
  // currencyPreference is the one text field that cannot be empty: the schema already refused ''.
  // Created if missing, updated and read back: one round trip.
  const [, , rows] = await db.batch([
    ensureProfileQuery(db, userId, now),
    db.update(profiles).set(set).where(eq(profiles.userId, userId)),
    db.select().from(profiles).where(eq(profiles.userId, userId)).limit(1),
  ]);
  if (!rows[0]) throw new Error('Profile could not be created');
  return toProfile(rows[0]);
}
