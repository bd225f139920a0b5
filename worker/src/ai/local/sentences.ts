/**
 * @module ai/local/sentences — splits a mind dump into segments: list items and sentences, each with its
 * position in the original text so a task can quote its source verbatim.
 */

import { LIST_MARK } from './bullets.js';
import { compactText } from './compact-text.js';
import { GERMAN_DAY_BEFORE, MONTH_AFTER_ORDINAL, SHORT_MONTH, SHORT_WEEKDAY } from './dates.js';
import { isPersonName } from './names.js';

export interface Segment {
  /** The sentence or list item, verbatim (without its bullet marker). */
  text: string;
  /** Offset of `text` in the dump. */
  start: number;
  /** True for a bulleted or numbered list item. */
  bullet: boolean;
  /** Index of the source line, so list items of one list can be told apart from prose. */
  line: number;
  /** How far the source line is indented (a tab counts as four), so an item's sub-items can be told apart. */
  indent: number;
}

/** A line's bullet: a list mark (bullets.ts), a long dash, an open box, or an emoji set before each item ("📞 call the GP"). */
const BULLET = new RegExp(
  String.raw`^\s*(?:${LIST_MARK}|[–—>]|\[[ xX]?\]|\p{Extended_Pictographic}(?:\u{FE0F}|\u{200D}|\p{Extended_Pictographic})*)\s+`,
  'u',
);
const ABBREVIATIONS = new Set([
  'dr',
  'mr',
  'mrs',
  'ms',
  'prof',
  'st',
  'vs',
  'etc',
  'e.g',
  'i.e',
  'approx',
  'incl',
  'excl',
  'esp',
  'no',
  'inc',
  'ltd',
  'co',
  'jr',
  'sr',
  'sra',
  'srta',
  'dra',
  'engr',
]);

/** "Thurs." or "Dec." before a number is a date's short word, not a sentence's end. */
const SHORT_CALENDAR_WORD = new RegExp(`^(?:${SHORT_WEEKDAY}|${SHORT_MONTH})$`);

/** A reference's short word before its number: "ch. 3", "vol. 2", "fig. 4", "sec. 5", "pt. 2", "pp. 10", "Nr. 7". */
const REFERENCE_WORD = /^(?:ch|chap|vol|fig|sec|pt|pp|para|nr|ref)$/;

/** "…am 30" before its ordinal dot: a German day of the month (dates.ts reads it as one). */
const GERMAN_DAY_END = new RegExp(String.raw`\b(?:${GERMAN_DAY_BEFORE})\s+\d{1,2}$`, 'i');

/** How far on an aside's closing bracket may stand from a stop inside it for the stop to be the aside's. */
const SHORT_ASIDE = 40;

/**
 * Whether the stop from `from` to `to` is inside brackets opened before it on the line and closed at most
 * SHORT_ASIDE characters after it, with no bracket opened between.
 */
function insideShortAside(line: string, from: number, to: number): boolean {
  const open = line.lastIndexOf('(', from);
  if (open === -1 || line.lastIndexOf(')', from) > open || line.slice(from, to).includes(')')) return false;
  const close = line.indexOf(')', to);
  return close !== -1 && close - to <= SHORT_ASIDE && !line.slice(to, close).includes('(');
}

/** Sentence ends: terminal punctuation followed by space, unless the word before is an abbreviation. */
function sentenceBreaks(line: string): number[] {
  const breaks: number[] = [];
  const pattern = /[.!?…]+["')\]]*(?=\s+\S)/g;
  for (let match = pattern.exec(line); match; match = pattern.exec(line)) {
    // Letters of any script: "mãe." or "café." ends a sentence; only a lone letter is an initial.
    const before = /([\p{L}\p{N}_.'’]+)$/u.exec(line.slice(0, match.index))?.[1]?.toLowerCase() ?? '';
    if (match[0] === '.' && ABBREVIATIONS.has(before)) continue;
    // "to Eng. Hossam": the title engineers are given in Egypt or the Gulf, before a name ("to eng. Then…" ends one);
    // so "Fr. Noel", "Br. Omar", "Pn. Rohana", "Mdm. Lee" ("drop them off Fr. gym night moved" ends one: Friday).
    if (
      match[0] === '.' &&
      /^(?:eng|fr|br|pn|mdm)$/.test(before) &&
      isPersonName(/^\s+(\p{L}+)/u.exec(line.slice(match.index + 1))?.[1] ?? '')
    )
      continue;
    // A single capital letter before a dot is an initial ("J. Smith"), not a sentence end.
    if (match[0] === '.' && /^[a-z]$/i.test(before)) continue;
    // A short weekday or month with a date after it: "by Thurs. 12/3", "Dec. 5".
    if (match[0] === '.' && SHORT_CALENDAR_WORD.test(before) && /^\s+\d/.test(line.slice(match.index + 1)))
      continue;
    // "cut ch. 3 to 12k words", "see fig. 4": the number goes with its word ("the report is in ch. Then…" ends one).
    if (match[0] === '.' && REFERENCE_WORD.test(before) && /^\s+\d/.test(line.slice(match.index + 1)))
      continue;
    // A German ordinal date: "am 3. Dezember", "bis zum 15. Januar".
    if (match[0] === '.' && /^\d{1,2}$/.test(before) && MONTH_AFTER_ORDINAL.test(line.slice(match.index + 1)))
      continue;
    // A day written with dots, German-style, goes on in lower case: "TÜV am 3.12. um 8 Uhr", "laufen am 30. ab".
    if (
      match[0] === '.' &&
      (/^\d{1,2}\.\d{1,2}$/.test(before) ||
        (/^\d{1,2}$/.test(before) && GERMAN_DAY_END.test(line.slice(0, match.index)))) &&
      /^\s+\p{Ll}/u.test(line.slice(match.index + 1))
    )
      continue;
    // "(approved today!) → send the invoice now", "was due LAST Friday (!!) -> send it": an exclamation closing a
    // bracket is the aside's, and the sentence goes on after it ("(!).", with its own stop, ends one).
    if (/^!+\)$/.test(match[0])) continue;
    // "(booked? no — book them)", "(is that even allowed? ask Sanne, she did hers)", "(no school!! → Wed then)": a
    // question or an exclamation inside a short aside in brackets, closed a few words on, is the aside's; the sentence
    // goes on after it.
    if (/^[?!]/.test(match[0]) && insideShortAside(line, match.index, match.index + match[0].length))
      continue;
    // Speech trailing into a correction ("it lapses on the 9th... no, on the 19th") is one sentence.
    if (
      /\.\.|…/.test(match[0]) &&
      /^\s+(?:no|nope|sorry|actually|wait|or rather|i mean|make that|scratch that)\b/i.test(
        line.slice(match.index + match[0].length),
      )
    )
      continue;
    breaks.push(match.index + match[0].length);
  }
  return breaks;
}

const EMOJI_MARKER = /^\s*\p{Extended_Pictographic}/u;

/**
 * "😕 didn't go well" or "🎯 action items" over "- …" items: an emoji before a short line whose items below are marked
 * otherwise decorates a heading; it is no bullet of its own.
 */
function decoratesHeading(lines: string[], line: number, marker: string): boolean {
  if (!EMOJI_MARKER.test(marker)) return false;
  const body = lines[line]!.slice(marker.length).trim();
  if (body.split(/\s+/).length > 5 || /[.!?;,]$/.test(body)) return false;
  const next = lines.slice(line + 1).find((other) => other.trim() !== '');
  const nextMarker = next === undefined ? null : BULLET.exec(next);
  return nextMarker !== null && !EMOJI_MARKER.test(nextMarker[0]);
}

/** A line's last word when a sentence cannot end with it ("…and the"), and the space before it. */
const OPEN_LAST_WORD =
  /\s(?:the|a|an|and|or|but|to|of|for|with|from|by|into|your|our|my|his|her|their|its|if|than)[ \t]*$/i;
/** What a pattern's `.` does not match inside a line (lines are split at \n). */
const LINE_TERMINATOR = /[\r\u2028\u2029]/g;

/**
 * A line as long as a mail program wraps at that stops on a word a sentence cannot end with ("…confirm the delivery
 * window and the"): 54 characters or more, from a non-space, before that word's space, with no other line break among
 * them. A short one is a spoken thought trailing off ("call the guy because"). Found from the line's end, once: the
 * same test as one pattern (`\S.{53,}\s(?:the|…)[ \t]*$`) tried that pattern from every position of a long line
 * (a dictated paragraph is one line), which cost more CPU than the rest of the sentence splitting.
 */
function endsMidSentence(line: string): boolean {
  const last = OPEN_LAST_WORD.exec(line);
  if (!last) return false;
  let from = 0;
  for (const br of line.slice(0, last.index).matchAll(LINE_TERMINATOR)) from = br.index + 1;
  const first = line.slice(from, last.index).search(/\S/);
  return first !== -1 && last.index - (from + first) >= 54;
}

/**
 * Text pasted from a mail program that wraps its lines: a line that stops mid-sentence and a next line that goes on in
 * lower case ("Could you confirm the delivery window and the" / "parking by Thursday?") are one line. The break becomes
 * a space, so every offset stays where it was.
 */
export function joinWrappedLines(text: string): string {
  if (!text.includes('\n')) return text;
  const lines = text.split('\n');
  return lines
    .map((line, i) => {
      const next = lines[i + 1];
      const wraps =
        next !== undefined && endsMidSentence(line) && /^[ \t]*[a-z]/.test(next) && !BULLET.test(next);
      return wraps ? `${line} ` : `${line}\n`;
    })
    .join('')
    .slice(0, text.length);
}

export function splitSegments(text: string): Segment[] {
  const segments: Segment[] = [];
  let offset = 0;
  const lines = text.split('\n');
  lines.forEach((rawLine, line) => {
    const lineStart = offset;
    offset += rawLine.length + 1;
    const marker = BULLET.exec(rawLine);
    const indent = /^[ \t]*/.exec(rawLine)![0].replace(/\t/g, '    ').length;
    const bodyStart = marker ? marker[0].length : 0;
    const heading = marker !== null && decoratesHeading(lines, line, marker[0]);
    const body = rawLine.slice(bodyStart);
    let last = 0;
    for (const end of [...sentenceBreaks(body), body.length]) {
      const piece = body.slice(last, end);
      const lead = piece.length - piece.trimStart().length;
      const trimmed = piece.trim();
      if (/[\p{L}\p{N}]/u.test(trimmed)) {
        segments.push({
          text: compactText(trimmed),
          start: lineStart + bodyStart + last + lead,
          bullet: marker !== null && !heading,
          line,
          indent,
        });
      }
      last = end;
    }
  });
  return segments;
}
