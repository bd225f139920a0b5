/**
 * @module ai/local/dictation — dictation's fillers, stutters, spoken punctuation and self-corrections
 * ("Thursday, no, actually Friday"), and the plan subjects it drops.
 */

import { WEEKDAY_NAME } from './dates.js';
import { ACTION_VERBS, HESITATION_WORDS } from './lexicon.js';
import { nameCorrectionSpan } from './name-corrections.js';
import { isSentenceAdverb } from './names.js';
import { isNameWord } from './people.js';
import { blankRange, isNameOfPerson } from './text-blanks.js';

/** Number words said aloud ("forty", "five thirty", "half ten"); not "one", which names a thing as often ("the blue one"). */
const NUMBER_WORD =
  'two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|half|dozen';

/** A word as a correction reads it: letters, or a number with its dots and colons ("2.4", "5:30", "the 6th"). */
const SAID = String.raw`[\p{L}\p{N}'](?:[\p{L}\p{N}']|[:.](?=\p{N}))*`;

/**
 * Dictation: the word(s) before a correction marker give way to the ones after it. The name said again after "not"
 * is a marker too: "email Dr. Matsuda — not Matsuda, Dr. Nakoa, about…".
 */
const CORRECTION = new RegExp(
  String.raw`(\b(?:(?:next|this)\s+)?${SAID})\s*(?:(?:[,—–-]|\.{2,3}|…)\s*)?\b(?:no,?\s+actually|actually,?\s+no|no,?\s+sorry|sorry|wait,?\s+no|no,?\s+wait|(?:no,?\s+)?hang on|i mean|or rather|or,?\s+actually|(?:(?:actually|no),?\s+)?(?:and\s+)?make\s+(?:it|that)|scratch that|correction|no no|not\s+\1(?=,\s)|no(?=,?\s+(?:the|my|our|not)\s)|no(?=,?\s+(?:Mrs|Mr|Ms|Dr|Prof|Professor)\.?\s)|no(?=,?\s+(?:it['’]s\s+)?(?:the\s+)?(?:\p{N}|(?:${NUMBER_WORD})(?![\p{L}])))|no(?=,?\s+(?:(?:next|this)\s+)?(?:(?:mon|tues?|wed|thu|thurs|fri|sat|sun)[a-z]*|today|tomorrow|tonight)\b))\b[,.]?\s+(?:not\s+(?:(?:Mrs|Mr|Ms|Dr|Prof|Professor)\.?\s+)?[\p{L}']+,?\s+(?:i mean,?\s+|it['’]s\s+)?|(?:it['’]s|it is)\s+(?!(?:the|a|an|my|our|your)\s)|(?:they|he|she|you)\s+said\s+(?=\p{N}|(?:${NUMBER_WORD})(?![\p{L}])))?(?:(?:Mrs|Mr|Ms|Dr|Prof|Professor)\.?\s+(?=\p{Lu}))?((?:(?:next|this)\s+)?${SAID})`,
  'giu',
);

/**
 * "call the garage about the MOT no wait it's the service not the MOT": the thing said is swapped for the one after
 * "it's", named again after "not".
 */
const SWAPPED =
  /\b(?:no,?\s+wait|wait,?\s+no|no,?\s+sorry|sorry|no,?\s+actually|actually|i mean|no)[,.]?\s+(?:it['’]s|it is|i mean)\s+(?:(?:the|a|an|my)\s+)?([\p{L}'-]+(?:\s+[\p{L}'-]+)??)\s*,?\s+not\s+(?:(?:the|a|an|my)\s+)?([\p{L}'-]+(?:\s+[\p{L}'-]+)??)(?![\p{L}])/giu;

/** How far before the marker the swapped thing may stand: "…the MOT no wait", "…the MOT on Friday, no wait". */
const SWAP_REACH = 24;

/**
 * "order, sorry not order, requote the plates", "call Ken sorry not Ken Ben", "buy the Diwali no not Diwali that's
 * done the Christmas gift": a word taken back and said again after "not" — whatever the word, the repeat says which
 * one goes (with its article and a "that's done" after it); what follows is what the speaker meant.
 */
const WORD_TAKEN_BACK =
  /(?<![\p{L}'’])(?:(?:the|a|an|my|our)\s+)?([\p{L}'’-]{2,}),?\s+(?:no,?\s+)?(?:sorry|no|i mean),?\s+not\s+\1(?![\p{L}'’])(?:,?\s+that['’]s\s+(?:done|over|sorted|finished))?[,.]?/giu;

/** "the electrician Erik no Henrik (it's Henrik)": a bare "no" between two names corrects the first. */
const NAME_NO =
  /(?<![\p{L}])(\p{Lu}\p{Ll}+),?\s+no,?\s+(\p{Lu}\p{Ll}+)(?![\p{L}])(?:,?\s+it['’]?s\s+\2(?![\p{L}]))?/gu;

/**
 * A name said again to confirm it after searching for it ("the DJ, what's his name, Nikos yeah Nikos"): the search
 * is a filler (see FILLERS) and the second saying goes, so one name is left where the speaker meant it.
 */
const NAME_CONFIRMED = /(?<![\p{L}])(\p{Lu}\p{Ll}+)(,?\s+(?:yeah|yes|yep|yup|right)[,.]?\s+)\1(?![\p{L}])/gu;

/**
 * Punctuation said aloud and written out by speech-to-text: "new paragraph" and "full stop" anywhere (not "a new
 * paragraph"); "period", "comma", "question mark", "new line" only in a text that writes no punctuation of its own,
 * and not as a noun ("the trial period", "third period", "the new line"). Each becomes the mark it names, so a name before it ends its clause.
 */
const SPOKEN_BREAK =
  /(?=[nf])(?<!(?<![\p{L}])(?:a|the|my|our|your|this|that|another)\s+)(?<![\p{L}])(?:new\s+paragraph|full\s+stop)(?![\p{L}])/giu;

const SPOKEN_MARK =
  /(?=[pcqn])(?<!\d(?:st|nd|rd|th)?\s*)(?<!(?<![\p{L}])(?:the|a|an|this|that|each|per|every|first|second|third|fourth|fifth|sixth|trial|grace|notice|billing|waiting|free|cooling|probation|limitation|oxford)\s+)(?<![\p{L}])(period|comma|question\s+mark|new\s+line)(?![\p{L}])/giu;

/** A dictated text that writes punctuation of its own (a mark not inside a number or a time). */
const WRITES_PUNCTUATION = /[.,;!?](?!\d)/;

const FILLERS = new RegExp(
  String.raw`\b(?:${HESITATION_WORDS}|hmm+|what['’]?s\s+(?:his|her|their)\s+name|you know what i (?:should|need to|have to) do(?: is)?|you know|so yeah|yeah so|basically|note to self|that's it|that's all)\b[,.]?`,
  'gi',
);

/**
 * "…leave early that day and what else uh invoice the Park job", "…it's three versions behind and what else ugh the
 * state lock thing": the speaker looking for the next thing to say. Like a hesitation it ends the thought before it,
 * with the "and", "and then" or "sorry" that leads into it. Not a question ("what else do we need", "ask Sam what else
 * is broken").
 */
// Guarded first by the letter the match must start with, so most positions are left after one test.
const SEARCHING_NEXT =
  /(?=[asw])(?<![\p{L}'’])(?:(?:and(?:\s+then)?|also|sorry|so)[,.]?\s+)*(?<!\b(?:ask|asked|know|knows|wonder|see|check|tell|out|about|is|that)\s+)what\s+else(?:[,.?]?\s+what\s+else)?(?![\p{L}'’])(?!\s+(?:do|did|does|can|could|should|would|will|is|was|are|were|has|have|had|i|we|you|they|he|she|it|needs?|to|there)(?![\p{L}'’]))[,.?]?/giu;

/**
 * A list said aloud: "…from Marine Supply second thing find the receipt…", "…with the client third I promised Mrs
 * Achieng a quote … and fourth book my flight". The ordinal before a verb (or "I", "we") numbers the next item: it is
 * blanked and, in a run-on, ends the item before it. Not a date or a rank ("on the fourth", "the first or second",
 * "December twenty second", "the second viewing", "the plumber's second fix"), nor across a line.
 */
// Guarded first by the letters the match must start with, so most positions are left after one test.
const SPOKEN_ORDINAL =
  /(?=[stf])(?<![\p{L}\p{N}'’])(?<!(?:the|on|by|of|or|a|an|my|our|his|her|their|this|next|every|each|twenty|thirty|['’]s)\s+)(?:second|third|fourth|fifth|sixth)(?:[ \t]+(?:thing|one))?(?:[ \t]+is)?[,:]?(?=[ \t]+([\p{Ll}']+))/giu;

const HESITATION = new RegExp(String.raw`^(?:${HESITATION_WORDS})\b`, 'i');

/**
 * A word that cannot end a thought, said right before a hesitation: "remind me to um pay the fees", "send it to uh
 * Marcy", "book it with um Calibra", "by, uh, Friday". What follows the pause is the rest of the same clause.
 */
const WANTS_NEXT =
  /(?<![\p{L}'’])(?:(?<!\b(?:need|needs|have|has|had|got|gotta|want|wants|going|ought|able|try|trying)\s+)to|the|a|an|my|our|your|his|her|their|its|for|about|with|of|at|from|into|by)[,\s]+$/iu;

/**
 * The comma before a hesitation right after an auxiliary or "to" ("she can, äh, take…"), or after the adverb that
 * follows one ("I should really, uh, work out more").
 */
const PAUSE_AFTER_AUXILIARY = new RegExp(
  String.raw`,(?<=\b(?:can|could|will|would|should|must|might|may|to|gonna|gotta|wanna)(?:\s+(?:really|honestly|probably|just|also|actually|definitely))?,)(?=\s*(?:${HESITATION_WORDS}|äh+m?|öh+m?)(?![\p{L}]))`,
  'giu',
);

/** German and Dutch hesitations ("äh", "ähm", "öhm"), which `\b` cannot bound. */
const UMLAUT_FILLER = /(?<![\p{L}])(?:äh+m?|öh+m?)(?![\p{L}])[,.]?/giu;

/**
 * A stutter in dictation: a small word said again over a hesitation or a comma ("remind Thandiwe to uh to renew…",
 * "book the, the hotel", "the the runbook"). The first saying and what is between go; the last stays.
 */
const STUTTER =
  /(?<![\p{L}'’])(the|a|an|to|for|my|our|your|his|her|their|in|on|at|with|of|and|that|this|i|we|it|is)((?:[\s,;]+(?:um+|uh+|erm|er|äh+m?|like)(?![\p{L}]))*[\s,;]+)\1(?![\p{L}'’])/giu;

/** A German clock time after "um": "8 Uhr", "14:30 Uhr", "halb neun". */
const GERMAN_CLOCK = /^\s+(?:\d{1,2}(?:[:.]\d{2})?\s*uhr\b|(?:halb|viertel (?:vor|nach))\s+\p{L})/iu;

/** Words only Portuguese has (no English word spelled so): a dump with one may say "um" for "a". */
const PORTUGUESE =
  /(?<!\p{L})(?:não|hoje|amanhã|pra|pro|você|uma|então|também|preciso|precisamos|tenho que|temos que|semana que vem|ligar|comprar|marcar|abrir|pagar|enviar|mandar|fazer|levar|buscar)(?!\p{L})/iu;

// The word before begins where a word begins: tried at every position of a long unbroken token (a pasted key or link)
// the optional word ran to its end each time.
const LIKE = /((?<!\S)\S+\s+)?\blike\b,?/gi;

const LIKE_KEEPS =
  /^(?:would|'d|i|we|you|they|feel|feels|felt|look|looks|looked|something|anything|things|just|more|much|don't|didn't|really|i'd|we'd|you'd|it|is|was|not)$/i;
/** A duty before "really" ("I should really", "need to really"): "like" after it is a filler, not what is liked. */
const DUTY_BEFORE = /\b(?:should|must|gotta|got to|need to|have to|ought to)\s+$/i;

const WEEKDAY = new RegExp(
  String.raw`^(?:(?:next|this)\s+)?${WEEKDAY_NAME}$|^(?:today|tonight|tomorrow)$`,
  'i',
);

const SPOKEN_NUMBER = new RegExp(`^(?:${NUMBER_WORD})$`, 'i');

function kindOf(word: string): string {
  if (ACTION_VERBS.has(word.toLowerCase())) return 'verb';
  if (WEEKDAY.test(word)) return 'weekday';
  if (/^(?:at|by|on|before|in|for|until|till)$/i.test(word)) return 'preposition';
  if (/^\d/.test(word) || SPOKEN_NUMBER.test(word)) return 'number';
  // "remind Giulia to update the CRM uh no actually Chiara…": an acronym is no name a name corrects.
  if (/^[A-Z]{2,}\d*$/.test(word)) return 'acronym';
  if (/^[A-Z]/.test(word)) return 'name';
  return 'word';
}

/** The words a correction reads back over, numbers with their dots and colons whole ("2.4", "5:30"). */
const WORD_SAID = new RegExp(SAID, 'gu');

/** How far back a number may stand from the marker that corrects it: "forty more no and make it fifty". */
const NUMBER_REACH = 4;

/** Words before a correction's marker that are no thing a number counts ("five actually no make it ten"). */
const NOT_COUNTED = /^(?:no|and|so|actually|sorry|wait|um+|uh+|er|like|then|or)$/i;

/** Where a number said in words starts: "five thirty", "three hundred" from their first word. */
function numberStart(words: RegExpExecArray[], match: RegExpExecArray, offset: number): number {
  let at = words.indexOf(match);
  while (at > 0 && SPOKEN_NUMBER.test(words[at - 1]![0])) at--;
  return offset + words[at]!.index;
}

/** How far back a correction looks for what it corrects: the words of the same thought. */
const CORRECTION_REACH = 8;

/**
 * What a self-correction replaces, given the word before its marker and the word after it: the offset to blank
 * from up to the marker, or a name's span to overwrite in place; null when it corrects nothing recognisable.
 * The nearest earlier occurrence of the word after the marker starts the corrected phrase ("the 50 gallon one
 * no wait the 40 gallon one"); otherwise the nearest word of the same kind (a name, a weekday, a number).
 */
function correctedFrom(
  text: string,
  markerAt: number,
  before: string,
  after: string,
): number | { start: number; end: number } | null {
  const sentenceStart =
    Math.max(text.lastIndexOf('.', markerAt - 1), text.lastIndexOf('\n', markerAt - 1)) + 1;
  const span = text.slice(sentenceStart, markerAt + before.length);
  const earlier = [...span.matchAll(WORD_SAID)].slice(-CORRECTION_REACH);
  const last = earlier.at(-1);
  const kind = kindOf(after);
  if (/^(?:i|we)$/i.test(after)) return null;
  const same = earlier.findLast((w) => w !== last && w[0].toLowerCase() === after.toLowerCase());
  if (same && kind !== 'name') return sentenceStart + same.index;
  if (kind === 'word') return null;
  const match = earlier.findLast((w) => kindOf(w[0]) === kind && w[0] !== 'I');
  if (!match) return null;
  const start = sentenceStart + match.index;
  // "at five thirty no wait six": the whole number said goes.
  if (match === last) return kind === 'number' ? numberStart(earlier, match, sentenceStart) : start;
  // "tonight after dinner, no wait, tomorrow": a day a few words back goes with the time said after it.
  if (kind === 'weekday' && earlier.length - earlier.indexOf(match) <= 3) return start;
  // "ask for forty more no make it fifty", "the eight people, no sorry nine": a number a few words back, with the
  // number words said before it ("three hundred guests no two hundred"); not over a day ("at 5:30 tomorrow, no, 6"
  // keeps tomorrow).
  const between = earlier.slice(earlier.indexOf(match) + 1);
  if (
    kind === 'number' &&
    between.length < NUMBER_REACH &&
    !between.some((w) => kindOf(w[0]) === 'weekday')
  ) {
    // "thirty chairs no make it forty": the number is replaced where it stood, the thing it counts kept.
    if (!NOT_COUNTED.test(before))
      return { start: numberStart(earlier, match, sentenceStart), end: start + match[0].length };
    return numberStart(earlier, match, sentenceStart);
  }
  // A name further back is overwritten where it stands, its possessive kept ("Dr. Alvarez's office — no, Dr. Alvarado").
  if (kind === 'name') return { start, end: start + match[0].replace(/['’]s$/, '').length };
  return null;
}

/** What a plan's subject is followed by: "Femi and I NEED TO…", "Honestly SHOULD…". */
const PLAN_VERB = String.raw`(?:need|needs|have|has|should|must|will|'ll|’ll|are going|ought|gotta|got to)\b`;

/**
 * "Femi and I need to finish the deck" opening a sentence or clause: the user and a co-worker; " and I" is blanked so
 * Femi reads as who does it ("…on Mill Road and I need to…" is not one).
 */
// Guarded first by what the match must start with (or not after a blank), so its lookbehind or leading \s* never
// re-scans a blanked run of spaces at every position of it: that took a 10,000-character pasted mail a minute.
const NAME_AND_I = new RegExp(
  String.raw`(?=\p{Lu})(?:^|(?<=[.!?;:,]\s+|\n\s*))(\p{Lu}\p{Ll}+)(\s+and\s+I)(?=\s*${PLAN_VERB})`,
  'gu',
);

/** "Probably should…", "Honestly need to…": a sentence adverb before a plan is a filler, not its subject. */
// Guarded first by what the match must start with (or not after a blank), so its lookbehind or leading \s* never
// re-scans a blanked run of spaces at every position of it: that took a 10,000-character pasted mail a minute.
const OPENING_ADVERB = new RegExp(
  String.raw`(?=\p{L})(?:^|(?<=[.!?;]\s+|\n\s*))(\p{L}+ly),?\s+(?=(?:(?:i|we)\s+)?${PLAN_VERB})`,
  'giu',
);

/**
 * "Already done: renewed the domain, paid the bill." lists what needs no task, up to the sentence end; "Need to get
 * these done:" lists what does.
 */
// Guarded first by what the match must start with (or not after a blank), so its lookbehind or leading \s* never
// re-scans a blanked run of spaces at every position of it: that took a 10,000-character pasted mail a minute.
const DONE_LIST =
  /\b(?=already done|done|finished|completed)(?<!\b(?:get|gets|got|getting|have|having|has|had|be|being)\s+(?:[\p{L}'’]+\s+){0,3})(?:already done|done already|done|finished|completed)\s*:[^.!?\n]*/giu;

function planSubjects(chars: string[], text: string): void {
  for (const m of text.matchAll(NAME_AND_I))
    if (isNameOfPerson(m[1]!)) blankRange(chars, m.index + m[1]!.length, m.index + m[0].length);
  for (const m of text.matchAll(OPENING_ADVERB))
    if (isSentenceAdverb(m[1]!)) blankRange(chars, m.index, m.index + m[0].length);
}

export function dictation(chars: string[], text: string): void {
  planSubjects(chars, text);
  DONE_LIST.lastIndex = 0;
  for (let m = DONE_LIST.exec(text); m; m = DONE_LIST.exec(text))
    blankRange(chars, m.index, m.index + m[0].length);
  for (const m of text.matchAll(SWAPPED)) {
    const [whole, said, meant] = m as unknown as [string, string, string];
    const before = text.slice(Math.max(0, m.index - SWAP_REACH), m.index);
    const at = before.toLowerCase().lastIndexOf(meant.toLowerCase());
    // The thing, perhaps with its noun ("the blue paint no wait it's the green one, not the blue"), then the marker.
    if (at < 0 || !/^(?:\s+[\p{L}'-]+)?[\s,.—–-]*$/u.test(before.slice(at + meant.length))) continue;
    // Blank from the wrong thing to the right one, and the "not …" after it: "…about the service".
    const from = m.index - before.length + at;
    const saidAt = m.index + whole.indexOf(said, whole.search(/\s(?:it['’]s|it is|i mean)\s/iu));
    blankRange(chars, from, saidAt);
    blankRange(chars, saidAt + said.length, m.index + whole.length);
  }
  CORRECTION.lastIndex = 0;
  for (let m = CORRECTION.exec(text); m; m = CORRECTION.exec(text)) {
    const after = m[2]!;
    const markerEnd = m.index + m[0].length - after.length;
    let from = correctedFrom(text, m.index, m[1]!, after);
    // "three hundred guests no two hundred and fifty": a number of more words than one takes the old one's place
    // whole, with what it counted.
    const afterNext = /^\s+([\p{L}']+)/u.exec(text.slice(markerEnd + after.length))?.[1] ?? '';
    if (
      from !== null &&
      typeof from !== 'number' &&
      kindOf(after) === 'number' &&
      SPOKEN_NUMBER.test(afterNext)
    )
      from = from.start;
    // "renew the tyres no not renew I mean book…": a marker that corrects nothing leaves the next one to be read.
    if (from === null) {
      CORRECTION.lastIndex = m.index + m[1]!.length;
      continue;
    }
    if (typeof from === 'number' && kindOf(after) === 'name') {
      const span = nameCorrectionSpan(text, from, markerEnd, after);
      blankRange(chars, span.start, span.end);
    } else if (typeof from === 'number') {
      // "Thursday, no, actually Friday" keeps "Friday"; "by Wednesday, no wait, by Tuesday" keeps "by Tuesday".
      blankRange(chars, from, markerEnd);
    } else {
      // "call Ken about the van — sorry, Ben": the name is replaced where it stood, the rest kept. A longer name's
      // tail rides in the old name's last unit, and the blanked marker gives as many units back, so the text keeps its
      // length ("call Ravi about the flat — no wait it's Rohan": only the words between shift, by a unit or two).
      const said = text.slice(from.start, from.end);
      blankRange(chars, from.start, from.end);
      for (let i = 0; i < Math.min(after.length, said.length); i++) chars[from.start + i] = after[i]!;
      const longer = after.length - said.length;
      if (longer > 0) chars[from.end - 1] = after.slice(said.length - 1);
      // "ask Dev to, sorry, Raj to review": the speaker restarts with the word before the marker.
      const next = /^\s+([\p{L}']+)/u.exec(text.slice(markerEnd + after.length))?.[1];
      const restarts = next?.toLowerCase() === m[1]!.toLowerCase();
      // "…no wait it's Rohan not Ravi": the name taken back, said again after "not", goes too.
      const taken = new RegExp(`^\\s*,?\\s*not\\s+${said}(?![\\p{L}])`, 'iu').exec(
        text.slice(markerEnd + after.length),
      );
      const end = markerEnd + after.length + (taken?.[0].length ?? 0);
      blankRange(chars, m.index + (restarts ? 0 : m[1]!.length), end);
      for (let k = end - 1, owed = longer; owed > 0 && k > m.index; k--)
        if (chars[k] === ' ') {
          chars[k] = '';
          owed--;
        }
    }
    // "ask Ken — sorry, Ben — to move the van": the dash that closes the aside goes with it, and so does the comma
    // after the name meant in "Matsuda — not Matsuda, Dr. Nakoa, about…".
    const marker = m[0].slice(m[1]!.length, m[0].length - after.length);
    const closing = /^\s*[—–]\s|^\s+--?\s/.exec(text.slice(markerEnd + after.length));
    if (closing && /[—–-]/.test(marker)) {
      const at = markerEnd + after.length;
      blankRange(chars, at, at + closing[0].length - 1);
    } else if (/^\W*not\s/iu.test(marker) && text[markerEnd + after.length] === ',')
      blankRange(chars, markerEnd + after.length, markerEnd + after.length + 1);
    CORRECTION.lastIndex = markerEnd;
  }
  for (const m of text.matchAll(NAME_CONFIRMED)) {
    const second = m.index + m[1]!.length;
    if (isNameWord(m[1]!)) blankRange(chars, second, second + m[2]!.length + m[1]!.length);
  }
  spokenPunctuation(chars, text);
  for (const m of text.matchAll(WORD_TAKEN_BACK)) blankRange(chars, m.index, m.index + m[0].length);
  for (const m of text.matchAll(NAME_NO)) {
    if (m[1] === m[2] || !isNameWord(m[1]!) || !isNameWord(m[2]!)) continue;
    const second = m.index + m[0].indexOf(m[2]!, m[1]!.length);
    blankRange(chars, m.index, second);
    blankRange(chars, second + m[2]!.length, m.index + m[0].length);
  }
  const portuguese = PORTUGUESE.test(text);
  FILLERS.lastIndex = 0;
  for (let m = FILLERS.exec(text); m; m = FILLERS.exec(text)) {
    // "abrir um ticket": in Portuguese "um" is "a", not a hesitation.
    if (portuguese && /^um$/i.test(m[0]) && /^\s+\p{L}/u.test(text.slice(m.index + 2))) continue;
    // "am 3.12. um 8 Uhr": in German "um" before a clock time is "at".
    if (/^um$/i.test(m[0]) && GERMAN_CLOCK.test(text.slice(m.index + 2))) continue;
    // A hesitation inside words a correction took back ("Farhan uh not Farhan I mean Faraz") ends no thought.
    const kept = chars[m.index] === text[m.index];
    blankRange(chars, m.index, m.index + m[0].length);
    // Run-on dictation: a hesitation between two words is where one thought ends and the next begins
    // ("…in the car um first thing send Omar…"), so it becomes a clause break (same length, offsets kept).
    if (
      kept &&
      HESITATION.test(m[0]) &&
      /\w\s$/.test(text.slice(Math.max(0, m.index - 2), m.index)) &&
      !WANTS_NEXT.test(text.slice(Math.max(0, m.index - 24), m.index))
    )
      chars[m.index] = ';';
  }
  for (const m of text.matchAll(SEARCHING_NEXT)) {
    // "Also — what else — I have to…": the writer's own dashes already set it apart.
    if (chars[m.index] !== text[m.index] || /[—–-]\s*$/.test(text.slice(Math.max(0, m.index - 3), m.index)))
      continue;
    blankRange(chars, m.index, m.index + m[0].length);
    // A break between two thoughts (same length, offsets kept), not at a sentence's start or after its own mark.
    if (/[\p{L}\p{N}],?\s$/u.test(text.slice(Math.max(0, m.index - 3), m.index))) chars[m.index] = ';';
  }
  for (const m of text.matchAll(SPOKEN_ORDINAL)) {
    const next = m[1]!.toLowerCase();
    // "second thing …" numbers an item whatever follows; a bare ordinal only before a verb or a plan's subject.
    if (!/\sthing\b/i.test(m[0]) && !ACTION_VERBS.has(next) && !/^(?:i|we)$/.test(next)) continue;
    if (chars[m.index] !== text[m.index]) continue;
    blankRange(chars, m.index, m.index + m[0].length);
    if (/[\p{L}\p{N}],?\s$/u.test(text.slice(Math.max(0, m.index - 3), m.index))) chars[m.index] = ';';
  }
  for (const m of text.matchAll(UMLAUT_FILLER)) blankRange(chars, m.index, m.index + m[0].length);
  // "ask Lena if she can, um, take over the deck": a pause after a word that needs its verb ends nothing, so the comma
  // before it goes too.
  for (const m of text.matchAll(PAUSE_AFTER_AUXILIARY)) blankRange(chars, m.index, m.index + 1);
  for (const m of text.matchAll(STUTTER)) blankRange(chars, m.index, m.index + m[1]!.length + m[2]!.length);
  LIKE.lastIndex = 0;
  for (let m = LIKE.exec(text); m; m = LIKE.exec(text)) {
    const previous = m[1]?.trim().replace(/[,.]$/, '') ?? '';
    // "I should really, like, fix the rota" (a pause after "really"), "should really like learn Go" (a duty's
    // "really", no "to" after "like"): "like" is a filler. "I'd really like to…", "I really like the new one" keep it.
    const filler =
      /^really$/i.test(previous) &&
      (/,\s*$/.test(m[1]!) ||
        (DUTY_BEFORE.test(text.slice(Math.max(0, m.index - 12), m.index)) &&
          !/^\s+to\b/i.test(text.slice(m.index + m[0].length))));
    if (LIKE_KEEPS.test(previous) && !filler) continue;
    const at = m.index + (m[1]?.length ?? 0);
    blankRange(chars, at, m.index + m[0].length);
  }
}

/** Punctuation said aloud (see SPOKEN_MARK) becomes its mark, the rest of the words blanked. */
function spokenPunctuation(chars: string[], text: string): void {
  const marks = [...text.matchAll(SPOKEN_BREAK)].map((m) => ({ at: m.index, said: m[0], mark: '.' }));
  if (!WRITES_PUNCTUATION.test(text))
    for (const m of text.matchAll(SPOKEN_MARK))
      marks.push({
        at: m.index,
        said: m[0],
        mark: /^comma$/i.test(m[0]) ? ',' : /^q/i.test(m[0]) ? '?' : '.',
      });
  for (const { at, said, mark } of marks) {
    blankRange(chars, at, at + said.length);
    if (chars[at] === ' ') chars[at] = mark;
  }
}
