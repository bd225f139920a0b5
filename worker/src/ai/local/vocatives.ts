/**
 * @module ai/local/vocatives — who a sentence asks: names addressed in it ("Could you, Priya, …", "@Tom", "…,
 * Sophie?"), jobs handed out, and requests asked together ("can we set up a call").
 */

import { capitalise } from './actions.js';
import { type Message, REQUEST_START } from './chat-taken-on.js';
import { ACTION_VERBS } from './lexicon.js';
import {
  isAddressedName,
  isEnglishWord,
  isLowercaseName,
  isPersonName,
  isPlaceOrCompany,
  isSentenceAdverb,
  isWordName,
  RESPECT_AFTER_WORDS,
} from './names.js';
import { GROUP_SPLIT } from './people.js';
import type { PersonSpan } from './person-span.js';
import {
  ASKS_TOGETHER,
  ASKS_TOGETHER_ANYWHERE,
  COMING,
  FOR_THE_WRITER,
  GROUP,
  isRequest,
  REQUEST_AFTER,
  YOURE_ON,
} from './requests.js';
import {
  asLabel,
  blankRange,
  isNameOfPerson,
  lineOrSentenceStart,
  sentenceEnd,
  startsAction,
} from './text-blanks.js';

/** "@here", "@channel", "@everyone", "@all": the whole channel, nobody in particular. */
const GROUP_MENTION = /^(?:here|channel|everyone|everybody|all|team)$/i;

/** A handle's tail after the name: "@tom.w", "@dana_lee" (not a domain's ".com"). */
const HANDLE_TAIL = String.raw`(?:_[\p{L}\d]+|\.(?!(?:com|org|net|io|co|uk|edu|gov|ai|dev|app)\b)[\p{L}\d]+)*`;

/**
 * "@Jordan", "@dana", "@tom.w", "@dana_lee" (a handle, not an address: nothing of a word right before the "@", no domain
 * after); the name is the handle's first part. A chat app's mention may hold a full name ("@Wei Ling please add…",
 * "@Mary Ann can you…"): a second capitalised word right before the request is the name's too.
 */
const AT_MENTION = new RegExp(
  String.raw`(?<![\p{L}\d._%+-])@(\p{L}[\p{L}'-]+(?:\s\p{Lu}\p{Ll}+(?=,?\s+(?:can|could|would|will|please|pls)\b))?)${HANDLE_TAIL}(?![\p{L}\d'-]|\.\p{L})`,
  'gu',
);

const MENTION_NAME = /@(\p{L}[\p{L}'-]+)/gu;

/** Mentions one after another ("@Priya @Tom", "@Priya and @Tom", "@ana, @bo"): to be read as one address. */
const MENTION_RUN = new RegExp(
  String.raw`@\p{L}[\p{L}'-]*${HANDLE_TAIL}(?:(?:\s*,\s*|\s+and\s+|\s*&\s*|\s+)@\p{L}[\p{L}'-]+${HANDLE_TAIL}(?![\p{L}\d'-]|\.\p{L}))+`,
  'uy',
);

const VOCATIVE_INSIDE =
  /\b(?:[Cc]ould|[Cc]an|[Ww]ould|[Ww]ill) you(?:\s+(?:also|please|maybe|perhaps|possibly|kindly|just|then))?,\s+(\p{Lu}[\p{L}'-]+(?:\s\p{Lu}[\p{L}'-]+)?),\s*/gu;

/** "can you", "could u", "will you": a request put to whom the words before it name. */
const ASKS_YOU = String.raw`(?:[Cc]an|[Cc]ould|[Ww]ould|[Ww]ill) (?:you|u)\b`;
/** A greeting before a name on a request's own line ("Hi Farah – can you…"); a greeting and a comma is the mail's. */
const GREETING = '[Hh]i|[Hh]ey|[Hh]ello';
const GREETED = new RegExp(`^(?:${GREETING})\\s`);
/**
 * A name set off inside a line before a request to it, after a comma or a spaced dash: "…, Zainab can you order the
 * vest", "…there, but Ben please download the data", "…the role, Tharindu - can u do the round", "… by noon — Jana can
 * you send them?". What must follow the name is checked here first, so the comma of every list is not tried as an address.
 */
const MID_LINE_ADDRESS = String.raw`(?:(?:[Bb]ut|[Aa]nd|[Ss]o|[Tt]hen)\s+)?[A-Z][\p{L}'-]+(?:,|\s[-—–])?\s+(?:${ASKS_YOU}|[Pp]lease\b|pls\b|kindly\b)`;

/** Where VOCATIVE_START's address opened inside a line (its first group): after a comma, a colon or a spaced dash. */
const MID_LINE = /^(?:[,;:]|[^\S\n][-—–])/;

/**
 * "Tom, please book…", "Mrs Okafor, could you…", "Tom, book…", and mid-line "Kelsey - can you pull…" (a dash only before
 * a request); two or more people asked at once: "Priya and Tom, can you…", "Ana & Bo please…"; a word of respect after
 * the name ("Rahim bhai, arrange the retraining"). A title's full stop ends no sentence: "email Dr. Yoon, about the
 * abstract" addresses nobody, nor does a name taken back ("Kalani, no wait, Makoa asked…"). A new line opens an address
 * at the last line break of a blank run: tried from every break of a quoted thread the clean-up blanked, the run of
 * blanks was scanned to its end each time (a 20,000-character paste: 0.8 s).
 */
const VOCATIVE_START = new RegExp(
  String.raw`(^\s*|(?<!(?<![\p{L}])(?:Mrs|Mr|Ms|Dr|Prof))[.!?]\s+|\n(?![^\S\n]*\n)[^\S\n]*(?:[-*•]\s*|\d{1,2}[.)]\s*)?|(?:\s[-—–]|[:;,])\s+(?=${MID_LINE_ADDRESS}))(?:(?:[Aa]nd|[Bb]ut|[Ss]o|[Tt]hen|[Aa]lso|[Oo]h and|[Pp]lus|${GREETING}|[Tt]hanks|[Cc]heers|[Oo]k|[Oo]kay|[Ss]orry|(?:[Yy]es|[Yy]ep|[Yy]eah|[Ss]ure)(?:,?\s+(?:please|pls))?),?\s+)?(?:(?:Mrs|Mr|Ms|Miss|Dr|Prof)\.?\s+)?([A-Z][\p{L}'-]+(?: [A-Z][\p{L}'-]+)?(?:(?:,\s+|\s*&\s*|\s+and\s+)[A-Z][\p{L}'-]+(?: [A-Z][\p{L}'-]+)?)*)(?:\s(?:${RESPECT_AFTER_WORDS}))?(?:,\s+(?=(?:[Pp]lease|[Cc]ould|[Cc]an|[Ww]ould|pls)\b|(?!(?:no|sorry|wait|actually)\b)[a-z]+(?:['’][a-z]+)?\s)|\s[-—–]\s+(?=(?:please|could|can|would|will|pls|kindly)\b)|\s(?=${ASKS_YOU}|(?:pls|please|kindly) [a-z]+\s))`,
  'gu',
);

/**
 * A request put to someone else by name: "Can Priya send the figures by Monday?", "I need Tom to check the FX rates",
 * "We'd like Ana to lead the demo", "Could Priya and Tom review the PR?". The names are who does it; the rest reads as
 * the imperative.
 */
// Guarded first by what the match must start with (or not after a blank), so its lookbehind or leading \s* never
// re-scans a blanked run of spaces at every position of it: that took a 10,000-character pasted mail a minute.
const ASKED_OF =
  /(?=[CcWwI])(?<=^|[.!?]\s+|\n\s*(?:[-*•]\s*)?)(?:([Cc]an|[Cc]ould|[Ww]ould|[Ww]ill)\s+|(?:I|[Ww]e)(?:\s+(?:really\s+)?(?:need|want|would\s+(?:like|love)(?:\s+for)?)|['’]d\s+(?:really\s+)?(?:like|love)(?:\s+for)?)\s+)(\p{Lu}[\p{L}'-]+(?:(?:\s*&\s*|\s+and\s+)\p{Lu}[\p{L}'-]+)?)\s+(?:(?<=(?:need|want|like|love|for)\s+\S+(?:\s+and\s+\S+)?\s+)to\s+)?(?:please\s+)?(?=[a-z]+\s)/gu;

/** Where a sentence hands its next part to someone else: "…, and Raj to take notes", "…, then Bo will send it". */
const NEXT_DOER = /,?\s+(?:and|then)\s+\p{Lu}[\p{L}'-]+\s+(?:to|will|['’]ll)\s/gu;

/** "Can you and Raj sort out the venue?": the user's task, done with Raj. */
const YOU_AND =
  /\b(?:[Cc]an|[Cc]ould|[Ww]ould|[Ww]ill) (?:you|u)( and (\p{Lu}[\p{L}'-]+))\s+(?:please\s+|pls\s+)?(?=[a-z]+\s)/gu;

/** A line that names who does it: "Jordan drafts the promo doc", "Tom to book the room", "Ana will send it". */
export const NAMED_DOER = /^\s*(\p{Lu}\p{Ll}+)\s+(?:to|will|['’]ll|is going to|\p{Ll}{2,}s)\s/u;

/** A word after which a name is an object, not whom a request is put to ("call Priya?", "to Priya?"). */
const CUE_WORD =
  /^(?:to|for|with|from|by|about|at|on|in|of|til|till|until|before|after|since|than|via|and|or|cc|ask|tell|call|ring|email|text|ping|invite|remind|message|thank|help|pay|meet|visit|phone)$/i;

/** A request closed by whom it asks: "can you send the slides, Priya?", "pls sort the balloons Sophie?". */
const VOCATIVE_END = /\b(?:[Cc]an|[Cc]ould|[Ww]ould|[Ww]ill) you\s[^.!?\n]*?(,?\s+(\p{Lu}[\p{L}'-]+)\s*\?)/gu;

/** Mid-line "…review: Thandiwe - pull the fuel report": a name, a spaced dash, then an imperative. */
// Guarded first by what the match must start with (or not after a blank), so its lookbehind or leading \s* never
// re-scans a blanked run of spaces at every position of it: that took a 10,000-character pasted mail a minute.
const VOCATIVE_DASH = /(?=[A-Z])(?<=[.!?:;]\s+)([A-Z][\p{L}'-]+)\s[-—–]\s+(?=([a-z]+)\s)/gu;

/**
 * A capitalised word opening a chat message or one of its sentences: "Rui call…", "… today. Jase make sure…", "Then
 * Emeka pls help…"; with the words that may stand between it and the imperative: "Faraz also pick up…", "Kyle then pls
 * move…".
 */
const OPENING_NAME =
  /(?:^|[.!?]\s+)(?:(?:[Tt]hen|[Aa]lso|[Aa]nd|[Ss]o)\s+)?(\p{Lu}[\p{Ll}'’-]+)\s+(?=\p{Ll})((?:(?:also|then|too|now|pls|please)\s+)*)/gu;

/**
 * "Rui call the fish supplier and get a credit note today", "Jase make sure the handrails are back up": in a chat, a
 * speaker of it named before an imperative, without a comma, is whom the sentence asks, as "Rui, call…" is. Only a name
 * the chat shows speaking, in another speaker's message.
 */
export function speakerVocatives(
  chars: string[],
  text: string,
  messages: Message[],
  spans: PersonSpan[],
): void {
  const speakers = new Map<string, string>();
  for (const { who } of messages) if (who) speakers.set(who.split(' ')[0]!, who);
  if (speakers.size === 0) return;
  for (const message of messages) {
    const said = text.slice(message.start, message.end);
    for (const m of said.matchAll(OPENING_NAME)) {
      const name = speakers.get(m[1]!);
      const rest = said.slice(m.index + m[0].length);
      if (!name || name === message.who || !startsAction(rest)) continue;
      const at = message.start + m.index + m[0].lastIndexOf(m[1]!, m[0].length - m[2]!.length);
      blankRange(chars, at, message.start + m.index + m[0].length);
      spans.unshift({ start: at, end: sentenceEnd(text, at), person: name });
    }
  }
}

export function handedOut(chars: string[], text: string, spans: PersonSpan[], user: string | null): void {
  for (const m of text.matchAll(YOURE_ON)) {
    const name = m[2]!;
    if (!isPersonName(name) && !isAddressedName(name)) continue;
    const at = m.index + m[1]!.length;
    const thing = m.index + m[0].length - m[0].slice(m[0].indexOf(m[3]!)).length;
    const after = text.slice(m.index + m[0].length).replace(/^,\s*/, '');
    if (text[m.index + m[0].length] === ',' && startsAction(after)) {
      // "…you're on travel insurance then, get quotes for all of us": the step after it is the job.
      blankRange(chars, at, thing);
    } else {
      blankRange(chars, at, thing);
      for (const [i, letter] of [...'sort '].entries()) chars[thing - 5 + i] = letter;
    }
    spans.unshift({ start: at, end: sentenceEnd(text, at), person: name === user ? null : name });
  }
}

export function vocatives(
  chars: string[],
  text: string,
  spans: PersonSpan[],
  user: string | null,
  labels: ReadonlySet<string>,
  readers: ReadonlySet<string>,
  /** The mail's own spans (who wrote it to the user), beside the chat's in `spans`. */
  message: readonly PersonSpan[] = [],
): void {
  const writes = (at: number) => (span: PersonSpan) =>
    span.writer === true && span.start <= at && at < span.end;
  const writerAt = (at: number) => spans.some(writes(at)) || message.some(writes(at));
  for (const pattern of [VOCATIVE_INSIDE, VOCATIVE_START]) {
    pattern.lastIndex = 0;
    for (let m = pattern.exec(text); m; m = pattern.exec(text)) {
      const named = pattern === VOCATIVE_INSIDE ? m[1]! : m[2]!;
      // "Priya and Tom, can you…": every one of them is asked, or the line is no address.
      const group = pattern === VOCATIVE_START ? named.split(GROUP_SPLIT) : [named];
      const name = group[0]!;
      if (group.some((word) => labels.has(word.toLowerCase()))) continue;
      // "Hi Farah, hope you're well": a greeting and a comma open a message, which the mail's reader takes.
      if (pattern === VOCATIVE_START && /,\s*$/.test(m[0]) && GREETED.test(m[0].slice(m[1]!.length)))
        continue;
      // In a position only a person takes ("Could you, Wing, …", "Will, can you…") a word that is also a word is a name.
      const rest = text.slice(m.index + m[0].length);
      // "Poppy, book the minibus": a name that is also a word, addressed with an imperative, is a person too, and so
      // is one the message is written to ("To: May Lindqvist" … "May, we're out of pins — can you order more?").
      const asksHere = isRequest(text.slice(m.index, sentenceEnd(text, m.index + m[0].length)));
      const addressed = (word: string) =>
        (pattern === VOCATIVE_INSIDE ||
          REQUEST_AFTER.test(rest) ||
          (isWordName(word) &&
            /,\s*$/.test(m[0]) &&
            (startsAction(rest) || (readers.has(word) && asksHere)))) &&
        !GROUP.test(word) &&
        isAddressedName(word);
      // "Siew Mei, please…", "Mei Ling, could you…": a given name of two words, each a name, before a request word
      // ("Frag Lukas, ob…" is a verb and its object).
      const notNamed = (word: string) => !isPersonName(word) && !addressed(word);
      const twoWords = (first: string, second: string) =>
        pattern === VOCATIVE_INSIDE
          ? !isPersonName(first)
          : notNamed(first) || notNamed(second) || !REQUEST_AFTER.test(rest);
      // "Lastly can you buy gas?": a sentence adverb opens the request, nobody is addressed.
      if (
        group.some((name) => {
          const [first, second] = name.split(' ') as [string, string?];
          return isSentenceAdverb(first) || (second === undefined ? notNamed(name) : twoWords(first, second));
        })
      )
        continue;
      const at = m.index + m[0].indexOf(named);
      const end = m.index + m[0].length;
      // "Could you, Priya, send…" → "Could you send…"; "Tom, please book…" → "please book…".
      // "Thanks Tom, can you…": the opener goes with the name.
      blankRange(chars, pattern === VOCATIVE_INSIDE ? at - 2 : m.index + m[1]!.length, end);
      // "Nate, can you…" in a message to Nate asks the user: their own task.
      const others = group.slice(1).filter((other) => other !== user);
      // "P.S. Jen, please send me your dates" in Marcus's message to Jen: the user named, and what goes back to the
      // writer ("me", "us") is asked by him, as the writer's own span says.
      if (
        name === user &&
        others.length === 0 &&
        writerAt(at) &&
        FOR_THE_WRITER.test(text.slice(end, sentenceEnd(text, at)))
      )
        continue;
      spans.unshift({
        start: pattern === VOCATIVE_INSIDE ? m.index : at,
        end: sentenceEnd(text, at),
        person: name === user ? null : name,
        ...(others.length ? { also: others } : {}),
        ...(pattern === VOCATIVE_START && MID_LINE.test(m[1]!) ? { fromHere: true as const } : {}),
      });
    }
  }
  for (const m of text.matchAll(VOCATIVE_END)) {
    // "can you send the slides, Priya?", "can you sort the balloons Sophie?": the name closing the question.
    const name = m[2]!;
    if (!isNameOfPerson(name) || isPlaceOrCompany(name) || GROUP.test(name)) continue;
    // "could you call Priya?": without a comma, a name after a verb or a preposition is what the request is about.
    const before = /(\S+)$/.exec(text.slice(0, m.index + m[0].length - m[1]!.length))?.[1] ?? '';
    if (!m[1]!.startsWith(',') && (CUE_WORD.test(before) || ACTION_VERBS.has(before.toLowerCase()))) continue;
    const at = m.index + m[0].length - m[1]!.length;
    blankRange(chars, at, at + m[1]!.length - 1);
    spans.unshift({
      start: lineOrSentenceStart(text, m.index),
      end: at + m[1]!.length,
      person: name === user ? null : name,
    });
  }
  for (const m of text.matchAll(ASKED_OF)) {
    const [name, ...others] = m[2]!.split(GROUP_SPLIT) as [string, ...string[]];
    const rest = text.slice(m.index + m[0].length);
    // "Can Priya send…" needs a verb from the list ("Can Priya come to dinner?" asks no job); "I need Tom to …" any verb.
    const verb = rest.split(/\s/, 1)[0]!;
    const asks = m[1]
      ? ACTION_VERBS.has(verb) && !COMING.test(rest)
      : /\sto\s+(?:please\s+)?$/.test(m[0]) && startsAction(rest);
    if ([name, ...others].some((one) => !isNameOfPerson(one) || GROUP.test(one))) continue;
    // "Will Tom join us for lunch?", "Could Sarah make it?": whether someone comes is no task of anyone's.
    const end = sentenceEnd(text, m.index);
    if (m[1] && COMING.test(rest) && !/^be able\b/i.test(rest) && text[end - 1] === '?') {
      blankRange(chars, m.index, end);
      continue;
    }
    if (!asks) continue;
    blankRange(chars, m.index, m.index + m[0].length);
    const also = others.filter((other) => other !== user);
    // "…Ana to lead the demo, and Raj to take notes": the next doer's part is theirs alone.
    NEXT_DOER.lastIndex = m.index + m[0].length;
    const next = NEXT_DOER.exec(text)?.index ?? end;
    spans.unshift({
      start: m.index,
      end: Math.min(end, next),
      person: name === user ? null : name,
      ...(also.length ? { also } : {}),
    });
  }
  for (const m of text.matchAll(YOU_AND)) {
    const name = m[2]!;
    if (!isNameOfPerson(name) || GROUP.test(name) || name === user) continue;
    const at = m.index + m[0].indexOf(m[1]!);
    blankRange(chars, at, at + m[1]!.length);
    spans.unshift({
      start: lineOrSentenceStart(text, m.index),
      end: sentenceEnd(text, m.index),
      person: name,
    });
  }
  VOCATIVE_DASH.lastIndex = 0;
  for (let m = VOCATIVE_DASH.exec(text); m; m = VOCATIVE_DASH.exec(text)) {
    // "…standup: Leo — please chase the vendor": a "please" may come before the imperative.
    const rest = text.slice(m.index + m[0].length).replace(/^(?:please|pls)\s+/i, '');
    if (labels.has(m[1]!.toLowerCase())) asLabel(chars, m.index + m[1]!.length, m.index + m[0].length);
    if (!startsAction(rest) || !isNameOfPerson(m[1]!) || labels.has(m[1]!.toLowerCase())) continue;
    blankRange(chars, m.index, m.index + m[0].length);
    spans.unshift({ start: m.index, end: sentenceEnd(text, m.index), person: m[1]! });
  }
  AT_MENTION.lastIndex = 0;
  for (let m = AT_MENTION.exec(text); m; m = AT_MENTION.exec(text)) {
    // "@Jordan can you add…", "@dana follow up…": the mention is the addressee, so the request reads as "can you add…".
    const rest = text.slice(m.index + m[0].length);
    // "@here please add your slides": the whole channel, so the request is the reader's and names nobody.
    if (GROUP_MENTION.test(m[1]!)) {
      blankRange(chars, m.index, m.index + m[0].length);
      continue;
    }
    const isAddressed = (after: string) =>
      /^,?\s+(?:can|could|would|will|please|pls)\b/i.test(after) ||
      startsAction(after.replace(/^[,:]?\s+/, ''));
    // "@Priya @Tom can you pair on it?": a request put to them all, the first named first.
    MENTION_RUN.lastIndex = m.index;
    const run = MENTION_RUN.exec(text)?.[0];
    if (run && isAddressed(text.slice(m.index + run.length))) {
      const names = [...run.matchAll(MENTION_NAME)]
        .map((one) => capitalise(one[1]!))
        .filter((one) => !GROUP_MENTION.test(one) && !/^me$/i.test(one) && one !== user);
      blankRange(chars, m.index, m.index + run.length);
      spans.unshift({
        start: m.index,
        end: sentenceEnd(text, m.index),
        person: names[0] ?? null,
        ...(names.length > 1 ? { also: names.slice(1) } : {}),
      });
      AT_MENTION.lastIndex = m.index + run.length;
      continue;
    }
    const addressed = isAddressed(rest);
    const name = capitalise(m[1]!);
    // "@me also the BAS is due 28th": the user, put on the line as its reader; nobody else.
    const self = /^me$/i.test(name) || name === user;
    // "Chase Bastien for the PO  p2 @waiting", "book the run @rate": a label is nobody; a request put to it would make
    // it a handle ("@dana can you…").
    if (!addressed && !self && isLabel(m[1]!, text.slice(Math.max(0, m.index - 30), m.index))) continue;
    blankRange(chars, m.index, addressed ? m.index + m[0].length : m.index + 1);
    if (self) blankRange(chars, m.index, m.index + m[0].length);
    // "[9:30] Priya: @me can you send the agenda": a speaker asking the user stays on what they ask ("@me also the BAS
    // is due 28th" only reminds the user of their own).
    const spoken =
      self &&
      REQUEST_START.test(text.slice(m.index + m[0].length)) &&
      spans.some((span) => span.writer && span.start <= m.index && m.index < span.end);
    if (!spoken)
      spans.unshift({ start: m.index, end: sentenceEnd(text, m.index), person: self ? null : name });
  }
}

/** A task manager's priority or another label right before a handle: "p2 @waiting", "@client @deck". */
const AFTER_LABEL = /(?:(?:^|\s)[Pp][1-4]|@\p{Ll}[\p{Ll}-]*)[^\S\n]+$/u;

/**
 * A handle written small that is a label of the tool the list came from, not someone: no first name the lexicon lists
 * nor one of a name's shape it lacks ("@priya"), and a word it lists ("@waiting", "@rate") or one after a priority or
 * another label ("p1 @admin", "@client @deck"). "— @oluwaseun" stays a person.
 */
function isLabel(handle: string, before: string): boolean {
  if (!/^\p{Ll}+$/u.test(handle) || isLowercaseName(handle, true)) return false;
  return isEnglishWord(handle) || AFTER_LABEL.test(before);
}

/**
 * In what another person wrote to the user ("[10:02] Kemi: can we grab 15 min tomorrow to go over the budget?", a
 * mail's "Can we set up a call next week?"), "can we" asks the user to do it with them: it goes, and the rest reads as
 * the imperative, with the writer on it. The user's own "can we afford…" is untouched.
 */
export function asksTogether(chars: string[], text: string, spans: PersonSpan[]): void {
  if (!ASKS_TOGETHER_ANYWHERE.test(text)) return;
  for (const m of text.matchAll(ASKS_TOGETHER)) {
    const at = m.index + m[1]!.length;
    const span = personFor(spans, at, at + m[2]!.length);
    if (!span?.writer || !span.person || !startsAction(text.slice(at + m[2]!.length))) continue;
    blankRange(chars, at, at + m[2]!.length);
  }
}

/** The person a segment's requests are for, from the spans that cover it (the innermost first). */
export function personFor(
  spans: PersonSpan[],
  start: number,
  end: number,
  clause?: { from: number; to: number },
): PersonSpan | null {
  const over = spans.filter(
    (span) => span.start < end && start < span.end && !(span.fromHere && clause && clause.to <= span.start),
  );
  // "Priya, please draft the SOW; Tom, please review the pricing": a clause is asked of a span it lies in.
  const own = clause && over.find((span) => span.start < clause.to && clause.from < span.end);
  return own ?? over[0] ?? null;
}
