/**
 * @module ai/local/learned-tags — a per-user naive Bayes model over what this user has tagged: their own
 * tasks' titles and, weighted more, every correction they made (re-tagging a task, rewording its title).
 * The extractor consults it for each task; it speaks only when the task shares words with the user's
 * examples and one tag clearly wins, so a new user (no examples) gets the keyword tags unchanged.
 */
import { memoize } from '@mynd/shared';
import { type KeywordEvidence, words } from './tags.js';

export interface TagExample {
  /** A task title (and description) the user tagged. */
  text: string;
  tag: string;
  /** 1 for a task as it stands, more for an explicit correction. */
  weight: number;
}

export interface TagGuess {
  tag: string;
  /** Posterior probability among the tags with examples. */
  probability: number;
  /** Summed example weight of the words the text shares with the winning tag. */
  support: number;
  /** The part of `support` from the user's corrections (re-tags, retitles), as against tasks merely kept. */
  corrected: number;
  /**
   * How many of the winning tag's examples share each word with the text, summed over the words: 1 when one example
   * shares one word ("Order a cluster of grapes" with "Upgrade the staging cluster"), 2 or more when two examples do
   * or one shares two words. `correctedBacking` counts the corrections only.
   */
  backing: number;
  correctedBacking: number;
}

/**
 * Words too common in to-dos to say anything about an area of life: in English, and the articles, prepositions and
 * errand verbs of the languages mixed into dumps ("los", "für", "pagar"), written as words() reads them.
 */
const GENERIC = new Set(
  `the a an and or of to for in on at by with from my our your their this that it is be me we i you up out new
  call send book buy get make check email ask review update fix write order pay set do go take bring put find
  tell talk meet schedule plan prepare finish start sort pick give share read look see try need next week today
  tomorrow monday tuesday wednesday thursday friday saturday sunday before after about again also
  los las del por para con una uno unos unas que les des une aux pour avec sur dans der die das den dem ein eine
  einen einem einer und für mit von zum zur bei aus auf nach dei della delle degli gli per che nel nella dos nos nas
  uma com pelo pela
  llamar enviar mandar reservar comprar pagar pedir hacer revisar appeler envoyer réserver acheter payer commander
  faire vérifier anrufen schicken buchen kaufen bezahlen bestellen machen prüfen chiamare inviare prenotare
  comprare pagare ordinare fare controllare ligar marcar fazer`.split(/\s+/),
);

function stem(word: string): string {
  return word.length > 4 ? word.replace(/(?:ing|es|s|ed)$/, '') : word;
}

export function contentWords(text: string): string[] {
  return [
    ...new Set(
      words(text)
        .filter((w) => w.length > 2 && !GENERIC.has(w) && !/^\d+$/.test(w))
        .map(stem),
    ),
  ];
}

/**
 * An example's content words, kept across dumps (shared memo): the examples are the user's own tasks, the same
 * texts dump after dump, and reading their words was most of what training cost (300 examples: every word through
 * `words`, the filter and the stemmer, on every dump).
 */
const exampleWords = memoize(contentWords);

export interface TagModel {
  guess(text: string): TagGuess | null;
}

const MIN_PROBABILITY = 0.7;
const MIN_SUPPORT = 2;

export function trainTagModel(examples: readonly TagExample[], tags: readonly string[]): TagModel | null {
  const allowed = new Set(tags);
  const counts = new Map<string, Map<string, number>>();
  const totals = new Map<string, number>();
  const priors = new Map<string, number>();
  const vocabulary = new Set<string>();
  /** Per tag, each word's weight from corrections only. */
  const fixed = new Map<string, Map<string, number>>();
  /** Per tag, how many examples (and how many corrections) have each word. */
  const examplesWith = new Map<string, Map<string, number>>();
  const correctionsWith = new Map<string, Map<string, number>>();
  const bump = (of: Map<string, Map<string, number>>, tag: string, word: string) => {
    const perTag = of.get(tag) ?? new Map<string, number>();
    of.set(tag, perTag);
    perTag.set(word, (perTag.get(word) ?? 0) + 1);
  };
  for (const example of examples) {
    if (!allowed.has(example.tag) || example.tag === 'Unsorted') continue;
    const perTag = counts.get(example.tag) ?? new Map<string, number>();
    counts.set(example.tag, perTag);
    const byCorrection =
      example.weight > 1 ? (fixed.get(example.tag) ?? new Map<string, number>()) : undefined;
    if (byCorrection) fixed.set(example.tag, byCorrection);
    priors.set(example.tag, (priors.get(example.tag) ?? 0) + example.weight);
    for (const word of exampleWords(example.text)) {
      perTag.set(word, (perTag.get(word) ?? 0) + example.weight);
      byCorrection?.set(word, (byCorrection.get(word) ?? 0) + example.weight);
      bump(examplesWith, example.tag, word);
      if (byCorrection) bump(correctionsWith, example.tag, word);
      totals.set(example.tag, (totals.get(example.tag) ?? 0) + example.weight);
      vocabulary.add(word);
    }
  }
  if (counts.size === 0) return null;
  const allPriors = [...priors.values()].reduce((a, b) => a + b, 0);
  return {
    guess(text) {
      const seen = contentWords(text).filter((w) => vocabulary.has(w));
      if (seen.length === 0) return null;
      const logs = [...counts].map(([tag, perTag]) => {
        const total = totals.get(tag) ?? 0;
        let log = Math.log((priors.get(tag) ?? 0) / allPriors);
        let support = 0;
        let corrected = 0;
        let backing = 0;
        let correctedBacking = 0;
        for (const word of seen) {
          const count = perTag.get(word) ?? 0;
          support += count;
          corrected += fixed.get(tag)?.get(word) ?? 0;
          backing += examplesWith.get(tag)?.get(word) ?? 0;
          correctedBacking += correctionsWith.get(tag)?.get(word) ?? 0;
          // Laplace smoothing over the user's vocabulary.
          log += Math.log((count + 1) / (total + vocabulary.size));
        }
        return { tag, log, support, corrected, backing, correctedBacking };
      });
      const top = Math.max(...logs.map((l) => l.log));
      const sum = logs.reduce((n, l) => n + Math.exp(l.log - top), 0);
      const best = logs.sort((a, b) => b.log - a.log)[0]!;
      const probability = 1 / sum;
      if (probability < MIN_PROBABILITY || best.support < MIN_SUPPORT) return null;
      const { tag, support, corrected, backing, correctedBacking } = best;
      return { tag, probability, support, corrected, backing, correctedBacking };
    },
  };
}

/** Two examples sharing a word with the task, or one sharing two: the user's habit, not one exception. */
const HABIT = 2;

/**
 * The tag of a task, given the model's guess and the keyword tag: the model decides when the keywords have no answer
 * of the task's own words, or agree. Against the task's own words it decides only on a habit: one correction that
 * shares a single word ("Order a cluster of grapes for the pooja" re-tagged Life) is the exception the user fixed,
 * not a rule for every "cluster" after it — so it takes no "Upgrade the staging cluster", nor one "Grab milk" every
 * "Grab diapers and formula". Against a clear meaning ("Renew the TLS certificate on the API gateway") only the
 * user's corrections count, a few kept tasks that share a verb ("Renew the car insurance") do not.
 */
export function learnedOrKeyword(
  guess: TagGuess | null | undefined,
  keyword: string,
  evidence: KeywordEvidence,
): string {
  if (!guess || guess.tag === keyword || evidence === 'none') return guess?.tag ?? keyword;
  if (evidence === 'some') return guess.backing >= HABIT ? guess.tag : keyword;
  return guess.corrected >= MIN_SUPPORT && guess.correctedBacking >= HABIT ? guess.tag : keyword;
}
