/**
 * @module domain/recurrence-dates — a recurring task's occurrences and its rule in words, computed with the
 * `rrule` library (the rule itself and its check: domain/recurrence). Due dates are calendar dates (already in
 * the user's zone), so occurrences are computed on "floating" days at UTC midnight and never shift with a zone.
 */
import * as rruleModule from 'rrule';
import type { IsoDate } from './dates.js';
import {
  checkRecurrence,
  ruleParts,
  WEEKDAY_CODES,
  WEEKDAY_NAMES,
  type Weekday,
  WORKDAYS,
} from './recurrence.js';

// rrule ships a UMD main and an ESM `module` build: Node's ESM loader sees only a default export of the former,
// bundlers see the named exports of the latter.
const lib: typeof rruleModule =
  'RRule' in rruleModule ? rruleModule : (rruleModule as unknown as { default: typeof rruleModule }).default;

const dayStart = (day: IsoDate) => new Date(`${day}T00:00:00.000Z`);
const toDay = (date: Date): IsoDate => date.toISOString().slice(0, 10);

function ruleFrom(rule: string, start: IsoDate) {
  return lib.rrulestr(rule, { dtstart: dayStart(start) });
}

/**
 * The first occurrence strictly after `after` (the due date of the occurrence just completed), counting the
 * rule from that date; null when the rule has ended (COUNT or UNTIL) or is invalid.
 */
export function nextOccurrence(rule: string, after: IsoDate): IsoDate | null {
  const checked = checkRecurrence(rule);
  if (!checked.ok) return null;
  const next = ruleFrom(checked.rule, after).after(dayStart(after), false);
  return next ? toDay(next) : null;
}

/** The first occurrence on or after `from` (today in the user's zone, or a date the dump named). */
export function firstOccurrence(rule: string, from: IsoDate): IsoDate | null {
  const checked = checkRecurrence(rule);
  if (!checked.ok) return null;
  const first = ruleFrom(checked.rule, from).after(dayStart(from), true);
  return first ? toDay(first) : null;
}

function ordinal(n: number): string {
  if (n === -1) return 'last day';
  if (n % 100 >= 11 && n % 100 <= 13) return `${n}th`;
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
}

function listWords(items: string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

const UNIT: Record<string, string> = { DAILY: 'day', WEEKLY: 'week', MONTHLY: 'month', YEARLY: 'year' };

/** The rule in plain words for the task card: "Every Monday", "Every 2 weeks", "Monthly on the 1st". */
export function describeRecurrence(rule: string): string {
  const checked = checkRecurrence(rule);
  if (!checked.ok) return 'Repeats';
  const p = ruleParts(checked.rule);
  const freq = p.get('FREQ')!;
  const interval = Number(p.get('INTERVAL') ?? '1');
  const simple = [...p.keys()].every((k) => ['FREQ', 'INTERVAL', 'BYDAY', 'BYMONTHDAY'].includes(k));
  const byDay = p.get('BYDAY')?.split(',');
  const plainDays = byDay?.every((d) => (WEEKDAY_CODES as readonly string[]).includes(d));
  const every = interval === 1 ? 'Every' : `Every ${interval}`;
  if (simple && freq === 'DAILY' && !byDay && !p.has('BYMONTHDAY'))
    return interval === 1 ? 'Every day' : `Every ${interval} days`;
  if (simple && freq === 'WEEKLY' && !p.has('BYMONTHDAY')) {
    if (!byDay) return interval === 1 ? 'Every week' : `Every ${interval} weeks`;
    if (plainDays && interval === 1 && byDay.join(',') === WORKDAYS) return 'Every weekday';
    if (plainDays) {
      const names = listWords(byDay.map((d) => WEEKDAY_NAMES[d as Weekday]));
      return interval === 1 ? `Every ${names}` : `${every} weeks on ${names}`;
    }
  }
  const monthDays = p.get('BYMONTHDAY')?.split(',').map(Number);
  if (simple && freq === 'MONTHLY' && !byDay && monthDays?.every((d) => d > 0 || d === -1)) {
    const days = listWords(monthDays.map(ordinal));
    return interval === 1 ? `Monthly on the ${days}` : `Every ${interval} months on the ${days}`;
  }
  if (simple && !byDay && !p.has('BYMONTHDAY')) {
    return interval === 1 ? `Every ${UNIT[freq]}` : `Every ${interval} ${UNIT[freq]}s`;
  }
  const text = lib.RRule.fromString(checked.rule).toText();
  return text.charAt(0).toUpperCase() + text.slice(1);
}
