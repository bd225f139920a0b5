/**
 * @module ai/local/actions — decides what a clause is: a to-do ("need to fix the tests", "Ask Sarah to…",
 * "the report must be sent by Tuesday"), a feeling or idea (never a task), or context for a nearby task.
 */

import type { ZonedNow } from './calendar.js';
import {
  ANY_DAY,
  findDates,
  isOnlyDate,
  isOnlyVagueTime,
  leadingDateLength,
  leadingVagueTimeLength,
  mentionsDate,
  WEEKDAYS,
  withoutDateHedges,
} from './dates.js';
import {
  ACTION_VERBS,
  FUNCTION_WORD,
  FUSED_MANNER,
  HOW_VERBS,
  LEAD_FILLER,
  NO_DUTY_AFTER_TO,
  NOT_A_TASK,
  PASSIVE_TO_VERB,
  STARTS_WITH_THING,
  STATEMENT_SECOND_WORDS,
  WHY_IT_IS_NEEDED,
} from './lexicon.js';
import {
  hasFiniteVerb,
  isAdjective,
  isEnglishWord,
  isKnownFirstName,
  isNoSubject,
  isPersonName,
  isPlaceOrCompany,
  isWordName,
  looksLikeInfinitive,
  looksLikeVerb,
  lowerFirstWord,
  opensWithWish,
  RESPECT_SUFFIX_WORDS,
} from './names.js';
import { isKinWord, isNameWord, isPastTenseOpener, OFFICE_TITLE } from './people.js';
import { saysStatus } from './status-line.js';
import { gerundStems, thirdPersonStems } from './word-forms.js';

export type ClauseKind =
  /** `start`: where the verb phrase begins in the clause; `delegate`: "Lukas will…" names who does it. */
  | { kind: 'action'; start: number; delegate: string | null }
  /** A to-do written as a noun phrase ("8D report must be sent"); `weak` for "X is due" statements. */
  | {
      kind: 'nominal';
      title: string;
      weak: boolean;
      delegate?: string;
      /** What a thing needs ("the press brake needs a new encoder"): the reason of a step said right after it. */
      reason?: true;
      /** Who else is on it: whose part the writer's step follows ("Selin drafts, I review Friday"). */
      with?: string;
    }
  | { kind: 'noise' }
  | { kind: 'context' };

const ADVERBS = String.raw`(?:(?:really|also|still|definitely|absolutely|seriously|urgently|probably|just|then|both|actually|badly|quickly|finally|first)\s+)*`;
const MODAL = String.raw`(?:need to|needs to|have to|has to|have got to|got to|gotta|must|should|ought to|(?:am|are|'m|’m|'re|’re)\s+going to|going to|want to|wanna|plan to|intend to|will|shall)\s+`;
/**
 * Which side "someone" is asked from: "can someone from the comunidad call…", "could someone on your end whitelist…",
 * "can someone on the night shift check…" — who is asked, not what is done.
 */
export const OF_A_SIDE = String.raw`\s+(?:from|on|at|in)\s+(?:the|your|our)\s+[a-z-]+(?:\s+(?:side|end|team|shift|office|desk|crew))?`;
/** A request put as whether the reader has the time: "r u free to review my PR?", "any chance you could…". */
const FREE_TO = String.raw`(?:(?:are|r)\s+(?:you|u)\s+(?:still\s+)?(?:free|able|around|ok|okay|happy)\s+to|(?:do|d)\s+(?:you|u|ya)\s+have\s+(?:time|a (?:sec|min|minute|moment))\s+to|(?:have\s+(?:you|u)\s+got|got)\s+time\s+to|any\s+chance\s+(?:you|u)\s+(?:could|can)|would\s+(?:you|u)\s+be\s+able\s+to|(?:i|we)\s*(?:really\s+|just\s+)?(?:need|want|['’]d\s+like|would\s+like)\s+(?:you|u)\s+to|(?<!\b(?:[a-z]+n['’]?t|not|never)\s+)(?:(?:really|just|also|still)\s+)?need\s+(?:you|u)\s+to|it\s+would\s+be\s+(?:great|good|helpful|amazing|lovely|ideal)\s+if\s+(?:you|u)\s+(?:could|can)|(?:(?:i|we)\s+)?(?:request|requesting)\s+(?:you|u)\s+to|(?:asked|wants|needs)\s+(?:(?:if|whether)\s+(?:you|u)\s+(?:could|can|would)|(?:you|u)\s+to(?!\s+(?:know|be aware)\b)))\s+(?:please\s+|pls\s+)?`;
export const FREE_TO_ASK = new RegExp(`\\b${FREE_TO}`, 'i');
const MODAL_START = new RegExp(
  String.raw`^(?:${FREE_TO}|(?:i|we)(?:'ll|’ll|'d|’d)\s+${ADVERBS}|let['’]?s\s+${ADVERBS}|let us\s+|(?:could|can|would|will)\s+(?:you|u|one of you|(?:someone|somebody|anyone)(?:\s+else|${OF_A_SIDE})?)\s+(?:please\s+|pls\s+)?|(?:we|i)\s+(?:agreed|decided|promised)\s+to\s+|(?:should|shall|must)\s+(?:i|we)\s+(?:(?:really|still|also)\s+)?(?:need to\s+|have to\s+)?|do\s+(?:i|we)\s+(?:(?:really|still|also)\s+)?(?:need to|have to)\s+|(?:(?:i|we|you|u|someone|somebody|anyone|everyone|the team|we all)\s+)?${ADVERBS}${MODAL}${ADVERBS})`,
  'i',
);
const LET_ME =
  /^let me\s+(?!(?:just\s+)?(?:know|see|think|guess|be|say|explain|vent|rant|start|begin|tell you|put it|get this)\b)/i;
const GROUP_ASKED =
  /^(?:everyone|everybody|some(?:one|body)|y['’]all|you guys|guys|folks|team(?=[,:]))[,:]?\s+(?:please\s+|pls\s+)?([a-z]+)\b/i;
const ANYWHERE_MARKER =
  /\b(?:remind (?:me|myself)(?:\s+(?:on|by|at|in|this|next|the|a|day|days|after|before|tomorrow|tmrw|tonight|today|morning|evening|afternoon|week|weeks|monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tue|tues|wed|thu|thurs|fri|sat|sun|one|two|three|four|five|couple|of|\d{1,2}(?:st|nd|rd|th)?|\d{1,2}(?::\d\d)?\s*(?:am|pm)))*\s+to|remember to|(?:please )?make sure (?:to|you)|(?:don'?t|don’t|do not|dont|mustn['’]?t|(?:let['’]?s|let us|must|should) not) forget to|(?:asked|wants|needs|reminded) (?:me|you|u) to(?!\s+(?:know|be aware)\b)|told me to|asked (?:if|whether) (?:i|you|u) (?:could|can|would)(?:\s+please)?|(?:would|['’]d) (?:also |really )?(?:like|love) (?:you|u) to|forgot to|(?:didn['’]?t|did not|haven['’]?t|have not|never) (?:manage(?:d)?|get|got|had|have) (?:(?:a|the) )?(?:round|around|chance|time) to|didn['’]?t manage to|(?:keep|kept) (?:meaning|forgetting) to|(?:(?:have|'ve|’ve|had|'d|’d)\s+)?been meaning to|(?:get|getting) (?:a)?round to(?=\s+[a-z]+ing\b)|make sure to|(?:promised|agreed) (?:(?!not |never )\S+ ){0,3}?(?:i'd|i’d|i would|i'll|to|we'd)|(?:said|(?:told|assured)(?: \S+){1,3}?) (?:that )?(?:i'd|i’d|i would|i'll|i’ll))\s+/i;
/** A decision to keep things as they are or to do without: "we decided to drop the giveaway", "I've decided against it". */
const KEPT_OR_DROPPED =
  /^(?:(?:btw|so|also|and|but|ok|okay|fyi)[\s,]+)*(?:we|i)\s+(?:have\s+|['’]ve\s+)?decided\s+(?:to\s+(?:keep|drop|skip|cancel|scrap|shelve|park|leave|not|stay\s+with|stick\s+with|pass\s+on|hold\s+off)|against)\b/i;
/**
 * Someone away or arriving, said of them: "Elina starts parental leave on 1 December", "I am on holiday", "Minseo joins
 * the team Monday" — when they are out or in, nothing for the writer to do ("remind Jo she's on leave" still asks).
 */
const AWAY_OR_JOINING =
  /^(?:(?:\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+)?|i|he|she|they|we)\s+(?:am|is|are|will be|goes|go|starts?|begins?)\s+|(?:i['’]m|he['’]s|she['’]s|they['’]re|we['’]re)\s+)(?:on\s+|out\s+on\s+|off\s+on\s+)?(?:(?:parental|maternity|paternity|annual|sick|study|medical)\s+)?(?:leave|holidays?|vacation|pto)\b|^\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+)?\s+joins\s+(?:the\s+team|us)\b/iu;
/**
 * The writer's mark, in the sentence, that what it says is someone else's or needs nothing of them: "pharmacy log
 * excursion, not mine, Greg's on it", "tax for the quarter is due in Feb, the accountant does it, nothing for me",
 * "Manon will send the copy next week, nothing to do until then", "waiting on the supplier's quote, nothing I can do",
 * "rollback done so no action there". A "but", "except" or "just" after the mark goes on
 * with the writer's own part ("not mine, but I review the test plan"). The bracketed form over a line or a label is
 * read where the lines are cleaned (line-prefixes.ts).
 */
const MARKED_NOT_MINE =
  /\b(?:not mine|nothing (?:to do|for (?:me|us)|(?:i|we) can do)(?: there| here)?(?: (?:until|till) then)?|no action (?:there|here))\b(?![^.!?]*\b(?:but|except|just|only)\b)/i;
/** The longest sentence a mark covers whole: a dictated run-on goes on to other things. */
const MAX_MARKED_WORDS = 30;

/** Whether a sentence marks what it says as another's, or as nothing for the writer to do (`MARKED_NOT_MINE`). */
export function marksNotMine(sentence: string): boolean {
  return MARKED_NOT_MINE.test(sentence) && sentence.split(/\s+/).length <= MAX_MARKED_WORDS;
}
/**
 * The words an answer about a day says around it: "So the 3rd.", "going with Friday", "Wednesday, let's say Wednesday.",
 * "so that's the 8th of December", "sure, probably next week", "Maybe Sat 5th Dec morning?".
 */
const AROUND_A_DAY = new Set(
  "so then ok okay yes yeah sure fine maybe probably thats that's that it is let's lets say going with the on by this next too and or".split(
    ' ',
  ),
);

/**
 * Whether a sentence says only when — the days it names with nothing but `AROUND_A_DAY` words, or a vague time alone
 * ("before the first snow") — and so asks for nothing of its own.
 */
export function saysOnlyWhen(sentence: string, today: ZonedNow): boolean {
  if (isOnlyVagueTime(sentence.replace(/^[^\p{L}\d]+|[^\p{L}\d]+$/gu, ''))) return true;
  const dates = findDates(sentence, today);
  if (dates.length === 0) return false;
  const rest = dates.reduce((left, date) => left.replace(date.text, ' '), sentence);
  return rest
    .toLowerCase()
    .replace(/’/g, "'")
    .split(/[^\p{L}\d']+/u)
    .every((word) => word === '' || AROUND_A_DAY.has(word));
}
/** Who decides together in minutes: "Board", "the committee", "both sides", "all". */
const DECIDING_BODY =
  /^\s*(?:the\s+|our\s+)?(?:board|committee|council|panel|trustees|members|meeting|group|governors|both\s+(?:sides|parties)|everyone|all)\s+$/i;
/** Going ahead, said with nothing to go ahead with: "agreed to go ahead", "agreed to proceed". */
const GO_AHEAD = /^(?:go\s+ahead|proceed|postpone|wait)\s*(?:[.!;]|$)/i;
const NOT_DONE_YET =
  /^(?:i|we)\s+(?:still\s+)?(?:haven['’]?t|have not|havent)\s+(?:yet\s+|actually\s+)?([a-z]+(?:ed|en|nt|id|ne|ht))\b(\s+(?:the|a|an|my|our|his|her|their|this|that|these|those|any|some)\s.*)$/i;
/** "Preciso renovar…", "tengo que llamar…", "devo chiamare…", "il faut appeler…", "ich muss…": a modal in a mixed-language dump. */
const FOREIGN_MODAL =
  /^(?:preciso|precisamos|tenho que|tenho de|temos que|tengo que|tenemos que|debo|necesito|necesitamos|hay que|devo|dobbiamo|bisogna|je dois|(?:il )?faut que (?:je|j['’]|on)|(?:il )?faut|il me faut|nous devons|ich muss|muss ich|wir müssen|müssen wir|ich sollte|sollte ich)\s*(?<=\s|['’])/i;
const HINGLISH_NEED =
  /^(.{2,60}?)\s+(?:ko\s+|ka\s+|ki\s+)?([a-z]+)\s+(?:karna|karni|karne)\s+(?:hai|hain|he|h)\b/i;
/** A Hinglish to-do ending in a Hindi verb: "slides bhejni hain" (send), "medicines lena hai" (get), "dena hai" (give). */
const HINDI_INFINITIVE =
  /^\S.{0,100}?\s(?:bhej|le|de|la|jaa|ja|khareed|kharid|puch|pooch|bata|dikha|bana|likh|padh|bhar)(?:na|ni|ne)\s+(?:hai|hain|he|h|padega|padegi|hoga)\b/i;
/** German puts the infinitive last: "Termin beim Zahnarzt vereinbaren", "Oma anrufen" (a reason may follow it: "Paul anrufen wegen der Rechnung"). */
const GERMAN_INFINITIVE_LAST =
  /\s(?:vereinbaren|anrufen|zurückrufen|kaufen|besorgen|buchen|bezahlen|zahlen|überweisen|schicken|abschicken|abholen|erledigen|kündigen|bestellen|reservieren|einreichen|abgeben|reparieren|putzen|drucken|unterschreiben|verlängern|beantragen|absagen|vorbereiten|schreiben|waschen|machen|holen|bringen|mitbringen|einkaufen|aufräumen|kochen|backen|senden|lesen|lernen|melden|planen|organisieren|prüfen|checken|fertigmachen|fertig machen|erneuern|mähen|gießen|füttern|packen|abschließen|anmelden|abmelden|umbuchen|kontaktieren|fragen|beantworten|besprechen|klären|erinnern|rausbringen|wegbringen|aufhängen|abhängen|wegräumen|ausräumen|einräumen|aufladen|abwaschen|spülen|staubsaugen|saugen|wischen|bügeln|zurückgeben|ausdrucken|ausfüllen|hochladen|überprüfen|nachfragen|absprechen|verschieben|stornieren|reinigen|tanken|versenden|zusagen|besuchen|mitnehmen|einpacken|wechseln|umtauschen|zurückschicken|einlösen|einzahlen|abheben)(?:\s+(?:wegen|wg\.?|bzgl\.?|bezüglich|für|fürs|zum|zur|nach|vor|bis|am|um|heute|morgen)\s[^.!?]{1,60})?[.!]?$/i;
/** Words only German writes before an infinitive's object ("die Noten", "für den Kurs", "mit Oma"). */
const GERMAN_WORD =
  /^(?:der|die|das|den|dem|des|ein|eine|einen|einem|einer|und|für|fürs|mit|zum|zur|vom|beim|im|aus|bei|nach|von|zu|noch|alle|neue|neuen)$/;

/**
 * A German to-do whose verb the list above lacks ("Laub rechen", "die Tenorstimme üben", "Mitgliedsbeiträge
 * einsammeln"): a last word in lower case with an infinitive's ending that English does not know, in a line German
 * by another word of it too — an umlaut or ß, a word only German writes, or a first word English does not know ("Out of
 * linen" is no task).
 */
function endsInGermanInfinitive(text: string): boolean {
  const words = text.replace(/[.!]+$/, '').split(/\s+/);
  const last = words.at(-1)!;
  if (words.length < 2 || !/^\p{Ll}{2,}(?:en|ern|eln)$/u.test(last) || isEnglishWord(last)) return false;
  const others = words.slice(0, -1).map((word) => word.toLowerCase().replace(/[^\p{L}]/gu, ''));
  return others.some((word) => /[äöüß]/.test(word) || GERMAN_WORD.test(word)) || !isEnglishWord(others[0]!);
}
/** "Lukas will…", "Dana at Acme will send…" (a contact at a firm is still the person). */
/**
 * A name in a job's subject: "Priya", "Li Na", "Jo-Anne", "Mei-Ling Tan", "Mori-san" (a suffix of respect), "R. Chiasson"
 * (an initial and a surname, as board minutes write them).
 */
const SUBJECT_NAME = String.raw`(?:\p{Lu}\.? )?\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)?(?: \p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)?)?(?:-(?:${RESPECT_SUFFIX_WORDS}))?`;
const RESPECT_AT_END = new RegExp(`-(?:${RESPECT_SUFFIX_WORDS})$`, 'u');
/** "Thandi (me) to get the quotes": the writer names themself, and the job is their own. */
const SELF_NAMED = /^\S+(?: \S+)?\s*\((?:me|myself)\)/i;
/**
 * "Jess (RN) to restock…", "Treasurer (Olu) to reimburse…", "Thandi (me) to…": a bracket after the subject says the
 * role of whom it names or who holds the role it names (the second group).
 */
const DELEGATE_START = new RegExp(
  String.raw`^(${SUBJECT_NAME})(?:\s*\(([^()\n]{1,30})\))?(?:(?:,\s*|\s+and\s+|\s*[&+]\s*)${SUBJECT_NAME})*(?: at \p{Lu}[\p{L}&'.-]*(?: \p{Lu}[\p{L}&'.-]*)?)?(?:\s*(?:and|&|\+)\s*(?:I|me))? (?:will|'ll|’ll|is going to|are going to|needs to|need to|has to|have to|should|must|to)\s+`,
  'u',
);
/**
 * The minutes' "Sr. Rubina to repeat the audit", "Dr. Faisal to give the teaching": a title of office before the name
 * is no part of it, and the job is the named person's. Only with "to", the minutes' own form: "Dr. Lee will call me
 * with the results" tells what someone else will do.
 */
const TITLED_DELEGATE_START = new RegExp(
  String.raw`^${OFFICE_TITLE}(${SUBJECT_NAME})(?:\s*\(([^()\n]{1,30})\))? to\s+`,
  'u',
);
const KIN_TO = /^(?:my\s+|our\s+)?([a-z]+)\s+to\s+/i;
/**
 * "the pipes need to be replaced", "the deposit is to be transferred within 7 days", "the fee can be paid in the app":
 * a thing, and what must happen to it. "can/may be" only with a payment or a return: "it can be stored" is no request.
 */
const NOMINAL_MODAL =
  /^(.{3,120}?)\s+(?:(?:has to|have to|needs to|need to|must|should|will have to|has got to)\s+(?:be\s+)?|(?:is|are) to be\s+|(?:can|may) be\s+(?=(?:paid|settled|transferred|submitted|returned|uploaded)\b))([a-z]+)\b/i;
/** "the report is due", "the report that's due Thursday" (typed "thats"), "the rent due on the 1st". */
const NOMINAL_DUE =
  /^(.{3,120}?)\s+(?:(?:that|which)\s+(?:is|are|was|were)|(?:that|which)['’]?s|is|are|was|were|'s|’s)\s+(?:over)?due\b|^(.{3,120}?)\s+(?:overdue|due)\b/i;
/**
 * What follows "… is due" when it says whom the thing goes to: "to Priya", "to the deputy principal by the 1st", "in on
 * Friday". A recipient that is not a name needs its date after it: "due to a hydraulic leak" is a cause.
 */
const DUE_TO =
  /^\s+(?:to\s+((?:the\s+|my\s+|our\s+)?[\p{L}'’-]+(?:\s+(?!by\b|on\b|before\b)[\p{L}'’-]+){0,2}?)|in)(?=\s+(?:by|on|before|this|next|tomorrow|today|tonight|no later than|b4)\b)|^\s+to\s+(\p{Lu}\p{Ll}+)(?=\s*[,.;!]|\s*$)/u;
/** A reminder of a fact: "please remember (that)…", "note that…", "bear in mind…". */
const REMINDED_FACT =
  /^(?:(?:please|pls|just|also|and)\s+)*(?:remember|note|keep in mind|bear in mind|don['’]?t forget|do not forget)(?:\s+that)?\s+(?=\S)/i;
/** Money that is due is paid, not sent: "rent is due to the landlord". */
const MONEY_OWED =
  /\b(?:rent|bills?|invoices?|fees?|deposit|payments?|tax|instal?ments?|subs|subscriptions?|dues|premium|balance)$/i;
/** Who is owed money, the sum, and what it was for: "Pieter R200 from the braai", "Sam a tenner", "mum $40". */
const OWED_MONEY =
  /^((?:\p{Lu}[\p{L}'’-]+|mum|mom|dad|my \p{L}+)(?:\s\p{Lu}[\p{L}'’-]+)?)\s+((?:[$£€¥₹]|R|Rs\.?\s?|kr\s?)\d[\d.,]*k?|\d[\d.,]*\s?(?:dollars|euros|pounds|quid|bucks|rand|rupees|pesos|kr)|a (?:tenner|fiver|twenty)|(?:some\s+)?(?:money|cash))(?![\p{L}\d])(.*)$/u;
const SEND_IN =
  /^((?:the |your |all |any )?\p{L}[\p{L}'’ -]{1,50}?)\s+(to (?:me|us)|in)\s+(?=(?:by|before|no later than|b4)\s)/iu;
/** A subject that opens with a pronoun or a word for anyone ("it", "they", "someone", "which"). */
const PRONOUN_SUBJECT =
  /^(?:i|we|you|he|she|they|it|this|that|there|his|her|their|its|nobody|everyone|someone|which)\b/i;
/** A whole subject that is a word for anyone PRONOUN_SUBJECT does not open with: "who", "everybody", "somebody", "no one". */
const ANYONE_ALONE = /^(?:who|everybody|somebody|no one)$/i;
/**
 * A whole subject that is someone (a name alone, "each of us"), or one that says something of its own — a pronoun or a
 * form of "be" in it ("the plan is we have to go to…").
 */
const SOMEONE_OR_SAID =
  /^(?:\p{Lu}\p{Ll}+|[Ss]omeone|[Ss]omebody|[Ee]veryone|[Ee]verybody|[Nn]obody|[Ee]ach of us)$|\b(?:i|we|you|he|she|they|it|is|are|was|were|be)\b/u;

/**
 * Whether the subject of a thing's reading ("X needs…", "X has to go…", "X is due…") names no thing — someone, or a
 * clause of its own — read as far as the reading asks:
 * - `opens` (every reading; isIndependent too): it opens with a pronoun or a word for anyone (PRONOUN_SUBJECT);
 * - `alone` ("X needs a new…", NEEDS_THING): also when it is only "who", "everybody", "somebody" or "no one";
 * - `said` ("X has to go to…", HAS_TO_GO): also a name alone, "each of us", or a pronoun or "is/are/was/were/be"
 *   anywhere in it, read on the trimmed subject.
 */
export function namesNoThing(subject: string, reach: 'opens' | 'alone' | 'said' = 'opens'): boolean {
  if (PRONOUN_SUBJECT.test(subject)) return true;
  if (reach === 'alone') return ANYONE_ALONE.test(subject);
  if (reach === 'said') return SOMEONE_OR_SAID.test(subject.trim());
  return false;
}

/**
 * A thing said first, before the plan about it, as people speak: "the car I need to take it in", "the presentation for
 * the board I have to finish the slides". Not "the thing is…", "the plan was…": no verb and no frame noun in it.
 */
const TOPIC_WORD = String.raw`(?!(?:is|are|was|were|be|been|said|says|told|think|thought|that|which|who|and|but|so|i|we|thing|things|problem|issue|point|plan|idea|question|reason|rest|day|days|time|week|weeks|weekend|month|year|morning|afternoon|evening|night)\b)[a-z'’-]+`;
const TOPIC = String.raw`(?:the|my|our)\s+(?:${TOPIC_WORD}\s+){0,3}?${TOPIC_WORD}(?:\s+for\s+(?:the|my|our)\s+${TOPIC_WORD})?`;
const TOPIC_BEFORE_PLAN = new RegExp(
  String.raw`(?:^|[\s,])(?<!\b(?:for|about|re|regarding|on|with|to|of|in|at|from|by|as|after|before|during|when|once|soon)\s)(${TOPIC})[\s,]+(?:i|we)\s+${ADVERBS}${MODAL}[^,.;]*$`,
  'i',
);

/**
 * When-or-how-urgent words before "I/we" and a modal ("eventually I should…", "at some point I need to…", "no rush
 * but we should…"): the clause is the speaker's plan and starts at the pronoun. Only such words: "hopefully we'll
 * win" or "Mum says we should…" are no plan of the user's.
 */
const OPENER_BEFORE_MODAL = new RegExp(
  String.raw`^(?:(?:i was thinking|i['’]ve been thinking|i(?:['’]m| am) thinking|i think|i reckon|i guess|i suppose|eventually|at some point|sometime|some time|soon|soonish|honestly|seriously|realistically|not urgent|no rush|low priority|in the meantime|meanwhile|when i get (?:a )?(?:chance|minute|moment|sec)|when i have (?:a )?(?:sec|minute|moment|time)|(?:this|next) (?:week|month|weekend|year)|(?:in|during|before|after|over) (?:the )?(?:q[1-4]|spring|summer|autumn|fall|winter|new year|holidays)|(?:as for|for|about|re|regarding|on|with) (?:the |my |our |this |that )?[a-zà-ÿ]+(?: [a-zà-ÿ]+)?|(?:after|before|during) (?:the |my |our |this |that |his |her |their )?[a-z]+(?: [a-z]+)?|(?:when|once|as soon as)(?: [a-z\d'’]+){1,7}?|(?:reminders?|notes?|memo) (?:for|to) (?:me|myself|self)|i mean|em|erm|${TOPIC})(?:\s+but)?[\s,]+)+(?=(?:(?:today|tonight|tomorrow|this|next)(?: [a-z]+)?[\s,]+)?(?:i|we)(?:\s+${ADVERBS}${MODAL}|(?:'ll|’ll)\s))`,
  'i',
);

/** "the week of the 7th book the venue": the week a date falls in, said before it. */
const WEEK_OF = /^(?:the\s+)?week\s+(?:of|starting|beginning|commencing)\s+/i;
/** A verb and a word after it, after a vague time that opens a clause (see leadLength). */
const ACTS_AFTER =
  /^(?!(?:in|on|at|by|before|after|during|over|around|until|next|this|the|of|no|not|lol|haha|ok|okay)\s)\p{Ll}+\s+\S/u;

/** Filler and an opening date ("so um by the end of next week, uh, finish…"): where the clause's own words start. */
export function leadLength(text: string): number {
  let lead = 0;
  for (let step = 0; step < 3; step++) {
    const week = WEEK_OF.exec(text.slice(lead))?.[0].length ?? 0;
    const dated = week ? leadingDateLength(text.slice(lead + week)) : 0;
    if (dated) {
      lead += week + dated;
      continue;
    }
    const vague = leadingVagueTimeLength(text.slice(lead));
    // A verb and what it acts on ("sometime before harvest redo the map"), not a time going on ("sometime in the off
    // season …"), a word of the phrase ("before the release freeze") or a laugh ("someday lol").
    if (vague && !leadingDateLength(text.slice(lead)) && ACTS_AFTER.test(text.slice(lead + vague))) {
      lead += vague;
      continue;
    }
    // A date phrase is read whole before filler words take part of it ("first Monday of December submit…").
    const whole = leadingDateLength(text.slice(lead));
    const filler = whole ? 0 : (LEAD_FILLER.exec(text.slice(lead))?.[0].length ?? 0);
    const date = whole || leadingDateLength(text.slice(lead + filler));
    const opener = filler || date ? 0 : (OPENER_BEFORE_MODAL.exec(text.slice(lead))?.[0].length ?? 0);
    if (!filler && !date && !opener) break;
    lead += filler + date + opener;
  }
  return lead;
}

const OWN_PLAN = new RegExp(
  String.raw`(?:^|\s)(?:i|we)(?:\s+${ADVERBS}(?:${MODAL}|would\s+)${ADVERBS}|['’](?:ll|d)\s+${ADVERBS})$`,
  'i',
);

/** "…and I really should ring my mum": the clause starts a plan of the speaker's own, subject and all. */
export function startsOwnPlan(text: string, start: number): boolean {
  return OWN_PLAN.test(text.slice(0, start));
}

/** The purpose a plan opens with: "(right so) for the conference I need to register…", "about the budget I need to…". */
const PURPOSE_OPENER =
  /(?:^|[\s,])((?:for|about|regarding) (?!(?:me|myself|self|us)\b)(?:the |my |our |this |that )?[a-z]+(?: [a-z]+)?)[\s,]+(?:i|we)\b[^,.;]*$/i;

/**
 * "for the conference I need to register by Friday": the purpose said before the plan belongs to its action, which
 * would otherwise read "Register". Null when there is none or the action already says it.
 */
export function purposeBefore(text: string, start: number): string | null {
  const purpose = PURPOSE_OPENER.exec(text.slice(0, start))?.[1] ?? null;
  return purpose && !text.slice(start).toLowerCase().includes(purpose.toLowerCase()) ? purpose : null;
}

/**
 * The thing said before a plan ("the car I need to take it in for a service"): the pronoun that picks it up again is
 * it ("Take the car in…"); with no pronoun the plan is for it ("…finish the slides" for the presentation). Null when
 * there is none or the plan already names it.
 */
export function topicBefore(text: string, start: number): string | null {
  const topic = TOPIC_BEFORE_PLAN.exec(text.slice(0, start))?.[1] ?? null;
  return topic && !text.slice(start).toLowerCase().includes(topic.toLowerCase()) ? topic : null;
}

function firstWords(text: string): [string, string] {
  const words = text.toLowerCase().split(/\s+/);
  return [words[0]?.replace(/[^a-z'-]/g, '') ?? '', words[1]?.replace(/[,.;:!?]+$/, '') ?? ''];
}

/** A manner word fused to a verb: "deep clean the cool room", "double check the order". */
const VERB_PREFIX = new RegExp(
  String.raw`^(?:(?:${FUSED_MANNER})[- ](?=[a-z])|dry[- ](?=(?:hop|clean|fit|brush)\b))`,
  'i',
);

const COMPOUND_STATEMENT =
  /^\S+((?:\s+(?:[a-z][a-z-]*|#?\d[\w-]*)){1,3}?)\s+(?:is|are|was|were|has|had|got|gets|keeps|kept|failed|broke|expired|arrived|crashed|leaked|lapsed|bounced|stopped|died|went|came|ran out|starts|started|ends|ended|begins|began|opens|opened|closes|closed|kicks off|goes live|went live|lifts|resumes)\b/;
/** A thing, where or when it is, then its verb: "wifi in the garage keeps dropping", "findings from last week are closed". */
const PLACED_STATEMENT =
  /^\S+((?:\s+[a-z][a-z-]*){0,2}?)\s+(?:in|on|at|from|of|near|behind|under)\s+(?:(?:the|our|my|last|this|next)\s+)?[a-z][a-z-]*(?:\s+[a-z][a-z-]*)?\s+(?:keeps|kept|is|are|was|were|has|had|takes|took)\b/;
/** A thing and what happened to it, then when: "Plant closed Thu–Fri" ("get started on…", "stay focused…" are to do). */
const HAPPENED_THEN_WHEN =
  /^(?!(?:[Gg]et|[Gg]ot|[Ss]tay|[Kk]eep|[Bb]e|[Ff]eel|[Ll]ook)\b)\S+\s+[a-z]{3,}ed\s+(?:on|at|in|for|from|until|till|since|today|yesterday|last|this|(?:[Mm]on|[Tt]ue|[Ww]ed|[Tt]hu|[Ff]ri|[Ss]at|[Ss]un)[a-z]*)(?![\p{L}])/u;
const GO_WHERE =
  /^(?:to|see|get|buy|pick|grab|check|visit|collect|fetch|for|and|back|over|round|down|up|out|into|shopping|home)$/;

/** Going along with someone: "go with her", "go with Dad", not "go with the cheaper quote". */
const GO_WITH_SOMEONE =
  /^go\s+with\s+(?:her|him|them|mum|mom|mam|dad|nan|gran|grandma|grandpa)(?![\p{L}'’])/iu;

/** A Portuguese pronoun written onto an infinitive after a hyphen ("levar-lhe", "mandá-lo", "comprá-las"). */
const ENCLITIC = /-(?:lhes?|l?[oa]s?|me|te|se|nos|vos)$/;

/** The infinitive of "levar-lhe" (levar), "mandá-lo" (mandar: the r falls before -lo), or null without a pronoun. */
function withoutEnclitic(word: string): string | null {
  if (!ENCLITIC.test(word)) return null;
  return word.replace(ENCLITIC, '').replace(/á$/, 'ar').replace(/ê$/, 'er').replace(/í$/, 'ir');
}

/** Past tenses that do not end in -ed, after a subject: "Will said", "Pat sent", "Bill took". */
const IRREGULAR_PAST =
  /^(?:said|sent|took|told|made|got|went|came|gave|wrote|rang|left|paid|bought|brought|spoke|met|found|thought|kept|put|set|did|saw|ran|sold|won|lost|forgot)$/;

function isImperative(text: string): boolean {
  const rest = text.replace(VERB_PREFIX, '');
  const [first, second] = firstWords(rest);
  // "Plantar los ajos", "Réviser les kanji": a Romance infinitive opening a mixed-language dump's line.
  const [word] = rest.toLowerCase().split(/\s+/, 1);
  if (looksLikeInfinitive(word ?? '', second)) return true;
  // "Levar-lhe os medicamentos", "Mandá-lo ao médico": a Portuguese infinitive with its pronoun after a hyphen.
  const bare = withoutEnclitic(word ?? '');
  if (bare && (ACTION_VERBS.has(bare) || /^\p{Ll}{2,}(?:ar|er|ir)$/u.test(bare))) return true;
  // "redo", "resend", "re-solder", "reinstall": a known verb with the re- prefix is a verb too; so is one forced
  // ("force-unlock it", "force-quit the app").
  const unprefixed = first.replace(/^(?:re-?|force-)/, '');
  if (
    !ACTION_VERBS.has(first) &&
    first !== 'queue' &&
    !(unprefixed !== first && ACTION_VERBS.has(unprefixed)) &&
    !looksLikeVerb(first, second) &&
    !(unprefixed !== first && looksLikeVerb(unprefixed, second))
  )
    return false;
  // "zadzwonić do mamy": a Polish infinitive opens a task whatever follows it.
  if (/^\p{L}{3,}ć$/u.test(first) && ACTION_VERBS.has(first)) return true;
  if (/^\S+['’]s\b/.test(rest)) return false;
  // "Mark sends his regards", "Bill fixes it", "Mark signed off on the budget", "Will said no": a name that is also a
  // verb, then a verb of its own.
  if (
    /^\p{Lu}/u.test(rest) &&
    isKnownFirstName(first) &&
    (verbOfThirdPerson(second) || verbOfParticiple(second) || IRREGULAR_PAST.test(second))
  )
    return false;
  // "Queue at the post office to collect the parcel": an errand ("queue depth is rising" is no verb).
  if (first === 'queue' && /^(?:at|for|up|outside)$/.test(second)) return true;
  // "go to the bank", "go see the GP", "go for a run" are errands; "go with blue-green deploys" is a decision, "go with
  // her" (to her appointment) an errand.
  if (first === 'go' && !GO_WHERE.test(second) && !GO_WITH_SOMEONE.test(rest)) return false;
  // "Do not send anything to the donor", "Do not reply to this address": told what not to do, nothing to do.
  if (first === 'do' && /^(?:not|never)$/.test(second)) return false;
  // "Do I even remember…?", "Have we…": a subject after an auxiliary makes a question ("check we have…" stays).
  if (
    /^(?:do|does|did|have|has|had|am|is|are|was|were)$/.test(first) &&
    /^(?:i|we|you|he|she|they)$/.test(second)
  )
    return false;
  if (/^\S+:/.test(rest)) return false; // "Update: the server is back" is a heading.
  // "water bill autopay failed", "book club got moved": a verb-like noun opening a compound, then its verb.
  const compound = COMPOUND_STATEMENT.exec(rest);
  if (compound && !compound[1]!.split(/\s+/).some((word) => FUNCTION_WORD.test(word))) return false;
  // "wifi in the garage keeps dropping", "audit findings from last week are all closed": the thing, where or when, its verb.
  const placed = PLACED_STATEMENT.exec(rest);
  if (placed && !placed[1]!.split(/\s+/).some((word) => FUNCTION_WORD.test(word))) return false;
  // "Plant closed Thu–Fri for Thanksgiving", "Order shipped yesterday": a thing and what happened to it, then when.
  if (HAPPENED_THEN_WHEN.test(rest)) return false;
  if (saysStatus(rest)) return false;
  return !STATEMENT_SECOND_WORDS.has(second);
}

/** The text with its first letter a capital: "minji" → "Minji". */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const NEEDS_NEW = /^(?:the |my |our )?([a-z]+(?: [a-z]+)?) (?:needs?|could use) (?:a |some )?(new .{2,80})$/i;
/**
 * "the car needs an MOT (sometime next week)", "the boiler needs a service", "the dog needs her shots", "The walnut
 * bowl needs a second coat of oil", "sump pump in the basement needs a new float switch", "Ammi's BP monitor needs new
 * batteries", "the backup generator at home still needs its oil change before…": a thing (up to four words, whose it is
 * and where it is) that needs something done to it or got for it. Not a person's wants ("Nico needs new goggles" reads
 * NEEDS_NEW; "Mia needs a lift", liftFor) nor a pause ("the team needs a break").
 */
/** What upkeep a thing needs: a service or check, a part or supply, a coat or clean. */
const UPKEEP =
  /\b(?:service|servicing|repairs?|oil|coat|clean|cleaning|check|check-?up|inspection|refill|batter(?:y|ies)|tune-?up|mot|patch|update|upgrade|replacement|filters?|tyres?|tires?|brakes?|pads?|shots?|jabs?|vaccinations?|bulbs?|fuses?|switch|seals?|belts?|cords?|chargers?|cables?|parts?|encoder|sensor|motor|pump|valve|hose|tap|lock|key|spares?)\b/i;
const NEEDS_THING =
  /^((?:the|my|our|[\p{L}-]+['’]s)\s+)?([\p{L}\d-]+(?:\s+[\p{L}\d-]+){0,3}?(?:\s+(?:in|at|on|for)\s+(?:the\s+|my\s+|our\s+)?[\p{L}\d-]+(?:\s+(?!(?:still|also)\s)[\p{L}\d-]+)?)?)\s+(?:still\s+|also\s+)?needs\s+((?:an?|her|his|its|their|some|new)\s+(?!(?:break|nap|rest|hug|minute|moment|hand|win|holiday|vacation|time|miracle|sleep|drink|friend|lift|ride|word|chat|talk)\b)[\p{L}\d][\w-]*(?:\s+[\p{L}\d][\w-]*){0,3}?)(?=\s*$|[.!]\s*$|\s+(?:sometime|some time|before|by|this|next|on|in|soon|asap|today|tomorrow|tonight|again)\b)/iu;

/** "need new gels for the long runs" (no subject): buy them. */
const NEED_NEW_THING =
  /^(?:i |we )?(?:really |also |still )?(?:need|needs) (?:a |some )?((?:new|spare|replacement) [a-z].{1,80})$/i;
/** "my dentist appt needs rebooking", "the setlist needs finalising": the thing, then what it needs doing. */
const NEEDS_DOING =
  /^(.{3,120}?)\s+(?:needs|need|wants)\s+([a-z]+ing)\b(?:\s+(?:again|asap|soon))?(?=$|[\s,.!])/i;

/** "Jordan drafts the promo doc by Friday": a name, then a verb in the present tense. */
const PRESENT_DUTY = /^(\p{Lu}\p{Ll}+) ([a-z]{3,}s)\s+(?=[\p{L}\d])/u;

/** Verbs a thing does on a day of its own: "starts", "opens", "closes", "ends". */
const EVENT_VERB = /^(?:start|begin|open|reopen|close|end|finish|resume|launch)$/;

/** The verb of "drafts", "fixes", "copies" when the lexicon knows it. */
function verbOfThirdPerson(word: string): string | null {
  return thirdPersonStems(word).find((stem) => stem.length > 1 && ACTION_VERBS.has(stem)) ?? null;
}

/**
 * "Priya sends the minutes", "Sam fixes the gate": a person and what they do, as a title of its own ("Send the
 * minutes"); null when the verb is none the lexicon knows or the subject is no person's name.
 */
export function presentDuty(text: string): { name: string; title: string } | null {
  const present = PRESENT_DUTY.exec(text);
  if (!present || !(isPersonName(present[1]!) || isKnownFirstName(present[1]!))) return null;
  const object = text.slice(present[0].length);
  // "Kai owns fixing the flaky tests", "Ana owns the rollout plan": what they own is the task.
  if (/^(?:owns|leads|drives)$/.test(present[2]!)) {
    const gerund = /^([a-z]+ing)\b\s*/.exec(object);
    const verbOf = gerund ? verbOfGerund(gerund[1]!) : null;
    if (gerund && !verbOf) return null;
    const title = verbOf
      ? `${verbOf} ${object.slice(gerund![0].length)}`
      : capitalise(object.replace(/^the\s+/i, ''));
    return isOnlyDate(object, ANY_DAY) ? null : { name: present[1]!, title: title.trim() };
  }
  const verb = verbOfThirdPerson(present[2]!);
  if (!verb) return null;
  if (isOnlyDate(object, ANY_DAY)) return null;
  // "Advent starts Sunday and I'm not ready", "Escrow opens tomorrow with Pacific Coast": a thing that begins or ends
  // on a day, said of it; nothing anyone is given to do.
  if (EVENT_VERB.test(verb) && findDates(object, ANY_DAY).some((date) => date.index === 0)) return null;
  return isPersonStart(present[1]!, `${verb} ${object}`)
    ? { name: present[1]!, title: `${capitalise(verb)} ${object}` }
    : null;
}

/** A thing or a trade and its coming: "the movers come", "our guests arrive", "the new sofa gets delivered". */
const SOMEONE_COMES =
  /^(?:the|our|my|his|her|their)\s+(?:[\p{L}'’-]+\s+){0,2}?(?:comes?|arrives?|lands?|visits?|gets? here|turns? up|shows? up|returns?|(?:gets?|is|are)\s+delivered)(?:\s+(?:back|over|round|around|in|out))?\s+/iu;

/** "Femke starts Monday", "Raj returns on the 3rd": when someone does something of their own, nothing to do. */
export function saysWhenSomeoneActs(said: string): boolean {
  // "also the movers come Friday", "oh and Raj flies out Monday": a chat message's opening word is no part of it.
  const text = said.replace(LEAD_FILLER, '');
  // "The movers come Friday", "the electrician comes on Monday", "our guests arrive on the 3rd": who comes when.
  const arrival = SOMEONE_COMES.exec(text);
  if (arrival && isOnlyDate(text.slice(arrival[0].length).replace(/[.!]\s*$/, ''), ANY_DAY)) return true;
  const present = PRESENT_DUTY.exec(text);
  return (
    !!present &&
    !ACTION_VERBS.has(present[1]!.toLowerCase()) &&
    (isPersonName(present[1]!) ||
      isKnownFirstName(present[1]!) ||
      isWordName(present[1]!) ||
      isKinWord(present[1]!)) &&
    // "Raj flies out Friday", "Mum comes back on the 3rd".
    isOnlyDate(
      text.slice(present[0].length).replace(/^(?:out|back|in|off|over|away|home|up)\s+/i, ''),
      ANY_DAY,
    )
  );
}

/**
 * Verbs met as what a thing needs ("the boiler needs servicing", "the dog needs worming") but not as commands in a
 * run-on, where "service" and "worm" are nouns far more often ("book the boiler service").
 */
const NEEDED_VERBS = new Set(['service', 'worm', 'deworm', 'deflea', 'descale', 'reseal', 'regrout']);

/** The verb of a gerund, when it is one the lexicon knows: "rebooking" → "Rebook", "finalising" → "Finalise". */
export function verbOfGerund(gerund: string): string | null {
  const known = (verb: string) =>
    ACTION_VERBS.has(verb) ||
    NEEDED_VERBS.has(verb) ||
    (/^re[a-z]{3}/.test(verb) && ACTION_VERBS.has(verb.slice(2)));
  // "the windows need doing": do them.
  if (gerund.toLowerCase() === 'doing') return 'Do';
  const verb = gerundStems(gerund).find((stem) => stem.length > 2 && known(stem));
  return verb ? capitalise(verb) : null;
}

/** The verb of a regular past participle the lexicon knows: "clipped" → Clip, "changed" → Change, "emptied" → Empty. */
export function verbOfParticiple(participle: string): string | null {
  const word = participle.toLowerCase();
  if (!word.endsWith('ed')) return null;
  const stem = word.slice(0, -2);
  const verb = [stem, `${stem}e`, stem.replace(/(\w)\1$/, '$1'), stem.replace(/i$/, 'y')].find(
    (candidate) => candidate.length > 2 && ACTION_VERBS.has(candidate),
  );
  return verb ? capitalise(verb) : null;
}

/** A chat's "did anyone book the BBQ area for Sat?", "has someone emailed the caterer yet?": whether a thing is done. */
const ASKED_IF_DONE =
  /(?:^|[\s,!.:])(did|has|have)\s+(?:anyone|anybody|someone|somebody|you|u|we|one of you)\s+(?:already\s+|ever\s+)?(\p{L}+)\b([^?]*?)(?:\s+(?:yet|already))?\s*\?/iu;

/** What a question asks whether it is done, as the task: "did anyone book the BBQ area for Sat?" → "Book the BBQ area for Sat". */
export function askedIfDone(text: string): string | null {
  const m = ASKED_IF_DONE.exec(text);
  if (!m) return null;
  const verb = /^did$/i.test(m[1]!)
    ? ACTION_VERBS.has(m[2]!.toLowerCase())
      ? capitalise(m[2]!.toLowerCase())
      : null
    : verbOfParticiple(m[2]!);
  return verb ? `${verb}${m[3]}` : null;
}

const DEADLINE_FOR =
  /^(?:the )?deadline (?:for|on) (.{3,80}?) (?:is|was moved to|moved to)\b|\b(?:is|'s|’s) the (?:deadline|cut-?off) (?:for|on) (.{3,80}?)[.!]?$/i;

/** What is sent rather than taken: "the invoices go out", "the report needs to go to the board". */
const SENT_THING =
  '(?:e-?mails?|mail(?:ing|out)?|letters?|invoices?|newsletters?|invites?|invitations?|cards?|reports?|statements?|payslips?|notices?|reminders?|surveys?|updates?|announcements?|press releases?|flyers?|parcels?|packages?|quotes?|proposals?|offers?|contracts?|forms?|figures|numbers|minutes|slides|deck|draft|files?|documents?|docs?)';
/**
 * "Parent emails for the camp go out this Thursday", "our invoices have to go out Dec 1": send them. Said of what
 * they are for or whose they are, or with "need to"/"must"/"should" ("the invoices need to go out by Friday"); a bare
 * "Invites go out Friday" is a message's announcement.
 */
const GOES_OUT = new RegExp(
  String.raw`^((?:our |my )?[\w' -]{0,40}?\b${SENT_THING}(?: (?:for|to) [\w' -]{2,40}?)?)\s+(?:go(?:es)? out|(?:has|have|need|needs) to go out|(?:must|should|will) go out|(?:is|are) going out)\b`,
  'i',
);

/**
 * A thing that has to go somewhere or be ready by a time: "the quarterly report needs to go to Sandra by Thursday"
 * (send it; "the kids need to go to the dentist": take them), "Tile samples need to go back to Beaumont" (return
 * them), "the lease renewal needs to go out by Dec 1" (send it), "flour order has to go in by wed noon" (send it
 * in), "the moodboard has to be ready by then" (get it ready), "the solution sheet has to be on Moodle before 8am"
 * (get it there). The thing may open the line without an article ("U11 roster for the tournament has to go…").
 */
const HAS_TO_GO =
  /^([\p{L}\d][\p{L}\d'’&+/() -]{1,50}?)\s+(?:needs? to|has to|have to|must|should|will have to)\s+(?:go\s+(?:(out)|(in)|(?:over\s+)?(back\s+)?to\s+(the\s+\p{L}[\p{L}'’-]+|\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+)?))|be\s+(?:(ready|done|finished|sorted)|((?:with|on|at|in)\s+(?:the\s+)?\p{Lu}[\p{L}'’-]+|with\s+the\s+\p{L}[\p{L}'’-]+)))(?=\s|[.!,;]|$)(.*)$/u;
const TAKEN =
  /\b(?:kids?|children|son|daughter|boys?|girls?|baby|dog|cat|puppy|car|van|bike|mum|dad|gran|grandma|grandad)\b/i;
/** Places a thing is taken to rather than sent: "the sofa … to the tip", "the coat … to the cleaners". */
const TAKEN_TO =
  /^the\s+(?:tip|dump|dentist|doctor|doctors|vet|vets|garage|mechanic|shop|store|cleaners|tailor|menders|hospital|clinic|station|depot|recycling|charity)\b/i;

/**
 * "don't forget the venue deposit by fri", "also dont forget about our MOT", and said to the user, "don't forget your
 * committee form", "don't forget her old scans": the thing is the to-do.
 */
const DONT_FORGET = /^(?:(?:also|and|oh|pls|please|just|but)\s+)*(?:don'?t|don’t|do not)\s+forget\s+/i;
/**
 * "Chloé's parent teacher evening is Thursday at six I have to be there", "the ITP for the car is on Saturday at 10
 * don't forget": an occasion on a day, then the writer's word that they will be at it — attending it is the task.
 */
const OCCASION_KEPT =
  /^((?:the|my|our|[\p{L}-]+['’]s)\s+[^,;:!?]{2,60}?)\s+(?:is|are)\s+([^,;:!?]{2,40}?)\s+(?:don['’]?t\s+forget(?:\s+(?:it|that))?|don['’]?t\s+miss\s+it|(?:i|we)\s+(?:have|need|got)\s+to\s+be\s+there|(?:i|we)['’]ll\s+be\s+there|i\s+said\s+i['’]d\s+go)[\s.!]*$/iu;
/** "your umbrella", "a coat": what to wear or carry out of the door, which "don't forget" gives as advice. */
const WORN_OR_CARRIED =
  /^(?:your|his|her|their)\s+(?:umbrella|brolly|coat|raincoat|jacket|scarf|hat|gloves|sunscreen|suncream|wellies)$/i;
const FORGET_THING = new RegExp(
  String.raw`${DONT_FORGET.source}(?:about\s+)?((?:the|my|our|your|his|her|their|[a-z]+['’]s)\s+[^,;:!?]{2,60}?)[.!]?$`,
  'i',
);

/**
 * "we still need a room booked for the retro", "need the invoices sent by Friday", "the landlord wants the gutters
 * cleared by Friday": the thing, then what is to be done to it (by the user, whoever wants it).
 */
const NEED_DONE =
  /^(?:(?:i|we|(?:the|my|our)\s+[a-z]+(?:\s+[a-z]+)?|school|work|hr)\s+)?(?:(?:still|also|really|just)\s+)*(?:need|needs|want|wants)\s+((?:a|an|the|some|my|our|this|that|these|those)\s+[^,;:!?]{1,60}?)\s+([a-z]+(?:ed|en|nt|id|ne|wn|pt|ad))\b(.*)$/i;

/**
 * "Lily's school needs the signed permission slip by tomorrow", "the board deck needs the updated cash flow forecast",
 * "Foxlink needs the updated BOM within 48 hours": what someone or something needs from the writer, made ready —
 * the participle before the thing says what to do to it (NEED_DONE reads it after: "need the roster done").
 */
const NEEDS_PREPARED =
  /^((?!(?:i|we|you|he|she|they|it|this|that|there)\s)[\p{L}'’-]+(?:\s+[\p{L}'’-]+){0,3}?)\s+(?:still\s+|also\s+)?(?:needs|wants)\s+(?:the|a|an)\s+([a-z]+ed)\s+([a-z][\w-]*(?:\s+[a-z][\w-]*){0,3}?)((?:\s+back)?(?:\s+(?:by|before|within|on|the|this|next|tomorrow|today|tonight|asap|eod)\b[^,;:!?]*)?)[.!]?$/iu;

const OWN_PART_NEEDS =
  /^(?:the|my|our)\s+([a-z]+(?:\s[a-z]+)?)\s+needs\s+(?:its|her|his|their)\s+(?=\S+(?:\s\S+)?\s+[a-z]+(?:ed|en)\b)/i;

/**
 * "need prod DB creds from Raj", "still need the signed form from Mrs Lee by Friday", "waiting on the quote from Dave",
 * "we still need the W-9 from your finance team": get it from them.
 */
const NEED_FROM =
  /^(?:(?:i|we|i['’]m|we['’]re|i am|we are)\s+)?(?:(?:still|also|really|just)\s+)*(?:need|needs|waiting (?:on|for))\s+((?:(?:the|a|an|some|my|our|his|her|their|this|that)\s+)?[^,;:!?]{1,60}?)\s+from\s+((?:(?:Mrs|Mr|Ms|Dr)\.?\s+)?\p{Lu}[\p{L}'’-]+|(?:your|our|my|the)\s+(?:[\p{L}-]+\s+)?(?:team|department|dept|office|accountant|bank|landlord|lawyer|solicitor|agent|employer|HR|payroll|finance|school|surgery|council))(?![\p{L}])(.*)$/u;

/** "waiting on Thiago for the minutes (by Friday)": read as "waiting on the minutes from Thiago (by Friday)". */
const WAITING_ON_NAME =
  /^((?:(?:i|we|i['’]m|we['’]re|i am|we are)\s+)?(?:(?:still|also|really|just)\s+)*waiting (?:on|for))\s+(\p{Lu}[\p{L}'’-]+)\s+for\s+((?:the|a|an|some|his|her|their|this|that|my|our)\s+[^,;:!?]{1,60}?)(?=[.!]*$|\s+(?:by|before|until|till|on|this|next|tomorrow|today|tonight)\b)/u;

/**
 * "the kids' school photos order closes on the 30th", "registration for the 10k closes Friday", "sign-ups for the
 * choir trip end on the 5th": something the user must do before it closes, said as the closing.
 */
const CLOSES =
  /^((?:(?:the|our|my|this year['’]s|next year['’]s)\s+)?[^,;:!?]{0,50}?)\s*\b(orders?|registrations?|sign-?ups?|entries|applications?|enrol(?:l)?ments?|bookings?|nominations?|rsvps?|survey|ballot|voting)(?:\s+(?:for|to|on|in)\s+([^,;:!?]{2,50}?))?\s+(?:close|closes|closing|is closing|are closing|ends?|shuts?)\b(.*)$/i;
/** What to do for each kind of closing, with what it is for. */
const BEFORE_IT_CLOSES: [RegExp, (what: string) => string][] = [
  [/^orders?$/i, (what) => `Order ${what}`],
  [/^registrations?$/i, (what) => `Register for ${what}`],
  [/^sign-?ups?$/i, (what) => `Sign up for ${what}`],
  [/^entries$/i, (what) => `Enter ${what}`],
  [/^applications?$/i, (what) => `Apply for ${what}`],
  [/^enrol/i, (what) => `Enrol in ${what}`],
  [/^bookings?$/i, (what) => `Book ${what}`],
  [/^nominations?$/i, (what) => `Send nominations for ${what}`],
  [/^rsvps?$/i, (what) => `RSVP to ${what}`],
  [/^survey$/i, (what) => `Fill in ${what ? `${what} survey` : 'the survey'}`],
  [/^(?:ballot|voting)$/i, (what) => `Vote${what ? ` on ${what}` : ''}`],
];

/**
 * The task a closing asks for, and whether it names what closes. "registration closes Wed" names nothing: next to an
 * action ("sign up for the 10k, registration closes Wed") it is that action's deadline, not a task of its own.
 */
function beforeItCloses(rest: string): { title: string; named: boolean } | null {
  const closes = CLOSES.exec(rest.replace(/[.!]+$/, ''));
  if (!closes || !mentionsDate(closes[4]!)) return null;
  const [, before = '', kind = '', after] = closes;
  const what = (after ?? before).trim();
  const title = BEFORE_IT_CLOSES.find(([noun]) => noun.test(kind))?.[1](what);
  if (!title) return null;
  const verb = title.replace(/\s+(?:for|in|on|to)\s*$/, '').trim();
  // The date is the clause's either way; a verb alone is kept alone.
  return what ? { title: `${verb}${closes[4]}`, named: true } : { title: verb, named: false };
}

function nominal(rest: string): ClauseKind | null {
  const closing = beforeItCloses(rest);
  if (closing) return { kind: 'nominal', title: closing.title, weak: !closing.named };
  // "We still need…" at a sentence's start reads as "we still need…".
  const unlabelled = rest
    .replace(/^(?:blocked|waiting)\s*[:-]\s*/i, '')
    .replace(/^\p{Lu}(?=\p{Ll})/u, (c) => c.toLowerCase());
  const needFrom = NEED_FROM.exec(unlabelled.replace(WAITING_ON_NAME, '$1 $3 from $2'));
  if (needFrom && !/\b(?:to|me|us|you|help)\b/i.test(needFrom[1]!))
    return {
      kind: 'nominal',
      title: `Get ${needFrom[1]} from ${needFrom[2]}${needFrom[3]!.replace(/[.!]+$/, '')}`,
      // "Waiting on Aroha for the roster swap - text her tonight": what to do about the wait is the task.
      weak: WAITING_ON_NAME.test(unlabelled),
    };
  // "my laptop needs its battery replaced": the laptop's battery.
  const needDone = NEED_DONE.exec(
    rest.replace(OWN_PART_NEEDS, (_all, thing: string) => `needs the ${thing}'s `),
  );
  const doneVerb = needDone
    ? (PASSIVE_TO_VERB[needDone[2]!.toLowerCase()] ?? verbOfParticiple(needDone[2]!) ?? undefined)
    : undefined;
  if (needDone && doneVerb !== undefined) {
    const tail = needDone[3]!.replace(/[.!]+$/, '');
    // "need the roster done by thurs": nothing says how, so the thing is got done.
    const title = doneVerb ? `${doneVerb} ${needDone[1]}${tail}` : `Get ${needDone[1]} ${needDone[2]}${tail}`;
    // "the new job wants my physical done by the 9th (so call the surgery to book it)": what someone else wants done,
    // with no say how, is the reason for a task, not one.
    const theirs = !/^(?:(?:i|we)\s+)?(?:(?:still|also|really|just)\s+)*(?:need|want)/i.test(rest);
    return { kind: 'nominal', title, weak: theirs && !doneVerb };
  }
  const occasion = OCCASION_KEPT.exec(rest);
  if (occasion && mentionsDate(occasion[2]!) && !namesNoThing(occasion[1]!))
    return { kind: 'nominal', title: `Attend ${occasion[1]!}`, weak: false };
  const prepared = NEEDS_PREPARED.exec(rest);
  const preparedVerb = prepared ? verbOfParticiple(prepared[2]!) : null;
  if (prepared && preparedVerb) {
    const [, who, , thing, when] = prepared;
    const whom = /^(?:the|my|our)\s/i.test(who!) ? who!.charAt(0).toLowerCase() + who!.slice(1) : who;
    // "…wants the signed form back": returned to them.
    const back = /^\s+back\b/i.test(when!);
    return {
      kind: 'nominal',
      title: back
        ? `Return the ${prepared[2]!.toLowerCase()} ${thing} to ${whom}${when!.replace(/^\s+back\b/i, '')}`
        : `${preparedVerb} the ${thing} for ${whom}${when}`,
      weak: false,
    };
  }
  const forget = FORGET_THING.exec(rest);
  if (
    forget &&
    !/\b(?:is|are|was|were|has|have|had|needs?|will|can|should|must)\b/i.test(forget[1]!) &&
    !WORN_OR_CARRIED.test(forget[1]!)
  )
    // "Tolu: don't forget your mum's drugs": said to the user, what is theirs is "my" in their list.
    return {
      kind: 'nominal',
      title: capitalise(forget[1]!.replace(/^the\s+/i, '').replace(/^your\s+/i, 'my ')),
      weak: false,
    };
  // "the twenty third is the deadline for the conference abstract", "the deadline for the grant report is Friday".
  const deadline = DEADLINE_FOR.exec(rest);
  const deadlineOf = deadline?.[1] ?? deadline?.[2];
  if (deadlineOf && !namesNoThing(deadlineOf))
    return { kind: 'nominal', title: capitalise(deadlineOf.replace(/^the\s+/i, '').trim()), weak: false };
  const goes = HAS_TO_GO.exec(rest);
  if (goes && !namesNoThing(goes[1]!, 'said')) {
    const [, said, out, into, back, to, ready, where, after] = goes;
    // "Tile samples…" opening the line: the tile samples; "PPAP", "U11 roster" stay as written.
    const thing = said!.trim().replace(/^\p{Lu}(?=\p{Ll})/u, (c) => c.toLowerCase());
    const owned = /^(?:the|my|our|this|that|these|those)\s|^[\p{L}-]+['’]s\s|^\p{Lu}{2}|^[\p{L}\d]*\d/u.test(
      thing,
    )
      ? thing
      : `the ${thing}`;
    // "…to Sandra", "the report … to the board": sent; "the kids … to the dentist", "the sofa … to the tip": taken.
    // "the invoices need to go out": send them, as GOES_OUT says it.
    const title = out
      ? `Send ${owned}`
      : into
        ? `Send in ${owned}`
        : to
          ? back
            ? `Return ${owned} to ${to}`
            : `${TAKEN.test(thing) || TAKEN_TO.test(to) ? 'Take' : 'Send'} ${owned} to ${to}`
          : ready
            ? `Get ${owned} ${ready.toLowerCase() === 'ready' ? 'ready' : 'done'}`
            : `Get ${owned} ${where}`;
    // What follows "go out"/"go in" is when or why ("…Friday they moved it", "…since we're closed"), as GOES_OUT reads it.
    return { kind: 'nominal', title: out || into ? title : `${title}${after}`, weak: false };
  }
  const goesOut = GOES_OUT.exec(rest);
  if (
    goesOut &&
    (/^(?:our|my)\s|\s(?:for|to)\s/i.test(goesOut[1]!) ||
      /\b(?:to|must|should)\s+go out$/i.test(goesOut[0])) &&
    !namesNoThing(goesOut[1]!)
  ) {
    const subject = goesOut[1]!.trim();
    return {
      kind: 'nominal',
      title: `Send ${subject.charAt(0).toLowerCase()}${subject.slice(1)}`,
      weak: false,
    };
  }
  const newThing = NEED_NEW_THING.exec(rest.replace(/[.!]$/, ''));
  if (newThing) return { kind: 'nominal', title: `Buy ${newThing[1]}`, weak: false };
  const doing = NEEDS_DOING.exec(rest);
  // "The court report doesn't need doing now": not needed.
  const doingVerb =
    doing &&
    !namesNoThing(doing[1]!) &&
    !/\b(?:doesn['’]?t|don['’]?t|does not|do not|no longer)$/i.test(doing[1]!)
      ? verbOfGerund(doing[2]!)
      : null;
  if (doing && doingVerb) {
    // "don't forget the kids need picking up": the kids are the subject.
    const subject = doing[1]!
      .replace(DONT_FORGET, '')
      .replace(/^that\s+/i, '')
      .trim();
    const tail = rest.slice(doing[0].length).replace(/^[\s,]+|[.!]+$/g, '');
    return {
      kind: 'nominal',
      title: `${doingVerb} ${subject.charAt(0).toLowerCase()}${subject.slice(1)}${tail ? ` ${tail}` : ''}`,
      weak: false,
    };
  }
  const needs = NEEDS_NEW.exec(rest.replace(/[.!]$/, ''));
  if (needs && !namesNoThing(needs[1]!))
    // "Mia needs new shoes": get Mia new shoes, not "for the Mia".
    return {
      kind: 'nominal',
      title: /^\p{Lu}\p{Ll}+$/u.test(needs[1]!)
        ? `Get ${needs[1]} ${needs[2]}`
        : `Get ${needs[2]} for the ${needs[1]}`,
      weak: false,
    };
  // "Children will need a packed lunch and a rain jacket", "students need a named hat": a school's word of what the
  // children need is the parent's to get (weak: "please send these in a labelled bag" beside it is the task).
  const kit = CHILDREN_NEED.exec(rest);
  if (kit) {
    const whom = /^(?:each|every)\s/i.test(kit[1]!) ? '' : ` for the ${kit[1]!.toLowerCase()}`;
    return { kind: 'nominal', title: `Get ${kit[2]}${whom}`, weak: true };
  }
  const thing = NEEDS_THING.exec(rest);
  // "my laptop needs its battery replaced" is what to do to it, read below; "Theo needs a new bag" is a person's (a
  // name alone as the subject), "she needs…" someone's.
  const owner = thing ? (thing[1] ?? 'the ').toLowerCase() : '';
  if (
    thing &&
    !namesNoThing(thing[2]!, 'alone') &&
    !(!thing[1] && /^\p{Lu}\p{Ll}+$/u.test(thing[2]!)) &&
    // "Each child needs a white shirt" (a school's letter), "the new operator Hassan needs…" (a person).
    !/^(?:each|every|all|any|both)\s/i.test(thing[2]!) &&
    !/\s\p{Lu}\p{Ll}+/u.test(thing[2]!) &&
    // What upkeep gives a thing: a service, a part, a refill ("the team needs a new approach" is no errand).
    (!/^(?:an?|some|new)\s/i.test(thing[3]!) || UPKEEP.test(thing[3]!)) &&
    !/^(?:her|his|its|their)\s.*\w(?:ed|en)$/i.test(thing[3]!)
  ) {
    // "Ammi's BP monitor": a possessive stays as written.
    const whose = thing[1] && !/^(?:the|my|our)\s/i.test(thing[1]) ? thing[1] : owner;
    // "Garage door opener needs…" at the line's start: the garage door opener.
    const named = thing[1] ? thing[2]! : thing[2]!.replace(/^\p{Lu}(?=\p{Ll})/u, (c) => c.toLowerCase());
    const what = `${whose}${named}`;
    return {
      kind: 'nominal',
      // "Get an MOT for the car", "Get new batteries for Ammi's BP monitor", "Get the dog her shots".
      title: /^(?:an?|some|new)\s/i.test(thing[3]!)
        ? `Get ${thing[3]} for ${what}${rest.slice(thing[0].length)}`
        : `Get ${what} ${thing[3]}${rest.slice(thing[0].length)}`,
      weak: false,
      reason: true,
    };
  }
  const modal = NOMINAL_MODAL.exec(rest);
  // "…the parent teacher meeting is on Thursday need to sign the consent form": the verb has an object of its own,
  // so what comes before it is what was said, and the action starts at the verb (the caller adds the lead).
  if (
    modal &&
    !/\sbe\s+[a-z]+$/i.test(modal[0]) &&
    ACTION_VERBS.has(modal[2]!.toLowerCase()) &&
    /^\s+(?:the|a|an|my|our|your|his|her|their|this|these|those|some|all)\s/i.test(
      rest.slice(modal[0].length),
    ) &&
    isIndependent(modal[1]!)
  )
    return { kind: 'action', start: modal[0].length - modal[2]!.length, delegate: null };
  // "if it rains I should bring…": a subject ending in a pronoun is a person doing it, not a thing to be done.
  // "the kids need to go to bed early": they go; a verb of going or staying is no action on them.
  if (
    modal &&
    !namesNoThing(modal[1]!) &&
    !/\b(?:i|we|you|he|she|they)$/i.test(modal[1]!.trim()) &&
    !/\s(?:go|come|leave|arrive|stay|sleep|wait)$/i.test(modal[0])
  ) {
    // "the plumber said the pipes need to be replaced": the pipes.
    const subject = modal[1]!
      .replace(/^.*\b(?:said|says|told (?:me|us)|mentioned|reckons|thinks|noticed)\s+(?:that\s+)?/i, '')
      .trim();
    const word = modal[2]!.toLowerCase();
    const verb =
      PASSIVE_TO_VERB[word] ?? (ACTION_VERBS.has(word) ? capitalise(word) : verbOfParticiple(word));
    if (verb === '') return { kind: 'nominal', title: capitalise(subject), weak: false };
    if (verb)
      return {
        kind: 'nominal',
        title: `${verb} ${/^[A-Z]{2}|^[A-Z]\w*\d/.test(subject) ? subject : subject.charAt(0).toLowerCase() + subject.slice(1)}`,
        weak: false,
      };
  }
  // "Dietary requirements to me by Wednesday", "names in by this Friday please": what to send, and by when.
  const sendIn = SEND_IN.exec(rest);
  if (
    sendIn &&
    !namesNoThing(sendIn[1]!) &&
    // "made it in by 9:30": who arrived when, nothing to send.
    !hasFiniteVerb(sendIn[1]!) &&
    !isPersonName(sendIn[1]!) &&
    !isKnownFirstName(sendIn[1]!)
  )
    return {
      kind: 'nominal',
      title: /^in$/i.test(sendIn[2]!)
        ? `Send in ${lowerFirstWord(sendIn[1]!)}`
        : `Send ${lowerFirstWord(sendIn[1]!)} ${sendIn[2]!.toLowerCase()}`,
      weak: false,
    };
  const due = NOMINAL_DUE.exec(rest);
  if (due) {
    // "@channel reminder the Q4 board deck is due Thursday": the reminder is how it was said, the deck is the thing.
    const subject = (due[1] ?? due[2] ?? '')
      .trim()
      .replace(/^(?:(?:a|just|quick|friendly|gentle)\s+)*reminders?:?\s+(?:that\s+)?(?=\S)/i, '');
    // "the baby is due in March" is news, not a deadline of the user's.
    if (/\b(?:baby|babies|twins|little one|bump)$/i.test(subject)) return { kind: 'context' };
    if (subject && !namesNoThing(subject)) {
      // "the quarterly numbers are due to Priya by the 5th", "my essay is due in on Friday": what is due goes to them.
      const handed = DUE_TO.exec(rest.slice(due[0].length));
      const to = handed?.[1] ?? handed?.[2];
      if (handed)
        return {
          kind: 'nominal',
          title: to
            ? `${MONEY_OWED.test(subject) ? 'Pay' : 'Send'} ${lowerFirstWord(subject)} to ${to}`
            : `Hand in ${lowerFirstWord(subject)}`,
          weak: false,
        };
      return { kind: 'nominal', title: capitalise(subject), weak: true };
    }
  }
  return null;
}

/** "The only thing I need to do today is …", "all we have to do is …", "what I still need to do is …". */
const ONLY_THING_TO_DO =
  /^(?:(?:i guess|i think|i suppose|honestly|so|and|but|ok|okay)[\s,]+)*(?:(?:the\s+)?(?:only|one|main|real|last)\s+(?:thing|job|task)|all|what)\s+(?:(?:i|we)\s+)?(?:(?:actually|really|still|definitely|honestly)\s+)*(?:have to|need to|must|gotta|got to|have got to|should)\s+do\b[^,;.!?]{0,30}?\s+is\s+(?:to\s+)?(?:just\s+)?/i;

/**
 * "maybe clear out the wardrobe this weekend", "I'd love to get the deck built by Easter": tentative or wished, but
 * dated and concrete, so still a to-do.
 */
const TENTATIVE = /^(?:maybe|perhaps|(?:i['’]?d|i would|we['’]?d|we would) love to)\s+/i;

function tentativePlan(rest: string): number | null {
  const tentative = TENTATIVE.exec(rest);
  if (!tentative) return null;
  const plan = rest.slice(tentative[0].length);
  return !NOT_A_TASK.test(plan) && isImperative(plan) && mentionsDate(plan) ? tentative[0].length : null;
}

/**
 * "I need the risk log before Thursday", "we'll need your bank details by the 30th": the thing, then its deadline. Only
 * things that are sent ("the contract", "the figures") or the reader's own ("your P60"), so "we need the room before
 * 3" stays no task.
 */
const NEEDED_BY =
  /^(?:((?:i|we)(?:['’]ll| will)?\s+)?(?:(?:still|also|really|just|urgently)\s+)*need|((?:i|we)(?:['’]d| would)(?:\s+(?:also|really))?\s+like))\s+((?:your|the|an?)\s+[^,;:!?]{2,60}?)(?:\s+(?:back|from you))?(\s+(?:by|before|no later than|within)\s[^,;:!?]*)$/i;
const NEEDED_THING = new RegExp(
  String.raw`^your\s|\b(?:${SENT_THING}|details|logs?|registers?|(?:time|spread)?sheets?|summary|notes|receipts?|cop(?:y|ies)|cv|plans?|versions?|comments|feedback)\b`,
  'i',
);

/**
 * The writer's own present tense of taking someone along, said after whose appointment or match it is: "I'm driving
 * her", "I'm taking him", "I drive her", "I take them" — the lift is the task (the verb, with "her" read back as whom).
 */
const TAKES_ALONG =
  /^(?:(?:and|so|then)\s+)?(?:i['’]?m|i am|i)\s+(driving|taking|walking|bringing|drive|take|walk|bring)(?=\s+(?:her|him|them)(?:\s*(?:$|[.,;!—–-])|\s+(?:to|there|home|along|over|down|in)\s))/iu;

/** "Children will need a named hat", "each child needs a plain white t-shirt": a thing the children need (not "the"). */
const CHILDREN_NEED =
  /^(?:(?:all|the|our)\s+)?(students|pupils|children|kids|each child|every child)\s+(?:will\s+(?:also\s+)?)?needs?\s+(?!to\b|the\b)((?:a|an|some|new|their|own|\d+)\s[^.!?]{2,80}?)[\s.!]*$/i;

/** The writer as the subject of a present-tense verb: "I sign off by Friday", "I review", "I send it Friday". */
const I_NOW = /^I\s+(?=\p{Ll})/u;

/** Days of a rota: "Sundays", "weekends", "Tuesdays and Thursdays". */
const ROTA_DAY = `(?:${WEEKDAYS.join('|')})s|weekends`;
const ROTA_DAYS = new RegExp(
  String.raw`^\s*(?:${ROTA_DAY})(?:\s*(?:,|&|\/|and)\s*(?:${ROTA_DAY}))*\s*$`,
  'i',
);

/**
 * What the writer does at an event or on a rota rather than a step to take: "I present the KPIs", "I teach the
 * module", "I lead it", "I chair"; a letter's "I write to confirm…"; and what the writer has, wants or feels ("I have
 * the dentist Thursday", "I do need to…", "whenever I get a sec"), waits for or lets be ("I wait for the refund", "I
 * skip it this year"); a verb whose past is the same word ("I put the form in last week", "I read the lease"); and
 * what the writer just, still or always does ("I just show up", "I still carry the paper copy").
 */
const ROLE_NOW =
  /^(?:present|teach|lead|chair|host|speak|attend|work|live|stay|write\s+to|have|want|need|worry|stop|keep|mean|remember|forget|do\s+(?:not|need|still|really|also|have|want|know|think)|get\s+(?:a\s+)?(?:sec|second|chance|minute|moment|time)|wait|hear|receive|skip|pass|ignore|leave\s+it|(?:re)?set|put|cut|read|let|hit|quit|shut|spread|split|cost|upset|just|still|always|usually|normally|often|never|sometimes|already|simply|only|also|even)\b/;

/**
 * "Selin drafts, I review Friday", "Carlos runs it, I sign off by Wed", "→ I send it Friday before I leave": the writer's
 * part said in the present, as notes split the work — a step of the user's own, as "I'll review" would be. Where its
 * verb starts, or null. Not a role at an event ("I present the draft at the AGM") or a day on a rota ("Karin takes
 * Sundays, I take Wednesdays").
 */
export function ownStepNow(text: string): number | null {
  const lead = leadLength(text);
  const rest = text.slice(lead);
  const subject = I_NOW.exec(rest);
  if (!subject) return null;
  const step = rest.slice(subject[0].length);
  const [verb] = firstWords(step);
  if (!verb || ROLE_NOW.test(step) || !isImperative(step) || !isImperativeOrVerb(step)) return null;
  // "Selin drafts, I review" or "Carlos runs it, I sign off by Wed" says no thing to review or sign: the line read
  // whole keeps it.
  const object = step
    .slice(verb.length)
    .replace(/\([^()]*\)|[.!]+\s*$/g, '')
    .replace(/^\s*(?:off|up|out|over|back|in)\b/i, '');
  if (!/\p{L}/u.test(object) || isOnlyDate(object, ANY_DAY) || ROTA_DAYS.test(object)) return null;
  return lead + subject[0].length;
}

/**
 * "I review Friday", "I sign off by Wed": the writer's step said in the present with no thing of its own (see
 * ownStepNow) — its verb, with a particle ("sign off"), or null.
 */
export function bareStepNow(text: string): string | null {
  const rest = text.slice(leadLength(text));
  const subject = I_NOW.exec(rest);
  if (!subject) return null;
  const step = rest.slice(subject[0].length);
  const [verb] = firstWords(step);
  if (!verb || ROLE_NOW.test(step) || !ACTION_VERBS.has(verb.toLowerCase())) return null;
  const particle = /^\s+(off|over|through)\b/i.exec(step.slice(verb.length));
  const after = step
    .slice(verb.length + (particle?.[0].length ?? 0))
    .replace(/[.!]+\s*$/, '')
    .trim();
  if (after !== '' && !isOnlyDate(after, ANY_DAY)) return null;
  return particle ? `${verb} ${particle[1]!.toLowerCase()}` : verb;
}

/** A subject and the word after it: "Niamh drafts", "she'll", "Farhana to", "Julie's designing", "Selin drafts,". */
const SUBJECT_THEN =
  /(?:^|[\s,;:(])(?:\p{Lu}[\p{L}'’-]+|[Hh]e|[Ss]he|[Tt]hey)(?:['’](ll|s\s+\p{Ll}+ing)|\s+(\p{Ll}{2,}))(?=[\s,;:])/gu;

/**
 * Whether someone else takes a part of the work in `text`: "Niamh drafts the wording", "Farhana to compile the
 * numbers", "she'll book it", "Julie's designing" (not "Pasting this so…").
 */
export function anotherDoes(text: string): boolean {
  return !otherDoers(text).next().done;
}

/** Each other doer of `text` ("Niamh" in "Niamh drafts…"): where it is named, and the name. */
function* otherDoers(text: string): Generator<{ at: number; name: string }> {
  for (const m of text.matchAll(SUBJECT_THEN)) {
    const word = m[2];
    if (m[1] !== undefined || /^(?:to|will|does|did|has|is)$/.test(word!) || verbOfThirdPerson(word!)) {
      const lead = /^[\s,;:(]?/.exec(m[0])![0].length;
      yield { at: m.index + lead, name: m[0].slice(lead).split(/[\s'’]/)[0]! };
    }
  }
}

/**
 * "customer-facing RCA, Selin drafts, I review Friday", "torque audit on station 6: Carlos runs it, I sign off by Wed":
 * the writer's bare step (`bareStepNow`) is done to what another's part is of — the thing said before that other doer
 * names it, as theirs ("Review Selin's customer-facing RCA"). `before`: the sentence up to the step. Null when no thing
 * opens the sentence before a named doer.
 */
export function stepOnTheirThing(
  before: string,
  verb: string,
): { title: string; doer: string; ownPart: boolean } | null {
  // The doer nearest the step: "…RCA for the Enterprise accounts, Selin drafts" is Selin's part.
  let doer: { at: number; name: string } | undefined;
  for (const found of otherDoers(before)) doer = found;
  if (!doer || !/^\p{Lu}/u.test(doer.name) || /^(?:He|She|They)$/.test(doer.name)) return null;
  // "Wei Ling drafts": a name of two words, after the sentence's start or a break.
  const given = /(?:^|[,;:(—–-]\s*)(\p{Lu}[\p{L}'’-]+)\s+$/u.exec(before.slice(0, doer.at));
  const full = given
    ? { at: given.index + given[0].search(/\p{Lu}/u), name: `${given[1]} ${doer.name}` }
    : doer;
  const opening = before
    .slice(0, full.at)
    .replace(/\([^()]*\)/g, ' ')
    .replace(/[\s,;:—–>→-]+$/u, '');
  // "Achieng drafts the shift plan, I sign off by the 8th": with nothing before the doer, the thing is their part's own.
  const theirs = /\p{L}/u.test(opening) ? null : objectOfPart(before.slice(doer.at + doer.name.length));
  const thing = (theirs ?? opening).replace(/^(?:the|a|an)\s+/i, '').trim();
  const words = thing.split(/\s+/);
  if (!/\p{L}{2}/u.test(thing) || words.length > 10 || /[,;:.!?]/.test(thing)) return null;
  if (classifyClause(thing).kind === 'action' || hasFiniteVerb(thing)) return null;
  return { title: `${capitalise(verb)} ${full.name}'s ${thing}`, doer: full.name, ownPart: theirs !== null };
}

/** A word that stands for a thing said elsewhere: the part's object is then no thing of its own ("files them"). */
const STANDS_FOR = /^(?:it|them|this|that|these|those|one|ones|some|all|both|everything)$/i;

/**
 * What another's part is done to, after their verb in the present: "drafts the shift plan by Thu" → "the shift plan"
 * (up to a break or a day); null when the verb has no thing or only one standing for another ("files them").
 */
function objectOfPart(after: string): string | null {
  const part = /^\s+(\p{Ll}+)\s+([^,;:()]+)/u.exec(after);
  if (!part || !verbOfThirdPerson(part[1]!)) return null;
  const object = part[2]!
    .split(/\s(?:by|before|until|till|on|this|next|today|tomorrow|tonight|asap|first)\b/i)[0]!
    .trim();
  const [head] = firstWords(object.replace(/^(?:the|a|an)\s+/i, ''));
  return head && !STANDS_FOR.test(head) && !isOnlyDate(object, ANY_DAY) ? object : null;
}

export function classifyClause(text: string, actionItems = false): ClauseKind {
  // "sometime in Q1, no rush": when, and nothing to do then.
  if (isOnlyVagueTime(text)) return NOT_A_TASK.test(text) ? { kind: 'noise' } : { kind: 'context' };
  const lead = leadLength(text);
  const rest = text.slice(lead);
  // "please remember the timesheets are due by Monday": what is reminded of is the thing, not "remember".
  const reminded = REMINDED_FACT.exec(rest);
  if (reminded) {
    const said = rest.slice(reminded[0].length);
    const fact = classifyClause(said, actionItems);
    if (fact.kind === 'nominal') return fact;
    // "note that the office is closed on Monday": a fact to know, nothing to do.
    if (
      fact.kind !== 'action' &&
      /^(?!you\b)[^,;]*?\s(?:is|are|was|were|will(?: not)? be|won['’]t be|cannot be|can['’]t be)\s/i.test(
        said,
      )
    )
      return { kind: 'context' };
  }
  // "Just reply to this email if anything is unclear", "call me if you have any questions": an offer to be contacted if
  // the reader needs it, a closing (the leading form, "If you have any questions, email me", is dropped in extract.ts).
  if (CONTACT_IF_NEEDED.test(rest) && !mentionsDate(rest)) return { kind: 'noise' };
  // "Ping me when it's done", "text me once you land": as "let me know when…", the writer waits to hear, nothing to do.
  if (CONTACT_WHEN.test(rest)) return { kind: 'context' };
  // "Visit our developer portal to test your integration": a sender pointing all its customers to its own site.
  if (OUR_SITE_FOR_YOURS.test(rest) && !mentionsDate(rest)) return { kind: 'noise' };
  // "we decided to drop the giveaway", "We decided to keep the 30-day retention": a decision to keep things as they are
  // or to do without something is made, nothing to do (a dated one may still ask for a step).
  if (KEPT_OR_DROPPED.test(rest) && !mentionsDate(rest)) return { kind: 'noise' };
  if (AWAY_OR_JOINING.test(rest)) return { kind: 'noise' };
  // "Our QA team needs it for the supplier file.", "We can't release the order without them.": why the request before
  // it matters, nothing more to do.
  if (WHY_IT_IS_NEEDED.test(rest) && !mentionsDate(rest)) return { kind: 'noise' };
  // "I need the updated risk log before the steering group", "we'll need your P60 by Friday", "we'd like the final
  // version by COB Thursday": what a message's writer needs or would like by a deadline is for its reader to send.
  const needed = NEEDED_BY.exec(rest);
  // Without "I"/"we" only the reader's own thing: "need your P60 by Friday" (after "We'll" split off).
  if (needed && NEEDED_THING.test(needed[3]!) && (needed[1] || needed[2] || /^your\s/i.test(needed[3]!)))
    return {
      kind: 'nominal',
      title: `Send ${needed[3]!.replace(/^your\s+/i, '')}${needed[4]}`,
      weak: false,
    };
  // "Monday morning call with Priya about their payroll": a call set for a time is an event, not "call Priya".
  if (
    /^call with\b/i.test(rest) &&
    /\b(?:\w+day|tomorrow|tonight|morning|afternoon|evening)\s*$/i.test(text.slice(0, lead))
  )
    return { kind: 'context' };
  // "the only thing I actually have to do is send the timeline", "all I need to do today is ring the vet": the plan.
  const only = ONLY_THING_TO_DO.exec(rest);
  if (only && isImperative(rest.slice(only[0].length)))
    return { kind: 'action', start: lead + only[0].length, delegate: null };
  // "someday: fix the squeaky gate", "someday fix the lanai screen": a vague time opening a job puts it off with no
  // date, the job is still one; what follows it is judged ("someday I'd love to learn to sail" is a wish).
  const judged = leadingVagueTimeLength(text) > 0 && isImperative(rest) ? rest : text;
  if (NOT_A_TASK.test(judged) && NOT_A_TASK.test(withoutDateHedges(judged))) {
    const start = tentativePlan(rest);
    return start === null ? { kind: 'noise' } : { kind: 'action', start: lead + start, delegate: null };
  }
  const marker = ANYWHERE_MARKER.exec(rest);
  if (marker) {
    // "I said I'd…", "told Sam I'll…" report a plan: it is one only if "I'll …" would be ("I'll think about it" is not).
    if (/(?:^|\s)(?:said|told|assured)\s/i.test(marker[0])) {
      const plan = classifyClause(`I'll ${rest.slice(marker.index + marker[0].length)}`);
      if (plan.kind !== 'action') return plan;
    }
    // "never got round to booking the MOT": the gerund's verb.
    const after = rest.slice(marker.index + marker[0].length);
    // "we agreed to not touch the cluster": a promise not to do it is nothing to do.
    if (/^(?:not|never)\s/i.test(after)) return { kind: 'noise' };
    // "Board agreed to get two more quotes", "both sides agreed to postpone", "Agreed to go ahead.": a body's decision
    // (the job is handed out on its own line) or a go-ahead, nothing to do.
    if (
      /agreed\s+to\s*$/i.test(marker[0]) &&
      (DECIDING_BODY.test(rest.slice(0, marker.index)) || GO_AHEAD.test(after))
    )
      return { kind: 'noise' };
    const gerund = /^([a-z]+ing)\b/i.exec(after);
    const verb = gerund ? verbOfGerund(gerund[1]!) : null;
    if (verb) return { kind: 'nominal', title: `${verb}${after.slice(gerund![0].length)}`, weak: false };
    const promised = /(?:promised|told|assured) (\S+) /i.exec(marker[0]);
    // "Ana agreed to send the deck": Ana's job ("Sobeys agreed to match donations" is a firm's news).
    const agreedBy = /^\s*(\p{Lu}\p{L}+)\s+agreed\s+to\s*$/u.exec(
      rest.slice(0, marker.index + marker[0].length),
    );
    const person =
      promised && isNameWord(promised[1]!)
        ? promised[1]!
        : agreedBy && isKnownFirstName(agreedBy[1]!)
          ? agreedBy[1]!
          : null;
    return { kind: 'action', start: lead + marker.index + marker[0].length, delegate: person };
  }
  // "I still haven't booked the venue", "we haven't paid the plumber yet": not done, so still to do.
  const notYet = NOT_DONE_YET.exec(rest);
  const undoneVerb = notYet
    ? (PASSIVE_TO_VERB[notYet[1]!.toLowerCase()] ?? verbOfParticiple(notYet[1]!))
    : null;
  if (notYet && undoneVerb && /\S/.test(notYet[2]!))
    return {
      kind: 'nominal',
      title: `${undoneVerb} ${notYet[2]!.trim().replace(/\s+yet$/i, '')}`,
      weak: false,
    };
  const owe = /^i (?:still |also )?owe\s+(.{3,200})$/i.exec(rest);
  if (owe) {
    // "I owe Pieter R200 from the braai", "I owe Sam a tenner": money owed is paid back.
    const money = OWED_MONEY.exec(owe[1]!);
    const title = money ? `Pay ${money[1]} back ${money[2]}${money[3]}` : `Give ${owe[1]}`;
    return { kind: 'nominal', title, weak: false };
  }
  if (actionItems) {
    // Under "Action items:" a commitment is a task whoever made it ("she will share the plan").
    const commitment =
      /^(?:he|she|they|we|[A-Z][a-z]+)\s+(?:will|'ll|’ll|is going to|are going to|to)\s+/.exec(rest);
    if (commitment) return { kind: 'action', start: lead + commitment[0].length, delegate: null };
  }
  const modal = MODAL_START.exec(rest);
  if (modal && isImperativeOrVerb(rest.slice(modal[0].length))) {
    return { kind: 'action', start: lead + modal[0].length, delegate: null };
  }
  // "let me log a ticket with facilities": the speaker's plan ("let me tell you, …", "let me just say" only speak).
  const letMe = LET_ME.exec(rest);
  if (letMe && isImperativeOrVerb(rest.slice(letMe[0].length)))
    return { kind: 'action', start: lead + letMe[0].length, delegate: null };
  // "everyone finish the book", "Team, please fill in the survey", "someone order the balloons": asked of a group the
  // reader is in, or of whoever reads, when a verb of something to do follows ("Everyone at work is burnt out",
  // "Everyone enjoy the weekend!", "someone called about it" ask nothing).
  const group = GROUP_ASKED.exec(rest);
  if (group && ACTION_VERBS.has(group[1]!.toLowerCase()))
    return { kind: 'action', start: lead + group[0].length - group[1]!.length, delegate: null };
  // Hinglish: "doctor ko call karna hai" (the English verb before "karna hai", its object before that).
  const hinglish = HINGLISH_NEED.exec(rest);
  if (
    hinglish &&
    (ACTION_VERBS.has(hinglish[2]!.toLowerCase()) || looksLikeVerb(hinglish[2]!.toLowerCase(), 'the'))
  )
    return {
      kind: 'nominal',
      title: `${capitalise(hinglish[2]!.toLowerCase())} ${hinglish[1]}`,
      weak: false,
    };
  // Hindi verbs: "Priya ko slides bhejni hain", "mummy ke liye medicines lena hai": a task, kept as written.
  if (HINDI_INFINITIVE.test(rest)) return { kind: 'action', start: lead, delegate: null };
  const foreign = FOREIGN_MODAL.exec(rest);
  if (foreign) return { kind: 'action', start: lead + foreign[0].length, delegate: null };
  if ((GERMAN_INFINITIVE_LAST.test(rest) || endsInGermanInfinitive(rest)) && rest.split(/\s+/).length <= 8)
    return { kind: 'action', start: lead, delegate: null };
  // "…the 2nd at 10, I'm driving her", "…Saturday, I drive her": the writer's own word that they take someone along.
  const along = TAKES_ALONG.exec(rest);
  if (along) {
    const verb = verbOfGerund(along[1]!) ?? capitalise(along[1]!.toLowerCase());
    return { kind: 'nominal', title: `${verb}${rest.slice(along[0].length)}`, weak: false };
  }
  // "AI: me to order a new padlock" (meeting notes, in lower case): the user's own.
  const own = /^(?:me|myself)\s+to\s+(?=\p{Ll})/iu.exec(rest);
  if (own) return { kind: 'action', start: lead + own[0].length, delegate: null };
  const delegate = TITLED_DELEGATE_START.exec(rest) ?? DELEGATE_START.exec(rest);
  // "Reports will be emailed on 4 December", "Invoices will be sent out on Monday": what will be done to a thing, by
  // whoever announces it, nothing for the reader to do ("Sam will be picked up at 3" still asks who picks him up).
  if (delegate && willBeDoneTo(delegate, rest.slice(delegate[0].length))) return { kind: 'context' };
  // "Flight to Lisbon on Friday", "Train to Leeds at 9": a name after "to" is where, not a duty's verb.
  const goesTo =
    delegate !== null &&
    /\sto$/.test(delegate[0].trimEnd()) &&
    NO_DUTY_AFTER_TO.test(rest.slice(delegate[0].length));
  // A bracket other than "(me)" only before a bare "to", as minutes give a job ("Passport (mine) needs to be renewed"
  // says what a thing needs).
  const bracketed = delegate?.[2] !== undefined && !SELF_NAMED.test(delegate[0]);
  // "Maintenance (Luis) to replace the sensor", "Treasurer (Olu) to…": a name in brackets after a word that is no
  // first name the lexicon lists holds the role, and does it ("Jess (RN)", "Dave (Acme)" are Jess and Dave).
  // (Not after a word of the language, unless a first name the lexicon lists holds it: "School (Maple Primary)",
  // "Council (Westminster)" are no one to give a job to; "Mum (Linda)" is Linda.)
  const outer = delegate ? delegate[1]!.split(' ')[0]! : '';
  const inner = delegate?.[2]?.split(' ')[0] ?? '';
  const holder =
    bracketed &&
    isPersonName(inner) &&
    !isKnownFirstName(outer) &&
    (isKnownFirstName(inner) || !isEnglishWord(outer.toLowerCase()))
      ? delegate![2]!
      : null;
  const subject = holder ?? delegate?.[1];
  if (
    delegate &&
    subject &&
    !goesTo &&
    !(bracketed && (!/\)\s+to\s+$/.test(delegate[0]) || !(holder || isPersonName(outer)))) &&
    isPersonStart(subject, rest.slice(delegate[0].length))
  ) {
    // "Me to update the donor" (meeting notes) is the user's own.
    // "Deloitte to send the audit letter": a firm does it, not a person of the user's.
    // "Hope to get the gutters cleaned": a wish of the user's, not Hope's job.
    // "Motion to buy a freezer", "Wants to do the cert": a word that is no one's name gives the job to nobody.
    const nobody =
      /^(?:me|who|whoever)$/i.test(subject) ||
      isNoSubject(subject.split(' ')[0]!) ||
      SELF_NAMED.test(delegate[0]) ||
      isPlaceOrCompany(subject.split(' ')[0]!) ||
      opensWithWish(delegate[0]);
    // "Mori-san to re-run the assay": the doer is Mori, as findPeople gives the name.
    const doer = subject.replace(RESPECT_AT_END, '');
    return { kind: 'action', start: lead + delegate[0].length, delegate: nobody ? null : doer };
  }
  // "Mum to sort the table plan", "my brother to bring chairs": a relation given a job (the relation stays in the
  // title, as no person is named).
  const kin = KIN_TO.exec(rest);
  if (kin && isKinWord(kin[1]!) && isImperative(rest.slice(kin[0].length)))
    return { kind: 'action', start: lead, delegate: null };
  // "Jordan drafts the promo doc by end of month" (a meeting's present tense): Jordan's, to draft.
  const duty = actionItems || mentionsDate(rest) ? presentDuty(rest) : null;
  if (duty) return { kind: 'nominal', title: duty.title, weak: false, delegate: duty.name };
  if (isImperative(rest) || LET_KNOW.test(rest)) return { kind: 'action', start: lead, delegate: null };
  const tellBack = TELL_BACK.exec(rest);
  if (
    tellBack &&
    (tellBack[1]!.toLowerCase() === 'whether' || !ANY_NEED.test(rest.slice(tellBack[0].length)))
  )
    return { kind: 'action', start: lead, delegate: null };
  const check = CHECK_QUESTION.exec(rest);
  if (check)
    return {
      kind: 'nominal',
      title: `Check: ${check[0].charAt(0).toLowerCase()}${check[0].slice(1)}`,
      weak: false,
    };
  const runOn = RUN_ON_PLAN.exec(rest);
  const plan = runOn ? rest.slice(runOn[0].length) : '';
  if (runOn && /\s\S/.test(plan.trim()) && isImperativeOrVerb(plan))
    return { kind: 'action', start: lead + runOn[0].length, delegate: null };
  const kind = nominal(rest);
  if (kind?.kind === 'action') return { ...kind, start: lead + kind.start };
  return kind ?? { kind: 'context' };
}

/**
 * A statement running straight into the speaker's plan, unpunctuated: "the press on line three is leaking oil again I
 * have to get maintenance…" — the plan starts after "I have to". A condition ("if it rains we should…") is not a
 * statement of how things are.
 */
const STATEMENT_START = String.raw`^(?!(?:if|when|whenever|once|unless|until|while)\b).{3,160}?\s`;
const RUN_ON_PLAN = new RegExp(
  String.raw`${STATEMENT_START}(?:is|are|was|were|has|have|had|'s|’s)\b.{0,120}?\s(?:i|we)\s+${ADVERBS}(?:need to|have to|have got to|got to|gotta|must|should)\s+${ADVERBS}|${STATEMENT_START}(?:was|were|got|[a-z]{3,}ed)\b.{0,120}?\s(?:need to|gotta|got to|have to)\s+${ADVERBS}`,
  'i',
);

/**
 * A question to self about the state of things ("Have we paid the deposit?", "Do we have enough chairs?") is a
 * check to make; "Do I even remember how to relax?" (even, ever, really) is rhetorical. "Did I sound defensive?", "did
 * we make the right call?", "did I lock the car? whatever": going back over what is past is rumination, not a check.
 */
// "Are we still on for dinner Saturday?" asks whether a plan stands: nothing to check. "Do we get the guy out or order a
// new one?", "…or not?": a choice between two courses is a decision to make, not a state to check.
export const CHECK_QUESTION =
  /^(?:do|have|has|is|are)\s+(?:i|we)\s+(?!even\b|ever\b|really\b|still on\b|on for\b|still going\b|still meeting\b)(?![^?]*\bor\s+(?:not|do|does|did|are|is|should|just|[a-z]+\s+(?:a|an|the|it|them|one|him|her))\b)[^?]{3,120}\?/i;

/**
 * "Reports will be emailed", "Tickets will be posted to you", "Invoices are going to be sent out": the future passive on
 * a subject that is no first name, so a thing that will have something done to it. `subject` is DELEGATE_START's match.
 */
function willBeDoneTo(subject: RegExpExecArray, after: string): boolean {
  if (!/(?:will|['’]ll|going to)\s+$/.test(subject[0]) || isKnownFirstName(subject[1]!.split(' ')[0]!))
    return false;
  const participle = /^be\s+(\p{Ll}+)\b/u.exec(after)?.[1];
  return participle !== undefined && (participle in PASSIVE_TO_VERB || verbOfParticiple(participle) !== null);
}

/** "Lukas will…" names a person; "Remember to…" or "Ask Sarah to…" starts with a verb, not a name. */
function isPersonStart(name: string, duty: string): boolean {
  // "R. Chiasson to contact the roofer": after an initial, the surname says whether it is a name.
  const first = name.replace(/^\p{Lu}\.?\s+(?=\p{Lu})/u, '').split(' ')[0]!;
  // "Changeover to the B-variant ran 25 min over": "to the…" is where a thing goes, no duty.
  if (STARTS_WITH_THING.test(duty)) return false;
  // "May to book the venue", "Jun to arrange movers": a name that is also a month or a word, before a duty.
  if (isWordName(first) && !/\s/.test(name) && isImperative(duty)) return true;
  // "Happy to help", "Glad to…": an adjective is no subject.
  if (!isNameWord(first) || isAdjective(first) || NOT_SUBJECT.test(first)) return false;
  if (isPastTenseOpener(first)) return false;
  // A first name that is also a verb ("Mark", "Bill", "Sue") is the subject when a duty follows: "Mark to send the
  // deck", "Mark will send…" ("Check to see…" is no name, so it stays an instruction).
  return !ACTION_VERBS.has(first.toLowerCase()) || (isKnownFirstName(first) && isImperative(duty));
}

/** The writer asking to hear back once a thing has happened: "ping me when it's done", "text us as soon as it's in". */
const CONTACT_WHEN =
  /^(?:(?:just|please|pls|and)\s+)*(?:ping|text|message|msg|buzz|call|ring|phone|e-?mail|tell|update|shout at)\s+(?:me|us)\s+(?:when|once|as soon as|the moment)\s/i;

/**
 * Contacting the writer, only if the reader needs to: "just reply to this email if anything is unclear", "email me if
 * you have any questions", "give us a call should you need anything", "reach out if you get stuck". Not a contact of
 * someone else ("ping Priya if anything is urgent") nor a condition the writer asks about ("reply if you can come").
 * So is a newsletter's call to all its readers for help ("reply to this email if you can help", "sign up using the link
 * below if you'd like to volunteer"): who takes it up says so in their own notes. A date keeps either (see below).
 */
const CONTACT_IF_NEEDED =
  /^(?:(?:just|simply|please|do|feel free to|don['’]?t hesitate to)\s+)*(?:reply|respond|write back|get back to (?:me|us)|(?:e-?mail|call|ring|phone|text|message|contact|ping)\s+(?:me|us)|reach out|get in touch|give (?:me|us) a (?:call|ring|shout)|sign[\s-]?up|register|put your name down)\b[^.!?]{0,40}?\s(?:if|should)\s+(?:you\s+(?:have\s+(?:any|more|further)|need\s+(?:anything|any|more|help)|get stuck|run into|are unsure|are not sure|['’]re unsure|(?:can|could)\s+(?:help|volunteer|lend a hand|pitch in)|would like to (?:help|volunteer)|are (?:interested|able to help|free to help))|you['’](?:d like to (?:help|volunteer)|re (?:interested|able to help|free to help))|anything\s+(?:is\s+)?(?:unclear|comes up|is missing)|(?:the|your)\s+[a-z-]+\s+needs?\s+anything\b|there\s+(?:is|are)\s+any|in\s+doubt|unsure|unclear)/i;

/**
 * A sender's pointer to its own site, for the reader's own use of it: "Visit our developer portal to test your
 * integration", "log in to our app to update your details". "our" is the sender's and "your" the reader's, unlike
 * a note of the user's ("go to the council website and renew my permit").
 */
const OUR_SITE_FOR_YOURS =
  /^(?:(?:please|simply|just)\s+)*(?:visit|check out|head (?:over )?to|go to|log ?in(?:to|\s+to)|sign in(?:to|\s+to)|use|open)\s+our\s+[^.!?,;]{1,40}?\s(?:to|for)\s[^.!?]{0,60}?\byour\b/i;

/** "let Rach know about the delay", "let the team know", "see if Lauren can cover": "let me know if…" is a closing. */
const LET_KNOW = /^(?:let\s+(?!me\b|us\b)[\p{L}'’]+(?:\s+[\p{L}'’]+)?\s+know\b|see\s+(?:if|whether)\s)/iu;
/**
 * The writer asking the reader for an answer: "let me know by the 15th whether you plan to renew", "let us know if you
 * still want the clause kept", "let me know if you've made any contributions". What follows "if" in a closing is not
 * asked (ANY_NEED).
 */
const TELL_BACK = /^let\s+(?:me|us)\s+know\b(?:\s+(?:by|before)\s+[^,;:]{1,40}?)?\s+(whether|if)\s+/i;
/** "…if you need anything", "…if you have any questions", "…if you want me to start", "…if that works", "…if you can". */
const ANY_NEED =
  /^(?:you\s+(?:(?:still|also|ever)\s+)?(?:need|have\s+any|want\s+(?:me\s+|us\s+)?to|would\s+like|['’]d\s+like|can|could|are\s+(?:not|unable|free|around|interested))|anything|any(?:one|body|\s+of)|there\s+(?:is|are|['’]s)|(?:this|that|it)\s|i\s|we\s)/i;

const NOT_SUBJECT =
  /^(?:further|according|prior|pursuant|owing|subject|thanks|due|next|welcome|remember|need|needs|have|has|want|got|going|try|plan|make|please|also|then|just|still|meant|supposed|planned|hoping|trying|probably|maybe|perhaps|definitely|really|honestly|actually|seriously|hopefully|realistically|ideally|someone|somebody|everyone|everybody|nobody|anyone|things|stuff|items|tasks)$/i;

const ONLY_HOW_VERB = new RegExp(`^(?:${HOW_VERBS})[\\s,.!]*$`, 'i');

/** After a modal ("need to …") almost any verb will do, but "need to be" and "have to say" are not to-dos. */
function isImperativeOrVerb(rest: string): boolean {
  const [first] = firstWords(rest);
  // "let's not cut it close", "we must never share it": a duty not to do something is no to-do ("let's not forget to…"
  // is one: see ANYWHERE_MARKER).
  if (
    !first ||
    /^(?:be|say|admit|think|feel|wonder|know|see|hope|vent|rant|breathe|miss|not|never)$/.test(first)
  )
    return false;
  // "I'll go and buy milk", "we'll try and fix it": going or trying alone is how, the next verb is the to-do.
  return !ONLY_HOW_VERB.test(rest);
}

/** A clause that stands on its own (has its own subject or verb), so a comma before it ends the previous one. */
export function isIndependent(text: string): boolean {
  const rest = text.slice(leadLength(text));
  return (
    namesNoThing(rest) ||
    /^\S+(?:\s+\S+){0,6}?\s+(?:is|are|was|were|isn't|aren't|wasn't|has|have|had|hasn't|haven't|will|won't|can't|don't|doesn't|didn't|expires|expired|ends|ended|starts|started|begins|closes|closed|opens|arrives|arrived|lapses|runs out|ran out|broke|keeps|kept|takes|took|stopped|crashed|failed|needs|wants|wanted|says|said|told|asked|mentioned|called|texted|emailed|messaged|rang|phoned|looks|seems)\b/i.test(
      rest,
    ) ||
    /^\S+['’](?:s|re)\s/.test(rest) ||
    // "the boiler's making that noise again", "the kids're still waiting".
    /^(?:(?:the|my|our|his|her|their|this|that)\s+)?\S+['’](?:s|re)\s+(?:(?:still|not|always|really|just)\s+)?\p{L}+ing\b/iu.test(
      rest,
    )
  );
}
