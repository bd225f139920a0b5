/**
 * @module ai/local/mail-reader — reads a pasted mail the way a person would: its headers, quoted replies and
 * attributions, greetings, sign-offs, signatures, disclaimers and mail-app footers; whether the user sent it;
 * the notes they wrote above or under it; and the promises and requests of its writer.
 */

import { verbOfParticiple } from './actions.js';
import { WRITER_PROMISE } from './chat-taken-on.js';
import { withoutDue } from './dates.js';
import { PASSIVE_TO_VERB } from './lexicon.js';
import {
  givenNameAfterFamily,
  hasFiniteVerb,
  isAddressedName,
  isPersonName,
  isPlaceOrCompany,
  lowerFirstWord,
  RESPECT_SUFFIX_WORDS,
} from './names.js';
import type { PersonSpan } from './person-span.js';
import { FOR_THE_WRITER, GROUP, isRequest } from './requests.js';
import { BULLET, blank, blankRange, ITEM, isNameOfPerson, startsAction } from './text-blanks.js';

/** A mail's header line, in English, German, Spanish or French ("Gesendet:", "Enviado:", "Objet :"). */
export const HEADER =
  /^\s*(?:from|to|cc|bcc|sent|date|subject|reply-to|an|von|gesendet|betreff|de|para|enviado|asunto|envoyé|objet)\s*:/i;

export const SUBJECT_LINE = /^\s*(?:(?:re|fwd?|aw|wg|rv)\s*:\s*)+/i;

export const FORWARDED =
  /^\s*-{2,}\s*(?:forwarded message|original message)\s*-*\s*$|^\s*-{3,}\s*$|^\s*begin forwarded message\s*(?::\s*)?$/i;

/** A forwarded message's own start: the headers under it name who wrote it to the user. */
export const FORWARD_START = /^\s*(?:-{2,}\s*forwarded message|begin forwarded message)\b/i;

export const ATTRIBUTION =
  /^\s*(?:on\s.{3,160}\swrote|am\s.{3,160}\sschrieb|le\s.{3,160}\sa écrit|el\s.{3,160}\sescribió)\s*(?::\s*)?$/i;

export const QUOTED = /^\s*>/;

/** Outlook's "-----Original Message-----": a reply's quoted message, or under a "FW:" subject the forwarded one. */
export const ORIGINAL_MESSAGE = /^\s*-{2,}\s*original message/i;

export const SUBJECT_HEADER = /^\s*(?:subject|betreff|asunto)\s*:/i;

export const FORWARD_SUBJECT = /^\s*(?:subject\s*:\s*)?(?:re\s*:\s*)*(?:fwd?|wg)\s*:/i;

/** The small words inside a family name: "Pieter de Vries", "Anh van der Berg", "Aziz bin Omar". */
export const NAME_PARTICLES = 'de|van|von|der|den|da|di|dos|du|le|la|bin|binti|al|el|ter|ten';

/** Who wrote a quoted message: "On Mon, 23 Nov, Lena Vogt <lena@x.io> wrote:" → Lena; "Pieter de Vries … wrote:" → Pieter. */
export const WRITER = new RegExp(
  String.raw`([A-Z][\p{L}'-]+)(?:\s+(?:(?:${NAME_PARTICLES})\s+)*[A-Z][\p{L}'-]+)*\s*(?:<[^>]*>\s*)?(?:wrote|schrieb|a écrit|escribió)\s*(?::\s*)?$`,
  'u',
);

/** A promise in the user's own words: "I'll move the DNS records by Friday." */
const OWN_PROMISE = /^(?:I['’]ll|I will|I['’]m going to|I am going to|I can|I['’]ll also)\s/;

/** A line of the user's own quoted message with all but its promises blanked (and its ">" marker). */
export function ownPromises(line: string): string {
  const at = /^\s*>?\s?/.exec(line)![0].length;
  let out = blank(line.slice(0, at));
  for (const sentence of line.slice(at).matchAll(/[^.!?]+[.!?]*/g))
    out += OWN_PROMISE.test(sentence[0].trim()) ? sentence[0] : blank(sentence[0]);
  return out;
}

/** The first name in a quoted message's attribution ("On Mon, 23 Nov 2026 at 09:12, Dana Reyes <dana@…> wrote:"). */
export function quoteWriter(lines: string[]): string | null {
  for (const line of lines) {
    const inner = line.replace(/^\s*>\s?/, '');
    if (!ATTRIBUTION.test(inner)) continue;
    const name = WRITER.exec(inner)?.[1];
    return name && isPersonName(name) ? name : null;
  }
  return null;
}

/** A line of a quoted message the user agreed to, with all but its requests blanked (and its ">" marker, its headers). */
export function requestsOnly(line: string): string {
  const at = /^\s*>?\s?/.exec(line)![0].length;
  if (HEADER.test(line.slice(at)) || ATTRIBUTION.test(line.slice(at))) return blank(line);
  let out = blank(line.slice(0, at));
  for (const sentence of line.slice(at).matchAll(/[^.!?]+[.!?]*/g))
    out += isRequest(sentence[0]) ? sentence[0] : blank(sentence[0]);
  return out;
}

/** A sentence that only agrees or thanks: "Sure.", "Thanks Dana - noted.", "Yes, no problem,". */
const AGREES =
  /^(?:(?:sure|yes|yep|yeah|ok(?:ay)?|no problem|no worries|happy to(?: help)?|of course|absolutely|noted|got it|thanks|thank you|cheers|great|perfect|sounds good|will do|can do|on it)(?:[\s,.!—–-]+|$))+$/iu;

/** "I'll have it back to you by Thursday", "will do by Wednesday", "I'll get it done tomorrow": the thing asked, done. */
const AGREES_TO_IT =
  /^(?:(?:sure|yes|yep|yeah|ok(?:ay)?|no problem|no worries|happy to|of course|absolutely|noted)[\s,.!—–-]+)*(?:i['’]ll|i will|will|i can|can)(?:\s+do|\s+(?:get|have|send|do|look at|review|sort|action|turn|pick up)\s+(?:it|that|this|them)(?:\s+(?:back|over|done|across|round))?(?:\s+to you)?)(?=\s|[.!,]|$)(.*)$/iu;

/** Whether the user's reply above a quoted message only agrees to it, with at most the day it will be done. */
export function agreesOnly(reply: string): boolean {
  const sentences = reply
    .split(/(?<=[.!?])\s+|\n+/)
    // "Thanks Dana - noted.": the name thanked says nothing more.
    .map((sentence) =>
      sentence.replace(/(?=\p{Lu})(?<=\b(?:[Tt]hanks|[Tt]hank you|[Cc]heers)\s+)\p{Lu}\p{Ll}+/u, '').trim(),
    )
    .filter((sentence) => /\p{L}/u.test(sentence));
  return (
    sentences.length > 0 &&
    sentences.length <= 3 &&
    sentences.some((sentence) => !AGREES.test(sentence) || /\b(?:will do|can do|on it)\b/i.test(sentence)) &&
    sentences.every((sentence) => {
      if (AGREES.test(sentence)) return true;
      const rest = AGREES_TO_IT.exec(sentence)?.[1];
      if (rest === undefined) return false;
      return !/\p{L}/u.test(withoutDue(rest) ?? rest);
    })
  );
}

/**
 * A note above the user's own draft saying when they will send it: "Draft to the Kaurs — send tonight:", "Drafted this,
 * sending tonight once I find the receipts:", "Sending this to the garden committee tonight" (not "a reply I'm about to
 * send", "before I hit send": sent now, nothing left to do).
 */
const SENDS_LATER =
  /\b(?:draft(?:ed)?\b[^.!?\n]{0,40}?\bsend(?:ing)?|send(?:ing)?\s+(?:this|it)\b)[^.!?\n]{0,40}?\b(?:tonight|tomorrow|tmrw|later|this (?:evening|afternoon)|in the morning|on (?:mon|tues|wednes|thurs|fri|satur|sun)day|once|after|when)\b/i;
const SENT_NOW = /\b(?:about to|hit send|just|already|sent)\b/i;
/** Whom a note says the draft goes to: "to the Kaurs", "to the garden committee". */
const SENT_TO =
  /\bto\s+((?:the\s+)?\p{L}[\p{L}'’-]*(?:\s+\p{L}[\p{L}'’-]*){0,2}?)(?=\s*(?:[—–,:;.]|-\s|$|\s(?:tonight|tomorrow|tmrw|later|this|in|on|once|after|when)\b))/iu;

/**
 * The note on the dump's first line over the user's own draft (a greeting or a header follows within three lines) that
 * says they will send it later: where it is, and whom it names as the draft's reader, if anyone.
 */
export function sendingNote(text: string): { from: number; to: number; whom: string | null } | null {
  const from = text.search(/\S/);
  if (from < 0) return null;
  const end = text.indexOf('\n', from);
  const to = end < 0 ? text.length : end;
  const note = text.slice(from, to);
  if (!SENDS_LATER.test(note) || SENT_NOW.test(note)) return null;
  const below = text
    .slice(to)
    .split('\n')
    .filter((line) => line.trim() !== '')
    .slice(0, 3);
  // ("Hi all — quick recap…": a greeting the text runs on from.)
  const greets = (line: string) =>
    GREETING.test(line) || NAME_GREETING.test(line) || /^\s*(?:hi|hello|hey|hiya|dear)\b/i.test(line);
  if (!below.some((line) => greets(line) || HEADER.test(line))) return null;
  return { from, to, whom: SENT_TO.exec(note)?.[1] ?? null };
}

/**
 * A line above a pasted message saying the user sent it: "sent this to the landlord", "my reply to Dana:", "my own
 * handover mail", "lo que le mandé a la clienta", "hab ich ihm geschickt".
 */
export const SENT_BY_USER =
  /\b(?:sent|sending|i (?:wrote|replied|emailed|messaged)|my (?:reply|email|message|answer|draft)|my own (?:[\p{L}-]+\s+)?(?:e-?mail|mail|message|reply)|draft(?:ed)?|replied)\b|\b(?:mandé|envié|enviei|envoyé|geschickt|gesendet)(?![\p{L}])/iu;

export const GREETING =
  /^\s*(?:hi|hello|hey|hiya|dear|good (?:morning|afternoon|evening)|hallo|hola|bonjour|ciao)\b\s*([^,!:\n]{0,30}?)\s*(?:[,!:]\s*|$)/i;

/**
 * A message opening with its reader's name alone ("Sam,", "Sam -", "Sam —"), after the time of day ("Morning Sam,"), or
 * with a suffix of respect ("Suzuki-san,", "Sharma ji,").
 */
export const NAME_GREETING = new RegExp(
  String.raw`^\s*(?:(?:[Gg]ood\s+)?(?:[Mm]orning|[Aa]fternoon|[Ee]vening)\s+)?(\p{Lu}\p{Ll}+(?:-(?:${RESPECT_SUFFIX_WORDS})|\s+ji)?)\s*(?:[,!]|\s[-–—])\s*$`,
  'u',
);

/** A suffix of respect after a greeted name: "Tanaka-san", "Sharma ji". */
export const RESPECT_AFTER = new RegExp(String.raw`(?:-(?:${RESPECT_SUFFIX_WORDS})|\s+ji)$`, 'u');

/** A sign-off's words: "Best,", "Kind regards", "Mit freundlichen Grüßen", "With kind regards". */
const SIGN_OFF_WORDS = String.raw`(?:with\s+)?(?:best wishes|all the best|best regards|best|kind regards|warm regards|regards|many thanks|thanks(?: again| so much| all| everyone| both| team| guys| folks)?|thank you(?: so much| all| both)?|thx|ta|cheers(?: all| everyone)?|sincerely|yours(?: truly| sincerely)?|br|warmly|take care|speak soon|talk soon|see you soon|(?:lots of |much |all my )?love|un saludo|saludos|viele grüße|grüße|mit freundlichen grüßen|bien à vous|cordialement|ciao)`;

/**
 * A sign-off line, with the writer's name after it or not; in two languages at once too ("With kind regards / Mit
 * freundlichen Grüßen"). Its words end where a word does: "Tasks", "Brainstorm" or "brain dump" over a list is a
 * heading, not "Ta" or "Br" and a name.
 */
export const SIGN_OFF = new RegExp(
  String.raw`^\s*${SIGN_OFF_WORDS}(?!\p{L})(?:\s*\/\s*${SIGN_OFF_WORDS}(?!\p{L}))?\s*(?:[,.!]\s*)?(?:([A-Z][\p{L}'-]+)(?:\s+[A-Z][\p{L}'-]+)?)?\s*$`,
  'iu',
);

/** Two people greeted at once: "Hi Priya and Tom,", "Hi Ana & Bo," (not "Dear Sir/Madam,"). */
export const GREETED_SPLIT = /\s*&\s*|\s+and\s+/;

/** A second greeting after the first on its line: "Hi Wei Ling, hi Arjun," → Arjun; "Hey Priyanka, Luis," → Luis. */
export const GREETED_AGAIN =
  /^\s*(?:(?:[Hh]i|[Hh]ello|[Hh]ey|[Dd]ear)\s+)?(\p{Lu}[\p{L}'’-]*(?:\s\p{Lu}[\p{L}'’-]*)?)\s*(?:[,!:]\s*)?$/u;

/** A writer signing with a dash: "-Sam", "— Sam Lee", "~Jo"; under a greeting the name alone, or with kisses: "Lou x". */
export const DASH_SIGNATURE = /^\s*([-–—~]\s?)?([A-Z][\p{L}'-]+)(?:\s+[A-Z][\p{L}'-]+)?(?:\s+x{1,3})?\s*$/u;

/** A line that is only a name, as a signature puts it: "Marta Kowalska", "Dr. Anika Rao". */
export const LONE_NAME =
  /^\s*(?:(?:Dr|Mr|Mrs|Ms|Prof)\.?\s+)?[A-Z][\p{L}'-]+(?:\s+[A-Z][\p{L}'-]+){0,2}\s*$/u;

export const SIGNATURE_RULE = /^\s*(?:--|__+|—)\s*$/;

export const DISCLAIMER =
  /\b(?:confidential|intended recipient|unmonitored mailbox|sent from my (?:iphone|ipad|android|phone|mobile)|registered office|do not reply|privileged|managing directors?|unsubscribe|received (?:it|this|this (?:e-?mail|message)) in error|notify the sender|accepts? no liability|consider the environment before printing|think before you print)\b/i;

/** A mail app's footer line: "Sent from my Galaxy", "Sent from Mail for Windows", "Get Outlook for iOS", "## Reply above this line ##". */
export const MAIL_CLIENT =
  /^\s*(?:sent from my [\p{L}\d ]{2,30}|sent (?:from|with|via) (?:mail|outlook|yahoo|gmail|blackberry|samsung|proton)\b.{0,30}|get outlook for (?:ios|android)|(?:#+\s*)?(?:please\s+)?(?:(?:type|write)\s+(?:your\s+)?)?reply above this line\b[\s#.-]*)\s*$/iu;

/**
 * A chat app's own line about a message, copied with it: Slack's "2 replies  Last reply today at 9:40 AM" and "View
 * thread", "3 new messages", "Seen by Tomas", "Delivered", "(edited)". No one wrote it, so it is no task.
 */
export const CHAT_APP_LINE =
  /^\s*(?:\d+\s+(?:new\s+)?(?:replies|reply|messages?)\b(?:\s+last\s+reply\b.*)?|last\s+reply\s+(?:today|yesterday|\d|on\b|at\b).*|view\s+(?:thread|\d+\s+(?:more\s+)?(?:replies|reply))|seen\s+by\s+[\p{L} ,'-]{1,60}|delivered|\(edited\))\s*$/iu;

/**
 * A request answered to the message's writer though it names nobody: "reply to this email", "kindly confirm by Friday
 * whether…", "RSVP by the 3rd". Not "confirm with the venue" or "confirm in the channel", which go elsewhere.
 */
export const ANSWERS_WRITER =
  /\b(?:reply|respond)\b(?!\s+to\s+(?!this\b|me\b|us\b))|\bconfirm\b(?!\s+(?:with|in|on|to)\b)|\brsvp\b|\bget back to\b/i;

/** The reader asked for that answer with no "please": "Reply to this email if you can help", "…? just reply here". */
export const ANSWER_ASKED = new RegExp(
  String.raw`(?:^\s*(?:${BULLET}\s*)?|[-–—,:;]\s+|\b(?:just|simply)\s+)(?:reply|respond|rsvp)\b`,
  'i',
);

const BULLET_START = new RegExp(String.raw`^\s*(?:${BULLET}\s*)?`);

/**
 * An imperative whose thing goes back to whoever wrote it ("- Send us the certificate", "Let me know the names"), or
 * one to do with them ("Let's go over the budget").
 */
export function asksBack(sentence: string): boolean {
  const rest = sentence.replace(BULLET_START, '');
  if (/^let['’]s\s/i.test(rest)) return true;
  return (
    FOR_THE_WRITER.test(rest) &&
    (/^(?:(?:also|and|so|then|just)\s+)*let (?:me|us)\s/i.test(rest) ||
      startsAction(rest.charAt(0).toLowerCase() + rest.slice(1)))
  );
}

const RULE = /^\s*(?:-{3,}|_{3,}|={3,})\s*$/;

/**
 * The user's own notes under a pasted message: "my notes:", "To do:", "ok my part:", "my take:", "note2self:", "ps to
 * self -", "+ remind myself:", "notas mías:", "à faire aussi :" ("me:" is also a meeting's owner line, so it is not one).
 */
const NOTES_LABEL =
  /^\s*(?:[-–—+]+\s*)?(?:my (?:notes?|take|part|side|own (?:stuff|adds|notes?))(?:\s*\([^()\n]{1,30}\))?|notes? ?(?:to|2) ?self|p\.?s\.? (?:to|for) (?:self|me|myself)|remind(?:er)? (?:to )?(?:me|myself)|notas? (?:m[ií]as|para m[ií])|[àa] faire(?: aussi)?|to ?-?do|ok(?:ay)?,? (?:my part|so))\s*(?::|[-–—]\s)/i;
/** "notes: rates were paid…", jotted in lower case (a mail's own "Notes:" heading is capitalised). */
const JOTTED_NOTES = /^\s*notes?\s*:/;

/**
 * What the user means to do with a message pasted under their note: deal with it, sort it out, keep track of it, "pls
 * sort" with nothing after it, take their part of it ("add my stuff pls", "my bits??"), in Portuguese or Spanish too
 * ("preciso resolver isso"); do the things of it that the note points at ("now do the things I promised ↓", "pls take
 * the ones marked (A)") or read it ("read it properly this time"). The message's own lines are those things.
 */
export const ABOUT_THE_PASTE =
  /\b(?:(?:deal with|sort|sort out|handle|action|look at|look into|turn)\s+(?:this|these|it|them)\b|(?:do|action|take|handle|go through)\s+(?:the|those|these|all the)\s+(?:things?|ones?|stuff|bits?|points?|items?)\s+(?:I\s+(?:promised|agreed|owe|said)|marked|below|above|↓)|read\s+(?:it|this|them)\s+(?:properly|carefully|again|through)\b|track(?:ing)?\s+(?:of\s+)?(?:my|our|their|both|this|it)\b|keep(?:ing)? track\b|(?:pls|please|plz)\s+(?:sort|action|handle)(?:\s+(?:pls|please|plz))?\s*[.!?]*\s*$|add my (?:stuff|bits|parts?|tasks?)\b|\bmy bits\b|resolver (?:isso|isto|esto|eso)\b)/i;

const OWN_NOTES = /^\s*(?:my|[A-Z][\p{L}'-]+['’]s)\s+notes?\s*:/iu;

/** A paragraph that starts in lower case or with "ok so": jotted by the user, not a mail's own text. */
const OWN_PARAGRAPH = /^\s*(?:\p{Ll}|[Oo][Kk](?:ay)?,?\s+so\b)/u;

/** A line of its own that says the rest is the user's: "Me: sign the slip…", alone under a pasted message. */
const ME_LINE = /^\s*(?:-{2,}\s*)?me\s*:(?:\s*\S|\s*$)/i;

/**
 * Whether line `i` labels the user's notes: a notes label ("my notes:", "to do:"), or a "Me:" line that is the only
 * one of its kind (several are a meeting's owners or a chat's turns).
 */
export function labelsNotes(lines: string[], i: number): boolean {
  const line = lines[i]!;
  if (NOTES_LABEL.test(line) || JOTTED_NOTES.test(line)) return true;
  return ME_LINE.test(line) && lines.filter((other) => ME_LINE.test(other)).length === 1;
}

/**
 * Whether the user's notes under a pasted message start at line `i`: a line that labels them (see labelsNotes), or
 * the line after a bare rule ("---") with no more headers or quoted lines under it.
 */
export function startsNotes(lines: string[], i: number): boolean {
  const line = lines[i]!;
  if (labelsNotes(lines, i)) return true;
  const rule = lines.slice(0, i).findLastIndex((above) => above.trim() !== '');
  return (
    rule >= 0 &&
    RULE.test(lines[rule]!) &&
    /\p{L}/u.test(line) &&
    !HEADER.test(line) &&
    !QUOTED.test(line) &&
    lines
      .slice(i)
      .every((below) => !HEADER.test(below) && !QUOTED.test(below) && !ORIGINAL_MESSAGE.test(below))
  );
}

/** A note's task that hands something to someone: "Tell Raf about the car thing", "Get Rashid's team on it". */
const HANDS_ON =
  /^(?:[Gg]et|[Tt]ell|[Aa]sk|[Hh]ave)\s+(\p{Lu}[\p{L}'’-]+?)(?:['’]s\s+(?:team|crew|people|guys|lot))?\s+(?:on\s+it|about\s+the\s+(\p{L}[\p{L}\p{N}-]*(?:\s\p{L}[\p{L}\p{N}-]*)?)\s+(?:thing|stuff|bit|issue))\s*[.!]*$/u;
/** "sorting -> get …", "the skip → tell …": what a note points its hand-off at, before the arrow. */
const POINTED_AT = /(?:^|[.;:]\s)\s*(\p{L}[\p{L}\p{N}-]*(?:\s\p{L}[\p{L}\p{N}-]*)?)\s*(?:->|→|=>)\s*\p{L}/u;

/**
 * A note under a pasted message that hands one of its requests to someone: "tell Raf about the car thing", "sorting ->
 * get Rashid's team on it" (the thing named before the arrow). `title` is the note's task title, `source` its text.
 * Gives who does it and the words that name the request, or null.
 */
export function handsOn(title: string, source: string): { who: string; thing: string[] } | null {
  const handed = HANDS_ON.exec(title.trim());
  if (!handed || !isNameOfPerson(handed[1]!)) return null;
  const thing = handed[2] ?? POINTED_AT.exec(source)?.[1];
  return thing ? { who: handed[1]!, thing: thing.toLowerCase().split(/\s+/) } : null;
}

/**
 * "2 goes to Brian", "a) is anh Quang's team", "#3 -> Dev": in the user's notes about a pasted message, a point of its
 * list handed to someone by its number or letter.
 */
const POINT_OWNER =
  /(?:^|[\s,;:.(])(?:#|(?:item|point|no\.?)\s*)?(\d{1,2}|[a-hA-H])\)?\s+(?:goes\s+to|is\s+for|is|->|→|=>)\s+(?:(?:anh|chị|em|mr\.?|ms\.?|mrs\.?|dr\.?)\s+)?(\p{Lu}[\p{L}'’-]*?)(?:['’]s(?:\s+(?:team|crew|job|one))?)?(?=[\s,.;:!)]|$)/gu;

/** The points of a pasted message's list that the user's notes hand to someone: label ("2", "a") → who. */
export function pointsHanded(text: string): Map<string, string> {
  const lines = text.split('\n');
  const handed = new Map<string, string>();
  lines.forEach((line, i) => {
    if (!OWN_NOTES.test(line) && !labelsNotes(lines, i)) return;
    for (const m of line.matchAll(POINT_OWNER))
      if (isNameOfPerson(m[2]!)) handed.set(m[1]!.toLowerCase(), m[2]!);
  });
  return handed;
}

/**
 * "my bits are 1 and 3", "mine from Per's mail ↓ = 1, 3 and 5", "mine are 1 and 3": the points of a pasted message's
 * list that the user's notes claim (group 1: their numbers).
 */
const POINTS_MINE =
  /\b(?:mine|my (?:bits|items|points|ones|parts?))\b(?:\s+(?:from|in|of)\s+[^=:\n]{1,30}?)?\s*(?:are|=|:|is)?\s*((?:#?\d{1,2}(?:\s*(?:,|and|&|\+)\s*))*#?\d{1,2})(?!\d|[:/]|\.\d)/giu;
/** "ignore #2", "ignore point 3": a point of the list the notes put aside. */
const POINT_IGNORED = /\bignore\s+(?:#|(?:point|item|no\.?)\s*)?(\d{1,2})\b/gi;

/**
 * The points of a pasted message's numbered list that the user's notes (under it, or the note above it that ends at
 * `above`) claim as theirs ("my bits are 1 and 3"; null when they claim none) or put aside ("ignore #2").
 */
export function pointsClaimed(
  text: string,
  above: number,
): { mine: Set<string> | null; ignored: Set<string>; notesAt: number } {
  const lines = text.split('\n');
  let mine: Set<string> | null = null;
  const ignored = new Set<string>();
  let notesAt = text.length;
  let at = 0;
  lines.forEach((line, i) => {
    const from = at;
    at += line.length + 1;
    const claims = [...line.matchAll(POINTS_MINE)];
    const asides = [...line.matchAll(POINT_IGNORED)];
    if (claims.length + asides.length === 0 || QUOTED.test(line)) return;
    const under = OWN_NOTES.test(line) || labelsNotes(lines, i) || startsNotes(lines, i);
    if (!(from < above || under)) return;
    for (const m of claims) {
      mine ??= new Set();
      for (const n of m[1]!.match(/\d{1,2}/g)!) mine.add(n);
    }
    for (const m of asides) ignored.add(m[1]!);
    if (under && from >= above && claims.length + asides.length > 0) notesAt = Math.min(notesAt, from);
  });
  return { mine, ignored, notesAt };
}

/** A clause of the user's notes saying something is done: "deposit already sent", "done the sepsis one already last wk". */
const SAYS_DONE = /\b(?:already|done|did (?:it|that|this)|paid|sent|submitted|booked|went (?:in|out))\b/i;
/** …unless it is still to do or not done: "need to", "still", "not yet", "will". */
const STILL_TO_DO =
  /\b(?:need|needs|must|will|still|not|yet|to do|todo|tomorrow|tonight|haven['’]?t|hasn['’]?t|isn['’]?t|wasn['’]?t)\b|\?/i;
/** Words of a done clause that say it is done or when, not what. */
const DONE_WORDS =
  /^(?:already|done|paid|sent|submitted|booked|went|that|this|last|week|yesterday|today|earlier|lunch|morning|online|sunday|monday|tuesday|wednesday|thursday|friday|saturday|with|from|them|they|have|were|was)$/;

/**
 * What the user's notes about a pasted message say is done already, one list of words per clause ("deposit already
 * sent" → deposit; "done the sepsis one already last wk" → sepsis): the message's request for it is no task.
 */
export function doneInNotes(text: string): string[][] {
  const lines = text.split('\n');
  const done: string[][] = [];
  lines.forEach((line, i) => {
    if (QUOTED.test(line) || !(OWN_NOTES.test(line) || labelsNotes(lines, i) || startsNotes(lines, i)))
      return;
    for (const clause of line.replace(/^[^:]{0,40}:/, '').split(/[,.;!]|\s[-–—]\s/)) {
      if (!SAYS_DONE.test(clause) || STILL_TO_DO.test(clause)) continue;
      const words = (clause.toLowerCase().match(/\p{L}[\p{L}-]{3,}/gu) ?? []).filter(
        (word) => !DONE_WORDS.test(word),
      );
      if (words.length > 0 && words.length <= 3) done.push(words);
    }
  });
  return done;
}

/** What the children or their things must do or be, said to their parents: "Students should bring…". */
export const THEIR_RULE =
  /^\s*(?:all\s+)?(?:students|pupils|children|kids|lunches|packed lunches|uniforms?|bags)\s+(?:should|must|need to|will need to|are (?:asked|required|expected) to)\b/i;

/**
 * What a message's writer tells its reader not to worry about: "…, I'll send it to her directly so don't worry about
 * that one", "dont worry, I will arrange that myself", "Manon will send you the copy, nothing to do until then".
 */
const NOT_TO_WORRY =
  /\b(?:(?:don['’]?t|do not) worry\b|no need to worry\b|nothing (?:to do|needed) (?:until then|there|on (?:that|this|your side)|from you|for you)\b)/i;

/**
 * Whether a sentence of a message someone else wrote is what its writer's side will see to, so the reader need not: a
 * promise ("I'll", "Manon will") with NOT_TO_WORRY. Not a long run-on ("…made a new one don't worry about that and uh
 * the flour guy…"), whose other clauses may ask things.
 */
export function theirsNotToWorry(sentence: string): boolean {
  return sentence.length <= 200 && NOT_TO_WORRY.test(sentence) && /\b(?:will|['’]ll)\s/i.test(sentence);
}

/** A note that points at a message under it: "below from Hannah", "see below", "FYI", "forwarding this". */
const POINTS_BELOW = /\b(?:below|fyi|fwd|forward(?:ing|ed)?)\b/i;

/**
 * Whether the note above a message's headers passes the message on rather than answering it: the subject says it
 * is forwarded, the note points at it ("see below"), or the note speaks to someone other than the message's writer
 * ("Lim, please book the room" over "From: Henrik Solberg"). "Sure, will do." or "Done, sent it." answers it.
 */
export function passesOn(note: string[], headers: string[], forwarding: boolean): boolean {
  if (forwarding || note.some((line) => POINTS_BELOW.test(line))) return true;
  const spokenTo = /^\s*(\p{Lu}[\p{L}'-]+),\s/u.exec(note.find((line) => /\p{L}/u.test(line)) ?? '')?.[1];
  const writer = headers
    .map((line) => /^\s*(?:from|von|de)\s*:\s*([\p{L}'-]+)/iu.exec(line)?.[1])
    .find(Boolean);
  return spokenTo !== undefined && isNameOfPerson(spokenTo) && writer !== undefined && spokenTo !== writer;
}

/**
 * Whether this line of a quoted tail starts the user's own text again (see blankLines): "my notes:", and any notes
 * label ("note to self:", "To do:"), which no quoted writer opens a line with.
 */
export function endsQuote(line: string, next: string | undefined, afterSignOff: boolean): boolean {
  if (OWN_NOTES.test(line) || NOTES_LABEL.test(line) || JOTTED_NOTES.test(line)) return true;
  // "Kind regards,\nMrs Whitfield" then a blank line and "ok so — sign the slip…": the quoted message is over, and a
  // paragraph no writer would open a mail's text with is the user's own.
  if (afterSignOff && OWN_PARAGRAPH.test(line) && !DISCLAIMER.test(line)) return true;
  return (
    RULE.test(line) && next !== undefined && next.trim() !== '' && !HEADER.test(next) && !QUOTED.test(next)
  );
}

/**
 * The writer's own promise in a message: "I'll revise the checklist and send it round tomorrow.", "On my side, I'll
 * take it to the board.", and on a point of a list of any mark ("3) I'll send you the spec today").
 */
const WRITER_WILL = new RegExp(
  String.raw`(?:^|[.!?:]\s+|^[^\S\n]*(?:${BULLET}\s*)?)(?:(?:[Oo]n|[Ff]rom) (?:my|our) (?:side|end),?\s+|[Ff]or my part,?\s+)?I(?:['’]ll| will)\s+(?:also\s+|then\s+)?\p{Ll}`,
  'mu',
);

/** A wish said right after a question ("…? We'd like to match them"): why the question asks. */
export const WISH_AFTER_ASKING = /(?=[WwI])(?<=\?\s+)(?:[Ww]e|I)(?:['’]d| would) like to\s[^.!?\n]*[.!?]?/g;

/** What the user means to do about someone, in their own words: "tell Marcus so he stops worrying", "then I tell Marco". */
const ERRAND_ABOUT = String.raw`\b(?:tell|ask|call|ring|text|email|e-mail|remind|ping|chase|thank|reply to|answer|message|update)\s+`;

/**
 * Whether the user's own words about the dump name the message's writer as someone else: "we decide tonight and then
 * I tell Marco" under a mail from Marco Ferreira. (A quoted line may ask anyone to tell the writer anything.)
 */
function namesWriterAsOther(lines: string[], from: number): boolean {
  const writer = /^\s*(?:from|von|de)\s*:\s*(?:(?:dr|mr|mrs|ms)\.?\s+)?(\p{Lu}[\p{L}'-]+)/iu.exec(
    lines[from]!,
  )?.[1];
  if (!writer || !isNameOfPerson(writer)) return false;
  const errand = new RegExp(`${ERRAND_ABOUT}${writer}(?![\\p{L}])`, 'iu');
  return lines.some((line) => !QUOTED.test(line) && !HEADER.test(line) && errand.test(line));
}

/**
 * Whether a message pasted with its "From:" header is one the user sent: a line above it says so ("my sent email:",
 * "sent this to the buyer"), or, with nothing written above it, its writer promises things of their own ("I'll take
 * the snapshots and get back to you by Friday") — what the user keeps a mail for — and neither its "To:" line ("To:
 * me"), a forwarded message's marker above it, notes under it ("my notes:"), nor the user's errand to its writer
 * ("tell Marcus the rates are paid") say the user received it.
 */
export function isSentMail(lines: string[]): boolean {
  const first = lines.findIndex((line) => HEADER.test(line) || SUBJECT_LINE.test(line));
  const from = lines.findIndex((line) => /^\s*(?:from|von|de)\s*:/i.test(line));
  if (first < 0 || from < 0) return false;
  if (namesWriterAsOther(lines, from)) return false;
  const above = lines.slice(0, first).join(' ');
  if (/\p{L}/u.test(above)) return SENT_BY_USER.test(above);
  const headers = lines.slice(
    first,
    lines.findIndex((line, i) => i > from && line.trim() === ''),
  );
  if (
    headers.some((line) => /^\s*(?:to|cc)\s*:.*\bme\b/i.test(line)) ||
    lines.slice(0, from).some((line) => FORWARD_START.test(line)) ||
    lines.some((line) => OWN_NOTES.test(line))
  )
    return false;
  // The message's own text: up to the thread it quotes.
  const end = lines.findIndex(
    (line, i) => i > from && (ATTRIBUTION.test(line) || ORIGINAL_MESSAGE.test(line) || QUOTED.test(line)),
  );
  return WRITER_WILL.test(lines.slice(from + 1, end < 0 ? lines.length : end).join('\n'));
}

/**
 * The sentence right under a list of what a mail needs that dates all of it: "If you can upload them to the portal by
 * December 4 we can file…", "Please send these before the 15th." (group 1; the date is read by extract.ts).
 */
export const LIST_DUE =
  /^\s*((?:(?:if you (?:can|could)|please|kindly|could you|can you)\s+)?(?:\p{L}+\s+)?(?:them|these|those|all of (?:them|these|this|the above)|the above|everything|it all)\b[^.!?\n]*?\b(?:by|before|no later than)\b[^.!?\n]*)/iu;

/** Where a list item's relative clause starts: "the days | you spent in the US", "the account | into which …". */
const RELATIVE = /\s(?:which|that|who|whom|whose|where|i|you|we|they|he|she|it)\b/i;

/** A determiner alone before a participle makes it an adjective: "the signed rider", "your revised budget". */
const DETERMINER_ONLY = /^(?:the|a|an|your|our|my|any|all|some|these|those|this|that)$/i;

/**
 * An item of a list a mail asks of its reader (see `listsAsked`), as the thing to do: a state asked for becomes its
 * verb ("the side gate unlocked on the 2nd" → "Unlock the side gate on the 2nd", "50% deposit paid by Friday" → "Pay
 * 50% deposit by Friday"); a thing alone ("a copy of your passport photo page") stays as written. Null: the item says
 * something of the thing ("the certificate has been applied for"), nothing is asked.
 */
export function askedItem(item: string): string | null {
  const head = item.slice(0, RELATIVE.exec(item)?.index ?? item.length);
  const words = head.split(' ');
  for (let i = 1; i < Math.min(words.length, 9); i++) {
    const word = words[i]!.toLowerCase();
    const verb = PASSIVE_TO_VERB[word] || verbOfParticiple(word);
    if (!(verb || /^\p{Ll}{3,}ed$/u.test(word)) || (i === 1 && DETERMINER_ONLY.test(words[0]!))) continue;
    const thing = words.slice(0, i).join(' ');
    if (hasFiniteVerb(thing)) return null;
    // A participle the lexicon does not know as a verb ("the gate unlocked on the 2nd") is the state, as written.
    return verb ? [verb, lowerFirstWord(thing), ...item.split(' ').slice(i + 1)].join(' ') : item;
  }
  // "The rates clearance certificate has been applied for": news of the thing, not the thing.
  return hasFiniteVerb(head) ? null : item;
}

/** A signature line of a group: "St Brigid's Office", "The Events Team", "Acme Customer Services". */
export const ORGANISATION =
  /^(?:the\s+)?(?:[\p{L}'’.&-]+\s+){0,4}(?:office|team|school|academy|college|surgery|clinic|practice|reception|services?|support|desk|department|dept|committee|council|club|association|society|trust|admin|administration|management|ltd|limited|inc|llc|group)\.?\s*$/iu;

/** Whether a sign-off closes the message that starts at line `from` ("Sam,\n\n…\n\nThanks,\nLou"). */
export function isSignedBelow(lines: string[], from: number): boolean {
  const last = lines.findLastIndex((line) => /\p{L}/u.test(line));
  return (
    lines.slice(from + 2).some((line) => SIGN_OFF.test(line)) ||
    (last > from + 2 && lines[last - 1]!.trim() === '' && DASH_SIGNATURE.test(lines[last]!))
  );
}

/**
 * The given name before `family` on a line of headers or an attribution ("From: Hope Nakamura <…>", "On Mon, Hope
 * Nakamura wrote:"), or null.
 */
export function givenNameBefore(lines: string[], family: string): string | null {
  if (!/^\p{L}+$/u.test(family)) return null;
  const named = new RegExp(
    String.raw`(?:^[\s>]*(?:from|to|cc|von|an|de|para)\s*:\s*|,\s+)(\p{Lu}\p{Ll}+)\s+${family}(?![\p{L}])`,
    'iu',
  );
  for (const line of lines) {
    const given = named.exec(line)?.[1];
    if (given && isAddressedName(given)) return given;
  }
  return null;
}

/**
 * Whether nothing of the message follows line `i` (a name alone under it): only a signature block under a "--" rule
 * ("--\nMei Tanaka | Partner"), a quoted thread, or the user's own notes ("my take: …").
 */
export function onlySignatureBelow(lines: string[], i: number): boolean {
  let k = i + 1;
  while (k < lines.length && lines[k]!.trim() === '') k++;
  if (k < lines.length && SIGNATURE_RULE.test(lines[k]!))
    while (k < lines.length && lines[k]!.trim() !== '') k++;
  for (; k < lines.length; k++) {
    const below = lines[k]!;
    if (/\p{L}/u.test(below) && !QUOTED.test(below) && !ATTRIBUTION.test(below)) return startsNotes(lines, k);
  }
  return true;
}

/**
 * Whether line `i` starts the signature block again under a sign-off at line `signOff` and the name right under it,
 * a blank line apart: "Regards,\nAchieng\n\nAchieng Otieno\nProgramme Manager | …" (the name, then a surname).
 */
export function signsAgain(lines: string[], signOff: number, i: number): boolean {
  if (i !== signOff + 3 || lines[signOff + 2]!.trim() !== '') return false;
  const name = /^\s*(\p{Lu}[\p{L}'’-]+)\s*$/u.exec(lines[signOff + 1]!)?.[1];
  return (
    name !== undefined && lines[i]!.trimStart().startsWith(`${name} `) && /^\s*\S+\s+\p{Lu}/u.test(lines[i]!)
  );
}

/** Whether one of these lines greets someone by name ("Hi Leon, …"). */
export function greetsByName(lines: string[]): boolean {
  return lines.some((line) => (GREETING.exec(line)?.[1]?.trim() ?? '') !== '');
}

/** The people of a "To:" line ("Dana Reyes <dana@x.com>; Bo Lind"), by first name; none when any is a group or a list. */
export function recipientNames(field: string): string[] {
  const parts = field
    .replace(/<[^>]*>/g, ' ')
    .split(/[;,]/)
    .map((part) => part.trim())
    .filter(Boolean);
  const names = parts.map((part) => part.split(/\s+/)[0]!);
  const people = parts.every(
    (part) => !/\b(?:team|desk|group|staff|dept|department|office|list)\b/i.test(part),
  );
  return people && parts.length <= 4 && names.every((name) => isAddressedName(name) && !GROUP.test(name))
    ? names.map((name, i) => givenNameAfterFamily(parts[i]!) ?? name)
    : [];
}

/**
 * A chat message's sentence in which its writer says how they are or what they do, did or must do ("I'm out from 3
 * today, dentist", "I'm working on the pricing page today", "I've sent mine", "I have to leave at 4"): theirs, told
 * to the chat (not "we", which may take the user in: "we have to submit the form by Friday"). Not one that asks or
 * involves the reader ("I need you to…", "I was wondering if you could…", "I'm out of milk, can you grab some?"), nor
 * "I need the deck by Friday" (what they need is sent to them).
 */
const WRITER_STATUS =
  /^(?:(?:ok|okay|so|also|and|btw|fyi|lol|haha|ugh|oh|yeah|yep|well|heads up)[,!:.]?\s+)*(?:I['’]m|Im|I am|I['’]ve|I have|I had|I was|I just|I already|I finished|I did|I sent|I got|I still)\s(?![^.!?\n]*\b(?:you|u|your|ur|someone|somebody|anyone|anybody|everyone|y['’]all)\b)/;

/**
 * A promise of the writer's own after a comma: "we're almost out of masa, I'll put the order in with Lupita's". Not one
 * that takes on what the sentence asked ("someone needs to update the runbook, I'll do that after lunch"): that is
 * the request, theirs now; nor what they will need ("pick the colour, I'll need it by Friday": the request's day).
 */
const PROMISE_AFTER_COMMA =
  /(?:,\s+(?:(?:and|so|but)\s+)?|\s+and\s+)((?:I['’]ll|I will|I['’]m going to|I am going to)\s+(?!(?:just\s+)?(?:do|take|handle|sort|cover|grab|own)\s+(?:that|it|this|them)\b|(?:need|want|require)\b)(?:[^.!?\n]|[.!?](?=[\p{L}\d]))*[.!?]?)/gu;

/**
 * A promise of the writer's side that waits on something said before it, with no comma between: "Once those are sorted
 * I'll loop in our procurement lead", "If not we'll have to pull the build forward" (group 1: the promise). What it
 * waits on is told, not asked.
 */
const PROMISE_AFTER_CONDITION =
  /(?=[OoWwIiAa])(?<=^[ \t]{0,8}|[.!?][ \t]{1,3})(?:once|when|if|after|as soon as)\s[^.!?\n,]{1,60}?\s((?:I['’]ll|I will|[Ww]e['’]ll|[Ww]e will)\s+(?!(?:just\s+)?(?:do|take|handle|sort|cover|grab|own)\s+(?:that|it|this|them)\b|(?:need|want|require)\b)[^.!?\n]*[.!?]?)/giu;

/**
 * Blanks the writer's own promises in [start, end) of the text (see WRITER_PROMISE, PROMISE_AFTER_COMMA), and what they tell of themself
 * (WRITER_STATUS): in a chat that says which speaker is the user, neither is the user's to do.
 */
export function blankPromises(chars: string[], text: string, start: number, end: number): void {
  for (const m of text.slice(start, end).matchAll(WRITER_PROMISE))
    blankRange(chars, start + m.index, start + m.index + m[0].length);
  for (const m of text.slice(start, end).matchAll(PROMISE_AFTER_COMMA))
    blankRange(chars, start + m.index + m[0].length - m[1]!.length, start + m.index + m[0].length);
  for (const m of text.slice(start, end).matchAll(/[^.!?\n]+[.!?]*/g))
    if (WRITER_STATUS.test(m[0].trimStart()))
      blankRange(chars, start + m.index, start + m.index + m[0].length);
}

/**
 * What a named person or team of the writer's side will do for the reader: "Tomasz will send you the drawing today",
 * "On our side, Elina will arrange the inspection and send you the report", "our engineer will call you to book it";
 * in a mail whose headers say it was sent to the user, whatever they will do ("Marco will walk the room with them").
 * Not what they will need or ask of the reader ("Sophie will need your signature"), nor a duty told of them ("Nadia will
 * have to update the config, so loop her in once you have it"). It ends where the sentence turns to ask the reader
 * ("Rodrigo will send you the copy this week, please wait for it before…": see theirPart).
 */
const NAMED_PROMISE =
  /(?=[\p{Lu}om])(?<=^|[.!?]\s+|[,;:]\s+)(\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)?|(?:our|my)\s+(?:[a-z]+\s+)?(?:team|colleague|office|assistant|engineer|technician|manager|accountant|lawyer|agent))\s+(?:will|['’]ll|is going to)\s+(?:also\s+|then\s+)?(?!(?:need|want|expect|require|ask|check with|have to|has to|be able)\b)\p{Ll}[^.!?\n]*[.!?]?/gu;

/** A turn in a promise's sentence to what the reader is asked: ", please wait for it", ", read it before the huddle". */
const TURN_TO_READER = /,\s+(?:and\s+|so\s+)?(?=\p{Ll})/gu;

/** The part of a named promise (NAMED_PROMISE) that is the promise: up to where it turns to ask the reader. */
function theirPart(promise: string): string {
  for (const m of promise.matchAll(TURN_TO_READER)) {
    const rest = promise.slice(m.index + m[0].length);
    if (/^(?:please|pls)\b/.test(rest) || startsAction(rest)) return promise.slice(0, m.index + 1);
  }
  return promise;
}

/**
 * A line of a message sent to the user with what its writer's side will do blanked: the writer's own promises (see
 * WRITER_PROMISE, PROMISE_AFTER_COMMA: "If so, I'll send the new contract") and what someone they name will do for the
 * reader (NAMED_PROMISE). None of it is the user's to do. What the reader is asked after a named promise waits on that
 * person (`waitsOn`, with offsets in the line). `sure`: the mail says it was sent to the user (its headers), so a point
 * of the writer's list ("- I'll handle the menu tasting myself") is theirs too. Without headers the reading is a guess
 * from its greeting and signature, and a list of "I'll…" points is what the user keeps of a mail of their own.
 */
export function theirSideBlanked(
  line: string,
  sure: boolean,
  waitsOn: (from: number, to: number, who: string) => void,
): string {
  const mark = sure ? (ITEM.exec(line)?.[0] ?? '') : '';
  return (
    mark +
    line
      .slice(mark.length)
      .replace(WRITER_PROMISE, (promise) => blank(promise))
      .replace(
        PROMISE_AFTER_COMMA,
        (all, promise: string) => all.slice(0, all.length - promise.length) + blank(promise),
      )
      .replace(
        PROMISE_AFTER_CONDITION,
        (all, promise: string) => all.slice(0, all.length - promise.length) + blank(promise),
      )
      .replace(NAMED_PROMISE, (promise, who: string, at: number) => {
        const name = who.split(/\s+/)[0]!;
        if (!/^(?:our|my)\s/i.test(who) && !isNameOfPerson(name)) return promise;
        const theirs = theirPart(promise);
        // "Marco will walk the room with them on the 10th": in a mail sure to be the user's, anything they will do.
        if (!sure && !/\byou(?:rs?)?\b/.test(theirs)) return promise;
        // "Rodrigo will send you the copy, please wait for it before…": what is asked waits on Rodrigo.
        if (theirs.length < promise.length && isNameOfPerson(name))
          waitsOn(mark.length + at + theirs.length, mark.length + at + promise.length, name);
        return blank(theirs) + promise.slice(theirs.length);
      })
  );
}

/**
 * A chat message's requests that bring something back to its writer ("can you send me the roster?", "send us the
 * photos"): asked of the reader, so the user's task with the writer on it, "me" being the writer.
 */
export function writerRequests(
  text: string,
  start: number,
  end: number,
  person: string,
  spans: PersonSpan[],
): void {
  for (const m of text.slice(start, end).matchAll(/[^.!?\n]+[.!?]?/g)) {
    const sentence = m[0].trim().replace(/^(?:(?:hey|hi|ok|okay|also|and|oh|so|pls|please)[,!]?\s+)+/i, '');
    if (!FOR_THE_WRITER.test(sentence) || !(isRequest(sentence) || startsAction(sentence.toLowerCase())))
      continue;
    spans.push({ start: start + m.index, end: start + m.index + m[0].length, person, writer: true });
  }
}

/**
 * A signature's "Mere Tane", "Hope Adeyemi": a first name the lexicon reads as a word ("mere", "hope") is one when a
 * surname follows it ("Accounts Team", "Customer Service" are no one).
 */
export function isFullName(line: string): boolean {
  const words = line.split(/\s+/);
  return (
    words.length === 2 &&
    isAddressedName(words[0]!) &&
    !GROUP.test(words[0]!) &&
    !isPlaceOrCompany(words[0]!) &&
    isPersonName(words[1]!)
  );
}

/**
 * An out-of-office reply: "I am out of the office until Monday with limited access to email. For urgent matters please
 * contact Lena.", "Thank you for your email. I am on annual leave and will return on 1 December."
 */
const AWAY =
  /\b(?:out of (?:the )?office|on (?:annual |parental |maternity |paternity |sick )?leave|away from (?:the|my) (?:office|desk))\b[^\n]*?\b(?:until|till|returning|back on|will (?:be back|return)|with (?:limited|no) access)\b|\b(?:limited|no) access to (?:my )?e-?mails?\b/i;

/** What only an automatic reply says besides: the mail it answers, whom to contact instead. */
const AWAY_REPLY = /\b(?:your (?:e-?mail|message)|urgent|contact|automatic reply|auto-?reply)\b/i;

/** A paragraph: lines with something on them, one after another. */
const PARAGRAPH = /(?:[^\n]*\S[^\n]*(?:\n|$))+/g;

export function awayReplies(chars: string[], text: string): void {
  if (!AWAY.test(text)) return;
  for (const m of text.matchAll(PARAGRAPH))
    if (AWAY.test(m[0]) && AWAY_REPLY.test(m[0])) blankRange(chars, m.index, m.index + m[0].length);
}
