/**
 * @module Text similarity: the duplicate-summary rule of spec section 5 and a general word-set similarity
 * used to find the most similar past task (assignee suggestions).
 */
import { toIsoDate } from './dates.js';
import { KEYWORD_STOP_WORDS, splitWords } from './keywords.js';
import { memoize } from './memo.js';

/** Summaries scoring above this are grouped as duplicates. */
export const DUPLICATE_THRESHOLD = 0.75;
export const KEY_TERM_BONUS = 0.05;
export const DIFFERENT_PEOPLE_FACTOR = 0.7;
export const DIFFERENT_DAY_FACTOR = 0.8;

/** Common English function words longer than 3 letters (shorter words are ignored anyway). */
// biome-ignore format: a word list reads better packed
const STOP_WORDS = new Set<string>([
  ...KEYWORD_STOP_WORDS,
  'about', 'above', 'after', 'again', 'against', 'also', 'because', 'before', 'being', 'below', 'between',
  'both', 'does', 'doing', 'down', 'during', 'either', 'ever', 'every', 'further', 'here', 'into', 'just',
  'more', 'most', 'much', 'must', 'need', 'needs', 'only', 'onto', 'over', 'same', 'should', 'some', 'such',
  'than', 'then', 'them', 'these', 'those', 'through', 'under', 'until', 'upon', 'very', 'what', 'when',
  'where', 'whether', 'while', 'whom', 'whose', 'within', 'without', 'your', 'yours', 'ours', 'shall',
  'might', 'also', 'like', 'make', 'made', 'many', 'want', 'going', 'really', 'thing', 'things',
]);

/** Capitalised words that are not names. */
// biome-ignore format: a word list reads better packed
const NOT_NAMES = new Set<string>([
  'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday', 'january', 'february',
  'march', 'april', 'june', 'july', 'august', 'september', 'october', 'november', 'december', 'today',
  'tomorrow', 'yesterday', 'the', 'and', 'but', 'for', 'our', 'my', 'we', 'you', 'he', 'she', 'it',
  'they', 'this', 'that', 'also', 'then', 'next', 'last',
]);

/** Words longer than 3 letters that are not stop words, lowercased, punctuation removed. */
export function contentWords(text: string): Set<string> {
  return new Set(splitWords(text).filter((w) => w.length > 3 && !STOP_WORDS.has(w)));
}

function jaccard(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const w of a) if (b.has(w)) shared++;
  return shared / (a.size + b.size - shared);
}

function intersectionSize(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  let n = 0;
  for (const w of a) if (b.has(w)) n++;
  return n;
}

/** Tokens of `text` with their original case, each flagged when it starts a sentence or line. */
function casedTokens(text: string): { token: string; initial: boolean }[] {
  const out: { token: string; initial: boolean }[] = [];
  for (const sentence of text.split(/[.!?;:\n]+/)) {
    sentence
      .split(/\s+/)
      .map((t) => t.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
      .filter(Boolean)
      .forEach((token, i) => {
        out.push({ token, initial: i === 0 });
      });
  }
  return out;
}

/**
 * Named people: capitalised words that do not start a sentence, are not all capitals (acronyms), are
 * not day or month names, taken from the summary text only (titles are often Title Case). Lowercased.
 */
export function namedPeople(text: string): Set<string> {
  const names = new Set<string>();
  for (const { token, initial } of casedTokens(text)) {
    if (initial || token.length < 2 || !/^\p{Lu}\p{Ll}/u.test(token)) continue;
    const lower = token.toLowerCase();
    if (!NOT_NAMES.has(lower) && !STOP_WORDS.has(lower)) names.add(lower);
  }
  return names;
}

/**
 * Key terms: the title's content words, plus any capitalised word of more than 3 letters that does not
 * start a sentence (names, products, places, acronyms) and any token with a digit ("Q3", "2026").
 */
export function keyTerms(title: string, content: string): Set<string> {
  const terms = new Set(contentWords(title));
  for (const { token, initial } of casedTokens(`${title}\n${content}`)) {
    const lower = token.toLowerCase();
    if (/\p{N}/u.test(token) && token.length >= 2) terms.add(lower);
    else if (!initial && /^\p{Lu}/u.test(token) && token.length > 3 && !STOP_WORDS.has(lower))
      terms.add(lower);
  }
  return terms;
}

export type SummaryLike = { title: string; content: string; createdAt: string | Date };

type Prepared = { words: Set<string>; keys: Set<string>; people: Set<string>; day: string | null };

function prepare(s: SummaryLike, timeZone?: string): Prepared {
  const created = new Date(s.createdAt);
  return {
    words: contentWords(`${s.title} ${s.content}`),
    keys: keyTerms(s.title, s.content),
    people: namedPeople(s.content),
    day: Number.isNaN(created.getTime()) ? null : toIsoDate(created, timeZone),
  };
}

function score(a: Prepared, b: Prepared): number {
  let s = jaccard(a.words, b.words) + KEY_TERM_BONUS * intersectionSize(a.keys, b.keys);
  if (a.people.size > 0 && b.people.size > 0 && intersectionSize(a.people, b.people) === 0) {
    s *= DIFFERENT_PEOPLE_FACTOR;
  }
  if (a.day && b.day && a.day !== b.day) s *= DIFFERENT_DAY_FACTOR;
  return Math.min(1, s);
}

/**
 * The spec's duplicate score, 0..1: the Jaccard share of shared words (|A∩B| / |A∪B| over the title and
 * summary words, ignoring words of 3 letters or fewer and stop words), plus 0.05 per shared key term;
 * × 0.7 when both name people and none in common; × 0.8 when created on different calendar days
 * (in `timeZone`, UTC by default); capped at 1.
 */
export function summarySimilarity(a: SummaryLike, b: SummaryLike, timeZone?: string): number {
  return score(prepare(a, timeZone), prepare(b, timeZone));
}

export type DuplicateGroup<T> = { items: T[]; similarity: number };

/**
 * Groups of 2 or more summaries where every pair scores above the threshold (complete linkage, seeded
 * in input order, each summary in at most one group). A group's similarity is the mean of its pairs'
 * scores. Nothing is compared when there is at most 1 summary.
 */
export function groupDuplicates<T extends SummaryLike & { id: string }>(
  items: readonly T[],
  options: { threshold?: number; timeZone?: string } = {},
): DuplicateGroup<T>[] {
  if (items.length <= 1) return [];
  const threshold = options.threshold ?? DUPLICATE_THRESHOLD;
  const prepared = items.map((item) => prepare(item, options.timeZone));
  const scores = items.map(() => new Array<number>(items.length).fill(0));
  for (let i = 0; i < items.length; i++) {
    for (let j = i + 1; j < items.length; j++) {
      const s = score(prepared[i]!, prepared[j]!);
      scores[i]![j] = s;
      scores[j]![i] = s;
    }
  }
  const used = new Set<number>();
  const groups: DuplicateGroup<T>[] = [];
  for (let seed = 0; seed < items.length; seed++) {
    if (used.has(seed)) continue;
    const members = [seed];
    for (let j = seed + 1; j < items.length; j++) {
      if (!used.has(j) && members.every((m) => scores[m]![j]! > threshold)) members.push(j);
    }
    if (members.length < 2) continue;
    let sum = 0;
    let pairs = 0;
    for (let x = 0; x < members.length; x++) {
      for (let y = x + 1; y < members.length; y++) {
        sum += scores[members[x]!]![members[y]!]!;
        pairs++;
      }
    }
    for (const m of members) used.add(m);
    groups.push({ items: members.map((m) => items[m]!), similarity: sum / pairs });
  }
  return groups;
}

/**
 * A light suffix stemmer so "deploy", "deploying" and "deployed" meet: -ies → -y, then -ing / -ed /
 * -s (not -ss), then a final -e; a stem never drops below 3 letters.
 */
export function stem(word: string): string {
  let w = word;
  if (w.endsWith('ies') && w.length > 5) w = `${w.slice(0, -3)}y`;
  else if (w.endsWith('ing') && w.length > 6) w = w.slice(0, -3);
  else if (w.endsWith('ed') && w.length > 5) w = w.slice(0, -2);
  else if (w.endsWith('s') && !w.endsWith('ss') && w.length > 4) w = w.slice(0, -1);
  if (w.endsWith('e') && w.length > 4) w = w.slice(0, -1);
  return w;
}

/**
 * The stems of a text's content words. Memoised: a mind dump compares its tasks with the user's past and open
 * tasks, whose texts are the same from one dump to the next. The set is shared, so it is read-only.
 */
export const keywordStems: (text: string) => ReadonlySet<string> = memoize(
  (text) => new Set([...contentWords(text)].map(stem)),
);

/** Jaccard similarity (0..1) of the two texts' keyword stems; 0 when either has none. */
export function textSimilarity(a: string, b: string): number {
  return jaccard(keywordStems(a), keywordStems(b));
}
