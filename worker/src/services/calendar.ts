/**
 * @module services/calendar — the private calendar feed: a 256-bit random token per user, only its SHA-256
 * stored; the feed (ical-generator) lists every open task with a due date as an all-day event with the task's
 * link and its recurrence. Rotating replaces the token, so the old address answers 404.
 */

import { and, asc, eq, lt } from 'drizzle-orm';
import ical, { ICalCalendarMethod } from 'ical-generator';
import { generateSessionToken, sha256Hex } from '../auth/tokens.js';
import type { Db } from '../db/client.js';
import { calendarFeeds, tasks } from '../db/schema.js';

export const FEED_PATH = '/api/feed/';

function feedUrl(origin: string, token: string): string {
  return `${origin.replace(/\/$/, '')}${FEED_PATH}${token}.ics`;
}

/** The feed's address when it is made now; null (with its date) when it exists and was shown before. */
export async function getCalendar(
  db: Db,
  userId: string,
  origin: string,
  now: Date,
): Promise<{ url: string | null; createdAt: string }> {
  const token = generateSessionToken();
  const createdAt = now.toISOString();
  const inserted = await db
    .insert(calendarFeeds)
    .values({ userId, tokenHash: sha256Hex(token), createdAt })
    .onConflictDoNothing()
    .returning({ createdAt: calendarFeeds.createdAt });
  if (inserted.length > 0) return { url: feedUrl(origin, token), createdAt };
  const [row] = await db
    .select({ createdAt: calendarFeeds.createdAt })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.userId, userId));
  return { url: null, createdAt: row?.createdAt ?? createdAt };
}

/** A new address; the old one stops working at once. */
export async function rotateCalendar(
  db: Db,
  userId: string,
  origin: string,
  now: Date,
): Promise<{ url: string; createdAt: string }> {
  const token = generateSessionToken();
  const createdAt = now.toISOString();
  await db
    .insert(calendarFeeds)
    .values({ userId, tokenHash: sha256Hex(token), createdAt })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { tokenHash: sha256Hex(token), createdAt } });
  return { url: feedUrl(origin, token), createdAt };
}

/** The feed text for a token, or null when no feed has it (wrong, rotated or deleted). */
export async function calendarFeed(db: Db, token: string, origin: string): Promise<string | null> {
  if (!/^[a-z2-7]{20,80}$/.test(token)) return null;
  const [feed] = await db
    .select({ userId: calendarFeeds.userId })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.tokenHash, sha256Hex(token)));
  if (!feed) return null;
  const rows = await db
    .select()
    .from(tasks)
    .where(and(eq(tasks.userId, feed.userId), lt(tasks.progress, 100)))
    .orderBy(asc(tasks.dueDate), asc(tasks.createdAt));
  const calendar = ical({
    name: 'Mynd tasks',
    method: ICalCalendarMethod.PUBLISH,
    prodId: '//Mynd//Tasks//EN',
  });
  const base = origin.replace(/\/$/, '');
  for (const task of rows) {
    const link = `${base}/?task=${encodeURIComponent(task.id)}`;
    calendar.createEvent({
      id: `${task.id}@mynd`,
      start: new Date(`${task.dueDate}T00:00:00.000Z`),
      allDay: true,
      summary: task.title,
      description: [task.description, link].filter(Boolean).join('\n\n'),
      url: link,
      stamp: new Date(task.updatedAt),
      repeating: task.recurrence ? `RRULE:${task.recurrence}` : null,
    });
  }
  return calendar.toString();
}
