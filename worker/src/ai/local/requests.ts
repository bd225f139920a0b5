/**
 * @module ai/local/requests — what asks the reader for something: a request ("can you…", "please…"), a job
 * handed out ("you're on the cake"), a group greeted, and whether someone is only asked to come along.
 */

import { FREE_TO_ASK } from './actions.js';

/** "Can Priya come…", "Could Sarah make it…", "Will Tom join us…": whether they will be there, no job. */
export const COMING = /^(?:come|join|make it|attend|go|stay|be)\b/i;

export const REQUEST_AFTER = /^(?:please|could|can|would|pls)\b/i;

/** Said as a request: "can you…?", "please…". */
export const ASKED = /\?|\b(?:can|could|would|will)\s+(?:you|u)\b|\b(?:please|pls)\b/i;

/** What goes back to someone: "send the revised quote", "sign and return the lease", "forward the invoice". */
export const SENDS_BACK =
  /^\s*(?:send|return|forward|e-?mail|resend|re-send|(?:sign|fill in|fill out|complete) and (?:return|send))\b/i;

const REQUEST =
  /\b(?:can|could|would|will) (?:you|u|one of you)\b|\b(?:can|could) your (?:[a-z]+ )?(?:team|colleagues?|people|staff|office|department|lab|engineers?)\b|\bplease\b|\bpls\b|\bkindly\b|\breminder to\b/i;

/** A sentence asking the reader for something ("can you…", "please…", "are you able to…", "I need you to…"). */
/** "Can we set up a call next week…?", "could we move the 1:1": a message's writer asking the reader to do it with them. */
export const ASKS_TOGETHER =
  /(?:(?![ \t])|(?<![ \t]))(?<=^|\n|[.!?]\s+)([ \t]*)((?:(?:hi|hey|so|also|and|ok|okay)[,!]?\s+)?(?:can|could|shall)\s+we\s+)(?=[a-z]+\s)/gi;

export const ASKS_TOGETHER_ANYWHERE = /\b(?:can|could|shall)\s+we\s/i;

/**
 * A line over a list that says the writer needs its items from the reader: "I still need a few things from you:",
 * "I would be grateful for:", "we'd appreciate the following:". Each item is asked of the reader, as under "please:".
 */
export const NEEDS_LIST =
  /\b(?:(?:i|we)\s+(?:(?:would|['’]d)\s+(?:be\s+)?(?:grateful|thankful)\s+for|(?:would|['’]d)\s+(?:appreciate|like)|(?:still\s+|will\s+|['’]ll\s+|also\s+)*need)\b|from you\b)[^:]*:\s*$/i;

/**
 * A sentence of a mail's writer that wants a thing from the reader, said as a wish ("We'd also like the torque values you
 * use", "We need your signature on the form by Friday", "I'd like the report on my desk before Thursday"): sent back to
 * them. Not what they want to do themself ("we'd like to visit in May") nor "we need you to…" (a request already).
 */
export const WANTS_BACK =
  /^\s*(?:(?:also|and|but|so)[,\s]+)?(?:i|we)(?:(?:\s+would|['’]d)(?:\s+also|\s+really)?\s+(?:like|love|appreciate)|(?:['’]ll|\s+will|\s+also|\s+still)*\s+need)\s+(?:(?:the|a|an|your|some|copies|both)\s|\d)/i;

export const isRequest = (sentence: string) =>
  REQUEST.test(sentence) || FREE_TO_ASK.test(sentence) || ASKS_TOGETHER_ANYWHERE.test(sentence);

/** A request whose thing goes back to its writer ("can you send me…"): the sender is involved. */
export const FOR_THE_WRITER = /\b(?:me|us|my)\b/i;

/** A greeting line that is only a group ("Team,", "All —"): the requests are for nobody in particular. */
export const GROUP_LINE = /^\s*([\p{L}' ]{2,20}?)\s*(?:[,!:—–-]\s*)?$/u;

export const GROUP =
  /^(?:all|team|everyone|everybody|folks|guys|there|parents|colleagues|both|y'all|you all|friends)$/i;

/**
 * A job handed out by name in a chat or notes: "Sarah you're on balloons and the banner", "Tom, you're on travel
 * insurance then, get quotes by Friday". The name and "you're on" go ("sort" written over their end, so the rest
 * reads as what to do), unless a step of its own follows the thing, which is then what to do ("get quotes…"; the
 * thing stays to say what it is for).
 */
// Guarded first by what the match must start with (or not after a blank), so its lookbehind or leading \s* never
// re-scans a blanked run of spaces at every position of it: that took a 10,000-character pasted mail a minute. A letter
// must follow on the line before the lookbehind runs: it scanned a blanked quote back across all its lines from each one.
export const YOURE_ON =
  /(?<![ \t]{2})(?=[ \t]*\p{L})(?<=^|[.!?:]\s+|\n)([ \t]*(?:(?:and|also|ok|okay|so|right)[,!]?\s+)?)(\p{Lu}[\p{L}'-]+)(?:,\s*|\s+)(?:you['’]re|you are)\s+on\s+(?!(?:holiday|leave|call|mute|site|shift|duty|time|track|board|it|fire|your way|the way|the list|the rota|the team)\b)(\p{L}[^,.!?\n]*?)(?:\s+(?:then|now|too|as well))?(?=[,.!?]|\n|$)/gu;

/** A message that hands a job out ("Sarah you're on balloons") asks for something, as a request does. */
export const HANDS_OUT = new RegExp(YOURE_ON.source, 'u');
