/**
 * @module ai/local/keywords — the salient words of a text (no stop words, frequency-ranked), used for topic
 * titles, analyses and merged summaries.
 */
import { ACTION_VERBS } from './lexicon.js';
import { wordClasses } from './names.js';
import { words } from './tags.js';

const STOP_WORDS = new Set(
  `a about above after again against all also am an and any are aren't as at be because been before being below
  between both but by can can't cannot could couldn't did didn't do does doesn't doing don't down during each
  few for from further get got had hadn't has hasn't have haven't having he her here hers herself him himself his
  how i i'd i'll i'm i've if in into is isn't it it's its itself just let's like make me more most much must my
  myself need needs no nor not now of off on once only or other ought our ours ourselves out over own really
  same she should shouldn't so some such than that that's the their theirs them themselves then there there's
  these they this those through to too under until up very was wasn't we we'll we're were weren't what when
  where which while who whom why will with won't would wouldn't you your yours yourself also okay ok thing things
  stuff lot lots maybe still going want next last week weeks today tomorrow tonight monday tuesday wednesday
  thursday friday saturday sunday month months day days time remember ask tell call email send check sure think
  know new good great bit kind sort way able back first well even every again around since yet already behind brain dump nuts honestly feeling thought thoughts mind random quick
  done early late later soon asap yesterday right note notes todo todos reminder reminders list lists
  forget`.split(/\s+/),
);

export interface Keyword {
  word: string;
  count: number;
}

/**
 * Word classes that say how, when or that something happened, never what a topic is about: "actually", "anyway",
 * "asked", "cancelled", "expires", "better", "please".
 */
const NOT_ABOUT = new Set([
  'Adverb',
  'PastTense',
  'PresentTense',
  'Participle',
  'Expression',
  'Comparative',
  'Superlative',
  'Conjunction',
  'Preposition',
  'Pronoun',
  'Determiner',
  'Modal',
  'Copula',
  'Auxiliary',
  'QuestionWord',
  'Negative',
  'Value',
  'TextValue',
  'Cardinal',
  'Ordinal',
]);

/** Verbs and -ing forms say what to do, adverbs and verb forms how or that it happened: not what a topic is about. */
function isTopicWord(word: string): boolean {
  if (ACTION_VERBS.has(word) || /ing$/.test(word)) return false;
  if (word.endsWith('s') && ACTION_VERBS.has(word.slice(0, -1))) return false;
  const classes = wordClasses(word);
  return !(classes.length > 0 && classes.every((tag) => NOT_ABOUT.has(tag) || tag === 'Verb'));
}

/**
 * A word the lexicon knows only as an adjective or a verb ("long", "final", "pull"): it names a topic less often than a
 * thing does ("alert" is one of them), so among words said as often it comes after the things.
 */
function isNounless(word: string): boolean {
  const classes = wordClasses(word);
  return classes.length > 0 && classes.every((tag) => tag === 'Adjective' || tag === 'Infinitive');
}

/** The most frequent topic words of `text`; among words said as often, a thing before an adjective or a verb, then the one said first (not the alphabet's first). */
export function keywordsOf(text: string, limit = 10): Keyword[] {
  const counts = new Map<string, number>();
  for (const word of words(text)) {
    if (
      word.length <= 3 ||
      STOP_WORDS.has(word) ||
      /\d/.test(word) ||
      /['’]/.test(word) ||
      !isTopicWord(word)
    )
      continue;
    counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  return [...counts.entries()]
    .map(([word, count]) => ({ word, count, rank: count * 2 - (isNounless(word) ? 1 : 0) }))
    .sort((a, b) => b.rank - a.rank)
    .slice(0, limit)
    .map(({ word, count }) => ({ word, count }));
}
