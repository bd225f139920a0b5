/** @module Topic keyword extraction for the keyword cloud and its AI analysis (spec sections 5 and 9). */

/** Exactly the spec's stop list. */
export const KEYWORD_STOP_WORDS = [
  'this',
  'that',
  'with',
  'from',
  'they',
  'have',
  'will',
  'been',
  'were',
  'said',
  'each',
  'which',
  'their',
  'time',
  'would',
  'there',
  'could',
  'other',
] as const;

export const KEYWORDS_EXTRACTED = 50;
export const KEYWORD_CLOUD_SHOWN = 30;
export const KEYWORDS_FOR_ANALYSIS = 20;
export const KEYWORD_MIN_LENGTH = 4;
export const KEYWORD_ANALYSIS_FAILED_MESSAGE = 'Unable to analyze keywords at this time. Please try again.';
export const NO_KEYWORDS_MESSAGE = 'No topics analyzed yet. Create some summaries to see keyword insights.';

const STOP = new Set<string>(KEYWORD_STOP_WORDS);

/** Lowercase words with punctuation removed (letters and digits of any script are kept). */
export function splitWords(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]/gu, '')
    .split(/\s+/)
    .filter(Boolean);
}

export type KeywordCount = { word: string; count: number };

/** The top `limit` words longer than 3 characters and not stop words, by count then alphabetically. */
export function extractKeywords(texts: readonly string[], limit = KEYWORDS_EXTRACTED): KeywordCount[] {
  const counts = new Map<string, number>();
  for (const text of texts) {
    for (const word of splitWords(text)) {
      if (word.length < KEYWORD_MIN_LENGTH || STOP.has(word)) continue;
      counts.set(word, (counts.get(word) ?? 0) + 1);
    }
  }
  return [...counts]
    .map(([word, count]) => ({ word, count }))
    .sort((a, b) => b.count - a.count || (a.word < b.word ? -1 : a.word > b.word ? 1 : 0))
    .slice(0, Math.max(0, limit));
}

/** 0..1 relative frequency, for sizing and fading a badge (0 when there is nothing to compare with). */
export function keywordWeight(count: number, max: number): number {
  if (!(max > 0) || !(count > 0)) return 0;
  return Math.min(1, count / max);
}
