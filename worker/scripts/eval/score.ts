/**
 * @module scripts/eval/score — the scoring rules of ../shared/eval/README.md: a produced task matches an
 * expected one when every `must` word appears (as a word prefix) in its title or description; matching is
 * one-to-one (maximum bipartite matching); due dates are judged against the day the run happens in the
 * case's time zone.
 */
import {
  addDays,
  type CalendarDay,
  formatDay,
  lastDayOfMonth,
  nextMonthDay,
  nextWeekday,
  parseDay,
  weekdayOf,
} from '../../src/ai/local/calendar.js';

export interface ExpectedTask {
  title: string;
  must: string[];
  due?: string;
  tag?: string;
  people?: string[];
}

export interface EvalCase {
  id: string;
  timeZone: string;
  extraTags?: string[];
  text: string;
  expected: { tasks: ExpectedTask[] };
}

export interface ProducedTask {
  title: string;
  description: string;
  tag: string;
  dueDate: string | null;
  /** Names linked to the task (the API's assignees, the provider's people). */
  people: string[];
}

export interface CaseScore {
  id: string;
  produced: number;
  expected: number;
  matched: number;
  dueTotal: number;
  dueOk: number;
  tagTotal: number;
  tagOk: number;
  peopleTotal: number;
  peopleOk: number;
  /** Matched tasks whose row gives no `due` at all (the text gives no date for them). */
  undatedTotal: number;
  /** …of which the produced task carries a date anyway: a date where none was said. Not part of the due accuracy
   * (that counts the rows with a `due`), so it is its own figure; lower is better. */
  undatedLeaks: number;
  /** Human-readable problems, for --verbose. */
  misses: string[];
}

const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export function matches(produced: ProducedTask, expected: ExpectedTask): boolean {
  const haystack = `${produced.title} ${produced.description}`;
  return expected.must.every((word) =>
    new RegExp(`(?:^|[^\\p{L}\\p{N}])${escapeRegExp(word)}`, 'iu').test(haystack),
  );
}

/** Maximum one-to-one matching (Kuhn's algorithm): index of the produced task for each expected one, or -1. */
export function matchTasks(produced: ProducedTask[], expected: ExpectedTask[]): number[] {
  const owner = new Array<number>(produced.length).fill(-1);
  const edges = expected.map((e) => produced.map((p, i) => (matches(p, e) ? i : -1)).filter((i) => i >= 0));
  const assign = (e: number, seen: Set<number>): boolean => {
    for (const p of edges[e]!) {
      if (seen.has(p)) continue;
      seen.add(p);
      if (owner[p] === -1 || assign(owner[p]!, seen)) {
        owner[p] = e;
        return true;
      }
    }
    return false;
  };
  for (let e = 0; e < expected.length; e++) assign(e, new Set());
  const result = new Array<number>(expected.length).fill(-1);
  owner.forEach((e, p) => {
    if (e >= 0) result[e] = p;
  });
  return result;
}

/** The dates a `due` spec accepts, given today in the case's zone. */
export function acceptedDates(spec: string, today: CalendarDay): string[] {
  const rel = /^\+(\d+)([dw])$/.exec(spec);
  if (rel) return [formatDay(addDays(today, Number(rel[1]) * (rel[2] === 'w' ? 7 : 1)))];
  if (spec === 'today') return [formatDay(today)];
  if (spec === 'tomorrow') return [formatDay(addDays(today, 1))];
  if (spec.startsWith('weekday:')) {
    const next = nextWeekday(today, WEEKDAYS.indexOf(spec.slice(8, 11)));
    return [formatDay(next), formatDay(addDays(next, 7))];
  }
  if (spec === 'nextweek') {
    const monday = nextWeekday(today, 1);
    return Array.from({ length: 7 }, (_, i) => formatDay(addDays(monday, i)));
  }
  if (spec === 'eom') {
    const last = lastDayOfMonth(today.year, today.month);
    const weekday = weekdayOf(last);
    const working = weekday === 6 ? addDays(last, -1) : weekday === 0 ? addDays(last, -2) : last;
    return [...new Set([formatDay(last), formatDay(working)])];
  }
  const monthDay = /^(\d{2})-(\d{2})$/.exec(spec);
  if (monthDay) {
    const day = nextMonthDay(today, Number(monthDay[1]), Number(monthDay[2]));
    return day ? [formatDay(day)] : [];
  }
  const dayOfMonth = /^day:(\d{1,2})$/.exec(spec);
  if (dayOfMonth) {
    // "the 15th": this month's unless it has passed, else the next month that has one.
    for (let ahead = 0; ahead < 3; ahead++) {
      const month = ((today.month - 1 + ahead) % 12) + 1;
      const year = today.year + Math.floor((today.month - 1 + ahead) / 12);
      const day = parseDay(formatDay({ year, month, day: Number(dayOfMonth[1]) }));
      if (day && formatDay(day) >= formatDay(today)) return [formatDay(day)];
    }
    return [];
  }
  return parseDay(spec) ? [spec] : [];
}

/** The same set of people, case-insensitively, a title ignored and a surname optional ("Dr. Patel" ~ "Patel", "Wei" ~ "Wei Ling"). */
/** A title of respect, office or kin before a name ("Dr. Patel", "Coach Dave", "Auntie Pua", "Tía Rosa"): writers
 * differ on whether they keep it, and it names the same person either way. Only before another word, so "Nana" or
 * "Coach" alone stays a name. */
const TITLE_BEFORE_NAME =
  /^(?:dr|mr|mrs|ms|mx|prof|reverend|rev|fr|father|pastor|rabbi|imam|sister|brother|coach|auntie|aunty|aunt|uncle|tía|tia|tío|tio|tita|tito|tante|onkel|zia|zio|nana|nan|granny|grandma|grandpa|gran|cousin|frau|herr|mme|madame|mlle|monsieur|m|señor|senor|señora|senora|sr|sra|srta|don|doña|dona|dom|khun|kru|mang|aling|ate|kuya|tata|mama|abuela|abuelo|lola|lolo|pak|bu|ibu|principal)\.?\s+(?=\S)/;

export function samePeople(produced: string[], expected: string[]): boolean {
  const key = (name: string) => name.toLowerCase().replace(TITLE_BEFORE_NAME, '').trim();
  const got = new Set(produced.map(key));
  const want = new Set(expected.map(key));
  if (got.size !== want.size) return false;
  return [...want].every((w) =>
    [...got].some((g) => g === w || g.startsWith(`${w} `) || w.startsWith(`${g} `)),
  );
}

export function scoreCase(testCase: EvalCase, produced: ProducedTask[], today: CalendarDay): CaseScore {
  const expected = testCase.expected.tasks;
  const pairing = matchTasks(produced, expected);
  const score: CaseScore = {
    id: testCase.id,
    produced: produced.length,
    expected: expected.length,
    matched: pairing.filter((p) => p >= 0).length,
    dueTotal: 0,
    dueOk: 0,
    tagTotal: 0,
    tagOk: 0,
    peopleTotal: 0,
    peopleOk: 0,
    undatedTotal: 0,
    undatedLeaks: 0,
    misses: [],
  };
  expected.forEach((exp, e) => {
    const p = pairing[e]!;
    if (p < 0) {
      score.misses.push(`missed: "${exp.title}" (must: ${exp.must.join(', ')})`);
      return;
    }
    const task = produced[p]!;
    if (exp.due === 'none') {
      // A vague phrase ("before the holidays", "Q1") is kept as text: no invented date.
      score.dueTotal++;
      if (task.dueDate === null) score.dueOk++;
      else score.misses.push(`due: "${task.title}" got ${task.dueDate}, wanted none`);
    } else if (exp.due) {
      score.dueTotal++;
      const accepted = acceptedDates(exp.due, today);
      if (task.dueDate && accepted.includes(task.dueDate)) score.dueOk++;
      else
        score.misses.push(
          `due: "${task.title}" got ${task.dueDate ?? 'none'}, wanted ${exp.due} (${accepted.join('|')})`,
        );
    } else {
      score.undatedTotal++;
      if (task.dueDate !== null) {
        score.undatedLeaks++;
        score.misses.push(`dated: "${task.title}" got ${task.dueDate}, its row gives it no date`);
      }
    }
    if (exp.tag) {
      score.tagTotal++;
      if (task.tag === exp.tag) score.tagOk++;
      else score.misses.push(`tag: "${task.title}" got ${task.tag}, wanted ${exp.tag}`);
    }
    if (exp.people) {
      score.peopleTotal++;
      if (samePeople(task.people ?? [], exp.people)) score.peopleOk++;
      else
        score.misses.push(
          `people: "${task.title}" got [${(task.people ?? []).join(', ')}], wanted [${exp.people.join(', ')}]`,
        );
    }
  });
  produced.forEach((task, p) => {
    if (!pairing.includes(p)) score.misses.push(`extra: "${task.title}"`);
  });
  return score;
}

export interface Totals {
  precision: number;
  recall: number;
  f1: number;
  dueAccuracy: number;
  tagAccuracy: number;
  peopleAccuracy: number;
  produced: number;
  expected: number;
  matched: number;
  dueTotal: number;
  dueOk: number;
  tagTotal: number;
  tagOk: number;
  peopleTotal: number;
  peopleOk: number;
  /** Matched tasks with no `due` in their row, and how many of them got a date anyway. */
  undatedTotal: number;
  undatedLeaks: number;
}

export function totals(scores: CaseScore[]): Totals {
  const sum = (key: keyof CaseScore) => scores.reduce((n, s) => n + (s[key] as number), 0);
  const produced = sum('produced');
  const expected = sum('expected');
  const matched = sum('matched');
  const precision = produced === 0 ? (expected === 0 ? 1 : 0) : matched / produced;
  const recall = expected === 0 ? 1 : matched / expected;
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  const dueTotal = sum('dueTotal');
  const dueOk = sum('dueOk');
  const tagTotal = sum('tagTotal');
  const tagOk = sum('tagOk');
  const peopleTotal = sum('peopleTotal');
  const peopleOk = sum('peopleOk');
  return {
    precision,
    recall,
    f1,
    dueAccuracy: dueTotal === 0 ? 1 : dueOk / dueTotal,
    tagAccuracy: tagTotal === 0 ? 1 : tagOk / tagTotal,
    peopleAccuracy: peopleTotal === 0 ? 1 : peopleOk / peopleTotal,
    produced,
    expected,
    matched,
    dueTotal,
    dueOk,
    tagTotal,
    tagOk,
    peopleTotal,
    peopleOk,
    undatedTotal: sum('undatedTotal'),
    undatedLeaks: sum('undatedLeaks'),
  };
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
