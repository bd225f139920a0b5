/**
 * @module ai/local/people — names a clause says should do or be involved in a task: "ask Sarah", "with John",
 * "email Dr. Patel", "Lukas will…" (a group such as "the team" is nobody in particular). Only capitalised words after such cues count, so a
 * product or a month is not taken for a person.
 */
import { WEEKDAY_NAME } from './dates.js';
import { ACTION_VERBS, NO_DUTY_AFTER_TO, NOT_NAMES } from './lexicon.js';
import {
  GERMAN_ROLE,
  hasFiniteVerb,
  isAddressedName,
  isEnglishWord,
  isFounderFirm,
  isKin,
  isKnownFirstName,
  isLowercaseName,
  isNameWordForm,
  isPersonName,
  isPlaceOrCompany,
  isSentenceAdverb,
  isWordName,
  looksLikeVerb,
  nameGender,
  opensWithWish,
  RESPECT_AFTER_WORDS,
  RESPECT_SUFFIX_WORDS,
  TEAMS,
  TITLE_WORDS,
  wordClasses,
} from './names.js';
import { rememberedPerText } from './per-extraction.js';
import { gerundStems, thirdPersonStems } from './word-forms.js';
import { lexiconTags } from './word-lexicon.js';

/** "Dr. Patel", "Coach Dan", "Frau Huber", "Steuerberater Brandt": a title written large before a name. */
const TITLE = String.raw`(?:(?:${capitalisedWords(TITLE_WORDS)}|${GERMAN_ROLE})\.?\s+)`;
/** The titles of TITLE_WORDS that say a relation, not an office. */
const RELATION_TITLE =
  /^(?:aunt|auntie|aunty|uncle|cousin|tita|tito|ate|kuya|tante|onkel|t[íi][ao]|zi[ao]|grandma|grandpa|granny|grandd?ad|gran|nann?a|abuel[ao]|lol[ao]|mama)$/;
/** Whether a title before a name says a relation ("Tita Lorna", "Kuya Ben", "Auntie Pua"), written large or small. */
export const isRelationTitle = (word: string) => RELATION_TITLE.test(word.toLowerCase());

/**
 * A title of someone's office or standing written large before a name ("Dr. Faisal", "Sr. Rubina", "Prof. Lund",
 * "Sister Mercy"), not a relation's ("Aunt Linda", "Nana Rose"): who holds it may be given a job in notes.
 */
export const OFFICE_TITLE = String.raw`(?:(?:${capitalisedWords(
  TITLE_WORDS.split('|')
    .filter((word) => !RELATION_TITLE.test(word))
    .join('|'),
)})\.?\s+)`;
// Letters of any script: "João", "Siobhán", "Graça" are names too.
// "O'Brien", "Jean-Luc"; but "Okafor's" is a possessive, not a longer name.
// "McKenzie", "MacLeod": a capital after Mc/Mac is still one word.
// "O'Connor", "D'Souza", "N'Golo": a capital after O', D' or N' starts the same name.
const WORD = String.raw`(?:Ma?c|[ODN]['’])?\p{Lu}\p{Ll}+`;
const NAME = String.raw`${WORD}(?:[-'’](?!s(?![\p{L}]))\p{Lu}?\p{Ll}+)?(?:\s+${WORD}(?![\p{Ll}'’-]))?`;
const CUE = String.raw`\b(?:waiting\s+(?:on|for)|(?:call|ring|phon|email|text|messag|ping|ask|tell|remind|chas|visit|invit|thank|notify|inform)ing|make sure|notify|inform|loop in|chase|nudge|pair|pick up|collect|drop off|send|give|owe|show|forward|brief|ask|asked|tell|told|email|e-mail|mail|call|ring|phone|remind|ping|message|text|contact|meet|invite|thank|visit|help|promised|cc|update|get|have|let|pay|venmo|zelle|introduce|hand(?:\s+\w+)?\s+(?:over\s+)?to|assign(?:\s+\w+)?\s+to|delegate(?:\s+\w+)?\s+to|drop|take|sign|put|bring|fetch|drive|enrol|enroll|register|1:1|1-1|one-on-one|congratulate|hire|interview|onboard|train|mentor|welcome|lend|shadow|past|with|w/?|to|for|from|by|llamar a|escribir a|avisar a|recoger a|buscar a|llevar a|traer a|visitar a|ayudar a|pregunt(?:ar|arle) a|pedir(?:le)? a|decir(?:le)? a|escribir(?:le)? a|recordar(?:le)? a|mandar(?:le)? a|enviar(?:le)? a|hablar con|chiamare|scrivere a|sentire|parlare con|chiedere a|dire a|ricordare a|avvisare|appeler|rappeler|relancer|contacter|prévenir|remercier|écrire à|envoyer à|demander à|parler à|dire à|répondre à|con|com(?: [ao])?|si|kay|kina|sina|an(?=\s+(?:Herrn?|Frau)\s)|ligar para(?: [ao])?|ligar (?:à|ao)|falar com(?: [ao])?|para (?:a|o)|mit|für|pour|avec|frag|frage|sag|schreib|erinnere)\s+(?:back\s+)?(?:up\s+with\s+)?(?:(?:me|us)\s+(?:and|&)\s+)?`;
const CUE_RE = new RegExp(CUE, 'gi');
const VERB_CUE =
  /^(?:ask|asked|tell|told|remind|ping|cc|email|message|text|thank|invite|pair|loop in|make sure|nudge|chase|have|get|let|call|ring|phone)\s/i;
const NAME_AT = new RegExp(`^${TITLE}?${NAME}`, 'u');
/**
 * A title or relation written small before a capitalised name ("call khun Somchai", "from aunty Busi", "ring coach
 * Dan", "to chef Ronan", "call dr Ahmed"): the name is the person, as with the title written large.
 */
const SMALL_TITLE_WORD = String.raw`(?:${TITLE_WORDS.split('|')
  // "hire sr Engineers", "sync with eng Leads", "send rev Two": written small, these say senior, engineering, revision;
  // "2 br Flat", "fr Tom" (from Tom) are no titles either.
  .filter((word) => !/^(?:sr|engr?|rev|fr|br|pn)$/.test(word))
  .join('|')})\.?`;
const SMALL_TITLE = new RegExp(String.raw`^${SMALL_TITLE_WORD}\s+(?=\p{Lu}\p{Ll})`, 'u');
/** A title in any case before whatever follows it: "Dear DR. OKAFOR," and "Best,\nDr. Anika Rao" as well as "Auntie Pua". */
const ANY_TITLE_AT = new RegExp(String.raw`^(?:${TITLE_WORDS}|${GERMAN_ROLE})\.?\s+(?=\S)`, 'iu');
const TITLE_AT = new RegExp(`^${TITLE}`, 'u');
/** "from next door", "from across the road": where a neighbour lives, in two or three words. */
const NEIGHBOUR = String.raw`next\s+door|(?:across|down|up)\s+the\s+(?:road|street|hall|corridor)|over\s+the\s+road`;
/** "from Payroll", "at the council", "in accounts", "from next door": where a person who wants something is. */
const ORG = String.raw`(?:from|at|in|over at)\s+(?:${NEIGHBOUR}|(?:the|our|their|his|her)\s+[\p{L}&'.-]+(?:\s+[\p{L}&'.-]+){0,2}?|[\p{L}&'.-]+(?:\s+[\p{Lu}&][\p{L}&'.-]*)?)\s+`;
const FROM_ORG = `(?:${ORG})?`;
// "Karthik and Deepa to…", "Femi and I need to…", "Me and Kasia have to…", German "Lukas soll…", "Kevin muss…", and a
// request said about someone:
// "Joaquim from Payroll wants…", "Sunita at the council asked for…".
const SUBJECT_NAME = new RegExp(
  `^(?:\\W*)(?:(?:AI|Action|TODO)\\s*:\\s*)?(?:(?:me|Me)\\s*(?:and|&|\\+)\\s*)?(${TITLE}?${NAME})((?:(?:,\\s*|\\s+and\\s+|\\s*[&+]\\s*)${NAME})*)(?:\\s*(?:and|&|\\+)\\s*(?:I|me)(?![\\p{L}']))?\\s+(?:will|'ll|’ll|is going to|are going to|to|can|should|must|needs to|need to|have to|has to|soll|sollte|muss|wird|${FROM_ORG}(?:wants|needs|asked for|asked|asks for|is asking for|would like|requested|is waiting (?:on|for)))\\b`,
  'u',
);
/**
 * A request said about someone: "Joaquim from Payroll wants the overtime sheets", "Mark from legal needs the NDA
 * back", "Sunita at the council asked for the drawings", "Marco needs the release notes", "Julia is waiting on the
 * forecast from you". "needs" a thing of no one's in particular only with where they work ("Sam needs a lift" is
 * nothing to send, see liftFor); never "wants to…".
 */
/** What one sends someone who needs it: "the release notes", "your timesheet", "the signed forms". */
const SENDABLE = String.raw`(?:notes|reports?|deck|slides|figures|numbers|docs?|documents?|files?|forms?|invoices?|contracts?|drafts?|minutes|agenda|lists?|spreadsheets?|sheets?|forecasts?|budgets?|quotes?|estimates?|proposals?|details|links?|passwords?|receipts?|photos|pdfs?|results|feedback|comments|edits|sign-?off|approval|data|specs?|timesheets?|rota|roster|logins?|credentials|access|copy|summary|breakdown|statement|payslips?|receipts?|recs|reconciliations?|registers?|accounts|schedules?|templates?|samples?|drawings?|plans?|logs?|counts?|calcs|calculations|evidence|references|paperwork|models?)\b`;
const WANTED = new RegExp(
  String.raw`^(${NAME})(?:\s+\([^()]{1,30}\))?\s+(?:${ORG}(?:wants|needs|would like)|${FROM_ORG}(?:wants|asked for|asks for|is asking for|requested)|(?:still\s+|also\s+)?needs\s+(?=(?:the|your|my|our)\s(?:[\w-]+\s){0,3}?(?:${SENDABLE}|[\w-]+\s+back\b))|(?:is|['’]s)\s+(?:still\s+)?waiting\s+(?:on|for)\s+(?=(?:your|my|our)\s|the\s[^]*\bfrom\s+(?:you|me|us)\b))\s*(?!to\b)((?:the|a|an|his|her|their|our|your|my|some|\d|\p{Lu})[^]{2,200})$`,
  'u',
);

/** "Saturday off", "the 12th off", "a day off", "two days' leave": time off asked for. */
const TIME_OFF =
  /^(?:the\s+|a\s+)?(?:[\p{L}\d'’-]+\s+){0,2}?(?:off|leave)(?![\p{L}])(?!\s+(?:forms?|requests?|sheets?|applications?|slips?)(?![\p{L}]))/iu;

/**
 * The person and the thing of a request said about someone ("Mark from legal needs the NDA back"), or null; a body
 * or role asking ("the florist needs the final count") is who, but no person (`person` false).
 */
export function wantedBy(text: string): { name: string; thing: string; person: boolean } | null {
  const said = text.trim().replace(/^(?:(?:and|also|oh|plus|btw|so|but)[\s,]+)+/i, '');
  const m = WANTED.exec(said);
  const first = m?.[1]?.split(/\s+/)[0];
  // "Treasurer wants…": a role at the line's start, written large, is no name.
  if (!m || !first || (!isPersonName(first) && !isWordName(first)) || BODY_ONLY.test(m[1]!)) {
    const body = WANTED_BY_BODY.exec(said);
    if (!body || TIME_OFF.test(body[3]!)) return null;
    // "Supervisor wants…", "client wants…", "CFO wants…": the supervisor, the client, the CFO; "Finance" stays a name.
    const bare =
      !body[1] && !/['’]/.test(body[2]!) && !/^(?:finance|legal|payroll|accounts|hr)$/i.test(body[2]!);
    const who = bare
      ? `the ${/^\p{Lu}+(?=\s|$)/u.test(body[2]!) ? body[2] : body[2]!.charAt(0).toLowerCase() + body[2]!.slice(1)}`
      : `${(body[1] ?? '').toLowerCase()}${body[2]}`;
    const thing = body[3]!.replace(/[.!]$/, '').replace(/\s+from\s+(?:you|me|us)\b/i, '');
    return { name: who, thing, person: false };
  }
  const name = isWordName(first) ? first : cleanName(m[1]!);
  // "Alex asked for Saturday off", "Jess asked for the 14th off": time off is granted, not sent.
  if (TIME_OFF.test(m[2]!)) return null;
  // "waiting on the forecast from you": what is sent, not who from.
  const thing = m[2]!.replace(/[.!]$/, '').replace(/\s+from\s+(?:you|me|us)\b/i, '');
  return name ? { name, thing, person: true } : null;
}

/** Family relations a later "her" or "him" points back to ("forgot mum's birthday… call her tonight"), or that a lift is for. */
export const FEMALE_KIN =
  'mum|mom|mam|mother|mama|grandma|granny|gran|nan|nana|sister|wife|aunt|auntie|daughter|niece|girlfriend';
export const MALE_KIN = 'dad|father|papa|grandpa|grandad|granddad|brother|husband|uncle|son|nephew|boyfriend';
const KIN_WORD = new RegExp(`^(?:${FEMALE_KIN}|${MALE_KIN}|mommy|mummy|ma|pa|sis|bro|partner)$`, 'i');

/** A relation written as a chat's speaker or a name ("Mum", "Dad", "Ammi", "Oma"): family, never a named person. */
export function isKinWord(word: string): boolean {
  return KIN_WORD.test(word) || isKin(word);
}

/** A relation as a sentence's subject, written in lower case or capitalised ("my brother", "Dad"). */
const KIN_SUBJECT = String.raw`(?:[Mm]y\s+)?(?:${`${FEMALE_KIN}|${MALE_KIN}|partner`
  .split('|')
  .map((word) => `[${word[0]}${word[0]!.toUpperCase()}]${word.slice(1)}`)
  .join('|')})`;
const KIN_ONLY = new RegExp(`^${KIN_SUBJECT}$`);
/** "Kemi needs a lift to training", "Sam needs picking up from school at 3": someone the user is to drive. */
const LIFT = new RegExp(
  String.raw`^(${NAME}|she|he|${KIN_SUBJECT})\s+(?:needs|will need|wants)\s+(?:(a\s+(?:lift|ride))|(picking up|collecting|dropping off))(?![\p{L}])([^]{0,160})$`,
  'u',
);
const LIFT_VERBS: Record<string, string> = {
  'picking up': 'Pick up',
  collecting: 'Collect',
  'dropping off': 'Drop off',
};

/**
 * "Sam needs the car tonight", "Dad wants our van on Saturday": someone will use a thing the user has. Said of a
 * thing nobody sends (wantedBy), no lift (liftFor) and nothing to be done to it: news, not a task.
 */
const USES_THING = new RegExp(
  String.raw`^(${NAME}|${KIN_SUBJECT})\s+(?:needs|wants|will need|is taking|is borrowing|is using|has got|has)\s+(?:the|my|our|your)\s+[\p{L}-]+(?:\s+[\p{L}-]+)?(?=$|[\s.,!])(?![^]*\b(?:\p{Ll}+ed|done|back|fixed|signed|sent|for (?:me|us))\b)`,
  'u',
);

/** Whether the text says someone will use a thing of the user's (see USES_THING). */
export function usesThing(text: string): boolean {
  const m = USES_THING.exec(text.trim());
  if (!m) return false;
  const first = m[1]!.split(/\s+/)[0]!;
  return KIN_ONLY.test(m[1]!) || isPersonName(first) || isWordName(first);
}

/** The errand of someone needing a lift ("Kemi needs a lift to training" → "Give Kemi a lift to training"), or null. */
export function liftFor(text: string): { name: string | null; verbPhrase: string } | null {
  const m = LIFT.exec(text.trim());
  if (!m) return null;
  const rest = m[4]!.replace(/[.!]$/, '');
  // "she needs a lift" (after "mum called"), "my brother needs a lift": the relation is who, and no person is on it.
  const relation = /^(?:she|he)$/i.test(m[1]!)
    ? m[1]!.toLowerCase() === 'she'
      ? 'her'
      : 'him'
    : KIN_ONLY.test(m[1]!)
      ? m[1]!
      : null;
  const first = m[1]!.split(/\s+/)[0]!;
  // "Sage needs a lift to netball": only a person needs a lift, whatever else the word names.
  const name = relation ? null : isAddressedName(first) ? (cleanName(m[1]!) ?? first) : null;
  const who = relation ?? name;
  if (!who) return null;
  return {
    name,
    verbPhrase: m[2] ? `Give ${who} ${m[2]}${rest}` : `${LIFT_VERBS[m[3]!.toLowerCase()]} ${who}${rest}`,
  };
}

/** A name as a clause's subject, stating something ("Rose is watering the plants", "Niamh and I still haven't…"). */
const STATING = new RegExp(
  String.raw`(?:^|[.;!?]\s+|\s[—–-]\s+|(?<=\p{Ll}\s))(${NAME})(?:\s+and\s+(?:I|me))?\s+(?:(?:still|just|also|already|really)\s+)?(?:is|was|has|have|hasn't|haven't|had|hadn't|will|won't|can't|isn't|wasn't|needs|wants|arrives|arrived|leaves|left|comes|came|sent|(said|says|asked|told|mentioned|wrote|called|rang|phoned|emailed|texted|messaged|starts|started|joins|joined|owes|owed))\b`,
  'u',
);

/** The person a sentence states something about, for a later "her"/"him" ("Rose is away, leave her the key"). */
export function subjectNamed(text: string): string | null {
  return statedSubject(text) ?? pointedBackSubject(text) ?? askedBackSubject(text) ?? awaySubject(text);
}

/**
 * A name opening a clause, said to be away with or without a verb: "Hyun-woo out Thu–Fri", "Hafiz on leave 7–11 Dec",
 * "Sophie off sick today", "Tomas is OOO next week".
 */
const AWAY = new RegExp(
  String.raw`(?:^|[.;:!?(]\s*|(?:→|->|=>)\s*|\s[—–-]\s+|,\s+)(${NAME})\s+(?:(?:is|was|will\s+be|['’]s)\s+)?(?:out|off|away|OOO|ooo|on\s+(?:leave|holiday|vacation|PTO|pto|annual\s+leave|sick\s+leave|mat(?:ernity)?\s+leave|paternity\s+leave))(?![\p{L}])`,
  'gu',
);

/**
 * "Hyun-woo out Thu–Fri (family wedding), send him the summary", "Callum on leave from Mon -> his files need
 * reallocating": someone said to be away, then a "he", "him", "his", "she" or "her" later in the same sentence, is that
 * person — only a person is on leave or out of the office. Not a name of the pronoun's other sex.
 */
function awaySubject(text: string): string | null {
  for (const m of text.matchAll(AWAY)) {
    const first = m[1]!.split(/\s+/)[0]!;
    if (NOT_A_SUBJECT.test(first) || !isPersonName(first) || isPlaceOrCompany(first)) continue;
    const after = text.slice(m.index + m[0].length).split(/[.!?](?:\s|$)/)[0]!;
    const pronoun = PERSONAL_PRONOUN.exec(after);
    if (pronoun && nameGender(first) !== (pronoun[1] ? 'female' : 'male')) return cleanName(m[1]!);
  }
  return null;
}

/**
 * "ask her", "call him", "check w/ him", "send him the route": a pronoun that only a person is, asked or called (not
 * "call her vet", whose "her" is a pet's or a person's thing).
 */
const PERSON_ASKED = new RegExp(
  String.raw`(?<![\p{L}])(?:ask|call|ring|phone|remind|tell|text|email|message|ping|chase|nudge|thank|send|check\s+(?:in\s+)?w(?:ith|\/))\s+(?:(him)|her)(?=\s*(?:[,.;:!?)]|$)|\s+(?:to|the|a|an|my|our|about|re|back|up|tomorrow|today|tonight|first|when|if|now|asap|and|or|on|at|in|for|with|by|this|next|so|before|after|once|\d|${WEEKDAY_NAME})(?![\p{L}]))`,
  'iu',
);
/**
 * A name opening a clause, with any verb after it, a bracket or where they are from between ("Kasia has the keys",
 * "Efua (eldest daughter) still has to sign", "Pieter from Capmatic can come Monday").
 */
const CLAUSE_SUBJECT = new RegExp(
  String.raw`(?:^|[.;:!?(]\s*|(?:→|->|=>)\s*|\s[—–-]\s+|,\s+)(${NAME})(?:\s+\([^()
]{1,30}\))?(?:\s+(?:from|at)\s+\p{Lu}[\p{L}&'-]*(?:\s+\p{Lu}[\p{L}&'-]*)?)?\s+(?:(?:still|just|also|already|finally|really)\s+)?(?:has|have|had|is|was|can|could|will|would|should|must|says|said|promised|owes|knows|wants|needs|\p{Ll}{2,}(?:s|ed)|['’](?:s|d|ll))(?![\p{L}])`,
  'gu',
);

/**
 * "Kasia has the keys, ask her", "Pieter from Capmatic can come Monday → call him to confirm": a name opening a clause,
 * then a later "him"/"her" of the same sentence that one asks, calls or sends something to, is that person; a pet or a
 * thing is not asked or called. The nearest such name before the pronoun, of the pronoun's sex where the lexicon says.
 */
function askedBackSubject(text: string): string | null {
  const asked = PERSON_ASKED.exec(text);
  if (!asked) return null;
  const said = text.slice(0, asked.index);
  let found: string | null = null;
  for (const m of said.matchAll(CLAUSE_SUBJECT)) {
    const first = m[1]!.split(/\s+/)[0]!;
    if (NOT_A_SUBJECT.test(first) || !isPersonName(first) || isPlaceOrCompany(first)) continue;
    if (nameGender(first) === (asked[1] ? 'female' : 'male')) continue;
    // Only a name inside this sentence: "… on Friday. Ask her" looks no further back than the sentence.
    if (/[.!?]\s/.test(said.slice(m.index + m[0].length))) continue;
    found = cleanName(m[1]!);
  }
  return found;
}

function statedSubject(text: string): string | null {
  const m = STATING.exec(text);
  if (!m) return null;
  const first = m[1]!.split(/\s+/)[0]!;
  // "the quote – Joel said he'd send it", "the engineer Matteo needs the plans": inside a sentence, only a name the
  // lexicon lists as a first name.
  const inside = /\p{Ll}\s$/u.test(text.slice(0, m.index + m[0].indexOf(m[1]!)));
  if (inside && !isKnownFirstName(first)) return null;
  if (isWordName(first)) return first;
  // A pet or a thing states things too ("Pickles has a vet visit"): a name the lexicon knows, or one with "and I".
  // Only a person says, rings or starts a job ("Priya starts Monday", "Femke called"), or owes one something.
  const person = isKnownFirstName(first) || /\sand\s+(?:I|me)\b/.test(m[0]) || m[2] !== undefined;
  return person && isPersonName(first) && !NOT_A_SUBJECT.test(first) ? cleanName(m[1]!) : null;
}

/** A personal pronoun, for `pointedBackSubject`; the first group is a man's. */
const PERSONAL_PRONOUN = /(?<![\p{L}'’])(?:(he|him|his)|she|her)(?![\p{L}'’])/iu;
/**
 * A name doing something, by any verb: "Yuto is organising it", "António knows a guy", "Kasia starts Monday", "also
 * Priyanka asked…". Not "has", "needs" or "wants" alone, which a pet or a thing says too ("Pickles has a vet visit").
 */
const DOING_SOMETHING = new RegExp(
  String.raw`(?<![\p{L}'’-])(${NAME})\s+(?:(?:still|just|also|already|really|usually)\s+)?(?:(?:is|was)\s+\p{Ll}{2,}ing|(?!(?:has|needs|wants|is|was|does|goes|gets)(?![\p{L}]))\p{Ll}{2,}(?:s|ed))(?![\p{L}'’-])`,
  'gu',
);

/**
 * "Yuto is organising the dinner, reply to his doodle", "António knows a guy, get his number": a name the lexicon
 * lacks, doing something, that a later "he", "his", "she" or "her" of the same sentence picks up again is a person's.
 * The pronoun is the evidence (a name of the other sex is not it).
 */
function pointedBackSubject(text: string): string | null {
  if (!PERSONAL_PRONOUN.test(text)) return null;
  for (const m of text.matchAll(DOING_SOMETHING)) {
    const first = m[1]!.split(/\s+/)[0]!;
    if (NOT_A_SUBJECT.test(first) || !isPersonName(first) || isEnglishWord(first)) continue;
    const after = text.slice(m.index + m[0].length).split(/[.!?](?:\s|$)/)[0]!;
    const pronoun = PERSONAL_PRONOUN.exec(after);
    if (!pronoun || nameGender(first) === (pronoun[1] ? 'female' : 'male')) continue;
    // "Handrail defects, stair 2 — Ricardo (steel) — walk it with him": a first name nearer the pronoun is whom it means.
    const between = after.slice(0, pronoun.index).match(/\p{Lu}\p{Ll}+/gu) ?? [];
    if (!between.some(isKnownFirstName)) return cleanName(m[1]!);
  }
  return null;
}

/** Between the names of a group ("Karthik and Deepa", "Ravi & Hui Min", "Piotr + me", "Ana, Bo", "Tom/Ana"). */
export const GROUP_SPLIT = /\s*,\s*|\s+and\s+|\s*[&+/]\s*/u;
/**
 * A name listed after the first ("tell Chris and Dana", "with Ana, Bo"); not one with "'s" after it ("tell Eero, Aino's
 * on leave"), which says something about that person.
 */
const LIST_NAME = new RegExp(
  `^(?:,\\s*|\\s+(?:and|or)\\s+|,\\s*(?:and|or)\\s+|\\s*[&+]\\s*)(${NAME})(?![\\p{L}])(?!['’]s(?![\\p{L}]))`,
  'u',
);
/**
 * After a name, a lowercase noun means it was a modifier ("Renault procurement"), not a person; not a word that starts
 * when ("to Wanjiru day after tomorrow", "to Sam end of day", "appeler Khadija ce soir", "Jonas diese Woche").
 */
const LOWER_AFTER = new RegExp(
  String.raw`^\s+(?!(?:day|end|ce|cette|cet|diese[nms]?|esta|este|about|to|for|on|by|at|in|and|or|the|a|an|my|your|our|his|her|their|its|some|one|another|these|those|that|if|when|before|after|re|regarding|with|from|so|this|next|tomorrow|today|tonight|yesterday|earlier|tmrw|tmr|2day|2moro|tonite|(?:mon|tues?|wed(?:nes)?|thu(?:rs)?|fri|sat(?:ur)?|sun)(?:day)?|i|we|he|she|they|asap|maybe|perhaps|probably|possibly|ideally|hopefully|first|again|back|know|as|up|whether|which|myself|personally|sometime|once|how|what|why|where|who|anyway|anyways|though|too|also|please|pls|later|now|soon|directly|instead|either|yet|separately|early|ok|okay|tho|para|per|pour|sobre|por|con|di|de|del|da|für|über|wegen|zum|zur|am|um|sur|au|avec|sul|sulla|della|com|até|hasta|antes|avant|bis|entro|el|la|los|las|le|les|lo|il|gli|que|das|der|die|den|dem|des|ein|eine|einen|un|una|uno|une|yung|ng|sa|tungkol|kasi|ngayon|bukas|mamaya|ka|ki|si|y|e|et|und|ob|dass|zu|mañana|manana|hoy|demain|morgen|heute|domani|oggi|amanhã|hoje|ko|se|ke|kal|aaj|${RESPECT_AFTER_WORDS})(?![\p{L}]))\p{Ll}`,
  'u',
);
/** "from Imran bhai", "to Ravi bhaiya": a word of respect after the name. */
const RESPECT_AFTER = new RegExp(String.raw`^\s+(?:${RESPECT_AFTER_WORDS})(?![\p{L}])`, 'u');

/** "Zoe + Kai setting up tables", "Dad's doing the BBQ", "Mia is sorting the playlist": who is doing the item. */
const DOING = new RegExp(
  `^\\W*(${NAME})((?:(?:\\s*,\\s*|\\s+and\\s+|\\s*[&+]\\s*)${NAME})*)\\s*(?:\\s(?:is|are)\\s+|['’]s\\s+|\\s)(?:(?:already|still|also)\\s+)?([a-z]{3,}ing)\\s+(?=\\p{L})`,
  'u',
);
/** "Raj and I pair on the cache", "…and Raj and I will finalise it", "me and Kasia sort the rota": the user's partner. */
const WITH_ME = new RegExp(
  String.raw`^\W*(?:(?:and|also|then|so|plus|oh)\s+)*(?:(?:me|Me)\s*(?:and|&|\+)\s*(${NAME})|(${NAME})\s*(?:and|&|\+)\s*I)(?![\p{L}'’])`,
  'u',
);
/**
 * "book Dr Patel", "see Mrs Okafor on Monday", "Uncle Raj airport pickup Sun", "ask my brother Luis to feed the cat",
 * "laporan ke Pak Hendra", "to the accountant, Sr. Almeida": after a title of the one list (TITLE_WORDS), or a relation
 * said with its name, a name is a person's, whatever comes before it.
 */
const TITLED = new RegExp(
  String.raw`(?<![\p{L}])(?:${capitalisedWords(TITLE_WORDS)}|Nonna|Nonno|(?:[Mm]i|[Nn]uestr[ao])\s+(?:t[ií][ao]|herman[ao]|prim[ao]|abuel[ao]|suegr[ao]|cuñad[ao]|hij[ao]|amig[ao]|jef[ae])|(?:[Mm]y|[Oo]ur|[Hh]is|[Hh]er|[Tt]heir)\s+(?:brother|sister|cousin|son|daughter|wife|husband|partner|boyfriend|girlfriend|fianc[ée]e?|friend|flatmate|roommate|neighbou?r|niece|nephew|aunt|uncle|boss|manager|colleague|assistant))\.?\s+((?:Ma?c|[ODN]['’])?\p{Lu}\p{Ll}+(?:[-'’]\p{Lu}\p{Ll}+)?)(?![\p{L}'’])`,
  'gu',
);

/** "Mrs Power", "Dr. Stone": after a title of address any word is a surname ("Sr Engineer" is a senior one). */
const BEFORE_SURNAME = /^(?:Dr|Mr|Mrs|Ms|Miss|Mx|Prof)\.?\s/;

/**
 * "migrate the jobs to", "upgrade the cluster to", "move the files over to", "add the alerts to":
 * what follows is a place or a system; so it is after "access to" ("get her access to Gong").
 */
const MOVED_TO =
  /\b(?:migrat|upgrad|downgrad|port|deploy|push|upload|export|convert|renam|bump|switch|redirect|repoint|point|mov|add)(?:e|es|ed|ing|s)?\s+(?:(?!(?:and|then|or|but)\s)[\p{L}\d.:/-]+\s+){0,5}?(?:over\s+|across\s+|back\s+)?to\s+$|\baccess\s+to\s+$/iu;

/** Verbs of giving, whose first object may be a person, and the thing given after it ("send Bill ONE MORE reminder"). */
const GIVEN_TO = /^(?:send|give|show|owe|pay|venmo|email|text|hand)\s/i;
const THING_AFTER = /^\s+(?:the|a|an|one|another|some|more|my|our|your|his|her|their)(?![\p{L}])/u;
/** A thing given with no "the" before it: "send Aditi comments on the draft", "email Jo photos of the car". */
const BARE_THING_AFTER = new RegExp(String.raw`^\s+(?:[\p{Ll}-]+\s+)?${SENDABLE}`, 'u');

/** Verbs whose person does the next verb: "have Jen pull…", "let Sam know…", "get Ana check…". */
const CAUSATIVE_CUE = /^(?:have|let|get|help|make)\s/i;
function verbFollows(after: string): boolean {
  const [verb = '', next = ''] = after.trim().split(/\s+/);
  // "make sure Leah signs the slip": after "make sure" the verb agrees with its person.
  return (
    ACTION_VERBS.has(verb) || ACTION_VERBS.has(verb.replace(/(?<=[^s])s$/, '')) || looksLikeVerb(verb, next)
  );
}
/** An item that opens with a name and what to raise with them: "Priya re: the invoice", "Tom — about the van". */
const ABOUT_ITEM = /^\W*(\p{Lu}\p{Ll}+)(?:\s*[-–—:]\s*|\s+)(?:re:?|about|regarding|abt)\s+\S/u;
/**
 * A verb with two objects, a person and then the thing: "buy Oscar a birthday card", "Slack Deepak the logs",
 * "get chidi a drink". Only before a thing (a determiner, a number or "new"): "buy Calpol and plasters" is shopping.
 */
const FOR_SOMEONE =
  /(?<![\p{L}])(?:buy|order|book|make|find|fetch|grab|bake|get|save|print|slack|dm|whatsapp)\s+(\p{L}+)\s+(?=(?:a|an|the|some|new|another|more|his|her|their|\d+)\s)/giu;
/**
 * "approve the overtime once Carmina sends the numbers", "merge it after Nadia approves", "check the list before Dragan
 * sends it": the task waits on that person's sign-off or hand-over, and is with them. Not "before Kenji needs the
 * hood" or "after Pemba calls back": a need or a call of theirs is no hand-over.
 */
const WAITS_ON = new RegExp(
  String.raw`(?<![\p{L}])(?:once|after|when|as soon as|until|till|before)\s+(${NAME})\s+(?:has\s+)?(?:(confirm(?:s|ed)|approve(?:s|d)|sign(?:s|ed)(?:\s+off)?|okays)|sends|sent|sends over|replies|replied|gets back to (?:me|us))(?![\p{L}])`,
  'gu',
);
/** "ask if Pete can swap shifts", "see whether Lauren could cover": who is asked. */
const IF_NAME = new RegExp(
  String.raw`\b(?:if|whether)\s+(${NAME})\s+(?:can|could|will|would|is|has|wants|minds|still)\b`,
  'gu',
);

/** What may follow a lowercase name after its verb: "tell mike ABOUT…", "sync with ben AND olivia ON…". */
const LOWER_NAME_END = String.raw`(?=\s*(?:[,.;!?]|$)|\s+(?:(?:about|that|to|if|whether|when|re|and|back|know|for|from|with|the|a|an|my|our|his|her|i|we|on|at|tonight|today|tomorrow|this|next|before|after|some|your|their|ten|twenty|thirty|forty|fifty|hundred|${WEEKDAY_NAME})\b|[£$€\d]))`;
/**
 * A verb that takes a person, then a lowercase word: "tell mike…", "ask priya about…", "sync with ben…". After
 * "with" many things stand ("with pesto"), so there only a word the lexicon knows as a first name counts.
 */
const LOWER_CUE = new RegExp(
  String.raw`(?<![\p{L}'’-])(tell|told|ask|asked|promised|remind|call|ring|phone|text|email|e-mail|ping|message|whatsapp|dm|facetime|cc|invite|thank|chase|nudge|brief|meet|with|send|give|show|pay(?:\s+back)?|owe|help|visit|pick\s+up|collect|past|w/?|for|from|to)\s+(\p{Ll}+)${LOWER_NAME_END}`,
  'giu',
);
/** Verbs only a person follows: after them a lowercase word the lexicon does not know may be a name ("text chidi"). */
const SPEECH_CUE =
  /^(?:tell|told|ask|asked|promised|remind|call|ring|phone|text|email|e-mail|ping|message|whatsapp|dm|facetime|cc|invite|thank|chase|nudge|brief|meet)$/;
/** Verbs whose person is asked or told something ("ask will to…", "tell mark the…"). */
const ASKED_CUE = /^(?:tell|told|ask|asked|remind|text|ping|message|thank|cc)$/;
/** Verbs of giving, whose first object may be a person ("send chidi the photos", "pay back marta"). */
const GIVING_CUE = /^(?:send|give|show|owe|pay(?:\s+back)?)$/;
/**
 * "book flights to Sydney", "drive back to devon", "the train from Florence", "when he's back from Fogo": where one
 * travels or comes back from is a place.
 */
const TRAVEL_TO =
  /(?:(?<![\p{L}])(?:flights?|fly|flying|train|trains|coach|bus|ferry|drive|driving|trip|holiday|move|moving|tickets?|travel(?:l?ing)?|return(?:ing)?\s+journey)\s+(?:(?:back|home|down|up|over)\s+)?(?:to|from)|(?:(?<![\p{L}])(?:is|are|am|be|gets?|got|comes?|came|flies|flew)|['’](?:s|re|m))\s+back\s+from)\s+$/iu;
/**
 * "pick up the tile samples from", "collect the cake from", "grab the fuses from", "get quotes for a chiller from": where
 * goods are fetched or priced is a shop or a supplier, not a person, unless the lexicon lists the name as a first name
 * ("collect the keys from Rosa"). "Order … from" is left out: people sell hay and eggs too.
 */
const BUY_VERBS = 'grab(?:bing)?|buy(?:ing)?|purchas(?:e|ing)|sourc(?:e|ing)|quotes?|samples?';
const FETCH_VERBS = String.raw`pick(?:ing)?\s+(?:[\p{L}'’-]+\s+){0,3}?up|collect(?:ing)?|fetch(?:ing)?|${BUY_VERBS}`;
const fromAfter = (verbs: string) =>
  new RegExp(
    String.raw`(?<![\p{L}])(?:${verbs})\s+(?:(?!(?:and|then|or|but)\s)[^\s.,;:!?]+\s+){0,6}?from\s+$`,
    'iu',
  );
const FETCHED_FROM = fromAfter(FETCH_VERBS);
/**
 * "share the numbers from Kisumu", "get boxes from Bunnings", "port the rules from Alertmanager": where a thing comes from
 * is a place, a shop or a system, unless the lexicon lists the name as a first name. Not where one borrows or orders
 * (people lend tools and sell hay: "hay from Col"), nor what one needs, waits on or hears from someone ("need the creds
 * from Raj", "hear back from Kwabena"), nor a sign-off or an answer one gets ("QA sign-off from Olu").
 */
const TAKEN_FROM = /(?<![\p{L}])from\s+$/iu;
const FROM_PERSON_TOO = fromAfter(
  'borrow(?:ed|ing)?|lend|order(?:ed|ing)?|need(?:s|ed)?|waiting|hear(?:d|ing)?|sign-?off|approval|ok|okay|go-ahead|answer|reply|feedback|input|confirmation|permission',
);
/** "from Chinedu at Lekki Marine": someone at a firm. */
const AT_FIRM = /^\s+at\s+\p{Lu}/u;
/**
 * "order the cake from Brumby's", "grab the fuses from Sparky's": one buys from a shop's name said with "'s"; one picks
 * a key up from a home ("pick up the spare key from Aiko's").
 */
const SHOP_FROM = fromAfter(`${BUY_VERBS}|order(?:ed|ing)?`);
/** "order the cake from Rosie's", "buy the rolls from Gino's": what one buys or orders comes from a shop, whatever its name. */
const BOUGHT_FROM = fromAfter('buy(?:ing)?|bought|purchas(?:e|ed|ing)|order(?:ed|ing)?');
/**
 * "open a ticket with Fanuc", "sign the contract with Renov'Est", "confirm the order with Padaria Real", "register with
 * Lewisham": whom one has a ticket, a contract, an order or an account with is a firm or a council, unless the lexicon
 * lists the name as a first name.
 */
const DEALT_WITH =
  /(?<![\p{L}])(?:(?:tickets?|contracts?|orders?|accounts?|claims?|cases?|subscriptions?|policy|policies|complaints?)\s+with|regist(?:er|ered|ering)\s+with)\s+$/iu;
/**
 * Whether a dictated text writes no name with a capital: nothing capitalised but "I", a sentence's first word and
 * words in capitals ("MOT", "PO") — speech-to-text writes "I" and sentence openings so whatever it does with names.
 */
function writesNamesSmall(text: string): boolean {
  return !/\p{Lu}/u.test(
    text
      .replace(/(?<![\p{L}])I(?:['’](?:m|d|ll|ve))?(?![\p{L}])/gu, '')
      .replace(/(?<![\p{L}])\p{Lu}{2,}s?(?![\p{L}])/gu, '')
      .replace(/(?:^|[.!?]\s+)\p{Lu}/gu, ''),
  );
}
/** Dictation: "…and sarah said she'd send the deck", "jo will bring the chairs": a lowercase name as a subject. */
const LOWER_SUBJECT =
  /(?:^|[,.;:!?]\s*|(?<![\p{L}'’])(?:and|but|so|then|oh|yeah|also|plus)\s+)([a-z]+)\s+(?:said|says|told me|mentioned|promised|will|['’]ll|is going to|wants|needs|can|could|should)(?![\p{L}'’])/gu;
/** "get dave to sign the lease", "let priya know": a lowercase name a causative verb puts to work. */
const LOWER_CAUSATIVE =
  /(?<![\p{L}'’-])(?:get|have|let|help|make sure)\s+(\p{Ll}+)(?=(\s+(?:to\s+\p{Ll}|(?:knows?|has|is|gets)\b))|\s+\p{Ll})/gu;
/** What comes before a "with" that only people follow: "catch up with", "sync with", "coffee with", "a 1:1 with". */
const MEETING_WITH =
  /(?<![\p{L}])(?:catch(?:ing)? up|meet(?:ing)?|sync(?:ing)?|chat|talk|speak|check in|check|pair|liaise|touch base|coffee|lunch|dinner|drinks|(?:a |the )?call|1:1|1-1|one-on-one|hang out|(?:a |the )?(?:zoom|teams|video) call)\s+$/iu;
/** More lowercase names listed after the first: "…ben and olivia", "…ben, olivia and raj". */
const LOWER_LIST = new RegExp(String.raw`^(?:\s*,\s*|\s*,?\s+and\s+|\s*&\s*)(\p{Ll}+)${LOWER_NAME_END}`, 'u');
/** "email mrs patel", "ring dr okafor": a title makes the next word a surname, however it is written. */
const LOWER_TITLE =
  /(?<!\d\s?)(?<![\p{L}])(?:[Dd]r|[Mm]rs?|[Mm]s|[Pp]rof)\.?\s+([a-z]+(?:[-'’][a-z]{2,})?)(?![\p{L}'’])(?<!\s(?:the|a|an|and|or|to|for|about|at|on|in|with|is|was|who|will|can|re|says|said))/gu;
/** A clause about an animal's care ("book the vet for Biscuit", "drop Pepper at the groomer"): its pet is no person. */
const PET_CARE =
  /\b(?:vets?|vet['’]s|veterinary|groomers?|grooming|kennels?|cattery|fleas?|flea treatment|worming|wormer|de-?worm(?:ing|er)?|heartworm|microchip|neuter(?:ed|ing)?|spay(?:ed|ing)?|litter|kibble|dog|dogs|puppy|cat|cats|kitten|walkies)\b/i;

/** Someone asked or got to do a thing ("ask Javi to feed the cat", "get Jade to walk the dog", "ask Sol if…"). */
const ASKED_TO_DO =
  /(?<![\p{L}])(?:[Aa]sk|[Aa]sked|[Tt]ell|[Tt]old|[Rr]emind|[Gg]et|[Hh]ave)\s+(\p{Lu}[\p{L}'’-]+)\s+(?:to\s+(?!(?:the|a|an|my|his|her|their|our|your)(?![\p{L}]))\p{Ll}|if(?![\p{L}])|whether(?![\p{L}]))/gu;

/**
 * A Spanish or Portuguese infinitive (not an English word: "order a…"), then "a" (Portuguese says "pra") and its
 * person: "entregar a Raúl", "llevar a Sofi", "pedir pra Carla"; Portuguese also writes the article before a man's
 * name: "pagar o Zé", "cobrar o Caio" ("pagar o IPVA" is a thing, in capitals).
 */
const SPANISH_A = new RegExp(
  String.raw`(?<![\p{L}])(\p{L}{3,}(?:ar|er|ir|ár|ér|ír)(?:les?|se(?:l[ao]s?)?|me(?:l[ao]s?)?|te(?:l[ao]s?)?)?)\s+(?:a|o|pra|pro)\s+(?:(?:la|el|mi)\s+(?:${SMALL_TITLE_WORD}\s+)?)?(${NAME})(?![\p{L}])`,
  'gu',
);

/**
 * A Spanish, Portuguese or French thing, then to whom, a title before the name too: "el informe a Carmen", "les
 * documents à Sophie", "o livro à Ana", "le devis à Herr Becker".
 */
const ROMANCE_TO = new RegExp(
  String.raw`(?<![\p{L}])(?:el|la|los|las|un|una|unos|unas|uma|le|les|des|del|al|o|os|as)\s+\p{Ll}[\p{Ll}\d\s]{1,40}?\s+(?:a|à|ao|pra|para)\s+(${TITLE}?${NAME})(?![\p{L}])`,
  'gu',
);

/** Hinglish puts the person before a postposition: "Priya ko call karna hai", "Rahul se baat karni hai", "Ana ke saath". */
const BEFORE_POSTPOSITION = new RegExp(
  String.raw`(?<![\p{L}])(${NAME})(?:\s+(?:${RESPECT_AFTER_WORDS}))?\s+(?:ko|se|ke\s+(?:saath|sath|liye))(?![\p{L}])`,
  'gu',
);
/** German puts the verb after its person: "Jonas anrufen wegen…", "Max fragen, ob…", "Lena Bescheid geben". */
const BEFORE_GERMAN_VERB = new RegExp(
  String.raw`(?:^|[,;:]\s*)(?:[Dd]e[mn]\s+)?(${TITLE}?${NAME})\s+(?:\([^()\n]{1,40}\)\s+)?(?:[\p{L}]+\s+){0,3}?(?:anrufen|zurückrufen|fragen|erinnern|anschreiben|einladen|informieren|abholen|kontaktieren|treffen|schreiben|sagen|Bescheid\s+(?:geben|sagen))(?![\p{L}])`,
  'gu',
);

/**
 * Someone added to where people talk: "add Omar to the invite", "include Dana in the thread", "loop Raj into the
 * call" — a person, whatever else the verb takes ("add Postgres to the stack" is no one).
 */
const ADDED_TO = new RegExp(
  String.raw`\b(?:add|include|loop|copy|put)\s+(${NAME})\s+(?:in\s+)?(?:to|on|into|in)\s+(?:the\s+|this\s+|that\s+|our\s+|my\s+|your\s+)?(?:[\p{L}-]+\s+){0,2}?(?:invites?|invitations?|threads?|channels?|calls?|meetings?|chats?|group(?:\s+chat)?|emails?|mails?|email chain|cc|loop|convo|conversation|standup|sync|huddle|zoom|calendar)(?![\p{L}])`,
  'giu',
);

/** Capitalised sentence openers that are verbs, not names ("Ask Sarah to…", "Remember to…"). */
const NOT_A_SUBJECT =
  /^(?:me|who|whoever|ask|tell|remember|need|needs|have|has|want|got|going|try|plan|make|please|also|then|just|still|get|call|email|remind|ping|let|help|send|invite|follow|talk|meet|book|text|message|things|stuff|items|tasks)$/i;

/**
 * A past tense opening a sentence, "Decided to wait till March", "Agreed to cover Friday": the writer's own, not a
 * name before a duty ("Ahmed to send…", "Jared to update…" are names).
 */
export function isPastTenseOpener(word: string): boolean {
  return /^\p{Lu}\p{Ll}{2,}ed$/u.test(word) && !isPersonName(word);
}

/**
 * "Sam's PR", "Ella's lunch", "Marites' contract", "Cida's 13th salary": a name that owns the thing after it; not a
 * saint's in a place's name ("St Anne's pantry"), nor a family's ("the Hendersons' kitchen").
 */
const POSSESSIVE =
  /(?=\p{Lu})(?<![\p{L}-])(?<!(?<![\p{L}])(?:St|Saint|Ste)\.?\s+)(\p{Lu}\p{Ll}+(?:-\p{L}\p{Ll}+)?)(?:['’]s|(?<=s)(?<!(?<![\p{L}])the\s+\p{Lu}\p{Ll}+)['’](?=\s+[\p{Ll}\d]))\s+([\p{L}\d][\p{L}\d]*)/gu;
/** A thing, then whose it is in another language: "el PR de Andrés", "o relatório da Ana", "die Folien von Jonas". */
const OWNED_BY = new RegExp(
  String.raw`(?<![\p{L}])([\p{L}]{2,})\s+(?:de|do|da|del|di|della|von|vom)\s+(${NAME})(?![\p{L}'’])`,
  'gu',
);
/** Words before "do"/"de" that are no thing owned: "to do Lucas", "I'll do Sam", "we can do Monday". */
const NOT_A_THING =
  /^(?:to|will|ll|can|could|should|must|i|we|you|they|he|she|and|or|also|then|just|please|pls)$/i;
/** "drop the cat at Giulia's thursday", "pick the kids up from Sam's": whose home the errand goes to or from. */
/** What follows "Giulia's" when it is a home and owns nothing: "at Giulia's on Thursday", "from Sam's before tea". */
const AFTER_A_HOME = String.raw`(?:on|at|by|before|after|for|and|then|this|next|tonight|today|tomorrow|(?:mon|tue|wed|thu|fri|sat|sun)\p{L}*)(?![\p{L}])`;
const HOME_OF = new RegExp(
  String.raw`(?<![\p{L}])(?:at|to|from|round|over at)\s+(\p{Lu}\p{Ll}+)['’]s(?![\p{L}])(?!\s+(?!(?:(?:place|house|flat|home)(?![\p{L}])|${AFTER_A_HOME}))\p{Ll})`,
  'gu',
);
const NOTHING_OWNED = new RegExp(`^${AFTER_A_HOME}`, 'iu');
/** What a possessive may own that is a place or another person, so the owner is not on the task. */
const OWNED_OTHER =
  /^(?:office|surgery|clinic|practice|house|place|flat|school|nursery|teacher|teachers|tutor|coach|doctor|dentist|mum|mom|dad|parents|boss|manager|assistant|secretary|landlord|lawyer|accountant|job)$/i;
/**
 * A thing said after one of those that is the owner's own after all: "Yara's tutor fees", "Rizky's school trip money",
 * "Lena's school form" are Yara's, Rizky's and Lena's, as their papers and bookings are (see OCCASION_OF); so is
 * "Dimitra's school play", "Nong's school parent meeting": their occasion, not the school's.
 */
const OWNED_AFTER_OTHER =
  /^\s+(?:[\p{L}-]+\s+)?(?:fees?|money|forms?|trip|trips|report|uniform|photos?|play|concert|recital|show|assembly|meeting|evening|conference|carnival)(?![\p{L}])/iu;
/**
 * Papers, bookings and fees in someone's name, which say the owner is on the task even when the line opens with them
 * ("Yara's tutor fees — pay before Thursday", "Dagny's passport appointment at the police station").
 */
const OWN_PAPERS =
  /^(?:[\p{L}-]+\s+){0,2}?(?:fees?|money|forms?|passport|visa|appointment|appt|registration|enrol?ment|enrollment)(?![\p{L}])/iu;
/**
 * "sign Owen's permission slip", "sign Sofia's field trip form", "sign Miguel's reading log": a child's school paper
 * that a parent signs is the parent's errand, the child takes no part (a worker's "competency book" is not one).
 */
const SIGNED_SCHOOL_PAPER =
  /^(?:[\p{L}-]+\s+){0,2}?(?:permission\s+slip|slip|form|waiver|reading\s+log|report\s+card|homework|planner|consent)(?![\p{L}])/iu;
const SIGN_BEFORE = /(?<![\p{L}])sign(?:ing)?\s+$/iu;
/**
 * What happens around someone rather than to them: a celebration or an outing one goes to ("buy a present for Ana's
 * birthday party", "get flowers for Emma's recital"), or medicine one fetches for them ("pick up Maisie's
 * prescription"). Doing such an errand does not involve its owner. Their papers, bookings and fees do (OWN_PAPERS): "book Ama's
 * passport appointment", "sign Poppy's school trip form", "pay Yara's tutor fees"; so do their PR or their
 * lunch ("Review Sam's PR", "pack Ella's lunch").
 */
const OCCASION_OF =
  /^(?:[\p{L}-]+\s+){0,2}?(?:birthday|bday|b-day|party|recital|play|concert|show|performance|match|game|tournament|wedding|funeral|leaving|farewell|retirement|anniversary|graduation|christening|baptism|quincea[ñn]era|shift|prescription|meds|medication|medicine)(?![\p{L}])/iu;
/** "RSVP to Karen's party", "reply to Omar's invite": the owner is whom the answer goes to. */
const REPLY_TO = /\b(?:rsvp|reply|respond|answer)\s+to\s+$/i;
/** A thing, then who made it: "the Dockerfile change Luc merged", "the PR that Diego opened", "the slides Ana sent over". */
const MADE_BY = new RegExp(
  String.raw`(?<![\p{L}])(?:the|a|an|that|those|these)\s+(?:[\p{L}\d-]+\s+){1,5}?(?:that\s+)?(${NAME})\s+(?:opened|merged|wrote|sent(?:\s+over)?|raised|filed|built|submitted|shared|posted|drafted|created|proposed|flagged|typed up|put together)(?![\p{L}])`,
  'gu',
);
const APPOSITIVE = /\b(?:the|our|my|your) [a-z]+, (\p{Lu}\p{Ll}+),/gu;
/** Words for a trade or role a person is named after: "the electrician", "our accountant", "the owner's rep". */
const ROLE =
  '(?:guy|lady|man|woman|bloke|chap|fella|[a-z]+(?:ian|ist)|plumber|builder|roofer|tiler|painter|gardener|carpenter|joiner|handyman|cleaner|nanny|tutor|coach|doctor|vet|mechanic|landlord|landlady|accountant|lawyer|solicitor|contractor|agent|teacher|neighbou?r|courier|driver|guest|client|contact|intern|host|speaker|candidate|volunteer|mentor|mentee|grad|graduate|hire|starter|joiner|apprentice|trainee|nurse|midwife|carer|babysitter|childminder|trainer|instructor|priest|photographer|caterer|baker|barber|hairdresser)';
/** A trade or role right before a name: "call the electrician Henrik", "our accountant Priya", "the plumber (Dave)". */
/** "the senior backend candidate (Rahul M.)", "the new grad (Tariq)": a role said with what kind, up to two words. */
const ROLE_NAME = new RegExp(
  String.raw`\b(?:the|our|my|your|his|her|their) (?:[a-z-]+ ){0,2}?${ROLE}\s+\(?(\p{Lu}\p{Ll}+(?:-\p{Lu}?\p{Ll}+)?|[a-z]+)(?![\p{L}'’])`,
  'gu',
);
/**
 * Any agent noun before a first name: "our designer Rory", "the second shooter, Camila", "the process server (Ray)".
 * The role is a word in -er or -or (`agentNoun` says which); the name stands alone (not "the supplier Mesa Rebar").
 */
const AGENT_THEN_NAME =
  /\b(?:the|our|my|your|his|her|their) (?:[a-z-]+ ){0,2}?([a-z]{2,}(?:er|or))(?:\s*,\s+(\p{Lu}\p{Ll}+)(?=\s*[,.;!?]|\s*$|\s+(?:by|on|before|about|re|today|tomorrow|tonight|asap)\b)|\s+\((\p{Lu}\p{Ll}+)\)|\s+(\p{Lu}\p{Ll}+)(?![\p{L}'’-])(?!\s+\p{Lu}))/gu;
/** Roles at work said before a name with a comma ("the site manager, Kofi"); bare, they are as often a team's. */
const OFFICE_ROLE =
  '(?:rep|manager|supervisor|buyer|assistant|coordinator|director|lead|boss|secretary|treasurer|chair|surveyor|inspector|architect|engineer|foreman|officer|adviser|advisor|receptionist|clerk)';
/** The last word of a phrase that names someone by what they are: "the tiler", "the escrow officer". */
const PERSON_HEAD = new RegExp(`^(?:${ROLE}|${OFFICE_ROLE}|head)$`, 'i');
/**
 * Whether a short noun phrase a sentence is about can be who a later "him" or "her" is: a name, a relation or a pet's
 * name said alone ("Pickles", "Amma"), or a phrase ending in a role ("the tiler", "the escrow officer", "Sana's finance
 * head"). A thing is not, nor someone's thing ("the invoice", "family wedding", "Oma's birthday", "abbu's sugar").
 */
export function standsForSomeone(phrase: string): boolean {
  const words = phrase.trim().split(/\s+/);
  const last = words.at(-1)!;
  if (words.length === 1 && /^\p{Lu}\p{Ll}+$/u.test(last)) return !NOT_NAMES.has(last);
  if (isKinWord(last)) return true;
  if (/^(?:some|any|every|no)(?:body|one)$/i.test(last)) return false;
  return PERSON_HEAD.test(last) || (lexiconTags(last.toLowerCase())?.includes('Actor') ?? false);
}
/** Who asks the writer for a thing by what they are, not their name: "the florist", "Finance", "Xiaoyu's school". */
const ASKING_BODY = `(?:${ROLE}|${OFFICE_ROLE}|school|daycare|nursery|kindergarten|club|team|committee|board|council|office|bank|credit union|insurer|finance|hr|legal|payroll|accounts|cfo|ceo|coo|cto|auditor|supplier|vendor|customer|editor|supervisor|gestor|professor|registrar|embassy|consulate|florist|venue|agency|landlady)`;
/**
 * A request said about a body or a role rather than a name: "Finance wants the headcount forecast EOD", "the florist
 * needs the final count by Friday", "Xiaoyu's school wants the consent form back", "the landlord wants a copy of my
 * permit". "needs" only with a thing one sends or gives back, as for a name (WANTED).
 */
const BODY_ONLY = new RegExp(`^${ASKING_BODY}$`, 'i');
const WANTED_BY_BODY = new RegExp(
  String.raw`^((?:the|our|my)\s+)?((?:[\p{L}\d&'’-]+\s+){0,2}?${ASKING_BODY})(?:\s+\([^()]{1,40}\))?\s+(?:wants|asked for|asks for|is asking for|requested|would like|(?:still\s+|also\s+)?needs\s+(?=(?:the|your|my|our)\s(?:[\w-]+\s){0,3}?(?:${SENDABLE}|[\w-]+\s+back\b)|[^]*\bfrom\s+me\b))\s*(?!to\b)((?:the|a|an|his|her|their|our|your|my|some|\d)\s[^]{2,200})$`,
  'iu',
);

/**
 * A role, then its person after a comma, where the clause or an aside ends: "send the invoice to our accountant,
 * Priya", "email the plan to the owner's rep, Siobhan, by Friday", "the site manager, Kofi, by Monday".
 */
const ROLE_THEN_NAME = new RegExp(
  String.raw`\b(?:the|our|my|your|his|her|their) (?:[a-z'’-]+ ){0,2}?(?:${ROLE}|${OFFICE_ROLE})\s*,\s+(\p{Lu}\p{Ll}+)(?=\s*(?:[,.;!?]|$)|\s+(?:by|on|before|after|about|re|today|tomorrow|tonight|this|next|asap)\b)`,
  'gu',
);
/**
 * A first name in brackets after what to do: "transfer the broadband to the new flat (Priya) by the 1st", "book the
 * venue (Tomasz)" — whose item it is. Not the writer's own "me (Nils)" or "notes (Kavya)".
 */
const BRACKETED_NAME = new RegExp(
  String.raw`(?=\()(?<=[\p{L}\d.,!?]\s*)(?<!(?:[Mm]e|[Nn]otes|[Mm]inutes)\s*)\((?:${SMALL_TITLE_WORD}\s+|${TITLE})?(${NAME}(?:(?:\s*[+&]\s*|\s+and\s+)${NAME})?)\)`,
  'gu',
);
/**
 * Whom a role or a thing is dealt through, in brackets after it with where they are or what they are: "ask sponsor
 * (Rebecca, Boston)", "the landlord's agent (Kylie at Ray White)", "retreat venue (Rosa at Cedar House)", "Client
 * (Ritika, the skincare brand)": one word, or a title and a surname. Not a date or a count after the comma ("PhD
 * defense (Lukas, Jan 19)"), nor two firms listed ("(Carpas Lima, EventPro)").
 */
const BRACKETED_CONTACT = new RegExp(
  String.raw`(?=\()(?<=\p{L}\s)\((?:${SMALL_TITLE_WORD}\s+|${TITLE})?(\p{Lu}\p{Ll}+)(?:,\s+(?![^)]*\d)(?:the\s+)?[\p{L}][^()]{1,30}|\s+at\s+\p{Lu}[^()]{1,30})\)`,
  'gu',
);
/** A team, then who in it the task goes to in brackets: "tell planning (Mariana) to expedite", "Pharmacy (Neha) to…". */
const TEAM_NAME = new RegExp(
  String.raw`(?<![\p{L}])(?:${TEAMS.flatMap((team) => [`[${team[0]}${team[0]!.toUpperCase()}]${team.slice(1)}`, team.toUpperCase()]).join('|')})\s+\((${NAME})(?:\s+\p{Lu}\.?)?\)`,
  'gu',
);

/** A word in -er or -or that names a doer: one the lexicon lists as such ("designer") or does not list ("shooter"). */
function agentNoun(word: string): boolean {
  const classes = wordClasses(word);
  return classes.length === 0 || classes.includes('Actor');
}

/** A name written small, with its capitals: "olu" → "Olu", "o'connor" → "O'Connor", "jean-luc" → "Jean-Luc". */
function capitalisedName(word: string): string {
  return word.replace(/(?<![\p{L}])\p{Ll}/gu, (c) => c.toUpperCase());
}

/** A word that can be a person's first name or surname. */
export function isNameWord(word: string): boolean {
  return /^(?:Ma?c|[ODN]['’])?\p{Lu}\p{Ll}+(?:[-'’]\p{Lu}?\p{Ll}+)?$/u.test(word) && isNameWordForm(word);
}

/** A word after a name that makes it a business ("Okafor Ltd", "Greene Bakery", "Royal Mail"), not a person. */
const BUSINESS_WORDS =
  'Ltd|Limited|Inc|Llc|Corp|Corporation|Co|Company|Group|Holdings|Partners|Associates|Solutions|Services|Studios?|Labs?|Bakery|Meats|Foods|Farms?|Mail|Motors|Bank|Insurance|Clinic|Hospital|Hotel|Cafe|Café|Restaurant|Pharmacy|Dental|Electric|Plumbing|Roofing|Glazing|Paving|Landscaping|Scaffolding|Flooring|Heating|Catering|Cleaning|Printing|Removals|Joinery|Builders|Contractors|Engineering|Supplies|Interiors|Fencing|Drainage|Haulage|Freight|Rentals|Electrical|Logistics|Trust|Brewery|Realty|Properties|Construction|Consulting|Media|Systems|Technologies|Gmbh|Plc|Metals|Plastics|Textiles|Industries|Couriers|Tours|Safaris|Electronics|Pharma|Chemicals|Architects|Surveyors|Solicitors|Lettings|Ventures|Imprimerie|Atelier|Boulangerie|Pharmacie|Clinique|Street|Road|Lane|Avenue|Market|Shop|Store|Deli|Garage';
const BUSINESS = new RegExp(`^(?:${BUSINESS_WORDS})$`);
/** "& Shirtliff about…" makes a firm; "& Hui Min to set up…" is two people with a duty. */
const AND_FIRM = String.raw`\s*&\s*\p{Lu}\p{Ll}+(?![\p{L}])(?!(?:\s+\p{Lu}\p{Ll}+)?\s+(?:to|will|can|should|must|need|needs|have|are)\b)`;
const LEGAL_AFTER = /^\s+(?:LLC|GmbH|plc|PLC|AG|SA|BV|NV|LLP|Pty|S\.A\.|Inc\.|Ltd\.|Co\.)/u;
const AND_FIRM_AFTER = new RegExp(`^${AND_FIRM}`, 'u');
/**
 * "Zoom with Hiroshi & Ana", "text Ana & Bo": after a word only people follow, "X & Y" is two people, not a firm
 * ("call Davis & Shirtliff" still is one).
 */
const PEOPLE_ONLY_CUE = String.raw`\b(?:[Ww]ith|[Mm]it|[Aa]vec|[Ww]/?|[Tt]ext|[Tt]ell|[Aa]sk|[Rr]emind|[Ii]nvite|[Tt]hank|[Pp]ing|[Mm]essage|[Cc]c)\s+`;
const PEOPLE_ONLY_BEFORE = new RegExp(`${PEOPLE_ONLY_CUE}$`);

const RESPECT_SUFFIX = new RegExp(String.raw`-(?:${RESPECT_SUFFIX_WORDS})(?![\p{L}])`, 'gu');

function cleanName(raw: string, after = '', peopleOnly = false): string | null {
  if (LEGAL_AFTER.test(after) || (!peopleOnly && AND_FIRM_AFTER.test(after))) return null;
  if (raw.split(/\s+/).some((word) => BUSINESS.test(word))) return null;
  // "Sato-san", "Kenji-sensei", "Priya-ji": a suffix of respect is no part of the name.
  const name = raw.replace(TITLE_AT, '').replace(RESPECT_SUFFIX, '').trim();
  if (isFounderFirm(name)) return null;
  // "Father Jun", "Aunt May": after a title, a name that is also a month or a word is the name.
  const titled = TITLE_AT.test(raw);
  const nameWord = (word: string) => isNameWord(word) || (titled && isWordName(word));
  const words = name.split(/\s+/).filter(nameWord);
  if (
    words.length === 0 ||
    !nameWord(name.split(/\s+/)[0]!) ||
    isPlaceOrCompany(words[0]!) ||
    isKin(words[0]!)
  )
    return null;
  // "Sophie Decathlon" is rare; two words are kept only when both look like names.
  return words.join(' ');
}

/** A business suffix after a capitalised word anywhere in the dump ("Lumen Bank", "Okafor Ltd"), or "Davis & Shirtliff". */
// Guarded first by what the match must start with (or not after a blank), so its lookbehind or leading \s* never
// re-scans a blanked run of spaces at every position of it: that took a 10,000-character pasted mail a minute.
const FIRM = new RegExp(
  String.raw`(\p{Lu}\p{Ll}+)(?=\s+(?:${BUSINESS_WORDS})(?![\p{L}]))|(?=\p{Lu})(?<!${PEOPLE_ONLY_CUE})(\p{Lu}\p{Ll}+)(?=${AND_FIRM})`,
  'gu',
);

/** The capitalised words a dump shows to be firms, so "AI: Lumen to confirm…" names nobody when it also says "Lumen Bank". */
export function firmsIn(text: string): Set<string> {
  return new Set(
    [...text.matchAll(FIRM)]
      .filter((m) => m[1] !== undefined || !twoFirstNames(m[2]!, text.slice(m.index + m[0].length)))
      .map((m) => (m[1] ?? m[2])!),
  );
}

/** "Omar & Jess" (two first names the lexicon lists, not one twice as in "Johnson & Johnson") are two people. */
function twoFirstNames(first: string, after: string): boolean {
  const second = /^\s*&\s*(\p{Lu}\p{Ll}+)/u.exec(after)?.[1];
  return second !== undefined && second !== first && isKnownFirstName(first) && isKnownFirstName(second);
}

/** After a name, the team one works in: "Rashmi in commercial", "Renee in Quality", "Kasia from billing". */
const IN_TEAM = new RegExp(String.raw`^\s+(?:in|from)\s+(?:${TEAMS.join('|')})(?![\p{L}])`, 'iu');

/** The one a note is with, on its first line: "1:1 w/ Tunde – 24 Nov", "One-on-one with Camille". */
const ONE_ON_ONE = new RegExp(
  String.raw`^\W*(?:1:1|1-1|[Oo]ne[- ]on[- ]one)\s+(?:[Ww]/?|with)\s+(${NAME})`,
  'u',
);

/** Whom a dump's 1:1 heading names: in those notes a "he"/"she" nobody else stands for is that person. */
export function oneOnOneWith(text: string): string | null {
  const m = ONE_ON_ONE.exec(text.trimStart().split('\n', 1)[0]!);
  return m ? cleanName(m[1]!) : null;
}

/** A meeting said with whom, at the end of what comes before on the line: "quarterly review w/ Dana", "visita con Lucía". */
const MET_WITH =
  /(?<![\p{L}])(?:review|meeting|call|walk|visit|sync|catch[- ]?up|check[- ]in|1:1|1-1|coffee|lunch|dinner|interview|appointment|reuni[oó]n|visita|réunion|rendez-vous)\s+(?:with|w\/|con|com|avec)\s+[^,;\n→]{1,60}$/iu;
/**
 * What one brings or gets ready for a meeting: "bring the numbers", "prep the deck", "preparar el contrato", and where
 * it is held: "reserve somewhere", "book the place near Gate 3" (not "book the room", a booking of the writer's own).
 */
const READIED =
  /^\W*(?:(?:bring|prep|prepare|print|take|reserve|preparar|llevar|traer|préparer|apporter|reservar)\s|book\s+(?:a|the)\s+(?:\S+\s+)?(?:place|table|restaurant|spot)\b)/i;

/**
 * "quarterly review w/ Dana, bring the churn numbers", "reunión con Lucía → preparar los números": whom the meeting
 * before it on the line is with is on what to bring to it. Not any name before ("Emre had a fall, call his school").
 */
export function metBefore(earlier: string, clause: string): string | null {
  // The meeting said, then a mark before the preparation ("lunch with Giulia and print the sheets" is two errands).
  if (!READIED.test(clause) || !/[,;:→>–—-]\s*$/u.test(earlier)) return null;
  const meeting = earlier
    .split('\n')
    .at(-1)!
    .replace(/[\s,;:→>–—-]+$/u, '');
  // "closing call with Emma's team, prep the checklist": a meeting with someone's team is not one with them.
  const met = MET_WITH.test(meeting) ? findPeople(meeting).at(-1) : undefined;
  return met && !meeting.includes(`${met}'s`) && !meeting.includes(`${met}’s`) ? met : null;
}

/** "…, Hannah is our contact there": the person to deal with for the sentence's task. */
const CONTACT =
  /(?<![\p{L}])(\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)?)\s+is\s+(?:our|my|the|your)\s+(?:main\s+|usual\s+)?(?:contact|point of contact|account manager|rep)\b/u;

/** The contact a clause names ("Hannah is our contact there"), or null. */
export function contactIn(text: string): string | null {
  const m = CONTACT.exec(text);
  return m ? cleanName(m[1]!) : null;
}

/** "Makoa asked to swap his Friday", "Ines wants to leave early Thursday": someone's request, said before its answer. */
const ASKED_BY = new RegExp(
  String.raw`^\W*(${NAME})\s+(?:asked|has asked|wants|would like|requested)\s+(?:to|if|whether|me to|us to|for)(?![\p{L}])`,
  'u',
);

/** Who a clause says asked for something, so an answer pointing back at it ("approve that") is with them; or null. */
export function askerIn(text: string): string | null {
  const m = ASKED_BY.exec(text);
  return m && isPersonName(m[1]!.split(/\s+/)[0]!) ? cleanName(m[1]!) : null;
}

/**
 * "Selin asked for it by Wednesday", "(Emre asked)", "Sanna wants it by EOD", "because Femi wants to review it",
 * "Giorgos (co-PI) needs both Thursday": a clause that only says who asked for, wants or needs the thing. Beside the
 * user's task in its sentence, that person is whom the task is for.
 */
const WANTED_BY = new RegExp(
  String.raw`^\W*(?:(?:because|since|as|cos|coz)\s+)?(${NAME})(?:\s*\([^()\n]{1,30}\))?\s+(?:asked|has asked|wants|would like|requested|needs|is waiting (?:on|for))(?![\p{L}'’])`,
  'u',
);

/** Who a clause beside a task says asked for, wants or needs it (see WANTED_BY), or null. */
export function wanterIn(text: string): string | null {
  const m = WANTED_BY.exec(text);
  return m && isPersonName(m[1]!.split(/\s+/)[0]!) ? cleanName(m[1]!) : null;
}

/**
 * "Dalia prepares the risk docs", "Obi runs it", "Ines reviews", "Wiktor owns the login screen", "Jun Ho will do the
 * renewal": a clause whose subject is a name and whose verb, in the present or with "will", is that person's part of
 * the job. Beside the user's own part ("I review them Wed", "I'll do the rest"), that person is on the user's task too.
 */
const DOES_PART = new RegExp(
  String.raw`^\W*(${NAME})(?:\s*\([^()\n]{1,30}\))?\s+(?:(?:will|['’]ll)\s+(\p{Ll}+)|(\p{Ll}{2,}s))(?![\p{L}'’])`,
  'u',
);
/** Verbs of one's part that are no errand verbs of the lexicon: "owns the screen", "runs it", "leads", "covers". */
const PART_VERBS = /^(?:own|run|lead|cover|handle|do|drive|prep|prepare|present|chair|host)$/;

function isPartVerb(stem: string): boolean {
  return PART_VERBS.test(stem) || ACTION_VERBS.has(stem);
}

/** Who a clause beside the user's own part says does the other part (see DOES_PART), or null. */
export function partnerIn(text: string): string | null {
  // "fire audit on the 3rd, Dalia prepares the risk docs": the part said last in a clause that runs on.
  const m = DOES_PART.exec(text) ?? DOES_PART.exec(text.split(/[,;]\s+|\s[—–-]\s/).at(-1)!);
  if (!m || !isPersonName(m[1]!.split(/\s+/)[0]!)) return null;
  const stems = m[3] ? thirdPersonStems(m[3]) : [m[2]!];
  return stems.some((stem) => stem.length > 1 && isPartVerb(stem)) ? cleanName(m[1]!) : null;
}

export const findPeople = rememberedPerText(peopleIn, (text) => text);

/**
 * Whom an errand is for, or who is carried on it: "lend the barong for Paolo", "a vegan option for Ben", "take Ava to
 * the dentist". Someone else asked to do it ("ask Cora if she can…", "Gabe needs to take Ava…") is on the task; they
 * are not (with nobody else asked, "book a table for Ana" is Ana's).
 */
const FOR_WHOM = new RegExp(
  String.raw`(?<![\p{L}])(?:for|für|pour)\s+(${NAME})((?:(?:\s*,\s*|\s+and\s+|\s*&\s*)${NAME})*)`,
  'gu',
);
const CARRIED = new RegExp(
  String.raw`(?<![\p{L}])(?:take|taking|drive|driving|drop|dropping|walk|walking)\s+(${NAME})\s+(?:to|home|off|at|round)(?![\p{L}])`,
  'gu',
);

/** The names of those an errand is for or carries (see FOR_WHOM), as findPeople writes them. */
export function beneficiariesIn(text: string): string[] {
  const names = [...text.matchAll(FOR_WHOM)].flatMap((m) => [m[1]!, ...m[2]!.split(GROUP_SPLIT)]);
  for (const m of text.matchAll(CARRIED)) names.push(m[1]!);
  return names.map((name) => cleanName(name.trim())).filter((name): name is string => name !== null);
}

/** People without those an errand is for, when someone else is asked to do it (`doers`, on the task). */
export function withoutBeneficiaries(people: string[], doers: string[], text: string): string[] {
  const others = doers.filter(Boolean);
  if (others.length === 0) return people;
  const served = beneficiariesIn(text).filter((name) => !others.includes(name));
  return people.filter((name) => !served.includes(name));
}

/** "call Zebra about…", "contact Woolies and Foodland re…", "reply to App Review": whom a call is to. */
const CALLED = new RegExp(
  String.raw`(?<![\p{L}])(?:call|ring|phone|contact|e-?mail|message|reply to|write to|check with)\s+(${TITLE}?${NAME}(?:\s*(?:,|and|&)\s*${TITLE}?${NAME})*)`,
  'gu',
);

/**
 * People without whom someone else is asked to call (`doers`, on the task) when the lexicon does not list them as a
 * first name and no title says they are a person: "Sana: call Zebra about the scanners", "Ivy to contact Woolies and
 * Foodland" name a firm, a shop or a service, and the doer alone is on the task ("call Elena", "ring Mr Obi" keep them).
 */
export function withoutCalledFirms(people: string[], doers: string[], text: string): string[] {
  if (!doers.some(Boolean)) return people;
  const firms = [...text.matchAll(CALLED)]
    .flatMap((m) => m[1]!.split(/\s*(?:,|\band\b|&)\s*/u))
    .filter((name) => !TITLE_AT.test(name) && !isKnownFirstName(name.split(/\s+/)[0]!));
  return people.filter((name) => doers.includes(name) || !firms.includes(name));
}

/**
 * The pets a dump names: in a clause about an animal's care ("Biscuit (the rescue) needs a vet check", "give Pickle
 * her heartworm pill"), a name the lexicon does not list as a first name, not asked to do anything and not a home
 * ("drop the dog at Ngaio's"). A pet stays one in the dump's other clauses ("post Biscuit's adoption profile").
 */
export function petsIn(text: string): Set<string> {
  const pets = new Set<string>();
  for (const clause of text.split(/[.,;!?\n]+/)) {
    if (!PET_CARE.test(clause)) continue;
    const people = [...clause.matchAll(ASKED_TO_DO), ...clause.matchAll(HOME_OF)].map((m) => m[1]!);
    for (const [word] of clause.matchAll(/(?<![\p{L}'’])\p{Lu}\p{Ll}+(?![\p{L}])/gu))
      if (isPersonName(word) && !isKnownFirstName(word) && !isWordName(word) && !people.includes(word))
        pets.add(word);
  }
  return pets;
}

/** A name without the title before it, in whatever case: "Khun Somchai" → "Somchai", "Dear Mr Patel" → "Patel". */
export function withoutTitle(name: string): string {
  return name.replace(ANY_TITLE_AT, '');
}

/** "aunt|dr" → "Aunt|Dr": the words of a flat alternation with a capital first letter. */
function capitalisedWords(words: string): string {
  return words
    .split('|')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('|');
}

/**
 * Whose the thing a task acts on is, when that makes them part of it: "Review Sam's PR", "pack Ella's lunch", "book
 * Dr. Ito's flights", with a title or without; not the owner of a place or of another person ("call Dr Okafor's
 * office", "email Deniz's teacher"), of an occasion an errand is for ("buy flowers for Ana's recital"), or of a school
 * paper a parent signs. An occasion that is the whole item ("Minseo's recital Saturday 3pm") is theirs: one goes to it.
 */
export function thingOwners(text: string): string[] {
  const owners: string[] = [];
  for (const m of text.matchAll(POSSESSIVE))
    if (
      (m.index > 0 ||
        OWN_PAPERS.test(text.slice(m.index + m[0].length - m[2]!.length)) ||
        onlyTheThing(text)) &&
      isPersonName(m[1]!) &&
      !isPlaceOrCompany(m[1]!) &&
      // "Contractor's 2nd installment": a trade or role opening the line, not a name (but "Brian's", "Julian's").
      (!PERSON_HEAD.test(m[1]!) || isKnownFirstName(m[1]!)) &&
      (!OWNED_OTHER.test(m[2]!) || OWNED_AFTER_OTHER.test(text.slice(m.index + m[0].length))) &&
      // "grab the fuses from Sparky's before noon": a home or a shop, which owns no thing here.
      !NOTHING_OWNED.test(m[2]!) &&
      !(
        SIGN_BEFORE.test(text.slice(0, m.index)) &&
        SIGNED_SCHOOL_PAPER.test(text.slice(m.index + m[0].length - m[2]!.length))
      ) &&
      (!OCCASION_OF.test(text.slice(m.index + m[1]!.length).replace(/^['’]s\s+/, '')) ||
        REPLY_TO.test(text.slice(0, m.index)) ||
        // "Minseo's piano recital Saturday 3pm": an occasion that is the whole item is one to go to, with them.
        (m.index === 0 && onlyTheThing(text)))
    )
      owners.push(m[1]!);
  return owners;
}

/**
 * "Kelsey's renewal", "Kids: Mateo's science fair board", "Aarav's term fees": a topic that opens with someone's thing,
 * so the steps said after it ("— chase signature", "- buy a tri-fold", ", pay online") are done for them. Not an occasion
 * of theirs ("Valentina's quinceañera stuff, confirm the DJ" is the user's errand for it), nor someone's thing said
 * further on ("closing call with Emma's team").
 */
export function topicOwner(topic: string): string | null {
  const item = topic.replace(/^[^:\n]{1,20}:\s*/u, '');
  const m = /^\W*(\p{Lu}\p{Ll}+)['’]s\s+/u.exec(item);
  if (!m || OCCASION_OF.test(item.slice(m[0].length))) return null;
  return thingOwners(item).includes(m[1]!) ? m[1]! : null;
}

/** A remark in brackets ("(fair is 12/10)"), which says nothing of the item around it. */
const BRACKETED = /\([^()\n]*\)/g;
/** "Sofi's swim class needs paying": what a thing needs is said of it, as news is. */
const NEEDS = /(?<![\p{L}])needs?(?![\p{L}])/iu;
/** A step after a label's colon or a dash: "Greg's notes: present the offer", "… → leave by 5". */
const STEP_AFTER = /(?::|;|\s[—–-]|→|->|=>)\s*(\p{L}+)/gu;
/**
 * "Ria's PTM Saturday 10am", "Lucas's costume for the Christmas play": an item that is only someone's thing, with no
 * verb, is theirs to see to; not news ("Mom's birthday is on the 14th, book a table", "Sofi's swim class needs paying") or a label over a step
 * ("Greg's notes: present the offer to the vendors").
 */
function onlyTheThing(text: string): boolean {
  const item = text.replace(BRACKETED, ' ');
  return (
    !hasFiniteVerb(item) &&
    !NEEDS.test(item) &&
    ![...item.matchAll(STEP_AFTER)].some((m) => ACTION_VERBS.has(m[1]!.toLowerCase()))
  );
}

/** The people a text names by what is theirs ("Bongani's leave starts on the 20th"), for a later "his"/"her". */
export function ownersIn(text: string): string[] {
  return [...text.matchAll(POSSESSIVE)]
    .map((m) => m[1]!)
    .filter((name) => isPersonName(name) && !isPlaceOrCompany(name));
}

function peopleIn(text: string): string[] {
  const found: string[] = [];
  /** Who the text asks or gives the job ("Gabe needs to…", "ask Cora if…"): those it is for are not on it too. */
  const doers = [...text.matchAll(ASKED_TO_DO)].map((m) => cleanName(m[1]!) ?? '');
  // "to Mr Al Mansouri": a name found whole is not found again in part ("Al"), and a part found first gives way to it.
  const add = (name: string | null) => {
    if (!name) return;
    const lower = name.toLowerCase();
    if (found.some((known) => known.toLowerCase() === lower || known.toLowerCase().startsWith(`${lower} `)))
      return;
    const part = found.findIndex((known) => lower.startsWith(`${known.toLowerCase()} `));
    if (part >= 0) found.splice(part, 1, name);
    else found.push(name);
  };
  const subject = SUBJECT_NAME.exec(text);
  const subjectFirst = subject?.[1]?.split(/\s+/)[0] ?? '';
  // "Take Grandma to bingo": a verb opening the clause is no subject (a name that is also a verb, "Mark", is).
  const verbFirst =
    ACTION_VERBS.has(subjectFirst.toLowerCase()) && !isPersonName(subjectFirst) && !isWordName(subjectFirst);
  // "Hope to get the gutters cleaned": a wish, not Hope's job.
  const wish = opensWithWish(subject?.[0] ?? '');
  // "Keen to take on the lead role", "Right, Need to email…", "Changeover to the B-variant…": a word the lexicon knows
  // as another word, or a noun before "to the", is no one given a job.
  const subjectPerson = (name: string) => {
    const word = name.split(/\s+/)[0]!;
    return TITLE_AT.test(name) || isPersonName(word) || isWordName(word);
  };
  if (
    subject &&
    subjectPerson(subject[1]!) &&
    !NOT_A_SUBJECT.test(subjectFirst) &&
    !isSentenceAdverb(subjectFirst) &&
    !isPastTenseOpener(subjectFirst) &&
    !verbFirst &&
    !wish &&
    !(/\sto$/.test(subject[0]) && NO_DUTY_AFTER_TO.test(text.slice(subject.index + subject[0].length)))
  ) {
    add(cleanName(subject[1]!));
    doers.push(cleanName(subject[1]!) ?? '');
    // "Karthik and Deepa to own the drill": everyone in the group.
    for (const name of subject[2]!.split(GROUP_SPLIT).filter(Boolean))
      if (subjectPerson(name)) add(cleanName(name));
  }
  const doing = DOING.exec(text);
  const first = doing?.[1]?.split(/\s+/)[0] ?? '';
  if (
    doing &&
    gerundStems(doing[3]!).some((stem) => ACTION_VERBS.has(stem)) &&
    (isPersonName(first) || isWordName(first)) &&
    !NOT_A_SUBJECT.test(first)
  )
    for (const name of [doing[1]!, ...doing[2]!.split(GROUP_SPLIT).filter(Boolean)]) add(cleanName(name));
  // "me and dan need to sort the garage": written small, a name where only a person stands.
  const meAnd =
    /^\W*(?:(?:and|also|then|so|plus|oh|ok|okay|um|uh)\s+)*me\s+(?:and|&|\+)\s+(\p{Ll}+)\s+(?:need|have|has|should|will|can|are)\b/u.exec(
      text,
    );
  if (meAnd && isLowercaseName(meAnd[1]!, writesNamesSmall(text), writesNamesSmall(text)))
    add(capitalisedName(meAnd[1]!));
  const withMe = WITH_ME.exec(text);
  const partner = withMe?.[1] ?? withMe?.[2];
  if (
    partner &&
    (isPersonName(partner.split(/\s+/)[0]!) || isWordName(partner)) &&
    !NOT_A_SUBJECT.test(partner)
  )
    add(cleanName(partner));
  // A list item "Priya re: the lease", "April — about the deposit": whom to talk to about it, a month's name too.
  const about = ABOUT_ITEM.exec(text);
  if (about && (isPersonName(about[1]!) || isWordName(about[1]!)) && !isPlaceOrCompany(about[1]!))
    add(about[1]!);
  for (const m of text.matchAll(FOR_SOMEONE)) {
    const word = m[1]!;
    const name = /^\p{Ll}/u.test(word)
      ? isLowercaseName(word, writesNamesSmall(text))
      : (isPersonName(word) || isWordName(word)) && !isPlaceOrCompany(word);
    if (name) add(word.charAt(0).toUpperCase() + word.slice(1));
  }
  for (const m of text.matchAll(IF_NAME)) if (isPersonName(m[1]!.split(/\s+/)[0]!)) add(cleanName(m[1]!));
  // (Only a person signs or approves: any word of a name's form counts there; a firm may send.)
  for (const m of text.matchAll(WAITS_ON)) {
    const first = m[1]!.split(/\s+/)[0]!;
    if ((isPersonName(first) || (m[2] !== undefined && isNameWordForm(first))) && !isPlaceOrCompany(m[1]!))
      add(cleanName(m[1]!));
  }
  for (const m of text.matchAll(ADDED_TO)) {
    const first = m[1]!.split(/\s+/)[0]!;
    if (isPersonName(first) || isWordName(first)) add(cleanName(m[1]!));
  }
  // "check the Dockerfile change Luc merged", "review the Terraform that Diego opened": who made the thing is on it, as
  // "Diego's Terraform" is.
  for (const m of text.matchAll(MADE_BY))
    if (isPersonName(m[1]!.split(/\s+/)[0]!) && !isPlaceOrCompany(m[1]!)) add(cleanName(m[1]!));
  // "the guest, Marcus, …" names the guest.
  for (const m of text.matchAll(APPOSITIVE)) if (isPersonName(m[1]!)) add(m[1]!);
  for (const m of text.matchAll(ROLE_THEN_NAME))
    if (isPersonName(m[1]!) && !isPlaceOrCompany(m[1]!)) add(m[1]!);
  for (const m of text.matchAll(AGENT_THEN_NAME)) {
    const name = (m[2] ?? m[3] ?? m[4])!;
    // ("the strata manager, Mr. Cheng": a title before the name is read by the cues below.)
    if (ANY_TITLE_AT.test(`${name} X`) || !agentNoun(m[1]!) || isPlaceOrCompany(name)) continue;
    if (isKnownFirstName(name) || isWordName(name)) add(name);
  }
  // After a role only a person stands: "the insurance guy Frank" though the lexicon reads "frank" as a word.
  // "ring the plumber dave": written small, a word the lexicon knows only as a first name.
  for (const m of text.matchAll(ROLE_NAME))
    if (
      /^\p{Ll}/u.test(m[1]!)
        ? isLowercaseName(m[1]!, false)
        : isAddressedName(m[1]!) && !isPlaceOrCompany(m[1]!)
    )
      add(m[1]!.charAt(0).toUpperCase() + m[1]!.slice(1));
  // "Herrn Huber (Notar)", "Coach Sam (Coach)": a role in brackets says what someone is, and is nobody.
  // "the twins (Amy + Dev)": everyone in the group, when each is a name.
  for (const m of text.matchAll(BRACKETED_NAME)) {
    const names = m[1]!.split(GROUP_SPLIT).filter(Boolean);
    if (
      names.every(
        (name) =>
          isPersonName(name.split(/\s+/)[0]!) && !isPlaceOrCompany(name) && !TITLE_AT.test(`${name} `),
      )
    )
      for (const name of names) add(cleanName(name));
  }
  for (const m of text.matchAll(BRACKETED_CONTACT)) {
    const first = m[1]!.split(/\s+/)[0]!;
    if (isPersonName(first) && !isPlaceOrCompany(m[1]!) && !NOT_NAMES.has(first)) add(cleanName(m[1]!));
  }
  for (const m of text.matchAll(TEAM_NAME))
    if (isAddressedName(m[1]!.split(/\s+/)[0]!) && !isPlaceOrCompany(m[1]!)) add(cleanName(m[1]!));
  CUE_RE.lastIndex = 0;
  for (let cue = CUE_RE.exec(text); cue; cue = CUE_RE.exec(text)) {
    const at =
      cue.index + cue[0].length + (SMALL_TITLE.exec(text.slice(cue.index + cue[0].length))?.[0].length ?? 0);
    // The cue is matched case-insensitively; the name itself must be capitalised as written.
    const matched = NAME_AT.exec(text.slice(at))?.[0];
    // "with DynamoDB locking", "from PagerDuty": a capital inside the word makes it a product's name.
    if (!matched || /^\p{L}/u.test(text.slice(at + matched.length))) continue;
    // "coffee with Nadia Thursday morning": a day or a month after a name is no surname ("Father Jun", "Aunt May":
    // after a title it is the name).
    const raw =
      / /.test(matched.replace(TITLE_AT, '')) && NOT_NAMES.has(matched.split(/\s+/).at(-1)!)
        ? matched.slice(0, matched.search(/\s+\S+$/))
        : matched;
    const after = text.slice(at + raw.length);
    // "from Imran bhai", "to Ravi bhaiya": a word of respect after the name says a person, wherever the name stands
    // (the places, firms and systems below are never called so).
    const respected = RESPECT_AFTER.test(after);
    // "migrate the cron jobs to Airflow", "upgrade the cluster to Postgres 16": where a thing is moved is a system (a
    // first name the lexicon knows is still a person).
    if (MOVED_TO.test(text.slice(0, at)) && !isKnownFirstName(raw.split(' ')[0]!) && !respected) continue;
    // "book flights to Sydney", "the train from Florence": where one travels is a place, whatever name it also is.
    if (TRAVEL_TO.test(text.slice(0, at)) && !respected) continue;
    const titled = TITLE_AT.test(raw);
    // "close out the orders with Rashmi in commercial": one who works in a team is a person, not the firm dealt with.
    if (
      !titled &&
      (FETCHED_FROM.test(text.slice(0, at)) ||
        DEALT_WITH.test(text.slice(0, at)) ||
        (TAKEN_FROM.test(text.slice(0, at)) &&
          !FROM_PERSON_TOO.test(text.slice(0, at)) &&
          !AT_FIRM.test(after))) &&
      !isKnownFirstName(raw.split(' ')[0]!) &&
      !respected &&
      !IN_TEAM.test(after)
    )
      continue;
    // "email Deniz's teacher", "call Dr Okafor's office": the owner of the thing is not who the task is with.
    if (/^(?:\s+\p{Lu}\p{Ll}+)?['’]s(?![\p{L}])/u.test(after)) continue;
    const first = raw.split(/\s+/)[0]!;
    const peopleOnly = PEOPLE_ONLY_BEFORE.test(cue[0]);
    // "have Jen pull the emails", "let Sam know": a verb after the name is what that person does. After a verb only
    // people follow, a first name the lexicon lists is one whatever comes next ("text Aroha happy birthday", "thank
    // Eleni properly"), unlike "call Renault procurement".
    if (
      !titled &&
      LOWER_AFTER.test(after) &&
      !(CAUSATIVE_CUE.test(cue[0]) && verbFollows(after)) &&
      !(peopleOnly && isKnownFirstName(first)) &&
      // "send Aditi comments on the draft", "give Tom feedback": whom a giving verb gives a thing to.
      !(GIVEN_TO.test(cue[0]) && isPersonName(first) && BARE_THING_AFTER.test(after))
    )
      continue;
    // "ask May to…", "cc Will": after a verb a month or a modal that is also a first name is the person, and so it is
    // before a thing given to it ("send Bill one more reminder", "give Will the keys").
    // "call June about the cat sitting", but "ring May 3rd": a date is no person.
    if (
      isWordName(first) &&
      NOT_NAMES.has(first) &&
      (VERB_CUE.test(cue[0]) || (GIVEN_TO.test(cue[0]) && THING_AFTER.test(after))) &&
      !/^\s*\d/.test(after)
    )
      add(first);
    // "order the cake from Sweet Things": two words the lexicon knows as other words are a shop's name.
    else if (
      !titled &&
      / /.test(raw) &&
      !isPersonName(first) &&
      !isWordName(first) &&
      !isPersonName(raw.split(' ')[1]!)
    )
      continue;
    else add(cleanName(raw, after, peopleOnly));
    // "tell Chris and Dana", "with Ana, Bo and Cy", "text Ana & Bo", "ask Priya or Tom", "ask Marcus + Jen": the names
    // listed after the first one. After a firm ("contact Atlantic Roofing and Maritime Envelope") only one whose first
    // word the lexicon does not know as another word ("and Priya", "and Sam Reid"): firms stand side by side.
    const afterFirm = raw.split(/\s+/).some((word) => BUSINESS.test(word));
    let rest = after;
    for (
      let more = LIST_NAME.exec(rest);
      more && (peopleOnly || !more[0].includes('&'));
      more = LIST_NAME.exec(rest)
    ) {
      if (!afterFirm || isPersonName(more[1]!.split(/\s+/)[0]!)) add(cleanName(more[1]!));
      rest = rest.slice(more[0].length);
    }
  }
  // Dictation: "text imogen that…", "ask anjali about…" (a lowercase name right after a verb that takes a person).
  const capitalisesNothing = !/\p{Lu}/u.test(text);
  const small = writesNamesSmall(text);
  for (const m of text.matchAll(LOWER_CUE)) {
    const cue = m[1]!.toLowerCase().replace(/^w\/?$/, 'with');
    const after = text.slice(m.index + m[0].length);
    // A word the lexicon does not know counts after a verb only a person follows ("tell chidi", "ring kwame"), or
    // before a thing given to it ("send chidi the photos"); after "for", "to", "with" only a known first name does.
    const unknownOk =
      small &&
      (SPEECH_CUE.test(cue) ||
        (GIVING_CUE.test(cue) && /^\s+(?:the|a|an|my|our|your|his|her|their|some|this|that)\s/.test(after)));
    // "catch up with raj", "sync with kofi": after a meeting's "with" only people stand; so they do in "ask declan to
    // pick up the cake" where the text writes names small.
    const meeting =
      (cue === 'with' && MEETING_WITH.test(text.slice(0, m.index))) ||
      (small && ASKED_CUE.test(cue) && /^\s+to\s/.test(after) && verbFollows(after.replace(/^\s+to\s+/, '')));
    // "flights to sydney", "drive to devon", "move the files to pegasus": where one travels or moves a thing is a place.
    const upToName = text.slice(0, m.index + m[0].length - m[2]!.length);
    if ((cue === 'to' || cue === 'from') && (TRAVEL_TO.test(upToName) || MOVED_TO.test(upToName))) continue;
    // "get tom to chase the quote": after an infinitive's "to" a verb, whatever else the lexicon knows it as.
    if (cue === 'to' && ACTION_VERBS.has(m[2]!.toLowerCase())) continue;
    // "ask will to cover my shift", "tell mark the forklift's fixed": after a verb only people follow, a name that is
    // also a word is the person when what is asked or told follows it.
    const wordName =
      ASKED_CUE.test(cue) &&
      isWordName(capitalisedName(m[2]!)) &&
      /^\s+(?:to\s+\p{Ll}|(?:about|that|if|whether|the|know)\b)/u.test(after);
    if (!wordName && !isLowercaseName(m[2]!, unknownOk, meeting)) continue;
    add(capitalisedName(m[2]!));
    let rest = text.slice(m.index + m[0].length);
    for (
      let more = LOWER_LIST.exec(rest);
      more && isLowercaseName(more[1]!, unknownOk, meeting);
      more = LOWER_LIST.exec(rest)
    ) {
      add(capitalisedName(more[1]!));
      rest = rest.slice(more[0].length);
    }
  }
  for (const m of text.matchAll(LOWER_SUBJECT))
    if (isLowercaseName(m[1]!, capitalisesNothing)) add(capitalisedName(m[1]!));
  for (const m of text.matchAll(LOWER_CAUSATIVE)) {
    const after = text.slice(m.index + m[0].length);
    // "get seun to sign off the budget", "make sure kai has the tickets": where the text writes names small, only a
    // person stands there.
    if (
      (m[2] || verbFollows(after)) &&
      isLowercaseName(m[1]!, capitalisesNothing, small && m[2] !== undefined)
    )
      add(capitalisedName(m[1]!));
  }
  for (const m of text.matchAll(LOWER_TITLE)) add(cleanName(capitalisedName(m[1]!)));
  for (const m of text.matchAll(TITLED))
    if (!isPlaceOrCompany(m[1]!) && (BEFORE_SURNAME.test(m[0]) || isPersonName(m[1]!) || isWordName(m[1]!)))
      add(m[1]!);
  for (const m of text.matchAll(BEFORE_POSTPOSITION)) {
    const first = m[1]!.split(/\s+/)[0]!;
    if (isPersonName(first) || isWordName(first)) add(cleanName(m[1]!));
  }
  // "entregar a Raúl el informe", "llevar a Sofi al pediatra": a Spanish infinitive's person comes after "a".
  for (const m of text.matchAll(SPANISH_A)) {
    const first = m[2]!.split(/\s+/)[0]!;
    if (!isEnglishWord(m[1]!.toLowerCase()) && isPersonName(first)) add(cleanName(m[2]!));
  }
  // "mandar el informe a Carmen", "envoyer les documents à Sophie": whom the thing goes to.
  for (const m of text.matchAll(ROMANCE_TO)) {
    const titled = TITLE_AT.test(m[1]!);
    const first = m[1]!.replace(TITLE_AT, '').split(/\s+/)[0]!;
    if (titled ? !isPlaceOrCompany(first) : isKnownFirstName(first) || isPersonName(first))
      add(cleanName(m[1]!));
  }
  // German capitalises every noun ("Zahnarzt anrufen"), so only a name the lexicon lists counts there.
  // After a title or a role ("Herrn Schulz anrufen", "Steuerberater Brandt anrufen") a surname the lexicon lacks is one.
  for (const m of text.matchAll(BEFORE_GERMAN_VERB)) {
    const titled = TITLE_AT.test(m[1]!);
    const first = m[1]!.replace(TITLE_AT, '').split(/\s+/)[0]!;
    if (titled ? !isPlaceOrCompany(first) : isKnownFirstName(first) || isWordName(first))
      add(cleanName(m[1]!));
  }
  // "Review Sam's PR", "pack Ella's lunch", "book Dr. Ito's flights": with nobody else named, the owner of the thing is
  // involved (see thingOwners).
  if (found.length === 0) for (const name of thingOwners(text)) add(name);
  // "revisar el PR de Andrés", "review the PR do Lucas", "die Folien von Jonas": the same owner, said the way Spanish,
  // Portuguese, French, Italian or German says it; a first name the lexicon lists ("el recibo de Telmex" is a firm's).
  if (found.length === 0)
    for (const m of text.matchAll(OWNED_BY))
      if (
        !NOT_A_THING.test(m[1]!) &&
        !ACTION_VERBS.has(m[1]!.toLowerCase()) &&
        isKnownFirstName(m[2]!.split(/\s+/)[0]!)
      )
        add(cleanName(m[2]!));
  // "Book the vet for Biscuit": only a name the lexicon lists as a person's stays a person in a pet's errand, or one
  // asked to do it ("ask Javi to feed the cat", "get Jade to walk the dog": no pet is asked).
  const asked =
    found.length > 0 && PET_CARE.test(text) ? [...text.matchAll(ASKED_TO_DO)].map((m) => m[1]!) : [];
  const people =
    found.length > 0 && PET_CARE.test(text)
      ? found.filter((name) => {
          const first = name.split(' ')[0]!;
          // "call June about the cat sitting": a month's name was taken only where a person stands.
          return (
            isKnownFirstName(first) || (isWordName(first) && NOT_NAMES.has(first)) || asked.includes(first)
          );
        })
      : found;
  // A home is a person's, even in a pet's errand ("drop the cat at Giulia's").
  for (const m of text.matchAll(HOME_OF))
    if (
      isPersonName(m[1]!) &&
      // "grab the fuses from Sparky's", "order the cake from Brumby's": a shop, unless a first name the lexicon lists
      // and one may grab a thing from their home ("grab the drill from Dave's"); one orders only from a shop.
      !(
        SHOP_FROM.test(text.slice(0, m.index + m[0].lastIndexOf(m[1]!))) &&
        (!isKnownFirstName(m[1]!) || BOUGHT_FROM.test(text.slice(0, m.index + m[0].lastIndexOf(m[1]!))))
      ) &&
      !isPlaceOrCompany(m[1]!) &&
      !people.some((name) => name.split(' ')[0] === m[1])
    )
      people.push(m[1]!);
  return withoutBeneficiaries(people, doers, text);
}
