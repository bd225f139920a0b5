/**
 * @module ai/local/clauses — splits a sentence into clauses at semicolons, dashes, colons, commas and
 * conjunctions, but only where a new clause really starts: "buy milk and eggs" stays one, "revise the logo
 * and send the mockups" becomes two.
 */
import {
  anotherDoes,
  bareStepNow,
  type ClauseKind,
  classifyClause,
  isIndependent,
  ownStepNow,
  stepOnTheirThing,
} from './actions.js';
import { ANY_DAY, CALENDAR_WORD, isOnlyDate, mentionsDate, WEEKDAY_NAME } from './dates.js';
import { doneAfterItsDash } from './done-after-dash.js';
import { ACTION_VERBS, FUSED_MANNER, HOW_VERBS, NOT_A_TASK } from './lexicon.js';
import { labelsOwnNote, saysNextMeeting } from './lists.js';
import { saysStatus } from './status-line.js';

export interface Clause {
  text: string;
  /** Offset in the sentence. */
  index: number;
  kind: ClauseKind;
  /** The delimiter before it was weak (comma, "and") — it continues the previous clause's thought. */
  continues: boolean;
  /** A short heading before a colon ("Kids stuff:", "Study plan:") — context for what follows, never a task. */
  header: boolean;
}

/**
 * What a run-on "I need to…" / "we should…" does not start a new clause after: what to tell someone ("tell Sam I need to
 * see him"), a condition ("if it rains I should"), an
 * auxiliary ("do we need to"), a joining word, a word of speech or
 * hedging ("no wait I need to", "maybe we should"), a date that opens the plan ("on Friday I have to" — "due
 * Thursday I need to" closes the one before), or a purpose ("for the lab I need to").
 */
const NOT_BEFORE_PLAN = String.raw`(?:\b(?:tell|told|ask|asked|remind|text|email|e-mail|message|ping|let|warn|write)\s+[\p{L}'’]+|\b(?:if|when|once|unless|until|till|after|before|because|since|as soon as)\s+[^,.;:!?]{1,40}|\b(?:do|does|did|should|can|could|would|will|shall|must|have|has|had|are|is|am|was|were|and|but|or|so|because|cause|cos|coz|if|that|think|know|said|say|mean|guess|hope|wish|thought|when|what|how|where|why|until|till|before|after|once|since|unless|while|whether|wait|no|yeah|yes|yep|ok|okay|oh|well|like|um|uh|right|sure|maybe|perhaps|probably|possibly|honestly|actually|seriously|basically|also|just|then|now|anyway|thing|things|something|anything|everything|nothing|stuff|one|all|whatever|list|way|reason|time|place|person|people|ones)|(?<!\b(?:due|by|before|b4|until|till|deadline|(?:is|are|was|were)(?:\s+on)?(?:\s+the)?)\s+)\b(?:today|tomorrow|tonight|tmrw|morning|afternoon|evening|week|weekend|month|year|q[1-4]|eod|asap|later|first|${WEEKDAY_NAME}|\d+(?:st|nd|rd|th|am|pm)?)|\bfor\s+(?:the\s+|my\s+|our\s+|this\s+|that\s+)?[\p{L}'’-]+(?:\s+[\p{L}'’-]+)?)`;

/**
 * The break between clauses. `(?=\s)` stands before each long lookbehind that guards a break at whitespace (here, in
 * SUBJECTLESS_PLAN; PLAN_START and the alternatives below look for more): the lookbehind only matters where whitespace
 * follows, and the regular expression engine tries every position of the sentence, reading each lookbehind's word list
 * backwards at each; checking for the whitespace first skips the positions inside words (PLAN_START ~4× faster over
 * cases.jsonl's sentences). The same matches: a lookahead the match must pass anyway. So is the `(?=[\s;:(),])` in
 * front of all: every alternative starts with one of those, and the positions inside words are left after one test
 * instead of one per alternative. The six alternatives that break before a subject ("…the printer it's jamming",
 * "…she said") look for it first, as PLAN_START does (`(?=\s+(?:he|she|they)\s)`, implied by the lookahead at their
 * end), so their lookbehinds are read only at the spaces before one (the whole pattern ~1/6 of the CPU over the tuning
 * texts, the same matches). A closing bracket right before a dash or an arrow leaves the break to them ("Marta's prints
 * (20 in total) - send her the invoice": the step after the dash is a clause of its own, as without the remark), but
 * not one closing an exclamation ("(signed today!) → send the invoice now"), an aside the sentence goes on past.
 */
const DELIMITER =
  /(?=[\s;:(),])(?:\s*;\s+|\s+[—–]\s+|\s+--?\s+|\s+(?:-+>|→|=>|⇒)\s+|(?<!(?:^|\s)re):\s+|\s*\(\s*|\s*\)(?:(?<![!?]\))(?=\s+(?:[—–]|--?|-+>|→|=>|⇒)\s)|\s*)|,\s+|\s+[+&]\s+|\s+(?=(?:it['’]s|its|it is|he['’]s|she['’]s|they['’]re)\s+[a-z]+ing\b)|(?=\s+(?:he|she|they)['’])(?<!\b(?:if|that|whether|when|because|cause|cos|so|once|until|till|before|after|since|as|while|unless|though|think|know|hope|guess|tell|told|say|said|check|see|ask|remind|text|email|and|but|or)\s*|\b(?:tell|told|remind|let|warn|ask|text|email|message|ping|show|make sure|check|confirm)\s+(?:\S+\s+)?\S+)\s+(?=(?:he|she|they)['’](?:s|re|ve)\s+(?:been|got|gone|already|always|still|just|never|not)\b)|(?=\s+it)(?<!\b(?:if|that|sure|whether|when|because|cause|cos|so|once|until|till|before|after|what|how|where|why|think|know|hope|guess|since|as|while|unless|though|tell|told|say|said|him|her|them|me|us|you|check|see|and|but|or)\s*)\s+(?=(?:it['’]s|its|it is)\s+(?:\d+\s+(?:days?|weeks?|months?)\s+(?:overdue|late)|her|his|my|our|their|your|been|not|a|an|the|only|already|almost|nearly|probably|way|too|really|super|overdue|due|late|expired|expiring|broken|ready|urgent|booked|closed|full|empty)\b)|(?=\s+(?:her|his|their|our|my)\s)(?<!\b(?:and|but|or|so|because|cause|if|that|think|know|said|when|since|as|while|tell|told|remind|let|warn|ask|text|email|message|ping|show|give|bring|send|take)\s*|\b(?:tell|told|remind|let|warn|ask|text|email|message|ping|show|give|bring|send|take)\s+(?:\S+\s+)?\S+)\s+(?=(?:her|his|their|our|my)\s+[a-z'’-]+(?:\s+[a-z'’-]+)?\s+(?:is|are|was|were)\s)|(?=\s+i )(?<!\b(?:and|but|or|so|because|cause|if|that|think|know|said)\s*)\s+(?=i (?:think|guess|reckon|believe|suppose)\s+(?:the|that|they|he|she|it|we|you|there)\s)|(?=\s+(?:he|she|they)\s)(?<!\b(?:and|but|or|so|because|cause|if|that|when|since|as|while|what|how|where|why|tell|told|ask|asked|think|know|said|say)\s*)\s+(?=(?:he|she|they)\s+(?:said|says|told (?:me|us)|promised|reckons|mentioned|swore)\s)|(?=\s+(?:the|my|our)\s)(?<!\b(?:and|but|or|so|because|cause|if|that|when|since|as|while|whether|once|until|till|after|before|sure|think|know|said|check|see|tell|ask|remember|forget|confirm|find out|make sure|on|for|of|to|in|at|with|from|about|by|into|than|is|are|was|were)\s*)\s+(?=(?:the|my|our)\s+[a-z]+(?:\s+(?!(?:that|which|who)\s)[a-z]+)?\s+(?:is|are)\s+(?:due|overdue)\b)|\s+(?:oh,? and|and oh|oh also|and (?:i|we) (?:guess|suppose|think|reckon) (?:also|then)|and also|and then|and after that|after that|(?<!\b(?:before|by|until|till|since|from|just|only|even|back)\s+)then|but|so|(?<!\b(?:i|we|you|he|she|they|was|were|am|is|are|have|has|had)\s+)also|plus|and|y luego|y|und dann|und|dann|aur phir|aur|et puis|et|puis|e poi|e depois|e)\s+)/gi;
interface Piece {
  index: number;
  end: number;
  delimiter: string;
}

/** A list of names doing something together: "Karthik and Deepa to own…", "ask Ana and Bo to review…". */
const NAME_WORD = String.raw`\p{Lu}\p{Ll}+`;
const ENDS_WITH_NAME = new RegExp(String.raw`(?:^|\s)${NAME_WORD}$`, 'u');
const NAMES_THEN_DUTY = new RegExp(
  String.raw`^${NAME_WORD}(?:\s+${NAME_WORD})?(?:(?:,\s*|\s+and\s+|\s*[&+]\s*)${NAME_WORD}(?:\s+${NAME_WORD})?)*\s+(?:to|will|'ll|’ll|need to|needs to|have to|should|must|can|are going to)\s`,
  'u',
);
const LIST_JOINER = /^(?:,|and|&|\+)$/;
const ONLY_NAME = new RegExp(String.raw`^${NAME_WORD}(?:\s+${NAME_WORD})?$`, 'u');

/** A message verb and a name: "tell Jiwoo", "ask Dana and…" — the names after "and" are more of whom to tell. */
const MESSAGE_VERB =
  'tell|ask|remind|email|e-mail|text|call|ring|ping|message|invite|cc|thank|update|let|warn|brief'
    .split('|')
    .map((verb) => `[${verb[0]}${verb[0]!.toUpperCase()}]${verb.slice(1)}`)
    .join('|');
// The verb in either case, the names capitalised ("remind Jo to send the invoice" ends with no name).
const MESSAGE_TO_NAME = new RegExp(
  String.raw`\b(?:${MESSAGE_VERB})\s+(?:${NAME_WORD}(?:,\s*|\s+))*${NAME_WORD}$`,
  'u',
);
const STARTS_WITH_NAME = new RegExp(String.raw`^${NAME_WORD}\b`, 'u');

function joinsNames(sentence: string, previous: Piece, delimiter: string, at: number): boolean {
  if (!LIST_JOINER.test(delimiter)) return false;
  const before = sentence.slice(previous.index, previous.end);
  const after = sentence.slice(at);
  return (
    (ENDS_WITH_NAME.test(before) && NAMES_THEN_DUTY.test(after)) ||
    // "…and Raj and I will finalise the budget", "AI: Yuki + me to print the flyer": the name and the user are the next
    // clause's subject.
    (ONLY_NAME.test(before) && /^(?:I\s|me\s+(?:to|will|need to|needs to|should|must)\s)/.test(after)) ||
    (MESSAGE_TO_NAME.test(before) && STARTS_WITH_NAME.test(after) && !NAMES_THEN_DUTY.test(after))
  );
}

/**
 * A verb alone ("please sign", "kindly complete", "I'll sign", "Yuki + me to design", "type up"), before "and" and
 * another verb with its object.
 */
const LONE_VERB =
  /^\s*(?:(?:and|so|then)\s+)?(?:(?:i|we)(?:['’]ll|\s+will|\s+can)\s+|will\s+|\p{L}+\s*(?:and|&|\+)\s*(?:i|me)\s+to\s+)?(?:(?:please|pls|kindly|just|also)\s+)*(\p{L}+)(\s+(?:up|out|off|over|back|down))?\s*$/iu;

const HOW_VERB = new RegExp(`^(?:${HOW_VERBS})$`);

/** What opens a verb's object: "(screen) the grids", "(circulate) these minutes". */
const OBJECT_OPENS = /^(?:the|a|an|these|those|this|that|my|our|your|his|her|their|all|both)$/i;

/**
 * "sign and return the form", "prepare and screen the grids", "type up + circulate these minutes": a verb alone (or
 * with its particle) before a verb and its object, both acting on that object. After "and", a word before an article
 * is a verb, known to the lexicon or not.
 */
function sharesObject(before: string, after: string, joiner: string): boolean {
  const lone = LONE_VERB.exec(before);
  const verb = lone?.[1]?.toLowerCase();
  const next = /^(\p{Ll}+)\s+(\S+)/u.exec(after);
  // "go and buy milk", "try and fix it": the first verb says nothing of its own.
  return (
    verb !== undefined &&
    next !== null &&
    !HOW_VERB.test(verb) &&
    // "tag out, call the service": after a comma a verb and its particle are a step of their own.
    (lone![2] === undefined ? ACTION_VERBS.has(verb) : joiner !== ',') &&
    (ACTION_VERBS.has(next[1]!) || OBJECT_OPENS.test(next[2]!))
  );
}

/** An aside in the middle of a clause: "email Dana (our accountant) about the VAT return" — the clause goes on after it. */
const ASIDE = /\([^()\n]{1,60}\)(?=\s+[\p{Ll}\d])/gu;

function asides(sentence: string): [number, number][] {
  if (!sentence.includes('(')) return [];
  return [...sentence.matchAll(ASIDE)].map((m) => [m.index, m.index + m[0].length]);
}

function pieces(sentence: string): Piece[] {
  const out: Piece[] = [];
  const inside = asides(sentence);
  let last = 0;
  let delimiter = '';
  DELIMITER.lastIndex = 0;
  for (let match = DELIMITER.exec(sentence); match; match = DELIMITER.exec(sentence)) {
    const end = match.index + match[0].length;
    const aside = inside.find(([from, to]) => match.index < to && end > from);
    if (aside) {
      // Read on from the aside's closing bracket: the delimiter after it ("…) then paint the fence") still counts.
      DELIMITER.lastIndex = Math.max(match.index + 1, aside[1]);
      continue;
    }
    // A break with no word of its own (before "its making that noise again") reads like a comma.
    const joiner = match[0].trim().toLowerCase().replace(/\s+/g, ' ') || ',';
    const piece = { index: last, end: match.index, delimiter };
    // "Ask Ana and Bo to review": one clause, the names are one group.
    if (match.index > last && joinsNames(sentence, piece, joiner, match.index + match[0].length)) continue;
    // "sign and return the form", "review & approve the budget": a verb alone before "and" acts on the next one's object.
    if (
      LIST_JOINER.test(joiner) &&
      sharesObject(sentence.slice(last, match.index), sentence.slice(match.index + match[0].length), joiner)
    )
      continue;
    if (match.index > last) out.push(piece);
    delimiter = joiner;
    last = match.index + match[0].length;
  }
  if (last < sentence.length) out.push({ index: last, end: sentence.length, delimiter });
  return out.flatMap((piece) => splitPlan(sentence, piece)).flatMap((piece) => splitRunOn(sentence, piece));
}

/**
 * Where a speaker's plan starts without punctuation: "…thats due thursday I need to get the numbers". Its subject is
 * looked for first (`(?=\s+(?:i|we)[\s'’])`, which the lookahead at its end implies), so the long lookbehind is read
 * only before an "I" or "we", not at every space (~1/10 of the CPU over the tuning sentences, the same matches).
 */
const PLAN_START = new RegExp(
  String.raw`(?=\s+(?:i|we)[\s'’])(?<!${NOT_BEFORE_PLAN}\s*)\s+(?=(?:(?:i|we)\s+(?:(?:also|still|really|definitely|probably)\s+)?(?:need to|needs to|have to|has to|gotta|got to|must|should|want to|wanna|will|haven['’]?t|have not)|(?:i|we)['’]ll)\s(?!be\s+there\b))`,
  'giu',
);

/** "…the garage door it's still sticking", "…the printer is jamming again": a state said in passing, a whole clause. */
const SAYS_HOW_THINGS_ARE =
  /\b(?:it|he|she|they|that|this|there)['’](?:s|re)\s+(?:still\s+|really\s+|not\s+|always\s+)?[\p{L}-]+\s*$|\b(?:is|are|was|were)\s+(?:still\s+|really\s+|not\s+|always\s+)?[\p{L}-]+ing(?:\s+again)?\s*$/iu;

/**
 * Dictation drops the "I": "…the boiler's making that noise again need to get someone out", "…it's Dad's birthday on
 * Sunday need to get a card". Only after a whole statement (checked in splitPlan), never inside a phrase.
 */
const SUBJECTLESS_PLAN =
  /(?=\s)(?<!\b(?:i|we|you|they|he|she|it|who|that|which|what|things?|stuff|don['’]?t|not|do|does|did|really|also|still|just|actually|will|would|to|and|or|but|the|a|my|our|might|may|i['’]d|we['’]d)\s*)\s+(?=(?:need to|gotta|got to|have to)\s+\p{Ll})/giu;

/**
 * Run-on speech: "the report thats due thursday I need to get the numbers from Dave" is two clauses, but only when
 * what comes before the plan says something whole (an action, a due statement, a subject and its verb): "the stuff we
 * need to buy" is one noun phrase.
 */
function splitPlan(sentence: string, piece: Piece): Piece[] {
  const text = sentence.slice(piece.index, piece.end);
  const out: Piece[] = [];
  let start = piece.index;
  let delimiter = piece.delimiter;
  const starts = [
    ...[...text.matchAll(PLAN_START)].map((match) => ({ match, subject: true })),
    ...[...text.matchAll(SUBJECTLESS_PLAN)].map((match) => ({ match, subject: false })),
  ].sort((a, b) => a.match.index - b.match.index);
  for (const { match, subject } of starts) {
    const at = piece.index + match.index;
    if (at <= start) continue;
    const before = sentence.slice(start, at);
    const kind = subject ? classifyClause(before).kind : null;
    if (
      kind !== 'action' &&
      kind !== 'nominal' &&
      !isIndependent(before) &&
      !SAYS_HOW_THINGS_ARE.test(before)
    )
      continue;
    out.push({ index: start, end: at, delimiter });
    start = at + match[0].length;
    delimiter = ',';
  }
  out.push({ index: start, end: piece.end, delimiter });
  return out;
}

/**
 * Words after which a verb is part of the same phrase ("need to pay", "the book", "will call", "sanity check"), not a
 * new action.
 */
const BOUND_BEFORE = new Set(
  `to and or the a an my our your his her their its will would can could should must shall might please i we you
  they he she it not don't dont also then need needs have has had let help make go gonna wanna gotta just of for u ur
  with in on at by from about as that which who what how when where why if so but do did does is are was were be
  been am want wants said finally definitely really actually probably maybe quickly properly seriously literally
  ideally hopefully eventually urgently totally absolutely certainly surely
  always never ever even usually sometimes often sanity spot fact spell cross
  they'll they’ll he'll he’ll she'll she’ll it'll it’ll you'll you’ll there'll there’ll`
    .split(/\s+/)
    .concat(FUSED_MANNER.split('|')),
);
/** What an imperative's object starts with: "pay THE gas bill", "renew MY railcard", "call MUM", "ring HIM". */
const OBJECT_START =
  /^(?:the|a|an|my|our|your|his|her|their|some|more|this|these|those|all|any|him|them|it|that|everyone|mum|mom|mam|mummy|mommy|dad|daddy|mother|father|gran|granny|grandma|grandpa|grandad|granddad|nan|nana|nanna|auntie|aunt|uncle)$/;
/** The particle of a phrasal verb: "pick UP", "drop OFF", "sort OUT". */
const PARTICLE = /^(?:up|out|off|back|down)$/;
/** A word after which the next is a verb of the same phrase: "need to REGISTER", "gotta BOOK", "I'll CALL". */
const VERB_AFTER = /^(?:to|gotta|must|should|i'll|i’ll|we'll|we’ll|please)$/;
/** Verbs whose object does the next verb ("help the kids pack their bags"): no break after them. */
const CAUSATIVE = /^(?:help|let|make|have|watch|see|get|hear)$/;
const COPULA = /^(?:is|are|was|were|isn['’]t|aren['’]t|wasn['’]t|weren['’]t)$/;
/** A time said as a word: after it, in a run-on, a new action may start ("…for the weekend clean the gutters"). */
const TIME_WORD = /^(?:today|tonight|tomorrow|tmrw|weekend|morning|afternoon|evening|night)$/;
/** Words that only open a time frame ("so first thing tomorrow…", "ok for the weekend…"): no statement before it. */
const FRAME_WORD =
  /^(?:so|ok|okay|right|um|uh|and|then|first|thing|for|the|this|next|on|by|in|early|late|later|also|oh|well|yeah)$/i;
/** The modal chain of a duty of one's own: "I NEED TO call", "we HAVE TO", "I'VE GOT TO", "I GOTTA", "I MUST". */
const OWN_DUTY = /^(?:(?:really|still|just|also)\s+)*(?:need to|have to|got to|gotta|must|should)$/i;

/** The words between a subject and its verb: "I'll", "I will", "we need to", "I should really", "we even still". */
const MODAL_CHAIN =
  /^(?:will|would|should|must|need|needs|have|has|to|gotta|got|also|really|just|then|still|even|probably|definitely|can|could|shall|might|gonna|wanna|want)$/;
const SUBJECT_MODAL = /^(?:i|we|i['’]ll|we['’]ll|i['’]d)$/;

/** The word where the verb at `i` starts with its subject ("I'll ping", "we need to book": at "I", "we"), if any. */
function subjectAt(words: RegExpExecArray[], i: number): number | undefined {
  let k = i - 1;
  while (k > 0 && MODAL_CHAIN.test(words[k]![0].toLowerCase())) k--;
  return k > 0 && SUBJECT_MODAL.test(words[k]![0].toLowerCase()) ? k : undefined;
}

/** What is left after "renew it" when it says only when: "by then", "tomorrow", "before Friday", "on the 30th". */
const ONLY_A_TIME =
  /^(?:\s+(?:by|before|on|until|till|this|next|the|end|of|first|thing|then|today|tonight|tomorrow|tmrw|asap|later|soon|week|weekend|month|morning|afternoon|evening|night|\d{1,2}(?:st|nd|rd|th)?|\p{L}*day))+\s*$/iu;

/** "this week", "this Friday": after "this" a time, so "review the lease draft this week" has no "draft this…". */
const SPAN_OF_TIME = /^(?:week|weekend|month|year|morning|afternoon|evening|quarter|term|sprint)$/i;
function thisTime(word: string | undefined): boolean {
  return word !== undefined && (SPAN_OF_TIME.test(word) || CALENDAR_WORD.test(word));
}

/**
 * Dictation without punctuation: "call the bank pay the gas bill" is two actions. A new action starts at a known
 * verb followed by its object's first word, right after a noun, when the piece already has an earlier action verb.
 */
function splitRunOn(sentence: string, piece: Piece): Piece[] {
  const words = [...sentence.slice(piece.index, piece.end).matchAll(/[\p{L}'’-]+/gu)];
  // Only a sentence written with no punctuation at all: a writer who uses commas marks their own breaks. A " ;" with a
  // space before it is no writer's: it is where the clean-up found a hesitation ("…the hotel um the one…").
  if (words.length < 6 || /[,:()]|\S;|\s[—–-]\s/.test(sentence)) return [piece];
  const out: Piece[] = [];
  let start = piece.index;
  let delimiter = piece.delimiter;
  let verbSeen = false;
  words.forEach((word, i) => {
    const lower = word[0].toLowerCase();
    const isVerb = ACTION_VERBS.has(lower) && word[0] === lower;
    const before = words[i - 1]?.[0].toLowerCase();
    const next = words[i + 1]?.[0].toLowerCase();
    // "…the electricity bill I think it's due on the 3rd pay that": a verb and a pronoun closing the run-on do what
    // was just said, even with no action before them.
    // "…I still haven't booked the venue do that this week": "do that" takes up what was just said, anywhere.
    // "…the cert on the wiki expires on the 30th renew it by then": so do a verb and a pronoun with only a time after.
    const closesOnPronoun =
      i >= 3 &&
      /^(?:it|that|them)$/.test(next ?? '') &&
      (i === words.length - 2 ||
        /^(?:do|sort|handle)$/.test(lower) ||
        ONLY_A_TIME.test(sentence.slice(piece.index + words[i + 1]!.index + next!.length, piece.end)));
    if (isVerb && (verbSeen || closesOnPronoun) && next !== undefined) {
      // "…by end of next week I'll ping Marco", "…it's still sticking I will call them": the new action starts at
      // its subject, not between the subject and the verb.
      const subject = subjectAt(words, i);
      const at = piece.index + words[subject ?? i]!.index;
      const said = subject === undefined ? before : words[subject - 1]![0].toLowerCase();
      if (
        said !== undefined &&
        /\p{L}\s$/u.test(sentence.slice(at - 2, at)) &&
        !BOUND_BEFORE.has(said) &&
        !ACTION_VERBS.has(said) &&
        // "please sign and return the form" (kept one piece above): the verbs share the object.
        !(said === 'and' && LONE_VERB.test(sentence.slice(start, piece.index + words[i - 1]!.index))) &&
        // "…I need to CLEAR under the sink": a duty said with its subject starts an action whatever follows the verb.
        ((subject !== undefined &&
          OWN_DUTY.test(
            words
              .slice(subject + 1, i)
              .map((w) => w[0])
              .join(' '),
          )) ||
          // Its object: "pay THE gas bill", "email SARAH about…", "pick UP aisha from piano".
          (OBJECT_START.test(next) && !thisTime(words[i + 2]?.[0])) ||
          (/^\p{Lu}\p{Ll}/u.test(words[i + 1]![0]) && !CALENDAR_WORD.test(next)) ||
          (PARTICLE.test(next) && words[i + 2] !== undefined))
      ) {
        out.push({ index: start, end: at - 1, delimiter });
        start = at;
        delimiter = 'and';
      }
    }
    // "…the boiler service is overdue call Engie to book it": a statement's verb, too, comes before a new action; and
    // so do a thing and what it is doing ("the plumber's coming Friday I need to…") and a time said after other words
    // ("two things for the weekend clean the gutters", "after the standup tomorrow I need to…").
    if (
      (isVerb ||
        COPULA.test(lower) ||
        (before !== undefined && VERB_AFTER.test(before)) ||
        (/['’]s$/.test(before ?? '') && /^\p{L}{2,}ing$/u.test(lower)) ||
        ((TIME_WORD.test(lower) || CALENDAR_WORD.test(lower)) &&
          words.slice(0, i).some((w) => !FRAME_WORD.test(w[0])))) &&
      !CAUSATIVE.test(lower)
    )
      verbSeen = true;
    if (isVerb && CAUSATIVE.test(lower)) verbSeen = false;
  });
  out.push({ index: start, end: piece.end, delimiter });
  return out;
}

function isStrong(delimiter: string): boolean {
  return (
    delimiter === ';' ||
    delimiter === ':' ||
    delimiter === '(' ||
    delimiter === ')' ||
    /^[—–-]+$/.test(delimiter)
  );
}

function startsTask(kind: ClauseKind): boolean {
  return kind.kind === 'action' || (kind.kind === 'nominal' && !kind.weak);
}

/** A thing and where it is: "receipt in the glovebox", "spare key under the mat", "the form is on my desk". */
const WHERE_IT_IS =
  /^(?:(?:the|my|our|his|her|their|spare|extra)\s+)?(\p{L}+)(?:\s+\p{L}+)?\s+(is\s+|are\s+)?(?:in|on|at|under|behind|inside|by|next to)\s+(?:(?:the|my|our|his|her|their|a)\s+)?[\p{L}'’-]+(?:\s+[\p{L}'’-]+)?$/iu;

/** "(receipt in glovebox)" after an errand: where its thing is, said in brackets, not a task ("(drop in at the desk)" is). */
function saysWhereItIs(text: string): boolean {
  const where = WHERE_IT_IS.exec(text.trim());
  return !!where && (where[2] !== undefined || !ACTION_VERBS.has(where[1]!.toLowerCase()));
}

/** A message sent back to someone: "reply to the buyer", "answer the customer", "email Marc back". */
const WRITES_BACK = /^(?:reply|answer|respond|email|e-mail|write|text|message|get back)\b/i;
/** What such a message offers: "offer a refund or a replacement", "refund or resend", "apologise for the delay". */
const WHAT_IT_OFFERS = /^(?:offer|apologi[sz]e|refund)\b/i;

/** What points back at the things of the clause before: "open a ticket for each", "label all of them", "tag each one". */
const ON_EACH_OF_THEM =
  /\s(?:each(?: one| of them)?|every one(?: of them)?|all of them|them all)(?=\s*(?:$|[,;.!–—-]|\s(?:by|before|until|on|this|next|tomorrow|today|tonight|asap|eod)\b))/i;

/** "…and then friday the plumber is coming": a step in a sequence with its own subject is a clause of its own. */
const SEQUENCE = /^(?:and then|then|and after that|after that|and also|also|plus)$/;

/** "…, Anjali checks it after", "…, Dee vets them first": someone's own step on the job before it, pointing back at it. */
const NAMED_STEP_BACK = /^\p{Lu}\p{Ll}+\s+\p{Ll}+s\s+(?:it|them)(?![\p{L}'’])/u;
const MAX_HEADER_WORDS = 4;
/** "Need to get these done:", "Things I have to sort out this week:": a lead-in pointing at the list after its colon. */
const LIST_LEAD_IN =
  /\b(?:these|the following|this lot|all this|(?:a few|a couple of|some|the|my|other)\s+(?:things|bits|jobs|tasks))\b[^:;,.!?]{0,30}:?\s*$|^\W*(?:things|stuff|jobs|tasks|bits)\s+(?:i|we)\b[^:;,.!?]{0,40}:?\s*$/i;
const ACTION_ITEMS = /\b(?:action items?|next steps|to[- ]?dos?|follow[- ]ups?|takeaways)\b/i;
const MAX_RECLASSIFY = 400;
/** "…, but who am I kidding", "… let's be real", "…, one of these days": the writer waves off what they just said. */
const WAVES_OFF =
  /^(?:(?:but|lol|haha|ha|ok|okay|so)[\s,]+)*(?:who am i kidding|one of these days|let['’]?s be real(?:istic)?|yeah right|as if|in my dreams|dream on|not happening|never gonna happen|never going to happen|who knows|(?:i\s+)?dunno[\s.!?…]*$|(?:we['’]ll see|dekhte hain|dekhenge|ya veremos|on verra|mal sehen|mal schauen|vamos ver)[\s.!?…]*$|(?:maybe|probably|prob)\s+(?:i|we)(?:['’]ll|\s+will)?\s+never(?:\s+will)?)\b/i;
/** A wish or a hedge that reaches over the verbs after it: "maybe I'll …", "someday I want to …", "no need to …". */
const WISH_SCOPE = /\b(?:to|i['’]ll|we['’]ll|i['’]d|we['’]d|(?:i|we) (?:will|would)|could|might)\s+\p{L}+/iu;

/** A noun phrase that does the previous clause's verb over, with a date of its own: "…and the contract by Monday". */
const GAPPED_OBJECT = /^(?:the|my|our|a|an|his|her|their|your|these|those)\s+[^,;:]{2,80}$/i;
/** What makes it a clause of its own rather than an object ("and the boiler guy is coming Thursday"). */
const OWN_VERB =
  /\b(?:is|are|was|were|will|would|has|have|had|can|could|should|must|needs?|wants?|gets?|comes?|coming|goes|going|starts?|ends?)\b|['’](?:s|re|ll)\b/i;
const HEDGE_WORD = /\s+(?:maybe|probably|ideally|hopefully|possibly)(?=\s)/gi;

/**
 * "send the invoice to Acme by Friday and the contract by Monday", "get the budget from Hamid by the end of next week
 * and then the letters of support maybe by the tenth": each object with its own date is a task of its own, done with
 * the verb said once ("Send the contract"). Without dates on both sides ("buy milk and the paper") it is one task.
 */
function gappedObject(previous: Clause, text: string, delimiter: string): ClauseKind | null {
  if (previous.kind.kind !== 'action' || !/^(?:and|and then|then|and also|plus|&)$/i.test(delimiter))
    return null;
  if (!GAPPED_OBJECT.test(text) || OWN_VERB.test(text) || !mentionsDate(text)) return null;
  const action = previous.text.slice(previous.kind.start);
  if (!mentionsDate(action)) return null;
  const verb = /^\S+(?:\s+(?:up|out|back|in|off|over|down|on))?(?=\s)/.exec(action)?.[0];
  if (!verb || !ACTION_VERBS.has(verb.split(' ')[0]!.toLowerCase())) return null;
  return { kind: 'nominal', title: `${verb} ${text.replace(HEDGE_WORD, '')}`, weak: false };
}

/** "to book the jabs" after "and": a second duty under the first one's "to". */
const SECOND_TO = /^(\s*to\s+)(\p{L}+)\s+\S/u;

/**
 * "remind me to pay the fees by Friday and to book the flu jabs", "ask Sam to order the tiles and to call the
 * fitter": a second "to" after "and" is a second task of the same kind, for the same person.
 */
function secondDuty(previous: Clause | undefined, text: string, delimiter: string): ClauseKind | null {
  if (delimiter !== 'and' || previous?.kind.kind !== 'action') return null;
  if (!/\bto\s+$/i.test(previous.text.slice(0, previous.kind.start))) return null;
  const to = SECOND_TO.exec(text);
  if (!to || !ACTION_VERBS.has(to[2]!.toLowerCase())) return null;
  return { kind: 'action', start: to[1]!.length, delegate: previous.kind.delegate };
}

/** A clause that sets a condition: "if the bank says no", "unless Tom calls", "in case it rains". */
const CONDITION = /^\s*(?:if|unless|in case|should|whether|only if|even if)\s/i;

const ARROW = /^(?:-+>|→|=>|⇒)$/;

/**
 * The clauses of a sentence, each with its kind. `item`: the sentence is a list item of its own, so a first clause "I
 * send the recap today" may be the writer's step there as after a break ("- I revise the plan, send by Monday").
 */
export function splitClauses(sentence: string, item = false): Clause[] {
  const clauses: Clause[] = [];
  const all = pieces(sentence);
  let actionItems = false;
  all.forEach((piece, i) => {
    const text = sentence.slice(piece.index, piece.end);
    // "Call notes w/ Diego (logistics):" — a parenthesis between a label and its colon is still the label's.
    const beforeColon =
      all[i + 1]?.delimiter === ':' ||
      (i === all.length - 1 && /:\s*$/.test(text)) ||
      (i === 0 && /^\s*\([^()]{1,40}\)\s*:\s*$/.test(sentence.slice(piece.end)));
    const words = text.trim().split(/\s+/).length;
    const itemsHeading = beforeColon && ACTION_ITEMS.test(text) && words <= 10;
    // "- Call the bank: Monday": after an errand, a colon before nothing but a date says when, not what comes under
    // it ("Retro: in two weeks" stays a label).
    const whenAfter =
      i === all.length - 2 &&
      isOnlyDate(sentence.slice(all[i + 1]!.index), ANY_DAY) &&
      classifyClause(text).kind === 'action';
    // "Update for myself since everything changed:" names the note after its colon, however many words it has.
    const header =
      itemsHeading ||
      (beforeColon &&
        ((words <= MAX_HEADER_WORDS && !whenAfter) || LIST_LEAD_IN.test(text) || labelsOwnNote(text.trim())));
    if (itemsHeading) actionItems = true;
    const previous = clauses.at(-1);
    // "Next call Mon 10am, I'll send the invite": when the meeting meets again frames the step after it.
    const nextMeeting = i === 0 && all.length > 1 && saysNextMeeting(text);
    const read =
      header || nextMeeting || (piece.delimiter === '(' && saysWhereItIs(text))
        ? ({ kind: 'context' } as const)
        : (secondDuty(previous, text, piece.delimiter) ?? classifyClause(text, actionItems));
    // "Niamh drafts the wording, I sign off by Friday", "-> I log it with biomed today", "Next sync Mon 30th, I send
    // the agenda Sunday night": the writer's own step said in the present, where the sentence splits the work, an
    // arrow points at it or it has its own day; and opening a list item with a day ("- I send the recap today"). Not a
    // sentence that opens with it ("I walk the dog every morning" tells a habit), a label ("…, I track my bits:"), a
    // purpose ("pasting this so I remember it"), nor a step after a condition ("if the bank says no, I ask Dad").
    // The cheap tests first: most clauses have no "I".
    const step =
      read.kind === 'context' &&
      /\bI\s/.test(text) &&
      !beforeColon &&
      !(previous && CONDITION.test(previous.text)) &&
      !(piece.delimiter === 'so' ? /^\s*I\s/ : /^\s*so\s+(?:that\s+)?I\s/i).test(text) &&
      (piece.delimiter === ''
        ? item && mentionsDate(sentence)
        : ARROW.test(piece.delimiter) ||
          mentionsDate(text) ||
          (i === 1 && saysNextMeeting(previous!.text)) ||
          anotherDoes(sentence.slice(0, piece.index)))
        ? ownStepNow(text)
        : null;
    // "RCA for the Enterprise accounts, Selin drafts, I review Friday": a bare step after another's part is done to
    // what their part is of (see stepOnTheirThing).
    const bare =
      step === null && read.kind === 'context' && piece.delimiter !== '' && /^\s*I\s/.test(text)
        ? bareStepNow(text)
        : null;
    const onTheirs = bare ? stepOnTheirThing(sentence.slice(0, piece.index), bare) : null;
    // "Achieng drafts the shift plan, I sign off by the 8th": their part, whose thing the step takes, is its context.
    if (onTheirs?.ownPart && previous?.text.includes(onTheirs.doer)) previous.kind = { kind: 'context' };
    const kind: ClauseKind =
      step !== null
        ? { kind: 'action', start: step, delegate: null }
        : onTheirs
          ? { kind: 'nominal', title: onTheirs.title, weak: false, with: onTheirs.doer }
          : read;
    const gapped = previous ? gappedObject(previous, text, piece.delimiter) : null;
    if (gapped) {
      clauses.push({ text, index: piece.index, kind: gapped, continues: true, header: false });
      return;
    }
    if (previous && WAVES_OFF.test(text)) {
      // "…start running again, maybe in January, who knows": back over the hedge to what it waves off.
      const before = clauses.at(-2);
      if (previous.kind.kind === 'noise' && before && before.kind.kind === 'action')
        before.kind = { kind: 'noise' };
      previous.kind = { kind: 'noise' };
      clauses.push({ text, index: piece.index, kind: { kind: 'noise' }, continues: true, header });
      return;
    }
    // "maybe I'll sell the car and get a bike": the second verb is as wished as the first.
    if (
      piece.delimiter === 'and' &&
      previous?.kind.kind === 'noise' &&
      kind.kind === 'action' &&
      kind.start === 0 &&
      WISH_SCOPE.test(previous.text)
    ) {
      clauses.push({ text, index: piece.index, kind: previous.kind, continues: true, header });
      return;
    }
    const comma = /^(?:,|but|so|oh,? and|and oh|oh also)$/.test(piece.delimiter);
    // "quarantine the flaky tests and open a ticket for each": a step done to each of the first one's things goes
    // with it, one task.
    const onEachOfThem =
      /^(?:and|and then|then)$/.test(piece.delimiter) &&
      previous?.kind.kind === 'action' &&
      ON_EACH_OF_THEM.test(text);
    const splits =
      !previous ||
      isStrong(piece.delimiter) ||
      startsTask(kind) ||
      // "…and also the ethics renewal is due": a statement of its own, though not a task on its own.
      kind.kind === 'nominal' ||
      // "…, email never works with them": a status said after a job is a clause of its own, not more of the job.
      (comma &&
        (isIndependent(text) || NOT_A_TASK.test(text) || saysStatus(text) || NAMED_STEP_BACK.test(text))) ||
      // "…fill out the forms and Sarah wants the dish back": another subject and its verb start a clause of their own.
      (/^(?:and|oh,? and|and oh|oh also)$/.test(piece.delimiter) &&
        previous.kind.kind === 'action' &&
        (/^(?:(?:um|uh|er|erm|oh)\s+)*\p{Lu}\p{Ll}+\s+(?:wants|needs|said|says|asked|is|was|has)\s/u.test(
          text,
        ) ||
          // "…and uh Chloe's birthday is on the 12th": someone's thing and what it is.
          /^(?:(?:um|uh|er|erm|oh)\s+)*\p{Lu}\p{Ll}+['’]s\s+(?:[\p{L}'’-]+\s+){1,2}?(?:is|are|was|were|has|starts|ends)\s/u.test(
            text,
          ) ||
          // "…and the car tax runs out at the end of the month", "…and the gutters are blocked again": a thing and
          // what happens to it, or how it is.
          /^(?:the|my|our|his|her|their)\s+(?:[\p{L}'’-]+\s+){1,3}?(?:runs? out|ran out|go(?:es)? out|expires?|expired|ends|closes|opens|starts|arrives?|lapses|(?:is|are|was|were|isn['’]t|aren['’]t)\s+(?:still\s+|not\s+|all\s+)?\p{L}{3,})\b/iu.test(
            text,
          ) ||
          // "…and the car's making a weird noise again": a thing and what it is doing.
          /^(?:the|my|our|his|her|their)\s+(?:[\p{L}-]+\s+)?[\p{L}-]+['’]s\s+(?:still\s+|not\s+)?\p{L}+ing\b/iu.test(
            text,
          ))) ||
      (SEQUENCE.test(piece.delimiter) && isIndependent(text));
    // "reply to the buyer about the cracked bowl, offer a refund", "answer the customer — refund or resend": what the
    // message offers is what it says, one task with it.
    const saysInIt =
      /^(?:,|[—–-]+)$/.test(piece.delimiter) &&
      previous?.kind.kind === 'action' &&
      WRITES_BACK.test(previous.text.slice(previous.kind.start)) &&
      WHAT_IT_OFFERS.test(text.trim());
    // "(ask Harpreet + Olu), refresher for both of them by Fri": an aside whose bracket closed takes in nothing after it;
    // what follows is read on its own.
    const pastAside =
      previous !== undefined &&
      /\(\s*$/.test(sentence.slice(Math.max(0, previous.index - 3), previous.index)) &&
      !previous.text.includes(')') &&
      sentence.slice(previous.index + previous.text.length, piece.index).includes(')');
    if ((splits || pastAside) && !onEachOfThem && !saysInIt) {
      clauses.push({
        text,
        index: piece.index,
        kind,
        continues: !isStrong(piece.delimiter) && piece.delimiter !== '',
        header,
      });
      return;
    }
    // Not a clause of its own ("…milk and eggs", "…, ideally today"): it extends the previous one.
    const merged = sentence.slice(previous.index, piece.end);
    previous.text = merged;
    // "…, fix the shed door, done.": the job closed by its own word, as a list item is.
    if (previous.kind.kind === 'action' && doneAfterItsDash(merged.slice(previous.kind.start))) {
      previous.kind = { kind: 'noise' };
      return;
    }
    // Re-reading a long merged run on every piece would be quadratic; past a sentence's length it stays context.
    if (
      previous.kind.kind !== 'action' &&
      previous.kind.kind !== 'nominal' &&
      merged.length <= MAX_RECLASSIFY
    ) {
      previous.kind = classifyClause(merged);
    }
  });
  return clauses;
}
