/**
 * @module domain/recurrence — recurring tasks as RFC 5545 rules (the RRULE text without its `RRULE:` prefix,
 * e.g. `FREQ=WEEKLY;BYDAY=MO`): the check of a rule, a mind-dump phrase ("every 2 weeks") turned into a rule and
 * the Edit Task dialog's choices. Without the `rrule` library: the task schemas (schemas/tasks.ts) check rules
 * with this module, and they are in the web app's first screen. Occurrences and the rule in words, which need
 * `rrule`, are in domain/recurrence-dates.
 */
import type { IsoDate } from './dates.js';

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
export const WORKDAYS = 'MO,TU,WE,TH,FR';

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
  if (!rruleAccepts(text)) return { ok: false, message: `Recurrence rule is not valid: ${text}` };
  return { ok: true, rule: text };
}

/**
 * What `rrule` refuses beyond the part checks above (a test compares this with `RRule.fromString`): a BYDAY
 * sign without a number (`+MO`) and a BYSETPOS outside ±366.
 */
function rruleAccepts(rule: string): boolean {
  const p = ruleParts(rule);
  const byDay = p.get('BYDAY')?.split(',') ?? [];
  if (byDay.some((d) => /^[+-][A-Z]/.test(d))) return false;
  const bySetPos = p.get('BYSETPOS')?.split(',').map(Number) ?? [];
  return bySetPos.every((n) => n >= -366 && n <= 366);
}

/** The parts of a checked rule by name. */
export function ruleParts(rule: string): Map<string, string> {
  return new Map(rule.split(';').map((p) => p.split('=') as [string, string]));
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
  return DAYS[(new Date(`${day}T00:00:00.000Z`).getUTCDay() + 6) % 7]!;
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
  const p = ruleParts(checked.rule);
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
