/**
 * @module domain/recurrence — recurring tasks as RFC 5545 rules (the RRULE text without its `RRULE:` prefix,
 * e.g. `FREQ=WEEKLY;BYDAY=MO`), computed with the `rrule` library. Due dates are calendar dates (already in the
 * user's zone), so occurrences are computed on "floating" days at UTC midnight and never shift with a zone.
 * Also: the rule in words ("Every Monday"), and a mind-dump phrase ("every 2 weeks") turned into a rule.
 */
import * as rruleModule from 'rrule';
import type { IsoDate } from './dates.js';

// rrule ships a UMD main and an ESM `module` build: Node's ESM loader sees only a default export of the former,
// bundlers see the named exports of the latter.
const lib: typeof rruleModule =
  'RRule' in rruleModule ? rruleModule : (rruleModule as unknown as { default: typeof rruleModule }).default;

export const RECURRENCE_MAX = 200;

const DAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
export type Weekday = (typeof DAYS)[number];
export const WEEKDAY_CODES: readonly Weekday[] = DAYS;
const DAY_NAMES: Record<Weekday, string> = {
  MO: 'Monday',
  TU: 'Tuesday',
  WE: 'Wednesday',
  TH: 'Thursday',
  FR: 'Friday',
  SA: 'Saturday',
  SU: 'Sunday',
};
export const WEEKDAY_NAMES: Readonly<Record<Weekday, string>> = DAY_NAMES;
const WORKDAYS = 'MO,TU,WE,TH,FR';

/** Each part a rule may have (date-only rules: no BYHOUR, BYMINUTE…), with the check of its value. */
const PARTS: Record<string, RegExp> = {
  FREQ: /^(?:DAILY|WEEKLY|MONTHLY|YEARLY)$/,
  INTERVAL: /^[1-9]\d{0,2}$/,
  COUNT: /^[1-9]\d{0,3}$/,
  UNTIL: /^\d{8}(?:T\d{6}Z?)?$/,
  BYDAY: /^(?:[+-]?[1-5]?(?:MO|TU|WE|TH|FR|SA|SU))(?:,[+-]?[1-5]?(?:MO|TU|WE|TH|FR|SA|SU))*$/,
  BYMONTHDAY: /^-?(?:[1-9]|[12]\d|3[01])(?:,-?(?:[1-9]|[12]\d|3[01]))*$/,
  BYMONTH: /^(?:[1-9]|1[0-2])(?:,(?:[1-9]|1[0-2]))*$/,
  BYSETPOS: /^-?[1-9]\d{0,2}(?:,-?[1-9]\d{0,2})*$/,
  WKST: /^(?:MO|TU|WE|TH|FR|SA|SU)$/,
};

export type RecurrenceCheck = { ok: true; rule: string } | { ok: false; message: string };

/**
 * Checks a rule and returns it normalised (upper case, no `RRULE:` prefix, no blanks), or why it is refused,
 * in a sentence a user can act on.
 */
export function checkRecurrence(input: string): RecurrenceCheck {
  const text = input
    .trim()
    .replace(/^RRULE:/i, '')
    .replace(/\s+/g, '')
    .toUpperCase();
  if (text === '') return { ok: false, message: 'Recurrence rule is empty' };
  if (text.length > RECURRENCE_MAX)
    return { ok: false, message: `Recurrence rule must be at most ${RECURRENCE_MAX} characters` };
  const seen = new Set<string>();
  for (const part of text.split(';')) {
    const [name, value, extra] = part.split('=');
    if (!name || value === undefined || extra !== undefined)
      return { ok: false, message: `Recurrence rule part "${part}" is not NAME=VALUE` };
    const check = PARTS[name];
    if (!check) return { ok: false, message: `Recurrence rule part ${name} is not supported` };
    if (seen.has(name)) return { ok: false, message: `Recurrence rule has ${name} twice` };
    seen.add(name);
    if (!check.test(value)) return { ok: false, message: `Recurrence rule has an invalid ${name}: ${value}` };
  }
  if (!seen.has('FREQ'))
    return { ok: false, message: 'Recurrence rule needs a FREQ (DAILY, WEEKLY, MONTHLY or YEARLY)' };
  if (seen.has('COUNT') && seen.has('UNTIL'))
    return { ok: false, message: 'Recurrence rule cannot have both COUNT and UNTIL' };
  try {
    lib.RRule.fromString(text);
  } catch {
    return { ok: false, message: `Recurrence rule is not valid: ${text}` };
  }
  return { ok: true, rule: text };
}

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

function parts(rule: string): Map<string, string> {
  return new Map(rule.split(';').map((p) => p.split('=') as [string, string]));
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
  const p = parts(checked.rule);
  const freq = p.get('FREQ')!;
  const interval = Number(p.get('INTERVAL') ?? '1');
  const simple = [...p.keys()].every((k) => ['FREQ', 'INTERVAL', 'BYDAY', 'BYMONTHDAY'].includes(k));
  const byDay = p.get('BYDAY')?.split(',');
  const plainDays = byDay?.every((d) => (DAYS as readonly string[]).includes(d));
  const every = interval === 1 ? 'Every' : `Every ${interval}`;
  if (simple && freq === 'DAILY' && !byDay && !p.has('BYMONTHDAY'))
    return interval === 1 ? 'Every day' : `Every ${interval} days`;
  if (simple && freq === 'WEEKLY' && !p.has('BYMONTHDAY')) {
    if (!byDay) return interval === 1 ? 'Every week' : `Every ${interval} weeks`;
    if (plainDays && interval === 1 && byDay.join(',') === WORKDAYS) return 'Every weekday';
    if (plainDays) {
      const names = listWords(byDay.map((d) => DAY_NAMES[d as Weekday]));
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

const DAY_WORD: Record<string, Weekday> = {
  monday: 'MO',
  tuesday: 'TU',
  wednesday: 'WE',
  thursday: 'TH',
  friday: 'FR',
  saturday: 'SA',
  sunday: 'SU',
};
const DAY_PATTERN = '(monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?';
const NUMBER_WORDS: Record<string, number> = { other: 2, two: 2, three: 3, four: 4, six: 6 };
const COUNT = '(\\d{1,3}|other|two|three|four|six)';

/** Phrases of a mind dump that state a recurrence, most specific first; each builds its rule. */
const PHRASES: { pattern: RegExp; rule: (m: RegExpExecArray) => string }[] = [
  { pattern: /\b(?:every|each)\s+weekday\b|\bon\s+weekdays\b/i, rule: () => `FREQ=WEEKLY;BYDAY=${WORKDAYS}` },
  {
    pattern: new RegExp(`\\b(?:every|each)\\s+${DAY_PATTERN}(?:\\s*(?:,|and|&)\\s*${DAY_PATTERN})?`, 'i'),
    rule: (m) => {
      const days = [m[1], m[2]].filter(Boolean).map((d) => DAY_WORD[d!.toLowerCase()]!);
      return `FREQ=WEEKLY;BYDAY=${days.join(',')}`;
    },
  },
  {
    pattern: new RegExp(`\\bevery\\s+${COUNT}\\s+(day|week|month|year)s?\\b`, 'i'),
    rule: (m) => {
      const n = NUMBER_WORDS[m[1]!.toLowerCase()] ?? Number(m[1]);
      const freq = { day: 'DAILY', week: 'WEEKLY', month: 'MONTHLY', year: 'YEARLY' }[m[2]!.toLowerCase()]!;
      return n === 1 ? `FREQ=${freq}` : `FREQ=${freq};INTERVAL=${n}`;
    },
  },
  {
    pattern:
      /\b(?:monthly|every\s+month|each\s+month)\s+on\s+the\s+(\d{1,2})(?:st|nd|rd|th)?\b|\bon\s+the\s+(\d{1,2})(?:st|nd|rd|th)?\s+of\s+(?:every|each)\s+month\b/i,
    rule: (m) => `FREQ=MONTHLY;BYMONTHDAY=${Number(m[1] ?? m[2])}`,
  },
  { pattern: /\b(?:daily|every\s+day|each\s+day)\b/i, rule: () => 'FREQ=DAILY' },
  { pattern: /\b(?:weekly|every\s+week|each\s+week)\b/i, rule: () => 'FREQ=WEEKLY' },
  { pattern: /\bbi-?weekly\b|\bfortnightly\b/i, rule: () => 'FREQ=WEEKLY;INTERVAL=2' },
  { pattern: /\b(?:monthly|every\s+month|each\s+month)\b/i, rule: () => 'FREQ=MONTHLY' },
  { pattern: /\b(?:yearly|annually|every\s+year|each\s+year)\b/i, rule: () => 'FREQ=YEARLY' },
];

/**
 * The recurrence a sentence states ("every Monday", "every 2 weeks", "monthly on the 1st", "every weekday"),
 * with the phrase it was read from; null when it states none.
 */
export function recurrenceFromPhrase(text: string): { rule: string; text: string } | null {
  for (const { pattern, rule } of PHRASES) {
    const match = pattern.exec(text);
    if (!match) continue;
    const checked = checkRecurrence(rule(match));
    if (checked.ok) return { rule: checked.rule, text: match[0] };
  }
  return null;
}

/** The Edit Task dialog's plain choices. */
export type RecurrenceKind = 'none' | 'daily' | 'weekdays' | 'weekly' | 'monthly' | 'custom';
export interface RecurrenceChoice {
  kind: RecurrenceKind;
  /** For weekly: the days it repeats on. */
  days: Weekday[];
  /** For monthly: the day of the month (1–31, or -1 for the last day). */
  monthDay: number;
  /** For custom: the rule text as typed. */
  custom: string;
}

/** Day code of a calendar date. */
export function weekdayOf(day: IsoDate): Weekday {
  return DAYS[(dayStart(day).getUTCDay() + 6) % 7]!;
}

/** The dialog's choice for a task's rule; the weekly day and month day default from the due date. */
export function recurrenceChoice(rule: string | null, due: IsoDate): RecurrenceChoice {
  const base: RecurrenceChoice = {
    kind: 'none',
    days: [weekdayOf(due)],
    monthDay: Number(due.slice(8, 10)),
    custom: rule ?? '',
  };
  if (!rule) return base;
  const checked = checkRecurrence(rule);
  if (!checked.ok) return { ...base, kind: 'custom' };
  const p = parts(checked.rule);
  const keys = [...p.keys()].sort().join(',');
  const byDay = p.get('BYDAY');
  if (checked.rule === 'FREQ=DAILY') return { ...base, kind: 'daily' };
  if (checked.rule === `FREQ=WEEKLY;BYDAY=${WORKDAYS}`) return { ...base, kind: 'weekdays' };
  if (
    keys === 'BYDAY,FREQ' &&
    p.get('FREQ') === 'WEEKLY' &&
    /^(?:MO|TU|WE|TH|FR|SA|SU)(?:,(?:MO|TU|WE|TH|FR|SA|SU))*$/.test(byDay!)
  )
    return { ...base, kind: 'weekly', days: byDay!.split(',') as Weekday[] };
  if (
    keys === 'BYMONTHDAY,FREQ' &&
    p.get('FREQ') === 'MONTHLY' &&
    /^(?:\d{1,2}|-1)$/.test(p.get('BYMONTHDAY')!)
  )
    return { ...base, kind: 'monthly', monthDay: Number(p.get('BYMONTHDAY')) };
  return { ...base, kind: 'custom' };
}

/** The rule for a choice (null for none); a custom rule is returned as typed, for the server to check. */
export function ruleFromChoice(choice: RecurrenceChoice): string | null {
  switch (choice.kind) {
    case 'none':
      return null;
    case 'daily':
      return 'FREQ=DAILY';
    case 'weekdays':
      return `FREQ=WEEKLY;BYDAY=${WORKDAYS}`;
    case 'weekly': {
      const days = DAYS.filter((d) => choice.days.includes(d));
      return `FREQ=WEEKLY;BYDAY=${(days.length > 0 ? days : ['MO']).join(',')}`;
    }
    case 'monthly':
      return `FREQ=MONTHLY;BYMONTHDAY=${choice.monthDay}`;
    case 'custom':
      return choice.custom.trim();
  }
}
