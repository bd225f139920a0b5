/**
 * @module What a chat says in short, rewritten in place so every offset stays that of the input: a household's "we're
 * out of X" asks whoever shops to buy it ("we're also out of oat milk" → "buy oat milk"); the user's "ill grab both"
 * is their "I'll"; a reaction code or an emoji opening a message is the reaction it stands for.
 */

import { ACTION_VERBS } from './lexicon.js';
import type { PersonSpan } from './person-span.js';

/**
 * A sentence that only says something ran out: "we're out of dish soap and coffee", "also we've run out of foil!",
 * "I'm nearly out of contact lenses", "running low on nappies again".
 */
const RAN_OUT =
  /^(\s*(?:(?:also|and|oh|btw|fyi|ps|plus|so|ok|okay|ugh)[,!.]?\s+)*(?:(?:we|I)\s*(?:['’]?re|['’]?m|['’]?ve|are|am|have)\s+)?(?:(?:also|all|nearly|almost|completely|totally|officially|now|run(?:ning)?|ran)\s+)*(?:out of|low on)\s+)(?!(?:the|my|our|your|time|ideas|options|luck|town|office|space|room|sync|stock|money|budget|patience|breath|here|it|them)\b)([\p{L}\d][\p{L}\d'’ -]{1,60}?)(\s+(?:again|too|as well|now)|\s+(?=\p{Extended_Pictographic}))?\s*(?:[.!]+|\p{Extended_Pictographic}|\uFE0F|\s)*$/iu;
/** An answer that picks the things up by a pronoun ("I'll grab them", "can you get those?"): the answer is the task. */
const PICKED_UP = /\b(?:grab|get|buy|pick up|order|bring|fetch)\s+(?:them|those|these|both|some|it)\b/i;

interface Said {
  start: number;
  end: number;
  who: string | null;
}

/**
 * Rewrites another speaker's "we're out of X" as the request it is, "buy X", on no one but the user, unless one of the
 * next two messages picks the things up by a pronoun (that answer is the task).
 */
export function ranOut(chars: string[], text: string, messages: Said[], spans: PersonSpan[]): void {
  const sorted = [...messages].sort((a, b) => a.start - b.start);
  for (const [i, message] of sorted.entries()) {
    if (message.who === null) continue;
    const later = sorted.slice(i + 1, i + 3).map((next) => text.slice(next.start, next.end));
    if (later.some((said) => PICKED_UP.test(said))) continue;
    for (const part of text.slice(message.start, message.end).matchAll(/[^\n.!?]+[.!?]*/g)) {
      const m = RAN_OUT.exec(part[0]);
      if (!m) continue;
      const from = message.start + part.index;
      const to = from + m[1]!.length;
      for (let k = from; k < to; k++) if (chars[k] !== '\n' && chars[k] !== '') chars[k] = ' ';
      [...'buy'].forEach((letter, k) => {
        chars[to - 4 + k] = letter;
      });
      if (m[3]) for (let k = to + m[2]!.length; k < to + m[2]!.length + m[3].length; k++) chars[k] = ' ';
      spans.unshift({ start: from, end: from + part[0].length, person: null });
    }
  }
}

/** "ill grab both", "ok ill ask Lupita": "I'll" typed without its apostrophe, before a verb. */
const ILL = /(?=i)(?<=^|[.!?]\s+|^(?:ok|okay|yes|yeah|yep|sure|fine)[,!]?\s+)ill\s+(?=(\p{Ll}+))/giu;

/** Blanks the user's own "ill" before a verb, so what follows reads as what they will do. */
export function ownIll(chars: string[], text: string, messages: Said[]): void {
  for (const message of messages) {
    if (message.who !== null) continue;
    for (const line of text.slice(message.start, message.end).matchAll(/[^\n]+/g))
      for (const m of line[0].trimStart().matchAll(ILL)) {
        if (!ACTION_VERBS.has(m[1]!)) continue;
        const at = message.start + line.index + line[0].length - line[0].trimStart().length + m.index;
        for (let k = at; k < at + 3; k++) chars[k] = ' ';
      }
  }
}

/**
 * The words a chat answer opens with before the speaker's promise: "fine I'll look at it Thursday", "ahh sorry, will
 * approve them by Friday", "ok fine, I'll call him today", "ugh right, I'll fill the schedule in". They answer what was
 * said; the promise after them is the task.
 */
const ANSWER_OPENING =
  /^[ \t]*((?:(?:fine|alright|ah+|aw+|ay|sorry|soz|ugh|argh|right|lol|haha)[ \t]*[,.!]*[ \t]+)+)(?=(?:i['’]?ll|i will|will|i can|i['’]?m going to|gonna)\s)/i;

/** Blanks the answer words a chat message opens with before its speaker's promise (see ANSWER_OPENING). */
export function answerOpenings(chars: string[], text: string, messages: Said[]): void {
  for (const message of messages) {
    const m = ANSWER_OPENING.exec(text.slice(message.start, message.end));
    if (!m) continue;
    const at = message.start + m[0].length - m[1]!.length;
    for (let k = at; k < at + m[1]!.length; k++) if (chars[k] !== '\n') chars[k] = ' ';
  }
}

/** Yes in the languages a chat mixes in, and the English word of its length it reads as. */
const YES_WORDS: Record<string, string> = {
  ja: 'ok',
  jaa: 'yes',
  sim: 'yes',
  oui: 'yes',
  sí: 'ok',
  si: 'ok',
  da: 'ok',
  tak: 'yes',
  haan: 'yeah',
};
/**
 * A chat line's answer that opens with another language's yes ("Lerato: ja I'll do it tonight", "[09:02] Ana: sí,
 * will do"), before a promise or alone; not before other words ("ja ok but…"), which a task's description would show
 * rewritten.
 */
const OTHER_YES =
  /^([^\S\n]*(?:\[[^\]\n]{1,30}\][^\S\n]*|\d{1,2}[/.]\d{1,2}[/.]\d{2,4},?[^\S\n]+\d{1,2}:\d{2}[^\S\n]+-[^\S\n]+)?[\p{L} .'’-]{1,30}:[^\S\n]+)(ja|jaa|sim|oui|sí|si|da|tak|haan)(?=[,!.]?[^\S\n]+(?:i['’]?ll|ill|i will|will|i can|can do)\b|[,!.]*[^\S\n]*$)/gimu;

/** The text with a chat answer's yes in another language read as English ("ja I'll do it" → "ok I'll do it"). */
export function plainYes(text: string): string {
  return text.replace(OTHER_YES, (_whole, lead: string, yes: string) => {
    const english = YES_WORDS[yes.toLowerCase()]!;
    return `${lead}${yes[0] === yes[0]!.toUpperCase() ? english[0]!.toUpperCase() + english.slice(1) : english}`;
  });
}

/**
 * What a chat app's reaction code says, as a word of the length it has room for: a thumbs up or an ok hand is "ok", a
 * tick is "done"; any other (":eyes:", ":tada:", ":sob:") says nothing.
 */
const SHORTCODE_SAYS: Record<string, string> = {
  thumbsup: 'ok',
  thumbs_up: 'ok',
  '+1': 'ok',
  ok_hand: 'ok',
  ok: 'ok',
  white_check_mark: 'done',
  heavy_check_mark: 'done',
  ballot_box_with_check: 'done',
};
/** A Slack or Discord reaction code: ":thumbsup:", ":+1:", ":white_check_mark:" (not a clock's ":00:"). */
const SHORTCODE = /(?<![\p{L}\d:]):(\+1|-1|[a-z][a-z0-9_]*(?:[+-][a-z0-9_]+)*):(?![\p{L}\d])/gu;

/**
 * The text with a chat app's reaction codes read as what they say, length kept (":thumbsup: after lunch" → "ok
 * after lunch", ":white_check_mark: deployed" → "done deployed"): a reaction, never words of a title. (Not as the emoji
 * they show: an emoji opening a line reads as an item's bullet.)
 */
export function plainShortcodes(text: string): string {
  if (!text.includes(':')) return text;
  return text.replace(SHORTCODE, (whole, code: string) => {
    const says = SHORTCODE_SAYS[code] ?? '';
    return `${says}${' '.repeat(whole.length - says.length)}`;
  });
}

/** A reaction that says yes: a thumbs up, an ok hand, folded or raised hands. */
const YES_REACTION = /^(?:👍|👌|🙏|🙌|🤝|🆗)/u;
/** The emoji opening a message, with their skin tones, variation selectors and joiners; not a tick (a "done"). */
const OPENING_EMOJI = /(?![✅✔☑])(?:\p{Extended_Pictographic}|\p{Emoji_Modifier}|\uFE0F|\u200D)+/uy;

/**
 * The text with the emoji a chat message opens with read as the reaction it is, length kept: a thumbs up or folded
 * hands is "ok" ("Sam: 👍 today" — "ok today", the answer that dates the request), any other ("😩 fine", "😍 will dig
 * some out") says nothing. Blanked in `chars`: no word of a task, and no list item's bullet.
 */
export function plainReactions(chars: string[], text: string, messages: Said[]): string {
  let heard = text;
  for (const message of messages) {
    OPENING_EMOJI.lastIndex = message.start;
    const emoji = OPENING_EMOJI.exec(text)?.[0];
    if (!emoji || message.start + emoji.length > message.end) continue;
    const says = YES_REACTION.test(emoji) && emoji.length >= 2 ? 'ok' : '';
    const read = `${says}${' '.repeat(emoji.length - says.length)}`;
    heard = heard.slice(0, message.start) + read + heard.slice(message.start + emoji.length);
    for (let k = message.start; k < message.start + emoji.length; k++) chars[k] = ' ';
  }
  return heard;
}
