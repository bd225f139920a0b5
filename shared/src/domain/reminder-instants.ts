/**
 * @module Reminder instants: a task's reminder as an instant computed on the user's wall clock (the default
 * "9:00 on the due date" in the user's zone, a reminder moved with its due date or by whole days). Apart from
 * reminders.ts because they need a zoned date (@date-fns/tz, ~3 KB gzip, which runs code when it loads, so a bundle
 * keeps it wherever it is imported): the web app's first screen imports reminders.ts (the notification schedule,
 * the profile schema's time check) and must not load it; the server is the only caller of these.
 */
import { TZDate } from '@date-fns/tz';
import { addDays } from 'date-fns';
import type { IsoDate } from './dates.js';
import { REMINDER_TIME_RE } from './reminders.js';

/** The zone itself when the runtime knows it, else UTC. */
function knownZone(timeZone: string): string {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return timeZone;
  } catch {
    return 'UTC';
  }
}

/** The instant (ISO, UTC) of wall-clock `time` (`HH:MM`) on `date` in `timeZone` (UTC when unknown). */
export function zonedInstant(date: IsoDate, time: string, timeZone: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [h, min] = time.split(':').map(Number) as [number, number];
  return new Date(new TZDate(y, m - 1, d, h, min, 0, knownZone(timeZone)).getTime()).toISOString();
}

/**
 * A reminder moved by whole days on the user's wall clock (a recurring task's next occurrence keeps its reminder's
 * distance to the due date: 9:00 stays 9:00 across a daylight-saving change).
 */
export function shiftReminder(remindAt: string | null, days: number, timeZone: string): string | null {
  if (remindAt === null || Number.isNaN(Date.parse(remindAt))) return null;
  const zoned = new TZDate(Date.parse(remindAt), knownZone(timeZone));
  return new Date(addDays(zoned, days).getTime()).toISOString();
}

/** The default reminder of a task due on `dueDate`: `defaultTime` that day in the user's zone, or none. */
export function defaultReminder(
  dueDate: IsoDate | null | undefined,
  defaultTime: string | null | undefined,
  timeZone: string,
): string | null {
  if (!dueDate || !defaultTime || !REMINDER_TIME_RE.test(defaultTime)) return null;
  return zonedInstant(dueDate, defaultTime, timeZone);
}

/** A new task's reminder: the explicit one (null = none) when given, otherwise the user's default. */
export function reminderForNewTask(input: {
  remindAt?: string | null;
  dueDate: IsoDate | null | undefined;
  defaultTime: string | null | undefined;
  timeZone: string;
}): string | null {
  if (input.remindAt !== undefined) return input.remindAt;
  return defaultReminder(input.dueDate, input.defaultTime, input.timeZone);
}

/**
 * A task's reminder after its due date moved without an explicit reminder in the same edit: a reminder that was the
 * default of the old date follows the new date; a hand-set one stays; a task with none gets none (the user may
 * have removed it on purpose).
 */
export function reminderAfterDueChange(input: {
  current: string | null;
  oldDueDate: IsoDate;
  newDueDate: IsoDate;
  defaultTime: string | null | undefined;
  timeZone: string;
}): string | null {
  const { current, defaultTime, timeZone } = input;
  if (current === null) return null;
  const wasDefault = defaultReminder(input.oldDueDate, defaultTime, timeZone);
  if (wasDefault === null || Date.parse(wasDefault) !== Date.parse(current)) return current;
  return defaultReminder(input.newDueDate, defaultTime, timeZone);
}
