/**
 * @module Calendar dates as `'YYYY-MM-DD'` strings: "today" in a time zone, day arithmetic and day counts.
 * Dates are compared as whole calendar days, so DST changes and UTC offsets never shift a due date.
 */
/** A calendar date, `'YYYY-MM-DD'`. */
export type IsoDate = string;

const DAY_MS = 86_400_000;
const ISO_DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Display formats of the spec (section 9). */
export const DATE_FORMAT_SHORT = 'MMM dd';
/** A day with its year: benchmarks, completed and created dates. */
export const DATE_FORMAT_LONG = 'MMM dd, yyyy';
export const DATE_FORMAT_DUE_CARD = 'MMM d, yyyy';

// One formatter per zone: building an Intl.DateTimeFormat is far slower than using one.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall-clock fields of an instant in a time zone (UTC when the zone is missing or unknown). */
export interface WallClock {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
  /** 0–23 */
  hour: number;
  minute: number;
}

export function wallClock(date: Date, timeZone?: string | null): WallClock {
  if (Number.isNaN(date.getTime())) throw new RangeError('Invalid Date');
  // UTC needs no Intl formatter: the Date's own UTC fields are the same and cost far less per call (a task
  // list formats one display id per task).
  if (!timeZone || timeZone === 'UTC') {
    return {
      year: date.getUTCFullYear(),
      month: date.getUTCMonth() + 1,
      day: date.getUTCDate(),
      hour: date.getUTCHours(),
      minute: date.getUTCMinutes(),
    };
  }
  const zone = isValidTimeZone(timeZone) ? timeZone : 'UTC';
  const parts = formatterFor(zone).formatToParts(date);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour') % 24,
    minute: get('minute'),
  };
}

/**
 * Names Intl refused, so a client sending a bad zone on every request costs one failed Intl.DateTimeFormat, not one
 * per request. Bounded: emptied when full, as the names come from clients.
 */
const rejected = new Set<string>();
const MAX_REJECTED = 256;
/** Longer than any IANA name ("America/Argentina/ComodRivadavia" is 32). */
const MAX_ZONE_LENGTH = 64;

/** True for an IANA time zone name this runtime knows (case-insensitive, as Intl accepts it). */
export function isValidTimeZone(tz: string): boolean {
  if (typeof tz !== 'string' || tz.trim() === '' || tz.length > MAX_ZONE_LENGTH || rejected.has(tz))
    return false;
  try {
    formatterFor(tz);
    return true;
  } catch {
    if (rejected.size >= MAX_REJECTED) rejected.clear();
    rejected.add(tz);
    return false;
  }
}

/**
 * How people in a time zone write a short numeric date: `'month-first'` ("3/4" is March 4) in the United States and
 * its territories, Canada, the Philippines and the East Asian zones whose short form is month/day (Japan, China,
 * Korea, Taiwan); `'day-first'` ("3/4" is 3 April) everywhere else — Europe, Latin America, Africa, Oceania, most
 * of Asia. A zone is where a person is, not their locale, so this is the likelier reading, not a certainty; UTC and
 * unknown zones keep month-first, the API's historic reading.
 */
export type NumericDateOrder = 'month-first' | 'day-first';

const MONTH_FIRST_ZONES =
  /^(?:UTC|Etc\/.*|America\/(?:New_York|Chicago|Denver|Los_Angeles|Phoenix|Anchorage|Adak|Boise|Detroit|Juneau|Sitka|Nome|Yakutat|Metlakatla|Menominee|Indiana\/.*|Kentucky\/.*|North_Dakota\/.*|Puerto_Rico|Toronto|Vancouver|Edmonton|Winnipeg|Halifax|Regina|St_Johns|Moncton|Glace_Bay|Goose_Bay|Whitehorse|Dawson|Dawson_Creek|Fort_Nelson|Creston|Cambridge_Bay|Iqaluit|Rankin_Inlet|Resolute|Inuvik|Swift_Current|Atikokan|Thunder_Bay|Nipigon|Rainy_River|Yellowknife)|US\/.*|Canada\/.*|Pacific\/(?:Honolulu|Guam|Saipan|Pago_Pago)|Asia\/(?:Manila|Tokyo|Shanghai|Chongqing|Harbin|Urumqi|Seoul|Taipei|Pyongyang))$/i;

export function numericDateOrder(timeZone: string | null | undefined): NumericDateOrder {
  if (!timeZone || !isValidTimeZone(timeZone)) return 'month-first';
  return MONTH_FIRST_ZONES.test(timeZone) ? 'month-first' : 'day-first';
}

/** The request header that carries the caller's IANA zone on every API call (web app and extension). */
export const TIME_ZONE_HEADER = 'X-Time-Zone';

/** The first of `candidates` that is a zone this runtime knows, else `'UTC'` (absent or invalid never fails). */
export function resolveTimeZone(...candidates: readonly (string | null | undefined)[]): string {
  return candidates.find((tz): tz is string => typeof tz === 'string' && isValidTimeZone(tz)) ?? 'UTC';
}

/** True for a real calendar date written `'YYYY-MM-DD'` (e.g. `'2026-02-30'` is false). */
export function isIsoDate(value: unknown): value is IsoDate {
  if (typeof value !== 'string') return false;
  const m = ISO_DATE_RE.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

function isoToUtcMs(d: IsoDate): number {
  if (!isIsoDate(d)) throw new RangeError(`Not a YYYY-MM-DD date: ${String(d)}`);
  return Date.UTC(Number(d.slice(0, 4)), Number(d.slice(5, 7)) - 1, Number(d.slice(8, 10)));
}

/**
 * The calendar date of an instant in a time zone. With no zone (or one this runtime does not know) the
 * date is taken in UTC, so server and tests agree whatever the host's zone is.
 */
export function toIsoDate(date: Date, timeZone?: string): IsoDate {
  const { year, month, day } = wallClock(date, timeZone);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Today's date for a user in `timeZone` at the instant `now` (callers pass the clock in). */
export function todayIn(timeZone: string | undefined, now: Date): IsoDate {
  return toIsoDate(now, timeZone);
}

/** `d` plus `n` calendar days (n may be negative). */
export function addDaysIso(d: IsoDate, n: number): IsoDate {
  return new Date(isoToUtcMs(d) + Math.trunc(n) * DAY_MS).toISOString().slice(0, 10);
}

/** `a - b` in whole calendar days: positive when `a` is later. */
export function diffDaysIso(a: IsoDate, b: IsoDate): number {
  return Math.round((isoToUtcMs(a) - isoToUtcMs(b)) / DAY_MS);
}

/** "1 day" / "N days" — the spec writes "day(s)"; we pluralise properly (0 → "0 days"). */
export function formatDayCount(n: number): string {
  return `${n} ${Math.abs(n) === 1 ? 'day' : 'days'}`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// The tokens of Mynd's calendar-date patterns; any other letter is a token this formatter does not write.
const DATE_TOKEN = /yyyy|MMM|dd|d|[A-Za-z]/g;

/**
 * Formats a calendar date with a date-fns pattern, e.g. `formatIsoDate('2026-11-05', DATE_FORMAT_SHORT)` → "Nov 05".
 * Writes the tokens of Mynd's date patterns (yyyy, MMM, dd, d; other characters as they are) with the same output
 * as date-fns `format` (dates.test.ts compares them day by day), and throws on any other token. Not date-fns
 * itself: its token table and English locale (~5 KB gzip) would be on the web app's first screen for the
 * dashboard's due dates.
 */
export function formatIsoDate(d: IsoDate, pattern: string = DATE_FORMAT_SHORT): string {
  const date = new Date(isoToUtcMs(d));
  return pattern.replace(DATE_TOKEN, (token) => {
    if (token === 'yyyy') return String(date.getUTCFullYear()).padStart(4, '0');
    if (token === 'MMM') return MONTHS[date.getUTCMonth()]!;
    if (token === 'dd') return String(date.getUTCDate()).padStart(2, '0');
    if (token === 'd') return String(date.getUTCDate());
    throw new RangeError(`formatIsoDate: unsupported token "${token}" in "${pattern}"`);
  });
}
