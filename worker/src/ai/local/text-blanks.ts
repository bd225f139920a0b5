/**
 * @module ai/local/text-blanks — blanking a dump's text while keeping every offset, and the small line and
 * sentence helpers every reader of the clean-up shares (where a sentence ends, whether it starts with an
 * action, a list item's mark).
 */

import { LIST_MARK } from './bullets.js';
import { ACTION_VERBS } from './lexicon.js';
import { isPersonName, isWordName, looksLikeVerb } from './names.js';

/** A list item's mark (bullets.ts): "-", "•", "+", "→", "3.", "(2)", "b.". */
export const BULLET = LIST_MARK;

export const ITEM = new RegExp(String.raw`^\s*${BULLET}\s`);

/** Whether `said` has `word` as a word of its own, in any case ("@Farid", "farid,"). */
export const namesWord = (said: string, word: string) =>
  new RegExp(String.raw`(?<![\p{L}])${word.replace(/[^\p{L}\d]/gu, '')}(?![\p{L}])`, 'iu').test(said);

export function blank(text: string): string {
  return text.replace(/[^\n]/g, ' ');
}

/** Replaces [start, end) of `chars` with spaces. */
export function blankRange(chars: string[], start: number, end: number): void {
  // An entry emptied to make room for a longer name (see dictation) stays empty.
  for (let i = start; i < end; i++) if (chars[i] !== '\n' && chars[i] !== '') chars[i] = ' ';
}

/** Where line `k` starts in the text of `lines`. */
export function offsetOf(lines: string[], k: number): number {
  return lines.slice(0, k).reduce((n, line) => n + line.length + 1, 0);
}

/** A name of a person as a message or a chat writes it: one the lexicon takes for a name, or a name that is also a word. */
export function isNameOfPerson(word: string): boolean {
  return isPersonName(word) || isWordName(word);
}

/** Whether text starts with an imperative ("pull the report", "follow up w/ legal"). */
export function startsAction(text: string): boolean {
  const [first, second] = text.split(/\s+/, 2);
  if (!first || !/^[a-z]+$/.test(first)) return false;
  return ACTION_VERBS.has(first) || looksLikeVerb(first, second ?? '');
}

export function paragraphEnd(text: string, from: number): number {
  const found = /\n\s*\n/g;
  found.lastIndex = from;
  return found.exec(text)?.index ?? text.length;
}

export function sentenceEnd(text: string, from: number): number {
  const match = /[.!?](?=\s|$)|\n/g;
  match.lastIndex = from;
  const found = match.exec(text);
  return found ? found.index + 1 : text.length;
}

/** Where the sentence or line of a match at `at` starts: the match itself when a sentence ends right before it. */
export function lineOrSentenceStart(text: string, at: number): number {
  return Math.max(text.lastIndexOf('\n', at), /[.!?]\s+$/.test(text.slice(0, at)) ? at : -1) + 1;
}

/**
 * "Orion - renew the SSL cert" → "Orion:  renew the SSL cert": a tag's name before a dash heads its sentence as it
 * would before a colon. `from` is where the name ends, `to` where the text after the dash starts.
 */
export function asLabel(chars: string[], from: number, to: number): void {
  if (chars.slice(from, to).includes(':')) return;
  blankRange(chars, from, to);
  chars[from] = ':';
}
