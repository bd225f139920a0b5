/**
 * @module ai/local/compact-text — a piece of the dump as a string of its own, stored one byte per character when
 * every character fits (V8, in Node and in workerd, keeps such strings "one-byte").
 *
 * Why: a dump is one string; a single character above U+00FF in it (a phone's curly apostrophe, an em dash, an
 * emoji) makes the whole string two bytes per character, and every `slice` of it is a view into that string. The
 * extractor runs hundreds of patterns (case-insensitive, Unicode) over its clauses, and V8 runs them several times
 * slower on two-byte text. Copied once where a sentence is cut out and where a text is read for the extraction's
 * memory, the clauses without such a character are one-byte again: over the 800 dumps of cases-16 … 31 (392 of
 * them with such a character) the extractor's CPU fell by about a quarter (`npm run bench` prints the 10,000-character
 * dump). The copy has the same characters: JSON writes and reads every code unit back, lone surrogates included.
 */
export function compactText(text: string): string {
  return JSON.parse(JSON.stringify(text)) as string;
}
