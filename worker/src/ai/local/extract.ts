/**
 * @module ai/local/extract — the offline task extractor: sentences → clauses → to-dos with a title, the
 * sentence they came from, a due date resolved in the user's zone, the people named and a tag.
 */
import { recurrenceFromPhrase } from '@mynd/shared';
import type { AiContext } from '../types.js';
import {
  askedIfDone,
  classifyClause,
  isIndependent,
  marksNotMine,
  presentDuty,
  purposeBefore,
  saysOnlyWhen,
  saysWhenSomeoneActs,
  startsOwnPlan,
  topicBefore,
  verbOfGerund,
  verbOfParticiple,
} from './actions.js';
import { addDays, daysBetween, formatDay, weekdayOf, type ZonedNow, zonedNow } from './calendar.js';
import {
  answeredMessage,
  chatAddressee,
  messagesBefore,
  namesNothing,
  openRequestsFrom,
  readChat,
} from './chat-answers.js';
import { contactAbout, tellsAsker } from './chat-contacts.js';
import { escortedTo } from './chat-escorts.js';
import { bareReplyRest, takesRequest, WHEN_BY_EVENT } from './chat-taken-on.js';
import { requestCarrying, vehicleFor } from './chat-vehicles.js';
import { type Clause, splitClauses } from './clauses.js';
import { cleanUp, withoutMarks } from './cleanup.js';
import {
  acknowledges,
  beforeVagueTail,
  borrowedDateShift,
  CALENDAR_WORD,
  changedDay,
  correctedDay,
  DEADLINE_WORD,
  DEADLINE_WORDS,
  type DueMatch,
  datesPointedBack,
  datesThePreviousTask,
  dayBeforeEvent,
  deadlineAhead,
  findDates,
  findDue,
  firstSaid,
  givesOnlyTime,
  givesVagueTime,
  handedIn,
  headingDue,
  isAllDate,
  isClockTime,
  isOnlyDate,
  isOnlyFirmDate,
  isOnlyHandedIn,
  isOnlyVagueTime,
  leavesWeekOpen,
  mentionsDate,
  NOW_DAY,
  namesOccasion,
  onlyOwnerOfThing,
  plannedByDay,
  preparesForEvent,
  refersToEarlierDate,
  refersToOccasionDay,
  SPEAKER_PREFIX,
  stampDay,
  undatedPastInlineLabel,
  undatedUnderDayStamp,
  VAGUE_SPAN,
} from './dates.js';
import { learnedOrKeyword, trainTagModel } from './learned-tags.js';
import { ACTION_VERBS, INJECTION, NOT_A_TASK } from './lexicon.js';
import {
  assignsWork,
  isDumpLabel,
  listShape,
  NAMES_A_LIST,
  opensWithLabel,
  pointOwner,
  saysNextMeeting,
} from './lists.js';
import type { LocatedTask } from './located-task.js';
import { MAIL_PRONOUN, mailAntecedent } from './mail-antecedents.js';
import { deskArea, ownWorkMail } from './mail-desk.js';
import { askedItem, doneInNotes, handsOn, pointsClaimed, pointsHanded, sendingNote } from './mail-reader.js';
import { officeHolders, withOfficeHolders } from './meeting-offices.js';
import {
  hasFiniteVerb,
  isKnownFirstName,
  isNameWordForm,
  isPersonName,
  isWordName,
  nameGender,
  withoutAttributiveParticiples,
} from './names.js';
import {
  askerIn,
  beneficiariesIn,
  contactIn,
  FEMALE_KIN,
  findPeople,
  firmsIn,
  GROUP_SPLIT,
  isKinWord,
  liftFor,
  MALE_KIN,
  metBefore,
  oneOnOneWith,
  ownersIn,
  partnerIn,
  petsIn,
  subjectNamed,
  thingOwners,
  topicOwner,
  usesThing,
  wantedBy,
  wanterIn,
  withoutBeneficiaries,
  withoutCalledFirms,
  withoutTitle,
} from './people.js';
import { withTextsRemembered } from './per-extraction.js';
import { attributionDay, promisedBefore, sentOn } from './quoted-promises.js';
import { ASKED, SENDS_BACK, WANTS_BACK } from './requests.js';
import {
  askAnswered,
  keepsDayOf,
  leadWord,
  namesThing,
  noteAsked,
  onlyIndex,
  type RestatedAsk,
  restates,
  sharesThing,
  similar,
  takeOnAsk,
  takeOnNoted,
  thingForms,
  thingWords,
} from './said-again.js';
import { joinWrappedLines, type Segment, splitSegments } from './sentences.js';
import { saysStatus } from './status-line.js';
import { meetingAreas } from './tag-frames.js';
import {
  carryTopic,
  chatTopic,
  evidenceFor,
  fillUnsorted,
  isUntaggedOfficeWork,
  mailTopic,
  pickTag,
  saysLittle,
  saysNothing,
  scoreTags,
  tagLabels,
  UNSORTED,
  words,
} from './tags.js';
import { MAX_DESCRIPTION, MAX_PEOPLE, MAX_SOURCE, MAX_TASKS } from './task-limits.js';
import { startsAction } from './text-blanks.js';
import {
  escapeRegExp,
  fullerThing,
  isDoubt,
  makeTitle,
  PRONOUN_CLOSING,
  subjectOf,
  thingNamedBefore,
  withoutReason,
  wordOffsets,
} from './titles.js';
import { chatVisits, handsVisitOn, takesVisit, visitNeeded } from './visits.js';
import { personFor } from './vocatives.js';
import { baseForm, gerundStems } from './word-forms.js';

/** Gives a task the day found for it, and the words that said it. */
function dateTask(task: { dueDate: string | null; dueText: string | null }, due: DueMatch): void {
  task.dueDate = formatDay(due.day);
  task.dueText = due.text;
}

/**
 * Whether a sentence names someone, known to the lexicon or not: a capitalised word after its first ("call ciocia Basia
 * to invite her"), not a day or a month ("tell her by Friday") nor whose something is ("Aiden's mom").
 */
function namesSomeone(sentence: string): boolean {
  for (const m of sentence.matchAll(/\s(\p{Lu}\p{Ll}+)(?![\p{L}'’])/gu))
    if (!CALENDAR_WORD.test(m[1]!)) return true;
  return false;
}

/** A chat line's date stamp: "[23/11/2026, 19:15]", "23.11.26 10:23", "11/23/26, 7:02 PM" (the zone's order decides). */
const LINE_STAMP =
  /^[ \t]*\[?(\d{1,2})[/.](\d{1,2})[/.](\d{2}|\d{4}),?[ \t]+(\d{1,2})[:.](\d{2})(?::\d{2})?(?:[ \t]?([ap])\.?m\b)?/i;

/**
 * The day and time a chat line holding offset `at` was sent, when its stamp names a day up to a week before `now` (a
 * message of last night or last week, pasted today: its "tomorrow", "Friday" and "6pm" count from then); null for a
 * line stamped today, in the future or longer ago, and for an unstamped line.
 */
function sentEarlier(text: string, at: number, now: ZonedNow): ZonedNow | null {
  const stamp = LINE_STAMP.exec(text.slice(text.lastIndexOf('\n', at - 1) + 1, at));
  if (!stamp) return null;
  const said = stampDay(stamp[1]!, stamp[2]!, stamp[3]!, now);
  const back = said ? daysBetween(now, said) : 0;
  if (!said || back >= 0 || back < -7) return null;
  const hour =
    (Number(stamp[4]) % 12) +
    (stamp[6]?.toLowerCase() === 'p' ? 12 : stamp[6] ? 0 : Number(stamp[4]) >= 12 ? 12 : 0);
  return {
    ...said,
    hour,
    minute: Number(stamp[5]),
    weekday: weekdayOf(said),
    dayFirst: now.dayFirst ?? false,
  };
}

/** A phrase without the full stop that ends its sentence ("order flowers." + " for Mum's birthday"). */
function withoutStop(phrase: string): string {
  return phrase.replace(/[.!;]+\s*$/, '');
}

/**
 * "you" as whom a thing is done to or for ("get back to you", "send you the photos", "call you"), not its doer ("if you
 * can…", "no need for you to recruit anyone").
 */
const TO_YOU =
  /(?<![\p{L}])(?:to|with|for(?!\s+you\s+to\s)|from|send|give|show|call|ring|phone|email|text|ping|tell|update|brief|remind|let|owe|pay|meet|join|forward|bring|get|cc|loop)\s+you(?![\p{L}'’])(?!\s+(?:can|could|will|would|need|have|are|should|might|may|must)\b)/iu;
/** "you both", "you two", "all of you": every one of the people a message is to. */
const ALL_OF_YOU = /\byou\s+(?:both|two|all)\b|\b(?:both|all)\s+of\s+you\b/i;
/** The first word of a verb phrase, small: "Book it that morning" → "book". */
function firstWord(phrase: string): string {
  return phrase.trim().split(/\s/, 1)[0]!.toLowerCase();
}
/** Words that start another thing in the same breath: "and also", "oh and", "plus", "another thing", "btw". */
const ALSO_SAID = /\b(?:also|oh|plus|another thing|btw|by the way)\b/i;
/** Words that join the items of a list into one run: "…, wash the bibs and book the pitch", "then", "&", "+". */
const JOINED_ON = /\b(?:and|then|y|und|et|e)\b|[&+;]/i;
/** ", and" opening the next item of a list (an Oxford comma): "…, set up Stripe, and post the announcement". */
const ITEM_AND = /^\s*,\s*(?:and|&)\s/i;
/** What opens a thing remembered last, after the rest was said: "… oh and pick up Mateo at four", "oh also …". */
const AFTERTHOUGHT = /\b(?:oh|ah)[\s,]+(?:and|also|yeah(?:[\s,]+and)?|right(?:[\s,]+and)?)[\s,;]*$/i;
/** "I should probably, also, just cancel…" split at "also" leaves "Probably": no title at all. */
const LONE_ADVERB =
  /^(?:probably|maybe|perhaps|definitely|also|just|really|actually|still|too|then|now|anyway|so|yeah|ok(?:ay)?|right|alright|all right)[.!?]?$/i;
/**
 * "Long one tonight.", "End of day wrap.", "Close week chaos.", "Weekend and week.": a title of nothing but how a stretch
 * of time went or will go ("Long one", "Wrap", "Week") names nothing to do, whatever day the sentence says.
 */
const SCENE_ONLY =
  /^(?:(?:a|an|the|of|and|another|what|such|long|short|busy|quiet|crazy|full|big|heavy|rough|slow|manic|hectic|mad|wild|tough|insane|packed|one|day|night|week|weekend|morning|evening|afternoon|shift|wrap|wrap-up|chaos|mess|madness|close|end)(?![\p{L}'’-])[\s,.!]*)+$/iu;
/** "Groceries: eggs, spinach", "Grocery run: rice, feta", "shopping list - oat milk, apples": one errand to buy them. */
const SHOPPING_LIST =
  /^(?:groceries|grocery(?: list| run| shop| order)?|shopping(?: list| run| trip)?|(?:supermarket|store|shop|market) run|(?:(?:things|stuff|bits)\s+)?to (?:buy|get|pick up)|buy)\s*(?::|\s[-–—]+)\s*(.{2,300})$/i;
/**
 * "new trail shoes, the old ones are dead", "new trainers, the Pegasus are done", "new running shoes, mine have 800 km
 * on them": a new thing, then that the one in use is worn out — an errand to buy it.
 */
const NEW_FOR_WORN =
  /^(new\s+[\p{L}\d'’ -]{2,40}?)\s*(?:,|\s[-–—])\s+(?:the|my|our|old|mine|ours|\p{Lu}\p{L}+)(?:\s+[\p{L}\d'’-]+){0,2}?\s+(?:(?:are|is|['’]re|['’]s)\s+(?:all\s+)?(?:done|dead|worn(?:\s+out)?|shot|broken|finished|knackered|toast|wrecked|falling\s+apart)|have\s+(?:done\s+)?\d[\d,.]*\s*(?:km|k|miles|mi)\b)/iu;
/** A label that says what to do with each item after it: "Calls: plumber, Aunt Rosa", "To email: Dana, the school". */
const VERB_LABEL =
  /^(calls?|phone calls?|to call|to ring|emails?|to email|texts?|to text|bills?|to pay)\s*:\s*/i;
const VERB_OF_LABEL: Record<string, string> = {
  call: 'Call',
  'phone call': 'Call',
  ring: 'Ring',
  email: 'Email',
  text: 'Text',
  bill: 'Pay',
  pay: 'Pay',
};
/**
 * "Forget it" in the other languages of a mixed dump: "Pagar o IPVA - não, … esquece", "gym join karna tha... chhodo".
 * Not "não esquece" (don't forget).
 */
const FORGET_IT = String.raw`(?<!\bn[ãa]o\s)esque(?:ce|ça)(?: isso)?|olv[ií]dalo|laisse tomber|oublie[sz]? (?:ça|ca)|vergiss (?:es|das)|lass es sein|chh?od(?:o| do)|jaane do|rehne do`;
/** Words that take back the action just said, whatever follows: "buy stamps - actually never mind", "…, skip", "…, ignore". */
const RETRACTED = new RegExp(
  String.raw`\b(?:never\s?mind|nvm|${FORGET_IT}|forget (?:it|that|about (?:it|that))(?:\s+(?:till|until)\s+[^,.;!?]{1,20})?|scratch that|scrap (?:it|that)|drop (?:it|that)|let it go)\s*(?:[,.;!…—–-]|$)|(?:(?:^|[,;.…—–-]\s*|\bso\s+)(?:skip|ignore)(?:\s+(?:it|that|this))?|\bskip\s+(?:it|that|this))\s*[.!]*\s*$|\b(?:already\s+(?:did|done|did it|sorted(?: it)?|handled(?: it)?|on it|took care of (?:it|that))|(?:i\s+)?did (?:that|it) already)(?:\s+(?:yeah|yes|yep|so|i did)\b)*\s*[.!]*\s*$`,
  'i',
);
/**
 * A period the action is not done in, at its end: "redo the kitchen but not this year", "learn to surf, lol, not this
 * year", "open on Sundays - nah, not this summer". Put off with no day to do it, it is no task; after a day of its own
 * ("call the bank this week, not this month") it only says which.
 */
const NOT_THIS_PERIOD =
  /(?:[,;…—–-]\s*|\b(?:but|probably|prob|maybe)\s+)not\s+this\s+(?:year|month|summer|winter|spring|autumn|fall|term|semester|season|quarter)\s*[.!]*\s*$/i;
function putOffWithNoDay(action: string): boolean {
  const off = NOT_THIS_PERIOD.exec(action);
  return off !== null && !mentionsDate(action.slice(0, off.index));
}
/** "Anyway not deciding anything tonight", "Never on a Sunday", "- no school Friday": what will not happen. */
const WONT_HAPPEN = /^(?:(?:anyway|so|and|but|ok|well|honestly)[\s,]+)*(?:not|never|no longer|no)\s/i;
/** A job said to need doing by whoever, just before it: "someone needs to", "somebody has to", "someone should". */
const NEEDED_BY_ANYONE =
  /\b(?:some|any)(?:one|body)(?:\s+(?:else|here))?\s+(?:(?:really|still|also)\s+)?(?:needs\s+to|has\s+to|should|must|ought\s+to)\s+$/i;

/** An answer that claims what was asked as the user's own: "mine, will do after lunch", "that's me", "it's mine". */
const CLAIMED = /^\s*(?:mine|that['’]?s\s+(?:mine|me)|it['’]?s\s+mine)\b/i;

/** What a job said to need doing says is for the one saying it: "help me", "my sofa", "we". */
const FOR_THE_ASKER = /\b(?:i|i['’](?:ll|d|m)|me|my|mine|we|us|our)\b/i;

/** An answer that brings what it takes on back to the asker: "…and send it to you", "I'll let you know". */
const BACK_TO_YOU = /\b(?:to|for|with|let)\s+(?:you|u|ya)\b/i;

/** A clause that goes on with the job before it, naming it again by a pronoun: "bring her down", "put it in her bag". */
const SAME_JOB = /\b(?:it|them|her|him)\b/i;

/** A joining word left at the end of what an action says, before the next action ("…so skip that and book the van"). */
const TRAILING_JOINER = /[\s,;]*(?:\b(?:and(?:\s+then)?|then|so|also)[\s,;]*)*$/i;
/**
 * "No wait" after an action: taken back when what follows is another action or a reason to drop it. A lone "wait" after
 * a trailing-off "…" counts too ("get the sparklers… wait, that already happened").
 */
const NO_WAIT =
  /\b(?:no,?\s+wait|wait,?\s+no|oh\s+wait,?\s+no|actually,?\s+no|hmm+,?\s+no|(?<=,\s*)no(?=\s*,)|(?<=(?:\.\.\.|…)\s*)(?:oh\s+)?wait)\b[\s,.;!…—–-]*/i;
/**
 * What follows a "no wait" that takes the action back rather than correcting it: "…, actually no, keep it", "…, no
 * wait we have loads", "…, hmm no, Raj said he ordered them", "…, no wait, don't": leaving it as it is ("…, actually no, I
 * still need it, keep it"), or a statement of why not (a need or a date is a correction: "no wait, we need oat milk",
 * "no wait, it's due end of month").
 */
const KEEPS_IT =
  /(?:^|[,;]\s*)(?:(?:and|so|just)\s+)?(?:keep|leave)\s+(?:it|them|that)\b[\s.!]*$|^(?:(?:and|so)\s+)?(?:keep|leave)\s+(?:it|them|that)\b|^(?:don['’]?t|do not)\b/i;
/** Where a clause's action starts in its sentence (a clause that is no action: where the clause does). */
function actionStart(clause: Clause): number {
  return clause.index + (clause.kind.kind === 'action' ? clause.kind.start : 0);
}
/** Keeping a thing as it is: "keep the old one", "keep my Netflix", "leave it". */
const KEEP_THING = /^(?:keep|leave)\s+(?:the|my|our|this|that|it|them)\b/i;
/** A no, or a never mind, closing what was said before: "…cancel the… no, never mind, ", "Cancel, no, ", "no wait, ". */
const NO_BEFORE = /(?:\bno(?:,?\s+wait)?|\bnever\s?mind|\bnvm)[\s,.;…—–-]*$/i;
/**
 * "cancel the… no, never mind, keep the Netflix", "new sofa — no, keep the old one", "Cancel, no, keep the Thursday
 * gym": keeping a thing, said right after a no, takes back the action said before it and asks for nothing itself.
 */
function keepsAfterNo(before: string, verbPhrase: string): boolean {
  return KEEP_THING.test(verbPhrase) && NO_BEFORE.test(before);
}
/** A number said as a word or in digits: "ten images", "the 40 gallon", "fifteen". */
const NUMBER =
  /(?<![\p{L}\d])(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|hundred)(?![\p{L}\d])/iu;
/** Done already, not corrected: "Tom got 3 already", "I did two". */
const DONE_ALREADY = /\b(?:already|got|bought|did|done|paid|sent|ordered)\b/i;

/**
 * "send the sneak peeks, ten images, no wait they said fifteen", "the 50 gallon, no wait it is the 40": a number said
 * after "no wait" over one said in the action corrects it; the action stays.
 */
function correctsNumber(action: string, after: string): boolean {
  return (
    NUMBER.test(action) && NUMBER.test(after) && !DONE_ALREADY.test(after) && !KEEPS_IT.test(after.trim())
  );
}

function saysWhyNot(after: string): boolean {
  const said = after.trim();
  return (
    KEEPS_IT.test(said) ||
    (isIndependent(said) &&
      // "…by the 28th, no wait, it's due end of month" corrects the date; "Omar renewed it on Monday" says why not.
      (!mentionsDate(said) ||
        /\b(?:\p{L}{3,}ed|did|got|went|was|were|had|said|told|ran|took|made|sent|paid|bought|held)\b/iu.test(
          said,
        )) &&
      !/\b(?:need|needs|should|must|have to|has to|got to|gotta|want|wants|will|['’]ll|can|could)\b/i.test(
        said,
      ))
  );
}
/**
 * A take-back that reads as an action of its own: "scrap that", "drop it", "forget that", a bare "cancel" or "skip"; it
 * takes back the action before it when nothing follows it or only why not ("scrap that, it's winter", not "scrap that
 * it's Wednesday now", which corrects a date, nor "drop it at the post office").
 */
const TAKE_BACK_ACTION = /^(?:(?:scrap|drop|forget|scratch)\s+(?:it|that|this)|cancel|skip)\b[\s,.;!…—–-]*/i;
function takesBackTheOneBefore(tail: string): boolean {
  const back = TAKE_BACK_ACTION.exec(tail);
  if (!back) return false;
  const rest = tail.slice(back[0].length);
  return /^(?:cancel|skip)\b/i.test(back[0])
    ? /^(?:it|that|this)?[\s.!]*$/i.test(rest)
    : rest.trim() === '' || saysWhyNot(rest);
}
/**
 * A sentence that opens by taking back the one before it; "skip" alone, or with the period it is skipped for, too ("car
 * wash?? skip this week", "cards?? prob skip this year").
 */
const TAKES_BACK = new RegExp(
  String.raw`^[\s(]*(?:(?:oh|ah|hmm|actually|wait)[\s,]+)*(?:never\s?mind|nvm|scratch that|scrap (?:it|that)|forget (?:it|that)|${FORGET_IT}|no,?\s+wait|wait,?\s+no|(?:(?:prob(?:ably)?|maybe|just|i['’]ll)\s+)?skip(?:\s+(?:it|that|this|them))?(?:\s+(?:this|next)\s+(?:week|weekend|month|year|time|term|round)|\s+for\s+now)?)\s*(?:[,.;!…—–-]|$)`,
  'i',
);
/** "Actually no, it's raining.": taken back for a reason ("Actually no, oat milk" corrects instead). */
const ACTUALLY_NO = /^[\s(]*(?:(?:oh|ah|hmm|wait)[\s,]+)*actually,?\s+no\b[\s,.;!…—–-]*/i;
function reasonAfterNo(text: string): boolean {
  const no = ACTUALLY_NO.exec(text);
  if (!no) return false;
  const rest = text.slice(no[0].length);
  return rest.trim() === '' || hasFiniteVerb(rest);
}
/** An answer saying the thing asked for is done already: "already got one 🙂", "did it already", "yep sorted it already". */
const ALREADY_DONE =
  /^\s*(?:(?:oh|ah|lol|haha|yeah|yep|yes|no|nah|nope|ha|actually|wait|hmm+)[\s,!.]+)*(?:(?:i['’]?ve|i have|i)\s+)?(?:already\s+(?:got|have|did|done|bought|booked|sent|sorted|paid|ordered|rang|called|emailed|posted|made|picked up|handled)(?:\s+(?:one|it|that|them|some))?|(?:got|did|done|sorted|bought|booked|sent|paid)(?:\s+(?:one|it|that|them|some))?\s+already)(?:\s+(?:this morning|this afternoon|yesterday|last night|earlier(?: today)?|today|at lunch))?(?:[\s.!,]+(?:lol|haha|lmao|mate|x+))*[^\p{L}]*$/iu;
/** Someone else has done it: "Update: Sam booked them", "Raj already ordered them yesterday", "she has them". */
const DONE_BY_OTHER =
  /^\s*(?:(?:[Uu]pdate|UPDATE|[Ee]dit|PS|[Pp]s|[Oo]h|[Aa]h|[Aa]ctually|[Ww]ait|[Nn]ever mind|nvm)[\s:,!.-]+)*(?:\p{Lu}\p{Ll}+|[Hh]e|[Ss]he|[Tt]hey|[Mm]y\s+\p{Ll}+)\s+(?:already\s+)?(?:booked|did|sorted|paid|ordered|sent|fixed|handled|bought|got|has|had|took care of)\s+(?:it|them|that|those)(?:\s+already)?(?:\s+(?:this morning|yesterday|last night|earlier(?: today)?|today))?[\s.!]*$/u;
/**
 * A question whether to do something: "Should I renew the domain?", "Do we need a new sofa?", "Me: shall I book it?",
 * also after what prompts it ("the grapes are clustering badly, should I thin them?").
 */
const WHETHER_TO =
  /^(?:[\p{L} ]{1,30}:\s*)?(?:[^?,;]{1,80}[,;]\s+)?(?:(?:so|hmm+|ok|and|but|also)[\s,]+)*(?:should|shall|do|must)\s+(?:i|we)\b[^?]*\?[\s?!]*$/iu;
/** A job asked of oneself in a few words ("Renew the gym?", "cancel?", "car wash??", "JLPT N2?"): an item put as a question. */
const ITEM_QUESTION = /^(?:[\p{L}\p{N}'’+&-]+\s+){0,4}[\p{L}\p{N}'’+&-]+\s*\?[\s?!]*$/u;
/** Whether a text is such an item asked of oneself, not of someone ("can you … ?"). */
function asksSelf(text: string): boolean {
  return ITEM_QUESTION.test(text) && !/\b(?:you|u|ya)\b/i.test(text);
}
/**
 * A longer job put as a question to self: "book the Pargua–Chacao ferry?", "need a 3rd reference letter for Leeds??"
 * (its words may join by dashes or dots). A no to it takes it back only when the no gives no day: "call the bank
 * tonight? no, they're closed — tomorrow morning" moves it.
 */
const JOB_QUESTION = /^(?:[\p{L}\p{N}'’+&.–-]+\s+){0,7}[\p{L}\p{N}'’+&.–-]+\s*\?[\s?!]*$/u;
function asksSelfAtLength(text: string): boolean {
  return JOB_QUESTION.test(text) && !/\b(?:you|u|ya)\b/i.test(text);
}
/** A bare no, in the languages dumps mix in ("nein", "não", "nie"), closed by a stop or a comma ("No. Too busy."). */
const BARE_NO = String.raw`(?:no|nein|n[ãa]o|nie|nee|nej)(?=\s*(?:[,.!…—–-]|$))`;
/**
 * The answers that turn such an item down ("nah, skip", "nope", "probably not", "no, the old one still works",
 * "nein, erst im Frühjahr"). A no that corrects ("no wait", "no, actually…") is no answer; a no with only a day ("No,
 * Thursday.") moves the item, which is read before this.
 */
const TURNED_DOWN = new RegExp(
  String.raw`^\s*(?:nah|nope|probably not|prob not|${BARE_NO}(?![\s,.!…—–-]*(?:wait|actually|sorry|i mean)\b))(?![\p{L}'’])`,
  'iu',
);
/**
 * An answer that the item asked about is off, in any language, or not yet to be thought of: "annulée, tant mieux",
 * "cancelled, nobody free", "too early to even think about it".
 */
const CALLED_OFF =
  /^\s*(?:annul[ée]e?s?|cancel+ed|called off|postponed|cancelad[oa]s?|anulad[oa]s?|abgesagt|annullat[oa]|too early)(?![\p{L}'’])/iu;
/** An answer that laughs a question to self off or puts it to a day that never comes: "lol", "Maybe one day haha". */
const MUSING_ANSWER =
  /^\W*(?:ha|haha+|lol|lmao|meh|hmm+)\b|\b(?:one day|someday|some day|in my dreams|dream on|yeah right|tempting|we['’]ll see|dekhte hain|dekhenge|ya veremos|on verra|mal sehen|mal schauen|vamos ver|who knows|pipe dream|wishful thinking|lol|haha+)\b/i;
/**
 * An answer saying no: "No.", "Nah, the old one is fine", "Probably not", "Better not", "Not this year". A plain "not"
 * says no only before a date or "now"/"really" ("Not sure" doubts, "Not yet" is still to do).
 */
const DECLINE = new RegExp(
  String.raw`^\s*(?:(?:hmm+|well|honestly|eh|meh|probably|prob|maybe|perhaps)[\s,.!…]+)*(?:(?:${BARE_NO}|nah|nope|not really|not worth it|better not|not deciding(?:\s+(?:that|this|it))?(?:\s+(?:now|yet|today|tonight))?|(?:i\s+)?don['’]?t think so|probably not|prob not)(?![\p{L}'’])|not(?=\s+(?:now|for now|this|next|until|before|till|in|on|by|today|tonight|tomorrow|(?:mon|tue|wed|thu|fri|sat|sun)\p{L}*)\b))[\s,.!…—–-]*`,
  'iu',
);
/** A remark that points back at what was just said: "its expiring end of the month", "it's due Friday". */
const REFERS_BACK =
  /^(?:it['’]?s|it is|it|it['’]ll|which is|(?:her|his|their)\s+[\p{L}'’-]+(?:\s+[\p{L}'’-]+)?\s+(?:is|are|was))\s/iu;
const EVENT_LABEL =
  /\b(?:meeting|mtg|call|sync|stand-?up|retro|1:1|one-on-one|session|minutes|agenda|date|when|time|kick-?off|workshop|webinar|class|lesson|appointment|appt)s?\b/i;
const INTERJECTION_WORD =
  '(?:ugh+|argh+|urgh+|meh|sigh|omg|yay|wow|lol|haha|ffs|phew|oof|smh|lmao|yikes|welp|grabe)';
/** A word that takes what was said before it, alone as a sentence: "fine", "oh well", "done.", "later.", "genial". */
const REACTION_WORD = '(?:(?:oh\\s+)?well|fine|done|sorted|noted|later|panic|genial|whatever)';
const INTERJECTION = new RegExp(`^${INTERJECTION_WORD}\\b`, 'i');
/**
 * A sigh, a laugh or a face that rolls its eyes, anywhere in a note: "Loadshedding again tonight, ugh.", "aiyo today so
 * messy.", "thursday mike 🙄". A short note with one and no verb is a mood, not a thing to do.
 */
const MOOD = new RegExp(
  `(?:^|[^\\p{L}])(?:${INTERJECTION_WORD}|aiyo+|aiyah?|haiz+)(?![\\p{L}])|[🙄🙃😩😫😭😅😬😒😤🥲🤦]`,
  'iu',
);
/**
 * "ugh.", "lol", "Phew!", "fine", "oh well", "done.": a sentence of nothing but a sigh, a laugh or how the writer takes
 * what came before it ("grabe today.": a day after a sigh is no more).
 */
const ONLY_INTERJECTIONS = new RegExp(
  `^(?:(?:${INTERJECTION_WORD}|${REACTION_WORD})\\b[\\s.!?,…]*)+(?:today\\b[\\s.!?…]*)?$`,
  'i',
);
const DO_IT = /^(?:do|handle|finish|get|sort)\s+(?:it|that|this)\b/i;
/** Where a title's own clause ends: a colon, a dash, or a clause of when or why ("… before I can review it"). */
const TITLE_CLAUSE_END =
  /\s*[:;—–]\s*|\s+-\s+|\s+(?=(?:before|after|once|when|if|until|till|because|since|so|as|whether|while|unless)\s)/i;
/**
 * Whether a title's own clause acts on a thing or person said before it ("Sort that out with your roommates", "Call
 * him"), not one said after a colon ("Tell him: Sipho at 4") or inside a clause of when ("… before it charges me").
 */
function titlePointsBack(title: string): boolean {
  const own = title.split(TITLE_CLAUSE_END, 1)[0]!;
  return POINTS_BACK_WORD.test(own) && !/^\s*:/.test(title.slice(own.length));
}
/** Who asks or promises, and nothing else, before a task's verb: "Can you", "Priya, could you please", "I'll". */
const ASKER_ONLY =
  /^[\s,]*(?:\p{Lu}\p{Ll}+,\s*)?(?:(?:also|and|so|then|just|please|pls|kindly|can|could|would|will|you|u|i['’]ll|we['’]ll|i|we|need|needs|to|have|has|got)\b[\s,]*)*$/iu;
/** A title's word that points back at a thing or person said before: "Sort that out", "Call him", "Add a paragraph on that". */
const POINTS_BACK_WORD =
  /\b(?:it|that|this|them|those|these|him)(?=\s*$|\s*[,.!?;:]|\s+(?:out|up|over|back|in|on|to|with|for|by|and|or|off|down|through|round|around|again|too|first|now|today|tonight|tomorrow|asap|at|from|before|after|once|when|if)\b)/i;
/** A verb alone, or with only when to do it after it ("push after QA signs off", "deploy tonight"). */
const BARE_STEP = /^(\p{L}+(?:-\p{L}+)?)[.!]*(?:\s+(.*))?$/u;
/** "then", "+" or "&" closing the clause before a verb ("…first then book", "…disclosure + re-send"). */
const THEN_OR_PLUS = /(?:\bthen|[+&])\s*$/i;
/** A verb of something to do, or one done again ("redeploy", "re-send"). */
const isStepVerb = (word: string) => ACTION_VERBS.has(word) || ACTION_VERBS.has(word.replace(/^re-?/, ''));
const CONDITION_START = /^(?:after|once|when|as soon as|before|if)\s/i;
/**
 * Someone to check with, ask or chase, said alone (or with "first", a reason, a condition or a day) after a task:
 * "check with Ayesha first cause…", "coordinate with Baptiste, …", "ping Oskar if it's still broken", "chase Dimas
 * tomorrow", "ask Dodi", "tag Arjun". Not "ask Lucía if she can…": a question of its own is a task.
 */
const HELPER_STEP =
  /^(?:(?:(?:check|coordinate|confirm|sync|liaise|align)\s+(?:with|w\/)|ping|chase)\s+(\p{Lu}\p{Ll}+)(?:\s+first)?(?=\s*(?:[,.;:!?)]|$)|\s+(?:if|once|cause|because|bc|tomorrow|today|tonight|asap)(?![\p{L}]))|(?:ask|tag|loop\s+in|cc)\s+(\p{Lu}\p{Ll}+)(?:\s+first)?(?=\s*(?:[,.;:!?)]|$)|\s+(?:tomorrow|today|tonight|asap)(?![\p{L}])))/u;
/** Leaving for an occasion or going to it: "leave campus by 5", "leave early", "go", "head off at 4". */
const GOES_TO_IT = /^(?:leave|go|head(?:\s+off|\s+out)?|attend)(?![\p{L}])/iu;
/** A pronoun before a thing: "wash her bedding", "chase their invoice". */
const OWN_PRONOUN = /\b(?:his|her|their|its)\b/i;
/** A step on whoever asked for something, by a pronoun: "quote her", "tell him", "call them back". */
const ANSWERS_ASKER = /^(\p{L}+)\s+(?:him|her|them)\b/iu;
/** Telling whoever asked is answering it: the request's own title says what to send. */
const REPLY_VERB =
  /^(?:tell|text|message|msg|ping|email|e-mail|let|remind|update|answer|reply|confirm|notify|inform)$/i;
const PRONOUN_FOLLOW_UP =
  /^(?:do|handle|finish|get|sort)\s+(?:it|that|this)\b|^\w+(?:\s+(?:up|out|back))?\s+(?:it|them)\b|^get back to (?:you|me|him|her|them|us|everyone|everybody|all of you|the team|the group)\b|^(?:report|circle|come) back\b|^find out (?:why|what|how|whether|if)\b|^(?:re-?)?(?:send|pass|forward|hand|share|circulate|present|upload|post|submit|return)\s+(?:(?:it|them)\s+)?(?:over\s+)?(?:to|with|w\/|in|at|before|during)\s+\S|^(?:get|have|ask)\s+\p{Lu}\p{Ll}+\s+to\s+(?:verify|check|review|approve|sign off|proofread|double-check)\s*(?:(?:it|them)\s*)?$/iu;

/**
 * A step that hands over what the task before it produces: "…and send me the summary", "…and share the draft", "…and
 * get a first draft out by Friday", "…and update everyone by Thursday", "…and have a draft by Wednesday", "…and have an
 * answer for you by Friday"; to the one who asks, "…and send me the new table", "…and send us the quote"; "…and confirm
 * in the channel"; to whom the message is for, "…and confirm to you by Thursday", "…and will have the data to you by
 * Monday": the same task. ("…give the list to Pastor Ade" is a task of its own.)
 */
const REPORTS_BACK =
  /^(?:(?:send|share|circulate|forward|email|give|pass on|get)\s+(?:(?:me|us|him|her|them|everyone|everybody|the team|the group)\s+)?(?:the|a|an|my|our|your)\s+(?:(?:new|updated|revised|final|first|rough|short|quick|full)\s+)*(?:draft|summary|results?|numbers|figures|totals|breakdown|readings|curve|notes|write-?up|findings|outcome|tracking number|minutes)\b(?!\s+(?:of|for|on|from)\b)|(?:send|share|forward|email|get)\s+(?:me|us)\s+(?:the|a|an|your)\s+(?:(?:new|updated|revised|final)\s+)*(?:table|list|quote|quotation|render|estimate)\b|confirm\s+(?:in|on)\s+(?:the\s+)?(?:channel|thread|chat|group|ticket)\b|(?:update|brief)\s+(?:everyone|everybody|the team|the group|us|me|all)\b|have\s+(?:a|the)\s+(?:first\s+|rough\s+)?draft\b|have\s+(?:an?|the)\s+(?:answer|reply|response|decision)\s+(?:for|to)\s+(?:you|him|her|them|us|everyone|everybody)\b|keep\s+(?:me|us|everyone)\s+(?:posted|updated|in the loop)\b|confirm\s+(?:it\s+|this\s+|that\s+)?(?:back\s+)?to\s+(?:you|him|her|them|everyone)\b|(?:have|get)\s+(?:the|a|an|my|our|your)\s+(?:[\w-]+\s+){0,3}?(?:over\s+|back\s+)?to\s+(?:you|him|her|them|everyone)\b)/i;

/**
 * What the task before it makes, handed back to the user: "…draft a motion to compel - draft to me by Mon", "re-train
 * the shift on the interlock, sign-off sheet to me by Friday". A thing of a few words, no verb of its own, to me or us.
 */
const HANDED_BACK =
  /^(?!(?:send|email|e-mail|forward|share|pass|hand|give|get|bring|return|post|submit|deliver|mail|ship|report|circulate|talk|speak|write|reply|come|go|turn)\b)(?:(?:the|a|an|his|her|their|your)\s+)?(?:(?!(?:it|them|this|that|these|those)\b)[\p{L}\p{N}-]+\s+){0,2}?(?!(?:it|them|this|that|these|those)\b)[\p{L}\p{N}-]+\s+(?:back\s+)?to\s+(?:me|us)\b(.*)$/iu;

/** Signing up for something: "volunteer for the bake sale", "take the chaperone spot", "sign up for the Saturday shift". */
const SIGN_UP =
  /^(?:volunteer\b|sign (?:me )?up\b|put (?:my|our) names? down\b|take\s+(?:the|a|one|that|this)\s+(?:[\p{L}-]+\s+){0,2}(?:spot|slot|shift|place|role|seat)s?\b)/iu;
/** Telling someone, and nothing more: "email Ms. Adeyemi", "tell the coach", "let the PTA know". */
const TELLS_SOMEONE =
  /^(?:email|e-mail|text|message|ping|tell|reply to|let)\s+(?:(?:the|mr|mrs|ms|dr)\.?\s+)?[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+)?(?:\s+know)?$/iu;

/** "send her the test cases", "sort it with her", "create her accounts": a person the task is with or for. */
const PRONOUN_OBJECT = /\b(?:him|her|his)\b/i;
/** "his slides", "her section": a possessive before a thing, not "send her the deck" or "call her tomorrow". */
const OWN_THING =
  /\b(?:his|her(?!\s+(?:the|a|an|to|about|if|whether|for|back|know|tomorrow|today|tonight|on|at|by|and|that|when|this|next|some|re|up|in|off|out|over|round|later|first|again|asap)\b))\s+\p{Ll}/iu;
/**
 * Words that make the day after them the task's own: a deadline ("by Friday", "before standup tmrw", "due tomorrow"), or
 * the day a booking is for ("book the campsite for the 12th").
 */
const DEADLINE_WORD_BEFORE = `(?:${DEADLINE_WORDS}|for)`;
/** Whether a task's day is its own ("by Friday", "for the 12th"), not the day of what it names ("lunch on the 12th"). */
function isDeadline(task: { dueText: string | null; sourceText: string }): boolean {
  const said = task.dueText ?? '';
  if (new RegExp(String.raw`^${DEADLINE_WORD_BEFORE}\b|\bat the latest\b`, 'i').test(said)) return true;
  return new RegExp(
    String.raw`\b${DEADLINE_WORD_BEFORE}\s+(?:[\p{L}\d'’-]+\s+){0,2}${escapeRegExp(said)}`,
    'iu',
  ).test(task.sourceText);
}
/** A minutes item's verdict: "No action.", "no further action for now". */
const NO_ACTION =
  /^\s*no (?:further )?action(?:\s+(?:this time|for now|at (?:this|the) moment|at present))?\s*[.!]*\s*$/i;
/** Nothing but answer words and joiners before a task in its sentence: "ah thanks,", "no worries,", "ok so", "i got it,". */
const ONLY_ANSWER_WORDS =
  /^[\s,.!;:—–-]*(?:(?:ok|okay|sure|yes|yep|yeah|ya|ah|oh|ugh|argh|thanks|thank you|ty|no worries|no problem|np|cool|great|nice|lovely|perfect|fine|grand|sound|legend|cheers|right|lol|haha|and|also|so|but|then|me|mine|that['’]?s\s+(?:mine|me)|it['’]?s\s+mine|(?:i\s+)?got\s+(?:it|this)|i['’]?ve\s+got\s+(?:it|this)|on\s+it)(?:[\s,.!;:—–-]+|$))*$/i;
/** A chat line said by someone other than the user: "[07:10] Dad: …", "Kim: …" (not "Me:", "You:"). */
const OTHER_SPEAKER =
  /^\s*(?:\[[^\]\n]{1,24}\]\s*)?(?!(?:[Mm]e|[Yy]ou)\s*:)\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*){0,2}:\s/u;
/**
 * "it" or "them" as what a task is done to: "send them", "pay it online", "ask Daniela to run them" (not "ask IT"); and
 * "that" or "some" with nothing after them but when or where ("I'll add that too", "grab some on the way home"; not
 * "check that the door is locked", "buy some milk").
 */
const PRONOUN_THING =
  /^\p{L}+(?:\s+(?:up|out|back|in|on|off|over|into|through|at))?\s+(?:(it|them)(?![\p{L}])|(that|some)(?=\s*$|[\s,.!]+(?:too|as well|on|at|in|for|from|when|while|after|before|by|tonight|today|tomorrow|later|now|first|then|asap|tmrw|tmr)(?![\p{L}]))|(those|these|both)(?=\s*(?:$|[,.!?;])|\s+(?:too|as well|on|at|in|for|from|when|while|after|before|by|tonight|today|tomorrow|later|now|first|then|asap|tmrw|tmr)(?![\p{L}])))|^(?:[Aa]sk|[Gg]et|[Tt]ell|[Rr]emind|[Hh]ave)\s+\p{Lu}\p{Ll}+\s+to\s+\p{L}+\s+(it|them)(?![\p{L}])/u;
/**
 * A heading over wishes rather than plans ("Wishlist:", "Someday/maybe"), or over what will not be done ("Not doing:",
 * "Work stuff I'm NOT doing this week:", "Parked:", "On hold:", "Things I keep meaning to do but probably won't:").
 */
const WISHES =
  /^\W*(?:(?:my|the)\s+)?(?:wish ?list|wishlist|bucket list|someday(?:\s*\/\s*maybe)?|some day|one day|maybe one day|dreams?|life goals)\b|^\W*maybe(?:\s*\/\s*someday)?\s*(?::|$)|^\W*not (?:doing|getting to)\b|^[^:.!?]{0,60}?\b(?:(?:i['’]?m|i am|we['’]?re|we are) not (?:doing|getting to)|won['’]?t (?:do|be doing|get to)|(?:probably|likely|prob) won['’]?t|never will|someday|some day|one of these days)\b[^:.!?]{0,30}(?::|$)|^\W*(?:(?:things?|stuff|items?|tasks?)\s+)?(?:parked|on hold|dropped|deprioriti[sz]ed|out of scope|not mine)\b[^:.!?]{0,30}(?::|$)/i;
/**
 * A note on a message pasted or forwarded with it: "fwd from Helen, sorting this tonight.", "pasted from slack, need to
 * sort these out:", "Fwd from my sister - need to sort MY bits only", "my reply draft, still need to actually do these
 * before I hit send lol", "Forwarding to myself so I don't lose it." It names the paste, then does no more than handle
 * "this", "these", "my bits" or "what I promised", or keep it from being lost. A request in it ("fwd from Dana - book
 * the room by Friday") has a thing of its own and stays.
 */
const NOTE_ON_THE_PASTE =
  /^\W*(?:(?:ugh|ok|okay|so|right|hey)[\s,]+)*(?:fwd|fw|forward(?:ed|ing)?|past(?:e|ed|ing)|cop(?:ied|ying)|(?:my\s+)?repl(?:y|ies)|my\s+draft)\b[^.!?\n]{0,80}?(?:(?:[,;:—–-]|\s)\s*(?:(?:now|still|so|and|but|i|just|actually|really)\s+)*(?:(?:need|have|got)\s+to\s+|gotta\s+|must\s+|will\s+|to\s+)?(?:(?:actually|really|just)\s+)*(?:deal\s+w(?:ith|\/)?|sort(?:ing)?(?:\s+out)?|handl(?:e|ing)|action|do(?:ing)?|go(?:ing)?\s+through)\s+(?:this|these|it|them|my\s+bits|what\s+i\s+promised)(?:\s+(?:out|only|first|later|tonight|today|tomorrow|(?:before|after|when)\s+[^.!?\n]{1,30}))?|\s+so\s+(?:i|we)\s+(?:don['’]?t|do not|won['’]?t)\s+(?:lose|forget)\s+(?:it|this|them|track)(?:\s+of\s+(?:it|this|them))?)[\s.!:…]*(?:(?:lol|haha)[\s.!:…]*)?$/i;
/** A present with nobody it is for: "get a card", "order flowers", "buy something". */
const GIFT =
  /^(?:get|buy|order|pick up|grab|send|sign)\s+(?:a\s+|some\s+)?(?:card|present|gift|flowers|cake|something|bottle of \S+)[.!]?$/i;
/** Someone's occasion said beside it: "Sarah's leaving do", "Dad's 60th", "Mia's birthday". */
const OCCASION =
  /\b\p{Lu}\p{Ll}+['’]s\s+(?:\d+(?:st|nd|rd|th)\s+)?(?:birthday|bday|leaving do|leaving party|farewell|retirement(?: party| do)?|wedding|engagement(?: party)?|baby shower|housewarming|anniversary|christening|graduation|hen do|stag do|\d+(?:st|nd|rd|th))\b/u;
const UNDONE_QUESTION =
  /^\s*(?:(?:so|and|also|btw|hey|oh)[,\s]+)?did\s+(?:you|u)\s+(?:(?:already|ever|remember\s+to|get\s+(?:a)?round\s+to|manage\s+to)\s+)?(?=[a-z]+\s+\S)/iu;
const NOT_YET =
  /^\s*(?:(?:oh|ah|argh|damn|shoot|sorry|oops)[,!.\s]+)?(?:not yet|no+\b|nope|nah|i haven['’]?t|haven['’]?t|i forgot|forgot)/i;
const KIN = new RegExp(String.raw`\b(?:my |our )?(?:(${FEMALE_KIN})|${MALE_KIN})(?:['’]s)?\b`, 'gi');
const HER = /\bher\b/i;
const HIM = /\b(?:him|his)\b/i;

interface Kin {
  word: string;
  pronoun: RegExp;
}

/** Where a name was last said in `text` ("Jen" as "jen" in dictation), or -1. */
function lastAt(text: string, name: string): number {
  const at = [
    ...text.matchAll(new RegExp(String.raw`(?<![\p{L}])${escapeRegExp(name)}(?![\p{L}])`, 'giu')),
  ].at(-1);
  return at?.index ?? -1;
}

/** Whether a first name may be who the text's "he"/"him"/"his" or "she"/"her" is (a name of the other sex may not). */
function fitsPronoun(first: string, said: string): boolean {
  const he = /\b(?:he|him|his)\b/i.test(said);
  const she = /\b(?:she|her)\b/i.test(said);
  if (he === she) return true;
  return nameGender(first) !== (he ? 'female' : 'male');
}

/** Of the people named in `text`, the one named last ("call marcus … then tell jen … ping her": Jen). */
function lastNamedIn(text: string, names: string[]): string | undefined {
  return names.reduce<string | undefined>(
    (best, name) => (best === undefined || lastAt(text, name) > lastAt(text, best) ? name : best),
    undefined,
  );
}

/**
 * "tell jen the meeting moved and my mom wants me to pick up her prescription": a relation said after the last name,
 * before the pronoun that fits it, is who the pronoun is.
 */
function kinSinceLastName(text: string, said: string): string | null {
  // "ask my sister if she can take the dog": a subject pronoun stands for the relation too.
  const pronoun = [...text.matchAll(/\b(?:him|her|his|she|he)\b/gi)].at(-1);
  const upTo = pronoun ? text.slice(0, pronoun.index) : text;
  const kin = [...upTo.matchAll(KIN)]
    .filter((m) => (m[1] ? /\b(?:she|her)\b/i : /\b(?:he|him|his)\b/i).test(said))
    .at(-1);
  if (!kin) return null;
  const names = findPeople(upTo);
  return names.every((name) => lastAt(upTo, name.split(' ')[0]!) < kin.index)
    ? kin[0].replace(/['’]s$/, '')
    : null;
}

/**
 * The relations named in `text`, each with the object pronoun that stands for it; null when none. "Mum: don't forget
 * Dad's birthday" names both: a later "her" is Mum, "him" Dad.
 */
function kinIn(text: string): Kin[] | null {
  const kin = [...text.matchAll(KIN)].map((m) => ({
    word: m[0].replace(/['’]s$/, ''),
    pronoun: m[1] ? HER : HIM,
  }));
  return kin.length > 0 ? kin : null;
}
/** A reply taking on what was just asked: "I'll take it", "sure, I'll look at it tonight", "ok will handle that". */
const TAKES_IT_ON =
  /^(?:(?:ok(?:ay)?|sure|yes|yep|yup|yeah|ya|cool|np|no problem|no worries|got it|sounds good|happy to)[\s,.!]+)*(?:i['’]?ll|i will|will|i can|can)\s+(?:take|grab|handle|do|look at|look into|have a look at|check|sort(?: out)?|deal with|get on|cover|own|action)\s+(?:it|that|this|them)\b(?![^.!?]*\b(?:and|but)\b)[^.!?]*[.!]*$/i;
/**
 * An answer to a chat message's request of the reader with any verb of "it" or "them" after an answer word: "yes will
 * chase them today", "ok I'll book it" — the thing asked. (To "@Kevin can you send…", Kevin's "sure, I'll share it"
 * may be the user's own promise.)
 */
const ANSWERS_IT =
  /^(?:(?:ok(?:ay)?|sure|yes|yep|yup|yeah|ya|cool|np|no problem|no worries|got it|sounds good|will do)[\s,.!]+)+(?:i['’]?ll|i will|will)\s+[a-z]+\s+(?:it|that|this|them)\b(?![^.!?]*\b(?:and|but)\b)[^.!?]*[.!]*$/i;
/** "she recommended", "he'll shadow": a subject pronoun, unless it only says where they are ("he's out Thursday"). */
const PRONOUN_SUBJECT =
  /\b(?:she|he)\b(?!(?:['’]s|\s+is)\s+(?:out|away|off|back|sick|busy|around|in|on (?:leave|holiday)))/i;

const OUR_ONE_ON_ONE = /\bour\s+(?:next\s+)?(?:1:1|1-1|one-on-one)(?![\w:-])/i;

const TRIP =
  /^(?:go|head|pop|nip|swing|run)(?:\s+(?:back|over|down|up|round|by))?\s+(?:to|by)\s+[^,;]{1,60}$/i;

export interface Extraction {
  segments: Segment[];
  tasks: LocatedTask[];
  /** Sentences whose every action the writer took back ("book the hall, no wait, scratch that"). */
  takenBack: ReadonlySet<number>;
}

interface Candidate {
  clause: Clause;
  verbPhrase: string;
  delegate: string | null;
  /** Extra clause text that was merged in ("…, do that first thing tomorrow"). */
  extra: string;
  /** People a later clause put on it ("(ask Tomas)", "and loop in Farhan", "— Jo —"). */
  also: string[];
  /** Made from a request said about someone ("Mark from legal needs the NDA"). */
  wanted?: boolean;
  /** The task said again later in the sentence, whose day wins ("Call Babcia on Sunday — no, … call her Monday"). */
  again?: string;
  /**
   * Being in for a visit, its words ("the plumber comes Thursday, someone has to be home"): the user saying they take it
   * on is part of it (visits.ts).
   */
  visit?: string;
}

/**
 * A clause that only names who else is on the task before it: "loop in Farhan", "cc Jo", "(ask Tomas)", "Jo", "maybe
 * ask Nina".
 */
const INVOLVES =
  /^(?:(?:and\s+|(?:maybe|perhaps|possibly|or)\s+)?(?:loop in|looping in|cc|copy in|check with|with|ask|via)\s+)?(\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)?(?:(?:\s*,\s*|\s+and\s+|\s*[&+]\s*)\p{Lu}\p{Ll}+)*)[.!?]?$/u;

/**
 * A step in brackets or after a dash that only says whom the task needs, and for what: "(ask Tomasz for the part no.)",
 * "(get the repro from Hannah)", "(after Nadia approves)", "— ask Gord or Michelle", "- ask Kenji which ones are safe to
 * delete". Said on its own line it is a task.
 */
const NEEDS_ASIDE_NAMES = String.raw`\p{Lu}\p{Ll}+(?:(?:\s*,\s*|\s+(?:and|or)\s+|\s*[&+/]\s*)\p{Lu}\p{Ll}+)*`;
const NEEDS_ASIDE = new RegExp(
  String.raw`^(?:(?:[Aa]sk|[Cc]heck with|[Cc]onfirm with)\s+(?<asked>${NEEDS_ASIDE_NAMES})(?:\s+(?:for|about|to|re:?|which|what|when|how many)\s.*)?` +
    String.raw`|(?:[Gg]et|[Gg]rab|[Bb]orrow)\s+(?:the|a|an|his|her|their)\s+[^,;]{1,40}?\s+from\s+(?<from>\p{Lu}\p{Ll}+)` +
    String.raw`|(?:[Aa]fter|[Oo]nce|[Ww]hen)\s+(?<after>\p{Lu}\p{Ll}+)\s+(?:approves|confirms|signs\s+off|OKs|okays|reviews|agrees|replies|checks)\b.*)$`,
  'u',
);

/**
 * A step in brackets or after a dash that says who takes part: "— Omar reviews the runbook first", "– Liam's grabbing
 * them", "- Liam helping Sunday", "(Marcus has the CAD file)", "– Thandi wants 12 months this time", "— Dee will drive",
 * "- Markus can support on night shift", "— Priya'll sort it".
 */
const TAKES_PART =
  /^(?<doer>\p{Lu}\p{Ll}+)(?<be>['’]s|\s+is|\s+will|['’]ll|\s+can)?\s+(?<does>\p{Ll}+)(?![\p{L}'’])/u;
/** Verbs of taking part that are no errand verbs: "Marcus has the file", "Tito knows a guy", "Thandi wants 12 months". */
const PART_VERBS = new Set([
  'have',
  'has',
  'know',
  'want',
  'own',
  'do',
  'does',
  'help',
  'lead',
  'run',
  'cover',
  'kick',
  'support',
]);

/**
 * Whose part a dashed or bracketed step says, or null: a verb of the doer's own, not "Dan did it" or "Sam's birthday"
 * ("— Vulco can do Thursday" is a firm's offer, so "can" is not read). After a comma the step must point back at the
 * task ("…, Anjali checks it after", "…, Dr. Acosta wants them before Thursday"). A title before the doer goes.
 */
function takesPart(aside: string, pointsBack = false): string | null {
  const m = TAKES_PART.exec(withoutTitle(aside));
  if (!m) return null;
  const { doer, be, does } = m.groups!;
  const rest = withoutTitle(aside).slice(m[0].length);
  if (pointsBack && !/^\s+(?:it|them)(?![\p{L}'’])/u.test(rest)) return null;
  const verb = (stem: string) => ACTION_VERBS.has(stem) || PART_VERBS.has(stem);
  const ing = /ing$/.test(does!) && gerundStems(does!).some(verb);
  // "— Markus can support on night shift": an offer of one the lexicon lists as a first name ("Vulco can do Thursday"
  // is a firm's).
  if (be && /can/.test(be) && !isKnownFirstName(doer!)) return null;
  const says = be
    ? /will|ll|can/.test(be)
      ? verb(does!)
      : ing
    : ing || (/s$/.test(does!) && (verb(does!) || verb(baseForm(does!))));
  return says && (isPersonName(doer!) || isWordName(doer!)) ? doer! : null;
}

/**
 * The people a clause only adds to the task before it, or null when it says more than that; `part` when it says what
 * one of them does for it ("– Liam's grabbing them tomorrow"), whose time is the task's.
 */
function involvedIn(sentence: string, clause: Clause): { names: string[]; part?: boolean } | null {
  // "ask Tomas" only as an aside ("(ask Tomas)", "— ask Tomas"); after "and" it is a task of its own.
  const before = sentence.slice(Math.max(0, clause.index - 3), clause.index);
  const aside = /[(—–-]\s*$/.test(before);
  const part = aside
    ? takesPart(clause.text.trim())
    : /,\s*$/.test(before)
      ? takesPart(clause.text.trim(), true)
      : null;
  if (part) return { names: [part], part: true };
  const needs = aside ? NEEDS_ASIDE.exec(clause.text.trim().replace(/\)\s*[.!?]?$/, '')) : null;
  // "(Mr. Okafor)", "(Dr. Paulo)": a title in the bracket says a person, whatever else the lexicon reads the name as.
  const said = clause.text.trim();
  const plain = aside ? withoutTitle(said) : said;
  const titled = plain !== said;
  const m = needs ? null : INVOLVES.exec(plain);
  const found = needs ? (needs.groups!.asked ?? needs.groups!.from ?? needs.groups!.after)! : m?.[1];
  if (!found) return null;
  const cue = m ? m[0].slice(0, m[0].indexOf(m[1]!)).trim().toLowerCase() : '';
  // "get someone to feed the cat, maybe ask Nina": a tentative "ask" is an aside too.
  if (/ask|with|via/.test(cue) && !/^(?:maybe|perhaps|possibly|or)\s/.test(cue) && !aside) return null;
  const names = found.split(needs ? /\s*,\s*|\s+(?:and|or)\s+|\s*[&+/]\s*/u : GROUP_SPLIT).filter(Boolean);
  const first = (name: string) => name.split(' ')[0]!;
  const named = (word: string) => (titled && isNameWordForm(word)) || isPersonName(word) || isWordName(word);
  return names.every((name) => named(first(name))) ? { names } : null;
}

/** "draft by Monday", "done by Friday": one word and a date. */
function onlyDated(verbPhrase: string, today: ZonedNow): boolean {
  const due = findDue(verbPhrase, today);
  if (!due) return false;
  const rest = verbPhrase
    .replace(due.text, ' ')
    .replace(/\b(?:by|on|before|until|till|for|due)\b|[.!]/gi, ' ')
    .trim();
  return /^[a-z]+$/i.test(rest);
}

/** What the user meant to do and did not: "I meant to ring the landlord yesterday", "forgot to pay Kai". */
const MEANT_TO =
  /^(?:i\s+|so\s+i\s+)?(?:meant|forgot|tried|was (?:supposed|meant|going)|wanted|never got (?:a)?round|didn['’]?t get (?:a)?round)\s+to\s+(.{3,160}?)(?:\s+(?:yesterday|last (?:night|week)|earlier(?: today)?|today|this morning))?[.!]?$/i;

/** "Tried calling the bank": the attempt, said with a gerund. */
const TRIED_DOING = /^(?:i\s+|so\s+i\s+)?tried\s+(\p{L}+ing)\b(.{0,160}?)[.!]?$/iu;
/** "try again tomorrow", "give it another go on Monday": what was tried before. */
const TRY_AGAIN =
  /^(?:try\s+(?:it\s+|them\s+)?(?:again|later)|retry|give it (?:a|another) (?:go|try|shot)|have another go)\b/i;

/**
 * The thing a "do it tonight" or "try again tomorrow" clause refers to: an earlier clause, before `until`, saying it was
 * not done or not managed, or that it is due.
 */
function meantEarlier(clauses: Clause[], until: number): string | null {
  for (const earlier of clauses) {
    if (earlier.index >= until) break;
    const m = MEANT_TO.exec(earlier.text.trim());
    if (m) return m[1]!;
    const tried = TRIED_DOING.exec(earlier.text.trim());
    const verb = tried ? verbOfGerund(tried[1]!) : null;
    if (verb) return `${verb.toLowerCase()}${tried![2]}`;
    // "hose testing log is overdue - do it saturday": the thing said to be due is what to do.
    if (earlier.kind.kind === 'nominal') return earlier.kind.title;
  }
  return null;
}

/** What follows a date that heads a note: a colon, a dash or an arrow, then the note. */
const AFTER_DATE = /^\s*(?::|[-–—]|-+>|=>|→)\s+(\S.*)$/;

/** What happens on a day rather than what is done by it: "Flight to Lisbon on Friday", "Mum's birthday the 9th". */
const HAPPENING =
  /\b(?:birthday|bday|anniversary|wedding|party|flight|trip|holiday|vacation|visit|dinner|lunch|breakfast|drinks|concert|match|game|recital|show|exam|interview|funeral|christening|ceremony|service|surgery|operation|arrives?|arrival|delivery|off|out|away|back|closed|shutdown)\b/i;

/**
 * "Property tax installment by the end of the month", "next Tuesday cost review of the GPU node pool": a thing said
 * straight before or after its date, with no verb: what is due then. An event, a happening, a label or anything with a
 * verb of its own is not.
 */
function spokenNote(text: string, happening = false): string | null {
  const note = text.trim().replace(/[.!]+$/, '');
  const words = note.split(/\s+/).length;
  if (words < 2 || words > 8 || /[:;,()]/.test(note)) return null;
  if (
    hasFiniteVerb(note) ||
    isIndependent(note) ||
    // "Needs doing by Friday", "Anyway not deciding anything tonight": a verb with no subject, or what will not happen.
    /^(?:(?:anyway|so|and|but|ok|well|honestly|just)[\s,]+)*(?:needs?|has|have|had|must|should|will|would|might|may|could|got|gotta|gonna|going|wants?|doing|done|not|never|no longer)\b/i.test(
      note,
    ) ||
    EVENT_LABEL.test(note) ||
    (!happening && HAPPENING.test(note)) ||
    NAMES_A_LIST.test(note)
  )
    return null;
  return classifyClause(note).kind === 'context' ? note : null;
}

/**
 * "Team dinner sometime after the release", "Taxes for the company - after the new year", "dentist for me sometime early
 * jan": a thing and a time that gives no date, as datedNote's thing and date. Not yet on the calendar, a happening
 * ("team dinner") is something to arrange.
 */
function vagueNote(text: string, due: DueMatch | null): string | null {
  // "Who even schedules a conference in December?": a question is no thing to do.
  const thing = due || /\?\s*$/.test(text) ? null : beforeVagueTail(text);
  // "Quick one before the launch": a word standing for what comes next is no thing.
  return thing && !/\b(?:one|thing|things|stuff|bits?)\s*$/i.test(thing) ? spokenNote(thing, true) : null;
}

/** After a thing and its colon, who wants it: ": Sanna wants it by…", ": they want them…", ": editor asked for it…". */
const WANTED_BACK =
  /^\s*:\s+(?:[\p{L}'’.-]+\s+){1,3}?(?:wants?|needs?|asked\s+for|expects?)\s+(?:it|them)(?![\p{L}])/iu;

/** A short remark in brackets inside a thing: " (regional, Santiago)", " (batik)". */
const BRACKETED_REMARK = /\s\([^()]{1,40}\)(?=\s)/g;

/**
 * "Oct scrap report to Ximena (regional, Santiago) by Thursday": a thing with a remark in brackets is read as the thing
 * without it, and kept as said. Not a pasted table's row (tabs).
 */
function remarkedNote(before: string): string | null {
  const bare = before.replace(BRACKETED_REMARK, '');
  return bare !== before && !/\t/.test(before) && spokenNote(bare) ? before.trim() : null;
}

/** A label of up to four words before a colon, with more said after it: "clinic: ", "and one real one: ". */
const LABEL_BEFORE_THING = /^\s*(?:[^\s:]+\s+){0,3}[^\s:]+:\s+(?=\S[^:]*$)/u;
const NO_THING_AFTER_LABEL =
  /^(?:under|over|above|below|at|in|on|to|for|with|from|by|about|if|when|it|them|him|me|us|so|before|after|until)\b|\b(?:cant|can['’]t|won['’]?t|not|never|don['’]?t|doesn['’]?t)\b/i;

/** A date said as a deadline: "by Friday", "due the 4th", "before the 7th". */
const DEADLINE_CUE = /^(?:by|due|before)\s/i;
/**
 * What may follow a thing's deadline and say no more of the thing: a remark on why or for what ("so the printers have
 * them", "since Thursday is a holiday", "for comments"), or an aside after a comma or a dash ("…, she wants a week with
 * it").
 */
const REASON_AFTER_DEADLINE = /^\s+(?:so|since|because|as|for)\s+\S/i;
const ASIDE_AFTER_DEADLINE = /^(?:,|\s+[-–—])\s+\S/;
/** "…by Friday for review": a short purpose after the deadline, the thing's own words. */
const PURPOSE_AFTER_DEADLINE = /^\s+(for\s+[^\s,;.!?]+(?:\s+[^\s,;.!?]+){0,3})[\s.!]*$/i;
/** "requests to me by Friday, after that…" (others send them), "not before Dec 7, …" (a start): no deadline of mine. */
const NO_DEADLINE_OF_MINE = /\b(?:not|to\s+(?:me|us))\s*$/i;

/** The last arrow of a line with words on both sides: "board meeting moved to the 10th → deck final by the 9th". */
const LAST_ARROW = /\s(?=[-→=⇒])(?:-+>|→|=>|⇒)\s+(?=\S)(?!.*\s(?:-+>|→|=>|⇒)\s)/u;

/**
 * "rego closes Sunday night -> last reminder to the parents Fri", "board meeting moved to the 10th → deck final by the
 * 9th, dry run the day before": what is said before the arrow is news (it has a verb of its own), the thing after it
 * and its date is what follows from it, as datedNote reads it. Where the thing starts in the text, and the thing.
 */
function pointedNote(text: string, today: ZonedNow): { at: number; thing: string } | null {
  const arrow = LAST_ARROW.exec(text);
  if (!arrow || !hasFiniteVerb(text.slice(0, arrow.index))) return null;
  const at = arrow.index + arrow[0].length;
  const after = text.slice(at);
  const due = findDue(after, today);
  // "mtg got moved Wed -> Thurs 3rd, 6pm at the civic centre": a day right after the arrow is the news's new day.
  const thing = due && due.index > 0 ? datedNote(after, due) : null;
  return thing ? { at, thing } : null;
}

/** An item headed by someone's name and a dash or colon, not the writer's: "Hamid – insurance cert to the office". */
const OTHERS_ITEM = /^\s*(?!(?:me|I)\s)\p{Lu}[\p{L}.'’-]*(?:\s+\p{Lu}[\p{L}.'’-]*)?\s*(?:[–—:]|\s-)\s/u;

/**
 * Whether a written semicolon stands right before or right after a clause: "…; Otieno payroll Fri; …". Not the " ;"
 * cleaning puts for a pause in speech.
 */
function betweenSemicolons(text: string, clause: Clause): boolean {
  return (
    /\S;\s*$/.test(text.slice(Math.max(0, clause.index - 4), clause.index)) ||
    /^;/.test(text.slice(clause.index + clause.text.length))
  );
}

/** "we need the …", "I still need my …": what the user needs, said as a statement. */
const OWN_NEED = /^(?:i|we)\s+(?:(?:still|really|also|just)\s+)*need\s+(?:the|a|an|my|our|some)\s/i;

/**
 * "Week after next - quarterly tax filing", "Nov 30: last day to switch plans": a date, then what is due then; or the
 * thing first ("grant report: Dec 4").
 */
function datedNote(text: string, due: DueMatch | null): string | null {
  if (!due) return null;
  if (due.index === 0) {
    // "Fri -> drinks w/ team": an arrow after the day, as a dash.
    const after = text.slice(due.text.length);
    const rest = AFTER_DATE.exec(after)?.[1] ?? spokenNote(after);
    return rest && rest.split(/\s+/).length <= 8 ? rest : null;
  }
  // "grant report: Dec 4", "car tax — the 30th": a thing, then the date it is due, and nothing after; or, when the
  // date is a deadline, a remark on it ("brochure proofs to Kylie by Thursday so the printers have them Fri").
  const after = text.slice(due.index + due.text.length);
  const said = text.slice(0, due.index);
  // "clinic: Sofia's payroll by the 30th", "cover: 3 thumbnails for the editor by thursday": a short label, then the
  // thing due; the label is where it belongs, the thing is what is due.
  const labelled = LABEL_BEFORE_THING.exec(said);
  if (
    !/^[\s.!]*$/.test(after) &&
    !(
      DEADLINE_CUE.test(due.text) &&
      !NO_DEADLINE_OF_MINE.test(said) &&
      // "Bills: council tax by Friday, phone": after a label, a comma goes on to its next item.
      (REASON_AFTER_DEADLINE.test(after) || (!labelled && ASIDE_AFTER_DEADLINE.test(after)))
    )
  )
    return null;
  // "…by Friday for comments": what it is for stays part of the thing.
  const purpose = PURPOSE_AFTER_DEADLINE.exec(after)?.[1];
  const before = labelled ? said.slice(labelled[0].length) : said;
  // "Goal: under 30 by Dec 4", "note: staging resize cant go b4 the CAB": a target or a rule, no thing.
  if (labelled && NO_THING_AFTER_LABEL.test(before)) return null;
  // "GST filing deadline is the 20th" says when, as news: only a date said as the thing's own ("… by the 20th") dates it.
  // "Gr 10 maths exams marked by Friday EOD": the state a thing must be in by the day (STATE_BY_DAY) is no past verb.
  const state = wantsStateBy(before + text.slice(due.index)) ? /^(.*)\s\p{L}{3,}ed\s*$/u.exec(before) : null;
  const label =
    /^(\S.*?)\s*(?::|\s[-–—])\s*$/.exec(before)?.[1] ??
    (/\b(?:is|are|was|were)\b/i.test(due.text)
      ? null
      : state && spokenNote(state[1]!)
        ? before.trim()
        : (spokenNote(before) ?? remarkedNote(before)));
  // "Lab meeting w/ Prof. Tanaka — 14 Oct", "Next meeting: Monday 9:00": a heading naming when something happens.
  if (!label || EVENT_LABEL.test(label) || NAMES_A_LIST.test(label)) return null;
  return label.split(/\s+/).length <= 8 ? (purpose ? `${label} ${purpose}` : label) : null;
}

/**
 * "the rent is due on the first and I also gotta renew the registration": a thing said to be due on a date is a task of
 * its own beside an action that is about something else. "the report is due Friday, finish it tonight" and "the numbers
 * are due Friday, chase Ahmed for his figures" (the action right after a comma) say how to do it: one task.
 */
function dueOnItsOwn(sentence: string, clause: Clause, clauses: Clause[], title: string): boolean {
  // "Register" (from "registration closes Wed"): a verb alone names no thing to be a task about.
  if (!mentionsDate(clause.text) || !/\s/.test(title.trim())) return false;
  const next = clauses[clauses.indexOf(clause) + 1];
  if (next && /^\s*[,:;—–-]\s*$/.test(sentence.slice(clause.index + clause.text.length, next.index)))
    return false;
  const own = normalisedWords(title);
  return clauses.every(
    (other) =>
      other === clause ||
      other.kind.kind !== 'action' ||
      // "…the tag expired yesterday get that redone and my ute rego is due end of the month": a pronoun said before
      // the thing points back at something else.
      ((other.index < clause.index ||
        !/^\S+(?:\s+(?:up|out|off|back|down|in|over))?\s+(?:it|that|them|this|those|these)\b/i.test(
          other.text.slice(other.kind.start),
        )) &&
        !words(other.text).some((word) => own.has(word))),
  );
}

/**
 * Words that may stand before a date opening what is said: "so for tomorrow…", "ok and on Monday…", "reminders for
 * tomorrow…", "to-dos for the weekend…".
 */
const FRAME_LEAD =
  /^\s*(?:(?:so|and|ok|okay|alright|right|then|also|um|uh|plan|plans|reminders?|to-?dos?|tasks|jobs|errands|things|stuff|note to self)[\s,;]+)*$/i;
/**
 * A message's content after a verb of telling or asking: "remind Marcus that his…", "ask Tom whether the van…", "text
 * Jenna that I can't do Friday", "email the office that he's got the dentist on the 3rd".
 */
const TOLD_CONTENT =
  /\b(?:tell|told|remind|ask|asked|check|confirm|let\s+\S+\s+know|text|e-?mail|message|ping)\b.*?\s(?:that|whether|if)\s+\S.*$/i;

/**
 * The same content with no "that": a telling verb, whom, then a clause of its own ("tell Rose the review moved to
 * Friday", "remind the crew the shutdown is on the 1st", "tell Dara I'll be home Sunday"), or a call made "to say" it
 * ("ring the garage to say the van comes in Monday"). "tell Sam to book the hall" hands a task over: no news.
 */
const TOLD_CLAUSE =
  /\b(?:tell|remind|let\s+(?:\S+\s+){1,3}know|text|e-?mail|message|ping|warn|inform|notify)\s+(?!(?:to|me|myself|for|about|re|on|at|in|with|back|is|are|was|were|will|has|have)\b)(?:(?!\bto\s)[^,.;!?])*?(?:\b(?:is|are|was|were|will|won['’]t|can['’]t|isn['’]t|aren['’]t|moves|moved|happens|starts|begins|ends|needs|need|has|have|goes|comes|changed)|\b(?:i|we|he|she|they|it|that|there|you)['’](?:s|re|ll|m|d))\b|\bto\s+say\s+\S/i;

/** Is `due` said inside the content of a message `text` passes on? */
function saysAsContent(text: string, due: DueMatch): boolean {
  const at = text.indexOf(due.text);
  if (at <= 0) return false;
  const before = text.slice(0, at);
  return TOLD_CONTENT.test(before) || TOLD_CLAUSE.test(before);
}

/**
 * Before a day in a message: a telling said as done ("Mum asked if you could…"), a request to the user, not a message;
 * or a deadline the message passes on ("remind Emeka that the report is due on the 28th").
 */
const NOT_ONLY_TOLD = /\b(?:told|asked|due|deadline|expires?|closes?|runs? out)\b/i;

/**
 * Whether a task's own day is only what its message tells or asks about ("ask Linnea if we can borrow her trailer on
 * the 12th", "remind Deepa that the audit visit is the 9th", "tell Rose that the review moved to Friday"): the day of
 * the thing, not of the asking. A deadline or a day said as now is when to ask ("let me know by Friday", "confirm that
 * with her today"), and a deadline told is one to meet.
 */
function onlyToldDay(text: string, due: DueMatch): boolean {
  // "tell Eleni check-in is 3pm, today by noon": a day after the content's hour is when to tell.
  const whenToTell = (part: string) => DEADLINE_WORD.test(part) || NOW_DAY.test(part);
  return (
    saysAsContent(text, due) &&
    !due.text.trim().split(/,\s*/).some(whenToTell) &&
    !NOT_ONLY_TOLD.test(text.slice(0, text.indexOf(due.text)))
  );
}

/** A clause that reports a change of day: "band practice moved to Thursday", "Hooli wants to move the demo to Tuesday". */
const CHANGE_NEWS =
  /\b(?:mov(?:e|ed|es|ing)|push(?:ed|es|ing)?|resched\w*|postpon\w*|brought forward|switch(?:ed|ing)? to)\b/i;
/** A task that passes news on: "tell the tenors", "let the client know", "text the parents", "confirm the new time". */
const PASSES_ON =
  /^(?:tell|let\s+(?:\S+\s+){1,3}know|text|email|e-mail|message|ping|inform|notify|warn|post|update|confirm|announce)\b/i;
/** A task that does its thing before the event it names: "update the tracker before it", "…ahead of then". */
const BEFORE_IT = /\b(?:before|ahead of|by)\s+(?:it|then|that)\b/i;

/**
 * Whether a task only passes on the news of a changed day ("Band practice moved to Thursday. Tell Chris and Dana"):
 * the day is what it tells, not when it is done.
 */
function passesOnChange(task: string, said: string): boolean {
  return PASSES_ON.test(task.trim()) && CHANGE_NEWS.test(said) && !BEFORE_IT.test(task);
}

/** A sentence's clauses as the tag picker reads its context: their texts joined by ' | '. */
function joined(clauses: readonly Clause[]): string {
  return clauses.map((c) => c.text).join(' | ');
}

/** Whether `due` opens `text`, with nothing but FRAME_LEAD's words before it ("so tomorrow…", "right tomorrow is…"). */
function opensWith(text: string, due: DueMatch): boolean {
  return FRAME_LEAD.test(text.slice(0, Math.max(0, text.indexOf(due.text))));
}

/** "make it Thursday", "make that the 5th": the words that change a day just said. */
const MAKE_IT = /^make\s+(?:it|that)\s+/i;
/** A thing said to need something: "brooms need new heads", "the filter needs replacing", "the router needs resetting". */
const NEEDS_SAID = /\bneeds?\s+(?:new|a new|replacing|resetting|changing|\d+\s+new)\b/i;
/**
 * The errand that gets it, with nothing of its own to act on: "order 4", "order one on Taobao", "buy some", "go
 * round on Sunday".
 */
const ERRAND_FOR_IT =
  /^(?:order|buy|get|grab|pick\s+up|go|pop)\s+(?:one|some|\d+|two|three|four|five|six|a couple|a few|new ones|a new one|round|over)(?![\p{L}\d])/iu;

/**
 * Whether a step acts on a person, not a thing: "follow up with him", "loop her in", "send her the test cases", "remind
 * Will about it" (of Will) — the person right after the verb or after "with/to".
 */
function actsOnPerson(verbPhrase: string, name: string): boolean {
  const person = PERSON_AFTER_VERB.exec(verbPhrase.trim())?.[1]?.toLowerCase();
  return (
    person !== undefined && (/^(?:him|her)$/.test(person) || person === name.split(/\s+/)[0]!.toLowerCase())
  );
}
/** Someone's plan: "Ravi will intro us…", "Leilani'll be…", "Will said he'd sort…", "Pedro is going to…". */
const PLANS = /\b(?:will|['’]ll|(?:is|are) going to|said (?:he|she|they)(?:['’]d|\s+would))\s/i;
/** The word right after a verb (and "up/in/back", "with/to"): "follow up with him", "loop her in", "remind Will". */
const PERSON_AFTER_VERB = /^\p{L}+(?:\s+(?:up|in|back))?\s+(?:(?:with|to)\s+)?(\p{L}+)(?![\p{L}'’-])/iu;

/** "approve that", "OK it", "sign it off": a yes or no that only points back at a request said before it. */
const GRANTS_IT =
  /^(?:approve|okay|ok|sign off|confirm|agree to|sort|arrange|handle|allow|accept|decline|refuse)\s+(?:it|that|this)(?:\s+off)?\b/i;

/** "do it tonight", "sort that", "handle it": an action that only points at what was said before it. */
const DOES_IT = /^(?:do|sort|handle|take care of|organi[sz]e|arrange)\s+(?:it|that|this)\b(.*)$/i;

/**
 * A sentence opening with what the reader may want: "To reschedule", "If you have any questions", "If you'd like to
 * renew", "If you can help" (a call to all a newsletter's readers).
 */
const ONLY_IF_WANTED =
  /^(?:to|in order to)\s+\p{L}+(?:\s+[\p{L}'’-]+){0,3}$|^if\s+(?:you|u)\s+(?:would|'d|’d|want|wish|need|prefer|have|are|decide|can['’]?t|cannot|cant|require|experience|encounter|(?:can|could)\s+(?:help|volunteer|lend a hand|pitch in)\b)\b/iu;

/** What an action is done to: "circulate the draft budget tomorrow" → "the draft budget". */
function objectOf(verbPhrase: string, today: ZonedNow): string | null {
  const due = findDue(verbPhrase, today);
  const rest = (due ? verbPhrase.replace(due.text, ' ') : verbPhrase)
    .replace(/^\S+(?:\s+(?:up|out|back|over|round|around))?\s+/i, '')
    .replace(/\s{2,}/g, ' ')
    .trim();
  const object = /^(?:the|a|an|my|our|your|his|her|their|this|these|those)\s+[^,;:.!?]{2,60}$/i.exec(rest);
  return object ? object[0] : null;
}

/**
 * "Bruno to order the seal kit today and plan the repair", "Jess (RN) to restock the cart and check the dates": a bare
 * verb joined by "and" to a clause that gives someone a job ("X to…", "X will…") is that person's too. Not after a
 * comma ("Agnieszka and Lukas need to update the PFMEA, set up a session with them") nor after what someone only
 * needs or has to do, which dictation relays ("Keanu needs to finish the rough-in … and invoice Mrs. Achebe").
 */
function sharedDelegate(text: string, clause: Clause, previous: Candidate | undefined): string | null {
  if (!previous?.delegate || clause.kind.kind !== 'action' || clause.kind.start !== 0 || !clause.continues)
    return null;
  const gap = text.slice(previous.clause.index + previous.clause.text.length, clause.index);
  const duty =
    /(?:^|\s)\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*)?(?:\s+\([^()\n]{1,30}\))?(?:\s+to|\s+will|['’]ll|\s+is going to)\s/u.test(
      previous.clause.text,
    );
  return duty && /^\s*(?:and|&)\s*$/i.test(gap) ? previous.delegate : null;
}

/** "…wants the gutters cleared": what is to be done to the thing, read as such (actions.ts, NEED_DONE). */
const DONE_TO_IT = /^(?:the|a|an|my|our|his|her|their)\s+[^,;:]{1,60}?\s+(\p{L}+ed)\b/u;
const doneToIt = (thing: string) => {
  const done = /\bback\b/i.test(thing) ? null : DONE_TO_IT.exec(thing);
  return done !== null && verbOfParticiple(done[1]!) !== null;
};

/** A check-up or test someone wants the writer to have: got, not sent to them. */
const HAD_DONE =
  /^(?:a|an|the|your|my)\s+(?:[\p{L}-]+\s+){0,2}?(?:tests?|check-?ups?|scans?|x-?rays?|jabs?|shots?|vaccinations?|screenings?)(?=\s*$|[\s,.;]+(?:before|by|on|at|in|this|next|tomorrow|today|asap|done)\b)/iu;
/** Money someone wants from the writer: paid to them. */
const OWED =
  /^(?:the|a|an|my|our|this|that)\s+(?:[\p{L}\d-]+\s+){0,3}?(?:fees?|deposit|tuition|rent|instal(?:l)?ments?|balance|payment|dues|subscription)(?![\p{L}])/iu;

/**
 * What to do for a request said about someone: "Finance wants the forecast" → "Send Finance the forecast"; "…wants
 * the consent form back" → "Return the consent form to …"; "…wants a fasting blood test" → "Get a fasting blood test";
 * "…wants the plot fee" → "Pay … the plot fee".
 */
function wantedPhrase(who: string, thing: string): string {
  const back = /^(.+?)\s+back\b(.*)$/.exec(thing);
  if (back) {
    // "the access form signed and back": signed, then returned.
    const signed = /^(.+?)\s+(\p{L}+ed)\s+and$/u.exec(back[1]!);
    const verb = signed ? verbOfParticiple(signed[2]!) : null;
    return verb
      ? `${verb} and return ${signed![1]} to ${who}${back[2]}`
      : `Return ${back[1]} to ${who}${back[2]}`;
  }
  if (HAD_DONE.test(thing)) return `Get ${thing}`;
  if (OWED.test(thing)) return `Pay ${who} ${thing}`;
  return `Send ${who} ${thing}`;
}

/**
 * Whether the writer's own step follows the clause after a comma: "the press brake needs a new encoder, get a quote
 * from Trumpf", "Hannah's project needs a glue gun, buy one" — the need is that step's reason.
 */
function stepAfterComma(text: string, clause: Clause, clauses: Clause[]): boolean {
  const next = clauses[clauses.indexOf(clause) + 1];
  return (
    next?.kind.kind === 'action' &&
    /^\s*,\s*$/.test(text.slice(clause.index + clause.text.length, next.index))
  );
}

/** Being in as an action: "(Kasia has to) be home", "stay in". */
const BE_IN = /^(?:be|stay)\s+(?:at\s+)?(?:home|in|there|around)\b/i;

/** The visit a clause says someone must be in for, with the clause before it when that one names who comes. */
function visitOf(clauses: Clause[], clause: Clause) {
  const at = clauses.indexOf(clause);
  const after = clauses[at + 1]?.text ?? '';
  const own = visitNeeded(clause.text, after);
  if (own) return { ...own, before: '', said: clause.text.slice(own.from) };
  const before = clauses[at - 1];
  if (!before || before.kind.kind === 'action') return null;
  const joined = visitNeeded(`${before.text} ${clause.text}`, after);
  const from = joined ? Math.min(joined.from, before.text.length) : 0;
  return (
    joined && {
      ...joined,
      before: before.text.slice(from),
      said: `${before.text.slice(from)} ${clause.text}`,
    }
  );
}

/** The user's own part of a job, said as theirs: "I review them Wed", "and I'll do the rest", "but I sign off". */
const OWN_PART = /^\W*(?:(?:and|but|so|then)\s+)?I(?:['’]ll|\s+will)?\s+(?=\p{Ll})/u;

function candidatesOf(
  segment: Segment,
  clauses: Clause[],
  today: ZonedNow,
  /** The clauses of the sentence before, when it gave no task. */
  before: () => Clause[] = () => [],
  /** Whether another sentence of the line comes before this one. */
  afterStop = false,
  /** Whether the sentence is a chat speaker's or a mail writer's, said to the user. */
  theirWords = false,
  /** The segment opens an item of a list a mail asks of its reader (see `listsAsked`). */
  asked = false,
): {
  candidates: Candidate[];
  absorbed: Set<number>;
  /** Whether every action the sentence said was taken back ("book the hall, no wait, scratch that"). */
  retracted?: true;
} {
  const found: Candidate[] = [];
  /** Visits handed on in the sentence ("…, someone has to be home, ask Omar if he can WFH"), and where. */
  const handedVisits: { at: number; visitor: string }[] = [];
  /** Clauses read as people on the task before them: neither tasks nor context for a title. */
  const absorbed = new Set<number>();
  const hasStrongAction = clauses.some(
    (c) => c.kind.kind === 'action' || (c.kind.kind === 'nominal' && !c.kind.weak),
  );
  for (const clause of clauses) {
    const { kind } = clause;
    const previous = found.at(-1);
    const involved = previous && kind.kind !== 'nominal' ? involvedIn(segment.text, clause) : null;
    if (involved) {
      for (const name of involved.names) if (!previous!.also.includes(name)) previous!.also.push(name);
      if (involved.part) previous!.extra += ` ${clause.text}`;
      absorbed.add(clause.index);
      continue;
    }
    // "the gas inspection guy comes Thursday, someone has to be home - I'll WFH that day": the user taking the visit on
    // says who is in for it, no task of its own.
    if (previous?.visit && takesVisit(clause.text)) {
      previous.extra += ` ${clause.text}`;
      previous.visit += ` ${clause.text}`;
      absorbed.add(clause.index);
      continue;
    }
    // "the furnace guy comes Monday between 8 and noon, someone has to be home", "the plumber is Friday so I need to be
    // home": being in for the visit is the task. Another's words ask it of the user, whose answer takes it on
    // (chatVisits); one handed on in the same breath ("…, ask Omar if he can WFH") is that request's.
    // ("so Kasia has to be home": a visit handed to someone by name reads as their action.)
    const inFor = kind.kind !== 'action' || BE_IN.test(clause.text.slice(kind.start));
    const visit = !inFor || clause.header || theirWords ? null : visitOf(clauses, clause);
    if (visit?.handedOn) handedVisits.push({ at: clause.index, visitor: visit.visitor });
    if (visit && !visit.handedOn) {
      found.push({
        clause,
        verbPhrase: visit.title,
        delegate: null,
        extra: visit.before,
        also: visit.people,
        visit: visit.said.trim(),
      });
      continue;
    }
    // "…draft a motion to compel - draft to me by Mon": what the task before makes, handed back, is part of that task.
    const handedBack = previous
      ? HANDED_BACK.exec(clause.text.trim())?.[1]?.replace(/[\s.!]+$/, '')
      : undefined;
    if (previous && handedBack !== undefined && (!handedBack || isOnlyDate(handedBack, today))) {
      previous.extra += ` ${clause.text}`;
      continue;
    }
    // "Joaquim from Payroll wants the overtime sheets": send them what they asked for (they are on it).
    const wanted = kind.kind === 'noise' || clause.header ? null : wantedBy(clause.text);
    // "the bank wants the statements, start gathering receipts", "renew my permit, HR needs the documents by the 4th": a
    // body's request beside a step of the writer's own in the sentence is that step's reason or detail, no task.
    // A body's request relayed by a chat's speaker or a mail's writer is theirs to pass on: the user's answer says
    // what the user takes on.
    const stepAfter =
      wanted &&
      !wanted.person &&
      (theirWords ||
        doneToIt(wanted.thing) ||
        // "renew office lease (landlord wants an answer by the 1st)": a remark in brackets on the item before.
        /\(\s*$/.test(segment.text.slice(0, clause.index)) ||
        clauses.some((c) => c !== clause && c.kind.kind === 'action'));
    if (wanted && !stepAfter) {
      const verbPhrase = wantedPhrase(wanted.name, wanted.thing);
      found.push({
        clause,
        verbPhrase,
        delegate: null,
        extra: '',
        also: wanted.person ? [wanted.name] : [],
        wanted: true,
      });
      continue;
    }
    // "Kemi needs a lift to training": give Kemi the lift.
    const lift = kind.kind === 'noise' || clause.header ? null : liftFor(clause.text);
    if (lift) {
      const also = lift.name ? [lift.name] : [];
      found.push({ clause, verbPhrase: lift.verbPhrase, delegate: null, extra: '', also });
      continue;
    }
    if (kind.kind === 'action') {
      const topic = topicBefore(clause.text, kind.start);
      const purpose = topic ? null : purposeBefore(clause.text, kind.start);
      const plan = clause.text.slice(kind.start);
      /** Whether the verb comes right after "and" at the end of that clause ("…the release and push"). */
      const followsWithAnd = (before: Clause, joiner = /\band\s*$/i) =>
        kind.start === 0 &&
        clauses[clauses.indexOf(clause) - 1] === before &&
        joiner.test(segment.text.slice(0, clause.index));
      const verbPhrase = topic
        ? /\b(?:it|them)\b/i.test(plan)
          ? plan.replace(/\b(?:it|them)\b/i, topic.toLowerCase())
          : `${withoutStop(plan)} for ${topic.toLowerCase()}`
        : purpose
          ? `${withoutStop(plan)} ${purpose.toLowerCase()}`
          : plan;
      // After a dash or in brackets too: "write the ADR — draft by Thursday", "…(draft by next Wed)".
      const aside = (before: Candidate) =>
        /^\s*(?:[—–-]|\()\s*$/.test(
          segment.text.slice(before.clause.index + before.clause.text.length, clause.index),
        );
      // "…on Saturday — nej vänta, the shop is closed Saturdays, make it Thursday", "ring the tuner Monday, hmm, the kids
      // are home Mondays, make that Wednesday": a new day for the task before, no task of its own (that task's
      // correction reads it in its tail).
      if (previous && MAKE_IT.test(verbPhrase) && isOnlyDate(verbPhrase.replace(MAKE_IT, ''), today))
        continue;
      // "brooms need new heads, order 4", "the filter needs replacing, order one on Taobao": the errand that gets what
      // the thing needs is that task, not a second one.
      if (
        previous &&
        clause.continues &&
        NEEDS_SAID.test(previous.clause.text) &&
        ERRAND_FOR_IT.test(verbPhrase)
      ) {
        previous.extra += ` ${clause.text}`;
        absorbed.add(clause.index);
        continue;
      }
      if (previous && (clause.continues || aside(previous)) && onlyDated(verbPhrase, today)) {
        // "Write up the policy changes, draft by Monday": a one-word stage and a date say when, not what.
        previous.extra += ` ${clause.text}`;
        // "merge the branch and deploy tonight": a verb after "and" is the task's last step.
        const step = leadWord(verbPhrase);
        if (step && ACTION_VERBS.has(step) && followsWithAnd(previous.clause))
          previous.verbPhrase += ` and ${step}`;
        absorbed.add(clause.index);
        continue;
      }
      // "To reschedule, call us 24 hours ahead", "If you have any questions, email me": what to do if the reader wants
      // to, nothing to do. A date keeps it ("If you'd like to renew, send the form within two weeks").
      const condition = clauses[clauses.indexOf(clause) - 1];
      if (
        !previous &&
        condition?.index === 0 &&
        !condition.header &&
        // Said before a comma ("To reschedule, call us"), not a list's label ("To do: call mum", "To do - call mum").
        /^\s*,\s*$/.test(segment.text.slice(condition.text.length, clause.index)) &&
        ONLY_IF_WANTED.test(condition.text.trim()) &&
        !mentionsDate(verbPhrase)
      )
        continue;
      // "Tried calling the bank, line was busy. Try again tomorrow.": the sentence before, when it gave no task.
      const meant =
        !previous && (DO_IT.test(verbPhrase) || TRY_AGAIN.test(verbPhrase))
          ? (meantEarlier(clauses, clause.index) ?? meantEarlier(before(), Number.POSITIVE_INFINITY))
          : null;
      if (meant) {
        // "I meant to ring the landlord yesterday, do it tonight": ring the landlord, tonight.
        found.push({ clause, verbPhrase: meant, delegate: null, extra: '', also: [] });
        continue;
      }
      // "Omar will circulate the draft budget tomorrow; please review it by Monday": the user's own step on what
      // someone else does is a task of its own, on that thing.
      const theirs = previous?.delegate && !kind.delegate && !DO_IT.test(verbPhrase);
      // "Ravi will intro us to two angels, follow up with him on Wednesday", "Leilani will be our on-the-day contact,
      // I'll loop her in": the user's own step on the person whose plan was just said is the task; the plan is what it
      // is about (the sentence stays its description), no task of that person's besides.
      // A duty someone has ("Gabe needs to take Ava to the dentist, remind him") stays what the reminder is about.
      if (theirs && PLANS.test(previous!.clause.text) && actsOnPerson(verbPhrase, previous!.delegate!))
        found.pop();
      const thing = theirs ? objectOf(previous!.verbPhrase, today) : null;
      if (thing && /^\w+(?:\s+(?:up|out|back))?\s+(?:it|them)\b/i.test(verbPhrase)) {
        const own = verbPhrase.replace(/\b(?:it|them)\b/i, thing);
        found.push({ clause, verbPhrase: own, delegate: null, extra: '', also: [] });
        continue;
      }
      // "…need to get someone out to look at it and the car tax runs out at the end of the month so sort that": a
      // statement between the task and "that" is what "that" means, a task of its own.
      const between = clauses[clauses.indexOf(clause) - 1];
      const said =
        previous && between && between !== previous.clause && between.kind.kind === 'context'
          ? subjectOf(between.text)
          : null;
      // A thing ("the car tax"), not a person who wants something ("Sam wants to borrow the tent").
      const thingSaid = said && /^(?:the|my|our|your|his|her|their)\s/i.test(said) ? said : null;
      if (thingSaid && /^\w+(?:\s+(?:up|out|back))?\s+(?:it|that|this)\b/i.test(verbPhrase)) {
        found.push({
          clause,
          verbPhrase: verbPhrase.replace(
            /\b(?:it|that|this)\b/i,
            thingSaid.replace(/^(?:My|Our)\b/, (w) => w.toLowerCase()),
          ),
          delegate: null,
          extra: '',
          also: [],
        });
        continue;
      }
      // "I owe Pieter R200, pay him back": the same verb on a pronoun is the task before it again; so is "do" on it,
      // which stands for any verb ("book the flights for the workshop on the 10th – do it tonight") — over a day that
      // names the thing, not a deadline it takes back ("…before the end of the year, no actually, do it this month" is
      // the correction's).
      const again = /^(\p{L}+)\s+(?:him|her|them|it)\b/iu.exec(verbPhrase)?.[1]?.toLowerCase();
      // Said again with a day of its own, that day is the task's.
      const first =
        previous && again && findDue(clause.text, today) ? findDue(previous.verbPhrase, today) : null;
      const sameTask =
        again === 'do'
          ? !first || !DEADLINE_WORD.test(first.text)
          : previous?.verbPhrase.toLowerCase().startsWith(`${again} `);
      if (previous && again && sameTask) {
        previous.extra += ` ${clause.text}`;
        if (first) {
          previous.again = clause.text;
          // The first day leaves the title, unless "do it" followed it ("the client workshop on the 10th").
          if (again !== 'do')
            previous.verbPhrase = previous.verbPhrase.replace(first.text, ' ').replace(/\s+/g, ' ').trim();
        }
        continue;
      }
      // "Ellie from the market wants 30 for her hampers — quote her by Friday", "Hana asked for the customer list, tell
      // her": a step on whoever asked answers the request, and is the task in its place (the request stays what it is
      // about); telling them sends what they asked for, another verb says what to do instead.
      const answer = previous?.wanted && previous.also.length === 1 ? ANSWERS_ASKER.exec(verbPhrase) : null;
      if (previous && answer) {
        found.pop();
        const verb = answer[1]!;
        found.push({
          clause,
          verbPhrase: REPLY_VERB.test(verb)
            ? previous.verbPhrase
            : previous.verbPhrase.replace(
                /^Send\s/,
                `${verb.charAt(0).toUpperCase()}${verb.slice(1).toLowerCase()} `,
              ),
          delegate: null,
          extra: '',
          also: previous.also,
        });
        continue;
      }
      // "I'll volunteer for the bake sale, email the PTA": telling the one who asked is how the user signs up.
      const signsUp =
        previous !== undefined &&
        SIGN_UP.test(previous.verbPhrase) &&
        TELLS_SOMEONE.test(
          verbPhrase
            .replace(findDue(verbPhrase, today)?.text ?? '', '')
            .replace(/[\s.!;,]+$/, '')
            .trim(),
        );
      // "tag the release and push after QA signs off", "merge the branch and deploy tonight": a verb with no object of
      // its own, right after a task, finishes that task. So does one after "then", "+" or "&" with nothing after it but
      // a day, after a task that has its object ("update the disclosure + re-send", "confirm numbers first then book").
      const bare = BARE_STEP.exec(verbPhrase);
      const rest = bare?.[2]?.trim() ?? '';
      if (
        previous &&
        bare &&
        isStepVerb(bare[1]!.toLowerCase()) &&
        ((followsWithAnd(previous.clause) &&
          (!rest || isOnlyDate(rest, today) || CONDITION_START.test(rest))) ||
          (followsWithAnd(previous.clause, THEN_OR_PLUS) &&
            /\s/.test(previous.verbPhrase.trim()) &&
            (!rest || isOnlyDate(rest, today))))
      ) {
        previous.extra += ` ${clause.text}`;
        previous.verbPhrase += ` and ${bare[1]!.toLowerCase()}`;
        continue;
      }
      // "Update the PFMEA for the new crimp height — Luis to review": a verb alone handed to someone after the task is
      // that person's part in it, not a task of its own.
      if (previous && bare && !rest && kind.delegate && ACTION_VERBS.has(bare[1]!.toLowerCase())) {
        previous.extra += ` ${clause.text}`;
        if (previous.delegate === null) previous.delegate = kind.delegate;
        else previous.also.push(kind.delegate);
        continue;
      }
      // "raise the partitions (coordinate with Baptiste, he owns the topic)", "fix the sign light, ask Dodi", "need the
      // export from IT; chase Dimas tomorrow": a person to check with, ask or chase, and nothing else, right after a task
      // is who that task is with, no task of its own.
      const helper = previous ? HELPER_STEP.exec(verbPhrase) : null;
      const helped = helper?.[1] ?? helper?.[2];
      if (previous && helped && isPersonName(helped)) {
        previous.extra += ` ${clause.text}`;
        if (!previous.also.includes(helped)) previous.also.push(helped);
        absorbed.add(clause.index);
        continue;
      }
      if (previous && (PRONOUN_FOLLOW_UP.test(verbPhrase) || REPORTS_BACK.test(verbPhrase) || signsUp)) {
        // "renew the cert, do that tomorrow" / "write the post and share it": one task, not two; so are a step on the
        // same thing said without it ("prep the talk slides, send to Marta for review", "collate the updates and send
        // to the quality office", "update the plan + share w/ Bruna", "run the analysis, present at next meeting",
        // "torque the clamps, get Gene to verify").
        previous.extra += ` ${clause.text}`;
        // "Mark wants the PO numbers, send them today": the request already says what to send.
        if (!DO_IT.test(verbPhrase) && !previous.wanted) previous.verbPhrase += ` and ${verbPhrase}`;
        continue;
      }
      // "- Scrap on cell 5 at 6%. Carmen -> run a DOE": an owner written before a job after the point's topic (one
      // opening the line is read in cleaning, as a speaker or an owner).
      // "… Huong: volunteer roster, send to the group by the 4th.": the thing may stand between, before a comma.
      const thingFirst =
        clauses[2] === clause &&
        clauses[1]!.kind.kind !== 'action' &&
        /^\s*,\s*$/.test(segment.text.slice(clauses[1]!.index + clauses[1]!.text.length, clause.index));
      const owner =
        afterStop &&
        segment.bullet &&
        (clauses[1] === clause || thingFirst) &&
        /^\s*(?::|->|→|=>)\s*$/.test(segment.text.slice(clauses[0]!.text.length, clauses[1]!.index))
          ? pointOwner(clauses[0]!.text)
          : null;
      found.push({
        clause,
        verbPhrase,
        delegate: kind.delegate ?? sharedDelegate(segment.text, clause, previous) ?? owner,
        extra: '',
        also: [],
      });
    } else if (
      kind.kind === 'nominal' &&
      (!kind.weak || !hasStrongAction || dueOnItsOwn(segment.text, clause, clauses, kind.title)) &&
      !(kind.reason && stepAfterComma(segment.text, clause, clauses))
    ) {
      found.push({
        clause,
        verbPhrase: kind.title,
        delegate: kind.delegate ?? null,
        extra: '',
        also: kind.with ? [kind.with] : [],
      });
    } else if (kind.kind === 'context' && clauses.length > 1 && betweenSemicolons(segment.text, clause)) {
      // "need their Nov sales by the 15th; Otieno & Co payroll Fri; send Grace the P&L": an item of a list the writer
      // splits with semicolons is read as a list item on its own line is, a thing and its date.
      const thing = datedNote(clause.text, findDue(clause.text, today));
      if (
        thing &&
        !WONT_HAPPEN.test(clause.text) &&
        !saysStatus(clause.text) &&
        // "The tiler comes Monday;": when someone comes is no thing to do; "Hamid – insurance cert by Dec 1;": an item
        // another's name heads is theirs ("me – rota by Thu" is the writer's).
        !saysWhenSomeoneActs(clause.text) &&
        !OTHERS_ITEM.test(segment.text.slice(segment.text.lastIndexOf(';', clause.index) + 1))
      )
        found.push({ clause, verbPhrase: thing, delegate: null, extra: '', also: [] });
    }
  }
  // "go back to the Hendersons' place and (um) replace the valve": the trip is how, the next action is the task. A
  // trip with a date or a comma of its own ("go to the gym on Wednesday, call mum") is a task.
  for (let i = found.length - 2; i >= 0; i--) {
    const trip = found[i]!.clause;
    const next = found[i + 1]!.clause;
    const gap = segment.text.slice(trip.index + trip.text.length, next.index);
    if (
      TRIP.test(found[i]!.verbPhrase) &&
      /^[\s;]*(?:and|&|then|and then)[\s;]*$/i.test(gap) &&
      !mentionsDate(found[i]!.verbPhrase)
    )
      found.splice(i, 1);
  }
  // "help mum with the kimjang (bring gloves)", "attend the medical (bring your passport)": what to bring, in brackets
  // after the task on its line, is part of that task; its words stay in the description.
  for (let i = found.length - 1; i > 0; i--) {
    const clause = found[i]!.clause;
    if (/^bring\b/i.test(found[i]!.verbPhrase) && /\(\s*$/.test(segment.text.slice(0, clause.index)))
      found.splice(i, 1);
  }
  // "email Sam, no wait, text him", "book the hotel, oh wait no, Dana already did", "get kuna… no wait, they use
  // euros now, skip": the speaker takes the action back. A "no wait" before other words ("buy milk, no wait, oat
  // milk") corrects it instead and keeps it.
  const said = found.length;
  // Each action's words run to the next action said, taken back or not: one "skip that" takes back one action.
  const asSaid = [...found];
  /** "book a hall, scrap that": "scrap" read as an action of its own takes back the action before it. */
  let takenBack = false;
  for (let i = found.length - 1; i >= 0; i--) {
    const next = asSaid[i + 1]?.clause;
    const nextStart = next ? actionStart(next) : segment.text.length;
    const tail = segment.text.slice(found[i]!.clause.index, nextStart).replace(TRAILING_JOINER, '');
    const noWait = NO_WAIT.exec(tail);
    const after = noWait ? tail.slice(noWait.index + noWait[0].length) : '';
    const keeps = keepsAfterNo(
      segment.text.slice(asSaid[i - 1]?.clause.index ?? 0, actionStart(found[i]!.clause)),
      found[i]!.verbPhrase,
    );
    const backs = i > 0 && (takesBackTheOneBefore(tail) || keeps);
    if (
      takenBack ||
      backs ||
      keeps ||
      RETRACTED.test(tail) ||
      putOffWithNoDay(tail) ||
      (noWait &&
        (!after.trim() ||
          RETRACTED.test(after) ||
          (saysWhyNot(after) && !correctsNumber(tail.slice(0, noWait.index), after))))
    ) {
      // Taken back, it is no context for the tasks around it either.
      absorbed.add(found[i]!.clause.index);
      found.splice(i, 1);
      takenBack = !takenBack && backs;
    } else takenBack = false;
  }
  // The segment's own date, read once (finding dates is the costly part) for the two checks below.
  let due: DueMatch | null | undefined;
  const segmentDue = () => {
    if (due === undefined) due = findDue(segment.text, today);
    return due;
  };
  // A line that is only a date ("Mon 23 Nov", "Nov 30") heads what follows it, a chat day or a list.
  const listLike = () =>
    !isAllDate(segment.text, segmentDue()) &&
    // "- still bugs me the test was ignored. ugh.": a sigh after an item is no item of its own.
    ((segment.bullet && !ONLY_INTERJECTIONS.test(segment.text)) ||
      (segment.text.split(/\s+/).length <= 6 &&
        // A short verbless note with a date in it ("Gym at 7 tomorrow.", "Tooling order in a week") is a list item.
        // A bare numeric date ("Weekly ops sync 24/11", "[14/10, 7:06 pm] Mum:") dates a heading or a message.
        !/^\d{1,2}[-/]\d{1,2}$/.test(segmentDue()?.text ?? '1/1') &&
        !NAMES_A_LIST.test(segment.text) &&
        // "Ugh lunes otra vez", "omg Friday already": a sigh about a day, nothing to do; "fine", "later.": a reaction.
        !INTERJECTION.test(segment.text) &&
        !ONLY_INTERJECTIONS.test(segment.text)));
  if (said > 0 && found.length === 0) return { candidates: found, absorbed, retracted: true };
  const datedThing = found.length === 0 ? datedNote(segment.text, segmentDue()) : null;
  const vagueThing = found.length === 0 && !datedThing ? vagueNote(segment.text, segmentDue()) : null;
  const pointed = found.length === 0 && !datedThing && !vagueThing ? pointedNote(segment.text, today) : null;
  const dated = datedThing ?? vagueThing ?? pointed?.thing ?? null;
  // "portfolio refresh - sometime in Q1, no rush": the hedge is part of the time.
  const thingEnds = vagueThing ? segment.text.indexOf(vagueThing) + vagueThing.length : Infinity;
  // "mum's bday present (her bday is the 9th)": a remark in brackets says its own verb; the item is what is outside.
  // "board meeting moved to the 10th → deck final by the 9th": the news before the arrow is no part of the item.
  const item = pointed ? segment.text.slice(pointed.at) : segment.text;
  const outside = item.replace(/\s*\([^()]*\)/g, ' ').trim();
  /** An item of a list a mail asks for, as the thing to do (null: it asks nothing). */
  const askedAs = asked && found.length === 0 ? askedItem(outside) : undefined;
  if (
    found.length === 0 &&
    (dated || listLike()) &&
    // "thursday mike 🙄", "thurs: night shift, nothing else 🙃": a short note of a day and a mood is no item (a bullet's
    // item stays one).
    (segment.bullet || segment.text.split(/\s+/).length > 6 || !MOOD.test(segment.text)) &&
    !WONT_HAPPEN.test(segment.text) &&
    // "chhodo, next year": taking back the sentence before is no item of its own.
    !TAKES_BACK.test(segment.text) &&
    // "we need the hall before 4", "I need the van at 2pm": the user's own need at an hour today, no thing to do.
    !(OWN_NEED.test(segment.text) && givesOnlyTime(segmentDue()?.text ?? '')) &&
    // "I need the following from you:" over "- the side gate unlocked on the 2nd": a state the writer asks for.
    (typeof askedAs === 'string' ||
      ((!hasFiniteVerb(withoutAttributiveParticiples((dated ?? outside).replace(PARTICIPLE_FIRST, ''))) ||
        wantsStateBy(outside)) &&
        !saysStatus(outside))) &&
    clauses.every((c) => (c.kind.kind !== 'noise' || c.index >= thingEnds) && (dated !== null || !c.header))
  ) {
    // A list item written as a noun phrase ("Fuel card report for Ahmed by Sunday") is a to-do. One saying what
    // someone does is theirs when it is an item ("- Lee books the venue"), a statement when it is not ("Mark sends
    // his regards").
    // "Sam needs the car tonight": someone else's plan for a thing of the user's.
    // "Femke starts Monday": when someone comes, goes or begins.
    if (usesThing(item) || saysWhenSomeoneActs(item)) return { candidates: found, absorbed };
    const clause = clauses[0]!;
    const duty = presentDuty(item);
    if (duty) {
      if (segment.bullet)
        found.push({ clause, verbPhrase: duty.title, delegate: duty.name, extra: '', also: [] });
      return { candidates: found, absorbed };
    }
    found.push({
      // "… → deck final by the 9th": the thing after the arrow is the task's text, with its own date.
      clause: { ...clause, text: item, index: pointed?.at ?? clause.index },
      verbPhrase:
        askedAs && askedAs !== outside
          ? askedAs
          : (dated ?? (hasFiniteVerb(segment.text) ? outside : segment.text)),
      delegate: null,
      extra: '',
      also: [],
    });
  }
  // "- reimbursement form for the Bali training, finance wants it by Friday", "- expense claims, the portal closes in 3
  // days": a noun-phrase item and, after its comma, a statement of when it is due: the item, with that date.
  const head = clauses[0];
  const tail = head ? segment.text.slice(head.index + head.text.length) : '';
  // "perf reviews for my team: HR wants them by 4 Dec": after a colon only who wants it back ("it", "them") makes the
  // words before it the thing, not a heading.
  const wantedBack = WANTED_BACK.test(tail);
  if (
    found.length === 0 &&
    head &&
    (!head.header || wantedBack) &&
    clauses.length > 1 &&
    (/^\s*[,;–—]/.test(tail) || wantedBack) &&
    // Two words at least, and no question ("Honestly, who decided Friday deploys are a good idea?").
    /\S\s+\S/.test(head.text) &&
    !segment.text.trimEnd().endsWith('?') &&
    !hasFiniteVerb(head.text) &&
    hasFiniteVerb(tail) &&
    (segmentDue()?.index ?? -1) >= head.index + head.text.length &&
    listLike() &&
    !WONT_HAPPEN.test(segment.text) &&
    clauses.every((c) => c.kind.kind !== 'noise')
  )
    found.push({
      clause: { ...head, text: segment.text },
      verbPhrase: head.text,
      delegate: null,
      extra: '',
      also: [],
    });
  const shopping = SHOPPING_LIST.exec(segment.text);
  if (found.length === 0 && shopping && !hasFiniteVerb(shopping[1]!)) {
    // "Groceries: eggs, spinach, oat milk" is one errand.
    found.push({
      clause: { ...clauses[0]!, text: segment.text },
      verbPhrase: `Buy ${shopping[1]}`,
      delegate: null,
      extra: '',
      also: [],
    });
  }
  const worn = found.length === 0 ? NEW_FOR_WORN.exec(segment.text) : null;
  if (worn && !hasFiniteVerb(worn[1]!))
    found.push({
      clause: { ...clauses[0]!, text: segment.text },
      verbPhrase: `Buy ${worn[1]!.trim()}`,
      delegate: null,
      extra: '',
      also: [],
    });
  const label = found.length === 0 ? VERB_LABEL.exec(segment.text) : null;
  if (label) {
    // "Calls: plumber re leak, Aunt Rosa re Sunday": one call each.
    const verb = VERB_OF_LABEL[label[1]!.toLowerCase().replace(/^to /, '').replace(/s$/, '')]!;
    for (const item of segment.text.slice(label[0].length).matchAll(/[^,;]+/g)) {
      const text = item[0].trim().replace(/[.!]+$/, '');
      if (!/\p{L}{2}/u.test(text) || hasFiniteVerb(text) || /^(?:done|none|nothing|n\/a|tbc)$/i.test(text))
        continue;
      const verbPhrase = `${verb} ${text}`;
      const clause = { ...clauses[0]!, text: verbPhrase, index: label[0].length + item.index };
      found.push({ clause, verbPhrase, delegate: null, extra: '', also: [] });
    }
  }
  // "the water heater guy is coming Saturday so someone has to be home, ask Yasmin if she can stay": the request that
  // hands the visit on says whom it is for.
  for (const { at, visitor } of handedVisits) {
    const ask = found.find((c) => c.clause.index > at && handsVisitOn(c.verbPhrase));
    const head = visitor.split(' ').at(-1)!.toLowerCase();
    if (ask && !ask.verbPhrase.toLowerCase().includes(head))
      ask.verbPhrase = `${withoutStop(ask.verbPhrase)} for ${visitor}`;
  }
  return { candidates: found, absorbed };
}

/**
 * A list item opening with a participle that describes the thing after it, as an adjective: "revised quote for the
 * plug points by Friday", "damaged pallet from Raben - photos + claim", "controlled drugs register check". Before a
 * name, an article, a pronoun, a preposition or a gerund it is a verb ("emailed the landlord", "called Auntie Efua",
 * "talked about moving…", "decided no raffle"), and so in a short note ("mixed bag today").
 */
const PARTICIPLE_FIRST =
  /^\s*\p{L}{3,}ed\s+(?!(?:the|a|an|no|any|each|every|both|another|other|my|our|your|his|her|their|its|this|that|these|those|it|them|him|me|us|you|i|he|she|we|they|to|by|on|in|at|for|with|from|about|up|out|off|back|over|and|but|or|so|as|if|all|some|\p{L}+ing)(?![\p{L}]))(?=\p{Ll}+(?:\s+\S+){2})/u;

/**
 * A thing and the state it must be in by a day: "flyers printed by next Tue", "Gr 10 maths exams marked by Friday EOD"
 * — what to get done, not what was done ("minutes recorded by S. Boudreau" names who, not when).
 */
const STATE_BY_DAY = /^([^,;:.!?]{3,60}?)\s\p{L}{3,}ed\s+(?:by|before|b4)\s+([^\n]+)$/u;

function wantsStateBy(text: string): boolean {
  const state = STATE_BY_DAY.exec(text);
  return (
    state !== null &&
    !hasFiniteVerb(state[1]!) &&
    !/\b(?:be|been|being|to|will|would|should|must|can|could|needs?|i|we|you|he|she|they|it)\b/i.test(
      state[1]!,
    ) &&
    mentionsDate(state[2]!)
  );
}

function normalisedWords(title: string): Set<string> {
  return new Set(
    words(title).filter((w) => w.length > 2 && !/^(?:the|and|for|with|to|of|on|in|a|an)$/.test(w)),
  );
}

/**
 * "you" as whom the user's promise is for, after its verb or a preposition: "text you when they're done", "check with
 * you", "get back to you", "send you two names", "calculate it for you" — not "you all", "you guys", "you both".
 */
const ANSWERED_YOU =
  /\b((?:to|for|with|send|text|call|ring|phone|email|e-mail|ping|message|tell|show|give|owe|let|pay|remind|help|meet|brief|lend|forward)\s+)you\b(?!['’]|\s+(?:all|guys|both|lot|folks|each)\b)/i;

/** Errands of getting something: "grab ice", "get ice and charcoal", "pick up the cake". */
const ERRAND = /^(?:get|grab|buy|pick up|bring|fetch|collect|order)\s+(\S.*)$/i;
/** Taking on whatever was just said, and nothing else: "take that", "own it", "handle this". */
const POINTS_BACK =
  /^(?:take|own|handle|do|cover|grab|tackle|pick)\s+(?:that|this|it)(?:\s+(?:on|up))?[\s?.!]*$/i;
/** A verb that only says someone takes a task on ("do the forecast tab", "take care of the invoices"). */
const TAKE_ON_VERB = /^(?:do|handle|sort(?: out)?|take care of|take|cover|deal with)\s/i;

/** `later` is the errand of `earlier` with more in it: the same things to get, and others besides. */
function moreOfErrand(earlier: string, later: string): boolean {
  const before = ERRAND.exec(earlier)?.[1];
  const after = ERRAND.exec(later)?.[1];
  if (!before || !after) return false;
  const had = normalisedWords(before);
  const has = normalisedWords(after);
  return had.size > 0 && has.size > had.size && [...had].every((word) => has.has(word));
}

/** A title that only names a thing, with its determiner: "The car rego", "The torque checks on the capper". */
const THING_ONLY =
  /^(?:the|my|our|your|their)\s+(.+?)(?=\s+(?:on|in|at|for|of|from|with|is|are|was|were|has|have|needs?)\s|$)/i;

/**
 * `later` acts on the thing `earlier` only named: "The car rego" (from "the car rego is due on the 5th!!") and "Renew
 * the car rego online", "The torque checks on the capper" and "Ask Daniela to run the torque checks".
 */
function actsOnThing(earlier: string, later: string): boolean {
  const thing = THING_ONLY.exec(earlier)?.[1];
  if (!thing || THING_ONLY.test(later)) return false;
  const named = normalisedWords(thing);
  const has = normalisedWords(later);
  return named.size > 0 && [...named].every((word) => has.has(word));
}

/** Offsets of blank-line paragraph breaks, found once per dump. */
function paragraphBreaks(text: string): number[] {
  return [...text.matchAll(/\n\s*\n/g)].map((match) => match.index);
}

const STATUS_MARK =
  /^\s*(?:(?:very |super |really )?(?:overdue|urgent|important|(?:(?:high|top|low|medium|med)\s+)?prio(?:rity)?|late|pressing)|not urgent|no rush|p[0-3]|!+)[\s!.]*$/i;
/** "renew passport [due: Dec 15]", "order new glasses {by Friday}": other brackets after a word read as round ones. */
const OTHER_BRACKETS = /(?<=\S)\s*\[([^[\]]{2,120})\]|(?<=\S)\s*\{([^{}]{2,120})\}/g;
/** A remark in brackets inside a line: "(it's on the 5th)", "(the tap is leaking again)". */
const BRACKETED = /\s\(([^()]{3,120})\)(?=[\s,.;:!?]|$)/g;

/**
 * The line without the remarks in brackets that say something about the task rather than what to do or by when:
 * "RSVP to Karen's party (it's on the 5th) by Monday" is due Monday, and "Call the plumber (the tap is leaking again)
 * tomorrow" is called that; the description keeps them. A bracket that gives the only date ("renew car tags (expire
 * 11/30)") or names who or what ("(Dana, Raj)", "(HP 305)") stays.
 */
function withoutRemarks(text: string, today: ZonedNow): string {
  if (!text.includes('(')) return text;
  // The line's dates, read once: whether a date is said outside a bracket is asked of each dated bracket.
  let lineDates: DueMatch[] | undefined;
  return text.replace(BRACKETED, (bracket: string, inner: string, offset: number) => {
    // "(overdue!!)", "(urgent)": how pressing it is, which the title need not say.
    if (STATUS_MARK.test(inner)) return '';
    const due = findDue(inner, today);
    const remark = inner.split(/\s+/).length >= 3 && hasFiniteVerb(inner);
    // "(due Fri)", "(by the 3rd)": a bracket that gives the deadline is the task's date, whatever else the line says.
    if ((!remark && !due) || (due && DEADLINE_WORD.test(due.text))) return bracket;
    if (!due) return '';
    lineDates ??= findDates(text, today);
    const end = offset + bracket.length;
    return lineDates.some((date) => date.index + date.text.length <= offset || date.index >= end)
      ? ''
      : bracket;
  });
}

/**
 * "Nana's 80th is Saturday 5th" … "Hunter also pick up Nana on the day": the nearest day said before the task, in its
 * sentence (before `until`: any day but an hour or a deadline) or up to a dozen sentences back (one that can be an
 * occasion's, `namesOccasion`).
 */
function occasionBefore(segments: Segment[], index: number, until: number, today: ZonedNow): DueMatch | null {
  for (let i = index; i >= Math.max(0, index - 12); i--) {
    const text = i === index ? segments[i]!.text.slice(0, until) : segments[i]!.text;
    // In the task's own sentence the day said last is that day ("Maddie's got the dentist Friday at three forty so I
    // gotta leave early that day"), unless it is only an hour or a deadline.
    const found = findDates(text, today)
      .filter((date) =>
        i === index
          ? !givesOnlyTime(date.text) && !DEADLINE_WORD.test(date.text.trim())
          : namesOccasion(text, date),
      )
      .sort((a, b) => b.index - a.index)[0];
    if (found) return found;
  }
  return null;
}

/** The date said last in the few sentences before this one ("I'll take the call on Thursday. Can you pull the numbers before then?"). */
function earlierDue(segments: Segment[], index: number, today: ZonedNow): DueMatch | null {
  for (let i = index - 1; i >= Math.max(0, index - 3); i--) {
    const found = datesPointedBack(segments[i]!.text, today).sort((a, b) => b.index - a.index)[0];
    if (found) return found;
  }
  return null;
}

/**
 * Where a clause stands in the dump: a segment's text has its blanks collapsed ("Priya, please draft…" cleaned to
 * "please draft…"), so the clause's first words are found again in the segment as cleaning left it.
 */
function clauseStart(
  cleanedText: string,
  segment: { start: number; original: string },
  clause: Clause,
): number {
  const lead = clause.text.trim().split(/\s+/).slice(0, 3).map(escapeRegExp).join('\\s+');
  const found = lead
    ? new RegExp(lead).exec(cleanedText.slice(segment.start, segment.start + segment.original.length))
    : null;
  return segment.start + (found ? found.index : clause.index);
}

/** Characters a web page or a chat app leaves in pasted text that are not seen: a zero-width space, a word joiner, a BOM. */
const INVISIBLE = /[\u200B\u2060\uFEFF]/g;

export function extractTasks(text: string, ctx: AiContext): Extraction {
  // A space of the same length in their place, so every offset stays that of the text as sent.
  // A mail program's wrapped lines are joined the same way.
  return withTextsRemembered(() => extractFrom(joinWrappedLines(text.replace(INVISIBLE, ' ')), ctx));
}

function extractFrom(text: string, ctx: AiContext): Extraction {
  const today = zonedNow(ctx.now, ctx.timeZone);
  // Quotes, signatures, ticked items and fillers are blanked; offsets stay those of `text`.
  const labels = tagLabels(ctx.tags);
  const cleaned = cleanUp(text, labels);
  const chat = readChat(cleaned.messages);
  const segments = splitSegments(cleaned.text).map((segment) => {
    const whole = segment.text.replace(/\s{2,}/g, ' ');
    return {
      ...segment,
      text: withoutRemarks(whole.replace(OTHER_BRACKETS, ' ($1$2)'), today),
      whole,
      original: text.slice(segment.start, segment.start + segment.text.length),
    };
  });
  /** A request a chat message's speaker (or a mail's writer) put to the reader: the writer's span covers it. */
  const askedOfReader = (segment: (typeof segments)[number]) =>
    personFor(cleaned.spans, segment.start, segment.start + segment.original.length)?.writer === true;
  // A pasted email's subject ("PagerDuty: disk usage > 90% on db-prod-2") says what its requests are about.
  const dumpScores = scoreTags(`${cleaned.text} ${cleaned.subject}`, ctx.tags);
  // This user's own tagging, learned from their tasks and corrections, wins over keywords when it is clear.
  const learned = ctx.learnedTags?.length ? trainTagModel(ctx.learnedTags, ctx.tags) : null;
  const tasks: LocatedTask[] = [];
  /**
   * Tasks filed under Life by no more than one everyday word of their own or by none, with no tag the user taught and
   * nothing of the writer's own in their sentence (carryTopic).
   */
  const saysLittleOf = new Set<LocatedTask>();
  /** Tasks filed under Life, or left Unsorted, by no word of their own but a lone "buy" or "book" (mailTopic). */
  const saysNothingOf = new Set<LocatedTask>();
  /** Tasks a meeting's discussion handed to the user by the name they gave themself (see `toUser`). */
  const handedToUser = new Set<LocatedTask>();
  /** Requests of a pasted message that the user's notes under it said again (see `notesAt`). */
  const restatedAsks: RestatedAsk[] = [];
  /** The words of each task's title, beside `tasks` (one entry per task, in the same order). */
  const titleWords: Set<string>[] = [];
  /** Drops a task merged into another, with its title's words. */
  const forget = (at: number) => {
    tasks.splice(at, 1);
    titleWords.splice(at, 1);
  };
  /**
   * Sentences whose every action the writer took back, there or in the sentence after: they say nothing of what the tasks
   * around them are about.
   */
  const takenBackAt = new Set<number>();
  /**
   * Sentences that ask nothing of the writer: one they mark as someone else's ("…, not mine, Greg's on it"), one that
   * says only when ("So the 3rd.", "going with Friday"). Their tasks are read as any others, so the tasks around them
   * keep the dates and tags they lend, and leave the output once the tags are filled.
   */
  const keptOut = new Set<number>();
  /** The task a sentence said again or took on rather than adding one ("Ayesha, could you take the RCA?"), and where. */
  let retold: { task: LocatedTask; segment: number } | undefined;
  /**
   * Takes back the task said last ("Call the plumber. Actually never mind."), with its words. Its sentence (unless
   * another task stays in it) and the `answer` that takes it back ("Renew the gym? nah") are taken back with it: what
   * they say is about the errand dropped, not the tasks around them.
   */
  const takeBack = (answer?: number) => {
    const taken = tasks.at(-1);
    if (taken && tasks.filter((task) => task.segment === taken.segment).length === 1)
      takenBackAt.add(taken.segment);
    if (answer !== undefined) takenBackAt.add(answer);
    tasks.pop();
    titleWords.pop();
  };
  // Paragraphs are the writer's blank lines, not the lines cleaning blanked (a ticked item, a quote).
  const breaks = paragraphBreaks(text);
  /** The paragraph each segment is in, counted once. */
  const paragraphs = segments.map((segment) => breaks.filter((offset) => offset < segment.start).length);
  let section = '';
  let byDay: boolean | undefined;
  /** The segment the section's heading is in, for a date it points back to ("Before then, please:"). */
  let sectionAt = -1;
  /** Whether the section's heading opened a sentence of prose ("Orion: renew the cert. Also book a haircut."). */
  let inline = false;
  /** The heading over a list (a label or a title line), kept while one item's own label heads that item's sentences. */
  let listHeading = '';
  let listHeadingAt = -1;
  /** Under a heading of wishes ("Wishlist:", "Someday/maybe:"), until the next heading or blank line. */
  let wishing = false;
  let paragraph = 0;
  const shape = listShape(segments, text);
  // "[18:03] Me: not yet, I'll do it tonight" over "- [ ] …": a chat message is something said, not a list's name.
  for (const i of shape.titles) {
    const start = segments[i]!.start;
    if (SPEAKER_PREFIX.test(text.slice(text.lastIndexOf('\n', start - 1) + 1, start))) shape.titles.delete(i);
  }
  const meetings = meetingAreas(text, segments, ctx.tags);
  // The user's own mail signed with their job: its tasks are that work's, as a meeting's items are.
  const desk = ownWorkMail(text, cleaned);
  const deskTag = desk ? deskArea(text.slice(desk.from, desk.to), ctx.tags) : undefined;
  if (desk && deskTag)
    segments.forEach((segment, i) => {
      if (meetings[i] === undefined && segment.start >= desk.from && segment.start < desk.to)
        meetings[i] = deskTag;
    });
  // The block each segment is in: a paragraph, or the lines under one heading ("Work:", "Home:").
  let block = 0;
  const blocks = segments.map((_segment, i) => {
    if (paragraphs[i] !== (i === 0 ? 0 : paragraphs[i - 1])) block++;
    else if (shape.labels.has(i) || shape.titles.has(i)) block++;
    return block;
  });
  const firms = firmsIn(cleaned.text);
  // "Present: D. Ross (President), …" — "President to circulate the RFP": the office's holder does it.
  const offices = officeHolders(text);
  const pets = petsIn(cleaned.text);
  const isPet = (name: string) => pets.has(name.split(' ')[0]!);
  // A firm ("Deloitte"), a pet ("Biscuit"), one of the user's tags ("Falcon") or the user ("notes (Kavya)") is nobody
  // else to do a task.
  const someoneElse = (name: string) =>
    !firms.has(name.split(' ')[0]!) &&
    !isPet(name) &&
    !labels.has(name.toLowerCase()) &&
    name.split(' ')[0] !== cleaned.self &&
    name.split(' ')[0] !== cleaned.reader;
  /** The last person named, for "I owe her feedback" / "she will share the plan". */
  let lastNamed: string | null = null;
  /** Notes of a 1:1 ("1:1 w/ Tunde"): their "he"/"she" is that person unless the sentence names another. */
  const partner = [oneOnOneWith(cleaned.text)].find((name) => name !== null && someoneElse(name)) ?? null;
  /** The last relation named ("mum", "my brother"), for "call her tonight" when no name was given. */
  let lastKin: ReturnType<typeof kinIn> = null;
  const now = today;
  // "Draft to the Kaurs — send tonight:" over the user's own draft: sending it is a task of its own, by the note's day.
  const sending = sendingNote(text);
  const sendingAt = sending
    ? segments.findIndex((segment) => segment.start >= sending.from && segment.start < sending.to)
    : -1;
  /**
   * Visits the user's answer takes on being home for, and the sentences of a chat asking someone to be in for one,
   * which the user's answer decides (see chatVisits).
   */
  const { taken: visits, asked: visitsAsked } =
    cleaned.messages.length >= 2 ? chatVisits(text, cleaned.messages) : { taken: [], asked: [] };
  segments.forEach((segment, segmentIndex) => {
    // "> On Fri, Nov 20, Nadia Okafor wrote: > I'll send the results Monday": the user's own promise quoted under a
    // reply is read on the day they made it, and one whose day has come and gone is no task.
    const promised = cleaned.promisedEarlier?.find(
      (kept) => segment.start >= kept.from && segment.start < kept.to,
    );
    const promisedOn = promised ? attributionDay(promised.said, now) : null;
    if (promisedOn && promisedBefore(segment.text, promisedOn, now)) return;
    // "[23/11/2026, 19:15] Mum: can you ring Nan tomorrow": a chat line stamped with an earlier day is read on its day.
    const today = sentEarlier(text, segment.start, now) ?? (promisedOn && sentOn(promisedOn, now)) ?? now;
    if (tasks.length >= MAX_TASKS || INJECTION.test(segment.text) || shape.skip.has(segmentIndex)) return;
    // "…sent?? low prio", "call the bank. Urgent!": how pressing the task before it is, no task of its own.
    if (STATUS_MARK.test(segment.text)) return;
    const named = findPeople(segment.text).filter(someoneElse)[0] ?? subjectNamed(segment.text);
    const namedBefore = lastNamed;
    lastNamed = named ?? lastNamed;
    lastKin = named ? null : (kinIn(segment.text) ?? lastKin);
    // A heading ("Kids stuff:", "Renovation:") labels what follows until the next heading or blank line.
    const here = paragraphs[segmentIndex]!;
    if (here !== paragraph) {
      section = '';
      sectionAt = -1;
      inline = false;
      wishing = false;
      listHeading = '';
      listHeadingAt = -1;
    }
    paragraph = here;
    if (shape.labels.has(segmentIndex) || shape.titles.has(segmentIndex)) {
      section = segment.text;
      sectionAt = segmentIndex;
      inline = false;
      wishing = WISHES.test(section);
      listHeading = section;
      listHeadingAt = segmentIndex;
    }
    if (segmentIndex === sendingAt && sending) {
      const whom = sending.whom ?? cleaned.to ?? null;
      const title = whom ? `Send the email to ${whom}` : 'Send the email';
      const note = text.slice(sending.from, sending.to);
      const due = findDue(note, today);
      tasks.push({
        title,
        description: note.slice(0, MAX_DESCRIPTION),
        tag: pickTag(title, segment.text, dumpScores, ctx.tags),
        dueDate: due ? formatDay(due.day) : null,
        dueText: due?.text ?? null,
        sourceText: note.slice(0, MAX_SOURCE),
        people: whom && isPersonName(whom) ? [whom] : [],
        topicIndex: null,
        segment: segmentIndex,
      });
      titleWords.push(normalisedWords(title));
    }
    // "boiler man can come thurs between 8-12, can u be home?" — "yeah I'll wfh thurs": the answer says nothing but that
    // the visit is taken on (its task is made below).
    if (visits.some((visit) => segment.start >= visit.from && segment.start < visit.to)) return;
    // "Ola: the plumber comes thurs, someone has to be home": asked of the user, no task but by the user's answer.
    if (
      visitsAsked.some(
        (visit) => segment.start < visit.to && segment.start + segment.original.length > visit.from,
      )
    )
      return;
    // A line ending in a colon over the items it labels ("Tmrw + rest of the wk:") names them; only a shopping
    // heading makes a task of its own, of its items.
    if (shape.titles.has(segmentIndex)) return;
    if (shape.labels.has(segmentIndex) && !shape.shopping.has(segmentIndex)) return;
    // "Weekend jobs.", "Plant to-dos", "Things on my mind tonight." over a paragraph: what it is called, no task.
    if (
      !segment.bullet &&
      paragraphs[segmentIndex - 1] !== here &&
      paragraphs[segmentIndex + 1] === here &&
      isDumpLabel(segment.text)
    )
      return;
    const items = shape.shopping.get(segmentIndex);
    if (items) {
      // "Shopping for the party:" over "* balloons / * ice" is one errand.
      section = segment.text;
      const list = items.map((i) => segments[i]!.text.replace(/[.;]$/, ''));
      const due = findDue(segment.text, today);
      tasks.push({
        title: `Buy ${list.join(', ')}`.slice(0, 200),
        description: [segment.text, ...list].join('\n').slice(0, MAX_DESCRIPTION),
        tag: pickTag(list.join(' '), segment.text, dumpScores, ctx.tags),
        dueDate: due ? formatDay(due.day) : null,
        dueText: due?.text ?? null,
        sourceText: text
          .slice(segment.start, segments[items.at(-1)!]!.start + segments[items.at(-1)!]!.original.length)
          .slice(0, MAX_SOURCE),
        people: [],
        topicIndex: null,
        segment: segmentIndex,
      });
      titleWords.push(normalisedWords(tasks.at(-1)!.title));
      return;
    }
    // "who can take the kids Thursday?" — "I can, tomorrow": an answer that took a request on is no task of its own;
    // it dates the request's task when that has no date.
    const pair = cleaned.taken.find(
      ({ answer }) => segment.start >= answer.start && segment.start < answer.end,
    );
    // Of the request's tasks, the one the answer names most ("…write the script? and book a room" — "I'll book the
    // room today"), else its first.
    const answerWords = pair && !pair.own ? normalisedWords(segment.text) : null;
    /** The answer's clause that took the request on, when the answer goes on to another job (-1: none). */
    let tookOn = -1;
    /** The answer's clauses, when they were split to find it. */
    let answerClauses: Clause[] | null = null;
    const takenOn =
      pair && answerWords
        ? tasks
            .map((task, i) => ({
              task,
              named: [...titleWords[i]!].filter((word) => answerWords.has(word)).length,
            }))
            .filter(({ task }) => {
              // "Dad: Don't forget…": a relation's name stays before the message, in its segment.
              const { start, original } = segments[task.segment]!;
              return start < pair.request.end && start + original.length > pair.request.start;
            })
            .reduce<{ task: LocatedTask; named: number } | undefined>(
              (best, next) => (best && best.named >= next.named ? best : next),
              undefined,
            )?.task
        : undefined;
    if (takenOn) {
      retold = { task: takenOn, segment: segmentIndex };
      // "grandma's lunch on 12-13, someone has to book the restaurant" — "I'll book it by Sunday": the day an answer
      // gives is when it is done, over a day the request only named for what it is about; a deadline ("before
      // standup tmrw", "by Friday", "due Friday") stays, unless the answer's day meets it sooner ("need it before
      // Monday" — "will send tonight").
      const answered = findDue(segment.text, today);
      const due =
        takenOn.dueDate && isDeadline(takenOn) && answered && formatDay(answered.day) >= takenOn.dueDate
          ? null
          : answered;
      // "…on Thursday 11:00?" — "yes to Thursday": the same day, said less exactly.
      if (due && formatDay(due.day) !== takenOn.dueDate) {
        dateTask(takenOn, due);
      }
      // "I'll log it in MES and raise a work order for a nozzle PM": what the answer goes on to do is a task of its own
      // ("I'll drive up Friday and bring her down", "sign it and put it in her bag" go on with the same job).
      answerClauses = splitClauses(segment.text);
      tookOn = answerClauses.findIndex((clause) => clause.kind.kind === 'action');
      const further = answerClauses.slice(tookOn + 1).filter((clause) => clause.kind.kind === 'action');
      if (tookOn < 0 || further.length === 0 || further.some((clause) => SAME_JOB.test(clause.text))) return;
    }
    // "the auditors want the register reconciled by the 7th" — "Sure, I'll do the FA register": the request made no
    // task, so the answer is the task, dated by the request when it says no day of its own.
    const carried = pair ? findDue(text.slice(pair.request.start, pair.request.end), today) : null;
    const clauses = (answerClauses ?? splitClauses(segment.text, segment.bullet)).slice(tookOn + 1);
    // "did you book the restaurant?" — "not yet, will do tonight": the question names a task still to do.
    // "Mum: did u ring the dentist?": a chat's speaker may stand before it.
    const asked = clauses.length === 2 && /^\s*\p{Lu}\p{Ll}+$/u.test(clauses[0]!.text) ? 1 : 0;
    const undone = clauses.length === asked + 1 ? UNDONE_QUESTION.exec(clauses[asked]!.text) : null;
    if (undone && NOT_YET.test(segments[segmentIndex + 1]?.text ?? ''))
      clauses[asked] = {
        ...clauses[asked]!,
        kind: { kind: 'action', start: undone[0].length, delegate: null },
      };
    // "1pm: call w/ vendor" under "Monday:" is Monday's call at 1pm: a time before a colon heads nothing.
    const heading = clauses.find((c) => c.header && !isClockTime(c.text));
    if (heading && /\p{L}/u.test(heading.text) && !shape.labels.has(segmentIndex)) {
      section = heading.text;
      sectionAt = segmentIndex;
      inline = true;
    }
    // "Wishlist (no rush):", "Bucket list: learn Italian, …", "Someday/maybe:": what is under it is wished, not planned.
    // "Things I'd love to do someday: learn Spanish, …": a label too long for a heading says so before its colon.
    const label =
      clauses.length > 1 && /^\s*:/.test(segment.text.slice(clauses[0]!.text.length))
        ? clauses[0]
        : undefined;
    // "- someday: fix the squeaky gate" among "- the 15th: …" items: a vague time as an item's label says when, as a date
    // there would; the job is one, with no date ("Someday/maybe:" or "Bucket list:" name a list of wishes).
    const whenLabel = label !== undefined && isOnlyVagueTime(label.text);
    if (wishing || (!whenLabel && [heading, label].some((h) => h && WISHES.test(h.text)))) return;
    // "fwd from the school, need to deal w this.", "Reply I sent at 7:40, pasting so I don't lose track:": a note on the
    // message pasted with it, whose own lines say what to do.
    if (NOTE_ON_THE_PASTE.test(segment.text)) return;
    // "Plant + home this week:", "order list + dates 🥐": the dump's first line closed by a colon or an emoji names it
    // (a short one heads what follows, as any heading does, above).
    if (segmentIndex === 0 && opensWithLabel(segments, text)) return;
    if (marksNotMine(segment.text) || saysOnlyWhen(segment.text, today)) keptOut.add(segmentIndex);
    // Under its own heading a task belongs to it; further down the heading only breaks ties.
    const sectionWeight = heading ? 2.5 : 0.5;
    const { candidates, absorbed, retracted } = candidatesOf(
      segment,
      clauses,
      today,
      () =>
        segmentIndex > 0 && tasks.at(-1)?.segment !== segmentIndex - 1
          ? splitClauses(segments[segmentIndex - 1]!.text)
          : [],
      segments[segmentIndex - 1]?.line === segment.line,
      askedOfReader(segment),
      segment.bullet &&
        segments[segmentIndex - 1]?.line !== segment.line &&
        (cleaned.listsAsked ?? []).some((list) => segment.start >= list.from && segment.start < list.to),
    );
    if (retracted) takenBackAt.add(segmentIndex);
    // "- Snow removal contract expires Dec 1. Raj to get three quotes by Friday.": a point's topic, said before the job
    // handed out on its line, is what the job is about, no task of its own; its words go in the job's description.
    if (
      segment.bullet &&
      candidates.length > 0 &&
      candidates.every((c) => c.clause.kind.kind !== 'action' && !c.wanted && c.also.length === 0) &&
      segments[segmentIndex + 1]?.line === segment.line &&
      assignsWork(segments[segmentIndex + 1]!.text)
    )
      return;
    const last = tasks.at(-1);
    const localSubject = clauses.some((c) => c.kind.kind === 'context' && subjectOf(c.text));
    // "Open a bakery? lol.", "Move to Lisbon? Maybe one day haha.": a question to self laughed off is no plan.
    const previousText = segments[segmentIndex - 1]?.text.trim() ?? '';
    if (
      last?.segment === segmentIndex - 1 &&
      candidates.length === 0 &&
      previousText.endsWith('?') &&
      !/^[\p{L} ]{1,30}:|\b(?:you|u|ya)\b/iu.test(previousText) &&
      MUSING_ANSWER.test(segment.text)
    ) {
      takeBack(segmentIndex);
      return;
    }
    // "Songkran trip? too early to even think about it", "la réunion avec Kuehne+Nagel ? annulée, tant mieux": an item
    // put as a question and answered that it is off is taken back, as one turned down is; the answer asks nothing. So
    // is one whose answer ends by taking it back ("renew the permit?? mine is fine till 2028, skip", "visa? no — not
    // needed for a week, scratch that").
    if (
      last?.segment === segmentIndex - 1 &&
      asksSelf(previousText) &&
      (CALLED_OFF.test(segment.text) || RETRACTED.test(segment.text))
    ) {
      takeBack(segmentIndex);
      return;
    }
    // "Should I renew the domain? Nah, it renews itself." / "Probably not this year.": an answer saying no asks for
    // nothing, and takes back the question to self before it. "No, tomorrow" after a task moves its day instead;
    // "Nah, I'll ring him instead" is a task of its own.
    const declined = DECLINE.exec(segment.text);
    if (declined) {
      // "Renew the gym? nah, skip.": an item put as a question, turned down, is asked as much as "should I…?" is.
      const asked =
        last?.segment === segmentIndex - 1 &&
        (WHETHER_TO.test(previousText) ||
          (TURNED_DOWN.test(segment.text) &&
            (asksSelf(previousText) || (asksSelfAtLength(previousText) && !mentionsDate(segment.text)))));
      let rest = segment.text.slice(declined[0].length);
      // "Not this year", "Not this Thursday, next Thursday": the date right after "not" is what is said no to.
      const negated = /not[\s,]*$/i.test(declined[0]) ? findDue(rest, today) : null;
      if (negated?.index === 0) rest = rest.slice(negated.text.length).replace(/^[\s,;—–-]+/, '');
      // "Call the vet tomorrow. No, Thursday.": the day said instead is the task's.
      const moved = rest.trim() && isOnlyDate(rest, today) ? findDue(rest, today) : null;
      if (last?.segment === segmentIndex - 1 && moved) {
        dateTask(last, moved);
        return;
      }
      if (asked) {
        takeBack(segmentIndex);
      }
      if (!candidates.some((c) => c.clause.kind.kind === 'action')) return;
    }
    // "did you book the dentist?" — "no, I forgot." — "doing it tomorrow": the reply between them is no task.
    const previousSegment =
      last?.segment === segmentIndex - 2 && NOT_YET.test(segments[segmentIndex - 1]!.text)
        ? segmentIndex - 2
        : segmentIndex - 1;
    // "Call the plumber. Try again Friday if no answer.": trying it again is the same task (the day is the retry's).
    const retry = candidates.length === 1 && TRY_AGAIN.test(candidates[0]!.verbPhrase);
    if (
      candidates.length === 1 &&
      (/^(?:do|doing)\s+(?:it|that|this)\b/i.test(candidates[0]!.verbPhrase) || retry) &&
      !localSubject &&
      // "Call the bank. It is closed on Sunday. Do it Monday.": a remark with no task may stand between.
      last !== undefined &&
      last.segment >= Math.min(previousSegment, segmentIndex - 2)
    ) {
      // "Should I call the bank? … do it Monday." dates the previous task instead of adding "Do it".
      const due = findDue(segment.text, today);
      if (due && !last.dueDate && !retry) {
        dateTask(last, due);
      }
      return;
    }
    /** "👍 will send tonight", "ok I'll do it": a verb with nothing of its own but a pronoun or a day. */
    const takesOn = (reply: string) => {
      const said = reply
        .replace(findDue(reply, today)?.text ?? '', ' ')
        .replace(
          /^[^\p{L}]*(?:(?:ok(?:ay)?|sure|yes|yep|yeah|cool|great)[\s,.!]+)*(?:i['’]?ll|i will|will)\s+/iu,
          '',
        )
        .replace(/[^\p{L}\s]/gu, ' ')
        .trim();
      return said.split(/\s+/).length <= 1 || /^\S+\s+(?:it|that|this|them)$/i.test(said);
    };
    // "will send by noon", "on it, tomorrow": an action with nothing of its own to act on.
    const bare = (c: Candidate) =>
      c.verbPhrase
        .replace(findDue(c.verbPhrase, today)?.text ?? '', ' ')
        .trim()
        .split(/\s+/).length <= 1 || /^\S+\s+(?:it|that|this|them)\b/i.test(c.verbPhrase);
    // "Tom: r u free to review my PR?" — "Me: ya after lunch": an answer and a time dates the task it answers.
    // "Luis: pls … start a 5-why on the burrs" — "Tim: 👍 5-why by thu": the thing asked, named again with a deadline.
    const said = segment.text.trim();
    const renamed =
      last?.segment === segmentIndex - 1 && messagesBefore(chat, segment.start, 1) !== null
        ? handedIn(said, today)
        : null;
    const answer =
      bareReplyRest(said) ??
      (renamed && sharesThing(normalisedWords(renamed), normalisedWords(last!.title)) ? said : null);
    if (answer !== null && isOnlyHandedIn(answer, today)) {
      const due = last && last.segment >= segmentIndex - 2 && !last.dueText ? findDue(answer, today) : null;
      if (last && due) {
        dateTask(last, due);
      }
      return;
    }
    // "- Tree!! this weekend", "call the bank! tomorrow": a date after the task's own stop, on its line, is its date, over
    // a dated heading's. "Could you send the PO number? Ideally before month end.": with how firm it is, too.
    // Every task of that sentence takes it: "Could you book the venue and order the badges? Deadline: the 4th."
    const headingDueText = () => (section === '' ? undefined : findDue(section, today)?.text);
    const undated = (task: { dueText: string | null }) => !task.dueText || task.dueText === headingDueText();
    const lineDue =
      last?.segment === segmentIndex - 1 &&
      segments[segmentIndex - 1]!.line === segment.line &&
      undated(last) &&
      isOnlyFirmDate(segment.text, today)
        ? findDue(segment.text, today)
        : null;
    if (last && lineDue) {
      for (const task of tasks) if (task.segment === last.segment && undated(task)) dateTask(task, lineDue);
      return;
    }
    // "Marta: …send the invite by Wed!!" — "Me: 👍 will send tonight": the reply takes the request on, and its own
    // day when that is sooner; no task of its own.
    if (
      last?.segment === segmentIndex - 1 &&
      last.dueText &&
      acknowledges(segment.text) &&
      takesOn(segment.text)
    ) {
      const due = findDue(segment.text, today);
      if (due && last.dueDate && formatDay(due.day) < last.dueDate) {
        dateTask(last, due);
      }
      return;
    }
    // The cheap checks first: this runs for every sentence of the dump.
    if (
      last?.segment === segmentIndex - 1 &&
      !last.dueText &&
      datesThePreviousTask(segment.text) &&
      // "It runs out on the 5th." is a candidate of its own, about the task before it.
      candidates.every((c) => bare(c) || /^(?:it|that|this)\b/i.test(c.verbPhrase))
    ) {
      // "Should I renew the domain? Probably yes, it lapses on the 19th." / "Jordan: will do today" dates the task before it,
      // and every undated task of its sentence ("can you fix the form and add a test? Target is Friday").
      const due = findDue(segment.text, today);
      if (due) {
        for (const task of tasks) if (task.segment === last.segment && !task.dueText) dateTask(task, due);
        return;
      }
    }
    // "someone needs to write the RCA" — "Ayesha, could you take the RCA? by Friday is fine": the day said after a
    // sentence that took a task on dates that task, when it has no day.
    if (
      retold?.segment === segmentIndex - 1 &&
      !retold.task.dueDate &&
      datesThePreviousTask(segment.text) &&
      candidates.every((c) => bare(c) || /^(?:it|that|this)\b/i.test(c.verbPhrase))
    ) {
      const due = findDue(segment.text, today);
      if (due) {
        dateTask(retold.task, due);
        return;
      }
    }
    // "Priya: can someone bring the orange slices?" — "me: I'll bring them": a reply doing the same thing to "it" or
    // "them" takes on the task before it (and may date it), no task of its own.
    const echoes = (c: Candidate) => {
      // "I'll review it after standup": when, by what else happens that day, is no more of what is done.
      const own = c.verbPhrase
        .replace(findDue(c.verbPhrase, today)?.text ?? '', ' ')
        .replace(WHEN_BY_EVENT, '')
        .trim();
      // "Call him tomorrow." without its day leaves "Call him .": the stop after the pronoun, spaced or not; "pay him
      // back" after "I owe Pieter R200" is the same payment.
      const verb = /^(\p{L}+)\s+(?:it|them|her|him)(?:\s+(?:back|up|off|over|out))?\s*[.!]?$/iu
        .exec(own)?.[1]
        ?.toLowerCase();
      return verb !== undefined && last!.title.toLowerCase().startsWith(`${verb} `);
    };
    if (last?.segment === segmentIndex - 1 && candidates.length === 1 && echoes(candidates[0]!)) {
      const due = last.dueText ? null : findDue(segment.text, today);
      if (due) {
        dateTask(last, due);
      }
      return;
    }
    // "can someone review #4412 today?" — "I'll take it" / "sure, I'll look at it tonight": the reply takes the task on
    // (and dates it when it has no date), no task of its own.
    // A sentence without a task may come between ("can someone review #4412 today? it's blocking the release").
    // Not when what came between asked about another thing ("…has anyone emailed the caterer yet?" — "I'll sort it").
    if (
      last !== undefined &&
      last.segment >= segmentIndex - 2 &&
      candidates.length <= 1 &&
      (TAKES_IT_ON.test(segment.text.trim()) ||
        (ANSWERS_IT.test(segment.text.trim()) && askedOfReader(segments[last.segment]!)) ||
        // "Dad: anyone free to help me move the wardrobe?" — "Me: I can, tomorrow".
        (last.segment === segmentIndex - 1 && takesRequest(segment.text.trim()))) &&
      (last.segment === segmentIndex - 1 || askedIfDone(segments[segmentIndex - 1]!.text) === null)
    ) {
      const due = last.dueText ? null : findDue(segment.text, today);
      if (due) {
        dateTask(last, due);
      }
      return;
    }
    // "Call the plumber. Actually never mind, Tom fixed it." takes back the task said just before.
    if (
      candidates.length === 0 &&
      last?.segment === segmentIndex - 1 &&
      (TAKES_BACK.test(segment.text) ||
        ALREADY_DONE.test(segment.text) ||
        DONE_BY_OTHER.test(segment.text) ||
        reasonAfterNo(segment.text) ||
        // "2. Sepsis bundle compliance improving (84%). No action.": a minutes item's verdict on the line it closes.
        (NO_ACTION.test(segment.text) &&
          !text.slice(segments[segmentIndex - 1]!.start, segment.start).includes('\n')))
    ) {
      takeBack(segmentIndex);
      return;
    }
    const contexts = clauses.filter(
      (c) => !absorbed.has(c.index) && !candidates.some((k) => k.clause.index === c.index),
    );
    // What a short "Tell Chris" / "Update the board" title may borrow: not a heading, a bare date or a non-task
    // (read once per sentence, and only when it has a task).
    const titleContext =
      candidates.length === 0
        ? []
        : contexts
            .filter((c) => !c.header && !isOnlyDate(c.text, today) && !NOT_A_TASK.test(c.text))
            .map((c) => c.text);
    // "not sure if I locked the shed, check tomorrow", "I think I already paid the water bill? check.": what a lone
    // "check" checks is the doubt said beside it or, when that sentence gave no task, just before it.
    const doubt =
      contexts.find((c) => isDoubt(c.text))?.text ??
      (segmentIndex > 0 && last?.segment !== segmentIndex - 1 && isDoubt(segments[segmentIndex - 1]!.text)
        ? segments[segmentIndex - 1]!.text
        : undefined);
    // "Omar's passport expires in March. Ask Omar to renew it": a sentence with no task of its own says what "it" is.
    // "…it's still sticking… Sarah wants the casserole dish back so drop that off": the nearest thing said before it.
    const subjects = contexts
      .map((c) => ({ index: c.index, subject: subjectOf(c.text) }))
      .filter((c): c is { index: number; subject: string } => c.subject !== null);
    const subjectBefore = (candidate: Candidate) =>
      subjects.filter((c) => c.index < candidate.clause.index).at(-1)?.subject;
    /** "…before it tomorrow", "…about it": the pronoun closing a phrase, without its day (`PRONOUN_CLOSING`). */
    const pronounClosing = (phrase: string) =>
      /\b(?:it|them)\b/.test(phrase)
        ? PRONOUN_CLOSING.exec(withoutStop(phrase.replace(findDue(phrase, today)?.text ?? '', ' ').trim()))
        : null;
    // Only an "it" that opens its sentence looks back a line: "we need heating oil too, I'll order it Friday" is the oil.
    const subject =
      subjects[0]?.subject ??
      (segmentIndex > 0 &&
      last?.segment !== segmentIndex - 1 &&
      candidates.some(
        (c) =>
          /\b(?:it|them)\b/.test(c.verbPhrase) &&
          !pronounClosing(c.verbPhrase) &&
          ONLY_ANSWER_WORDS.test(segment.text.slice(0, c.clause.index)),
      )
        ? subjectOf(segments[segmentIndex - 1]!.text)
        : null);
    // "I need the photos by Thursday. Joe pls send them", "your rego renewal came in the mail" — "I'll pay it online":
    // with nothing the sentence is about, "it" or "them" is the last thing named before it, here, else in the two lines before.
    // In a chat, the lines before are the messages before, up to two ("Dev: the staging certs expire fri" — "Sam: ugh.
    // can someone renew?" — "me: got it, will renew tmrw"), where a verb that names nothing (`namesNothing`) stands for
    // a thing too, of either number.
    // An "it" closing the phrase after "about" or "before" looks back the same way ("Lupita: the couple still hasn't paid
    // the balance" — "me: ugh. I'll email Sofía and Marco tomorrow about it").
    const thingBefore = (
      candidate: Candidate,
      dueText: string | null,
    ): { thing: string; after: string; closes?: boolean } | null => {
      const scene = cleaned.mailScene;
      const inMail = scene !== undefined && segment.start >= scene.from && segment.start < scene.to;
      const first =
        PRONOUN_THING.exec(candidate.verbPhrase) ?? (inMail ? MAIL_PRONOUN.exec(candidate.verbPhrase) : null);
      const closes = first ? null : pronounClosing(candidate.verbPhrase);
      const pronoun = first ?? closes;
      const fromMessage = messagesBefore(chat, segment.start, 2);
      // (Not a verb that is its whole sentence: "top." after a promise is a thumbs up.)
      if (
        !pronoun &&
        (fromMessage === null ||
          !namesNothing(withoutStop(candidate.verbPhrase.trim()), dueText) ||
          withoutStop(segment.text.trim()) === withoutStop(candidate.verbPhrase.trim()))
      )
        return null;
      const word = pronoun
        ? pronoun
            .slice(1)
            .findLast((group) => group !== undefined)!
            .toLowerCase()
        : 'some';
      const which =
        word === 'that'
          ? 'it'
          : /^(?:those|these|both)$/.test(word)
            ? 'them'
            : (word as 'it' | 'them' | 'some');
      const said = segment.text.slice(0, candidate.clause.index);
      const here = thingNamedBefore(said, which);
      // In a mail, a thing is also named as what its sentence is about, often with no "the": "Invoice #0931 shows GST
      // but … - could you re-issue it?", "Permission forms … are due back this Friday. Please sign and return them".
      const aboutInMail = () => {
        if (which === 'some' || !inMail) return null;
        const previous = segments[segmentIndex - 1];
        const sameLine = previous !== undefined && !text.slice(previous.start, segment.start).includes('\n');
        const about = mailAntecedent(said, sameLine ? previous.text : null, which);
        return about && closes ? { ...about, closes: true } : about;
      };
      // "Dentist cleaning in two weeks, confirm it": what the sentence says before the task is what it is about, named
      // or not; only a task that opens its line ("ah thanks, I'll fill it in") looks at the lines before.
      if (here) return closes ? { ...here, closes: true } : here;
      if (!ONLY_ANSWER_WORDS.test(said)) return aboutInMail();
      const lines =
        fromMessage === null
          ? segments.slice(Math.max(0, segmentIndex - 2), segmentIndex)
          : segments.slice(0, segmentIndex).filter((line) => line.start >= fromMessage);
      const there = thingNamedBefore(lines.map((line) => line.text).join('\n'), which);
      // "Dad: your passport form came" — "I'll fill it in tonight": another speaker's "your" is the user's own.
      const otherSaid = lines.some(
        (line) =>
          personFor(cleaned.spans, line.start, line.start + line.original.length)?.person ||
          OTHER_SPEAKER.test(
            text.slice(text.lastIndexOf('\n', line.start - 1) + 1, line.start + line.original.length),
          ),
      );
      const found = there && otherSaid ? { ...there, thing: there.thing.replace(/^your\s/i, 'my ') } : there;
      if (!found) return aboutInMail();
      return closes ? { ...found, closes: true } : found;
    };
    let sectionDue: DueMatch | null | undefined;
    /** Whether the dump's headings set out a plan by day (plannedByDay), read once. */
    const dayPlan = () =>
      (byDay ??= plannedByDay([...shape.labels, ...shape.titles].map((at) => segments[at]!.text)));
    // "The inspection is on Thursday, December 3. Before then, please:" over a list: the day the heading points back to.
    const dueOfSection = () =>
      headingDue(section, today) ??
      (sectionAt >= 0 && refersToEarlierDate(segments[sectionAt]!.text)
        ? earlierDue(segments, sectionAt, today)
        : null);
    // "book the hall for the 12th (deadline Friday)", "…, by Monday": a deadline said right after a task is its due
    // date, over the date the task names for what it is.
    /** The day opening the sentence ("okay so tomorrow I need to …", "reminders for today: …"), read once. */
    let opening: DueMatch | null | undefined;
    const openingDue = () => {
      if (opening === undefined) {
        const first = firstSaid(findDates(segment.text, today));
        // ("today was mental, anyway …" says how the day went: no frame.)
        opening =
          first &&
          FRAME_LEAD.test(segment.text.slice(0, first.index)) &&
          !/^\s*(?:is|was|were|are|has|had)\b/i.test(segment.text.slice(first.index + first.text.length))
            ? first
            : null;
      }
      return opening;
    };
    /** Tasks whose only day says whose a thing is ("move Thursday's appointment"): they borrow none either. */
    const ownerOnly = new Set<(typeof candidates)[number]>();
    const ownDues = candidates.map((candidate) => {
      const next = clauses.find((c) => c.index > candidate.clause.index);
      const deadline =
        next &&
        contexts.includes(next) &&
        DEADLINE_WORD.test(next.text.trim()) &&
        isOnlyDate(next.text, today)
          ? findDue(next.text, today)
          : null;
      // The clause alone when nothing was merged into it: the text the classifier and the clause's own date reads
      // read (with the template's trailing space it was another text to search for dates).
      const own = candidate.extra ? `${candidate.clause.text} ${candidate.extra}` : candidate.clause.text;
      // "first thing tomorrow renew the insurance because it runs out on the 30th": the plan's day, not the reason's.
      const reasonless = withoutReason(own);
      const planned =
        deadline ??
        (candidate.again ? findDue(candidate.again, today) : null) ??
        (reasonless !== own ? findDue(reasonless, today) : null);
      if (planned) return planned;
      const found = findDue(own, today);
      // "call the dentist to move Thursday's appointment": the appointment's day, not the call's, and no other.
      if (found && (onlyOwnerOfThing(own, found) || onlyToldDay(own, found))) ownerOnly.add(candidate);
      const said = ownerOnly.has(candidate) ? null : found;
      // "so tomorrow I need to ring the vet … and text Pablo about the tickets for Saturday", "today I need to … get the
      // car washed because the inspection is friday": the day opening what is said frames a later task over the day
      // the task is for or its reason names.
      // ("prepare the slides for Monday's client demo" is due by the demo.)
      const forTheThing =
        /^for\b/i.test(said?.text ?? '') && !/^['’]s\b/.test(own.slice(said!.index + said!.text.length));
      // "book bus tickets to Pokhara for the 4th - tonight, seats go fast": a day opening the remark right after the
      // task is when it is done, over the day it is for.
      const doneOn =
        forTheThing && next && contexts.includes(next)
          ? findDates(next.text, today).find((d) => d.index === 0)
          : undefined;
      if (doneOn) return doneOn;
      if (said && (reasonless !== own || forTheThing)) return openingDue() ?? said;
      return said;
    });
    // Every other clause of the sentence with the date it gives, read only when a task needs it.
    // Ordered as said: by clause, then by action within one clause.
    const dated = [
      ...contexts.map((c) => ({
        clause: c.index,
        action: -1,
        text: c.text,
        due: undefined as DueMatch | null | undefined,
        // A follow-up merged into the task before it ("write the plan and send it to Sanne by Wednesday").
        acts: c.kind.kind === 'action',
        /** Whether it says how a thing is ("the printer keeps jamming"), read once. */
        statement: undefined as boolean | undefined,
      })),
      ...candidates.map((c, i) => ({
        clause: c.clause.index,
        action: i,
        text: '',
        due: ownDues[i] ?? null,
        acts: true,
        statement: false as boolean | undefined,
      })),
    ].sort((a, b) => a.clause - b.clause || a.action - b.action);
    /**
     * The date of the clause nearest before a task, else nearest after it, whether that clause is context ("Sunday
     * lunch at my sister's, bring dessert") or another action ("ping Raj first thing tomorrow and then rerun the
     * pipeline" is tomorrow, not the "tonight" of the clause before them).
     */
    // "renew my gym membership its expiring end of the month": a remark right after a task that points back at it is
    // that task's. It dates that task first, and no other ("…oh and book a haircut" is not due then).
    const remarks = new Set(
      dated.filter((d, i) => d.action < 0 && (dated[i - 1]?.action ?? -1) >= 0 && REFERS_BACK.test(d.text)),
    );
    /** Each remark's clause → the task it points back at: only that task's description carries it. */
    const remarkOf = new Map<number, number>();
    dated.forEach((d, i) => {
      if (remarks.has(d)) remarkOf.set(d.clause, dated[i - 1]!.action);
    });
    /** A clause's date, read once (null: it has none). */
    const dueOf = (clause: (typeof dated)[number]): DueMatch | null => {
      if (clause.due === undefined) clause.due = findDue(clause.text, today);
      return clause.due;
    };
    /** Whether a clause says how a thing is ("the printer keeps jamming"), read once. */
    const isStatement = (clause: (typeof dated)[number]): boolean =>
      (clause.statement ??= hasFiniteVerb(clause.text) || isIndependent(clause.text));
    /** Whether the task's clause starts a plan of the speaker's own, subject and all ("…and I really should…"). */
    const saysOwnPlan = (task: number) => {
      const { kind, text } = candidates[task]!.clause;
      return kind.kind === 'action' && startsOwnPlan(text, kind.start);
    };
    /** Whether another task, not this one said again ("book the slot … so book it that morning"), follows a clause. */
    const opensAnother = (task: number, clause: number) => {
      const verb = firstWord(candidates[task]!.verbPhrase);
      const next = dated.find((d) => d.acts && d.clause > clause);
      return (
        next !== undefined && next.action >= 0 && firstWord(candidates[next.action]!.verbPhrase) !== verb
      );
    };
    /** Whether a task is said as what follows from what came before it ("… he needs a blue shirt so buy one"). */
    const followsSo = (task: number) => {
      const { index, kind } = candidates[task]!.clause;
      const start = index + (kind.kind === 'action' ? kind.start : 0);
      return /\bso[\s,]*$/i.test(segment.text.slice(Math.max(0, start - 8), start));
    };
    /**
     * Whether `due`, a deadline ("by Friday", "before the 15th"), is said after another task's verb rather than opening
     * what is said ("By Friday I need to submit the report, email Chidi…" dates both); an hour alone is left alone.
     */
    const ownDeadlineOf = (clause: (typeof dated)[number], due: DueMatch) => {
      if (clause.action < 0 || !DEADLINE_WORD.test(due.text) || givesOnlyTime(due.text)) return false;
      const said = candidates[clause.action]!.clause.text;
      return !opensWith(said, due) && !opensWith(segment.text.slice(0, dated[0]!.clause) + said, due);
    };
    /** Whether a task says its day is the one said before it ("…the same day", "by then", "that morning"). */
    const pointsBack = (task: number) => {
      const own = candidates[task]!.clause.text;
      return refersToEarlierDate(own) || refersToOccasionDay(own) || /\bthe same day\b/i.test(own);
    };
    /** Where a clause of `dated` ends in the sentence. */
    const endOf = (d: (typeof dated)[number]) =>
      d.action >= 0 ? d.clause + candidates[d.action]!.clause.text.length : d.clause + d.text.length;
    /**
     * Whether ", and" stands between two clauses said one after the other ("book the flights, reserve a hotel, and
     * submit the travel request by Friday"): what follows is another item of a list, with its own time.
     */
    const listItemAfter = (from: (typeof dated)[number], to: (typeof dated)[number]) =>
      ITEM_AND.test(
        `${segment.text.slice(endOf(from), to.clause)} ${segment.text.slice(to.clause, to.clause + 4)}`,
      );
    /** Whether "also", "oh", "plus" stands between two clauses of the sentence (or opens the later one). */
    const saysAlsoBetween = (one: (typeof dated)[number], other: (typeof dated)[number]) => {
      const [first, second] = one.clause < other.clause ? [one, other] : [other, one];
      return ALSO_SAID.test(segment.text.slice(endOf(first), second.clause + 12));
    };
    /**
     * Whether a task's day is the day its thing is for, said after its verb ("book a kiln slot for Thursday", "print the
     * setlist for friday", "book the city inspection for next week"): the booking's day, not one the tasks around it
     * share. ("so for tomorrow I need to…" opens a plan: a frame, not this.)
     */
    const forItsThing = (action: number, due: DueMatch) => {
      const said = candidates[action]!.clause.text;
      const at = said.indexOf(due.text);
      return /^for\s/i.test(due.text) && at > 0 && !FRAME_LEAD.test(said.slice(0, at));
    };
    /** Whether only commas, past another task, stand between two clauses (no "and", "then", "&" joins them). */
    const commasOnlyPastAnother = (one: (typeof dated)[number], other: (typeof dated)[number]) => {
      const [first, second] = one.clause < other.clause ? [one, other] : [other, one];
      const between = segment.text.slice(endOf(first), second.clause + 5);
      return (
        dated.some((d) => d.action >= 0 && d.clause > first.clause && d.clause < second.clause) &&
        between.includes(',') &&
        !JOINED_ON.test(between)
      );
    };
    const nearestDue = (task: number): DueMatch | null => {
      const at = dated.findIndex((d) => d.action === task);
      const next = dated[at + 1];
      const ownRemark = next && remarks.has(next) ? next : undefined;
      const ownDue = ownRemark ? dueOf(ownRemark) : null;
      if (ownDue) return ownDue;
      // "My parents arrive on the weekend: clean the spare room and buy a heater by Friday", "print the count sheets and
      // assign zones by Friday": a task joined by "and" to the one after it shares that one's deadline, over a day said
      // before them.
      // (Not one said as a plan of its own, subject and all: "… and I must book the forklift service by Friday".)
      const joined =
        next?.action !== undefined && next.action >= 0 && !saysOwnPlan(next.action)
          ? candidates[next.action]!.clause
          : null;
      const ownClause = candidates[task]!.clause;
      const deadline = joined ? dueOf(next!) : null;
      if (
        deadline &&
        DEADLINE_WORD.test(deadline.text) &&
        /^[\s,]*(?:and|&|\+)[\s,]*$/i.test(
          segment.text.slice(ownClause.index + ownClause.text.length, joined!.index),
        )
      )
        return deadline;
      // Another task's dated remark ends the run of clauses that share a date: "…its expiring end of the month oh
      // and book a haircut" gives the haircut no date, not the one said before the remark.
      // "I told Jen I'd cover her shift on Saturday … and I really should ring my mum": a plan said with its own
      // subject is no item of a list that shares a date: an earlier task, and what was said before it, date that task.
      const ownPlan = saysOwnPlan(task);
      const after = dated.slice(at + (ownRemark ? 2 : 1));
      for (const side of [dated.slice(0, at).reverse(), after]) {
        // "…send it to Sanne by Wednesday and then the alerts are way too noisy so tune those thresholds": a statement
        // of its own between two tasks starts another thought, and the task past it no longer lends its date.
        let pastStatement = false;
        let previous = side === after ? dated[at + (ownRemark ? 1 : 0)]! : null;
        for (const clause of side) {
          // "finish the landing page copy, set up Stripe, and post the beta announcement next week": a day said of a
          // later item, past ", and", is that item's own; the items before it take none.
          if (previous) {
            if (listItemAfter(previous, clause)) break;
            previous = clause;
          }
          // "…check the discount … and also I promised Nadia I'd look over her CV this weekend": a later plan said with
          // its own subject keeps its date.
          if (
            ownPlan &&
            clause.action >= 0 &&
            clause.clause > dated[at]!.clause &&
            saysOwnPlan(clause.action)
          )
            break;
          if (ownPlan && clause.action >= 0 && clause.clause < dated[at]!.clause) {
            // "tomorrow I need to call the bank and I need to email Raj": a day opening what is said frames it all.
            const said = candidates[clause.action]!.clause.text;
            const day = dueOf(clause);
            if (day && opensWith(said, day)) return day;
            // "right tomorrow is mad so … then I need to chase the invoice": so does a statement opening it.
            const first = dated[0]!;
            const opening = first.action < 0 ? dueOf(first) : null;
            if (opening && opensWith(first.text, opening)) return opening;
            break;
          }
          const due = dueOf(clause);
          if (due && remarks.has(clause)) break;
          // "…send the deck to Alexis by tomorrow and also set up the demo env", "…before they close tomorrow oh and change
          // the AC filter": "also", "oh", "plus" start another thing, and a task past them keeps its day to itself.
          if (due && clause.action >= 0 && saysAlsoBetween(dated[at]!, clause)) return null;
          // "order the badges, get the risk form signed, collect the slips by the 12th": items of a list set apart by commas
          // alone are each their own; a day reaches past another item only where "and" or "then" joins them.
          if (due && clause.action >= 0 && commasOnlyPastAnother(dated[at]!, clause)) return null;
          // "return the skis by Sunday and cancel the Hulu trial", "grade the essays by Friday, prep the worksheet": a
          // deadline said after an earlier task's verb is that task's own; a later task takes it only when it says it
          // follows from it ("…, so gather the papers for that", "transfer the deposit the same day").
          if (due && side !== after && ownDeadlineOf(clause, due) && !followsSo(task) && !pointsBack(task))
            return null;
          // "okay so tomorrow I need to call the pediatrician … and the soccer carpool is on me Thursday and text Lucia
          // …": a statement with a day of its own, said after the day the sentence opens with, is about its own thing;
          // the tasks after it keep the opening day ("…carnival is friday he needs a blue shirt so buy one" is its).
          if (
            due &&
            side !== after &&
            !clause.acts &&
            clause.clause > 0 &&
            isStatement(clause) &&
            (openingDue()?.index ?? Infinity) < clause.clause &&
            !followsSo(task)
          )
            return openingDue();
          if (!clause.acts && !due && isStatement(clause)) pastStatement = true;
          if (due && pastStatement && clause.acts) return null;
          // "fix the datasource and also the cert on the wiki expires on the 30th renew it by then": a statement said
          // after a task, with a day of its own, that opens another task is about that task's thing ("…, they're due
          // tomorrow" with no task after it is the task's own reason).
          if (
            due &&
            side === after &&
            !clause.acts &&
            opensAnother(task, clause.clause) &&
            isStatement(clause)
          )
            return null;
          // "…remind Marcus that his dentist thing is Thursday", "ask Tom whether the van is free next Monday": a day
          // inside what another task says to someone is what it says, no date for the tasks around it.
          if (due && clause.action >= 0 && saysAsContent(candidates[clause.action]!.clause.text, due))
            continue;
          // "wash the bibs, book the pitch for the saturday friendly": nor is the day another task's thing is for.
          if (due && clause.action >= 0 && forItsThing(clause.action, due)) continue;
          // "office hours moved to Wed, email the students about it": a day of the news the task passes on is not its own.
          if (due && !clause.acts && passesOnChange(candidates[task]!.verbPhrase, clause.text)) return null;
          // "Next call Mon 10am, I'll send the invite", "Next meeting: Tue 1 Dec (I'll send the invite)": the day the
          // meeting meets again, not the step's.
          if (due && !clause.acts && saysNextMeeting(segment.text.slice(0, endOf(clause)))) return null;
          if (due) return due;
        }
      }
      return null;
    };
    /**
     * The nearest day said before a task as the day of the plan: another task's ("call the bank tomorrow and email Raj
     * by 3pm") or a date opening what is said ("so for tomorrow …"). A statement's deadline is not ("the report is due
     * Friday, can you send me your numbers by 3pm?" is today's 3pm).
     */
    const dayBefore = (task: number): DueMatch | null => {
      // "…renew the permit it expires end of the month oh and pick up Mateo at four": a thing remembered last, after
      // "oh and", is not on the day of what was said before it.
      const { index } = candidates[task]!.clause;
      if (AFTERTHOUGHT.test(segment.text.slice(Math.max(0, index - 24), index))) return null;
      const at = dated.findIndex((d) => d.action === task);
      for (const clause of dated.slice(0, at).reverse()) {
        const due = dueOf(clause);
        if (!due || givesOnlyTime(due.text)) continue;
        // "vet tomorrow re the jabs - call before 9": a topic with no verb of its own, opening the sentence, dates the
        // hour after it.
        const topic = clause.clause === 0 && clause.action < 0 && !isStatement(clause);
        if (clause.action >= 0 || opensWith(clause.text, due) || topic) return due;
      }
      return null;
    };
    // "- Uniform shop - size 8 shorts nearly gone. Steph to reorder.": the sentences before a job handed out on its list
    // item's line that gave no task of their own say what the job is about.
    // "Refund macro goes live Dec 1. Niamh drafts the wording, I sign off by Friday.": so do those before the writer's
    // step on another's part, on any line.
    const lineSaidBefore = () =>
      segments
        .slice(0, segmentIndex)
        .filter(
          (s, j) =>
            s.line === segment.line &&
            !tasks.some((task) => task.segment === j) &&
            !ONLY_INTERJECTIONS.test(s.text),
        )
        .map((s) => s.whole)
        .join(' ');
    const point =
      segments[segmentIndex - 1]?.line === segment.line &&
      ((segment.bullet && assignsWork(segment.text)) ||
        candidates.some((c) => c.clause.kind.kind === 'nominal' && c.clause.kind.with !== undefined))
        ? lineSaidBefore()
        : '';
    candidates.forEach((candidate, i) => {
      const clauseAt = clauseStart(cleaned.text, segment, candidate.clause);
      const span = personFor(cleaned.spans, segment.start, segment.start + segment.original.length, {
        from: clauseAt,
        to: clauseAt + candidate.clause.text.length,
      });
      // The sentence's other clauses, but not a remark that points back at another of its tasks.
      const ownContexts = contexts.filter((c) => (remarkOf.get(c.index) ?? i) === i);
      const contextText = joined(ownContexts);
      const own = `${candidate.clause.text} ${candidate.extra}`;
      const ownDue = ownDues[i] ?? null;
      // The sentence's other clauses are searched only when a task has no date of its own, nearest first.
      // "Clean the garage, wash the car and sort the recycling on Saturday": one date for every action.
      // Under a dated heading ("Onboarding for Femke (starts Monday):") an undated item takes its date.
      // "…before the first snow" has a time of its own, just no date: it borrows none.
      // "End of Q1 - finish the certification": the vague time may be a clause of the sentence of its own.
      const vagueOwn =
        !ownDue && (givesVagueTime(own) || ownerOnly.has(candidate) || leavesWeekOpen(own, today));
      const vague = vagueOwn || (!ownDue && contexts.some((c) => !c.header && givesVagueTime(c.text)));
      const subjectNamed = subjectBefore(candidate) ?? subject;
      const pointedAt = subjectNamed ? null : thingBefore(candidate, ownDue?.text ?? null);
      // "…Nana's 80th is Saturday 5th" — "pick up Nana on the day": with no day in its sentence, the occasion's.
      const occasionDay =
        !ownDue && refersToOccasionDay(own)
          ? occasionBefore(segments, segmentIndex, candidate.clause.index, today)
          : null;
      // "…the dress fitting is Thursday at four so I have to pick up Valentina early that day": the day it points at,
      // over the day the sentence opens with and a vague time said elsewhere in it.
      // "freeze the release branch two days before the launch": the event's day said on another line, less the offset.
      // ("register the change of address — at least a week before the move": or in a clause of its own, its only task's.)
      const beforeEvent = ownDue
        ? null
        : (dayBeforeEvent(own, text, today) ??
          (candidates.length === 1 ? dayBeforeEvent(contextText, text, today) : null));
      let due =
        beforeEvent ??
        (vagueOwn ? null : occasionDay) ??
        (vague
          ? null
          : (ownDue ??
            nearestDue(i) ??
            (refersToEarlierDate(own) ? earlierDue(segments, segmentIndex, today) : null) ??
            // "I need the photos by Thursday. Joy pls send them": the day said of the thing "them" stands for.
            (pointedAt ? findDue(pointedAt.after, today) : null)));
      let shift = !ownDue && due ? borrowedDateShift(own) : 0;
      // "defrost the freezer the night before (Dec 11)": a day in brackets right after it is the night's own day.
      const bracket = shift
        ? /^\s*\(([^()]*)\)/.exec(segment.text.slice(candidate.clause.index + candidate.clause.text.length))
        : null;
      if (due && bracket?.[1]?.includes(due.text)) shift = 0;
      if (due && shift) due = { ...due, day: addDays(due.day, shift) };
      // "drop the robes at the cleaners - no, Wednesday, …", "pay it next Monday — no wait, it's due on the 20th": a
      // correction said after the task, up to the next task, dates it over its own day and the sentence's.
      // The title loses the day taken back and the words that take it back ("pay it next Monday — no wait").
      let saidPhrase = candidate.verbPhrase;
      if (!vague) {
        const next = candidates.find((c) => c.clause.index > candidate.clause.index);
        const tail = segment.text.slice(candidate.clause.index, next?.clause.index ?? segment.text.length);
        // "book the ferry for Christmas – prices go up after 1st Dec", "order the cake for Saturday, the bakery needs two
        // days so by Thursday": a deadline ahead, said after a task with no day of its own but the one it is for, is its.
        const ahead = !ownDue || /^for\b/i.test(ownDue.text) ? deadlineAhead(tail, today) : null;
        if (ahead) due = ahead;
        // "network data return due 1st - no, they've moved it, it's the 3rd now", "was due 30/11, got an extension to
        // 15/12": news that the task's own day changed gives the new one.
        const correction = changedDay(tail, today) ?? correctedDay(tail, today);
        if (correction && (!due || formatDay(correction.day) !== formatDay(due.day))) {
          const dropped = findDue(saidPhrase, today)?.index ?? -1;
          if (dropped > 0) saidPhrase = saidPhrase.slice(0, dropped).replace(/[\s,.…—–-]+$/, '');
          due = correction;
        }
      }
      // A list item that opens with its day ("- next Friday: organise a farewell lunch") dates itself only: the item
      // after it ("- renew my gym membership, whenever") takes no day from it. A heading alone on its line ("Friday:")
      // or a label line that is no list item still dates what is under it.
      if (
        !due &&
        !vague &&
        section &&
        !heading &&
        !(inline && segments[sectionAt]?.bullet) &&
        // "Saturday: inspect the hives" over "print the shipping labels": the label's own line only.
        !(inline && sectionAt !== segmentIndex && undatedPastInlineLabel(section, segment.original))
      ) {
        sectionDue ??= dueOfSection();
        // "MOVE – Sat 5 Dec" over "defrost the freezer the night before": the day before the heading's.
        const before = sectionDue ? borrowedDateShift(own) : 0;
        // Over "order boxes", "transfer the broadband": getting ready for the move (or an event the heading dates,
        // "Manaslu group (arriving 2 Dec):"), not due on its day.
        // Under "Tuesday list" written on a Tuesday: the day the list was written, not due then unless it says an hour.
        due = before
          ? { ...sectionDue!, day: addDays(sectionDue!.day, before) }
          : preparesForEvent(section, sectionDue, own, today) ||
              (sectionDue && undatedUnderDayStamp(sectionDue, today, segment.original) && !dayPlan())
            ? null
            : sectionDue;
      }
      // "for tomorrow … finish the budget slides before lunch": an hour without a day is on the day said before it.
      if (due && givesOnlyTime(due.text)) {
        if (section && !heading) sectionDue ??= dueOfSection();
        const day = dayBefore(i) ?? (section && !heading ? sectionDue : null);
        // ("this week is chaos: … send the redlines by EOD": a week with no day in it gives the hour none.)
        if (day && !givesOnlyTime(day.text) && !VAGUE_SPAN.test(day.text.trim()))
          due = { ...due, day: day.day };
      }
      const people = findPeople(candidate.clause.text);
      // "sign the lease, then send it to Andrés to review": a follow-up merged into the task names its people too.
      if (candidate.extra)
        for (const name of findPeople(candidate.extra)) if (!people.includes(name)) people.push(name);
      // "Khun Somchai to arrange the trial": the doer once, as the clause's people give it ("Somchai").
      const delegate = candidate.delegate;
      if (delegate && !people.includes(delegate) && !people.includes(withoutTitle(delegate)))
        people.unshift(delegate);
      for (const name of candidate.also) if (!people.includes(name)) people.push(name);
      // A message's writer is on what it asks of the user unless the request names who else it involves
      // ("could you ask Rob to relabel bay 2" is Rob's).
      // "We'd like Ana to lead the demo, and Raj to take notes": a part that names its own doer outside the span of
      // whom the sentence asks first is that doer's alone.
      const apart =
        candidate.delegate !== null &&
        span !== null &&
        (clauseAt >= span.end || clauseAt + candidate.clause.text.length <= span.start);
      // "Sanne: someone needs to log the downtime in MES": a job a speaker says needs doing, by whoever, is no errand
      // of theirs, unless it is for them ("someone has to help me with the sofa") or the answer that takes it on
      // brings it back to them ("I'll log it and let you know"). A favour asked ("can someone grab the projector?")
      // keeps who asked on it.
      const lead = text.slice(Math.max(text.lastIndexOf('\n', clauseAt - 1) + 1, clauseAt - 60), clauseAt);
      const answers =
        span?.writer === true
          ? cleaned.taken
              .filter(({ request }) => request.start <= clauseAt && clauseAt < request.end)
              .map(({ answer }) => text.slice(answer.start, answer.end))
          : [];
      const toAnyone =
        span?.writer === true &&
        (NEEDED_BY_ANYONE.test(lead) || answers.some((answer) => CLAIMED.test(answer))) &&
        !FOR_THE_ASKER.test(`${lead.replace(/^.*[:.!?]\s/, '')} ${candidate.clause.text}`) &&
        !answers.some((answer) => BACK_TO_YOU.test(answer));
      if (span?.person && !apart && !toAnyone && !(span.writer && people.length > 0))
        for (const name of [span.person, ...(span.also ?? [])].reverse())
          if (!people.includes(name)) people.unshift(name);
      // "Lucy can you check for a vegan option for Ben?", "Otieno: reconcile the sheets for Kisumu": whom the one asked
      // does it for is not on it.
      const doers = [candidate.delegate ?? '', span?.person && !apart && !span.writer ? span.person : ''];
      people.splice(0, people.length, ...withoutBeneficiaries(people, doers, candidate.clause.text));
      // "Sana: call Zebra about the scanners": nor is a firm the one asked is to call.
      people.splice(0, people.length, ...withoutCalledFirms(people, doers, candidate.clause.text));
      // "Hi Marco, … I'll review the redlines and get back to you", "Funke will call you": in the user's own message,
      // "you" is whom it is to.
      // In a chat, "you" in the user's line is the speaker they answer ("Tony: any ETA?" — "I'll text you when…").
      // (Only when "you" is what the task's own verb acts on: "I'll take the lag and get back to you" is no one's.)
      const addressee = TO_YOU.test(`${candidate.clause.text} ${candidate.extra}`)
        ? (cleaned.to ??
          (/^\p{L}+\s+you\b/iu.test(candidate.verbPhrase.trim()) ? chatAddressee(chat, segment.start) : null))
        : null;
      // "Hi Rosa and Manny, … I'll call you both Monday evening": all of them.
      const everyone =
        cleaned.toAll && ALL_OF_YOU.test(`${candidate.clause.text} ${candidate.extra}`)
          ? cleaned.toAll
          : null;
      if (everyone && !span?.person)
        people.push(...everyone.filter((name) => !people.includes(name)).slice(0, MAX_PEOPLE));
      else if (addressee && !span?.person && !people.includes(addressee)) people.push(addressee);
      // "Hi Will, … I'll send the revised quote tonight": in the user's own message, what they send back without
      // saying to whom goes to whom the message is to.
      else if (
        cleaned.to &&
        cleaned.messages.length === 0 &&
        (cleaned.notesAt === undefined || segment.start < cleaned.notesAt) &&
        !span?.person &&
        people.length === 0 &&
        SENDS_BACK.test(candidate.verbPhrase) &&
        !/\s(?:to|for|with)\s/i.test(candidate.clause.text)
      )
        people.push(cleaned.to);
      // "Get Deloitte the trial balance, Hannah is our contact there": the contact is who it goes through.
      if (people.length === 0) {
        const contact = contexts.map((c) => contactIn(c.text)).find(Boolean);
        if (contact) people.push(contact);
      }
      // "Makoa asked to swap his Friday, approve that": an answer pointing back at a request is with whoever asked.
      // "Alex asked for Saturday off, sort the rota": so is the task said right after the request.
      if (people.length === 0) {
        const earlier = contexts.filter((c) => c.index < candidate.clause.index);
        const asker = GRANTS_IT.test(candidate.verbPhrase)
          ? earlier.map((c) => askerIn(c.text)).findLast(Boolean)
          : earlier.length > 0 &&
              earlier.at(-1)!.index + earlier.at(-1)!.text.length >= candidate.clause.index - 2 &&
              !/^\W*(?:and\s+)?(?:also|plus|then|oh)\b/i.test(candidate.clause.text) &&
              /\b(?:asked|requested)\b/.test(earlier.at(-1)!.text)
            ? askerIn(earlier.at(-1)!.text)
            : null;
        // "write the RCA, Selin asked for it by Wednesday", "Sanna wants it by EOD → send before 4pm": a clause right
        // beside the task that only says who asked for, wants or needs it.
        // (Not across an "also": "Tomasz asked for help with the move, also book the dentist" is a new errand.)
        const newErrand = /^\W*(?:and\s+)?(?:also|plus|then|oh)\b/i;
        const beside = contexts.filter((c) =>
          c.index < candidate.clause.index
            ? c.index + c.text.length >= candidate.clause.index - 3 && !newErrand.test(candidate.clause.text)
            : c.index <= candidate.clause.index + candidate.clause.text.length + 3 && !newErrand.test(c.text),
        );
        const wanter = asker ?? beside.map((c) => wanterIn(c.text)).find(Boolean);
        // "Dalia prepares the risk docs, I review them Wed", "Wiktor owns the login screen, I'll do the rest": the
        // user's own part, said beside another's, is done with them.
        const partner =
          wanter ??
          (OWN_PART.test(candidate.clause.text) ? beside.map((c) => partnerIn(c.text)).find(Boolean) : null);
        if (partner && someoneElse(partner)) people.push(partner);
      }
      // "Elina to book the rooms" in the discussion of notes she took ("(I'm taking them — Elina)"): handed to the user
      // by name, as her "Elina: rooms" under the actions (see discussedAt).
      const toUser = people.some((name) => name.split(' ')[0] === cleaned.self);
      people.splice(0, people.length, ...withOfficeHolders(people, offices));
      if (firms.size > 0 || pets.size > 0 || labels.size > 0 || cleaned.self || cleaned.reader)
        people.splice(0, people.length, ...people.filter(someoneElse));
      // "Jess can you call Auntie Val and invite her": "her" is the one named earlier in the sentence, not whom the
      // message asks.
      const said = `${candidate.clause.text} ${candidate.verbPhrase}`;
      // "find the rubric and send it to her": a step joined on to the task says the pronoun too.
      const pronoun =
        PRONOUN_OBJECT.test(candidate.clause.text) || PRONOUN_OBJECT.test(candidate.verbPhrase)
          ? 'object'
          : PRONOUN_SUBJECT.test(candidate.clause.text)
            ? 'subject'
            : null;
      const sentenceSoFar = segment.text.slice(0, candidate.clause.index + candidate.clause.text.length);
      // "tell jen … and my mom wants me to pick up her prescription": the relation said since, not Jen.
      // "Sam: your mam rang … tell her by the weekend pls": whoever asks is on the task, but their own "her" is never
      // them (a writer says "me"), so the relation named before is who it is.
      // (Not when the sentence names anyone, lexicon or not: "call ciocia Basia to invite her"; "Aiden's mom" is whose.)
      const onlyAsker =
        people.length > 0 &&
        people.every((name) => span?.writer && name === span.person) &&
        !namesSomeone(sentenceSoFar);
      const kinHere =
        (people.length === 0 || onlyAsker) && pronoun ? kinSinceLastName(sentenceSoFar, said) : null;
      // "Priya: update her section", "Dan — chase his supplier": on an owner's line, not a message to them, "his"/"her"
      // before a thing is the owner's own.
      const ownersOwn =
        span?.person != null &&
        !span.writer &&
        OWN_THING.test(candidate.clause.text) &&
        !/\byou(?:r)?\b/i.test(segment.text) &&
        fitsPronoun(span.person.split(' ')[0]!, said);
      const onlyAddressee =
        !kinHere && !ownersOwn && pronoun === 'object' && people.every((name) => name === span?.person);
      const earlier = segment.text.slice(0, candidate.clause.index);
      const inSentence =
        (onlyAddressee && candidate.clause.index > 0
          ? lastNamedIn(
              earlier,
              findPeople(earlier).filter((name) => someoneElse(name) && name !== span?.person),
            )
          : undefined) ??
        // "Hi Sam, Femke starts Monday. Can you set up her laptop?": whom a message asks is never its "her".
        (onlyAddressee && span?.person && namedBefore && namedBefore !== span.person
          ? namedBefore
          : undefined);
      if (inSentence) people.push(inSentence);
      // "…, ping her tomorrow", "she will share the plan": the last person named; a subject pronoun not for a task
      // that person already does.
      // A relation named since the last name ("…mum's birthday. Call her tonight") is who "her" is.
      const kin =
        people.length === 0 || onlyAsker
          ? (kinHere ?? lastKin?.findLast((k) => k.pronoun.test(said))?.word ?? null)
          : null;
      // "…call the landlord and if he doesn't answer email him and Chloe's birthday is…": only someone named before
      // the pronoun, in this sentence or before it.
      // "and Jo will bring the chairs so remind her on friday": who an earlier part gives a job is named too.
      const delegates = candidates.slice(0, i).flatMap((c) => (c.delegate ? [c.delegate] : []));
      // "Bongani's leave starts on the 20th so find cover for his routes": whose a thing is names them too.
      const owners = pronoun ? ownersIn(sentenceSoFar) : [];
      const upTo =
        people.length === 0 && !kin && pronoun && (lastNamed || delegates.length > 0 || owners.length > 0)
          ? sentenceSoFar
          : null;
      // "get it to Hannah … review the PR Diego opened, he needs it merged": "he" is no name the lexicon lists as a woman's.
      const fits = (name: string | null) => name !== null && fitsPronoun(name.split(' ')[0]!, said);
      const before =
        upTo === null
          ? null
          : (lastNamedIn(
              upTo,
              [...findPeople(upTo), ...delegates, ...owners].filter(
                (name) => (someoneElse(name) || isPet(name)) && fits(name),
              ),
            ) ??
            (named && upTo.includes(named) ? [named] : [partner, namedBefore]).find(fits) ??
            null);
      // "reschedule our next 1:1" in a 1:1's notes: with whom it is.
      if (partner && people.length === 0 && !before && OUR_ONE_ON_ONE.test(candidate.clause.text))
        people.push(partner);
      // "quarterly review w/ Dana, bring the numbers": whom the meeting is with is on what to bring to it.
      const met = people.length === 0 && !before ? metBefore(earlier, candidate.clause.text) : null;
      if (met && someoneElse(met)) people.push(met);
      // "Biscuit's heartworm tablet is due, and book his grooming": "his" is the pet's, and no person is on the task.
      const pet = before && isPet(before) ? before : null;
      if (before && !pet && (pronoun === 'object' || !candidates.some((c) => c.delegate === before)))
        people.push(before);
      // "Someone needs to open a ticket about the TTL. Nadia, can you own that?", "…add an alert — @Tomás can you take
      // that?": a request that only points back at the task before it is that task, asked of whom it asks; no task of
      // its own (nor when the sentence before made none: "Take that" says nothing to do).
      if (POINTS_BACK.test(candidate.verbPhrase) && ASKED.test(candidate.clause.text)) {
        const before = tasks.at(-1);
        if (before && before.segment >= segmentIndex - 1 && people.length > 0)
          before.people = people.slice(0, MAX_PEOPLE);
        return;
      }
      // "Sarah's leaving do is on the 18th, get a card": the card is for Sarah's leaving do (she is not on the task: a
      // careful person writes "Get a card for Ollie's last shift" with nobody).
      const occasion = GIFT.test(candidate.verbPhrase)
        ? titleContext.map((c) => OCCASION.exec(c)).find((m) => m !== null)
        : undefined;
      // "Kylie: did anyone book the BBQ area for Sat?" — "Me: not yet, I'll do it tonight": doing it is doing what was asked.
      const doing = DOES_IT.exec(candidate.verbPhrase);
      const asked = doing && segmentIndex > 0 ? askedIfDone(segments[segmentIndex - 1]!.text) : null;
      const verbPhrase = occasion
        ? `${withoutStop(candidate.verbPhrase)} for ${occasion[0]}`
        : asked
          ? `${asked}${doing![1]}`
          : saidPhrase;
      // "Tony: plasterers start Wed" — the user's "I'll text you when they're done": in the user's answer, "you" is
      // whom it answers (text Tony), as another speaker's "me" is that speaker.
      const youAre =
        (span?.writer && span.person) || span?.kin || !ANSWERED_YOU.test(verbPhrase)
          ? null
          : (answeredMessage(chat, segment.start)?.who ?? null);
      // Whom a first step is for is on the task; one only reported back to after the job is not ("take the consumer lag
      // and get back to you").
      if (
        youAre &&
        people.length === 0 &&
        !/\sand\s/i.test(verbPhrase.slice(0, verbPhrase.search(ANSWERED_YOU)))
      )
        people.push(youAre);
      const made = makeTitle({
        // "could you send me the lease", from Ingrid to the user: send Ingrid the lease; "review my PR": Kevin's PR.
        // "Dad: anyone free to help me move the wardrobe?": help Dad move it (a relation, so nobody is on the task).
        verbPhrase:
          (span?.writer && span.person) || span?.kin
            ? verbPhrase
                // "get quotes for all of us": a group the writer is one of, the user too, stays "us".
                .replace(
                  /\b(?:me|(?<!\b(?:all|both|each|one|some|any|most|none) of )us)\b/,
                  (span.person ?? span.kin)!,
                )
                .replace(/\bmy\b/, `${span.person ?? span.kin}'s`)
            : youAre
              ? verbPhrase.replace(ANSWERED_YOU, (_whole, before: string) => `${before}${youAre}`)
              : verbPhrase,
        context: titleContext,
        doubt,
        dueText: due?.text ?? null,
        people,
        subject: subjectNamed ?? pointedAt?.thing ?? null,
        antecedent: kin ?? inSentence ?? pet ?? null,
        closing: pointedAt?.closes ? pointedAt.thing : null,
      });
      // "…rejected it over the data safety form" — "@dilini can you update the form?": in a chat, the thing as said in
      // full in the messages before.
      const chatFrom = messagesBefore(chat, segment.start, 3);
      // "Abuela's cardiology appt got moved to Dec 4" — "I'll take her": whom the answer takes is whose appointment
      // the chat named, and its title says where to ("Take Abuela to the cardiology appt"); a relation is nobody on the
      // task.
      // So in prose: "Abuela's doctor appointment is the 2nd at 10, I'm driving her" drives Abuela, not a name said before.
      const escort = escortedTo(
        candidate.verbPhrase,
        chatFrom === null ? earlier : `${text.slice(chatFrom, segment.start)} ${earlier}`,
      );
      const title = chatFrom === null ? made : fullerThing(made, text.slice(chatFrom, segment.start));
      if (!/[\p{L}]{2}/u.test(title) || LONE_ADVERB.test(title) || SCENE_ONLY.test(title)) return;
      // "- props list to Sizwe (send today)", "Mele hasn't sent the form back, nudge her": a title that takes its thing
      // or its "her" from the sentence takes whom the sentence names there too. Not whom it is for ("call the dentist
      // for Lucas"), a pet, nor a name the title got from elsewhere ("get back to you" in a chat is its speaker).
      // ("wash her bedding" after "Pickles has a meet & greet": whose thing a pronoun stands for may be a pet's.)
      if (people.length === 0) {
        const forWhom = beneficiariesIn(title);
        people.push(
          ...findPeople(title).filter(
            (name) =>
              someoneElse(name) &&
              !isPet(name) &&
              !forWhom.includes(name) &&
              !title.includes(`${name}'s`) &&
              segment.text.includes(name) &&
              !candidate.clause.text.includes(name),
          ),
        );
      }
      // "Burak's PR for the alert rules — review + merge", "Yara's tutor fees — pay before Thursday": the thing a bare
      // verb's title took from the sentence brings its owner, as it does said in the task's own words ("review Burak's
      // PR"). Not a thing said as news first ("Biscuit's vaccine is due, book it", "Allegro's manager is furious – call
      // them back") or that a pronoun points back at ("… – wash her bedding"): its owner may be a pet or a firm.
      // ("Burak's PR": the owner's "'s" is no verb.)
      const saidBefore = contexts
        .filter((c) => c.index < candidate.clause.index)
        .at(-1)
        ?.text.replace(/['’]s(?![\p{L}])/gu, '');
      if (
        people.length === 0 &&
        !(saidBefore && (hasFiniteVerb(saidBefore) || isIndependent(saidBefore))) &&
        !pointedAt &&
        !pronoun &&
        !OWN_PRONOUN.test(candidate.verbPhrase)
      )
        for (const name of thingOwners(title))
          if (someoneElse(name) && !candidate.clause.text.includes(name)) people.push(name);
      // "Dimitra's school play Thursday 6pm → leave campus by 5", "Jack's footy presentation — leave by 5:15": leaving
      // for someone's occasion said just before as a topic (no news: "Aisha's play is Friday, leave early") is going to
      // it, with them, as "go to Minseo's recital" is.
      // "Kelsey's renewal — chase signature", "Aarav's term fees, pay online": any step on someone's thing said just
      // before as a topic is done for them (see topicOwner).
      const topic = contexts.filter((c) => c.index < candidate.clause.index).at(-1)?.text;
      if (
        people.length === 0 &&
        topic &&
        saidBefore &&
        !hasFiniteVerb(saidBefore) &&
        !isIndependent(saidBefore)
      ) {
        const owner = topicOwner(topic);
        const owners = GOES_TO_IT.test(title) ? thingOwners(topic) : owner ? [owner] : [];
        for (const name of owners) if (someoneElse(name) && !isPet(name)) people.push(name);
      }
      // "can someone renew the cert?" — "ok will renew tmrw", "…pls pay" — "ok I'll pay it tomorrow": an answer that names
      // nothing but its verb takes on the request open before it (and dates it when sooner; "yes please Piotr, call
      // them" hands it to Piotr). With none open, a title that still names nothing asks nothing, unless it hands a job
      // out; one whose "it" was found before stays ("we're out of foil" — "I'll grab it").
      const bareTitle = namesNothing(title, due?.text ?? null);
      const open = openRequestsFrom(chat, segment.start, segment.text, people);
      const answering =
        bareTitle || namesNothing(withoutStop(verbPhrase.trim()), due?.text ?? null) ? open : null;
      // "someone needs to pick up the cake" — "I'll get the cake", "I'll do the photo book, have to order it by the 1st":
      // an answer that takes on or fetches the things the request open before it named is that request, in its own
      // verb ("will sign tonight and PayNow the school" is two jobs, "I'll wash the van" after "book the van" another).
      const things =
        open && !answering && !open.handsOut && candidates.length === 1 ? thingWords(title) : null;
      const sameJob = (asked: string) =>
        TAKE_ON_VERB.test(title) ||
        (ERRAND.test(title) && ERRAND.test(asked)) ||
        words(asked)[0] === words(title)[0];
      const thingAsked = things?.size
        ? tasks.findLast(
            (known) =>
              known.segment < segmentIndex &&
              // "Dad: someone has to…": a relation's name stays in the text, so the segment may start before it.
              segments[known.segment]!.start + segments[known.segment]!.original.length > open!.from &&
              sameJob(known.title) &&
              [...things].every((word) => thingWords(known.title).has(word)),
          )
        : undefined;
      if (thingAsked) {
        retold = { task: thingAsked, segment: segmentIndex };
        if (due && (!thingAsked.dueDate || formatDay(due.day) < thingAsked.dueDate))
          dateTask(thingAsked, due);
        return;
      }
      // "I can print the collage, but I need the photos. Joy pls send them": a job handed out whose "them" was found
      // is that job.
      if (answering && (bareTitle || !answering.handsOut)) {
        const request = tasks.findLast((known) => segments[known.segment]!.start >= answering.from);
        if (request) retold = { task: request, segment: segmentIndex };
        if (request && due && (!request.dueDate || formatDay(due.day) < request.dueDate))
          dateTask(request, due);
        if (request && answering.handsOut) request.people = people.slice(0, MAX_PEOPLE);
        if (request || (bareTitle && !answering.handsOut)) return;
      }
      // "Pieter: top.", "who's presenting at the lunch & learn?": in a chat, a verb alone whose thing nothing before
      // names is shorthand, no task ("Chase them", "Confirm yours" still ask something).
      if (bareTitle && !/\s/.test(title.trim()) && messagesBefore(chat, segment.start, 0) !== null) return;
      const told = candidate.visit
        ? candidate.visit
        : candidates.length === 1
          ? segment.whole
          : // A lone "right" or "ok" left from "right so…" says nothing in a description either.
            [
              candidate.clause.text,
              ...ownContexts.map((c) => c.text).filter((c) => !LONE_ADVERB.test(c.trim())),
            ].join(' — ');
      // "Last thing, the November rent came in $40 short. Can you sort that out…": a title that still points back at
      // what its line said before ("that", "him") keeps those sentences, which say what it is, in its description.
      const justBefore = segments[segmentIndex - 1];
      const saidFirst = segment.text.slice(0, candidate.clause.index);
      const pointedBack =
        point ||
        (justBefore?.line === segment.line &&
        titlePointsBack(title) &&
        (ASKER_ONLY.test(saidFirst) ||
          ((saidFirst.match(/\p{L}+/gu) ?? []).length <= 4 && !hasFiniteVerb(saidFirst))) &&
        !tasks.some((task) => task.segment === segmentIndex - 1) &&
        !ONLY_INTERJECTIONS.test(justBefore.text)
          ? justBefore.whole
          : '');
      const description = pointedBack ? `${pointedBack} ${told}` : told;
      // In a sentence of several tasks, a clause with another of them between it and this one is that one's more than
      // this one's.
      const across = (c: Clause) =>
        candidates.some(
          (k) =>
            k !== candidate && (k.clause.index - c.index) * (k.clause.index - candidate.clause.index) < 0,
        );
      const listed = candidates.length > 1;
      // "ALFAMA" over "- bacalhau: only 20kg this week → call the rep" and "- salamander broken, get his number": an
      // item's own label ("bacalhau:") heads that item's sentences, not the items after it — they stay the list's.
      const othersLabel =
        inline &&
        !heading &&
        segment.bullet &&
        segments[sectionAt]?.bullet === true &&
        segments[sectionAt]!.line !== segment.line;
      const keyword = pickTag(
        // "Visit her on Saturday" after "Grandma's in hospital": her is the family's.
        kin ? `${own} ${kin}` : own,
        listed ? joined(ownContexts.filter((c) => !across(c))) : contextText,
        dumpScores,
        ctx.tags,
        othersLabel
          ? { text: listHeading, weight: sectionWeight, listTitle: shape.titles.has(listHeadingAt) }
          : {
              text: section,
              weight: sectionWeight,
              inline: inline && !heading,
              listTitle: shape.titles.has(sectionAt),
            },
        // "Pick up Rosa's birthday present": a name is no word of an area, on the task or not.
        [...people, ...ownersIn(own).filter((name) => !people.includes(name))],
        meetings[segmentIndex],
        listed ? { across: joined(ownContexts.filter(across)) } : undefined,
      );
      // This user's own tagging decides, but not against a clear meaning of the task's own words unless they corrected it.
      const guess = learned?.guess(`${title} ${own}`);
      const task: LocatedTask = {
        title,
        description: withoutMarks(description).slice(0, MAX_DESCRIPTION),
        tag: learnedOrKeyword(
          guess,
          keyword,
          guess && guess.tag !== keyword ? evidenceFor(own, keyword, ctx.tags) : 'none',
        ),
        dueDate: due ? formatDay(due.day) : null,
        dueText: due?.text ?? null,
        // The schema's limits: a verbatim prefix when one unpunctuated sentence is longer than that.
        sourceText: segment.original.slice(0, MAX_SOURCE),
        people: people.slice(0, MAX_PEOPLE),
        topicIndex: null,
        recurrence: recurrenceFromPhrase(own)?.rule ?? recurrenceFromPhrase(contextText)?.rule ?? null,
        segment: segmentIndex,
      };
      if (toUser) handedToUser.add(task);
      // So says a task with no word at all (Unsorted here, filed by what is said around it): when that is one everyday
      // word of Life's ("the accountant wants the VAT numbers, start gathering receipts"), the tasks around it decide.
      // A sentence that names the writer's own thing ("my passport runs out, sort that out") keeps it theirs.
      if (
        !guess &&
        (keyword === 'Life' || keyword === UNSORTED) &&
        saysLittle(own, ctx.tags, title, segment.text)
      )
        saysLittleOf.add(task);
      if (
        !guess &&
        (keyword === 'Life' || keyword === UNSORTED) &&
        saysNothing(own, ctx.tags, title, [section, ...ownContexts.map((c) => c.text)])
      )
        saysNothingOf.add(task);
      if (carried && !task.dueDate) dateTask(task, carried);
      // "the glazier comes Friday, someone has to be home" — "I'll work from home Friday then": an answer that does the
      // request another way (`own`) says what it is for in the request's words, as a note under a pasted message keeps
      // the message's ask.
      if (pair?.own)
        task.description =
          `${task.description} (${text.slice(pair.request.start, pair.request.end).replace(/\s+/g, ' ').trim()})`.slice(
            0,
            MAX_DESCRIPTION,
          );
      const ownWords = normalisedWords(title);
      // "someone needs to update the forecast tab" — "I'll do the forecast tab": the same task, taken on.
      // The verb that only takes it on ("take", "handle") names nothing of the task: only the thing must be the request's.
      const takenOn = TAKE_ON_VERB.test(title);
      const takenWords = takenOn ? normalisedWords(title.replace(TAKE_ON_VERB, '')) : ownWords;
      const duplicate = tasks.find(
        (known, i) =>
          known.title.toLowerCase() === title.toLowerCase() ||
          similar(titleWords[i]!, ownWords) ||
          (takenOn &&
            segmentIndex - known.segment <= 3 &&
            takenWords.size > 0 &&
            [...takenWords].every((word) => titleWords[i]!.has(word))) ||
          // "can someone check it against the recording?" — "I'll check the quote tonight": in a chat, the same verb on
          // part of what was asked is the task asked, said shorter.
          (cleaned.messages.length >= 2 &&
            segmentIndex - known.segment <= 3 &&
            ownWords.size >= 2 &&
            words(known.title)[0] === words(title)[0] &&
            [...ownWords].every((word) => titleWords[i]!.has(word))),
      );
      // "Can you sign the permission slip?" in the message, "my notes: sign the slip before Friday" under it: the
      // user's note of a thing the message asks is that task, in their words, by their day or else the message's.
      const notesAt = cleaned.notesAt;
      const inNotes = notesAt !== undefined && segments[segmentIndex]!.start >= notesAt;
      const askedAt = inNotes
        ? noteAsked(tasks, (known) => segments[known.segment]!.start, notesAt, title)
        : -1;
      const restated =
        askedAt >= 0
          ? tasks[askedAt]!
          : restatedAsks.find((ask) => sharesThing(ask.words, thingWords(title)));
      if (inNotes && !duplicate && restated) {
        keepsDayOf(task, restated);
        if (askedAt >= 0) {
          restatedAsks.push(takeOnNoted(task, tasks[askedAt]!));
          forget(askedAt);
        }
      }
      // "Can your husband move the car…?" in the message, "me: tell Raf about the car thing" under it; "2) Arrange
      // sorting of the stock", "sorting -> get Rashid's team on it": the note says who does that request, no task of
      // its own. The request gets them, first.
      const handed = inNotes && !duplicate && askedAt < 0 ? handsOn(title, task.sourceText ?? '') : null;
      const handedAt = handed
        ? onlyIndex(
            tasks,
            (known) => segments[known.segment]!.start < notesAt! && namesThing(known.title, handed.thing),
          )
        : -1;
      if (handed && handedAt >= 0) {
        const ask = tasks[handedAt]!;
        ask.people = [handed.who, ...ask.people.filter((name) => name !== handed.who)];
        keepsDayOf(ask, task);
        return;
      }
      // "someone needs to grab ice" — "I'll get ice and charcoal": the same errand, said again with more in it.
      const errand = duplicate
        ? undefined
        : tasks.findIndex((known) => segmentIndex - known.segment <= 3 && moreOfErrand(known.title, title));
      // "OH and the car rego is due on the 5th!!" — "ugh. I'll renew it online": in a chat, the thing said and then
      // acted on is one task, the act, by the thing's day when it says none.
      const saidThing =
        duplicate || (errand !== undefined && errand >= 0) || cleaned.messages.length < 2
          ? -1
          : tasks.findIndex((known) => segmentIndex - known.segment <= 3 && actsOnThing(known.title, title));
      if (saidThing >= 0) {
        const known = tasks[saidThing]!;
        keepsDayOf(task, known);
        forget(saidThing);
      }
      if (errand !== undefined && errand >= 0) {
        const known = tasks[errand]!;
        known.title = title;
        titleWords[errand] = ownWords;
        keepsDayOf(known, task);
        return;
      }
      if (duplicate) {
        retold = { task: duplicate, segment: segmentIndex };
        keepsDayOf(duplicate, task);
        // "someone needs to write the RCA" — the user's "Ayesha, can you take the RCA?": handed to whom it names.
        if (takenOn && task.people.length > 0) duplicate.people = task.people;
        return;
      }
      // "from Lucía, I need to handle the room thing" over her "Please book the small seminar room for the committee
      // visit": the user's note above a pasted message that says one of its requests again is that one task — in the
      // request's words, by the note's day if it says one, with whom the request names (else the note).
      const above = cleaned.notedAbove;
      const at = segments[segmentIndex]!.start;
      const noted =
        above !== undefined && at >= above.from && at < above.to
          ? tasks.findIndex(
              (known) => segments[known.segment]!.start < above.from && restates(title, known.title),
            )
          : -1;
      if (noted >= 0) {
        const note = tasks[noted]!;
        note.title = title;
        titleWords[noted] = ownWords;
        note.description = `${note.description} (${task.description})`.slice(0, MAX_DESCRIPTION);
        if (!note.dueText) {
          note.dueDate = task.dueDate;
          note.dueText = task.dueText;
        }
        if (task.people.length > 0) note.people = task.people;
        if (task.tag !== UNSORTED) note.tag = task.tag;
        return;
      }
      // "Tomás will order 40 new pairs" in a meeting's discussion, "Tomás: order goggles (40 pairs)" under its actions:
      // the item the discussion handed out is one task, the item's, by the discussion's day when it says none. So for
      // one it handed to the user by name, and their item (which names nobody).
      const actionsFrom = shape.actionsFrom;
      const discussedAt =
        actionsFrom >= 0 && segments[segmentIndex]!.line > actionsFrom
          ? tasks.findIndex(
              (known) =>
                segments[known.segment]!.line < actionsFrom &&
                (known.people.length > 0 || handedToUser.has(known)) &&
                known.people.join() === task.people.join() &&
                (words(known.title)[0] === words(title)[0] || restates(known.title, segment.text)),
            )
          : -1;
      if (discussedAt >= 0) {
        const point = tasks[discussedAt]!;
        keepsDayOf(task, point);
        forget(discussedAt);
      }
      // "Valentina: the walk-in fridge is making that noise again" — "I'll call the refrigeration guy tomorrow": a call
      // about the fridge.
      const answered = escort ? null : answeredMessage(chat, segment.start);
      // "can you pick up Grandma Ruth on the way?" — "yes! I'll get her at 1:30": the user's answer that says the request
      // again is that one task (askAnswered, takeOnAsk).
      const askedBefore = answered
        ? askAnswered(
            tasks,
            (known) => segments[known.segment]!.start,
            answered,
            segment.text,
            title,
            task.people,
          )
        : -1;
      if (askedBefore >= 0) {
        takeOnAsk(task, title, tasks[askedBefore]!);
        forget(askedBefore);
      }
      // "Grace is asking if we can move the house meeting to Sunday" — "Sunday works. I'll tell her": tell Grace.
      const asker = answered ? tellsAsker(task.title, text.slice(answered.start, answered.end)) : null;
      if (asker) {
        task.title = asker.title;
        if (task.people.length === 0) task.people = [asker.person];
      }
      const about = !asker && answered && contactAbout(task.title, text.slice(answered.start, answered.end));
      if (about) task.title = about;
      // "Zhang: spare gripper fingers for robot cell B are almost gone" — "I'll raise the PO today": a PO for them.
      const inMessage = messagesBefore(chat, segment.start, 0);
      // "we still need to fix the pool size on payments-api, it's hardcoded to 10. i'll raise a PR tmrw", "we should
      // bump the HPA max replicas to 12, @joão can u open the PR": the PR carries the job said just before it in the
      // message — one task, by the PR's day, with whom the PR names.
      const jobAt = inMessage === null ? -1 : tasks.length - 1;
      const job = jobAt >= 0 ? tasks[jobAt]! : null;
      const carrying =
        job && segments[job.segment]!.start >= inMessage! ? requestCarrying(task.title, job.title) : null;
      if (job && carrying) {
        job.title = carrying;
        if (task.dueText) {
          job.dueDate = task.dueDate;
          job.dueText = task.dueText;
        }
        if (task.people.length > 0) job.people = task.people;
        job.description = `${job.description} ${task.description}`.slice(0, MAX_DESCRIPTION);
        return;
      }
      const raisedFor =
        inMessage === null
          ? null
          : vehicleFor(task.title, [
              text.slice(inMessage, segment.start),
              ...(answered ? [text.slice(answered.start, answered.end)] : []),
            ]);
      if (raisedFor) task.title = raisedFor;
      // Read as said up to here ("I'll bring her" to "who's bringing her?" takes that request on), written where to.
      if (escort) {
        task.title = escort.title;
        // A relation is nobody on the task, so is a word written in lower case ("annem's checkup", "mamá's appointment":
        // a relation in the writer's language, no name).
        const whose = escort.owner.replace(/^(?:my|our|your)\s+/, '');
        task.people = isKinWord(whose) || /^\p{Ll}/u.test(whose) ? [] : [escort.owner];
        // Taken there on the appointment's day: "Abuela's cardiology appt got moved to Dec 4" — "I'll take her".
        const day = findDue(escort.said, today);
        if (day) dateTask(task, day);
        // "don't forget Lola's check-up on Friday. Who's bringing her?": the appointment kept as a task is this one.
        const kept = tasks.findIndex(
          (known) =>
            segmentIndex - known.segment <= 3 &&
            wordOffsets(known.title, escort.owner).length > 0 &&
            wordOffsets(known.title, escort.what).length > 0,
        );
        if (kept >= 0) {
          const known = tasks[kept]!;
          known.title = task.title;
          known.people = task.people;
          titleWords[kept] = ownWords;
          keepsDayOf(known, task);
          return;
        }
      }
      tasks.push(task);
      titleWords.push(ownWords);
    });
  });
  // "the plumber can come Thursday between 9 and 12, someone has to be home" — "ok, Camila will be there": being home
  // for the visit is the task, by its day, with whom the answer sends.
  for (const visit of visits) {
    const at = segments.findLastIndex((segment) => segment.start < visit.to);
    if (at < 0 || tasks.length >= MAX_TASKS) continue;
    // The day the answer gives ("I'll wfh wed", "tomorrow morning then"), else the visit's.
    const day = sentEarlier(text, visit.from, now) ?? now;
    const due = findDue(text.slice(visit.from, visit.to), day) ?? findDue(visit.said, day);
    tasks.push({
      title: visit.title,
      description: `${visit.said} ${text.slice(visit.from, visit.to).trim()}`.slice(0, MAX_DESCRIPTION),
      tag: pickTag(visit.title, visit.said, dumpScores, ctx.tags),
      dueDate: due ? formatDay(due.day) : null,
      dueText: due?.text ?? null,
      sourceText: visit.said.slice(0, MAX_SOURCE),
      people: visit.people,
      topicIndex: null,
      recurrence: null,
      segment: at,
    });
    titleWords.push(normalisedWords(visit.title));
  }
  // "I still need: – the receipts – a copy of your NIE" over "If you can send them before the 15th…": the list's
  // items are due then, unless they say a day of their own; "Please send these before the 12th" is no task besides.
  for (const list of cleaned.listsDue ?? []) {
    const due = findDue(list.said, today);
    if (!due) continue;
    for (const task of tasks) {
      const at = segments[task.segment]!.start;
      if (at >= list.from && at < list.to && !task.dueText) dateTask(task, due);
    }
    const own = tasks.findIndex((task) => {
      const at = segments[task.segment]!.start;
      return at >= list.at && at < list.at + list.said.length;
    });
    if (own >= 0) tasks.splice(own, 1);
  }
  // "3. The discussion runs to nearly 5,000 words. Can you cut it to ~3,000?", "• Guarantees — still outstanding from
  // Nedbank. Could you confirm whether Absa will accept guarantees …?": in a mail's list item, a sentence that only
  // tells of a thing (no action opens its task) is no task when a later sentence of the item acts on that thing — nor
  // is the item's news ("Liquid nitrogen: BOC deliveries move to Thursdays … Hamish, can you update the sign?") when the
  // item asks or promises something, before the news or after it ("Could you send the SOC 2 report to Anita? She needs it
  // by Friday."). News of what is due, missing or needed ("The boiler service is overdue. … please confirm someone will
  // be home") is what that step is for: told in its description, its day when it has none. On a line of prose the same
  // holds for a sentence about a thing ("Your invoice #4471 is 14 days overdue. Please pay by November 30…"), always
  // told in the request's description.
  // ("MES upgrade — agree the window with production": an action after a label is the task all the same.)
  // ("CALL her to verify", "Re-send the invite": a verb in capitals or with its "re-" is one all the same.)
  const opensWithAction = (title: string) =>
    title
      .split(/\s[—–-]\s|:\s/)
      .some((part) =>
        startsAction(part.replace(/^\p{L}+(?:-\p{L}+)?/u, (verb) => verb.toLowerCase().replace(/^re-/, ''))),
      );
  if (cleaned.mailScene) {
    const { from, to } = cleaned.mailScene;
    for (let i = tasks.length - 1; i >= 0; i--) {
      const told = segments[tasks[i]!.segment]!;
      // Outside a list, only a sentence about a thing that asks nothing for it ("The Book Fair runs Dec 1–4.", not "I'd
      // also like the CMM report on my desk").
      const toldOfThing =
        /^(?:the|a|an|your|our|their|this|these|those)\s/i.test(tasks[i]!.title) &&
        !WANTS_BACK.test(tasks[i]!.sourceText ?? told.text);
      if ((!told.bullet && !toldOfThing) || told.start < from || told.start >= to) continue;
      if (opensWithAction(tasks[i]!.title)) continue;
      const acts = tasks.filter((task) => {
        const segment = segments[task.segment]!;
        return segment.line === told.line && segment.start !== told.start && opensWithAction(task.title);
      });
      if (acts.length === 0) continue;
      const thing = thingForms(`x ${tasks[i]!.title}`);
      const tellsDue = /\b(?:due|overdue|expir\w*|deadline|lapse[sd]?|outstanding|missing|needs?)\b/i.test(
        told.text,
      );
      const shares = acts.some((task) => sharesThing(thing, thingForms(task.title)));
      // A line of prose keeps what it told as the request's context: "The Book Fair runs Dec 1–4. If you'd like to
      // volunteer, sign up on the link below by Sunday."
      if ((tellsDue && !shares) || !told.bullet) {
        const after = acts.find((task) => segments[task.segment]!.start > told.start);
        const ask = after ?? acts.at(-1)!;
        ask.description = (
          after ? `${told.text.trim()} ${ask.description}` : `${ask.description} ${told.text.trim()}`
        ).slice(0, MAX_DESCRIPTION);
        if (tellsDue && !shares) keepsDayOf(ask, tasks[i]!);
      }
      tasks.splice(i, 1);
    }
  }
  // "My notes: 2 goes to Brian" over a message asking "1. … 2. Updated photos of the borehole …": the point the notes
  // hand to someone by its number or letter is theirs, not the writer's.
  const handedPoints = cleaned.mailScene ? pointsHanded(text) : null;
  if (handedPoints && handedPoints.size > 0) {
    const labelOf = (segment: Segment) =>
      /^\s*\(?#?(\d{1,2}|[a-hA-H])[.)]\s*$/
        .exec(text.slice(text.lastIndexOf('\n', segment.start - 1) + 1, segment.start))?.[1]
        ?.toLowerCase();
    for (const [label, who] of handedPoints) {
      const lines = new Set(
        segments
          .filter((segment) => segment.bullet && labelOf(segment) === label)
          .map((segment) => segment.line),
      );
      if (lines.size !== 1) continue;
      for (const task of tasks) if (lines.has(segments[task.segment]!.line)) task.people = [who];
    }
  }
  // "my bits are 1 and 3" over a forwarded "1. Joy — … 2. Siobhán — … 3. Everyone: …", "ignore #2" under it: the
  // points the notes leave to others or put aside are no tasks. A point naming its owner in brackets ("4. Check the
  // resize [Mehmet]") is an owner's item the user keeps track of.
  // (A letter greeting "Mr and Mrs Naidoo" is no mail scene: its points are those above the notes.)
  const claimed = /\b(?:mine|my (?:bits|items|points|ones|parts?)|ignore)\b/i.test(text)
    ? pointsClaimed(text, cleaned.notedAbove?.from ?? cleaned.mailScene?.from ?? 0)
    : { mine: null, ignored: new Set<string>(), notesAt: text.length };
  const claimedIn = cleaned.mailScene ?? { from: 0, to: claimed.notesAt };
  if (claimed.mine || claimed.ignored.size > 0)
    for (let i = tasks.length - 1; i >= 0; i--) {
      const start = segments[tasks[i]!.segment]!.start;
      if (start < claimedIn.from || start >= claimedIn.to) continue;
      const line = text.slice(text.lastIndexOf('\n', start - 1) + 1).split('\n', 1)[0]!;
      const point = /^\s*\(?#?(\d{1,2})[.)]\s/.exec(line)?.[1];
      if (!point) continue;
      const aside = claimed.mine !== null && !claimed.mine.has(point) && !/\[\p{Lu}[\p{L}'’-]*\]/u.test(line);
      if (aside || claimed.ignored.has(point)) tasks.splice(i, 1);
    }
  // "deposit already sent" in the notes under a message asking for "the deposit ($2,400) by e-transfer": done, no
  // task. (Only a request for that one thing: "permission slips and the $18 fee" is still half to do.)
  const scene = cleaned.mailScene;
  for (const done of scene ? doneInNotes(text) : []) {
    const at = onlyIndex(tasks, (task) => {
      const segment = segments[task.segment]!;
      return (
        segment.start >= scene!.from &&
        segment.start < scene!.to &&
        !/\s(?:and|\+|&)\s/.test(task.sourceText ?? '') &&
        namesThing(task.title, done)
      );
    });
    if (at >= 0) tasks.splice(at, 1);
  }
  // "Sure, will do by Wednesday." over the message it agrees to: the reply's day dates its requests, when sooner.
  const agreedDue = cleaned.agreed ? findDue(cleaned.agreed.reply, today) : null;
  for (const task of agreedDue ? tasks : []) {
    const day = formatDay(agreedDue!.day);
    if (segments[task.segment]!.start < cleaned.agreed!.from || (task.dueDate && task.dueDate <= day))
      continue;
    task.dueDate = day;
    task.dueText = agreedDue!.text;
  }
  // "sometime next month", "this week": the phrase leaves the title, but gives no day.
  for (const task of tasks) if (task.dueText && VAGUE_SPAN.test(task.dueText.trim())) task.dueDate = null;
  const layout = {
    texts: segments.map((segment) => segment.text),
    takenBack: takenBackAt,
    blocks,
    segments: tasks.map((task) => task.segment),
  };
  const filled = fillUnsorted(
    tasks.map((task) => task.tag),
    dumpScores,
    ctx.tags,
    tasks.map(
      (task) =>
        isUntaggedOfficeWork(task.tag, task.title, ctx.tags, dumpScores) ||
        meetings[task.segment] === UNSORTED,
    ),
    layout,
  );
  /** The tasks that say little of their own (saysLittle): the topic carry and a family chat's asks both read them. */
  const little = tasks.map((task) => saysLittleOf.has(task));
  const carried = carryTopic(filled, little, layout);
  // What the user notes about a pasted message ("ok so — sign & return the slip") is from where the message is.
  const topics = cleaned.mailScene
    ? mailTopic(
        carried,
        tasks.map((task) => saysNothingOf.has(task)),
        cleaned.mailScene.words,
        ctx.tags,
      )
    : carried;
  // What a pasted chat about the family asks ("can you grab milk + the prescription later") is the family's.
  const chatted = chatTopic(
    topics,
    little,
    cleaned.messages.map((message) => ({ who: message.who, text: text.slice(message.start, message.end) })),
    ctx.tags,
  );
  tasks.forEach((task, i) => {
    task.tag = chatted[i]!;
  });
  const own = tasks.filter((task) => !keptOut.has(task.segment));
  return { segments, tasks: own.slice(0, MAX_TASKS), takenBack: takenBackAt };
}
