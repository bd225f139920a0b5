/**
 * @module ai/local/calendar — plain calendar days in a user's time zone: "today" for an instant and
 * day arithmetic without any Date-in-local-time surprises (everything is computed on UTC midnights).
 */

import { isValidTimeZone, numericDateOrder, wallClock } from '@mynd/shared/domain';

export interface CalendarDay {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
}

export interface ZonedNow extends CalendarDay {
  hour: number;
  minute: number;
  /** 0 = Sunday … 6 = Saturday */
  weekday: number;
  /** "3/4" is 3 April where the zone writes the day first (shared `numericDateOrder`). */
  dayFirst?: boolean;
}

/** A time zone Intl accepts, else 'UTC' — a client may send anything. */
export function safeTimeZone(timeZone: string | undefined | null): string {
  return timeZone && isValidTimeZone(timeZone) ? timeZone : 'UTC';
}

/** The wall-clock date and time of `now` in `timeZone`. */
export function zonedNow(now: Date, timeZone: string): ZonedNow {
  const zone = safeTimeZone(timeZone);
  const { year, month, day, hour, minute } = wallClock(now, zone);
  return {
    year,
    month,
    day,
    hour,
    minute,
    weekday: weekdayOf({ year, month, day }),
    dayFirst: numericDateOrder(zone) === 'day-first',
  };
}

function toUtc(day: CalendarDay): Date {
  return new Date(Date.UTC(day.year, day.month - 1, day.day));
}

function fromUtc(date: Date): CalendarDay {
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

export function weekdayOf(day: CalendarDay): number {
  return toUtc(day).getUTCDay();
}

export function addDays(day: CalendarDay, days: number): CalendarDay {
  const date = toUtc(day);
  date.setUTCDate(date.getUTCDate() + days);
  return fromUtc(date);
}

export function lastDayOfMonth(year: number, month: number): CalendarDay {
  return fromUtc(new Date(Date.UTC(year, month, 0)));
}

/** Days from `a` to `b` (negative when b is earlier). */
export function daysBetween(a: CalendarDay, b: CalendarDay): number {
  return Math.round((toUtc(b).getTime() - toUtc(a).getTime()) / 86_400_000);
}

export function formatDay(day: CalendarDay): string {
  return `${day.year}-${String(day.month).padStart(2, '0')}-${String(day.day).padStart(2, '0')}`;
}

export function parseDay(text: string): CalendarDay | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const day = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  const roundTrip = fromUtc(toUtc(day));
  return roundTrip.month === day.month && roundTrip.day === day.day ? day : null;
}

/** The next day after `from` (exclusive) that falls on `weekday`. */
export function nextWeekday(from: CalendarDay, weekday: number): CalendarDay {
  const delta = (weekday - weekdayOf(from) + 7) % 7 || 7;
  return addDays(from, delta);
}

/** The next occurrence of month/day on or after `from`. */
export function nextMonthDay(from: CalendarDay, month: number, day: number): CalendarDay | null {
  for (const year of [from.year, from.year + 1]) {
    const candidate = parseDay(formatDay({ year, month, day }));
    if (candidate && daysBetween(from, candidate) >= 0) return candidate;
  }
  return null;
}
