/**
 * @module ai/local/word-lexicon — compromise's English lexicon, read word by word: what classes it lists a lower-case
 * word under ("deposit" Singular, "renew" Infinitive, "maria" FemaleName), or null when it does not list the word.
 */
import nlp from 'compromise/two';

let lexicon: Record<string, string | string[]> | null = null;

/** The classes compromise's lexicon lists a lower-case word under, or null for a word it does not list. */
export function lexiconTags(word: string): string[] | null {
  lexicon ??= (nlp.model() as { one: { lexicon: Record<string, string | string[]> } }).one.lexicon;
  const entry = lexicon[word];
  if (entry === undefined) return null;
  return Array.isArray(entry) ? entry : [entry];
}
