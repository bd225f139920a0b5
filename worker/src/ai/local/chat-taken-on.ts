/**
 * @module ai/local/chat-taken-on — the requests a chat's answers take on ("who can take the kids?" — "I can,
 * tomorrow"): bare replies, "done" answers, restatements and declines, and which request each answer answers.
 */

import { OF_A_SIDE } from './actions.js';
import type { ChatMessage } from './chat-answers.js';
import { mentionsDate, withoutDue } from './dates.js';
import { ACTION_VERBS, LEAD_FILLER } from './lexicon.js';
import { looksLikeVerb } from './names.js';
import type { PersonSpan } from './person-span.js';
import { COMING, HANDS_OUT, isRequest } from './requests.js';
import { blankRange, namesWord, startsAction } from './text-blanks.js';
import { baseForm, gerundStems } from './word-forms.js';

/**
 * A chat message's sentence that is its writer's own promise or wish ("sure, I'll share it in a bit", "We'll arrange
 * the handover", "we'd like to put in an offer"): the writer's, not the reader's. It ends where the writer turns to ask
 * whoever reads ("I can bump the volume but someone needs to approve the cost"). "I can't", "I couldn't" promise nothing.
 */
export const WRITER_PROMISE =
  /(?:(?![ \t])|(?<![ \t]))(?<=^|\n|[.!?]\s+|\s[—–]\s+)[ \t]*(?:(?:sure|ok|okay|yep|yes|yeah|np|no problem|will do|on it|thanks|also|and|oh|so)[,!.]?\s+){0,2}(?:I['’]ll|I will|I['’]m going to|I am going to|[Ww]e['’]ll|[Ww]e will|[Ww]e['’]re going to|(?:I|we)(?:['’]d| would) like to|I can|I could|[Ll]et me(?!\s+(?:know|see|think|guess|be|say|explain)\b)|(?:I['’]m |I am )?happy to|leave\s+(?:it|this|that|them|the\s[^.!?\n]{1,40}?)\s+(?:to|with)\s+(?:me|us)(?![\p{L}])|I['’]?ve got (?:it|this|that)(?![\p{L}]))(?![\p{L}'’])(?:[\s,;](?:(?!,?\s+but\s+(?:(?:can|could|will|would)\s+)?(?:some|any)(?:one|body)\b)[^.!?\n]|[.!?](?=[\p{L}\d]))*)?[.!?]?/giu;

/**
 * A chat message's sentence that promises without saying who, as a chat's answers do ("will call Pastor Dube on
 * Thursday", "yes, will set them up in HubSpot this afternoon", "will dig some out"): its writer's own, as "I'll" is
 * (not "will you…?", a question, nor "will be there", news). "will do (it) today" stays: the answer that takes a
 * request on dates it. The guard before the lookbehind keeps a run of blanks from being walked back at every position.
 */
const SAID_WILL =
  /(?=[\p{L}\p{Extended_Pictographic}])(?<=^|[.!?]\s+)(?:(?:\p{Extended_Pictographic}|\uFE0F|[\u{1F3FB}-\u{1F3FF}])+[ \t]*)?(?:(?:sure|ok|okay|yep|yes|yeah|ya|np|no worries|noted|cool|great|thanks|fine)[,!.]?\s+){0,2}will\s+(?!(?:you|u|ya|he|she|they|we|it|that|this|there|be|have|need|not)\b|do(?:\s+(?:it|that|this))?\b(?!\s+(?:the|a|an|my|our|some)\b))\p{Ll}[^.!?\n]*[.!?]?/giu;

/** Blanks another speaker's promises said without "I" (see SAID_WILL) in [start, end) of a chat's text. */
export function blankSaidWill(chars: string[], text: string, start: number, end: number): void {
  for (const m of text.slice(start, end).matchAll(SAID_WILL))
    blankRange(chars, start + m.index, start + m.index + m[0].length);
}

/** A message that opens with its writer's promise ("I'll sort the drinks", "ok we'll bring the chairs"). */
export const WRITER_PROMISE_START =
  /^\s*(?:(?:sure|ok|okay|yep|yes|yeah|np|no problem|will do|on it|thanks|also|and|oh|so)[,!.]?\s+){0,2}(?:I['’]ll|I will|I['’]m going to|I am going to|[Ww]e['’]ll|[Ww]e will|[Ww]e['’]re going to)\s/iu;

/**
 * A message that opens with a request ("can you bring…", "pls get…", "and Leo can you pick up…"), after a greeting
 * word or two and the name of whom it asks.
 */
export const REQUEST_START =
  /^\s*(?:(?:[Hh]i|[Hh]ey|[Hh]iya|[Oo]k|[Oo]kay|[Aa]lso|[Aa]nd|[Oo]h|[Ss]o|[Bb]eta|[Ll]ove|[Dd]arling|[Hh]un)[,!]?\s+){0,2}(\p{Lu}[\p{L}'-]+(?:(?:,\s*|\s+and\s+|\s*&\s*)\p{Lu}[\p{L}'-]+)*,?\s+)?(?:(?:[Cc]an|[Cc]ould|[Ww]ould|[Ww]ill) (?:you|u|one of you)\b|[Pp]ls\b|[Pp]lease\b)/u;

/** An answer in a chat: "yep will do", "sure", "not yet", "lol ok", "thank you love", "legend". */
export const CHAT_REPLY =
  /^\s*(?:(?:\p{Extended_Pictographic}|\uFE0F)+\s*)?(?:yes|yep|yup|yeah|ya|sure|ok(?:ay)?|k|cool|will do|on it|thanks|thank you|thx|ty|tysm|ta|cheers|np|no worries|lol|haha|sounds good|great|nice(?: one)?|perfect|amazing|awesome|brilliant|lovely|legend|noted|fine|grand|all good|not yet|nope|no)\b/iu;

/**
 * Thanks opening a message that goes on to something else: "Thank you Lerato. Sipho can you…", "Thanks 🙏 also please
 * buy…" — said to whoever answered, no task.
 */
const THANKS_FIRST =
  /^\s*(?:(?:[Oo]k|[Oo]kay|[Yy]es|[Yy]ep|[Aa]w+|[Oo]h)[\s,!.]+)?(?:[Tt]hanks|[Tt]hank you|[Tt]hx|[Tt]y|[Cc]heers)(?:\s+(?:so much|a lot|love|hun|babe|all|everyone|guys|team|\p{Lu}\p{Ll}+))?(?:\s*[.!,]+|\s*(?:(?:\p{Extended_Pictographic}|\uFE0F)\s*)+)\s*(?=\p{L})/u;

/** Where a chat line's words start, after the speaker it may still name ("Mum: …"). */
const SAID_START = /^[ \t]*(?:\p{Lu}[\p{L}'’-]*(?:\s\p{Lu}[\p{L}'’-]*)?:[ \t]+)?/gmu;

/** Blanks the thanks a chat message opens with before it goes on (see THANKS_FIRST). */
export function thanksFirst(chars: string[]): void {
  const text = chars.join('');
  for (const m of text.matchAll(SAID_START)) {
    const at = m.index + m[0].length;
    const end = text.indexOf('\n', at);
    const thanks = THANKS_FIRST.exec(text.slice(at, end === -1 ? undefined : end));
    if (thanks) blankRange(chars, at, at + thanks[0].length);
  }
}

/** A day offered back as a question: "Thursday ok?", "tomorrow works?", "Fri, does that suit?". */
const OFFER_ASKED =
  /[\s,]*(?:ok|okay|alright|fine|good|work|works|suit|suits|(?:does that|would that|is that) (?:work|suit|ok|okay)(?: for you)?)\s*\?+\s*$/i;

/** A plan or an action of the user's own after their answer: "yes, I'll book it", "ok booking it now". */
const OWN_PLAN =
  /\b(?:i['’]?ll|i will|i['’]?m going to|i am going to|i need to|need to|i have to|i must|gotta|i['’]?d better)\b/i;

/**
 * What follows a chat answer that only answers ("ya after lunch", "sure, tomorrow am", "yep np"), null when the line
 * is no such answer: what it agrees to is the line it answers, so the answer is no task of its own (its date, if any,
 * is the answered task's).
 */
export function bareReplyRest(said: string): string | null {
  let after = said;
  // "yeah sure, tomorrow am": one answer word after another.
  for (let reply = CHAT_REPLY.exec(after); reply; reply = CHAT_REPLY.exec(after))
    after = after.slice(reply[0].length).replace(/^[\s,!.:;-]+/, '');
  // "Yes will do. Should I get him a card?": more said after the answer is read on its own.
  // "not yet", "nope": the thing asked about is still to do, which the question before it says.
  if (after === said || /[.!?]\s+\S/.test(after) || after.split(/\s+/).length > 4) return null;
  // "not yet, tonight": only the day it will be done.
  if (/^\s*(?:not yet|nope|no)\b/i.test(said))
    return mentionsDate(after) ? after.replace(OFFER_ASKED, '') : null;
  const own = after.replace(LEAD_FILLER, '');
  // "sure, Thursday ok?": the day it offers, asked back.
  return OWN_PLAN.test(after) || startsAction(own.toLowerCase()) ? null : after.replace(OFFER_ASKED, '');
}

/** What a chat export writes for a photo, a voice note or a file sent: "<Media omitted>", "image omitted". */
const MEDIA_SENT =
  /^\s*(?:<Media omitted>|<attached:[^>\n]*>|(?:image|video|audio|sticker|GIF|document) omitted)\s*$/i;

/** An answer with nothing else in it ("ya np", "sure!", a photo sent): the line says nothing more, so it goes. */
export function isBareReply(said: string): boolean {
  if (MEDIA_SENT.test(said)) return true;
  const rest = bareReplyRest(said);
  // "thanks, can you book it?": what follows the thanks asks.
  return rest !== null && !mentionsDate(rest) && !rest.includes('?') && !REQUEST_START.test(rest);
}

/** How a chat names the user's own lines: "me  10:44 AM", "You, 10:05 AM". */
export const SELF_SPEAKER = /^(?:me|you)$/i;

/** A chat message: where its words stand and who said them (null: the user). */
export type Message = ChatMessage;

/**
 * The user turning a request down: "can't, sorry", "sorry can't this time", "no can do" — not "can't wait", nor an
 * answer that offers something else ("can't today but…", "can't Friday, Saturday works?").
 */
export const DECLINES =
  /^\s*(?:(?:no|nah|nope|sorry|soz|ah|oh|argh|ugh|unfortunately|afraid)[\s,.!]+)*(?:i\s+)?(?:can['’]?t(?!\s+wait)|cannot|can not|won['’]?t be able to|(?:am|['’]m) not able to|no can do|not this time|not me|not it)\b(?![^\n]*(?:\?|\b(?:but|though|unless|instead|how about|could|can do|after|later|tomorrow|works?|free|rather)\b))/i;

/**
 * An answer saying the thing asked is done: "done ✅", "sent!", "yep booked it", "✅", "done, he's coming Thursday"; or
 * on its way as it is said, "sending now", "sending it over now... done" (not "sending it tomorrow").
 */
export const DONE_ANSWER =
  /^\s*(?:(?:ok|okay|yep|yes|yeah|all|just|already|and)[\s,.!]+)*(?:done|sent|booked|sorted|paid|ordered|submitted|fixed|merged|shipped|uploaded|shared|posted|updated|printed|renewed|finished|did it|sending(?:\s+(?:it|them|that|this))?(?:\s+(?:over|through|across))?\s+(?:now|rn|right now))(?:[\s,]+(?:it|that|them|this|already|now|just now|earlier))*(?:[\s.!]*(?:[✅✔☑👍🙌🎉]\uFE0F?\s*)*$|\s*[,.!;—–-]+\s*(?!but\b|though\b|except\b|apart\b|only\b|not\b)\p{L})|^\s*(?:[✅✔☑]\uFE0F?\s*)+$/iu;

/**
 * A speaker saying they did it themself, and nothing else: "I renewed it yesterday actually 👍", "we already paid
 * them", "I just emailed the school" — a verb of something to do, in the past, on what was asked or mentioned.
 */
const DID_IT =
  /^\s*(?:(?:oh|ah|ok|okay|yep|yes|yeah|no need|nah|all good)[\s,.!]+)*(?:(?:i|we)\s+(?:(?:already|just|actually|literally)\s+)*|(?:already|just)\s+)(\p{Ll}+ed|sent|paid|did|bought|rang|wrote|told|gave|took)\s+((?:it|them|that|this|those|these)|(?:the|our|my|his|her|their)\s+[\p{L}-]+(?:\s+[\p{L}-]+)?)(?:\s+(?:already|actually|yesterday|earlier|today|this morning|last night|last week|just now|an hour ago|on (?:mon|tues|wednes|thurs|fri|satur|sun)day))*[\s.!]*(?:[✅✔☑👍🙌🎉🙂😅]\uFE0F?\s*)*$/iu;

/** The verb of a "did it" answer (its base form, "renew"), when it is one of something to do. */
export function didIt(said: string): { verb: string; thing: string } | null {
  const m = DID_IT.exec(said);
  if (!m) return null;
  const word = m[1]!.toLowerCase();
  const verb = [baseForm(word), word.replace(/d$/, ''), word.replace(/ed$/, '')].find((v) =>
    ACTION_VERBS.has(v),
  );
  const irregular = !word.endsWith('ed');
  return verb || irregular ? { verb: verb ?? word, thing: m[2]!.toLowerCase() } : null;
}

/**
 * The sentence of the message just before (by another speaker) that a "did it" answer settles: the one whose words
 * the answer's thing names ("the invites"), or, for "it"/"them", the one that has the answer's verb in a word of its
 * own ("the domain renewal is due Friday" — "I renewed it this morning").
 */
function settledBy(
  text: string,
  before: Message,
  did: { verb: string; thing: string },
): { start: number; end: number } | null {
  const named = did.thing.split(/\s+/).slice(1).map(baseForm);
  let found: { start: number; end: number } | null = null;
  for (const m of text.slice(before.start, before.end).matchAll(CHAT_SENTENCE)) {
    const words = m[0].toLowerCase().match(/[\p{L}]+/gu) ?? [];
    const hit =
      named.length > 0
        ? named.every((word) => words.some((w) => baseForm(w) === word))
        : did.verb.length >= 4 && words.some((w) => w.startsWith(did.verb));
    // "can you send the invites and order the cake?" — "I sent the invites": the cake is still to order.
    if (hit && !/\band\b|,/.test(m[0]))
      found = { start: before.start + m.index, end: before.start + m.index + m[0].length };
  }
  return found;
}

/** A request put to the one who reads it: "can you…", "could u…". */
const YOU_ASKED = /\b(?:can|could|would|will)\s+(?:you|u|ya)\b/i;

/**
 * An answer taking a request on and saying nothing else: "I will!", "I can", "me!", "on it", "I'll bring them"; or
 * claiming it as the answerer's own: "mine", "that's me", "mine, will do".
 */
const TAKES =
  /^\s*(?:(?:ok|okay|sure|yep|yes|yeah|oh|mine|that['’]?s (?:mine|me)|it['’]?s mine)[\s,.!]+)*(?:i['’]?ll|i will|i can|me|mine|that['’]?s (?:mine|me)|it['’]?s mine|on it|will do|i['’]?(?:ve| have) got (?:it|this)|i['’]?m on it)(?:\s+(?:do|take|grab|bring|get|sort|handle|pick up|cover|check|look(?: at| into)?)(?:\s+(?:it|them|that|this|those|one|some|her|him))?)?[^\p{L}\d]*$/iu;

/**
 * A time said by what else happens that day, at an answer's end: "after standup", "before the meeting", "by lunch",
 * "after 3rd period".
 */
export const WHEN_BY_EVENT =
  /[\s,]+(?:after|before|during|around|by)\s+(?:(?:the|my|our)\s+)?[\p{L}\d-]+(?:\s+[\p{L}-]+)?[^\p{L}\d]*$/iu;

/**
 * Whether an answer takes the request on, with or without saying when: "I will!", "I can take it after lunch", "I'll get
 * her 👍"; or with the request's own verb ("who's hosting game night?" — "I can host!").
 */
export function takesRequest(said: string, verb?: string): boolean {
  // "who can bring a healer?" — "I'll bring my druid": the request's own verb takes it on, whatever follows it.
  if (
    verb &&
    new RegExp(
      String.raw`^\s*(?:(?:ok|okay|sure|yep|yes|yeah|oh|not yet|nope|no)[\s,.!]+)*(?:i['’]?ll|i will|i can)\s+(?:just\s+)?${verb}\b`,
      'i',
    ).test(said)
  )
    return true;
  if (TAKES.test(said)) return true;
  // "I can, after standup", "I'll grab it before the meeting": when, by what else happens that day.
  if (TAKES.test(said.replace(WHEN_BY_EVENT, ''))) return true;
  // "I can take it after lunch", "me! Saturday morning works": the day it will be done, said after the answer.
  const undated = withoutDue(said);
  if (undated === null) return false;
  const rest = undated.replace(/\s+(?:works|suits|is (?:fine|good|ok|okay))\b/i, ' ');
  return TAKES.test(rest.replace(/\s+(?=[^\p{L}\d]*$)/u, ''));
}

/** Words of an answer that say nothing of the task: "sure", "sorry", "yes to (Thursday)". */
const ANSWER_WORD =
  '(?:yes|yep|yup|yeah|ya|sure|ok(?:ay)?|k|cool|will do|on it|np|no worries|no problem|sorry|soz|thanks|thank you|thx|ty|great|perfect|of course|definitely|def|fine|grand|ugh|lol|haha|omg|right|done deal)';

const ANSWER_ONLY = new RegExp(String.raw`^(?:${ANSWER_WORD}[\s!.]*)+(?:to)?$`, 'i');

/** The answer words a part of an answer opens with: "ok I'll order them". */
const ANSWER_OPENS = new RegExp(String.raw`^(?:${ANSWER_WORD}[\s!.]+)+`, 'i');

/** A promise in an answer: "will send", "I'll order them", "let's do the tasting", "I can print the collage". */
const ANSWER_PROMISE =
  /^(?:(?:and|also|then|so)\s+)?(?:i['’]?ll|i will|will|i can|i['’]?m going to|i am going to|gonna|let me|let['’]?s)\s+(?:just\s+|also\s+|definitely\s+)?(\p{Ll}+)((?:\s+\S.*)?)$/iu;

/** What stands for the thing asked: "I'll order them", "will call her tomorrow". */
const THING_ASKED = /^(?:it|them|that|this|those|these|her|him)$/i;

/** Words that name nothing of what is done: "report back", "the", "with". */
const NO_THING =
  /^(?:the|a|an|my|our|your|his|her|its|their|to|for|with|on|in|at|of|up|back|off|out|over|through|round|along|by|and|too|as|well|first|then|now|asap|soon|later|again|all|some|any)$/i;

/**
 * What an answer's sentence says when it only takes on what was asked, in other words: each of its parts an answer
 * word ("sure", "sorry"), a day ("Saturday morning", "yes to Thursday"), the thing asked named again ("scorecard —"),
 * or a promise to do it ("will send tonight", "I'll order them", "I'll book the room today", "will call her after 3rd
 * period"), with at most a short question back at its end ("chocolate right?"). Gives the words that name the thing
 * (`named`: the answer names it, so those words must be the request's) and the rest (the verb, the day), to find which
 * request it answers; null when the sentence says something of its own ("I'll go to the depot" is still read, as what
 * the request was not, by the words it names).
 */
function restatement(
  sentence: string,
): { named: string[]; words: string[]; verbs: string[]; objects: number; more: boolean } | null {
  const named: string[] = [];
  /** The promise goes on to another action with a thing of its own ("will sign tonight and PayNow the school"). */
  let more = false;
  const verbs: string[] = [];
  /** How many of the named words a promise's object gave ("I'll book the room"), not a topic ("scorecard —"). */
  let objects = 0;
  const words: string[] = [];
  let promised = false;
  let dated = false;
  const parts = sentence.split(/\s*(?:[,;:]|\s[—–-]\s|[—–])\s*/);
  for (const [i, part] of parts.entries()) {
    let said = part.replace(/[^\p{L}\d?'’]+$/u, '').trim();
    for (let undated = withoutDue(said); undated !== null; undated = withoutDue(said)) {
      const rest = undated.replace(/\s+/g, ' ').trim();
      if (rest === said) break;
      words.push(
        ...said
          .toLowerCase()
          .split(/\s+/)
          .filter((word) => !rest.toLowerCase().includes(word)),
      );
      said = rest;
      dated = true;
    }
    said = said.replace(WHEN_BY_EVENT, '').trim();
    if (said === '' || ANSWER_ONLY.test(said)) continue;
    const promise = ANSWER_PROMISE.exec(said.replace(ANSWER_OPENS, ''));
    if (
      promise &&
      (ACTION_VERBS.has(promise[1]!.toLowerCase()) || looksLikeVerb(promise[1]!.toLowerCase(), 'the'))
    ) {
      promised = true;
      words.push(promise[1]!.toLowerCase());
      verbs.push(promise[1]!.toLowerCase());
      // "I'll update the checklist and send it to you": a second action on the same thing is still the one asked.
      const [thingSaid, ...after] = promise[2]!
        .trim()
        .split(/(?:^|\s+)(?:and|then|&)\s+(?:also\s+)?(?=\p{L}+\s)/u);
      more ||= after.some((action) => {
        const [verb, next = ''] = action.toLowerCase().split(/\s+/);
        return (ACTION_VERBS.has(verb!) || looksLikeVerb(verb!, next)) && !THING_ASKED.test(next);
      });
      const object = thingSaid!.split(/\s+/).filter(Boolean);
      if (object.length === 1 && THING_ASKED.test(object[0]!)) continue;
      const thing = object.map((word) => word.toLowerCase()).filter((word) => !NO_THING.test(word));
      named.push(...thing);
      objects += thing.length;
      continue;
    }
    // "chocolate right?": a short question back, last.
    if (i === parts.length - 1 && said.endsWith('?') && said.split(/\s+/).length <= 3 && (promised || dated))
      continue;
    // "scorecard — I'll finish it tonight": the thing asked, named before the promise.
    if (i === 0 && parts.length > 1 && /^[\p{L}\d-]+(?:\s[\p{L}\d-]+)?$/u.test(said)) {
      named.push(...said.toLowerCase().split(' '));
      continue;
    }
    return null;
  }
  return promised || dated ? { named, words, verbs, objects, more } : null;
}

/** The base forms of a sentence's words ("menus" meets "menu", "booked" "book"). */
const bases = (said: string) =>
  new Set(
    said
      .toLowerCase()
      .match(/[\p{L}\d]+/gu)
      ?.map(baseForm) ?? [],
  );

/** Verbs that only take a thing on, whatever it is: "I'll do the FA register", "I'll handle pagerduty". */
const TAKE_ON = /^(?:do|handle|take|sort|cover|deal|manage)$/;

/** Which of `sentences` (latest last) an answer that restates one answers: the one it names, else the latest asked. */
function answeredSentence<T extends { said: string }>(
  sentences: T[],
  restated: { named: string[]; words: string[] },
): T | undefined {
  const overlap = (sentence: T, words: string[]) => {
    const in_ = bases(sentence.said);
    return words.filter((word) => in_.has(baseForm(word))).length;
  };
  let best: T | undefined;
  let most = 0;
  for (const sentence of sentences) {
    const score = overlap(sentence, restated.named) * 2 + overlap(sentence, restated.words);
    if (
      score >= most &&
      score > 0 &&
      (restated.named.length === 0 || overlap(sentence, restated.named) > 0)
    ) {
      best = sentence;
      most = score;
    }
  }
  if (best || restated.named.length > 0) return best;
  // "send me your half when you can" — "will transfer tonight": the latest asked, else the latest said.
  return sentences.findLast((sentence) => asks(sentence.said)) ?? sentences.at(-1);
}

/** A request put to whoever reads it: "can someone…", "anyone free to…", "who can…", "whoever has the key…". */
const ANYONE =
  /\b(?:someone|somebody|anyone|anybody|whoever|whose\s+(?:is|are)\s+(?:that|this|it|these|those)|who(?:['’]s| is)?\s+(?:can|could|will|wants to|free|able|around|up for|happy))\b/i;

/** "who can take the kids…", "anyone free to grab…": the lead of such a request, before what is asked. */
/** What may open a question to whoever reads: "so", "hey all", "morning team". */
const ASK_OPENER = String.raw`^\s*(?:(?:\p{Extended_Pictographic}|\uFE0F)+\s*)?(?:(?:so|ok|and|&|also|fyi|btw|hey|hi|hello|omg|wait|(?:good\s+)?morning)(?:\s+(?:all|team|everyone|folks|guys|y['’]all))?[,!.]?\s+)*`;

/** Whoever reads: "someone", "anybody". */
const ANY_ONE = '(?:any|some)(?:one|body)';

export const WHO_CAN = new RegExp(
  String.raw`${ASK_OPENER}(?:who(?:['’]s| is)?\s+(?:able|free|around|happy)\s+to|who\s+(?:can|could|will|wants to)|(?:is\s+)?${ANY_ONE}\s+(?:free|able|around|happy)\s+to|(?:can|could|would|will)\s+${ANY_ONE}(?:${OF_A_SIDE})?(?:\s+(?:pls|please|plz))?|(?:pls|please|plz)\s+(?:can\s+)?${ANY_ONE}|${ANY_ONE}\s+(?:needs?|has|have)\s+to|(?:(?:we|i)(?:['’]ll|\s+will|\s+will\s+also|['’]ll\s+also)?\s+)?need\s+${ANY_ONE}\s+to)\s+(?=[a-z])`,
  'iu',
);

const LEAD_WORDS = /^\s*(?:(?:and|also|oh|ok|okay|so|hey|hi)[,!]?\s+)+/i;

/**
 * "who's picking Nana up on Saturday?", "anyone hosting game night?": asked as what someone is doing, the -ing form.
 * Not "who is doing what?": a thing asked back asks how the jobs are shared, no one job.
 */
const WHO_DOING = new RegExp(
  String.raw`${ASK_OPENER}(?:who['’]?s|who is|who are|(?:is\s+)?${ANY_ONE})\s+(\p{Ll}+ing)\s+(?=\p{L})(?!(?:what|which|who|whom|how|when|where)(?!\p{L}))`,
  'iu',
);

/** "did anyone book…", "has anybody renewed…": asked whether it was done. */
const DID_ANYONE = new RegExp(
  String.raw`${ASK_OPENER}(?:did|has|have)\s+${ANY_ONE}\s+(?:already\s+|actually\s+)?([a-z]+)\b(?=\s+\p{L})`,
  'iu',
);

/** The verb of a "who's picking…?" question (pick), when it is a verb of something to do. */
function doingVerb(request: string): { lead: RegExpExecArray; verb: string } | null {
  const lead = WHO_DOING.exec(request);
  // "is anyone coming tonight?" asks who will be there, not who does something.
  const verb = lead && gerundStems(lead[1]!).find((stem) => ACTION_VERBS.has(stem) && !COMING.test(stem));
  return lead && verb ? { lead, verb } : null;
}

/**
 * Where a request to whoever reads is asked in a message, and its verb: "who can bring a healer?" after "raid at 9
 * tonight, ", "Moin! who's taking minutes…?" (a lead may open any sentence or clause of the message).
 */
function askedLead(request: string): {
  from: number;
  to: number;
  verb: string;
  gerund?: number;
  /** Words after the verb that go too ("yet"). */
  after?: { from: number; to: number };
} | null {
  for (const boundary of [0, ...[...request.matchAll(/[.!?,;]+\s+/g)].map((m) => m.index + m[0].length)]) {
    const rest = request.slice(boundary);
    const lead = WHO_CAN.exec(rest);
    if (lead) {
      const verb = /^[a-z]+/i.exec(rest.slice(lead[0].length))?.[0].toLowerCase() ?? '';
      return { from: boundary, to: boundary + lead[0].length, verb };
    }
    // "did anyone book the campsite for the 12th??", "has anyone renewed the cert?": still to do once taken on.
    const did = DID_ANYONE.exec(rest);
    const done = did && [
      did[1]!,
      did[1]!.replace(/d$/, ''),
      did[1]!.replace(/ed$/, ''),
      did[1]!.replace(/(\w)\1ed$/, '$1'),
    ];
    const base = done?.find((stem) => ACTION_VERBS.has(stem) && !COMING.test(stem));
    if (did && base) {
      const to = boundary + did[0].length - did[1]!.length;
      const verbAt = to;
      // "…emailed the caterer yet?": asked whether it was done, so "yet" goes with the lead.
      const yet = /\s+(?:yet|already)(?=\s*\?)/.exec(rest.slice(did[0].length));
      const after = yet
        ? { from: to + did[1]!.length + yet.index, to: to + did[1]!.length + yet.index + yet[0].length }
        : undefined;
      return {
        from: boundary,
        to: to + did[1]!.length,
        verb: base,
        gerund: verbAt,
        ...(after ? { after } : {}),
      };
    }
    const doing = doingVerb(rest);
    if (doing) {
      const to = boundary + doing.lead[0].length;
      return { from: boundary, to, verb: doing.verb, gerund: to - doing.lead[1]!.length - 1 };
    }
  }
  return null;
}

/**
 * Makes a request to whoever reads read as the task itself, once someone took it on: "who can take the kids
 * Thursday?" → "take the kids Thursday?", "who's picking Nana up?" → "pick Nana up?" (the verb written over its
 * -ing form, so every offset stays).
 */
function takenOn(chars: string[], text: string, asked: Message): void {
  const lead = askedLead(text.slice(asked.start, asked.end));
  if (!lead) return;
  blankRange(chars, asked.start + lead.from, asked.start + lead.to);
  if (lead.after) blankRange(chars, asked.start + lead.after.from, asked.start + lead.after.to);
  if (lead.gerund !== undefined)
    for (const [i, letter] of [...lead.verb].entries()) chars[asked.start + lead.gerund + i] = letter;
}

/** Whether a chat message asks for something: a request, a question to whoever reads, or an imperative. */
export function asks(said: string): boolean {
  return (
    isRequest(said) ||
    ANYONE.test(said) ||
    HANDS_OUT.test(said) ||
    askedLead(said) !== null ||
    startsAction(said.replace(LEAD_WORDS, '').toLowerCase())
  );
}

/**
 * A chat's answers settle the requests before them: the user's "can't, sorry" or anyone's "done ✅" / "sent!" leave
 * nothing to do (the request and the user's no go); to "who can take the kids Thursday?" the user's "I can" makes it
 * theirs (the "who can" goes); to "can someone bring snacks?" another speaker's "I will!" makes it that speaker's, when
 * the chat says which speaker is the user. The request answered is the nearest message before by someone else.
 */
/** A request and the answer that took it on (the answer's first sentence): the extractor dates the one by the other. */
export interface TakenOn {
  request: { start: number; end: number };
  answer: { start: number; end: number };
  /** The answer says another thing done about what was asked: a task of its own, dated by the request. */
  own?: true;
}

export function answers(
  chars: string[],
  text: string,
  messages: Message[],
  spans: PersonSpan[],
  taken: TakenOn[],
): void {
  if (messages.length < 2) return;
  messages.sort((a, b) => a.start - b.start);
  const userKnown = messages.some((message) => message.who === null);
  for (const [i, answer] of messages.entries()) {
    const said = text.slice(answer.start, answer.end).split('\n', 1)[0]!;
    // The others' messages since the user last spoke, nearest first.
    if (answer.who === null)
      for (let at = i - 1; at >= 0 && at >= i - 3 && messages[at]!.who !== null; at--)
        if (choiceMade(chars, text, messages[at]!, said)) break;
    const refuses = DECLINES.test(said);
    // "Chris: not me, I'm in Leeds all weekend", "Rex: can't, my place is a mess": another speaker's no is no task,
    // and leaves the request open.
    if (refuses && answer.who !== null) {
      blankRange(chars, answer.start, answer.start + said.length);
      continue;
    }
    const declines = answer.who === null && refuses;
    const done = !declines && DONE_ANSWER.test(said);
    // "reminder the cert renewal is due Friday" — "Sam: I renewed it this morning": said, and done.
    const did = !refuses && i > 0 && messages[i - 1]!.who !== answer.who ? didIt(said) : null;
    const settled = did && settledBy(text, messages[i - 1]!, did);
    if (settled) {
      blankRange(chars, settled.start, settled.end);
      continue;
    }
    let asked: Message | undefined;
    for (let at = i - 1; at >= 0 && !asked; at--) {
      const before = messages[at]!;
      // "Kofi: on it" — "Kofi: done, deployed": what is done is what the answerer took on with a bare reply just before.
      if (before.who === answer.who) {
        if (done && at === i - 1 && isBareReply(text.slice(before.start, before.end).split('\n', 1)[0]!))
          continue;
        break;
      }
      if (asks(text.slice(before.start, before.end)) && !answeredBy(text, messages, at, i, answer.who))
        asked = before;
    }
    if (!asked) {
      restatedRequests(chars, text, messages, spans, i, userKnown, taken, answer.start);
      continue;
    }
    const request = text.slice(asked.start, asked.end);
    // "I can host! I'll sort snacks too": the first sentence answers; what follows is said on its own.
    const first = said.split(/(?<=[.!?])\s+/, 1)[0]!;
    // "ffs ok. can u move the framing to monday then" — "Jase: yep": the user's "can you…" that names nobody is put to
    // whoever answers it yes (a name the sentence gives, read later, still comes first).
    if (asked.who === null && answer.who !== null && !declines && !done && bareReplyRest(first) !== null) {
      const sentence = askingSentence(text, asked, answer.who);
      if (YOU_ASKED.test(text.slice(sentence.start, sentence.end)))
        spans.unshift({ start: sentence.start, end: sentence.end, person: answer.who });
    }
    const lead = askedLead(request);
    // "who's presenting at Thursday's lunch & learn?" — the user's "I can do dbt tests 101": their own task, in the
    // request's verb, dated by the request.
    const offer = answer.who === null && lead && !declines && !done ? offersOwn(first, request) : null;
    if (lead && offer !== null) {
      offerTaken(chars, answer.start + offer, lead.verb);
      taken.push({
        request: askingSentence(text, asked, null),
        answer: { start: answer.start, end: answer.start + first.length },
        own: true,
      });
      restatedRequests(chars, text, messages, spans, i, userKnown, taken, answer.start + first.length);
      continue;
    }
    if (!declines && !done && !takesRequest(first, lead?.verb)) {
      restatedRequests(chars, text, messages, spans, i, userKnown, taken, answer.start);
      continue;
    }
    if (!declines && !done)
      restatedRequests(chars, text, messages, spans, i, userKnown, taken, answer.start + first.length);
    const pair = {
      request: askingSentence(text, asked, answer.who),
      answer: { start: answer.start, end: answer.start + first.length },
    };
    if (declines || done) {
      // "I'll handle the PPAP. Piotr please send me the CMM report" — "sent already": only what was asked goes.
      blankRange(chars, pair.request.start, pair.request.end);
      if (declines) blankRange(chars, answer.start, answer.end);
      // "done already, arriving Thursday", "done, restarted orders-consumer-5, lag draining": how it was done is told,
      // not asked (a plan or a request after the done stays: "sent! can you book the room too?").
      else if (!OWN_PLAN.test(first) && !asks(first.replace(DONE_ANSWER, '').trim()))
        blankRange(chars, answer.start, answer.start + first.length);
    } else if (answer.who === null || !userKnown) {
      // The user took it on, or may be who did: the chat does not say which speaker they are.
      takenOn(chars, text, asked);
      taken.push(pair);
    } else if (userKnown && (ANYONE.test(request) || lead)) {
      // "anyone free to review the doc before Thursday?" — "Sam: I can do that tomorrow": Sam's task, asked as the
      // user's would be (the "anyone free to" goes), and the answer stays to date it, as the user's "I can, tomorrow"
      // does (another speaker's promise was blanked as theirs).
      takenOn(chars, text, asked);
      for (let k = pair.answer.start; k < pair.answer.end; k++) chars[k] = text[k]!;
      taken.push(pair);
      spans.unshift({ start: asked.start, end: asked.end, person: answer.who });
    }
  }
}

/** A question that offers two ways: "Do we get the guy out or order a new one?", "are we doing the cabin or not??". */
const EITHER_OR = /\b(?:are|do|shall|should|will)\s+we\s+([^?\n]+?)\s+or\s+([^?\n]+?)\s*\?+/i;
/** "Need to decide this week": what the question asks, said again. */
const DECIDE_AGAIN = /^\s*(?:we\s+)?(?:need|have|got)\s+to\s+decide\b[^.!?\n]*[.!]*$/i;

/**
 * The user's answer picks one way of another speaker's either-or question ("order a new one, I'll do it today", "Yes
 * let's do it"): the question is settled, no task (what the user does about it is their answer's own); a "need to
 * decide" said after it goes with it. Whether the message asked such a question (answered so or not).
 */
function choiceMade(chars: string[], text: string, asked: Message, said: string): boolean {
  const message = text.slice(asked.start, asked.end);
  const question = EITHER_OR.exec(message);
  if (!question) return false;
  const answer = said.toLowerCase().replace(/^[\s,.!]+/, '');
  const picks = [question[1]!, question[2]!].some((way) => {
    const first = way.toLowerCase().split(/\s+/).slice(0, 3).join(' ');
    return first.length >= 3 && answer.startsWith(first);
  });
  if (!picks && !/^(?:yes|yep|yeah|ya|sure|ok(?:ay)?|let['’]?s)\b/.test(answer)) return true;
  const at = asked.start + question.index;
  blankRange(chars, at, at + question[0].length);
  const rest = message.slice(question.index + question[0].length);
  if (DECIDE_AGAIN.test(rest)) blankRange(chars, at + question[0].length, asked.end);
  return true;
}

/** "I can do the decorations", "sure, I can do dbt tests 101": an offer to do a thing, with where "I can do" starts. */
const OFFERS_TO_DO =
  /^(\s*(?:(?:ok|okay|sure|yes|yep|yeah|oh|and)[\s,.!]+)*)i can do\s+(?=[^\s.!?])([^.!?]*)[.!]*$/i;
/** Where an offer's thing ends and what it hangs on begins: "…if Rohan lends me his car", "…but not before 3". */
const CONDITION = /\s+(?:if|when|once|unless|but|as long as|provided|so long as)\s/i;
/** "I can do it", "I can do one", "I can do Saturday": no thing of its own, so the answer takes the request on. */
const NO_OWN_THING = /^(?:it|them|that|this|those|these|one|some|both|either|either one|any)\b/i;

/**
 * Where "I can do" stands in an answer that offers a thing the request does not name ("who's doing the cake?" — "I can
 * do the decorations"), null when the answer names no such thing: a day ("I can do Saturday before 11"), a pronoun, or
 * a word of the request ("someone needs to sort the villa" — "I can do the villa").
 */
function offersOwn(first: string, request: string): number | null {
  const m = OFFERS_TO_DO.exec(first);
  if (!m || NO_OWN_THING.test(m[2]!.trimEnd()) || mentionsDate(m[2]!)) return null;
  // "I can do pickup if Rohan lends me his car": the thing, without what it hangs on.
  const thing = m[2]!.split(CONDITION, 1)[0]!.toLowerCase();
  // "pick up" said, "pickup" offered: one word for two.
  const said = request.toLowerCase().match(/[\p{L}\d]+/gu) ?? [];
  const asked = new Set([...said.map(baseForm), ...said.slice(1).map((word, k) => said[k]! + word)]);
  const words = (thing.match(/[\p{L}\d]+/gu) ?? []).filter((word) => !NO_THING.test(word));
  return words.length > 0 && !words.some((word) => asked.has(baseForm(word)) || asked.has(word))
    ? m[1]!.length
    : null;
}
/** Writes the request's verb where the answer's "I can do" stands ("I can do dbt tests 101" → "present dbt tests 101"). */
function offerTaken(chars: string[], at: number, verb: string): void {
  const said = 'I can do'.length;
  blankRange(chars, at, at + said);
  const written = verb.length <= said ? verb : 'do';
  for (const [k, letter] of [...written].entries()) chars[at + said - written.length + k] = letter;
}

/**
 * Whether the request of message `at` was put to someone by name who answered it before message `before`: "@yara can
 * u export the icons?" — "yara: ya np" — "me: will review after lunch": Yara took it, the user's line is about another.
 * The `answerer` of message `before` is not counted: their own "on it" was the same answer, begun.
 */
function answeredBy(
  text: string,
  messages: Message[],
  at: number,
  before: number,
  answerer: string | null,
): boolean {
  const request = text.slice(messages[at]!.start, messages[at]!.end);
  return messages
    .slice(at + 1, before)
    .some(
      ({ who }) =>
        who !== null &&
        who !== messages[at]!.who &&
        who !== answerer &&
        namesWord(request, who.split(' ')[0]!),
    );
}

/**
 * Where in a message the request an answer took on is asked: the last sentence that asks whoever reads ("someone needs
 * to add an alert — @Tomás can you take that?") or asks the one who answered by name (not "@Kofi you have the helm
 * values open" after "can someone bump the max?"), else the last that asks ("please renew the permit. Can you drive
 * me to the airport?" — "can't, sorry"), else the whole message.
 */
function askingSentence(text: string, asked: Message, who: string | null): { start: number; end: number } {
  const first = who?.split(' ')[0] ?? '';
  let found: { start: number; end: number } | undefined;
  let asking: { start: number; end: number } | undefined;
  for (const m of text.slice(asked.start, asked.end).matchAll(CHAT_SENTENCE)) {
    const range = { start: asked.start + m.index, end: asked.start + m.index + m[0].length };
    if (ANYONE.test(m[0]) || askedLead(m[0]) || (first !== '' && namesWord(m[0], first) && asks(m[0].trim())))
      found = range;
    else if (asks(m[0].trim())) asking = range;
  }
  return found ?? asking ?? { start: asked.start, end: asked.end };
}

/** A sentence of a chat message: a stop ends it only before a space ("(Rahul M.) on Thursday" goes on). */
const CHAT_SENTENCE = /(?:[^.!?\n]|[.!?]+(?=[^\s.!?]))+[.!?]*/g;

/**
 * The sentences of a chat answer that restate a request of the messages just before it (see `restatement`): "can you
 * send me the rubric?" — "Sure, will send tonight"; "we need to order the cake by Saturday" — "ok I'll order it,
 * chocolate right?"; "the auditors want the register reconciled by the 7th. Can you take that?" — "Sure, I'll do the
 * FA register". Each is recorded with the request's sentence (the extractor dates that request's task by it, or, when
 * the request made none, the answer's own task by the request). Another speaker's answer counts when the request named
 * them ("@Farid can you check…?" — "Farid: on it, will report back by lunch") or asked whoever reads just before,
 * when the chat says who the user is.
 */
function restatedRequests(
  chars: string[],
  text: string,
  messages: Message[],
  spans: PersonSpan[],
  i: number,
  userKnown: boolean,
  taken: TakenOn[],
  from: number,
): void {
  const answer = messages[i]!;
  const first = answer.who?.split(' ')[0] ?? '';
  const pending: { said: string; start: number; end: number; message: Message }[] = [];
  for (let at = i - 1; at >= 0 && messages[at]!.who !== answer.who && i - at <= 4; at--) {
    const message = messages[at]!;
    if (answeredBy(text, messages, at, i, answer.who)) continue;
    for (const m of text.slice(message.start, message.end).matchAll(CHAT_SENTENCE))
      pending.push({
        said: m[0],
        start: message.start + m.index,
        end: message.start + m.index + m[0].length,
        message,
      });
  }
  pending.sort((a, b) => a.start - b.start);
  // Another speaker answers what was put to them by name, or to whoever reads in the message just before.
  const toAnyone = (said: string) => ANYONE.test(said) || askedLead(said) !== null;
  const asked =
    answer.who === null || !userKnown
      ? pending
      : pending.filter(
          (sentence) =>
            namesWord(sentence.said, first) ||
            (sentence.message === messages[i - 1] && toAnyone(sentence.said)),
        );
  if (asked.length === 0) return;
  for (const m of text.slice(answer.start, answer.end).matchAll(CHAT_SENTENCE)) {
    const start = answer.start + m.index;
    const end = start + m[0].length;
    if (start < from || taken.some((pair) => pair.answer.start === start)) continue;
    const restated = restatement(m[0].trim());
    const named = restated && answeredSentence(asked, restated);
    const request =
      named ?? (restated && start === answer.start ? otherWordsFor(text, messages, i, asked) : undefined);
    if (!request || !restated) continue;
    // "we need to sort out the Christmas menu" — "I'll print the new menus once we lock it": another thing done
    // about what was asked, a task of its own.
    const requested = bases(request.said);
    const own =
      restated.more ||
      (named !== undefined &&
        restated.objects > 0 &&
        restated.verbs.every((verb) => !TAKE_ON.test(verb) && !requested.has(baseForm(verb))));
    const other = answer.who !== null && userKnown;
    // A request to whoever reads, taken on by another speaker ("can someone write up the incident?" — "Carlo: I'll
    // do the incident doc, tomorrow EOD"), becomes theirs, as one they took on with "I can" does (see `answers`); what
    // they do their own way about it ("i'll ping support") is their business.
    const theirs = other && !namesWord(request.said, first);
    if (theirs && own) continue;
    if (askedLead(request.said)) takenOn(chars, text, request.message);
    // Another speaker's answer stays for the extractor to date the request by (their promise was blanked as theirs).
    if (other) for (let k = start; k < end; k++) chars[k] = text[k]!;
    if (theirs) spans.unshift({ start: request.start, end: request.end, person: answer.who });
    taken.push({
      request: { start: request.start, end: request.end },
      answer: { start, end },
      ...(own ? { own } : {}),
    });
  }
}

/**
 * The request an answer takes on in other words: "can you get the service tech in this week?" — "I'll call them after
 * lunch"; "can someone look at why the backup skipped?" — "on it, will dig through the logs today". The answer opens
 * its message right after the asking one, promises one thing and names nothing of any request, so it is how the latest
 * request of that message gets done, not a task of its own. Only the user's answer (another speaker's promise may be
 * theirs to keep), and not when the request named another speaker of the chat.
 */
function otherWordsFor<T extends { said: string; message: Message }>(
  text: string,
  messages: Message[],
  i: number,
  asked: T[],
): T | undefined {
  const said = text.slice(messages[i]!.start, messages[i]!.end);
  if (messages[i]!.who !== null || ANOTHER_TOO.test(said)) return undefined;
  const request = asked.findLast(
    (sentence) =>
      sentence.message === messages[i - 1] &&
      (isRequest(sentence.said) || ANYONE.test(sentence.said)) &&
      !OPEN_THING.test(sentence.said),
  );
  if (!request) return undefined;
  // The answer is the user's own (no speaker), so every named speaker is someone else.
  const others = messages
    .map((message) => message.who?.split(' ')[0])
    .filter((first): first is string => first !== undefined);
  return others.some((first) => namesWord(request.said, first)) ? undefined : request;
}

/** A request that leaves its thing open ("who's bringing what?", "can you check which cable it is?"). */
const OPEN_THING = /\b(?:what|which|whichever|how many|how much)\b/i;

/**
 * An answer that adds a thing of its own: "sure, and I'll write the runbook", "I'll also book the room", "I'll bring
 * chairs too", or a step before the request ("sure, I'll pull the numbers first").
 */
const ANOTHER_TOO = /\b(?:and|also|too|as well|in addition|first|beforehand|before that)\b/i;

/** Where a note to someone turns to the user's own part: "… I'll reply to Jana.", "… Note to self: update the PPAP". */
export const OWN_TURN =
  /(?=[ian])(?<=[.!?]\s+)(?:I['’]ll|I will|I['’]m going to|I am going to|(?:also\s+)?(?:note|reminder) to (?:self|me)\b)/i;
