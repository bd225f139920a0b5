/**
 * @module services/user-context — what AI calls and money defaults need to know about a user: tag names,
 * the professional profile and the currency preference. Read-only; the profile and tag routes own the writes.
 */
import { DEFAULT_CURRENCY, DEFAULT_TAGS, UNSORTED_TAG } from '@mynd/shared';
import { asc, eq, sql } from 'drizzle-orm';
import type { TagExample } from '../ai/local/learned-tags.js';
import type { AiContext, Profile } from '../ai/provider.js';
import type { Db } from '../db/client.js';
import { preparedItem } from '../db/prepared.js';
import { profiles, userTags } from '../db/schema.js';
import { tagExampleQueries, tagExamples } from './task-feedback.js';

export type UserContext = {
  tags: string[];
  profile: Profile | null;
  currency: string;
  /** What the user has tagged before and corrected: the examples of their tag model (read for mind dumps only). */
  learnedTags: TagExample[];
  /** The default reminder time (HH:MM on the due date), or null. */
  reminderTime: string | null;
};

/**
 * The profile columns the context reads: the session check selects only these (auth/session.ts), as every
 * column it reads is converted again on every request, even when its rows come from memory (db/read-cache).
 */
export const contextProfileColumns = {
  industry: profiles.industry,
  role: profiles.role,
  company: profiles.company,
  userPosition: profiles.userPosition,
  userDepartment: profiles.userDepartment,
  isManager: profiles.isManager,
  currencyPreference: profiles.currencyPreference,
  reminderTime: profiles.reminderTime,
};
export type ContextProfile = Pick<typeof profiles.$inferSelect, keyof typeof contextProfileColumns>;

/** The user's tags (the defaults until the tag list was first loaded) with Unsorted always present. */
function tagNames(rows: readonly { tagName: string }[]): string[] {
  const names = rows.length > 0 ? rows.map((r) => r.tagName) : DEFAULT_TAGS.map((t) => t.name);
  return names.includes(UNSORTED_TAG) ? names : [...names, UNSORTED_TAG];
}

export async function getUserContext(db: Db, userId: string): Promise<UserContext> {
  const [tagRows, profileRows, taskRows, feedbackRows] = await db.batch([
    db
      .select({ tagName: userTags.tagName })
      .from(userTags)
      .where(eq(userTags.userId, userId))
      .orderBy(asc(userTags.position), asc(userTags.createdAt)),
    db.select().from(profiles).where(eq(profiles.userId, userId)).limit(1),
    ...tagExampleQueries(db, userId),
  ]);
  return userContextFrom(
    tagRows.map((r) => r.tagName),
    profileRows[0] ?? null,
    tagExamples(taskRows, feedbackRows),
  );
}

/** The context from the user's tag names (in order) and profile row (as the session check reads them). */
export function userContextFrom(
  names: readonly string[],
  p: ContextProfile | null,
  learnedTags: TagExample[] = [],
): UserContext {
  return {
    tags: tagNames(names.map((tagName) => ({ tagName }))),
    profile: p
      ? {
          industry: p.industry,
          role: p.role,
          company: p.company,
          userPosition: p.userPosition,
          userDepartment: p.userDepartment,
          isManager: p.isManager,
        }
      : null,
    currency: p?.currencyPreference ?? DEFAULT_CURRENCY,
    reminderTime: p?.reminderTime ?? null,
    learnedTags,
  };
}

/** The user's currency preference as a statement for a batch (see `currencyFrom`). */
export function currencyQuery(db: Db, userId: string) {
  return preparedItem(
    db,
    'profiles.currency',
    () =>
      db
        .select({ currency: profiles.currencyPreference })
        .from(profiles)
        .where(eq(profiles.userId, sql.placeholder('userId')))
        .limit(1),
    { userId },
  );
}

/** The user's default reminder time (HH:MM on the due date) as a statement for a batch; see `reminderTimeFrom`. */
export function reminderTimeQuery(db: Db, userId: string) {
  return preparedItem(
    db,
    'profiles.reminderTime',
    () =>
      db
        .select({ reminderTime: profiles.reminderTime })
        .from(profiles)
        .where(eq(profiles.userId, sql.placeholder('userId')))
        .limit(1),
    { userId },
  );
}

/** The default reminder time of a `reminderTimeQuery` result: null (none) when unset or no profile exists. */
export function reminderTimeFrom(rows: readonly { reminderTime: string | null }[]): string | null {
  return rows[0]?.reminderTime ?? null;
}

/** The currency of a `currencyQuery` result: USD when no profile exists yet. */
export function currencyFrom(rows: readonly { currency: string }[]): string {
  return rows[0]?.currency ?? DEFAULT_CURRENCY;
}

/** The AI context of a request: the clock, the user's zone, tags and profile. */
export function aiContext(user: UserContext, now: Date, timeZone: string): AiContext {
  return { now, timeZone, tags: user.tags, profile: user.profile, learnedTags: user.learnedTags };
}

/** A tag the user has (exact spelling, else case-insensitive match), else Unsorted. */
export function knownTag(tags: readonly string[], tag: string | null | undefined): string {
  if (!tag) return UNSORTED_TAG;
  if (tags.includes(tag)) return tag;
  const lower = tag.trim().toLowerCase();
  return tags.find((t) => t.toLowerCase() === lower) ?? UNSORTED_TAG;
}
