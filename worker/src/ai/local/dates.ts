/**
 * @module ai/local/dates — finds the due-date phrase of a clause ("by Friday", "end of month", "in 2 weeks",
 * "on Dec 3", "12-20", "the 14th") and resolves it to a calendar day in the user's time zone.
 * Relative phrases follow house rules (below); absolute dates go through chrono-node.
 */
import { gregorianEaster } from 'date-easter';
import {
  addDays,
  type CalendarDay,
  daysBetween,
  formatDay,
  lastDayOfMonth,
  nextMonthDay,
  nextWeekday,
  parseDay,
  weekdayOf,
  type ZonedNow,
} from './calendar.js';
import { readerFor } from './calendar-reader.js';
import { ACTION_VERBS } from './lexicon.js';
import { rememberedPerText } from './per-extraction.js';
import { lexiconTags } from './word-lexicon.js';

export interface DueMatch {
  day: CalendarDay;
  /** The phrase as written, with its preposition ("by Friday"). */
  text: string;
  index: number;
}

interface Candidate extends DueMatch {
  rank: number;
}

const NUMBER_WORDS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  'a couple of': 2,
  'couple of': 2,
  'a couple': 2,
  couple: 2,
  'a few': 3,
};

/**
 * German, Spanish, French, Italian, Portuguese, Tagalog, Hindi, Polish (as said alone, after "w" and after "do") and
 * Swahili weekday names, Sunday first, seven per row (Tagalog's Sunday, "Linggo", is also its word for a week: it is
 * read only after "sa").
 */
const FOREIGN_WEEKDAYS = [
  'sonntag montag dienstag mittwoch donnerstag freitag samstag',
  'domingo lunes martes miércoles jueves viernes sábado',
  'dimanche lundi mardi mercredi jeudi vendredi samedi',
  'domenica lunedì martedì mercoledì giovedì venerdì sabato',
  'domingo segunda terça quarta quinta sexta sábado',
  'linggo lunes martes miyerkules huwebes biyernes sabado',
  'ravivar somvar mangalvar budhvar guruvar shukravar shanivar',
  'niedziela poniedziałek wtorek środa czwartek piątek sobota',
  'niedzielę poniedziałek wtorek środę czwartek piątek sobotę',
  'niedzieli poniedziałku wtorku środy czwartku piątku soboty',
  'jumapili jumatatu jumanne jumatano alhamisi ijumaa jumamosi',
]
  .join(' ')
  .split(' ');
/** A Polish weekday in any of its three rows' forms ("piątku", "środę"), as FOREIGN_WEEKDAYS spells it. */
function polishWeekday(word: string): string {
  return (
    FOREIGN_WEEKDAYS.find((day) => day.slice(0, 4) === word.slice(0, 4) && /^[a-ząćęłńóśźż]+$/.test(day)) ??
    word
  );
}
export const FOREIGN_WEEKDAY = [...new Set(FOREIGN_WEEKDAYS)].filter((day) => day !== 'linggo').join('|');

/** Month names in the same languages, January first, twelve per language. */
const FOREIGN_MONTHS = [
  'enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre',
  'janvier février mars avril mai juin juillet août septembre octobre novembre décembre',
  'januar februar märz april mai juni juli august september oktober november dezember',
  'gennaio febbraio marzo aprile maggio giugno luglio agosto settembre ottobre novembre dicembre',
  'janeiro fevereiro março abril maio junho julho agosto setembro outubro novembro dezembro',
  'enero pebrero marso abril mayo hunyo hulyo agosto setyembre oktubre nobyembre disyembre',
  'stycznia lutego marca kwietnia maja czerwca lipca sierpnia września października listopada grudnia',
  'januari februari machi aprili mei juni julai agosti septemba oktoba novemba desemba',
  'januari februari maret april mei juni juli agustus september oktober november desember',
]
  .join(' ')
  .split(' ');
// "April", "August", "September" and "November" are English too: chrono reads them with the English months.
const FOREIGN_MONTH = [...new Set(FOREIGN_MONTHS)]
  .filter((month) => !['april', 'august', 'september', 'november'].includes(month))
  .join('|');
/*
 * The English weekdays and months as people type them, spelled once for every module that reads them (dates,
 * titles, clauses, sentences, cleanup).
 */
/** A weekday written short ("mon", "tues", "weds", "thurs"). */
export const SHORT_WEEKDAY = 'mon|tues?|wed|weds|thu|thur|thurs|fri|sat|sun';
/** A weekday, short or whole ("thurs", "Thursday"). */
export const WEEKDAY_NAME = `(?:${SHORT_WEEKDAY})(?:day|nesday|rsday|urday)?`;
/** A month written short ("Dec", "Sept"); "may" is a verb first ("may need to"), so it is in MONTH_NAME only. */
export const SHORT_MONTH = 'jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec';
const MONTH_WORD =
  'jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?';
/** An English month, whole or short ("Dec", "December", "Sept."); titles.ts cuts "5 dec" with it. */
export const MONTH_NAME = String.raw`(?:${MONTH_WORD}|may)\.?`;
/**
 * Right after a weekday, the date it falls on: "Wed Dec 2", "Sat 12 Dec", "jueves 3 de diciembre", "Donnerstag, 3.
 * Dezember". That date is read, not the coming weekday.
 */
const ITS_DATE_AFTER = String.raw`,?\s+(?:(?:the\s+)?\d{1,2}(?:st|nd|rd|th|\.|º)?\s+(?:of\s+|de\s+)?(?:${MONTH_NAME}|${FOREIGN_MONTH})(?![\p{L}])|${MONTH_NAME}\s+\d)`;
/** One word that is a weekday or a month ("Dec", "Friday"), never a name — "May" left out, as above. */
export const CALENDAR_WORD = new RegExp(`^(?:${WEEKDAY_NAME}|${MONTH_WORD})$`, 'i');
/** A month name in any of the languages, right after "3." ("am 3. Dezember"): the dot is an ordinal's, no full stop. */
export const MONTH_AFTER_ORDINAL = new RegExp(
  String.raw`^\s+(?:${FOREIGN_MONTH}|${MONTH_NAME})(?![\p{L}])`,
  'iu',
);

const FRIDAY = 5;
/** A deadline word right before the phrase makes it the task's due date rather than a mentioned day. */
const DEADLINE_BEFORE =
  /(?:\b(?:by|before|b4|due|until|till|no later than|deadline(?: is)?|eta|target|w\/c|week commencing|on|for|bis(?: zum| zur)?|hasta(?: el)?|antes del?|avant(?: le)?|jusqu['’]au|entro(?: il)?|até(?: o| dia)?|(?:(?:antes del?|hasta el|para el|el|o)\s+)?d[ií]a|el|am|le|il|sa|ahead of)\s*:?\s+(?:the\s+)?(?:(?:next|this|coming)\s+)?)$/i;
const CALENDAR_DATE = new RegExp(String.raw`\b${MONTH_NAME}\b`, 'i');
/**
 * "since Monday", "last Friday", "yesterday": a day that is gone; "call Aunt Rosa re Sunday": the day is what the call
 * is about.
 */
const PAST_BEFORE = /\b(?:last|past|previous|since|yesterday|re|regarding)\s+$/i;

/** A word, then "from" right before a day: "the recap from", "the photos from the", "the takings from last". */
const FROM_BEFORE = /(?:^|[^\p{L}])(\p{L}+)\s+from\s+(the\s+|last\s+)?$/iu;
/** What is made or kept of a day, so comes from any day: "notes from today", "the photos from the weekend". */
const RECORD_OF_A_DAY =
  /^(?:recap|notes|minutes|summary|update|highlights|takeaways|debrief|readout|photos?|pics?|pictures?|videos?|footage|recording|receipts?|leftovers)$/i;
/** Words before "from" that start a span or say where one is off to ("starting from", "off from", "the week from"). */
const NOT_A_THING =
  /^(?:starting|beginning|start|starts|off|out|away|closed|open|available|free|on|leave|week|weeks|day|days|it|them|this|that|everything)$/i;
/** What makes "from Monday" a span's start: "until", "to", "through", "onwards", "on". */
const SPAN_GOES_ON = /^\s*(?:until|till|to|through|thru|onwards?|on\b|[-–—]\s*\p{L})/iu;

/**
 * Whether the words before a date say it is gone or where a thing comes from, so it dates nothing: "since Monday",
 * "re Sunday", "notes from today", "the recap from Tuesday's call"; after another thing's noun only a weekday alone
 * ("deposit the bar takings from Saturday", "the incident from sunday"), not a span's start ("from Monday until we're
 * done", "from Thursday to Friday") nor a count ("a week from Friday").
 */
function goneOrSource(text: string, index: number, length: number): boolean {
  const before = wordsBefore(text, index);
  if (PAST_BEFORE.test(before)) return true;
  const from = FROM_BEFORE.exec(before);
  if (!from) return false;
  if (RECORD_OF_A_DAY.test(from[1]!)) return true;
  return (
    !/^the/i.test(from[2] ?? '') &&
    !NOT_A_THING.test(from[1]!) &&
    WEEKDAY_ALONE.test(text.slice(index, index + length)) &&
    !SPAN_GOES_ON.test(text.slice(index + length, index + length + 12))
  );
}

/**
 * A rule's day; null when the match is no date after all; NO_DAY when it is a date phrase that gives no due date — a
 * day gone by, or a vague part of a month ("early next month") — and that no later rule may read in part.
 */
const NO_DAY = 'no-day';
type Rule = [RegExp, (match: RegExpExecArray, today: ZonedNow) => CalendarDay | typeof NO_DAY | null];

/** The month `ahead` months after today's (back for a negative count). */
function monthAhead(t: CalendarDay, ahead: number): { year: number; month: number } {
  const index = t.month - 1 + ahead;
  return { year: t.year + Math.floor(index / 12), month: (((index % 12) + 12) % 12) + 1 };
}

/** Day `day` of the month `ahead` months after today's, or null when that month has no such day. */
function dayOfMonthAhead(t: CalendarDay, ahead: number, day: number): CalendarDay | null {
  return parseDay(formatDay({ ...monthAhead(t, ahead), day }));
}

/** The same day `n` months on ("in 6 months" from Nov 24 is May 24), or that month's last day when it is shorter. */
function monthsLater(t: CalendarDay, n: number): CalendarDay {
  const { year, month } = monthAhead(t, n);
  return { year, month, day: Math.min(t.day, lastDayOfMonth(year, month).day) };
}

/** "This weekend": today when it is already the weekend, else the coming Saturday. */
function comingWeekend(today: ZonedNow): CalendarDay {
  return today.weekday === 6 || today.weekday === 0 ? today : nextWeekday(today, 6);
}

function endOfWorkWeek(today: ZonedNow): CalendarDay {
  // On a weekend "this week" means the coming work week.
  if (today.weekday >= 1 && today.weekday <= FRIDAY) return addDays(today, FRIDAY - today.weekday);
  return nextWeekday(today, FRIDAY);
}

function fridayOfNextWeek(today: ZonedNow): CalendarDay {
  const nextMonday = addDays(today, (8 - today.weekday) % 7 || 7);
  return addDays(nextMonday, 4);
}

/**
 * A week named by a day in it ("the week of the 7th", "first week of Dec": the week of the 1st): this week's or next
 * week's Friday, as "this week" and "next week" are read; a week further off is a stretch of days kept as text, with no
 * date (null). Asked only whether it is a date phrase (ANY_DAY), it is one.
 */
function fridayOfWeekOf(day: CalendarDay, today: ZonedNow): CalendarDay | null {
  const monday = addDays(day, -((weekdayOf(day) + 6) % 7));
  const weeks = daysBetween(addDays(today, -((today.weekday + 6) % 7)), monday) / 7;
  const friday = addDays(monday, FRIDAY - 1);
  if (today === ANY_DAY) return friday;
  return (weeks === 0 || weeks === 1) && daysBetween(today, friday) >= 0 ? friday : null;
}

/** Right before a day that names the week it is in: "the week of", "sometime the week of the". */
const WEEK_OF = /\b(?:week|wk) of (?:the )?/gi;
const WEEK_OF_BEFORE = /\b(?:week|wk) of (?:the )?$/i;

function amount(word: string): number {
  return NUMBER_WORDS[word.toLowerCase()] ?? Number(word);
}

const ORDINALS: Record<string, number> = {
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  seventh: 7,
  eighth: 8,
  ninth: 9,
  tenth: 10,
  eleventh: 11,
  twelfth: 12,
  thirteenth: 13,
  fourteenth: 14,
  fifteenth: 15,
  sixteenth: 16,
  seventeenth: 17,
  eighteenth: 18,
  nineteenth: 19,
  twentieth: 20,
  thirtieth: 30,
};

/** A day of the month said in words: "third", "twenty first", "thirty-first" (1–31). */
const SPOKEN_DAY = `(?:twenty|thirty)[- ]?(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth)|${Object.keys(ORDINALS).join('|')}`;
/** …or in digits with its suffix: "21st". */
const DAY_OF_MONTH = String.raw`\d{1,2}(?:st|nd|rd|th)|${SPOKEN_DAY}`;

/**
 * The day a DAY_OF_MONTH phrase names ("21st", "third", "twenty first", "twenty-first", "twentyfirst"), or null when
 * it is no day of a month ("twenty tenth", "thirty ninth").
 */
function dayOfMonth(phrase: string): number | null {
  const digits = /^(\d{1,2})/.exec(phrase);
  if (digits) return Number(digits[1]) >= 1 && Number(digits[1]) <= 31 ? Number(digits[1]) : null;
  const spoken = /^(?:(twenty|thirty)[- ]?)?([a-z]+)$/i.exec(phrase);
  const unit = spoken ? ORDINALS[spoken[2]!.toLowerCase()] : undefined;
  if (!spoken || !unit || (spoken[1] && unit > 9)) return null;
  const day = (spoken[1] ? (spoken[1].toLowerCase() === 'twenty' ? 20 : 30) : 0) + unit;
  return day <= 31 ? day : null;
}

/** The weekdays' names, Sunday (0) first: the one list the day patterns here and the rota reader are built from. */
export const WEEKDAYS = [
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
] as const;
/** The shortened weekdays no other word is spelled like (so not "sat", "sun", "wed"). */
const UNMISTAKEN_SHORT: Partial<Record<(typeof WEEKDAYS)[number], string>> = {
  tuesday: 'tues',
  wednesday: 'weds',
  thursday: 'thurs',
};
/** A weekday no other word is spelled like (so not "sat", "sun", "wed"): "the Tuesday after next". */
const WEEKDAY_NAMES = [...WEEKDAYS.slice(1), WEEKDAYS[0]]
  .flatMap((day): string[] => {
    const short = UNMISTAKEN_SHORT[day];
    return short ? [day, short] : [day];
  })
  .join('|');

/** What happens on a day, said next to it: "gran's bday sat", "my Saturday shift", "the Wednesday dinner". */
const DAY_EVENTS =
  'bday|birthday|party|dinner|lunch|drinks|meeting|mtg|appt|appointment|game|match|gig|wedding|recital|concert|practice|training';
/**
 * The parts of a day said after a weekday, as chats write them: "Tues am", "thurs eve", "sat morn" (titles.ts cuts the
 * same words with their weekday).
 */
export const DAY_PART_WORDS = 'morning|afternoon|evening|night|lunchtime|am|pm|eve|morn|arvo|nite';
/** The counts written in words that NUMBER_WORDS reads ("a couple of weeks", "three days"). */
const COUNT_WORDS =
  'an?|one|two|three|four|five|six|seven|eight|nine|ten|a couple of|couple of|a couple|couple|a few';
const COUNT = String.raw`\d{1,2}|${COUNT_WORDS}`;
const ORDINAL_WEEK: Record<string, number> = {
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  '1st': 1,
  '2nd': 2,
  '3rd': 3,
  '4th': 4,
};
const MONTHS = 'jan feb mar apr may jun jul aug sep oct nov dec'.split(' ');

/** The month (1–12) a month's name says by its first three letters ("December", "sept", "Jan."), or 0. */
export function monthNumber(name: string): number {
  return MONTHS.indexOf(name.slice(0, 3).toLowerCase()) + 1;
}

const WEEKDAY_ORDER = WEEKDAYS.map((day) => day.slice(0, 3));

/** The weekday (0 for Sunday) a weekday's name says by its first three letters ("Friday", "thu", "Tues", "weds"). */
function weekdayIndex(name: string): number {
  return WEEKDAY_ORDER.indexOf(name.slice(0, 3).toLowerCase());
}

/** The month "this month", "the month", "next month" or a month's name ("December", "jan") says: the coming one. */
function monthSaid(which: string, t: CalendarDay): { year: number; month: number } {
  const said = which.toLowerCase();
  if (said === 'next month') return monthAhead(t, 1);
  if (said.endsWith('month')) return { year: t.year, month: t.month };
  const month = monthNumber(said);
  return { year: month < t.month ? t.year + 1 : t.year, month };
}

/** The `nth` (1–4, or 5 for "last") `weekday` of a month, as a calendar day. */
function nthWeekdayOf(year: number, month: number, weekday: number, nth: number): CalendarDay {
  if (nth === 5) {
    const last = lastDayOfMonth(year, month);
    return addDays(last, -((7 + weekdayOf(last) - weekday) % 7));
  }
  const first = { year, month, day: 1 };
  return addDays(first, ((7 + weekday - weekdayOf(first)) % 7) + 7 * (nth - 1));
}

/** "within 10 days of this email", "of receipt": counted from the message, that is from when it is read. */
const FROM_THIS_MESSAGE =
  '(?: of (?:(?:the date of )?this (?:e-?mail|letter|notice|message)|receipt(?: of this (?:e-?mail|letter|notice))?))?';

/** Phrases that count from another day: British "Friday week", "a week on Friday", "a week today", "the Tuesday after next". */
const COUNTED_RULES: Rule[] = [
  // "by wk 49", "before KW 3", "due CW12": a deadline said as a week's number is that ISO week's Monday, this year's or,
  // once it is past, next year's ("for week 49" names what a thing is for, no deadline).
  [
    /\b(?:by|before|b4|due|until|till|no later than)\s+(?:wk|week|kw|cw)\.?\s?([1-9]|[1-4]\d|5[0-3])\b/gi,
    (m, t) => {
      const monday = (year: number) => {
        const fourth = { year, month: 1, day: 4 };
        return addDays(fourth, 7 * (Number(m[1]) - 1) - ((weekdayOf(fourth) + 6) % 7));
      };
      const day = monday(t.year);
      return daysBetween(t, addDays(day, 6)) < 0 ? monday(t.year + 1) : day;
    },
  ],
  // "back to me by this time next week", "this time tomorrow": a week, or a day, from now.
  [/\bthis time (?:next week|tomorrow|tmrw)\b/gi, (m, t) => addDays(t, /week/i.test(m[0]) ? 7 : 1)],
  [
    // "next week Monday", "next wk mon", "Monday next week", "the Tuesday of next week": that day of next week.
    new RegExp(
      String.raw`\b(?:(?:the )?(${WEEKDAY_NAME})(?: of)? ne?xt (?:week|wk)|ne?xt (?:week|wk),? (?:on )?(${WEEKDAY_NAME}))\b`,
      'gi',
    ),
    (m, t) => {
      const monday = nextWeekday(t, 1);
      return addDays(monday, (weekdayIndex((m[1] ?? m[2])!) + 6) % 7);
    },
  ],
  [
    // "Friday the 4th", "Thursday 3rd": the numbered day is the date, and the weekday says which month — a past
    // one ("Standup, Monday 23rd") dates a meeting that happened, not a deadline. With its month after it ("Friday
    // 4th December", "the 4th of December") it is a calendar date, chrono's, read whole.
    new RegExp(
      String.raw`\b(${WEEKDAY_NAMES}),? (?:the )?(\d{1,2})(?:st|nd|rd|th)\b(?!,?\s+(?:of\s+)?(?:${MONTH_WORD})\b| of)`,
      'gi',
    ),
    (m, t) => weekdayOnDay(t, weekdayIndex(m[1]!), Number(m[2])) ?? comingDay(t, Number(m[2])),
  ],
  [
    // "## Wed 25", "Prod deploy Mon 30th, 7am", "Thurs 26 – 1:1 Daan": a weekday with the day of the month it falls on
    // (last month, this one or the next two) is that date, as a week plan's day headings write it; a past one is gone.
    // A number that is no such day ("sat 3 exams", "Wed 31") or says an amount ("Sat 28 km") is left to other rules.
    new RegExp(
      String.raw`\b(${WEEKDAY_NAME})\.?,?\s+(\d{1,2})(?:st|nd|rd|th)?(?![\p{L}\d%]|[:./]\d|\s*(?:[-–]\s*\d|\p{L}))`,
      'giu',
    ),
    (m, t) => weekdayOnDay(t, weekdayIndex(m[1]!), Number(m[2])),
  ],
  [
    new RegExp(String.raw`\b(?:the )?(${WEEKDAY_NAMES}) after next\b`, 'gi'),
    (m, t) => addDays(nextWeekday(t, weekdayIndex(m[1]!)), 7),
  ],
  [
    new RegExp(
      String.raw`\b(${COUNT}) weeks? (?:on|from) (${WEEKDAY_NAMES})\b|\b(${WEEKDAY_NAMES}) week\b`,
      'gi',
    ),
    (m, t) => {
      const weeks = m[1] ? amount(m[1]) : 1;
      return addDays(nextWeekday(t, weekdayIndex(m[2] ?? m[3]!)), 7 * weeks);
    },
  ],
  [
    new RegExp(
      String.raw`\b(${COUNT}) (day|week|month)s?(?:'s)? (?:from )?(today|tomorrow|now|time)\b|\b(a|one|)\s?fortnight (?:from )?(today|tomorrow|now|time)\b`,
      'gi',
    ),
    (m, t) => {
      const from = (m[3] ?? m[5])!.toLowerCase() === 'tomorrow' ? addDays(t, 1) : t;
      if (m[4] !== undefined) return addDays(from, 14);
      const n = amount(m[1]!);
      const unit = m[2]!.toLowerCase();
      return unit === 'month' ? monthsLater(from, n) : addDays(from, unit === 'day' ? n : 7 * n);
    },
  ],
  [
    new RegExp(
      String.raw`\b(?:the )?(first|second|third|fourth|1st|2nd|3rd|4th|last) (${WEEKDAY_NAMES}) (?:of|in) (next month|this month|the month|(?:${MONTHS.join('|')})[a-z]*)\b`,
      'gi',
    ),
    (m, t) => {
      const nth = m[1]!.toLowerCase() === 'last' ? 5 : ORDINAL_WEEK[m[1]!.toLowerCase()]!;
      const weekday = weekdayIndex(m[2]!);
      const { year, month } = monthSaid(m[3]!, t);
      const day = nthWeekdayOf(year, month, weekday, nth);
      return daysBetween(t, day) >= 0 ? day : nthWeekdayOf(year + 1, month, weekday, nth);
    },
  ],
  [
    // "the last week of next month": by the month's end. "first week of January", "2nd week of Dec": the week its first
    // day is in, read as a week named by a day in it is (fridayOfWeekOf).
    new RegExp(
      String.raw`\b(?:the )?(first|second|third|fourth|1st|2nd|3rd|4th|last) (?:week|wk) (?:of|in) (next month|this month|the month|(?:${MONTHS.join('|')})[a-z]*)\b`,
      'gi',
    ),
    (m, t) => {
      const { year, month } = monthSaid(m[2]!, t);
      if (m[1]!.toLowerCase() !== 'last')
        return fridayOfWeekOf({ year, month, day: 7 * ORDINAL_WEEK[m[1]!.toLowerCase()]! - 6 }, t) ?? NO_DAY;
      const end = lastDayOfMonth(year, month);
      return daysBetween(t, end) >= 0 ? end : NO_DAY;
    },
  ],
  [
    // "the last working day of November", "first business day of next month": a weekday, weekends skipped.
    new RegExp(
      String.raw`\b(?:the )?(first|last) (?:working|business|work|week) ?day (?:of|in) (next month|this month|the month|(?:${MONTHS.join('|')})[a-z]*)\b`,
      'gi',
    ),
    (m, t) => {
      const { year, month } = monthSaid(m[2]!, t);
      const last = m[1]!.toLowerCase() === 'last';
      let day: CalendarDay = last ? lastDayOfMonth(year, month) : { year, month, day: 1 };
      while ([0, 6].includes(weekdayOf(day))) day = addDays(day, last ? -1 : 1);
      return daysBetween(t, day) >= 0 ? day : NO_DAY;
    },
  ],
  [
    // A day of a month, numbered or spoken: "the 21st of next month", "the twenty first of December",
    // "December twenty second", "third of January" (chrono reads only digits next to a month name).
    new RegExp(
      String.raw`\b(?:the )?(${DAY_OF_MONTH})(?: day)? of (this month|next month|the following month|the month|each month|every month|(?:${MONTHS.join('|')})[a-z]*\.?)(?![\p{L}])|\b((?:${MONTHS.join('|')})[a-z]*\.?) (?:the )?(${SPOKEN_DAY})\b`,
      'giu',
    ),
    (m, t) => {
      const day = dayOfMonth(m[1] ?? m[4]!);
      const which = (m[2] ?? m[3]!).toLowerCase();
      // "we may second it": the modal, not May.
      if (!day || (m[3] && /^may$/.test(m[3]) && !/^may the/i.test(m[0]))) return null;
      // "the 1st of the month", "the 15th of every month": the coming one.
      if (/^(?:the|each|every) month$/.test(which)) return comingDay(t, day);
      if (which.endsWith('month')) {
        const date = dayOfMonthAhead(t, which === 'this month' ? 0 : 1, day);
        if (!date) return null;
        return daysBetween(t, date) >= 0 ? date : NO_DAY;
      }
      const month = monthNumber(which);
      return month >= 1 ? nextMonthDay(t, month, day) : null;
    },
  ],
];

/** Holidays on a fixed day, as month and day ("by Christmas", "before Valentine's"). */
const HOLIDAYS: [RegExp, number, number][] = [
  [/^(?:christmas|xmas) eve$/i, 12, 24],
  [/^(?:christmas|xmas)(?: day)?$/i, 12, 25],
  [/^boxing day$/i, 12, 26],
  [/^(?:new year'?s eve|nye|hogmanay)$/i, 12, 31],
  [/^new year'?s(?: day)?$/i, 1, 1],
  [/^valentine'?s(?: day)?$/i, 2, 14],
  [/^(?:st\.? )?patrick'?s day$/i, 3, 17],
  [/^halloween$/i, 10, 31],
  [/^(?:bonfire night|guy fawkes(?: night)?)$/i, 11, 5],
];

/** The coming day a short weekday name ("thu", "Fri.") in the match's first (or only matched) group names. */
function shortWeekday(m: RegExpExecArray, t: ZonedNow): CalendarDay {
  return nextWeekday(t, weekdayIndex((m[1] ?? m[2])!));
}

/** Counts in the languages of FOREIGN_RULES ("dos semanas", "deux jours", "zwei Wochen", "due settimane"). */
const FOREIGN_COUNTS: Record<string, number> = {
  un: 1,
  una: 1,
  uno: 1,
  une: 1,
  um: 1,
  uma: 1,
  ein: 1,
  eine: 1,
  einer: 1,
  einem: 1,
  dos: 2,
  deux: 2,
  zwei: 2,
  due: 2,
  dois: 2,
  duas: 2,
  tres: 3,
  trois: 3,
  drei: 3,
  tre: 3,
  três: 3,
  cuatro: 4,
  quatre: 4,
  vier: 4,
  quattro: 4,
  quatro: 4,
};

/**
 * Relative dates in the languages people mix into a dump (Spanish, French, German, Italian, Portuguese): the day
 * after tomorrow, tonight, next week, the end of the month, in N days or weeks. Weekdays and "tomorrow"/"today" in
 * those languages are read by the rules beside their English forms.
 */
const FOREIGN_RULES: Rule[] = [
  [
    /(?<![\p{L}])(?:pasado mañana|übermorgen|après-demain|apres-demain|dopodomani|depois de amanhã|lusa)(?![\p{L}])/giu,
    (_m, t) => addDays(t, 2),
  ],
  [
    /(?<![\p{L}])(?:esta noche|heute abend|heute nacht|ce soir|stasera|questa sera|hoje à noite|hoje a noite|esta noite)(?![\p{L}])/giu,
    (_m, t) => t,
  ],
  [
    /(?<![\p{L}])(?:(?:bis )?ende (?:nächster|der nächsten) woche|la semana que viene|la próxima semana|la semana próxima|próxima semana|nächste woche|nächster woche|la semaine prochaine|semaine prochaine|la prossima settimana|la settimana prossima|prossima settimana|semana que vem|a próxima semana|(?:sa )?susunod na linggo|agle (?:hafte|week)|next hafte|minggu depan)(?![\p{L}])/giu,
    (_m, t) => fridayOfNextWeek(t),
  ],
  [
    /(?<![\p{L}])(?:(?:bis )?(?:zum )?ende (?:der|dieser) woche|(?:a |para )?(?:el )?final de (?:la|esta) semana|(?:d'ici la |à la )?fin de la semaine|(?:entro )?fine settimana lavorativa|(?:até o )?fim da semana|is hafte|isi hafte|ngayong linggo|esta semana|cette semaine|diese woche|dieser woche|questa settimana|nesta semana)(?![\p{L}])/giu,
    (_m, t) => endOfWorkWeek(t),
  ],
  [
    /(?<![\p{L}])(?:(?:este |el )?fin de semana|(?:ce |le )week-?end|(?:am |dieses |übers )?wochenende|(?:questo |nel )?fine settimana|(?:este |no |neste )?fim de semana)(?![\p{L}])/giu,
    (_m, t) => comingWeekend(t),
  ],
  [
    // "el 12 de diciembre", "am 3. Dezember", "le 5 décembre", "il 12 dicembre", "12 de dezembro", "Disyembre 12",
    // Polish "do 10 grudnia", Swahili "kabla ya tarehe 5 Desemba" with their word for "by".
    // After an English weekday "November 30", "30 November" are English (chrono's, read with the weekday).
    new RegExp(
      String.raw`(?=[\p{L}\d])(?<![\p{L}\d.])(?<!\b${WEEKDAY_NAME}\.?,?\s+)(?:(?:do|przed|kabla ya|sebelum)\s+(?:(?:tarehe|tgl\.?|tanggal)\s+)?)?(?:(\d{1,2})(?:\.|º|°|er|ª)?\s+(?:de\s+|di\s+|ng\s+)?(${FOREIGN_MONTH})|(${FOREIGN_MONTH})\s+(\d{1,2})(?=\s*(?:[,.;:!?)]|$)|\s+(?:at|sa|ng|alas|para|por)\s))(?![\p{L}])`,
      'giu',
    ),
    (m, t) => {
      const month = (FOREIGN_MONTHS.indexOf((m[2] ?? m[3])!.toLowerCase()) % 12) + 1;
      return nextMonthDay(t, month, Number(m[1] ?? m[4]));
    },
  ],
  [
    /(?<![\p{L}])(?:(?:a |al |para )?(?:el )?fin(?:al)? de(?:l)? mes|(?:à la |a la )?fin du mois|(?:bis )?(?:zum )?ende (?:des monats|monat)|monatsende|(?:a |entro )?fine mese|(?:no |até o )?fim do mês|akhir bulan)(?![\p{L}])/giu,
    (_m, t) => lastDayOfMonth(t.year, t.month),
  ],
  [
    /(?<![\p{L}])(?:en|dentro de|dans|in|tra|fra|em|daqui a) (\d{1,2}|un|una|uno|une|um|uma|ein|eine|einer|einem|dos|deux|zwei|due|dois|duas|tres|trois|drei|tre|três|cuatro|quatre|vier|quattro|quatro) (días|dias|jours|tagen|giorni|semanas|semana|semaines|semaine|wochen|woche|settimane|settimana)(?![\p{L}])/giu,
    (m, t) => {
      const n = FOREIGN_COUNTS[m[1]!.toLowerCase()] ?? Number(m[1]);
      return addDays(t, /^(?:d|j|t|g)/i.test(m[2]!) ? n : 7 * n);
    },
  ],
];

/** "3/4" by the zone's custom (3 April in Sydney, March 4 in Chicago); "25/12" and "12/25" only one way. */
function monthAndDay(first: number, second: number, t: ZonedNow): [number, number] | null {
  const dayFirst = first > 12 || (second <= 12 && t.dayFirst === true);
  const [month, day] = dayFirst ? [second, first] : [first, second];
  return month >= 1 && month <= 12 && day >= 1 && day <= 31 ? [month, day] : null;
}

/** The last day of the month `ahead` months after today's. */
function monthEnd(t: ZonedNow, ahead: number): CalendarDay {
  const { year, month } = monthAhead(t, ahead);
  return lastDayOfMonth(year, month);
}

/** Parts of a month that give no day ("early next month", "mid-December"), and which month. */
const VAGUE_PART = 'mid|early|late';
const WHICH_MONTH = String.raw`next month|this month|(?:${MONTHS.join('|')})[a-z]*\.?`;

/** Dates written whole, and parts of a month. */
const CALENDAR_RULES: Rule[] = [
  [
    // A full date in digits: ISO "2026-12-20", or "20/12/2026", "20.12.2026", "12/20/26" as the zone writes them.
    /(?<![\d.:/-])(?:(\d{4})-(\d{1,2})-(\d{1,2})|(\d{1,2})([./-])(\d{1,2})\5(\d{4})|(\d{1,2})\/(\d{1,2})\/(\d{2}))(?![\d:/.-]?\d)/g,
    (m, t) => {
      const iso = m[1] !== undefined;
      const year = Number(m[1] ?? m[7] ?? `20${m[10]}`);
      const parts = iso
        ? [Number(m[2]), Number(m[3])]
        : monthAndDay(Number(m[4] ?? m[8]), Number(m[6] ?? m[9]), t);
      const day = parts && parseDay(formatDay({ year, month: parts[0]!, day: parts[1]! }));
      if (!day) return null;
      return daysBetween(t, day) >= 0 ? day : NO_DAY;
    },
  ],
  [
    // "the end of next month", "the beginning of January"; "early next month", "mid-December" and "late December" say
    // no day, and keep their words.
    new RegExp(
      String.raw`\b(?:(${VAGUE_PART})[- ](?:of )?|(?:the )?(beginning|start|middle|end) of (?:the )?)(${WHICH_MONTH})(?![\p{L}])`,
      'giu',
    ),
    (m, t) => {
      const part = (m[1] ?? m[2]!).toLowerCase();
      if (part === 'early' || part === 'mid' || part === 'middle' || part === 'late') return NO_DAY;
      const which = m[3]!.toLowerCase();
      const named = monthNumber(which);
      if (!which.endsWith('month') && named === 0) return null;
      const ahead = which === 'next month' ? 1 : which === 'this month' ? 0 : (named - t.month + 12) % 12;
      const end = monthEnd(t, ahead);
      const day = part === 'end' ? end : { ...end, day: 1 };
      return daysBetween(t, day) >= 0 ? day : NO_DAY;
    },
  ],
];

/** The end of a working day as people write it ("EOD", "COB", "close of play", "end of business"); titles.ts cuts it. */
export const END_OF_DAY =
  'eod|cob|eop|eob|(?:the )?end of (?:the )?day|(?:the )?end of play|(?:the )?close of (?:business|play)|(?:the )?end of (?:the )?business(?: day)?';

/**
 * A time of the day said by what happens in it ("after work", "on the way home", "before bed", "by end of shift",
 * "on my lunch break", "on lunch", "on my way from campus", "by midnight"), at work too ("b4 2nd shift", "before shift change", "after standup", "before you
 * log off"): today's, unless a day is said with it (it only says when on that day).
 */
const DAY_MOMENT =
  "(?:after|before|b4|by|at|over) lunch(?:time)?|on (?:(?:my|the|our) )?lunch(?: break)?|after work|after school|before bed(?:time)?|on (?:the|my|your|our) way (?:home|(?:(?:home|back) )?from (?:work|school|campus|uni|college|class|the office|the gym|practice|training)|to (?:work|school|campus|uni|college|class|the office))|when I get home|before (?:I|you|we) (?:leave|log off|sign off|clock off|head (?:out|off|home)|go home)(?: (?:work|the office))?|(?:the )?end of (?:the |my |this )?shift(?![- ](?:meeting|report|handover|huddle|briefing|call|review|count|check|walk)s?\\b)|by midnight|(?:(?:before|b4|by) (?:the )?(?:(?:second|2nd|third|3rd|next|night|late|afternoon|evening) shift|shift (?:change|handover))|(?:after|before|b4) (?:the |our |today['’]s )?(?:daily )?(?:stand-?up|huddle|scrum))(?! (?:takes|starts|comes|begins|ends|gets|arrives|is|are|has|was)\\b)";

/** Today and tomorrow as people write them, in the languages people mix in (titles.ts cuts the same words). */
export const TODAY_WORDS =
  "today|tonight|tonite|2nite|2day|tdy|hoy|heute|aujourd'hui|oggi|hoje|dzisiaj|mamayang gabi|mamayang hapon|mamaya|ngayong araw|ngayong gabi|hari ini|malam ini";
export const TOMORROW_WORDS =
  'tomorrow|tmrw|tmr|tmrrw|tmw|tomoro|tomorow|2moro|2morrow|tomoz|mañana|morgen|demain|domani|amanhã|bukas|jutro|kesho|besok';
/** The part of the day said after "tomorrow" in the languages of TOMORROW_WORDS ("mañana temprano", "demain matin"). */
const FOREIGN_DAY_PART =
  'temprano|por la (?:mañana|tarde|noche)|en la (?:mañana|tarde|noche)|früh|vormittag|nachmittag|abend|matin|après-midi|soir|mattina|pomeriggio|sera|cedo|de manhã|à tarde|à noite|ng umaga|ng hapon|ng gabi|subah|sham|shaam|raat';

/** Of the words before a day written with dots, those a version number follows as readily ("runs on 1.3", "der 4.2"). */
const WEAK_BEFORE_DOTTED_WORDS = 'on|der|den|le|el|il|dia|op|do|na|dne';
/** Words that say when, before a day written with dots ("by 01.12.", "am 3.12.", "Frist ist der 15.12."). */
const DOTTED_AFTER = `by|before|until|till|due|deadline|expires?|expiring|expiry|ends?|am|bis(?: zum)?|zum|vor dem|ab dem|spätestens|fällig(?: am)?|avant le|d['’]ici le|jusqu['’]au|antes del|hasta el|para el|entro il|até|voor|uiterlijk|vence|${WEAK_BEFORE_DOTTED_WORDS}`;
const WEAK_BEFORE_DOTTED = new RegExp(String.raw`(?:^|[\s(])(?:${WEAK_BEFORE_DOTTED_WORDS})\s+$`, 'i');
/** German words before a day said with its ordinal dot: "am 30.", "bis zum 12." (sentences.ts reads them too). */
export const GERMAN_DAY_BEFORE = 'am|bis zum|zum|bis';
/** What after "4.2" makes it an amount or a version, not a day. */
const NOT_A_DAY_UNIT =
  'release|version|update|upgrade|patch|build|%|uhr|h|hrs?|hours?|mins?|minutes?|days?|weeks?|months?|years?|mm|cm|km|kg|nm|m|k|x|gb|mb|tb|ms|s';

/** Words that say when before a day written with a dash ("due on 12-20", "by 01-15", "before 12-10"). */
const WHEN_BEFORE_DASHED = new RegExp(String.raw`(?:^|[\s(])(?:${DOTTED_AFTER})\s+$`, 'i');

/**
 * "tanks 4-6", "stations 4-6", "Class 3-2", "Sat 9-1", "#43-12": two numbers joined by a dash right after a word or a
 * "#" number the things of a range (or a span of hours, a unit) — a day written with a dash follows a word that says
 * when ("due on 12-20") or stands alone.
 */
function numbersThings(m: RegExpExecArray): boolean {
  if (!m[0].includes('-')) return false;
  const before = m.input.slice(Math.max(0, m.index - 24), m.index);
  return /(?:[\p{L}]\s+|#)$/u.test(before) && !WHEN_BEFORE_DASHED.test(before);
}

/** After "year end" / "month end": not a kind of thing ("the year-end review", "month-end close"). */
const NOT_A_KIND = String.raw`(?!-|\s+(?!(?:by|before|on|at|in|is|and|or|so|then|for|to|deadline|please|pls|asap)\b)[a-z])`;

/**
 * Before "this week" / "this month" / "this year": a count of times ("the 3rd time this month", "twice this week",
 * "four times this year") says how often something happened in it, not when anything is due.
 */
const NOT_AFTER_A_COUNT = String.raw`(?<!\b(?:\d{1,2}(?:st|nd|rd|th)?|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|nth|umpteenth|two|three|four|five|six|seven|eight|nine|ten|several|many|multiple|a few|few|how many) times?\s|\b(?:twice|thrice)\s)`;

const RULES: Rule[] = [
  [
    // "by Thurs. 12/3", "Fri 27/11": a weekday and a numeric date are one date, the number's. A full stop may end
    // the sentence after it ("by Thu 3/12."). The weekday tells which way round the numbers are when the zone's
    // custom would read a day the weekday is not ("Thu 3/12" in a mail from London read in New York is 3 December).
    // With a dot the numbers are a day and a month ("Tue 1.12") or the hour after the weekday ("Thurs 6.10pm",
    // "rehearsal thurs 7.30"): a date the weekday does not fall on is the hour.
    new RegExp(
      String.raw`\b(${WEEKDAY_NAME})\.?,?\s+(\d{1,2})([/.])(\d{1,2})(?:[/.](\d{2}|\d{4}))?(?![\d/:]|\.\d)`,
      'gi',
    ),
    (m, t) => {
      const year = m[5] && Number(m[5].length === 2 ? `20${m[5]}` : m[5]);
      const read = (dayFirst: boolean) => {
        const parts = monthAndDay(Number(m[2]), Number(m[4]), { ...t, dayFirst });
        if (!parts) return null;
        if (!year) return nextMonthDay(t, parts[0], parts[1]);
        return parseDay(formatDay({ year, month: parts[0], day: parts[1] }));
      };
      const weekday = weekdayIndex(m[1]!);
      if (m[3] === '.') {
        const dotted = Number(m[4]) <= 12 ? read(true) : null;
        if (!dotted || weekdayOf(dotted) !== weekday) return null;
        return !year || daysBetween(t, dotted) >= 0 ? dotted : NO_DAY;
      }
      const usual = read(t.dayFirst === true);
      const other = read(t.dayFirst !== true);
      const day =
        usual && weekdayOf(usual) !== weekday && other && weekdayOf(other) === weekday ? other : usual;
      if (!day) return null;
      return !year || daysBetween(t, day) >= 0 ? day : NO_DAY;
    },
  ],
  ...CALENDAR_RULES,
  ...COUNTED_RULES,
  [
    // Only after a deadline word: "the Christmas appeal letter" names no date, "order the ham for Christmas" does.
    // Nor "for the Christmas party": an event named after the holiday is seldom on its day ("book a room for Christmas
    // lunch" at work, "the Halloween disco").
    /(?=\p{L})(?<=\b(?:by|before|for|until|till|on|over|ahead of)\s+)(?:christmas eve|xmas eve|(?<!\b(?:before|over)\s+)(?:christmas(?: day)?|xmas)|boxing day|new year'?s eve|nye|hogmanay|new year'?s(?: day)?|valentine'?s(?: day)?|(?:st\.? )?patrick'?s day|halloween|bonfire night|guy fawkes(?: night)?)(?![\p{L}'])(?!\s+(?:lunch|party|parties|do|drinks|market|fair|concert|show|play|jumpers?|cards?|tree|lights|decorations|raffle|bonus|shopping|break|nativity|panto|social|quiz|disco|bash|meal)\b)/giu,
    (m, t) => {
      const [, month, day] = HOLIDAYS.find(([name]) => name.test(m[0]))!;
      return nextMonthDay(t, month, day);
    },
  ],
  [
    // Easter Sunday (the Gregorian reckoning) and the days named after it; its weekend begins on Good Friday.
    /(?=\p{L})(?<=\b(?:by|before|for|until|till|on|over|ahead of)\s+)(?:good friday|easter (?:sunday|monday|weekend)|easter(?: day)?)(?![\p{L}'])(?!\s+(?:egg|eggs|hunt|bonnet|service|party|lunch|holidays?|break|fair|raffle|camp|term)\b)/giu,
    (m, t) => {
      const offset = /^good|weekend$/i.test(m[0]) ? -2 : /monday$/i.test(m[0]) ? 1 : 0;
      for (const year of [t.year, t.year + 1]) {
        const day = addDays(gregorianEaster(year), offset);
        if (daysBetween(t, day) >= 0) return day;
      }
      return null;
    },
  ],
  [
    // US Thanksgiving, the fourth Thursday of November, and the days named after it ("before thanksgiving weekend":
    // its Thursday).
    /(?=\p{L})(?<=\b(?:by|before|for|until|till|on|over|ahead of)\s+)(?:thanksgiving(?: day| weekend)?|black friday|cyber monday)(?![\p{L}'])/giu,
    (m, t) => {
      const after = /^black/i.test(m[0]) ? 1 : /^cyber/i.test(m[0]) ? 4 : 0;
      for (const year of [t.year, t.year + 1]) {
        const first = { year, month: 11, day: 1 };
        const thursday = addDays(first, ((4 - weekdayOf(first) + 7) % 7) + 21);
        const day = addDays(thursday, after);
        if (daysBetween(t, day) >= 0) return day;
      }
      return null;
    },
  ],
  [/\b(?:the )?day after tomorrow\b/gi, (_m, today) => addDays(today, 2)],
  // "call the landlord first thing in the morning": said after the morning, it is tomorrow's. A bare "in the morning"
  // is as often a habit or an event's time ("the kids have swimming in the morning") and dates nothing.
  [/\bfirst thing in the morning\b/gi, (_m, t) => (t.hour >= 11 ? addDays(t, 1) : t)],
  [
    // Hinglish "aaj", "kal subah", "parso": "kal" is tomorrow only in a plan ("…call karna hai"), else yesterday.
    // "kal tak" (by tomorrow) is always ahead; "aaj" always today.
    /\b(aaj|kal|parso|parson)(?:\s+(?:subah|sham|shaam|raat|dopahar))?\b(?=\s+(?:tak|tk)\b|.*\b(?:karna|karni|karne|jaana|jana|lena|dena)\b)|\b(aaj)(?:\s+(?:subah|sham|shaam|raat|dopahar))?\b/gi,
    (m, t) => addDays(t, { aaj: 0, kal: 1 }[(m[1] ?? m[2])!.toLowerCase()] ?? 2),
  ],
  ...FOREIGN_RULES,
  [
    new RegExp(
      String.raw`\b(?:first thing (?:on )?)?(?:${TOMORROW_WORDS})(?:\s+(?:morning|afternoon|evening|night|lunchtime|${FOREIGN_DAY_PART}))?(?![\p{L}])`,
      'giu',
    ),
    (_m, today) => addDays(today, 1),
  ],
  [
    new RegExp(
      String.raw`\b(?:${TODAY_WORDS}|this (?:morning|afternoon|evening|arvo)|${END_OF_DAY}|${DAY_MOMENT}|later today|noon|midday)\b`,
      'gi',
    ),
    (_m, today) => today,
  ],
  [
    // "the month-end report": a kind of report, not the end of the month; "before month end" is.
    new RegExp(
      String.raw`\b(?:the )?end of (?:the )?(?:this )?month\b|${NOT_AFTER_A_COUNT}\b(?:this|the) month\b(?!-)|\beom\b|\b(?:the )?month[- ]end\b${NOT_A_KIND}`,
      'gi',
    ),
    (_m, t) => lastDayOfMonth(t.year, t.month),
  ],
  [
    new RegExp(
      String.raw`\b(?:the )?end of (?:the )?(?:this )?(?:week|wk)\b|${NOT_AFTER_A_COUNT}\bthis (?:week|wk)\b|\bwithin the week\b|\beow\b`,
      'gi',
    ),
    (_m, t) => endOfWorkWeek(t),
  ],
  [
    // "by year end"; "the year-end review" is a kind of review. "this year" alone names no day, as "this week" does not
    // ("Christmas is at ours this year", "are we hosting this year?").
    new RegExp(
      String.raw`\b(?:the )?end of (?:the )?(?:this )?(?:year|yr)\b|\beoy\b|\b(?:the )?(?:year|yr)[- ]end\b${NOT_A_KIND}`,
      'gi',
    ),
    (_m, t) => ({ year: t.year, month: 12, day: 31 }),
  ],
  [/\b(?:the )?week after next\b/gi, (_m, t) => addDays(fridayOfNextWeek(t), 7)],
  [
    // "by the end of the quarter", "EOQ": the last day of this quarter ("Q1" alone stays vague).
    /\b(?:the )?end of (?:the |this )?quarter\b|\beoq\b/gi,
    (_m, t) => monthEnd(t, 2 - ((t.month - 1) % 3)),
  ],
  [
    // "by mid-week": this week's Wednesday, or next week's once it has gone by.
    /\bmid-?week\b/gi,
    (_m, t) => (t.weekday >= 1 && t.weekday <= 3 ? addDays(t, 3 - t.weekday) : nextWeekday(t, 3)),
  ],
  // "after the weekend": the Monday it ends on. "early next week" is its Monday, "mid next week" its Wednesday; "late(r)
  // next week" is its Friday, as "next week" is.
  [/\b(?:after|following) the weekend\b/gi, (_m, t) => nextWeekday(t, 1)],
  // "before the weekend", "ahead of the weekend": the last working day before it, this week's Friday.
  [/\b(?:before|ahead of) the weekend\b/gi, (_m, t) => endOfWorkWeek(t)],
  [
    /\b(early|mid|late|later)[- ](?:ne?xt (?:week|wk)|(?:the )?(?:following|coming) week)\b/gi,
    (m, t) => addDays(fridayOfNextWeek(t), /^early$/i.test(m[1]!) ? -4 : /^mid$/i.test(m[1]!) ? -2 : 0),
  ],
  [/\b(?:(?:the )?end of )?ne?xt (?:week|wk)\b/gi, (_m, t) => fridayOfNextWeek(t)],
  [/\bne?xt month\b/gi, (_m, t) => monthEnd(t, 1)],
  [
    // "this weekend or next": the later one, as with "Thursday or Friday". Not a weekend named by what happens on it
    // ("Easter weekend", "the bank holiday weekend", "the long weekend", "race weekend", "the cabin weekend"): that one
    // is not this one.
    /\b(this|next)? ?(?<!\b(?:easter|thanksgiving|christmas|xmas|holiday|long|memorial day|labou?r day|race|wedding|hen|stag|girls'?|lads'?|festival|reunion|birthday|anniversary|one|a|every|some|last|that|which|ski|golf|spa|camping|open)\s)(?<!\bthe\s+(?!(?:coming|following|next|this)\s)[a-z]+\s)(?:weekend|wknd|wkend)( or (?:the )?next(?: one)?)?\b/gi,
    (m, t) => {
      if (m[1]?.toLowerCase() === 'next' || m[2]) return addDays(nextWeekday(t, 1), 5);
      return comingWeekend(t);
    },
  ],
  [
    // "within 5 business days", "in three working days": weekends do not count.
    new RegExp(
      String.raw`\b(?:in|within|after)(?: the next)? (\d{1,2}|${COUNT_WORDS}) (?:business|working|work) days?\b${FROM_THIS_MESSAGE}`,
      'gi',
    ),
    (m, t) => {
      let day: CalendarDay = t;
      for (let left = amount(m[1]!); left > 0; ) {
        day = addDays(day, 1);
        const weekday = weekdayOf(day);
        if (weekday !== 0 && weekday !== 6) left--;
      }
      return day;
    },
  ],
  [
    new RegExp(
      String.raw`\b(?:in|within|after)(?: the next)? (\d{1,3}|${COUNT_WORDS}) (day|week|wk|month|mth)s?\b${FROM_THIS_MESSAGE}`,
      'gi',
    ),
    // "in 2 wks", "within 3 mths": the short units as chats write them.
    (m, t) => {
      const n = amount(m[1]!);
      const unit = m[2]!.toLowerCase();
      if (unit === 'day') return addDays(t, n);
      if (unit.startsWith('w')) return addDays(t, 7 * n);
      return monthsLater(t, n);
    },
  ],
  [
    new RegExp(
      String.raw`(?<!\b(?:a|an|no-[a-z]+|[a-z]+-free)\s)\b(?:first thing (?:on )?)?(?:(?:next|nxt|this|coming) )?(${WEEKDAY_NAMES})\b(?!${ITS_DATE_AFTER})(?:\s+(?:${DAY_PART_WORDS}|first thing)\b)?`,
      'gi',
    ),
    // "Wednesday 2 December" is the calendar date's job (chrono), not the coming Wednesday; "a no-meeting Wednesday",
    // "a Friday off" name a kind of day, not a date.
    (m, t) => nextWeekday(t, weekdayIndex(m[1]!)),
  ],
  [
    // "by Thu", "on fri", "eod thu", "b4 sat": short weekday names only after a deadline word, so "sat down" is not a
    // Saturday. "by Fri 27th", "on Thu 26 Nov": the day of the month that follows says which Friday.
    new RegExp(
      String.raw`(?<=\b(?:by|on|till|until|before|b4|due|next|nxt|this|eod|cob|eop)\s)(${SHORT_WEEKDAY})\b\.?(?:\s+(?:${DAY_PART_WORDS})\b)?(?:,?\s+(?:the\s+)?(\d{1,2})(?:st|nd|rd|th)?(?:\s+(?:of\s+)?(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?)?(?![\d:/.]|\s*(?:am|pm|h)\b)|,?\s+(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+(\d{1,2})(?:st|nd|rd|th)?(?![\d:/.]|\s*(?:am|pm|h)\b))?`,
      'gi',
    ),
    (m, t) => {
      // "by Wed Dec 2": the month before the day.
      if (m[4]) return nextMonthDay(t, MONTHS.indexOf(m[4].toLowerCase()) + 1, Number(m[5]));
      if (!m[2]) return shortWeekday(m, t);
      const day = Number(m[2]);
      return m[3] ? nextMonthDay(t, MONTHS.indexOf(m[3].toLowerCase()) + 1, day) : comingDay(t, day);
    },
  ],
  [
    // …and right after the event it is for: "gran's bday sat", "the party fri" ("the party sat down" is no day).
    new RegExp(
      String.raw`(?<=\b(?:${DAY_EVENTS})\s)(${SHORT_WEEKDAY})\b\.?(?!\s+(?:down|up|back|out|around|together|through|there|with|on|in)\b|${ITS_DATE_AFTER})`,
      'gi',
    ),
    shortWeekday,
  ],
  [
    // …and as a column of its own: "rotate the keys — Sam — Fri", "… — me, Thu", "pair with QA (Tue)", or a line's label
    // ("Tue: …", "Thu - parents evening", "Fri -> drinks").
    new RegExp(
      String.raw`(?=[a-z])(?:(?<=(?:^|[—–(|~,]|\s-)\s*)(${SHORT_WEEKDAY})\b\.?(?=\s*(?:[)|—–]|$)|\s+(?:-+>?|=>|→)\s)|(?<=^[ \t]*(?:[-*•][ \t]*)?)(${SHORT_WEEKDAY})\b\.?(?=:\s))`,
      'gim',
    ),
    shortWeekday,
  ],
  [
    // …and as the last word of an item or of what a dash follows: "pick up dry cleaning sat", "call mum wed.", "cookie
    // swap sat - need 4 dozen shortbread", "Dec roster — post it Fri" ("out in the sun", "where we sat", "where it sat"
    // are no days).
    new RegExp(
      String.raw`(?=\p{L})(?<=\p{L}\s)(?<!\b(?:the|a|in|of|much|some|no|more|i|we|he|she|they|you|who|just|had|has|was|were|got|get)\s)(?<!(?:^|[^\p{L}\s]|\b(?:where|when|while|as|how|what|which|that|if|because|cos|and|but|so))\s*it\s)(${SHORT_WEEKDAY})\b(?=\.?[ \t]*(?:$|[.;!,)]|[-–—][ \t]))`,
      'gimu',
    ),
    shortWeekday,
  ],
  [
    // …and as the other of two days: "by thurs or fri" (the alternatives then join: the later day).
    new RegExp(
      String.raw`(?=[a-z])(?<=\b(?:by|on|till|until|before|b4|due|next|nxt|this|eod|cob)\s+${WEEKDAY_NAME}\.?,?\s+(?:or|or maybe|maybe|probably)\s)(${SHORT_WEEKDAY})\b\.?`,
      'gi',
    ),
    shortWeekday,
  ],
  [
    // …and with the part of the day or a clock time: "Sat morning car wash", "fri pm", "tues am", "call mum sat 10am",
    // "Fri @ 3pm", and after "at", "before" or "after" an hour alone: "take Ava to the dentist Wed at 4", "pick up the
    // dishes fri before 4", "Fri after 6"; or before or after the day's work: "thu b4 work - …", "sat after practice";
    // or a span of hours: "repair guy coming fri 10-12", "food bank shift Sat 9-1", "thu 16-18" (not "Fri 11-12 Dec").
    new RegExp(
      String.raw`\b(${SHORT_WEEKDAY})\.?\s+(?:(?:[01]?\d|2[0-3])(?:[:.][0-5]\d)?\s*[-–]\s*(?:[01]?\d|2[0-4])(?:[:.][0-5]\d)?(?:\s*(?:am|pm))?(?![\d:/.%]|\s*(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec))|${DAY_PART_WORDS}|(?:before|b4|after)\s+(?:my\s+|the\s+)?(?:work|shift|school|class|practice|training|gym)|(?:at\s+|@\s?)?(?:\d{1,2}(?::[0-5]\d)?\s*(?:am|pm)|\d{1,2}:[0-5]\d)|(?:at\s+|@\s?|(?:before|b4|after)\s+)(?:[1-9]|1[0-2])(?:\.[0-5]\d)?(?![\d:/%]|[.,]\d))\b`,
      'gi',
    ),
    shortWeekday,
  ],
  [
    // Polish: "do piątku" (by Friday), "w środę" (on Wednesday) — the preposition is part of the date, as "by" is.
    /(?<![\p{L}])(?:do|w|we)\s+(niedziel[iaę]|poniedziałek|poniedziałku|wtorek|wtorku|środ[aęy]|czwartek|czwartku|piątek|piątku|sobot[aęy])(?![\p{L}])/giu,
    (m, t) => nextWeekday(t, FOREIGN_WEEKDAYS.indexOf(polishWeekday(m[1]!.toLowerCase())) % 7),
  ],
  [
    // Mixed-language dumps: "bis Freitag", "el viernes", "vendredi", "sa Biyernes", "shukravar ko".
    // "el próximo lunes", "lundi prochain", "nächsten Montag", "sexta-feira que vem" keep their "next" words.
    new RegExp(
      String.raw`(?<![\p{L}])(?:(?:el |la |o |a )?(?:próximo|proximo|próxima|proxima|nächsten|nächste|prossimo|prossima) )?(${FOREIGN_WEEKDAY}|(?<=\bsa\s)linggo)(?:-feira)?(?: (?:prochain|prochaine|prossimo|prossima|que viene|que vem|próximo|próxima))?(?![\p{L}])(?!${ITS_DATE_AFTER})`,
      'giu',
    ),
    (m, t) => nextWeekday(t, FOREIGN_WEEKDAYS.indexOf(m[1]!.toLowerCase()) % 7),
  ],
  [
    /(?<![\d.:/-])(\d{1,2})[-/](\d{1,2})(?![\d:/-])(?!\s*(?:days?|weeks?|hours?|h\b|mins?|minutes|months?|years?|%|x\b|people|times|pm|am))/gi,
    (m, t) => {
      if (m[0] === '24/7' || numbersThings(m)) return null;
      const parts = monthAndDay(Number(m[1]), Number(m[2]), t);
      return parts ? nextMonthDay(t, parts[0], parts[1]) : null;
    },
  ],
  [
    // "by 01.12.", "Frist ist der 15.12.", "TÜV am 3.12.", "(expires 30.11.)": day and month with dots, as German,
    // Czech, Polish, Finnish or Russian writers put them (never month first). Only after a word that says when: a bare
    // "4.2" is a version, a rate or a size ("scrap at 4.2%", "bump it to 8.15", "already on 1.3.").
    new RegExp(
      String.raw`(?=\d)(?<=(?:^|[\s(])(?:${DOTTED_AFTER})\s+)(\d{1,2})\.(\d{1,2})\.?(?![\d%]|\.\d|\s*(?:${NOT_A_DAY_UNIT})(?![\p{L}]))`,
      'giu',
    ),
    (m, t) => {
      const [, day, month] = m;
      // After "on", "der", "le"… a version reads the same ("already on 1.3."): only a day no version has, or zeros.
      const weak = WEAK_BEFORE_DOTTED.test(m.input.slice(0, m.index));
      if (weak && Number(day) <= 12 && !/^0/.test(day!) && !/^0/.test(month!)) return null;
      const parts = monthAndDay(Number(day), Number(month), { ...t, dayFirst: true });
      return parts && Number(day) <= 31 ? nextMonthDay(t, parts[0], parts[1]) : null;
    },
  ],
  [
    // German "am 30." / "bis zum 12.": the day of the month, said with its ordinal dot ("laufen am 30. ab").
    new RegExp(
      String.raw`(?=\d)(?<=\b(?:${GERMAN_DAY_BEFORE})\s+)(\d{1,2})\.(?=[\s),;!]|$)(?!\s*(?:\d|jan|feb|mär|mar|apr|mai|may|jun|jul|aug|sep|okt|oct|nov|dez|dec))`,
      'giu',
    ),
    (m, t) => comingDay(t, Number(m[1])),
  ],
  [/\b(?:in|within) (?:a|one|the next) fortnight\b/gi, (_m, t) => addDays(t, 14)],
  [
    // "within the hour", "in the next hour": the day an hour from now falls on.
    /\b(?:in|within) the (?:next )?hour\b/gi,
    (_m, t) => addDays(t, Math.floor((t.hour + t.minute / 60 + 1) / 24)),
  ],
  [
    // "within 48 hours", "within 48h", "in an hour", "in 10 mins": the day that many hours from now falls on.
    new RegExp(
      String.raw`\b(?:in|within)(?: the next)? (?:(\d{1,3}) ?|(${COUNT_WORDS}) )(hours?|hrs?|h|minutes?|mins?)\b`,
      'gi',
    ),
    (m, t) => {
      const count = amount((m[1] ?? m[2])!);
      const hours = /^m/i.test(m[3]!) ? count / 60 : count;
      return addDays(t, Math.floor((t.hour + t.minute / 60 + hours) / 24));
    },
  ],
  // "the 15th", not a rank of something: "the 2nd floor printer", "the 3rd time", "the 4th draft", "the 1st-year essays".
  [
    /\bthe (\d{1,2})(?:st|nd|rd|th)\b(?! of)(?!-(?!ish\b)[a-z])(?!\s+(?:floor|storey|story|grade|year|time|place|round|row|shift|period|quarter|half|draft|edition|attempt|try|level|gen|generation|birthday|anniversary|street|avenue|century|item|point|page|chapter|lesson|week|game|match|semester|term|class|child|kid|baby|one|version|release|phase|stage|step|batch|line|bay|gate|door|house|person|option|choice|reminder|invoice|notice|keynote|talk|session|speaker|presentation|meeting|interview|dose|jab|booster|visit|payment|instal(?:l)?ment|exam|quiz|test|module|unit|sprint|iteration|cohort|wave)s?\b)/gi,
    // "the 2nd deposit", "the 3rd failure since September", "decline the 3rd Elsevier review request": a first, second
    // or third with a thing named right after it is that thing's order, as "the third floor" is spoken.
    (m, t) =>
      Number(m[1]) <= 3 && ordersNextThing(m.input, m.index, m[0].length) ? null : comingDay(t, Number(m[1])),
  ],
  [
    // "pay the water bill 1st", "- [ ] car tax 15th": a day of the month closing a to-do. Not a rank ("came 2nd",
    // "finished 3rd") or someone's birthday ("Jo's 30th").
    new RegExp(
      String.raw`(?<=[\p{Ll}\d]\s)(?<!\b(?:the|came|come|comes|finish|finished|finishing|place|placed|rank|ranked|was|is|were|be|got|get|my|our|his|her|their|its|a|an|in|at|to|floor|grade|year|gen|generation|ed|edition|anniversary|${MONTH_NAME})\s|['’]s\s)(\d{1,2})(?:st|nd|rd|th)(?=\s*(?:[.!;)]|$))`,
      'gimu',
    ),
    (m, t) => comingDay(t, Number(m[1])),
  ],
  [
    // "pay it by 5th", "due 21st": a day of the month with no "the", after a deadline word.
    // "w/c 7th", "week commencing 14th": the week that starts that day.
    /(?<=\b(?:by|on|before|until|till|due|w\/c|wc|week commencing|week beginning)\s)(\d{1,2})(?:st|nd|rd|th)\b(?=\s*(?:[,.;:!?)—–-]|$)|\s+(?:and|or|at|so|then|please|pls|plz|for|to|latest|i|we|dont|don't|do not|thanks|thx|ty|ok|okay|btw|lol|tho)\b)/gi,
    (m, t) => comingDay(t, Number(m[1])),
  ],
  [
    // "antes del 15", "avant le 15", "bis zum 15.", "entro il 15", "até dia 15", "el día 5": a day of the month after a
    // deadline word of another language, ending its phrase, "this month" or followed by the hour ("dia 3 às 9h").
    /(?<=\b(?:antes del?|hasta el|para el|avant le|jusqu['’]au|bis zum|entro il|até dia|até o dia|el|le|am|il|dia|día)\s)(\d{1,2})(?:\.|º|er)?(?:\s+(?:de )?(?:este|ce|deste|questo) (?:mes|mois|mês|mese)(?![\p{L}]))?(?=\s*(?:[,;:!?)]|$)|\.\s|\s+(?:y|et|und|e|para|pour|für|per|tak)\s|\s+(?:às|as|a las|à|alle|um|at)\s+\d)/giu,
    (m, t) => comingDay(t, Number(m[1])),
  ],
  [
    // A word that means "date" beside the day: Indonesian "tgl 10", "tanggal 10", Swahili "tarehe 5", Hindi
    // "30 tareekh". It names the day whatever follows it.
    /(?<![\p{L}\d])(?:(?:tgl\.?|tanggal|tarehe)\s*(\d{1,2})|(\d{1,2})\s+(?:tareekh|tarikh|taareekh))(?![\p{L}\d])/giu,
    (m, t) => comingDay(t, Number(m[1] ?? m[2])),
  ],
  [
    // Dictated: "expires on the twenty eighth", "by the fifteenth" — as a date, not "the third floor".
    new RegExp(String.raw`\bthe ((?:twenty|thirty)[- ]?)?(${Object.keys(ORDINALS).join('|')})\b`, 'gi'),
    (m, t) => {
      const day = dayOfMonth(`${m[1] ?? ''}${m[2]}`);
      if (!day) return null;
      const tens = !!m[1];
      const after = m.input.slice(m.index + m[0].length);
      const deadline = /\b(?:on|by|before|until|till|due)\s+$/i.test(m.input.slice(0, m.index));
      // Ending its clause, or a clause of speech following ("…the twenty eighth so renew it"), it is a day; a
      // noun after it makes it an order ("the third floor", "the first snow", "the fifth time").
      const ends =
        /^\s*(?:[,.;!?)]|$)|^\s+(?:and|or|so|then|but|at|before|by|please|because|if|when|i|we|no|actually|sorry|wait|um|uh|er|make|scratch)\b/i.test(
          after,
        );
      // "the twenty third is the deadline for…": a spoken day with a ten is the subject of its clause.
      const subject = tens && /^\s+(?:is|was)\s+(?:the|our|my|when)\b/i.test(after);
      if (!ends && !subject && !((tens || deadline) && followedByAction(after))) return null;
      // "the first" alone reads as an order as often as a date: only with a ten ("the twenty first") or a
      // deadline word ("pay it on the third", "by the second").
      if (!tens && day <= 3 && !deadline) return null;
      return comingDay(t, day);
    },
  ],
];

/** What makes a day of the month a date whatever follows it: a deadline word, or its weekday or month, before it. */
const DATE_BEFORE_ORDINAL = new RegExp(
  String.raw`(?:\b(?:by|before|b4|until|till|due|deadline)|(?:${WEEKDAY_NAME}|${MONTH_NAME}),?)\s+$`,
  'i',
);
/** Words a date is followed by that the lexicon lists as nouns or not at all: "the 1st morning", "the 2nd asap". */
const AFTER_A_DATE = new RegExp(
  `^(?:${DAY_PART_WORDS}|noon|midday|asap|eod|cob|eop|thx|here|there|xx?)$`,
  'i',
);
const NOUN_CLASSES = new Set(['Singular', 'Plural', 'Noun', 'Uncountable', 'Gerund']);

/**
 * Whether "the 1st" … "the 3rd" orders the thing named right after it on its line ("the 2nd deposit", "lose the 2nd
 * lamp", "the 3rd defendant's advocates"): a word the lexicon lists only as a noun, or does not list, that is no action
 * ("the 1st transfer it") nor a word said after a date ("the 3rd morning"). Not after a deadline word, a weekday or a
 * month ("by the 1st close out the epics", "Thursday the 3rd").
 */
function ordersNextThing(text: string, index: number, length: number): boolean {
  const next = /^[^\S\n]+(\p{L}[\p{L}-]*)/u.exec(text.slice(index + length, index + length + 40))?.[1];
  if (!next || DATE_BEFORE_ORDINAL.test(wordsBefore(text, index, 20))) return false;
  const word = next.toLowerCase();
  if (ACTION_VERBS.has(word) || AFTER_A_DATE.test(word)) return false;
  const classes = lexiconTags(word);
  return !classes || classes.every((tag) => NOUN_CLASSES.has(tag));
}

/** The next clause's action right after a dictated date ("…on the twenty eighth renew it", "…I need to"). */
function followedByAction(after: string): boolean {
  const word = /^\s+([a-z']+)/i.exec(after)?.[1]?.toLowerCase();
  return !!word && (ACTION_VERBS.has(word) || /^(?:i|we|need|have|gotta|must|should|don't|dont)$/.test(word));
}

/**
 * Day `day` of the month, from last month to two ahead, that falls on `weekday`: the date a weekday and its day of the
 * month say together ("Monday 23rd", "Wed 25"); NO_DAY when it has gone by, null when no such month is near.
 */
function weekdayOnDay(t: ZonedNow, weekday: number, day: number): CalendarDay | typeof NO_DAY | null {
  for (let back = -1; back < 3; back++) {
    const candidate = dayOfMonthAhead(t, back, day);
    if (candidate && weekdayOf(candidate) === weekday)
      return daysBetween(t, candidate) >= 0 ? candidate : NO_DAY;
  }
  return null;
}

/** The coming "14th": this month's unless it has passed, then next month's. */
function comingDay(t: ZonedNow, day: number): CalendarDay | null {
  if (day < 1 || day > 31) return null;
  for (let ahead = 0; ahead < 3; ahead++) {
    const candidate = dayOfMonthAhead(t, ahead, day);
    if (candidate && daysBetween(t, candidate) >= 0) return candidate;
  }
  return null;
}

function overlaps(a: { index: number; text: string }, b: { index: number; text: string }): boolean {
  return a.index < b.index + b.text.length && b.index < a.index + a.text.length;
}

/**
 * The last words before `index` (all its trailing blanks, then about `size` characters back to a word's start): what a
 * pattern anchored at the end ("by …$", "since …$") reads. Run over the whole text before each date it scanned the
 * text from its start, once per date: a 10,000-character run-on with hundreds of dates took seconds.
 */
function wordsBefore(text: string, index: number, size = 80): string {
  let start = index;
  while (start > 0 && /\s/.test(text[start - 1]!)) start--;
  start = Math.max(0, start - size);
  while (start > 0 && /\S/.test(text[start - 1]!)) start--;
  return text.slice(start, index);
}

/** Words that say roughly when ("over the weekend", "around Friday", "sometime next week"): the phrase's, no deadline. */
const ROUGHLY_BEFORE =
  /(?:\b(?:over|during|around|across|through|throughout|sometime|some time|at|later|earlier|next|this|coming)\s+(?:the\s+)?)$/i;

const POSTPOSITION = /^\s+(?:(tak|tk|se pehle|se pahle)|ko)(?![\p{L}])/iu;

/** Widens a match to include its deadline word ("by", "before", "due on") so `dueText` reads naturally. */
function withPreposition(
  text: string,
  index: number,
  phrase: string,
): { index: number; text: string; strong: boolean } {
  const before = wordsBefore(text, index);
  const prep = DEADLINE_BEFORE.exec(before);
  const rough = prep ? null : ROUGHLY_BEFORE.exec(before);
  // Hinglish says it after: "parso tak" (by), "Monday ko" (on), "Friday se pehle" (before).
  const post = POSTPOSITION.exec(text.slice(index + phrase.length));
  const end = index + phrase.length + (post?.[0].length ?? 0);
  if (!prep && !rough && !post) return { index, text: phrase, strong: false };
  const start = index - ((prep ?? rough)?.[0].length ?? 0);
  return { index: start, text: text.slice(start, end), strong: !!prep || !!post?.[1] };
}

/** A weekday naming the thing rather than when to do it: "swap my Saturday shift", "thaw it for the Wednesday dinner". */
const EVENT_AFTER_WEEKDAY = new RegExp(
  String.raw`^(?:${WEEKDAY_NAME})\s+(?:${DAY_EVENTS}|shift|slot|breakfast|brunch|class|lesson|session|service|market|rota|rehearsal|show)s?\b`,
  'i',
);

/**
 * A shopping day's name before a thing ("the Black Friday staffing plan", "last year's Cyber Monday numbers") names the
 * thing: no date. Said when, it is the day ("before the Black Friday traffic", "on Black Friday", "sale ends Black
 * Friday").
 */
const SHOPPING_DAY_BEFORE = /\b(?:black|cyber)\s+$/i;
const WHEN_BEFORE_SHOPPING_DAY =
  /\b(?:by|before|b4|until|till|on|after|for|from|ahead of|over)\s+(?:the\s+)?(?:black|cyber)\s+$/i;
function namesAThing(text: string, index: number, length: number): boolean {
  const before = text.slice(Math.max(0, index - 24), index);
  return (
    SHOPPING_DAY_BEFORE.test(before) &&
    !WHEN_BEFORE_SHOPPING_DAY.test(before) &&
    /^\s+(?!(?:by|before|and|or|is|at|in|to|so|then|this|next)\b)\p{L}/iu.test(
      text.slice(index + length, index + length + 12),
    )
  );
}

function rankOf(
  text: string,
  index: number,
  length: number,
  wide: { index: number; strong: boolean },
): number | null {
  if (goneOrSource(text, index, length) || namesAThing(text, index, length)) return null;
  // "legal cleared it this morning", "the truck left this morning": the part of today in which something happened.
  if (
    PART_OF_TODAY.test(text.slice(index, index + length)) &&
    HAPPENED_IN_IT.test(wordsBefore(text, index, 40))
  )
    return null;
  const after = text.slice(index + length, index + length + 2);
  // "the no-Friday-deploys policy": a day inside a word joined by hyphens names the thing.
  if (/\p{L}-$/u.test(wordsBefore(text, index)) && /^-\p{L}/u.test(after)) return null;
  if (/^['’]s/.test(after)) return 0; // "Tuesday's outage" names an event, it is a weak due date.
  // "my Saturday shift", "for Wednesday dinner": the day of the thing, weak beside another date ("before the Thursday
  // review" is still a deadline).
  if (EVENT_AFTER_WEEKDAY.test(text.slice(index)) && !DEADLINE_WORD.test(text.slice(wide.index))) return 0;
  return wide.strong ? 2 : 1;
}

/** A part of today that may be over: "this morning", "this afternoon". */
const PART_OF_TODAY = /^this (?:morning|afternoon)$/i;
/**
 * A verb in the past said by its doer, then at most three words of what it was done to, right before "this morning":
 * "they refused", "the truck left", "the office emailed me", "legal cleared it", "I never restarted the replay job". Not
 * a thing so described ("send the updated deck this morning": a determiner before the word) nor a "-eed" verb ("feed").
 */
const HAPPENED_IN_IT =
  /(?:^|[^\p{L}'’])(?!(?:the|a|an|my|our|your|his|her|their|its|this|that|these|those)\s)\p{L}+\s+(?:\p{L}+(?<!e)ed|left|sent|went|came|rang|spoke|saw|met|paid|wrote|gave|took|heard|found|bought|brought|caught|told|broke|fell|ran|lost)(?:\s+[\p{L}'’-]+){0,3}\s*$/iu;

/** A rule's match in a text, before it is resolved to a day (which takes today). */
interface RuleMatch {
  match: RegExpExecArray;
  resolve: Rule[1];
  /** The phrase as matched, trimmed, and where it starts. */
  text: string;
  index: number;
}

/**
 * Every rule's matches in `text`, rule by rule: the phrase search, which does not depend on the day. An extraction
 * reads a clause under the user's today (its due date) and under ANY_DAY (does it name a date, does it open with one),
 * so the search is kept per text and each day only resolves the matches.
 */
const ruleMatches = rememberedPerText(searchRules, (text) => text);

function searchRules(text: string): RuleMatch[] {
  const found: RuleMatch[] = [];
  for (const [pattern, resolve] of RULES) {
    pattern.lastIndex = 0;
    for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
      const phrase = match[0].trim();
      found.push({ match, resolve, text: phrase, index: match.index + match[0].indexOf(phrase) });
    }
  }
  return found;
}

/**
 * The rules' dates in `text` as of `today`: a match overlapping one taken before it (by an earlier rule, or earlier in
 * the text) is no date of its own.
 */
function ruleCandidates(text: string, today: ZonedNow): Candidate[] {
  const found: Candidate[] = [];
  const past: { index: number; text: string }[] = [];
  for (const { match, resolve, text: phrase, index } of ruleMatches(text)) {
    // "Wed after work": a day that takes in the time of day an earlier rule read ("after work") replaces it.
    const within = found.findIndex(
      (c) => c.index >= index && c.index + c.text.length <= index + phrase.length,
    );
    const widens =
      within >= 0 && givesOnlyTime(found[within]!.text) && found[within]!.text.length < phrase.length;
    if (!widens && [...found, ...past].some((c) => overlaps(c, { index, text: phrase }))) continue;
    const day = resolve(match, today);
    if (day === NO_DAY) past.push({ index, text: phrase });
    if (!day || day === NO_DAY) continue;
    const wide = withPreposition(text, index, phrase);
    const rank = rankOf(text, index, phrase.length, wide);
    if (rank === null) continue;
    if (widens) found.splice(within, 1);
    found.push({ day, text: wide.text, index: wide.index, rank });
  }
  return found;
}

function chronoCandidates(text: string, today: ZonedNow, taken: Candidate[]): Candidate[] {
  // chrono reads the reference in the process's local time: give it the user's wall clock as local time.
  const reference = new Date(today.year, today.month - 1, today.day, today.hour, today.minute);
  const found: Candidate[] = [];
  for (const result of readerFor(text).parse(text, reference, { forwardDate: true })) {
    if (!result.start.isCertain('day') || !result.start.isCertain('month')) continue;
    // Relative phrases are the rules' job; chrono is trusted with calendar dates only ("Dec 3", "8 March"), and
    // not with the modal "may" ("we may second it").
    if (!CALENDAR_DATE.test(result.text) || /^may\b(?!\.?\s+\d)/.test(result.text)) continue;
    if (taken.some((c) => overlaps(c, { index: result.index, text: result.text }))) continue;
    const month = result.start.get('month')!;
    const date = result.start.get('day')!;
    // chrono moves a date with no year that is earlier than the reference's hour to next year: today's own date,
    // read after noon where the user is ("To do – Tue 24 Nov" at 2pm), is today. A day goes by at midnight.
    const day = result.start.isCertain('year')
      ? { year: result.start.get('year')!, month, day: date }
      : nextMonthDay(today, month, date);
    if (!day || daysBetween(today, day) < 0) continue;
    // chrono's text may end in the space before the next word ("by Dec 3rd "), which the title would keep.
    const phrase = result.text.trimEnd();
    const wide = withPreposition(text, result.index, phrase);
    const rank = rankOf(text, result.index, phrase.length, wide);
    if (rank === null) continue;
    found.push({ day, text: wide.text, index: wide.index, rank });
  }
  return found;
}

/** Between two dates, the speaker taking the first back: "by the 18th, no, the 19th", "tomorrow, actually make that Wednesday". */
/** "No" in the other languages a correction is said in: German, Hindi, Indonesian. */
const OTHER_NO = 'nein|nahi|bukan';
const CORRECTION_GAP = new RegExp(
  String.raw`^[\s,.…—–-]*(?:(?:no|nope|wait|hang on|sorry|actually|scratch that|i mean|make (?:that|it)|or rather|rather|correction|uh|um|er|erm|hmm|oh|${OTHER_NO})\b[\s,.…—–-]*)+(?:(?:it['’]s|it is|es|é|ist|c['’]est)\s+)?(?:(?:on|by|for|until|till|before|to)\s+)?(?:the\s+)?$`,
  'i',
);
const CORRECTION_WORD = new RegExp(
  String.raw`\b(?:no|nope|wait|sorry|actually|scratch|mean|make|rather|correction|${OTHER_NO})\b`,
  'i',
);

/**
 * Joins neighbouring dates that are one date: for each pair next to each other (in text order, not overlapping),
 * `dropOf` names the one that gives way or null; the other keeps the stronger rank and spans both phrases, so a title
 * loses "by the 18th no the 19th" or "by EOD Friday" whole.
 */
function joinNeighbours(
  text: string,
  candidates: Candidate[],
  dropOf: (first: Candidate, second: Candidate, gap: string) => Candidate | null,
): Candidate[] {
  const ordered = [...candidates].sort((a, b) => a.index - b.index);
  const dropped = new Set<Candidate>();
  for (let i = 0; i + 1 < ordered.length; i++) {
    const first = ordered[i]!;
    const second = ordered[i + 1]!;
    const end = first.index + first.text.length;
    if (second.index < end) continue;
    const drop = dropOf(first, second, text.slice(end, second.index));
    if (!drop) continue;
    const kept = drop === first ? second : first;
    dropped.add(drop);
    kept.rank = Math.max(first.rank, second.rank);
    kept.text = text.slice(first.index, second.index + second.text.length);
    kept.index = first.index;
  }
  return ordered.filter((c) => !dropped.has(c));
}

/** Drops a date the speaker corrected, the correction keeping the stronger of the two deadline words. */
function corrected(text: string, candidates: Candidate[]): Candidate[] {
  return joinNeighbours(text, candidates, (first, _second, gap) =>
    CORRECTION_GAP.test(gap) && CORRECTION_WORD.test(gap) ? first : null,
  );
}

/**
 * A correction said after a task: "pay it next Monday — no wait, it's due on the 20th", "before the end of the year, no
 * actually, do it this month", "drop the robes at the cleaners - no, Wednesday". A bare "no" is set off by a comma or a
 * dash ("no rush", "no-meeting Wednesday" and Portuguese "no dia 5" are no corrections).
 */
const CORRECTION_MARK = new RegExp(
  String.raw`(?:^|[\s,.…—–-])(?:(?:(?:no|nah|nope|eh|uh|um|oh)[\s,]+(?:wait|actually|sorry|no)|(?:wait|actually|hang on)[\s,]+no|actually|sorry|i mean|or rather|make (?:it|that)|scratch that|correction|nej,? vänta|${OTHER_NO})(?![\p{L}'’-])|(?<=[,.…—–-]\s*)(?:no|nah|nope)(?=\s*[,.…—–-]))`,
  'giu',
);
/** Only fillers between a day and the correction after it ("by the 28th... no wait", "next Monday, uh, no"). */
const RIGHT_AFTER_A_DAY = /^[\s,.…—–-]*(?:(?:uh|um|er|erm|oh|eh|so|like)[\s,.…—–-]+)*$/i;
/** At most one word between the correction and the day it gives ("no, Wednesday", "make it Thursday"). */
const RIGHT_BEFORE_THE_DAY = /^[\s,.…—–-]*(?:[\p{L}'’]+[\s,]+)?$/u;
/** Between the correction and its day: a few words that lead to it ("it's due", "do it", "deadline got extended to"). */
const TO_THE_CORRECTED_DAY = /^[\s,.…—–-]*(?:[\p{L}'’]+[\s,]+){0,4}$/u;
/** A short reason ended by "so" before the corrected day ("…, Monday's the inspection on Maple, so Tuesday"). */
const REASON_THEN_SO = /^[\s,.…—–-]*(?:[\p{L}'’]+[\s,]+){1,8}so[\s,]+$/iu;
/** Words that make what follows the correction a reason about someone, not the day ("no, I'm away Monday"). */
const REASON_SUBJECT = /\b(?:i|i['’]m|we|we['’]re|he|he['’]s|she|she['’]s|they|they['’]re)\b/i;

/**
 * The day a task's words correct it to, when they do; the last correction wins. The correction follows a day said just
 * before it ("by Thursday, eh no, before Wednesday because…"), or gives its own day at once ("… - no, Wednesday").
 */
export function correctedDay(text: string, today: ZonedNow): DueMatch | null {
  if (!CORRECTION_WORD.test(text) && !/\bnah\b/i.test(text)) return null;
  let found: DueMatch | null = null;
  let firstMark = -1;
  let lastMark = -1;
  for (const mark of text.matchAll(CORRECTION_MARK)) {
    const from = mark.index + mark[0].length;
    if (firstMark < 0) firstMark = mark.index;
    lastMark = from;
    const rest = text.slice(from);
    // The day said first after it ("no, Wednesday, the cleaners shut for Thanksgiving"), not one naming an event
    // ("wait no, Monday's the inspection, so Tuesday").
    const due = firstSaid(
      findDates(rest, today).filter((d) => !/^['’]s\b/.test(rest.slice(d.index + d.text.length))),
    );
    if (!due) continue;
    const between = rest.slice(0, due.index);
    // "wait no, Monday's the inspection on Maple, so Tuesday", "no, I'm away then so Friday": a reason, then the day.
    const reasonThenDay = REASON_THEN_SO.test(between);
    if (!reasonThenDay && (!TO_THE_CORRECTED_DAY.test(between) || REASON_SUBJECT.test(between))) continue;
    const before = text.slice(0, mark.index);
    const afterADay =
      !RIGHT_BEFORE_THE_DAY.test(between) &&
      findDates(before, today).some((d) => RIGHT_AFTER_A_DAY.test(before.slice(d.index + d.text.length)));
    if (RIGHT_BEFORE_THE_DAY.test(between) || afterADay) found = { ...due, index: due.index + from };
  }
  if (lastMark < 0) return found;
  // "…wait no that's the States, never mind, Friday's fine so Friday", "…I mean before Thursday so Wednesday": after
  // the last correction, the day said after "so" is the one decided — when the task said a day of its own before the
  // corrections, not one of a task after it ("call the orthodontist … and then pick up the dry cleaning before
  // Thursday no wait … so Wednesday" leaves the orthodontist alone).
  const own = firstSaid(findDates(text.slice(0, firstMark), today));
  if (!own || NEXT_TASK.test(text.slice(0, own.index))) return found;
  const rest = text.slice(lastMark);
  const decided = findDates(rest, today)
    .filter((d) => DECIDED_SO.test(rest.slice(Math.max(0, d.index - 8), d.index)))
    .reduce<DueMatch | null>((last, d) => (last && last.index > d.index ? last : d), null);
  return decided ? { ...decided, index: decided.index + lastMark } : found;
}

/**
 * News that the day said with a task has changed, and to what: "was due 30/11, got an extension to 15/12", "due Thursday
 * (…, they moved it to Wednesday)", "due the 30th, or actually they moved it up, it's the 27th now".
 */
const CHANGED_TO =
  /\b(?:(?:moved|pushed|changed|extended|bumped|brought|postponed|rescheduled)(?:\s+(?:it|them))?(?:\s+(?:up|back|forward|out))?\s+(?:to|till|until)|(?:an?\s+)?extension\s+(?:to|till|until))\s+/gi;
/** "it's the 3rd now", "it's due tomorrow now": the day a change settled on. */
const NOW_AFTER = /^\s+now\b/i;
const ITS_BEFORE = /\bit['’]?s\s+(?:due\s+|on\s+)?$/i;

/**
 * The new day of a changed one: the next day said after the task's own, when the news of a change leads to it (null when
 * the task said no day before it, or another day comes between: "…due Thursday no wait Friday, they pushed it to
 * Friday" is another thing's news).
 */
export function changedDay(text: string, today: ZonedNow): DueMatch | null {
  const dates = findDates(text, today).sort((a, b) => a.index - b.index);
  const next = dates[1];
  // (A change changes the day: "…due Thursday no wait Friday, they pushed it to Friday" says nothing new.)
  if (!next || formatDay(next.day) === formatDay(dates[0]!.day)) return null;
  const before = text.slice(0, next.index);
  const moved = [...before.matchAll(CHANGED_TO)].some((m) => m.index + m[0].length === next.index);
  const now = ITS_BEFORE.test(before) && NOW_AFTER.test(text.slice(next.index + next.text.length));
  return moved || now ? next : null;
}

/** "so" right before a day: the day a correction settles on ("… so Friday"). */
const DECIDED_SO = /\bso[\s,]+$/i;
/** Words that start the next task of a run-on ("… and then pick up …"). */
const NEXT_TASK = /\b(?:and then|then|also)\b/i;

/** "Wednesday or Thursday", "this week, probably Thursday", "Friday maybe Monday": the later, surer day is the one. */
const ALTERNATIVE_GAP =
  /^[\s,]*(?:or|or maybe|or else|probably|prob|maybe|likely|most likely|ideally|hopefully)[\s,]+(?:(?:on|by)\s+)?$/i;

function alternatives(text: string, candidates: Candidate[]): Candidate[] {
  return joinNeighbours(text, candidates, (first, second, gap) => {
    if (!ALTERNATIVE_GAP.test(gap)) return null;
    // "next Tuesday or Wednesday", "early next week maybe Wednesday": a bare weekday after the first day or week is in
    // that week, not the coming one.
    if (
      daysBetween(second.day, first.day) > 0 &&
      BARE_WEEKDAY.test(second.text) &&
      SOME_WEEKDAY_OR_WEEK.test(first.text)
    ) {
      // That weekday in the first one's week, Monday to Sunday ("this week probably Thursday" stays this Thursday).
      const monday = addDays(first.day, -((weekdayOf(first.day) + 6) % 7));
      second.day = addDays(monday, (weekdayOf(second.day) + 6) % 7);
    }
    return first;
  });
}

/** A weekday said alone: "Friday", "on Weds". */
export const BARE_WEEKDAY = new RegExp(`^(?:on\\s+)?${WEEKDAY_NAME}$`, 'i');
const SOME_WEEKDAY_OR_WEEK = new RegExp(`\\b(?:${WEEKDAY_NAME}|week|wk)\\b`, 'i');

/** "by Thursday at the latest": the words say it is a deadline, and leave the title with the date. */
const AT_THE_LATEST = /^,?\s+(?:at the (?:very )?latest|latest|tops|max)\b/i;

function withLatest(text: string, candidate: Candidate): Candidate {
  const latest = AT_THE_LATEST.exec(text.slice(candidate.index + candidate.text.length));
  if (!latest) return candidate;
  return { ...candidate, text: candidate.text + latest[0], rank: Math.max(candidate.rank, 2) };
}

/** A time of day that only says when on the day ("EOD", "COB", "noon"): next to a date, the date says which day. */
const TIME_OF_DAY = new RegExp(
  String.raw`^(?:(?:by|before|until|till|at|for|due|no later than|around|about)\s+)?(?:${END_OF_DAY}|${DAY_MOMENT}|(?:by |at )?(?:noon|midday))$`,
  'i',
);

/**
 * "by EOD Friday", "COB tomorrow", "Thursday end of day": one date, the day's — the time of day joins it (its deadline
 * word too) instead of counting as "today".
 */
function timeOfDayJoined(text: string, candidates: Candidate[]): Candidate[] {
  return joinNeighbours(text, candidates, (first, second, gap) => {
    if (!/^[\s,]*(?:on\s+)?$/i.test(gap)) return null;
    if (TIME_OF_DAY.test(first.text)) return TIME_OF_DAY.test(second.text) ? null : first;
    return TIME_OF_DAY.test(second.text) ? second : null;
  });
}

/** A clock time: "3pm", "9:30 am", "17:00". A bare "at 9" only right before its day ("at 6 tonight"). */
const CLOCK = String.raw`\d{1,2}(?::[0-5]\d)?\s*(?:am|pm|a\.m\.|p\.m\.)|[012]?\d:[0-5]\d`;
const CLOCK_BEFORE = new RegExp(
  String.raw`(?:(?:\b(by|before|b4|until|till|no later than|at|around|about)\s+(?:the\s+)?)?\b(?:${CLOCK})|\bat\s+(?:1[0-2]|[1-9])|\b(around|about)\s+(?:noon|midday|lunchtime))\s*(?:,\s*)?$`,
  'i',
);
const CLOCK_ALONE = new RegExp(
  String.raw`^\s*(?:(?:at|@|from)\s*)?(?:${CLOCK}|noon|midday)(?:\s*[-–]\s*(?:${CLOCK}))?\s*$`,
  'i',
);

const TIME_OF_DAY_ONLY = new RegExp(
  String.raw`^(?:(?:by|before|b4|after|at|around|about|until|till|no later than)\s+)?(?:the\s+)?(?:\d{1,2}(?:[:.][0-5]\d)?\s*(?:am|pm|a\.m\.|p\.m\.)?|(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)(?:\s+(?:thirty|fifteen|forty[- ]five|o['’]?\s?clock))?|noon|midday|eod|end of (?:the )?day|close of (?:play|business)|cob|cop|eop|${DAY_MOMENT})$`,
  'i',
);

/** A due phrase that names an hour but no day ("before lunch", "by 3pm", "by EOD"): today only if no day was said. */
export function givesOnlyTime(phrase: string): boolean {
  return TIME_OF_DAY_ONLY.test(phrase.trim());
}

/** A time of day and nothing else ("1pm", "8:30", "10-11am"): the hour of a day said elsewhere, not a heading. */
export function isClockTime(text: string): boolean {
  return CLOCK_ALONE.test(text);
}

/**
 * An hour said in words, as speech says it ("at four", "at five thirty", "before six"), then what may follow it:
 * a stop, a day part, or a word that starts the next thing said — not a noun it counts ("at four stations", "by two
 * people"). Not when something is at that hour ("the Wongs are at ten"): that is another thing's time.
 */
const SPOKEN_HOUR = String.raw`(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)(?:\s+(?:thirty|fifteen|forty[- ]five|o['’]?\s?clock))?(?=\s*(?:[.,;:!?)—–]|-\s|$)|\s+(?:today|tonight|this|sharp|ish|latest|and|so|then|for|or|but|because|cause|coz|if|when|um|uh|no|wait|actually|i|we|he|she|they|on)\b)`;
/**
 * "at 5pm pick up the suit", "call the vet before 10am", "call Jo @ 3pm", "pick up Mateo at four": a clock time said
 * with no day is today's.
 */
const CLOCK_ONLY = new RegExp(
  String.raw`(?:\b(?:(by|before|b4|until|till|no later than)|at|around|about)\s+|@\s?)(?:${CLOCK}|noon|midday)(?![\w:])|\b(before|b4)\s+(?:1[0-2]|[1-9])(?=\s*(?:[.,;!?)\n]|$))|\b(?<!\b(?:is|are|was|were)\s+)(?:(by|before|b4|until|till)|at|around)\s+${SPOKEN_HOUR}`,
  'i',
);
/**
 * Around a clock time said with "at" or "around", words that say it is when something happened, not when to act: "the
 * alert fired again at 3am", "we hit the ceiling again at 02:10", "it keeps spiking around 2am", "Retested OK at 5:10",
 * "the pages at 2am were mostly noise". ("hit the gym at 6" and "by 3pm" stay times to act.)
 */
const HAPPENED =
  'fired|went off|crashed|died|failed|broke|tripped|spiked|spiking|peaked|peaking|maxed out|paged|alerted|woke|came in|arrived|happened|restarted|rebooted|retested';
const HAPPENED_BEFORE_CLOCK = new RegExp(
  String.raw`\b(?:(?:${HAPPENED})(?:\s+\w+){0,2}|(?:hit|dropped)(?:\s+\w+){0,2}\s+again|back to normal|recovered|ok)\s+$`,
  'i',
);
const HAPPENED_AFTER_CLOCK = /^\s*(?:were|was|last night|yesterday)\b/i;
function happenedAt(text: string, clock: RegExpExecArray): boolean {
  return (
    !clock[1] &&
    !clock[2] &&
    !clock[3] &&
    (HAPPENED_BEFORE_CLOCK.test(text.slice(Math.max(0, clock.index - 30), clock.index)) ||
      HAPPENED_AFTER_CLOCK.test(text.slice(clock.index + clock[0].length)))
  );
}
const CLOCK_AFTER = new RegExp(
  String.raw`^,?\s*(?:(?:at|by|before|until|till)\s+|@\s?)?(?:${CLOCK})(?![\w:])`,
  'i',
);

/**
 * "before 3pm tomorrow", "Friday at 10:30": the clock time belongs to the date phrase (the day is the date's), so a
 * title drops it with the date and a clause opening with it starts after it. A deadline word in front makes it the due
 * date.
 */
function withClockTime(text: string, candidate: Candidate): Candidate {
  const end = candidate.index + candidate.text.length;
  const before = CLOCK_BEFORE.exec(text.slice(Math.max(0, candidate.index - 30), candidate.index));
  const after = CLOCK_AFTER.exec(text.slice(end, end + 30));
  if (!before && !after) return candidate;
  const index = candidate.index - (before?.[0].length ?? 0);
  const strong = before?.[1] !== undefined && !/^(?:at|around|about)$/i.test(before[1]);
  return {
    ...candidate,
    index,
    text: text.slice(index, end + (after?.[0].length ?? 0)),
    rank: strong ? Math.max(candidate.rank, 2) : candidate.rank,
  };
}

/** "the day before", "the evening after": one day either side of a date said with it or near it. */
/** "the day before", "the night after", "2 days before", "a week after": how far either side of a date. */
// A count after "to", "from", "than" is an amount, not an offset ("bump the retention to 35 days before tonight's run"),
// but not after "no later than" ("no later than 10 days before the trad").
const DAY_PART = String.raw`\b(?:the (day|night|evening|morning|afternoon)|(?<!\b(?:to|from|(?<!later\s)than|of|over|under)\s)(a|an|one|two|three|four|five|six|seven|\d{1,2}|a couple of|a few) (days?|nights?|weeks?|months?)) (before|after)`;
/**
 * Right before the date: "the day before the 16th", or with the event the date is for in between ("the night before
 * the flight on Friday", "2 days before the party on Saturday").
 */
const DAY_BEFORE = new RegExp(
  String.raw`${DAY_PART}\s+(?:(?:the|my|our|his|her|their|mum's|mom's|dad's)\s+[\p{L}'’-]+(?:\s+[\p{L}'’-]+){0,2}\s+(?:on\s+|this\s+|next\s+)?|the\s+)?$`,
  'iu',
);
/** A title ending in one ("pen the cattle the evening before"), or a due phrase starting with one: titles.ts cuts it. */
export const DAY_PART_AT_END = new RegExp(String.raw`\s+${DAY_PART}$`, 'i');
export const DAY_PART_START = new RegExp(String.raw`^${DAY_PART}\s`, 'i');
/** The same words closing a clause, with no date after them ("pen the cattle the evening before."). */
const DAY_PART_ALONE = new RegExp(String.raw`${DAY_PART}\s*(?:[,.;!?)]|$)`, 'i');

/** Days either side of a date that a DAY_PART match names: -1 for "the day before", +14 for "two weeks after". */
function partShift(m: RegExpExecArray): number {
  const sign = m[4]!.toLowerCase() === 'before' ? -1 : 1;
  if (m[1]) return sign;
  return (
    sign * amount(m[2]!.replace(/\s+of$/i, '')) * (/^week/i.test(m[3]!) ? 7 : /^month/i.test(m[3]!) ? 30 : 1)
  );
}

/** "the day before the 16th", "the evening after Friday", "2 days before the party on Saturday". */
function dayBeforeOrAfter(text: string, candidate: Candidate): Candidate {
  // The candidate may already hold the "before" as its deadline word ("before the 16th").
  const own = /^(?:before|after)\s+(?:the\s+)?/i.exec(candidate.text)?.[0] ?? '';
  const start = candidate.index + own.length;
  const before = DAY_BEFORE.exec(text.slice(Math.max(0, start - 60), start));
  if (!before) return candidate;
  const index = start - before[0].length;
  return {
    ...candidate,
    day: addDays(candidate.day, partShift(before)),
    index,
    text: text.slice(index, candidate.index + candidate.text.length),
  };
}

/**
 * An offset from an event the task names without its day: "two days before the launch", "the night before the move",
 * "no later than 10 days before the trad". The event's word is group 5.
 */
const BEFORE_EVENT = new RegExp(
  String.raw`${DAY_PART}\s+(?:the|my|our|his|her|their)\s+(?:[\p{L}'’-]+\s+)?([\p{L}'’-]{3,})(?![\p{L}'’-]|\s+(?:on|this|next)\s)`,
  'iu',
);
/** A date that names a span or a deadline, not the day an event happens: "wk 49", "next week", "by Thursday". */
const NOT_AN_EVENT_DAY = /\b(?:wk|week|month)\b/i;

/**
 * "launch prep — app goes live Thursday Dec 10" … "freeze the release branch two days before the launch": the day an
 * offset from a named event falls on, the event's day read from another line of `text` that names it with a date (the
 * date nearest the event's word, not an hour alone, a span or a deadline). Null when the phrase has no offset from an
 * event, or no other line dates the event.
 */
export function dayBeforeEvent(phrase: string, text: string, today: ZonedNow): DueMatch | null {
  const offset = BEFORE_EVENT.exec(phrase);
  if (!offset) return null;
  // "move" also names "moving", "movers": the word without a closing "e".
  const stem = new RegExp(String.raw`(?<![\p{L}])${offset[5]!.replace(/e$/i, '')}`, 'giu');
  let best: { day: CalendarDay; distance: number } | null = null;
  for (const line of text.split('\n')) {
    if (line.includes(offset[0])) continue;
    const words = [...line.matchAll(stem)];
    if (words.length === 0) continue;
    for (const date of findDates(line, today)) {
      // ("the Monday after launch" is a day counted from the event, not the event's.)
      const counted = /^\s*(?:before|after)\s/i.test(line.slice(date.index + date.text.length));
      if (
        counted ||
        givesOnlyTime(date.text) ||
        DEADLINE_WORD.test(date.text) ||
        NOT_AN_EVENT_DAY.test(date.text)
      )
        continue;
      for (const word of words) {
        const after = date.index - (word.index + word[0].length);
        const distance = after >= 0 ? after : word.index - (date.index + date.text.length);
        if (distance >= 0 && distance <= 80 && (!best || distance < best.distance))
          best = { day: date.day, distance };
      }
    }
  }
  return best ? { day: addDays(best.day, partShift(offset)), text: offset[0], index: offset.index } : null;
}

/** Any day: for asking only whether a text is a date phrase, never which date. */
export const ANY_DAY: ZonedNow = { year: 2026, month: 1, day: 5, hour: 12, minute: 0, weekday: 1 };

/** A hedge on a date rather than on the task: "book a call with legal maybe Tuesday", "email Dana perhaps by Friday". */
const HEDGE = /\b(?:maybe|perhaps|possibly|probably)\s+/gi;

/** `text` with the hedges said right before a date blanked (same length): the task is meant, only its day is unsure. */
export function withoutDateHedges(text: string): string {
  const hedges = [...text.matchAll(HEDGE)];
  if (hedges.length === 0) return text;
  const dates = findDates(text, ANY_DAY);
  let out = text;
  for (const hedge of hedges) {
    const end = hedge.index + hedge[0].length;
    // Right before a date ("maybe Tuesday") or inside one ("early next week maybe Tuesday").
    if (dates.some((date) => date.index <= end && end < date.index + date.text.length))
      out = out.slice(0, hedge.index) + ' '.repeat(hedge[0].length) + out.slice(end);
  }
  return out;
}

/** Does `text` name a date at all ("this weekend", "by the 3rd")? Which date does not matter here. */
export function mentionsDate(text: string): boolean {
  return findDates(text, ANY_DAY).length > 0;
}

/**
 * A cheap first look: a text with none of these can name no date (which date is the rules' job). The other languages'
 * weekdays come from the rules' own table, so a day the rules read ("bis Mittwoch") is never filtered out here.
 */
const MENTIONS_A_DATE = new RegExp(
  String.raw`\d|day|fortnight|(?:at|by|before|b4|until|till|around) (?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)|after work|after school|before bed|way home|way back|way from|way to|get home|stand-?up|huddle|scrum|log off|sign off|clock off|before you|before we|get back|shift|midnight|before I|2mor|tomoz|tomo|tmw|tonite|2nite|tdy|arvo|hour|yr|min|midday|eop|eom|eow|eoy|wk|end of play|christmas|xmas|nye|hogmanay|new year|valentine|halloween|bonfire|fawkes|(?:four|fif|six|seven|eigh|nin|ten|eleven|twelf|teen|tie)th|first|second|third|tomorrow|tonight|week|month|year|tmr|eod|cob|close of|morning|afternoon|evening|lunch|noon|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|mon|tue|wed|thu|fri|sat|sun|tag|aaj|kal|pars|hoy|heute|aujourd|oggi|hoje|mañana|semana|semaine|settiman|woche|noche|abend|nacht|soir|sera|noite|mes|mois|monat|mese|mês|jours|giorni|dias|días|morgen|demain|domani|amanhã|bukas|mamaya|ngayon|hafte|jutro|kesho|besok|lusa|akhir|depan|hari ini|malam ini|dzisiaj|thanksgiving|easter|quarter|eoq|eob|${[...new Set(FOREIGN_WEEKDAYS)].join('|')}`,
  'i',
);

/** Every date phrase of `text`, best first (deadline words first, then order of appearance). */
/** The date said first in the text: `findDates` lists the strongest first, this one goes by place (the first of a tie). */
export function firstSaid(dates: readonly DueMatch[]): DueMatch | null {
  return dates.reduce<DueMatch | null>((a, b) => (a && a.index <= b.index ? a : b), null);
}

/** A day of the month, written as digits: "7", "9th". */
const DAY_NUMBER = String.raw`\d{1,2}(?:st|nd|rd|th)?`;
/**
 * A span of days on the calendar, with no deadline word: "7–9 Dec", "for Dec 8-10", "(14-16 December)", "Dec 21 - Jan 4",
 * "for 3 to 5 Dec". It says how long something lasts (a stay, a leave, a visit, a booking), not a day a task falls due:
 * "book the hotel for 13–15 Jan", "Mama visits 18–27 Dec: book her train", "locum cover for 19-20 dec".
 */
const DAY_SPAN = new RegExp(
  String.raw`^(?:(?:for|from|on|between)\s+)?(?:${DAY_NUMBER}\s*(?:[-–—]|to|till|until)\s*${DAY_NUMBER}\s+${MONTH_NAME}|${MONTH_NAME}\s+${DAY_NUMBER}\s*(?:[-–—]|to|till|until)\s*(?:${MONTH_NAME}\s+)?${DAY_NUMBER}|${DAY_NUMBER}\s+${MONTH_NAME}\s*(?:[-–—]|to|till|until)\s*${DAY_NUMBER}\s+${MONTH_NAME})$`,
  'i',
);

export const findDates = rememberedPerText(readDates, (text, today) => `${JSON.stringify(today)}${text}`);

function readDates(text: string, today: ZonedNow): DueMatch[] {
  if (!MENTIONS_A_DATE.test(text)) {
    return [];
  }
  const rules = ruleCandidates(text, today);
  // chrono is only trusted with calendar dates, so it only runs when a month is named (it is the slow part).
  const found = CALENDAR_DATE.test(text) ? [...rules, ...chronoCandidates(text, today, rules)] : rules;
  const all = timeOfDayJoined(
    text,
    alternatives(
      text,
      corrected(
        text,
        found.map((c) => withClockTime(text, dayBeforeOrAfter(text, c))),
      ),
    ),
  ).map((c) => withLatest(text, c));
  const clock = all.length === 0 ? CLOCK_ONLY.exec(text) : null;
  if (clock && !happenedAt(text, clock))
    all.push({
      day: today,
      text: clock[0],
      index: clock.index,
      rank: clock[1] || clock[2] || clock[3] ? 2 : 1,
    });
  all.sort((a, b) => b.rank - a.rank || a.index - b.index);
  return all
    .filter((date) => !DAY_SPAN.test(date.text))
    .flatMap((date) => {
      // "book the room for the week of the 7th", "visit planned for the week of 7 December": the week, not the day.
      if (!WEEK_OF_BEFORE.test(text.slice(Math.max(0, date.index - 20), date.index))) return [date];
      const friday = fridayOfWeekOf(date.day, today);
      return friday ? [{ ...date, day: friday }] : [];
    })
    .map(({ day, text: phrase, index }) => ({ day, text: phrase, index }));
}

/**
 * A date said as a deadline ("by tomorrow night", "due Wed", "b4 fri", "ETA Monday"), not as what the thing is for
 * ("the roster for next week").
 */
/** The words that make a date a deadline. */
export const DEADLINE_WORDS = 'by|before|b4|due|until|till|no later than|deadline(?: is)?|eta';
export const DEADLINE_WORD = new RegExp(String.raw`^(?:${DEADLINE_WORDS})\b`, 'i');

/**
 * "next month", "sometime next month", "this week", "for this week", "later this week", Hindi "is hafte": a month or a
 * week said with no day in it, which dates nothing (the title still loses it). A deadline in it does: "due next month",
 * "the end of next month", "by the end of the week" (Friday). The weekend is such a span too ("this weekend", "over
 * the weekend", "at the weekend", "by the weekend", a "Weekend:" list): most writers give its jobs no day. "Before
 * the weekend" is Friday and "next weekend" the next one.
 */
export const VAGUE_SPAN =
  /^(?:(?:some ?time|at some point|later|in|during|over|on|for|at)\s+)?(?:the\s+)?(?:ne?xt month|this (?:week|wk)|is hafte|isi hafte|esta semana|nesta semana|cette semaine|diese woche|dieser woche|questa settimana|ngayong linggo)$|^(?:(?:some ?time|over|during|on|at|for|by)\s+)?(?:the\s+)?(?:(?:this|coming)\s+)?(?:weekend|wknd|wkend)$/iu;

/** What joins the two ends of a span of days ("for the 19th to the 23rd", "for Monday through Wednesday"). */
const SPAN_TO = /^\s*(?:to|through|thru|till|until)\s/i;

/**
 * "book the ferry – prices go up after 1st Dec", "fares jump in 10 days", "book them this Friday, prices jump on the
 * weekend": the day a price rises is a deadline for buying before it, unless the clause says when to buy.
 */
const PRICE_RISES =
  /\b(?:prices?|fares?|rates?|costs?)\s+(?:go(?:es)?\s+up|jumps?|rises?|increases?|doubles?)(?:\s+again)?\s+(?:after\s+)?$/i;
function priceRises(text: string, date: DueMatch): boolean {
  return PRICE_RISES.test(text.slice(Math.max(0, date.index - 40), date.index));
}

/** "…the bakery needs two days so by Thursday": a deadline said as what follows from a lead time. */
const SO_BY = /\bso[\s,]+$/i;

/**
 * A deadline said after a task, ahead of the day the task is for, or null: the day a price rises on ("book the ferry
 * for Christmas – prices go up after 1st Dec"), or a deadline worked out from a lead time ("order the cake for Saturday,
 * the bakery needs two days so by Thursday").
 */
export function deadlineAhead(text: string, today: ZonedNow): DueMatch | null {
  return (
    findDates(text, today).find(
      (date) =>
        priceRises(text, date) ||
        (DEADLINE_WORD.test(date.text) && SO_BY.test(text.slice(Math.max(0, date.index - 8), date.index))),
    ) ?? null
  );
}

/** The due date a clause gives, or null. */
export function findDue(text: string, today: ZonedNow): DueMatch | null {
  const dates = findDates(text, today);
  const rising = dates.length > 1 ? dates.filter((date) => priceRises(text, date)) : [];
  const found = rising.length > 0 ? dates.filter((date) => !rising.includes(date)) : dates;
  const first = found[0];
  if (!first || found.length < 2) return first ?? null;
  // "pick up the dishes fri before 4": the hour is on the day said with it.
  if (givesOnlyTime(first.text)) return found.find((date) => !givesOnlyTime(date.text)) ?? first;
  if (DEADLINE_WORD.test(first.text)) return first;
  // "On Friday, send the forms due Monday": a day opening the clause is when it is done.
  if (!/[\p{L}\d]/u.test(text.slice(0, first.index))) return first;
  // "send me the roster for next week by tomorrow night", "send the invite for the party on the 12th by Friday": the
  // deadline, not the day of the thing it is for.
  const deadline = found.find((date) => DEADLINE_WORD.test(date.text));
  if (deadline) return deadline;
  // "book the train tickets for Christmas on Friday", "bus tickets for the 4th - tonight", "sort the rota for Christmas
  // week tonight": the day it is done, not the one it is for (nor the end of its span: "for the 19th to the 23rd").
  if (/^for\b/i.test(first.text)) {
    const end = first.index + first.text.length;
    const endsSpan = (date: DueMatch) => {
      const gap = text.slice(end, date.index);
      return /^[\s\w]*$/.test(gap) && SPAN_TO.test(gap + date.text);
    };
    return (
      found.find((date) => !/^for\b/i.test(date.text) && !givesOnlyTime(date.text) && !endsSpan(date)) ??
      first
    );
  }
  return first;
}

/**
 * The length of a date phrase that opens a clause ("by the end of next week finish the slides", "in a couple of days
 * follow up…", "Thursday-ish pick up…"), with its comma, when words follow it — so the clause is read from its verb.
 */
export function leadingDateLength(text: string): number {
  if (!/^[\p{L}\d]/u.test(text)) return 0;
  const first = findDates(text, ANY_DAY).find((d) => d.index === 0);
  if (!first) return 0;
  const after = /^(?:-ish)?,?\s+(?=\p{Ll}|I\b)/u.exec(text.slice(first.text.length));
  return after ? first.text.length + after[0].length : 0;
}

/** "(next Tues)", "— by Friday.": a clause that is nothing but a date phrase says no more about its task. */
export function isOnlyDate(text: string, today: ZonedNow): boolean {
  return isAllDate(text, findDue(text, today));
}

/**
 * How firm a date is, said around it: "ideally", "if possible", "at the latest", "no rush, … is fine", and by what rule
 * ("due Thursday per policy", "as per the SLA").
 */
const FIRMNESS =
  /\b(?:ideally|preferably|if (?:at all )?possible|if poss|if you can|at the latest|latest|no rush|no hurry|(?:is|would be) (?:fine|great|ideal|perfect|good)|please|pls|(?:as )?per (?:the |our )?(?:policy|process|sla|contract|runbook))\b/gi;

/**
 * Words of a deadline that point back at the request before it, rather than ask a thing of their own: "Please have
 * that done by Thursday.", "Can we have both done by the 10th?", "Need them back by Friday.".
 */
const POINTS_BACK =
  /\b(?:(?:can|could)\s+(?:we|you|i)\s+)?(?:have|get)\s+(?:that|it|this|them|those|these|both|everything|all of (?:that|them|it))\s+(?:done|ready|sorted|finished|completed|back|in|over|sent)\b|\b(?:(?:i|we)\s+)?need\s+(?:it|that|this|them|those|these|both)(?:\s+back)?(?=\s+(?:by|before)\b)/gi;
/** The meeting a deadline is ahead of, with its own day after it: "before our call on Wed 9 Dec" is before that day. */
const BEFORE_MEETING =
  /\b(before|ahead of)\s+(?:our|the|your|my)\s+(?:\p{L}+\s+){0,2}?(?:call|meeting|mtg|review|visit|session|sync|demo|catch-?up)\s+(?:on|at)\s+/giu;
/** Why the day, after it: "Today if possible, they fill up fast.", "By Friday please — we close on Saturday." */
const REASON_AFTER = /\s*[,;–—-]\s*(?:they|it|we|as|since|because|cause|so|or|otherwise)\b.*$/iu;

/**
 * Is the text only a date, with at most how firm it is ("By Friday if possible.", "Tomorrow ideally."), words that
 * point back at the request before it ("Please have that done by Thursday."), the meeting it is ahead of ("Ideally
 * before our call on Wed 9 Dec.") or why ("Today if possible, they fill up fast.")?
 */
export function isOnlyFirmDate(text: string, today: ZonedNow): boolean {
  if (isOnlyDate(text, today)) return true;
  const firm = text.replace(FIRMNESS, ' ');
  if (isOnlyDate(firm, today)) return true;
  const bare = firm.replace(POINTS_BACK, ' ').replace(BEFORE_MEETING, '$1 ').replace(REASON_AFTER, '');
  return bare !== firm && isOnlyDate(bare, today);
}

/** Up to two words naming what an answer hands in, before its deadline: "PR by tomorrow", "5-why by thu". */
const HANDED_IN = /^(?:[\p{L}\d][\p{L}\d'’-]*\s+){1,2}(?=(?:by|before|b4)\s)/iu;

/**
 * Is an answer's rest only a deadline, at most with the short name of what it hands in ("PR by tomorrow", "5-why by
 * thu", "draft before Friday")?
 */
export function isOnlyHandedIn(text: string, today: ZonedNow): boolean {
  return isOnlyDate(text, today) || handedIn(text, today) !== null;
}

/** The words naming what an answer hands in by its deadline ("5-why" of "5-why by thu"), or null. */
export function handedIn(text: string, today: ZonedNow): string | null {
  const thing = HANDED_IN.exec(text.trim());
  return thing && isOnlyDate(text.trim().slice(thing[0].length), today) ? thing[0].trim() : null;
}

/**
 * `text` with its date phrase (whatever day it names) made a space — "I can take it after lunch" → "I can take it " —
 * or null when it names none.
 */
export function withoutDue(text: string): string | null {
  const due = findDue(text, ANY_DAY);
  return due ? text.replace(due.text, ' ') : null;
}

/** Is `due`, found in `text`, all that `text` says? */
export function isAllDate(text: string, due: DueMatch | null): boolean {
  return !!due && !/[\p{L}\d]/u.test(text.replace(due.text, '').replace(/\b(?:next|this|on|by|the)\b/gi, ''));
}

/** What a vague time waits for: "before the holidays", "after the release", "over half-term", "during the rains". */
const VAGUE_OCCASION = String.raw`(?:the\s+)?(?:(?:first|next)\s+)?(?:holidays?|school holidays|half[- ]term|summer|winter|spring|autumn|fall|snow|rains?|harvest|q[1-4]|new term|semester|busy season|launch|go-live|release|move|new year|christmas|xmas)(?![\p{L}])`;
/** Words that put a thing off with no date: "someday", "sometime soon", "one of these days". */
const VAGUE_WORD = String.raw`(?:someday|some day|(?:some ?time|at some point)(?:\s+soon)?|eventually|one of these days|when i get a chance|when i can|soonish)(?![\p{L}])`;

/**
 * A time the text gives without a date: "before the first snow", "over the holidays", "in Q1", "someday". Such a task
 * keeps no date rather than borrowing one from a neighbouring clause.
 */
const VAGUE_TIME = new RegExp(
  String.raw`\b(?:${VAGUE_PART})[- ](?:of )?(?:${WHICH_MONTH})(?![\p{L}])|\b(?:before|after|by|until|till|around|during|over|in)\s+${VAGUE_OCCASION}|\b(?:end|start|beginning|middle|mid)[- ](?:of )?q[1-4]\b|^\s*q[1-4]\b|\b(?:long|holiday|bank holiday) weekend\b|\b${VAGUE_WORD}`,
  'iu',
);

/**
 * A vague time said before the action: "sometime after Thanksgiving get the snow tires on", "someday: move the secrets
 * into Vault", "Q1 sort out the super", "mid-January book the dentist". The task keeps no date (the time is in its text).
 */
const VAGUE_LEAD = new RegExp(
  String.raw`^(?:(?:(?:some ?time|at some point)\s+)?(?:before|after|around|during|over|in)\s+${VAGUE_OCCASION}|${VAGUE_WORD}|q[1-4]|(?:${VAGUE_PART})[- ](?:${WHICH_MONTH}))(?:\s*[,:;]|\s+[-–—]|\s)\s*(?=\p{L})`,
  'iu',
);
/** The same before a holiday's or an event's name: "over Christmas sort the loft", "after Eid plan the trip". */
const VAGUE_LEAD_NAMED =
  /^(?:(?:[Ss]ome ?time|[Aa]t some point)\s+)?(?:[Aa]fter|[Bb]efore|[Aa]round|[Dd]uring|[Oo]ver)\s+(?:the\s+)?\p{Lu}\p{L}+(?![\p{L}'’])[\s,]+(?=\p{Ll})/u;

/** How long the vague time opening `text` is (see VAGUE_LEAD), or 0; a word in lower case must follow it. */
export function leadingVagueTimeLength(text: string): number {
  // The longer reading: "sometime after Thanksgiving " rather than "sometime ".
  const lead = [VAGUE_LEAD.exec(text)?.[0] ?? '', VAGUE_LEAD_NAMED.exec(text)?.[0] ?? ''].sort(
    (a, b) => b.length - a.length,
  )[0];
  return lead && /^\p{Ll}/u.test(text.slice(lead.length)) ? lead.length : 0;
}

/** A vague time closing `text`, with what joins it on: "Team dinner sometime after the release." → " sometime after the release." */
const VAGUE_TAIL = new RegExp(
  String.raw`(?:\s*[-–—:,]\s*|\s+)(?:${VAGUE_TIME.source}|(?:some ?time\s+)?(?:in|during)\s+(?:${WHICH_MONTH}))(?:[,;]?\s*\(?(?:no rush|no hurry|not urgent|low prio(?:rity)?)\)?)?[\s.!?]*$`,
  'iu',
);

/**
 * "Team dinner sometime after the release", "Taxes for the company - after the new year", "KYC refresh — mid-December
 * sometime": what is left of `text` once the vague times closing it are cut, or null when none closes it.
 */
export function beforeVagueTail(text: string): string | null {
  let rest = text;
  for (let tail = VAGUE_TAIL.exec(rest); tail; tail = VAGUE_TAIL.exec(rest)) rest = rest.slice(0, tail.index);
  return rest === text ? null : rest;
}

/** Is the text only a vague time ("sometime in Q1, no rush", "after the holidays")? */
export function isOnlyVagueTime(text: string): boolean {
  return beforeVagueTail(` ${text}`)?.trim() === '';
}

export function givesVagueTime(text: string): boolean {
  return VAGUE_TIME.test(text) && findDue(text, ANY_DAY) === null;
}

/** "renew it before then", "by then", "tidy your desks beforehand": the deadline is the date said just before. */
export function refersToEarlierDate(text: string): boolean {
  return /\b(?:(?:before|by|until|till|for|no later than)\s+(?:then\b|that(?=\s*(?:$|[,.;!?])))|beforehand\b)/i.test(
    text,
  );
}

/**
 * The dates of a text a later deadline points back at ("…the week of 14 Dec. Have the receipts filed by then."): a week
 * named by a day in it is that day, its start.
 */
export function datesPointedBack(text: string, today: ZonedNow): DueMatch[] {
  return findDates(
    text.replace(WEEK_OF, (words) => ' '.repeat(words.length)),
    today,
  );
}

/**
 * Whether a text's only time is a week further off than next week ("visit Santiago week of 7 Dec", "first week of
 * January"): a time left open, as a vague one is, so the task borrows no other clause's day.
 */
export function leavesWeekOpen(text: string, today: ZonedNow): boolean {
  return /\b(?:week|wk) of\b/i.test(text) && findDue(text, today) === null && findDue(text, ANY_DAY) !== null;
}

/** "pick up Nana on the day", "leave early that day", "send them in white on the night": the day of an occasion said before. */
const ON_THE_DAY = /\b(?:on the (?:day|night)|that (?:day|morning|afternoon|evening|night))\b/i;

export function refersToOccasionDay(text: string): boolean {
  return ON_THE_DAY.test(text);
}

/** A day said as now ("today", "tonight", "tmrw"): when someone answers, not when an occasion is. */
export const NOW_DAY = /^(?:(?:for|on)\s+)?(?:today|tonight|tomorrow|tmrw|tmr|tmw|now)\b/i;

/** What says when an occasion is, right before its day: "Nana's 80th is", "the recital will take place on". */
const OCCASION_IS = /\b(?:is|are|['’]s|will be|takes? place|happens?)\s+(?:on\s+)?$/i;

/**
 * Whether a date of `text`, said before a task that points at "the day", is an occasion's day: said as when something
 * is ("Nana's 80th is Saturday 5th", "will take place on Saturday, December 12"), not a deadline ("by Friday, November
 * 27") nor a day said as now ("yep will do today").
 */
export function namesOccasion(text: string, date: DueMatch): boolean {
  return (
    OCCASION_IS.test(text.slice(Math.max(0, date.index - 24), date.index)) &&
    !DEADLINE_WORD.test(date.text.trim()) &&
    !NOW_DAY.test(date.text.trim())
  );
}

/** The day a chat line's stamp names ("23/11/26", "11/23/2026"), in the zone's order as `monthAndDay` reads it. */
export function stampDay(first: string, second: string, year: string, t: ZonedNow): CalendarDay | null {
  const parts = monthAndDay(Number(first), Number(second), t);
  if (!parts) return null;
  return { year: year.length === 2 ? 2000 + Number(year) : Number(year), month: parts[0], day: parts[1] };
}

/** A chat line's time stamp ("[9:16 AM] ") and its speaker ("Rosa Diaz:", "Jordan:"). */
const STAMP = String.raw`(?:\[[^\]]{1,24}\]\s*)?`;
const SPEAKER_NAME = String.raw`\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*){0,2}:`;
/** A chat line's "[9:16 AM] Rosa Diaz:" or "Jordan:" in front of what was said. */
const SPEAKER = new RegExp(`^${STAMP}(?:${SPEAKER_NAME}\\s+)?`, 'u');
/** All that stands before a chat message on its line: "[18:03] Me: ", "Kylie: ". */
export const SPEAKER_PREFIX = new RegExp(`^\\s*${STAMP}${SPEAKER_NAME}\\s*$`, 'u');
const ABOUT_IT =
  /^(?:(?:and|but|so|oh|probably|yes|yeah|ok|okay|well)\b[\s,]*)*(?:(?:needs?|has) (?:doing|to be (?:done|in|back|sent|signed))\b|(?:it|that|this|which)(?:'s|\s+is|\s+was)?\s+(?:(?:due|expires?|lapses?|runs? out|closes?|ends?|renews?|needs? to (?:be )?\w+|has to (?:be )?\w+|must (?:be )?\w+|happens?|starts?)\b|(?:on|by|before)\s)|(?:the\s+)?(?:target|deadline|due date|eta)(?:\s+(?:is|would be)\s|\s*:\s*)|(?:(?:i|we)\s+)?need (?:it|them|that|this|those) (?:by|before)\s|(?:by|before)\s+[^,.!?;]{2,24}?\s+(?:is|would be|['’]s)\s+(?:fine|ok|okay|good|great|perfect|plenty)\b)/iu;
const ACKNOWLEDGED =
  /^(?:(?:\p{Extended_Pictographic}|\u{FE0F}|[\u{1F3FB}-\u{1F3FF}])+\s*)*(?:(?:ok(?:ay)?|sure|yes|yep|yeah|great|cool|thanks|np|no problem|got it|sounds good|not yet|nope|no)\b[\s,.!]*)*(?:will do|on it|can do|(?:i'?m |i am )?doing (?:it|that)\b|(?:i'?ll|i will|will) (?:send|get|share|have|do|finish|fix|add|look|check|sort)\b)/iu;

/** A chat reply taking the request before it on ("👍 will send tonight", "ok will do"): no task of its own. */
export function acknowledges(text: string): boolean {
  return ACKNOWLEDGED.test(text.trim().replace(SPEAKER, ''));
}

/**
 * A sentence with no action of its own that dates the task before it: "It lapses on the 19th", "it's due Friday",
 * "Target is Monday", "Deadline: the 4th", "need it by Friday so Dad can check it", "by Friday is fine", or the
 * answer to a request in a chat ("Jordan: will do today", "sure, will send by noon").
 */
export function datesThePreviousTask(text: string): boolean {
  return ABOUT_IT.test(text.trim().replace(SPEAKER, '')) || acknowledges(text);
}

/**
 * A weekday alone, as a heading says it: "Tues", "(Tuesday)", "on Tue.", in the languages people mix in ("Dienstag",
 * "mardi", "martes"), or with the part of the day ("Tuesday AM", "tues pm").
 */
const WEEKDAY_ALONE = new RegExp(
  String.raw`^(?:on\s+)?(?:${WEEKDAY_NAME}|${FOREIGN_WEEKDAY})\.?(?:\s+(?:am|pm|morning|afternoon|evening|night))?$`,
  'i',
);

/**
 * The day a heading gives what is under it. A heading naming today's weekday ("Tues plan", "To do (Tuesday)", "4am
 * prep list tues") is today's list, not the same weekday next week.
 */
export function headingDue(heading: string, today: ZonedNow): DueMatch | null {
  const due = findDue(heading, today);
  if (!due || !WEEKDAY_ALONE.test(due.text.trim())) return due;
  return formatDay(due.day) === formatDay(addDays(today, 7))
    ? { ...due, day: { year: today.year, month: today.month, day: today.day } }
    : due;
}

/**
 * A heading naming a house move or a trip with its day: "MOVE – Sat 5 Dec", "Moving checklist (moving day Sat 12 Dec)",
 * "Bariloche trip (we leave 19/12)", "SG → Jakarta trip Thu–Sat".
 */
const MOVE_HEADING =
  /\b(?:move|moving|mudanza|umzug|d[ée]m[ée]nagement|flytt|verhuizing|trip|travel|we leave|flight)\b/i;
/** An item that is done on the move's day itself: "read the meters on moving day", "keys on closing day", "on the day". */
const ON_MOVE_DAY = /\b(?:(?:moving|move|closing|handover|completion)\s+day|on the day)\b/i;

/** A weekday in a heading, of any language: "Sat 5 Dec", "Press 7 changeover – Monday night shift", "terça 24/11". */
const HEADING_WEEKDAY = new RegExp(
  String.raw`(?:^|[^\p{L}])(?:${WEEKDAY_NAME}|${FOREIGN_WEEKDAY})(?![\p{L}])`,
  'iu',
);
/** A date said on the calendar, with a number or a month: "2 Dec", "4/8", "the 23rd", "end of Nov". */
const ON_THE_CALENDAR = new RegExp(String.raw`\d|\b(?:${MONTH_WORD})\b`, 'i');

/** A deadline anywhere in a heading: "Ahead of the auditors arriving on Dec 7, could you please:", "Due 4 Dec:". */
const HEADING_DEADLINE = new RegExp(String.raw`\b(?:${DEADLINE_WORDS}|ahead of|in time for)\b`, 'i');

/**
 * Whether a heading names an event with its calendar date and words of its own: "Manaslu group (6 pax, arriving 2
 * Dec):", "Checklist: Pre-listing 4/8", "## Rentals — end of Nov", "## Week of the 23rd". Not a day in a plan, said
 * with its weekday ("To do – Tue 24 Nov", "Press 7 changeover – Monday night shift"), a deadline ("Due Dec 3:"), today's
 * or tomorrow's list, nor a heading that is only its date ("7 Dec:").
 */
function namesEventDay(heading: string, due: DueMatch | null, today: ZonedNow): boolean {
  // (The section's day may be one the heading points back to: only the heading's own date is read here.)
  if (!due || heading.slice(due.index, due.index + due.text.length) !== due.text) return false;
  if (!ON_THE_CALENDAR.test(due.text)) return false;
  if (HEADING_WEEKDAY.test(heading) || NAMES_NOW_OR_NEXT.test(heading) || HEADING_DEADLINE.test(heading))
    return false;
  if (formatDay(due.day) === formatDay(today)) return false;
  const words = `${heading.slice(0, due.index)} ${heading.slice(due.index + due.text.length)}`;
  return /\p{L}{3}/u.test(words);
}

/**
 * Whether an item under a heading that dates an event is only getting ready for it: a house move ("MOVE – Dec 12") or
 * a group arriving ("Manaslu group (arriving 2 Dec):"). Its items ("order boxes", "restricted area papers") are not due
 * on the event's day, unless they say they are done on a move's day ("photos of the meter readings on moving day"); a
 * day counted from it ("the night before") is read apart.
 */
export function preparesForEvent(
  heading: string,
  headingDue: DueMatch | null,
  item: string,
  today: ZonedNow,
): boolean {
  if (ON_MOVE_DAY.test(item)) return false;
  return MOVE_HEADING.test(heading) || namesEventDay(heading, headingDue, today);
}

/** An hour or a part of the day said on a line: "at 6", "@ 3", "antes de las 6", "for dinner", "pharmacy se shaam ko". */
const SAYS_WHEN_IN_DAY =
  /(?:\b(?:at|by|before|after|till|until|around|from|las|um|à|alle)\s+|@\s*)\d{1,2}(?:[:.h]\d{2})?(?!\d|[.,]\d)|\d\s*(?:am|pm)\b|\b(?:morning|afternoon|evening|night|tonight|tonite|lunch(?:time)?|dinner|breakfast|noon|midday|arvo|shaam|subah)\b/i;

/**
 * A heading's day said as a weekday, a date or the word for today ("Tuesday list", "To do – Tue 24 Nov", "sync notes
 * 11/24", "Today:", "Priority today", "to-do de hoy", "aaj ka kaam", "tonight list").
 */
const DAY_STAMP = new RegExp(
  String.raw`\d|\b(?:${WEEKDAY_NAME}|${FOREIGN_WEEKDAY}|${TODAY_WORDS}|aaj)(?![\p{L}])`,
  'iu',
);

/**
 * Whether an item under a heading that stamps today ("Tuesday list" on a Tuesday, "To do – Tue 24 Nov", "Today:",
 * "Lista de hoy") takes no date from it: the heading says when the list was written, not that its items fall due that
 * day. Only an item that says when in the day it is done ("bring Nikos to football at 6", "pick up poke for dinner")
 * is today's, and so is all of a list headed by a deadline ("Due today:", "by 5 today").
 */
export function undatedUnderDayStamp(heading: DueMatch, today: ZonedNow, line: string): boolean {
  return (
    formatDay(heading.day) === formatDay(today) &&
    DAY_STAMP.test(heading.text) &&
    !DEADLINE_WORD.test(heading.text) &&
    !SAYS_WHEN_IN_DAY.test(line)
  );
}

const NAMES_NOW_OR_NEXT = new RegExp(
  String.raw`(?:^|[^\p{L}])(?:${TODAY_WORDS}|${TOMORROW_WORDS}|aaj|kal)(?![\p{L}])`,
  'iu',
);

/**
 * Whether a line takes no date from a label said inline at the start of an earlier line ("Saturday: inspect the hives"
 * over "print the shipping labels", "Sat morning: check the hives. … Pay council tax."): the label dates what is said
 * with it on its own line, not the lines after it. A line that says when in the day it is done ("… before 6", "for
 * dinner") is still the label's day, and so is all of a "Today"/"Tomorrow" list; a span kept as words ("Weekend
 * jobs:", "This week:") stays with every line.
 */
export function undatedPastInlineLabel(label: string, line: string): boolean {
  if (NAMES_NOW_OR_NEXT.test(label) || SAYS_WHEN_IN_DAY.test(line)) return false;
  const said = findDue(label, ANY_DAY);
  return said !== null && !VAGUE_SPAN.test(said.text.trim());
}

/** A heading opening with a day: "## Wed 25", "Yesterday:", "Tomorrow:", "Today:", "THU — plant closed". */
const NAMES_A_DAY = new RegExp(
  String.raw`^[^\p{L}\d]*(?:${WEEKDAY_NAME}|${FOREIGN_WEEKDAY}|${TODAY_WORDS}|${TOMORROW_WORDS}|yesterday|aaj|kal)(?![\p{L}])`,
  'iu',
);

const NAMES_TODAY = new RegExp(String.raw`^[^\p{L}\d]*(?:${TODAY_WORDS}|aaj)(?![\p{L}])`, 'iu');

/**
 * Whether the headings set out a plan by day ("## Mon 23", "## Tue 24 ← today", "## Wed 25"; a standup's "Yesterday:"
 * and "Today:"): there today's heading dates its items as the other days' do. "Today:" and "Tonight:" are one day.
 */
export function plannedByDay(headings: string[]): boolean {
  const days = headings.filter((heading) => NAMES_A_DAY.test(heading));
  return days.length >= 2 && days.some((heading) => !NAMES_TODAY.test(heading));
}

/** A weekday or "next week" said with nothing before it that makes it a time: "Thursday", not "before Thursday". */
const BARE_DAY = new RegExp(`^(?:${WEEKDAY_NAME}|ne?xt (?:week|wk))$`, 'i');
/** "'s" and a noun after a day: "Thursday's appointment", not "Thursday's the deadline", "Friday's fine". */
const OWNER_OF =
  /^['’]s\s+(?!(?:the|a|an|my|our|your|his|her|their|its|no|not|fine|ok|okay|good|bad|best|better|too|also|still|when|going|gonna|out|off|free|busy|full|packed|looking|chaos|thanksgiving|christmas|over|done|booked)\b)\p{L}/iu;

/**
 * A weekday said as the name of a thing, as "Thursday's" is: a noun right after it ("cancel the Friday gym class", "text
 * Gran about Sunday lunch"), not a part of the day or a word that goes on with a time or a clause ("Friday morning",
 * "the Friday after", "Friday at 3", "Friday is fine").
 */
const NAMES_THING_AFTER =
  /^\s+(?!(?:morning|afternoon|evening|night|am|pm|noon|midday|lunchtime|eod|cob|at|by|before|after|and|or|to|for|from|with|in|on|the|a|an|i|we|is|it|if|so|then|but|because|cause|bc|as|till|until|first|last|latest|week|please|pls|too|also|instead|not|no|yeah|ok|okay|that|this|works)\b)\p{L}/iu;
/**
 * What is done to the thing so named, right before its day: what a call or a text is "about" ("text Gran about Sunday
 * lunch", "ring the support line about the Saturday double-bookings"), or a thing cancelled or moved ("cancel the
 * Friday gym class", "move my Thursday marking"). The day is the thing's, not when to call or cancel.
 */
const NAMES_THING_BEFORE =
  /\babout\s+(?:the\s+)?$|\b(?:cancel(?:l?ing)?|call\s+off|mov(?:e|ing)|resched\w*)\s+(?:the|my|our|her|his|their|your)\s+$/i;

/** "for" and a weekday: "for Saturday", "for next Wednesday". */
const FOR_A_DAY = new RegExp(`^for\\s+(?:(?:this|next)\\s+)?${WEEKDAY_NAME}$`, 'i');
/**
 * A verb that gets, pays for, sends or books a thing, before "for Saturday's gig": "book a car to the airport", "pay the
 * ground fee", "email the guest the link", "print the scores". Work readied by the event ("prepare the slides", "write
 * the postmortem", "get the deck ready") and what is brought to it ("bring oranges") are not.
 */
const GETS =
  /\b(?:get|getting|grab\w*|buy\w*|bought|order\w*|pick(?:ing)?\s+up|pay|pays|paying|paid|send\w*|sent|e-?mail\w*|book|books|booking|booked|reserv\w*|hir(?:e|es|ed|ing)|rent\w*|print\w*|submit\w*)\b/i;
const READIES =
  /\b(?:prep|prepar\w*|write|writing|draft\w*|plan|planning|pull|do|doing|sort|sorting|finish\w*|put together|ready)\b/i;
/** "Friday's filing deadline", "Monday's cut-off": the day is the deadline itself. */
const OWNS_A_DEADLINE = /^['’]s\s+(?:[\p{L}-]+\s+){0,2}(?:deadline|cut-?off|due date)\b/iu;

/** A weekday with its part of the day at most: "Sunday", "fri pm", "Saturday night". */
const WEEKDAY_PART = new RegExp(`^${WEEKDAY_NAME}(?:\\s+(?:am|pm|morning|afternoon|evening|night))?$`, 'i');
const SWAP_VERB = '(?:swap(?:s|ped|ping)?|trad(?:e|es|ed|ing)|switch(?:es|ed|ing)?)';
/**
 * What is swapped or covered, right before the day that names it: "swap my", "swapping the", "cover my", or a swap
 * opening the task or after "to" ("swap Sunday with Lukas"). "Cookie swap sat" is a swap on Saturday, and "agreed to
 * cover the Saturday shift" is the user's own work that day.
 */
const SWAPPED = new RegExp(
  String.raw`\b${SWAP_VERB}\s+(?:my|her|his|their|our|your|the)\s+$|(?:^[\s\W]*|\bto\s+)${SWAP_VERB}\s+$|\bcover(?:s|ed|ing)?\s+my\s+$`,
  'i',
);

/**
 * A thing moved, right before the day it is moved to: "move the leaf pickup to", "push SKU 220 to", "move the PM up
 * to", "reagendar el dentista para". "Moved to Friday" said as news ("take the dog to the vet, moved to Fri") is the thing's day
 * and the task's.
 */
const MOVED_TO =
  /\b(?:move|moving|push|pushing|resched\w*|postpon\w*|rebook\w*|reagendar|mover|verschieben)\b[^.;!?]{0,60}?\b(?:to|till|until|para|auf)\s+$/i;

/**
 * Whether a day found in a task's words only says whose a thing is: "call the dentist to move Thursday's appointment",
 * "write up my notes from Monday's interview", "plan next week's unit". With no word of time before it ("before
 * Thursday's rehearsal", "for Saturday's gig", "present it in Monday's meeting") it is the thing's day, not the task's.
 * So does the day of a shift swapped or covered ("swap my Sunday shift with Kemi", "ask Ana to cover my fri pm
 * patients"): which shift it is, not when to arrange it. And so does the day a thing is moved to ("move my dentist
 * appointment to next week", "push the leaf pickup to Friday"): the thing's new day, not when to move it.
 */
export function onlyOwnerOfThing(text: string, due: DueMatch): boolean {
  const before = text.slice(0, due.index);
  if (WEEKDAY_PART.test(due.text.trim()) && SWAPPED.test(before)) return true;
  if (MOVED_TO.test(before)) return true;
  const after = text.slice(due.index + due.text.length);
  // "book a car to the airport for Sunday's flight": what is got for the event, not work readied by it nor a deadline.
  if (
    FOR_A_DAY.test(due.text.trim()) &&
    OWNER_OF.test(after) &&
    GETS.test(before) &&
    !READIES.test(before) &&
    !OWNS_A_DEADLINE.test(after)
  )
    return true;
  if (!BARE_DAY.test(due.text.trim())) return false;
  // "present the figures in Monday's meeting": done at it, so on its day.
  if (OWNER_OF.test(after)) return !/\bin\s+$/i.test(before);
  return (
    WEEKDAY_ALONE.test(due.text.trim()) && NAMES_THING_AFTER.test(after) && NAMES_THING_BEFORE.test(before)
  );
}

/** "pen the cattle the evening before" (with the date in another clause): the borrowed date moves by this many days. */
export function borrowedDateShift(text: string): number {
  const shift = DAY_PART_ALONE.exec(text.trim());
  return shift ? partShift(shift) : 0;
}
