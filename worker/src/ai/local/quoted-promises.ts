/**
 * @module ai/local/quoted-promises — the user's own promises in a message they wrote earlier, quoted under a reply to
 * it ("> On Mon, Aoife Brennan wrote: > I'll update the DNS records by Friday"): read on the day the quoted message was
 * sent, as a chat line stamped with an earlier day is. A promise whose day had already come is past, no task.
 */
import { addDays, type CalendarDay, daysBetween, weekdayOf, type ZonedNow } from './calendar.js';
import { findDue, monthNumber, stampDay } from './dates.js';

const MONTH = String.raw`(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?`;
/** "Nov 23, 2026", "November 20": the month first. */
const MONTH_DAY = new RegExp(String.raw`\b${MONTH}\s+(\d{1,2})(?:st|nd|rd|th)?\b(?:,?\s+(\d{4}))?`, 'i');
/** "22 Nov", "24 nov 2026", "23. Nov. 2026": the day first. */
const DAY_MONTH = new RegExp(String.raw`\b(\d{1,2})\.?\s+${MONTH}(?:,?\s+(\d{4}))?`, 'i');
/** "23/11/2026", "11/23/26": in the zone's order. */
const NUMERIC = /\b(\d{1,2})[/.](\d{1,2})[/.](\d{2}|\d{4})\b/;
/** "On Mon,", "On Friday": a weekday alone, the last one up to today. */
const WEEKDAY = /^\s*(?:on|am|le|el)\s+(sun|mon|tue|wed|thu|fri|sat)[a-z]*\b/i;
const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];

/** The latest day up to `today` with this month and day (a year not said is the one that makes it past). */
function pastDay(month: number, day: number, year: number | null, today: CalendarDay): CalendarDay {
  if (year !== null) return { year, month, day };
  const thisYear = { year: today.year, month, day };
  return daysBetween(today, thisYear) > 0 ? { ...thisYear, year: today.year - 1 } : thisYear;
}

/** The day a quoted message's attribution says it was sent ("On Sun, 22 Nov, Bronwyn Teague wrote:"), or null. */
export function attributionDay(said: string, today: ZonedNow): CalendarDay | null {
  const monthFirst = MONTH_DAY.exec(said);
  if (monthFirst) {
    const month = monthNumber(monthFirst[1]!);
    return pastDay(month, Number(monthFirst[2]), monthFirst[3] ? Number(monthFirst[3]) : null, today);
  }
  const dayFirst = DAY_MONTH.exec(said);
  if (dayFirst) {
    const month = monthNumber(dayFirst[2]!);
    return pastDay(month, Number(dayFirst[1]), dayFirst[3] ? Number(dayFirst[3]) : null, today);
  }
  const numeric = NUMERIC.exec(said);
  if (numeric) return stampDay(numeric[1]!, numeric[2]!, numeric[3]!, today);
  const weekday = WEEKDAY.exec(said);
  if (!weekday) return null;
  const back = (today.weekday - WEEKDAYS.indexOf(weekday[1]!.toLowerCase()) + 7) % 7;
  return addDays(today, -back);
}

/** The day itself, said by a promise without a date: "I'll restart the workers tonight", "…watch it overnight". */
const THAT_DAY = /\b(?:tonight|overnight|today|this (?:morning|afternoon|evening)|later on|in a bit)\b/i;

/**
 * Whether the user's promise `text`, in their message sent on `sent`, was for a day before `today`: "I'll send the
 * results Monday" written on Friday the 20th, read on Tuesday the 24th; "I'll restart the workers tonight" written two
 * days ago. A promise with no day, or a day still to come, is not.
 */
export function promisedBefore(text: string, sent: CalendarDay, today: ZonedNow): boolean {
  if (daysBetween(today, sent) >= 0) return false;
  const day = findDue(text, noonOf(sent, today))?.day ?? (THAT_DAY.test(text) ? sent : null);
  return day !== null && daysBetween(today, day) < 0;
}

/** The clock of the day a quoted message was sent, to read its dates on ("by Friday" of a Monday's message). */
export function sentOn(sent: CalendarDay, today: ZonedNow): ZonedNow | null {
  const back = daysBetween(today, sent);
  return back < 0 && back >= -7 ? noonOf(sent, today) : null;
}

/** Noon of a past day, in today's zone and order of day and month: the clock a quoted message's dates are read on. */
function noonOf(sent: CalendarDay, today: ZonedNow): ZonedNow {
  return { ...today, ...sent, hour: 12, minute: 0, weekday: weekdayOf(sent) };
}
