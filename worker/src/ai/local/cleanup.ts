/**
 * @module ai/local/cleanup — reads a pasted or dictated dump the way a person would before writing tasks
 * down: email headers, quoted replies, greetings, signatures and disclaimers, ticked checklist items,
 * chat timestamps, dictation fillers and self-corrections ("Thursday, no, actually Friday") are blanked
 * out. Blanking keeps every offset, so a task still quotes its source from the original text. Who a line
 * or sentence is for ("Priya: …", "Could you, Priya, …", a chat speaker, an email's addressee or sender)
 * is kept as person spans.
 */

import { capitalise, FREE_TO_ASK } from './actions.js';
import { BOX, LIST_MARK } from './bullets.js';
import { askedMost, type ChatMessage } from './chat-answers.js';
import { plainSpeakerLines, takesTurns, withoutRoles } from './chat-lines.js';
import { ownIll, plainShortcodes, plainYes, ranOut } from './chat-shorthand.js';
import { mentionsDate, WEEKDAY_NAME, withoutDue } from './dates.js';
import { doneAfterItsDash, putOffAfterItsDash } from './done-after-dash.js';
import { ACTION_VERBS, HESITATION_WORDS, LEAD_FILLER } from './lexicon.js';
import { nameCorrectionSpan } from './name-corrections.js';
import {
  givenNameAfterFamily,
  isAddressedName,
  isKnownFirstName,
  isPersonName,
  isPlaceOrCompany,
  isSentenceAdverb,
  isWordName,
  looksLikeVerb,
  RESPECT_SUFFIX_WORDS,
} from './names.js';
import { GROUP_SPLIT, isKinWord, isNameWord, withoutTitle } from './people.js';
import type { PersonSpan } from './person-span.js';
import { tableRows } from './tables.js';
import { baseForm, gerundStems } from './word-forms.js';

export interface Cleaned {
  /** Same length as the input, removed parts replaced by spaces. */
  text: string;
  spans: PersonSpan[];
  /** The subject lines of the message the user pasted (not of a message quoted under it): what it is about. */
  subject: string;
  /**
   * The user's reply only agreed ("Sure, will do.", "No problem, I'll have it back to you by Thursday.") to the
   * message quoted under it, from offset `from`: that message's requests are the tasks, and the reply's day, if it
   * says one, is when.
   */
  agreed?: { from: number; reply: string };
  /**
   * Where the user's own notes under a pasted message start ("my notes: …", "To do: …", "ok my part: …"):
   * what they note there of a thing the message asks is the same task, in their words (see extract.ts).
   */
  notesAt?: number;
  /** In a chat, the requests that an answer took on ("who can take the kids?" — "I can, tomorrow"). */
  taken: TakenOn[];
  /** A chat's messages and who said each (null: the user); empty when the text is no chat. */
  messages: ChatMessage[];
  /** The name the user gives themself in the dump ("me (Nils)", "notes (Kavya)"): never another person on a task. */
  self?: string;
  /**
   * The user's name in a message sent to them: whom it greets or its "To:" line names ("Hi Karin," … "Johan, please
   * send Karin your scores"). Like `self`, never another person on a task.
   */
  reader?: string;
  /**
   * The one person the user's own message is to: whom it greets ("Hi Marco,"), or with no greeting the writer of the
   * message it answers ("On Wed, Kenji Watanabe wrote:"). Their "you" in the user's promises ("I'll get back to you").
   */
  to?: string;
}

/** A mail's header line, in English, German, Spanish or French ("Gesendet:", "Enviado:", "Objet :"). */
const HEADER =
  /^\s*(?:from|to|cc|bcc|sent|date|subject|reply-to|an|von|gesendet|betreff|de|para|enviado|asunto|envoyé|objet)\s*:/i;
const SUBJECT_LINE = /^\s*(?:(?:re|fwd?|aw|wg|rv)\s*:\s*)+/i;
const FORWARDED =
  /^\s*-{2,}\s*(?:forwarded message|original message)\s*-*\s*$|^\s*-{3,}\s*$|^\s*begin forwarded message\s*:?\s*$/i;
/** A forwarded message's own start: the headers under it name who wrote it to the user. */
const FORWARD_START = /^\s*(?:-{2,}\s*forwarded message|begin forwarded message)\b/i;
const ATTRIBUTION =
  /^\s*(?:on\s.{3,160}\swrote|am\s.{3,160}\sschrieb|le\s.{3,160}\sa écrit|el\s.{3,160}\sescribió)\s*:?\s*$/i;
const QUOTED = /^\s*>/;
/** Outlook's "-----Original Message-----": a reply's quoted message, or under a "FW:" subject the forwarded one. */
const ORIGINAL_MESSAGE = /^\s*-{2,}\s*original message/i;
const SUBJECT_HEADER = /^\s*(?:subject|betreff|asunto)\s*:/i;
const FORWARD_SUBJECT = /^\s*(?:subject\s*:\s*)?(?:re\s*:\s*)*(?:fwd?|wg)\s*:/i;
/** The small words inside a family name: "Pieter de Vries", "Anh van der Berg", "Aziz bin Omar". */
const NAME_PARTICLES = 'de|van|von|der|den|da|di|dos|du|le|la|bin|binti|al|el|ter|ten';
/** Who wrote a quoted message: "On Mon, 23 Nov, Lena Vogt <lena@x.io> wrote:" → Lena; "Pieter de Vries … wrote:" → Pieter. */
const WRITER = new RegExp(
  String.raw`([A-Z][\p{L}'-]+)(?:\s+(?:(?:${NAME_PARTICLES})\s+)*[A-Z][\p{L}'-]+)*\s*(?:<[^>]*>\s*)?(?:wrote|schrieb|a écrit|escribió)\s*:?\s*$`,
  'u',
);
/** A promise in the user's own words: "I'll move the DNS records by Friday." */
const OWN_PROMISE = /^(?:I['’]ll|I will|I['’]m going to|I am going to|I can|I['’]ll also)\s/;

/** A line of the user's own quoted message with all but its promises blanked (and its ">" marker). */
function ownPromises(line: string): string {
  const at = /^\s*>?\s?/.exec(line)![0].length;
  let out = blank(line.slice(0, at));
  for (const sentence of line.slice(at).matchAll(/[^.!?]+[.!?]*/g))
    out += OWN_PROMISE.test(sentence[0].trim()) ? sentence[0] : blank(sentence[0]);
  return out;
}
/** The first name in a quoted message's attribution ("On Mon, 23 Nov 2026 at 09:12, Dana Reyes <dana@…> wrote:"). */
function quoteWriter(lines: string[]): string | null {
  for (const line of lines) {
    const inner = line.replace(/^\s*>\s?/, '');
    if (!ATTRIBUTION.test(inner)) continue;
    const name = WRITER.exec(inner)?.[1];
    return name && isPersonName(name) ? name : null;
  }
  return null;
}
/** A line of a quoted message the user agreed to, with all but its requests blanked (and its ">" marker, its headers). */
function requestsOnly(line: string): string {
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
function agreesOnly(reply: string): boolean {
  const sentences = reply
    .split(/(?<=[.!?])\s+|\n+/)
    // "Thanks Dana - noted.": the name thanked says nothing more.
    .map((sentence) =>
      sentence.replace(/(?<=\b(?:[Tt]hanks|[Tt]hank you|[Cc]heers)\s+)\p{Lu}\p{Ll}+/u, '').trim(),
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
 * A line above a pasted message saying the user sent it: "sent this to the landlord", "my reply to Dana:", "my own
 * handover mail", "lo que le mandé a la clienta", "hab ich ihm geschickt".
 */
const SENT_BY_USER =
  /\b(?:sent|sending|i (?:wrote|replied|emailed|messaged)|my (?:reply|email|message|answer|draft)|my own (?:[\p{L}-]+\s+)?(?:e-?mail|mail|message|reply)|draft(?:ed)?|replied)\b|\b(?:mandé|envié|enviei|envoyé|geschickt|gesendet)(?![\p{L}])/iu;
const GREETING =
  /^\s*(?:hi|hello|hey|hiya|dear|good (?:morning|afternoon|evening)|hallo|hola|bonjour|ciao)\b\s*([^,!:\n]{0,30}?)\s*(?:[,!:]\s*|$)/i;
/**
 * A message opening with its reader's name alone ("Sam,", "Sam -", "Sam —"), after the time of day ("Morning Sam,"), or
 * with a suffix of respect ("Suzuki-san,", "Sharma ji,").
 */
const NAME_GREETING = new RegExp(
  String.raw`^\s*(?:(?:[Gg]ood\s+)?(?:[Mm]orning|[Aa]fternoon|[Ee]vening)\s+)?(\p{Lu}\p{Ll}+(?:-(?:${RESPECT_SUFFIX_WORDS})|\s+ji)?)\s*(?:[,!]|\s[-–—])\s*$`,
  'u',
);
/** A suffix of respect after a greeted name: "Tanaka-san", "Sharma ji". */
const RESPECT_AFTER = new RegExp(String.raw`(?:-(?:${RESPECT_SUFFIX_WORDS})|\s+ji)$`, 'u');
/** A sign-off's words: "Best,", "Kind regards", "Mit freundlichen Grüßen", "With kind regards". */
const SIGN_OFF_WORDS = String.raw`(?:with\s+)?(?:best wishes|all the best|best regards|best|kind regards|warm regards|regards|many thanks|thanks(?: again| so much| all| everyone| both| team| guys| folks)?|thank you(?: so much| all| both)?|thx|ta|cheers(?: all| everyone)?|sincerely|yours(?: truly| sincerely)?|br|warmly|take care|speak soon|talk soon|see you soon|(?:lots of |much |all my )?love|un saludo|saludos|viele grüße|grüße|mit freundlichen grüßen|bien à vous|cordialement|ciao)`;
/**
 * A sign-off line, with the writer's name after it or not; in two languages at once too ("With kind regards / Mit
 * freundlichen Grüßen").
 */
const SIGN_OFF = new RegExp(
  String.raw`^\s*${SIGN_OFF_WORDS}(?:\s*\/\s*${SIGN_OFF_WORDS})?\s*[,.!]?\s*(?:([A-Z][\p{L}'-]+)(?:\s+[A-Z][\p{L}'-]+)?)?\s*$`,
  'iu',
);
/** Two people greeted at once: "Hi Priya and Tom,", "Hi Ana & Bo," (not "Dear Sir/Madam,"). */
const GREETED_SPLIT = /\s*&\s*|\s+and\s+/;
/** A second greeting after the first on its line: "Hi Wei Ling, hi Arjun," → Arjun. */
const GREETED_AGAIN =
  /^\s*(?:[Hh]i|[Hh]ello|[Hh]ey|[Dd]ear)\s+(\p{Lu}[\p{L}'’-]*(?:\s\p{Lu}[\p{L}'’-]*)?)\s*[,!:]?\s*$/u;
/** A writer signing with a dash: "-Sam", "— Sam Lee", "~Jo"; under a greeting the name alone, or with kisses: "Lou x". */
const DASH_SIGNATURE = /^\s*([-–—~]\s?)?([A-Z][\p{L}'-]+)(?:\s+[A-Z][\p{L}'-]+)?(?:\s+x{1,3})?\s*$/u;
/** A line that is only a name, as a signature puts it: "Marta Kowalska", "Dr. Anika Rao". */
const LONE_NAME = /^\s*(?:(?:Dr|Mr|Mrs|Ms|Prof)\.?\s+)?[A-Z][\p{L}'-]+(?:\s+[A-Z][\p{L}'-]+){0,2}\s*$/u;
const SIGNATURE_RULE = /^\s*(?:--|__+|—)\s*$/;
const DISCLAIMER =
  /\b(?:confidential|intended recipient|unmonitored mailbox|sent from my (?:iphone|ipad|android|phone|mobile)|registered office|do not reply|privileged|managing directors?|unsubscribe|received (?:it|this|this (?:e-?mail|message)) in error|notify the sender|accepts? no liability|consider the environment before printing|think before you print)\b/i;
/** A mail app's footer line: "Sent from my Galaxy", "Sent from Mail for Windows", "Get Outlook for iOS", "## Reply above this line ##". */
const MAIL_CLIENT =
  /^\s*(?:sent from my [\p{L}\d ]{2,30}|sent (?:from|with|via) (?:mail|outlook|yahoo|gmail|blackberry|samsung|proton)\b.{0,30}|get outlook for (?:ios|android)|(?:#+\s*)?(?:please\s+)?(?:(?:type|write)\s+(?:your\s+)?)?reply above this line\b[\s#.-]*)\s*$/iu;
/**
 * A chat app's own line about a message, copied with it: Slack's "2 replies  Last reply today at 9:40 AM" and "View
 * thread", "3 new messages", "Seen by Tomas", "Delivered", "(edited)". No one wrote it, so it is no task.
 */
const CHAT_APP_LINE =
  /^\s*(?:\d+\s+(?:new\s+)?(?:replies|reply|messages?)\b(?:\s+last\s+reply\b.*)?|last\s+reply\s+(?:today|yesterday|\d|on\b|at\b).*|view\s+(?:thread|\d+\s+(?:more\s+)?(?:replies|reply))|seen\s+by\s+[\p{L} ,'-]{1,60}|delivered|\(edited\))\s*$/iu;
/** A list item's mark (bullets.ts): "-", "•", "+", "→", "3.", "(2)", "b.". */
const BULLET = LIST_MARK;
/** "- [x] pay the deposit", "3. [x] laundry", "2. (x) book the hall", "✅ booked": ticked, so done. */
const DONE_BOX = new RegExp(String.raw`^(\s*(?:${BULLET}\s*)?)${BOX.done}\s+`, 'u');
/**
 * "done" as a mixed-language dump says it after its item: "Kaizen board update – ya lo hice", "Leck behoben, erledigt",
 * "standup notes – already bhej diye" (Hinglish: the English "already", then the Hindi verb done).
 */
const DONE_ELSEWHERE = String.raw`erledigt|ya (?:lo|la) hice|ya (?:está|esta)(?: hecho)?|già fatto|déjà fait|c['’]est fait|já (?:fiz|está feito)|tapos na|already\s+\p{L}+\s+(?:diye|diya|di|kiya|kar diya|kar diye|ho gaya|ho gayi)`;
/**
 * A thing done, said with a past verb of a mixed dump's other language: "ya le hablé a mi mamá", "ya pagué LUMA", "já
 * paguei o IPTU", "j'ai déjà réservé", "schon bezahlt", "bonus already transfer ho gaya".
 */
const PAST_ELSEWHERE = String.raw`\bya\s+(?:(?:le|la|lo|les|las|los|me|te|se|nos)\s+)?\p{L}{2,}(?:é|í|ó|amos|imos|aron|ieron)(?!\p{L})|\bjá\s+(?:(?:o|a|lhe|me|te)\s+)?\p{L}{2,}(?:ei|ou|amos|aram)(?!\p{L})|\bdéjà\s+\p{L}{2,}(?:é|ée|és|ées|i|is|it|u)(?!\p{L})|\bschon\s+(?:ge|be|er|ver)\p{L}{2,}t(?!\p{L})|\b(?:ho\s+gay[aie]|kar\s+di(?:ya|ye)?|de\s+di(?:ya|ye)|bhej\s+di(?:ya|ye)|le\s+li(?:ya|ye))(?!\p{L})`;
/** What settles it after its comma: "no hace falta", "c'est bon", "theek hai", "no worries", "passt". */
const SETTLED =
  "no hace falta|no pasa nada|todo bien|todo listo|listo|tranqui(?:lo|la)?|c['’]est bon|ça roule|pas besoin|t?h(?:ee|i)k hai|koi baat nahi|no worries|all good|alles gut|passt|tudo certo|tudo bem|não precisa";
/**
 * What a done mark may say after its word, in its bracket ("(done, sent Monday)", "(done last night)", not "(done by
 * Fri)") or after its dash ("– done, Bianca sorted it", "- DONE during the call", not "- done by Friday").
 */
const BRACKET_REMARK = String.raw`\b(?!\s+(?:by|before|until|till|on|in|when|if)\b)[^()[\]\n]{1,50}`;
const DASH_REMARK = String.raw`(?:\s*[,;]|\s+(?:already|during|earlier|yesterday|last night|this morning)\b)[^\n.!?()[\]]{0,50}`;
/** What a tick's done word may say after it: "✔ sent for signature yesterday", "✔ paid on Monday" (not "✔ sent, but…"). */
const TICK_REMARK = String.raw`\s+(?![^\n]*\b(?:but|still|need|needs|then|now|next|chase|again)\b)[^\n.!?()[\]]{1,50}`;
/**
 * An item marked done at either end: "pay the deposit ✅", "confirm the DJ (done)", "order cake (done!)", "buy candles
 * [done]", "sort the playlist - done", "order gloves -> already done, in SAP", "DONE - email the florist"; or called off, "yoga class (cancelled)"; or left open by
 * a meeting, "should we move to managed Redis? (no decision)", "move retro to Fridays? (discussed, parked)"; or so marked
 * in a bracket before it, "(dropped) migrate CI to GitHub Actions". A bare
 * "done" closing a line is a task's wording ("get the report done"), so a word needs its bracket or dash.
 * A tick may say what it marks, and how: "order the cake ✔ done", "file the return ✔ sent for signature yesterday",
 * "reservar la mesa ✔ ya está".
 * "Deploy of v2.3 done, no issues": a status, then a remark on how it went (no "get/need … done" in the line).
 * "ya le hablé a mi mamá, no hace falta", "j'ai déjà réservé le restaurant, c'est bon": done in the other language of a
 * mixed dump, and settled after the comma.
 */
const DONE_MARK = new RegExp(
  String.raw`(?:\s*[([]\s*(?:(?:discussed|talked about|raised|noted)[,;]?\s+)?(?:done|completed?|finished|sorted|cancell?ed|not needed|parked|not decided|no decision(?:\s+yet)?|undecided|deferred|(?:done|completed|finished|sorted)${BRACKET_REMARK})\s*[.!]*\s*[)\]]|(?:\s+[-–—:]|\s*(?:-+>|→|=>))\s*(?:already\s+)?(?:done|completed?|finished|sorted)(?:${DASH_REMARK})?|(?:\s+[-–—:]|,)\s*(?:${DONE_ELSEWHERE})|\s*(?:✅|✔️?|✓|☑️?)(?:\s*(?:done|sorted|booked|paid|sent|finished|filed|submitted|ordered|posted)(?:${TICK_REMARK})?|\s*(?:${DONE_ELSEWHERE}))?(?:\s*\([^()\n]{1,40}\))?)\s*[.!]?\s*$|^\s*(?:${BULLET}\s*)?(?:done|completed?|finished)\s*(?:[-–—:]|\s[-–—])\s*|^\s*(?:${BULLET}\s*)?[([]\s*(?:done|completed?|finished|dropped|cancell?ed|parked|deferred|descoped|on hold|not needed)\s*[)\]]\s*(?=\p{L})|^(?![^\n]*\b(?:get|got|have|has|had|need|needs|want|wants|be|being|getting|must|should)\b)\s*(?:[-*•]\s*)?(?:[^,;:.!?()\n]|\.(?=\S)){2,60}?\s(?:done|completed|finished|sorted)\s*[,;]\s*(?=\p{L})|^(?=[^.!?\n]{0,100}?(?:${PAST_ELSEWHERE}))[^.!?\n]{2,160},\s*(?:${SETTLED})\s*[.!]*\s*$`,
  'iu',
);
/**
 * Someone has done it already, said after a dash: "— Dad already paid it", "— update, Wei already booked it last night"
 * (not "— Wei already booked the hall, so send the invites").
 */
const DONE_BY =
  /\s[-–—]\s*(?:(?:update|edit|fyi|nvm)[,:]?\s+)?(?:\p{Lu}[\p{L}'-]+|I|[Ww]e|[Ss]he|[Hh]e|[Tt]hey)\s+already\s+\p{Ll}+(?:ed|id|ent|ook|ot|one|ade|ew|ought|ught|old)\b(?:(?!\b(?:so|but|still|need|needs|then|and|now)\b)[^\n.!?]){0,40}[.!]?\s*$/u;
/**
 * A meeting's decision ("Decided: we go with vendor B", "- Agreed — move standup to 9:30") or a retro's look back ("What
 * went well: release on time", "Kudos: Ana for the demo"), a question parked for later ("Parking lot: move to Redis?"), or the
 * heading over them: said, not to do.
 */
const DECISION =
  /^\s*(?:[-*•]\s*|\d{1,2}[.)]\s*)?(?:decisions?(?: made)?|decided|agreed|resolved|(?:what\s+)?went\s+(?:well|wrong|badly)|(?:what\s+)?(?:didn['’]?t|did not)\s+(?:go\s+(?:so\s+)?well|work)|what\s+(?:didn['’]?t|did not)|wins|kudos|shout-?outs|highlights|lowlights|learnings|lessons(?:\s+learn[et]d?)?|what\s+we\s+learn[et]d?|pain\s+points|parking\s+lot(?=\s*:[^\n]*\?))\s*(?::|\s[—–-]\s)\s*(.*)$/i;
/**
 * Another person's plan that the notes mark as theirs alone, a sentence of its own: done by themselves ("Mohamed will fix
 * the shelves himself", "she'll do the rota on her own"), "(his)", "(her AI)" (her action item), "(she said she handles
 * it)", "…, nothing for me". Nothing for the user to track; a plan with no such mark ("Dana will book the venue") is
 * still a job handed out.
 */
const THEIR_OWN_JOB = new RegExp(
  String.raw`(?<=^\s*(?:${BULLET}\s*)?|[.!?:]\s+)(?:(?:(?:Dr|Mr|Mrs|Ms|Ing|Prof)\.?\s+)?\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+)?|[Hh]e|[Ss]he|[Tt]hey)(?:\s+will|['’]ll|(?:\s+(?:is|are)|['’](?:s|re)) going to)\s[^.!?\n]*?(?:\b(?:him|her|them)sel(?:f|ves)\b|\bon\s+(?:his|her|their)\s+own\b|\(\s*(?:his|hers|theirs|(?:his|her|their)\s+(?:AI|action(?:\s+item)?)|(?:he|she|they)\s+(?:said\s+(?:he|she|they)\s+)?(?:handles?|has|have|owns?|is on|are on)\s+(?:it|that|this|them))\s*\)|,\s*(?:nothing|no action) for (?:me|us)\b)[^.!?\n]*[.!]?`,
  'u',
);
/** A decision that still gives someone a job: "Agreed: Raj to update the runbook", "Decided: I'll tell the client". */
const GIVES_JOB = /(?:^|\s)(?:\p{Lu}[\p{L}'-]+|I|me)\s+(?:to|will|['’]ll)\s/u;
/** An open box before an item (bullets.ts): "- [ ] renew", "☐ renew", "( ) renew". */
const OPEN_BOX = new RegExp(String.raw`^(\s*(?:${BULLET}\s*)?)(${BOX.open})(\s+)`, 'u');
/** Where a line's prefix starts: after a bullet, a number or an open box ("- ", "2. ", "[ ] "). */
const LINE_MARKS = String.raw`\s*(?:${BULLET}\s*)?(?:${BOX.open}\s*)?`;
const LINE_START = `^(${LINE_MARKS})`;
/**
 * A line's label in Markdown bold ("- **Fiona**: book the room", "**Raj:** send the deck"): the marks go, so it reads
 * as the plain label.
 */
const BOLD_LABEL = new RegExp(
  String.raw`^(${LINE_MARKS})(\*\*|__)([^*_:\n]{1,40}?)(:?)\2(?=(?<=:\2)|\s*(?::|\s[—–-]\s))`,
  'gmu',
);

/** `text` with the bold marks around line labels blanked, every offset kept. */
function plainLabels(text: string): string {
  return text.replace(BOLD_LABEL, (_, marks: string, bold: string, label: string, colon: string) =>
    [marks, ' '.repeat(bold.length), label, colon, ' '.repeat(bold.length)].join(''),
  );
}
/** A struck-through item ("~~call the linen company~~ done", "- [ ] ~~rent truck~~") is done, like a ticked one. */
const STRUCK = new RegExp(String.raw`${LINE_START}~~[^~\n]+~~`, 'u');
/** A name as written in a prefix ("Priya", "Mei Ling", "Priya S", "Priya S.", "Wei Ling Tan", a chat's full name). */
const PREFIX_NAME = String.raw`[A-Z][\p{L}'-]+(?:\s[A-Z](?:[\p{L}'-]+|\.|(?=\s*:))){0,2}`;
/** Several names ("Ana & Bo", "Li Na and Bronwen"), joined by a comma, "and" or one of `joiners`. */
const prefixNames = (joiners: string) =>
  String.raw`(?:${PREFIX_NAME})(?:(?:\s*,\s*|\s+and\s+|\s*[${joiners}]\s*)${PREFIX_NAME})*`;
/** What ends a prefix: a colon or a spaced dash. */
const PREFIX_END = String.raw`\s*(?::|\s[—–]\s|\s-\s|\s(?:-+>|→|=>)\s)\s*`;
/** A chat's time stamp, with the day a chat export puts before it: "[9:16 AM]", "10:02]", "[14/10, 7:06 pm]". */
const STAMP_DATE = String.raw`\d{1,2}[/.-]\d{1,2}(?:[/.-]\d{2,4})?`;
const STAMP_TIME = String.raw`\d{1,2}:\d{2}(?::\d{2})?(?:\s*[apAP]\.?[mM]\.?)?`;
/** The day may also follow the time ("[08:02, 10/11/2026] Jonas:", WhatsApp on iOS). */
/** "[Mon 09:14] Lena:", "[Tue, 24/11 10:02]": a weekday may open the stamp. */
const STAMP_DAY = String.raw`(?:(?:Mon|Tue|Tues|Wed|Thu|Thurs|Fri|Sat|Sun)(?:day)?,?\s+)`;
const STAMP = String.raw`\[?${STAMP_DAY}?(?:${STAMP_DATE},?\s+)?${STAMP_TIME}(?:,\s*${STAMP_DATE})?`;
/** WhatsApp on Android: "10/11/2026, 08:02 - Jonas: …", no brackets, a dash before the speaker. */
const ANDROID_STAMP = String.raw`${STAMP_DATE},?\s+${STAMP_TIME}\s+[-–]`;
/** An action item's number before its owner: "AP2 – Tunde: get quotes", "A3. Mei: …", "#4 - Bisi & Emeka: …". */
const ITEM_LABEL = String.raw`(?:(?:AP|AI|A|#)\d{1,2}[.)]?\s*(?:[–—-]\s+)?)`;
const CHAT_PREFIX = new RegExp(
  String.raw`^(${LINE_MARKS}${ITEM_LABEL}?)(?:${ANDROID_STAMP}\s+|${STAMP}\]?\s*)?(?:AI\s*:\s*|(?:ACTION|Action|action|AI|TODO|Todo|todo|Owner|owner|OWNER)\s+(?=\p{Lu}|me\b))?((?:${PREFIX_NAME}|me|Me|ME|I)(?:(?:\s*,\s*|\s+and\s+|\s*[&+/]\s*)(?:${PREFIX_NAME}|me|Me|ME))*)${PREFIX_END}`,
  'u',
);
/** "Maintenance (Reggie): fix the leak", "Front of house (Ana & Bo) - restock": a role, then who holds it. */
const ROLE_PREFIX = new RegExp(
  String.raw`${LINE_START}(?:\p{Lu}[\p{L}'-]*(?:\s[\p{L}'-]+){0,2})\s*\((${prefixNames('&+')})\)${PREFIX_END}`,
  'u',
);
/**
 * A field naming who owns a task: "Owner: Sam; Task: rotate the keys; Due: Dec 2", "Assignee - Priya", "(owner: Jess)",
 * "Assigned to Leo: print menus".
 */
/** A line that is only a name or two and a colon ("Priya:", "Tom & Ana:"), heading the items under it. */
const OWNER_HEADING = new RegExp(String.raw`^\s*(${prefixNames('&+/')})\s*:\s*$`, 'u');
const ITEM = new RegExp(String.raw`^\s*${BULLET}\s`);
/** A heading of a meeting's action items above: "Action items", "Actions:", "Next steps", "Follow-ups". */
const ACTIONS_ABOVE = /\b(?:action items?|actions|next steps|follow[- ]?ups?|owners)\b/i;
/** "Attendees: Dana, Raj, Priya", "Present: …": who was at a meeting. */
const ATTENDEES = /^\s*(?:attendees|present|participants|attending)\s*:(.*)$/gimu;

/** Whether a meeting's attendee line lists the name. */
function attends(text: string, name: string): boolean {
  for (const m of text.matchAll(ATTENDEES))
    if (m[1]!.split(/[,;&]|\band\b/).some((listed) => listed.trim().split(/\s+/)[0] === name.split(' ')[0]))
      return true;
  return false;
}
const OWNER_FIELD = new RegExp(
  String.raw`(?:\(\s*)?(?<![\p{L}])(?:(?:owners?|assignees?|responsible|dri|who)\s*(?::|\s[—–-])|assigned to(?:\s*:|\s[—–-]|\s))\s*(${prefixNames('&+/')})\s*(?:[;|,:)]\s*|\s[—–-]\s*|$)`,
  'iu',
);
const TIMESTAMP = new RegExp(String.raw`^(\s*)(?:${STAMP}\]|${ANDROID_STAMP})\s*`);
/** Names of who does it, the user among them: "Raj", "me & Ana", "Tom, Ana". */
const OWNER_NAMES = String.raw`(?:${PREFIX_NAME}|me|Me)(?:(?:\s*,\s*|\s+and\s+|\s*[&+/]\s*)(?:${PREFIX_NAME}|me|Me))*`;
/**
 * A list item that ends with who does it: "- [ ] Book the van: Raj", "- Pack the kitchen: me & Ana", "- bins -> Max",
 * "- [ ] Venue deposit — Priya",
 * "- order flowers @Sasha",
 * "- hoover the stairs → Jo"; or opens with it in brackets: "- (Jo) book the dentist", "- [Max] return the books".
 */
const OWNER_AT_END = new RegExp(
  String.raw`(?:\s*:|\s+[—–-](?=\s)|\s+(?:->|→|=>|⇒)|\s+@(?=\p{Lu}))\s*(${OWNER_NAMES})\s*[.!]?\s*$`,
  'u',
);
const OWNER_FIRST = new RegExp(String.raw`${LINE_START}[([](${OWNER_NAMES})[)\]]\s+`, 'u');
/**
 * An item's closing bracket that opens with who does it: "(Priya, Thu)", "(Raj, by Fri)", "[Tom/Ana]", or with the date
 * after it: "(Maria), next week", "(Ananya), by next Wednesday".
 */
const OWNER_BRACKET = new RegExp(
  String.raw`[([](${OWNER_NAMES})(?:\s*(?:[,;]|\s[-—–])\s*[^()[\]]*)?[)\]](?:\s*[,;–—-]\s*([^()[\],;]{2,40}?))?\s*[.!]?\s*$`,
  'u',
);
const ITEM_MARK = new RegExp(LINE_START, 'u');
/** A full name with a surname's particle: "Ruben de Vries", "Anh van der Berg", "Aisha bin Omar". */
const PARTICLE_NAME = String.raw`[A-Z][\p{L}'-]+(?:\s(?:${NAME_PARTICLES})){1,2}\s[A-Z][\p{L}'-]+`;
/**
 * A chat app's speaker line, the message under it: "Kevin Wu  10:42 AM" (Slack), "Elise Martens 09:12" (Teams),
 * "Kevin Wu — Today at 10:42" (Discord), "me  10:44 AM", a display name ending in an initial, "Dan K  9:31 AM", and one
 * with a particle, "Ruben de Vries  9:12 AM".
 */
const SPEAKER_LINE = new RegExp(
  String.raw`^\s*(${PARTICLE_NAME}|${PREFIX_NAME}(?:\s[A-Z][\p{L}'-]+)?(?:\s[A-Z](?=\s))?|me|Me|You)(?:\s*,|\s+[—–-])?\s+((?:(?:Today|Yesterday)\s+at\s+)?${STAMP})\]?\s*$`,
  'u',
);
/** A speaker line with the time first: "[10:42] Kevin Wu", "[24/11 09:02] Me". */
const STAMP_THEN_SPEAKER = new RegExp(
  String.raw`^\s*\[(?:${STAMP_DATE},?\s+)?${STAMP_TIME}\]\s*(${PREFIX_NAME}(?:\s[A-Z][\p{L}'-]+)?|me|Me|You)\s*$`,
  'u',
);
/** The list items right under a line (no blank line between). */
const LIST_BELOW = new RegExp(String.raw`^(?:\n[ \t]*${BULLET}[^\n]*)+`);
/**
 * A chat message's sentence that is its writer's own promise or wish ("sure, I'll share it in a bit", "We'll arrange
 * the handover", "we'd like to put in an offer"): the writer's, not the reader's. It ends where the writer turns to ask
 * whoever reads ("I can bump the volume but someone needs to approve the cost"). "I can't", "I couldn't" promise nothing.
 */
const WRITER_PROMISE =
  /(?<=^|[.!?]\s+|\n|\s[—–]\s+)[ \t]*(?:(?:sure|ok|okay|yep|yes|yeah|np|no problem|will do|on it|thanks|also|and|oh|so)[,!.]?\s+){0,2}(?:I['’]ll|I will|I['’]m going to|I am going to|[Ww]e['’]ll|[Ww]e will|[Ww]e['’]re going to|(?:I|we)(?:['’]d| would) like to|I can|I could|[Ll]et me(?!\s+(?:know|see|think|guess|be|say|explain)\b)|(?:I['’]m |I am )?happy to|leave\s+(?:it|this|that|them|the\s[^.!?\n]{1,40}?)\s+(?:to|with)\s+(?:me|us)(?![\p{L}])|I['’]?ve got (?:it|this|that)(?![\p{L}]))(?![\p{L}'’])(?:[\s,;](?:(?!,?\s+but\s+(?:(?:can|could|will|would)\s+)?(?:some|any)(?:one|body)\b)[^.!?\n]|[.!?](?=[\p{L}\d]))*)?[.!?]?/giu;
/** A message that opens with its writer's promise ("I'll sort the drinks", "ok we'll bring the chairs"). */
const WRITER_PROMISE_START =
  /^\s*(?:(?:sure|ok|okay|yep|yes|yeah|np|no problem|will do|on it|thanks|also|and|oh|so)[,!.]?\s+){0,2}(?:I['’]ll|I will|I['’]m going to|I am going to|[Ww]e['’]ll|[Ww]e will|[Ww]e['’]re going to)\s/iu;
/**
 * A message that opens with a request ("can you bring…", "pls get…", "and Leo can you pick up…"), after a greeting
 * word or two and the name of whom it asks.
 */
const REQUEST_START =
  /^\s*(?:(?:[Hh]i|[Hh]ey|[Hh]iya|[Oo]k|[Oo]kay|[Aa]lso|[Aa]nd|[Oo]h|[Ss]o|[Bb]eta|[Ll]ove|[Dd]arling|[Hh]un)[,!]?\s+){0,2}(\p{Lu}[\p{L}'-]+(?:(?:,\s*|\s+and\s+|\s*&\s*)\p{Lu}[\p{L}'-]+)*,?\s+)?(?:(?:[Cc]an|[Cc]ould|[Ww]ould|[Ww]ill) (?:you|u|one of you)\b|[Pp]ls\b|[Pp]lease\b)/u;
/** An answer in a chat: "yep will do", "sure", "not yet", "lol ok", "thank you love", "legend". */
const CHAT_REPLY =
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
function thanksFirst(chars: string[]): void {
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

/** An answer with nothing else in it ("ya np", "sure!"): the line says nothing more, so it goes. */
function isBareReply(said: string): boolean {
  const rest = bareReplyRest(said);
  // "thanks, can you book it?": what follows the thanks asks.
  return rest !== null && !mentionsDate(rest) && !rest.includes('?') && !REQUEST_START.test(rest);
}

/** How a chat names the user's own lines: "me  10:44 AM", "You, 10:05 AM". */
const SELF_SPEAKER = /^(?:me|you)$/i;
/** A chat message: where its words stand and who said them (null: the user). */
type Message = ChatMessage;
/**
 * The user turning a request down: "can't, sorry", "sorry can't this time", "no can do" — not "can't wait", nor an
 * answer that offers something else ("can't today but…", "can't Friday, Saturday works?").
 */
const DECLINES =
  /^\s*(?:(?:no|nah|nope|sorry|soz|ah|oh|argh|ugh|unfortunately|afraid)[\s,.!]+)*(?:i\s+)?(?:can['’]?t(?!\s+wait)|cannot|can not|won['’]?t be able to|(?:am|['’]m) not able to|no can do|not this time|not me|not it)\b(?![^\n]*(?:\?|\b(?:but|though|unless|instead|how about|could|can do|after|later|tomorrow|works?|free|rather)\b))/i;
/** An answer saying the thing asked is done: "done ✅", "sent!", "yep booked it", "✅", "done, he's coming Thursday". */
const DONE_ANSWER =
  /^\s*(?:(?:ok|okay|yep|yes|yeah|all|just|already|and)[\s,.!]+)*(?:done|sent|booked|sorted|paid|ordered|submitted|fixed|merged|shipped|uploaded|shared|posted|updated|printed|renewed|finished|did it)(?:[\s,]+(?:it|that|them|this|already|now|just now|earlier))*(?:[\s.!]*(?:[✅✔☑👍🙌🎉]\uFE0F?\s*)*$|\s*[,.!;—–-]\s*(?!but\b|though\b|except\b|apart\b|only\b|not\b)\p{L})|^\s*(?:[✅✔☑]\uFE0F?\s*)+$/iu;
/**
 * A speaker saying they did it themself, and nothing else: "I renewed it yesterday actually 👍", "we already paid
 * them", "I just emailed the school" — a verb of something to do, in the past, on what was asked or mentioned.
 */
const DID_IT =
  /^\s*(?:(?:oh|ah|ok|okay|yep|yes|yeah|no need|nah|all good)[\s,.!]+)*(?:(?:i|we)\s+(?:(?:already|just|actually|literally)\s+)*|(?:already|just)\s+)(\p{Ll}+ed|sent|paid|did|bought|rang|wrote|told|gave|took)\s+((?:it|them|that|this|those|these)|(?:the|our|my|his|her|their)\s+[\p{L}-]+(?:\s+[\p{L}-]+)?)(?:\s+(?:already|actually|yesterday|earlier|today|this morning|last night|last week|just now|an hour ago|on (?:mon|tues|wednes|thurs|fri|satur|sun)day))*[\s.!]*(?:[✅✔☑👍🙌🎉🙂😅]\uFE0F?\s*)*$/iu;
/** The verb of a "did it" answer (its base form, "renew"), when it is one of something to do. */
function didIt(said: string): { verb: string; thing: string } | null {
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
/** An answer taking a request on and saying nothing else: "I will!", "I can", "me!", "on it", "I'll bring them". */
const TAKES =
  /^\s*(?:(?:ok|okay|sure|yep|yes|yeah|oh)[\s,.!]+)*(?:i['’]?ll|i will|i can|me|on it|will do|i['’]?(?:ve| have) got (?:it|this)|i['’]?m on it)(?:\s+(?:do|take|grab|bring|get|sort|handle|pick up|cover|check|look(?: at| into)?)(?:\s+(?:it|them|that|this|those|one|some|her|him))?)?[^\p{L}\d]*$/iu;
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

/** A request put to whoever reads it: "can someone…", "anyone free to…", "who can…". */
const ANYONE =
  /\b(?:someone|somebody|anyone|anybody|who(?:['’]s| is)?\s+(?:can|could|will|wants to|free|able|around|up for|happy))\b/i;
/** "who can take the kids…", "anyone free to grab…": the lead of such a request, before what is asked. */
/** What may open a question to whoever reads: "so", "hey all", "morning team". */
const ASK_OPENER = String.raw`^\s*(?:(?:\p{Extended_Pictographic}|\uFE0F)+\s*)?(?:(?:so|ok|and|&|also|fyi|btw|hey|hi|hello|omg|wait|(?:good\s+)?morning)(?:\s+(?:all|team|everyone|folks|guys|y['’]all))?[,!.]?\s+)*`;
/** Whoever reads: "someone", "anybody". */
const ANY_ONE = '(?:any|some)(?:one|body)';
const WHO_CAN = new RegExp(
  String.raw`${ASK_OPENER}(?:who(?:['’]s| is)?\s+(?:able|free|around|happy)\s+to|who\s+(?:can|could|will|wants to)|(?:is\s+)?${ANY_ONE}\s+(?:free|able|around|happy)\s+to|(?:can|could|would|will)\s+${ANY_ONE}(?:\s+(?:pls|please|plz))?|(?:pls|please|plz)\s+(?:can\s+)?${ANY_ONE}|${ANY_ONE}\s+(?:needs?|has|have)\s+to|(?:(?:we|i)(?:['’]ll|\s+will|\s+will\s+also|['’]ll\s+also)?\s+)?need\s+${ANY_ONE}\s+to)\s+(?=[a-z])`,
  'iu',
);
const LEAD_WORDS = /^\s*(?:(?:and|also|oh|ok|okay|so|hey|hi)[,!]?\s+)+/i;
/** "who's picking Nana up on Saturday?", "anyone hosting game night?": asked as what someone is doing, the -ing form. */
const WHO_DOING = new RegExp(
  String.raw`${ASK_OPENER}(?:who['’]?s|who is|who are|(?:is\s+)?${ANY_ONE})\s+(\p{Ll}+ing)\s+(?=\p{L})`,
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
function asks(said: string): boolean {
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

function answers(
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
      restatedRequests(chars, text, messages, i, userKnown, taken, answer.start);
      continue;
    }
    const request = text.slice(asked.start, asked.end);
    // "I can host! I'll sort snacks too": the first sentence answers; what follows is said on its own.
    const first = said.split(/(?<=[.!?])\s+/, 1)[0]!;
    const lead = askedLead(request);
    if (!declines && !done && !takesRequest(first, lead?.verb)) {
      restatedRequests(chars, text, messages, i, userKnown, taken, answer.start);
      continue;
    }
    if (!declines && !done)
      restatedRequests(chars, text, messages, i, userKnown, taken, answer.start + first.length);
    const pair = {
      request: askingSentence(text, asked, answer.who),
      answer: { start: answer.start, end: answer.start + first.length },
    };
    if (declines || done) {
      // "I'll handle the PPAP. Piotr please send me the CMM report" — "sent already": only what was asked goes.
      blankRange(chars, pair.request.start, pair.request.end);
      if (declines) blankRange(chars, answer.start, answer.end);
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
/** Whether `said` has `word` as a word of its own, in any case ("@Farid", "farid,"). */
const namesWord = (said: string, word: string) =>
  new RegExp(String.raw`(?<![\p{L}])${word.replace(/[^\p{L}\d]/gu, '')}(?![\p{L}])`, 'iu').test(said);

/** A sentence of a chat message: a stop ends it only before a space ("(Rahul M.) on Thursday" goes on). */
const CHAT_SENTENCE = /(?:[^.!?\n]|[.!?]+(?=[^\s.!?]))+[.!?]*/g;

/**
 * The sentences of a chat answer that restate a request of the messages just before it (see `restatement`): "can you
 * send me the rubric?" — "Sure, will send tonight"; "we need to order the cake by Saturday" — "ok I'll order it,
 * chocolate right?"; "the auditors want the register reconciled by the 7th. Can you take that?" — "Sure, I'll do the
 * FA register". Each is recorded with the request's sentence (the extractor dates that request's task by it, or, when
 * the request made none, the answer's own task by the request). Another speaker's answer counts when the request named
 * them ("@Farid can you check…?" — "Farid: on it, will report back by lunch"), when the chat says who the user is.
 */
function restatedRequests(
  chars: string[],
  text: string,
  messages: Message[],
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
  const asked =
    answer.who === null || !userKnown
      ? pending
      : pending.filter((sentence) => namesWord(sentence.said, first));
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
    if (askedLead(request.said)) takenOn(chars, text, request.message);
    // Another speaker's answer stays for the extractor to date the request by (their promise was blanked as theirs).
    if (answer.who !== null && userKnown) for (let k = start; k < end; k++) chars[k] = text[k]!;
    // "we need to sort out the Christmas menu" — "I'll print the new menus once we lock it": another thing done
    // about what was asked, a task of its own.
    const requested = bases(request.said);
    const own =
      restated.more ||
      (named !== undefined &&
        restated.objects > 0 &&
        restated.verbs.every((verb) => !TAKE_ON.test(verb) && !requested.has(baseForm(verb))));
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
/**
 * "Tom, please book…", "Mrs Okafor, could you…", "Tom, book…", and mid-line "Kelsey - can you pull…" (a dash only before
 * a request); two or more people asked at once: "Priya and Tom, can you…", "Ana & Bo please…". A title's full stop
 * ends no sentence: "email Dr. Yoon, about the abstract" addresses nobody, nor does a name taken back ("Kalani, no wait,
 * Makoa asked…").
 */
const VOCATIVE_START =
  /(^\s*|(?<!(?<![\p{L}])(?:Mrs|Mr|Ms|Dr|Prof))[.!?]\s+|\n\s*(?:[-*•]\s*|\d{1,2}[.)]\s*)?|(?:\s[-—–]|[:;])\s+(?=[A-Z][\p{L}'-]+,\s+(?:[Cc]an|[Cc]ould|[Ww]ould|[Pp]lease|pls)\b))(?:(?:[Aa]nd|[Aa]lso|[Oo]h and|[Pp]lus|[Tt]hanks|[Cc]heers|[Oo]k|[Oo]kay|[Ss]orry|(?:[Yy]es|[Yy]ep|[Yy]eah|[Ss]ure)(?:,?\s+(?:please|pls))?),?\s+)?(?:(?:Mrs|Mr|Ms|Miss|Dr|Prof)\.?\s+)?([A-Z][\p{L}'-]+(?: [A-Z][\p{L}'-]+)?(?:(?:,\s+|\s*&\s*|\s+and\s+)[A-Z][\p{L}'-]+(?: [A-Z][\p{L}'-]+)?)*)(?:,\s+(?=(?:[Pp]lease|[Cc]ould|[Cc]an|[Ww]ould|pls)\b|(?!(?:no|sorry|wait|actually)\b)[a-z]+(?:['’][a-z]+)?\s)|\s[-—–]\s+(?=(?:please|could|can|would|pls)\b)|\s(?=(?:can|could|would|will) you\b|(?:pls|please) [a-z]+\s))/gu;
/**
 * A request put to someone else by name: "Can Priya send the figures by Monday?", "I need Tom to check the FX rates",
 * "We'd like Ana to lead the demo", "Could Priya and Tom review the PR?". The names are who does it; the rest reads as
 * the imperative.
 */
const ASKED_OF =
  /(?<=^|[.!?]\s+|\n\s*(?:[-*•]\s*)?)(?:([Cc]an|[Cc]ould|[Ww]ould|[Ww]ill)\s+|(?:I|[Ww]e)(?:\s+(?:really\s+)?(?:need|want|would\s+(?:like|love)(?:\s+for)?)|['’]d\s+(?:really\s+)?(?:like|love)(?:\s+for)?)\s+)(\p{Lu}[\p{L}'-]+(?:(?:\s*&\s*|\s+and\s+)\p{Lu}[\p{L}'-]+)?)\s+(?:(?<=(?:need|want|like|love|for)\s+\S+(?:\s+and\s+\S+)?\s+)to\s+)?(?:please\s+)?(?=[a-z]+\s)/gu;
/** Where a sentence hands its next part to someone else: "…, and Raj to take notes", "…, then Bo will send it". */
const NEXT_DOER = /,?\s+(?:and|then)\s+\p{Lu}[\p{L}'-]+\s+(?:to|will|['’]ll)\s/gu;
/** "Can you and Raj sort out the venue?": the user's task, done with Raj. */
const YOU_AND =
  /\b(?:[Cc]an|[Cc]ould|[Ww]ould|[Ww]ill) (?:you|u)( and (\p{Lu}[\p{L}'-]+))\s+(?:please\s+|pls\s+)?(?=[a-z]+\s)/gu;
/** "Can Priya come…", "Could Sarah make it…", "Will Tom join us…": whether they will be there, no job. */
const COMING = /^(?:come|join|make it|attend|go|stay|be)\b/i;
/** A line that names who does it: "Jordan drafts the promo doc", "Tom to book the room", "Ana will send it". */
const NAMED_DOER = /^\s*(\p{Lu}\p{Ll}+)\s+(?:to|will|['’]ll|is going to|\p{Ll}{2,}s)\s/u;
/** A word after which a name is an object, not whom a request is put to ("call Priya?", "to Priya?"). */
const CUE_WORD =
  /^(?:to|for|with|from|by|about|at|on|in|of|til|till|until|before|after|since|than|via|and|or|cc|ask|tell|call|ring|email|text|ping|invite|remind|message|thank|help|pay|meet|visit|phone)$/i;
/** A request closed by whom it asks: "can you send the slides, Priya?", "pls sort the balloons Sophie?". */
const VOCATIVE_END = /\b(?:[Cc]an|[Cc]ould|[Ww]ould|[Ww]ill) you\s[^.!?\n]*?(,?\s+(\p{Lu}[\p{L}'-]+)\s*\?)/gu;
/** Mid-line "…review: Thandiwe - pull the fuel report": a name, a spaced dash, then an imperative. */
const VOCATIVE_DASH = /(?<=[.!?:;]\s+)([A-Z][\p{L}'-]+)\s[-—–]\s+(?=([a-z]+)\s)/gu;
const REQUEST_AFTER = /^(?:please|could|can|would|pls)\b/i;
const REQUEST =
  /\b(?:can|could|would|will) (?:you|u|one of you)\b|\b(?:can|could) your (?:[a-z]+ )?(?:team|colleagues?|people|staff|office|department|lab|engineers?)\b|\bplease\b|\bpls\b|\bkindly\b|\breminder to\b/i;
/** A sentence asking the reader for something ("can you…", "please…", "are you able to…", "I need you to…"). */
/** "Can we set up a call next week…?", "could we move the 1:1": a message's writer asking the reader to do it with them. */
const ASKS_TOGETHER =
  /(?<=^|[.!?]\s+|\n)([ \t]*)((?:(?:hi|hey|so|also|and|ok|okay)[,!]?\s+)?(?:can|could|shall)\s+we\s+)(?=[a-z]+\s)/gi;
const ASKS_TOGETHER_ANYWHERE = /\b(?:can|could|shall)\s+we\s/i;
/**
 * A line over a list that says the writer needs its items from the reader: "I still need a few things from you:",
 * "I would be grateful for:", "we'd appreciate the following:". Each item is asked of the reader, as under "please:".
 */
const NEEDS_LIST =
  /\b(?:(?:i|we)\s+(?:(?:would|['’]d)\s+(?:be\s+)?(?:grateful|thankful)\s+for|(?:would|['’]d)\s+(?:appreciate|like)|(?:still\s+|will\s+|['’]ll\s+|also\s+)*need)\b|from you\b)[^:]*:\s*$/i;
const isRequest = (sentence: string) =>
  REQUEST.test(sentence) || FREE_TO_ASK.test(sentence) || ASKS_TOGETHER_ANYWHERE.test(sentence);
/** Where a note to someone turns to the user's own part: "… I'll reply to Jana.", "… Note to self: update the PPAP". */
const OWN_TURN =
  /(?<=[.!?]\s+)(?:I['’]ll|I will|I['’]m going to|I am going to|(?:also\s+)?(?:note|reminder) to (?:self|me)\b)/i;
/** A request whose thing goes back to its writer ("can you send me…"): the sender is involved. */
const FOR_THE_WRITER = /\b(?:me|us|my)\b/i;
/**
 * A request answered to the message's writer though it names nobody: "reply to this email", "kindly confirm by Friday
 * whether…", "RSVP by the 3rd". Not "confirm with the venue" or "confirm in the channel", which go elsewhere.
 */
const ANSWERS_WRITER =
  /\b(?:reply|respond)\b(?!\s+to\s+(?!this\b|me\b|us\b))|\bconfirm\b(?!\s+(?:with|in|on|to)\b)|\brsvp\b|\bget back to\b/i;
/** The reader asked for that answer with no "please": "Reply to this email if you can help", "…? just reply here". */
const ANSWER_ASKED = new RegExp(
  String.raw`(?:^\s*(?:${BULLET}\s*)?|[-–—,:;]\s+|\b(?:just|simply)\s+)(?:reply|respond|rsvp)\b`,
  'i',
);
const BULLET_START = new RegExp(String.raw`^\s*(?:${BULLET}\s*)?`);
/**
 * An imperative whose thing goes back to whoever wrote it ("- Send us the certificate", "Let me know the names"), or
 * one to do with them ("Let's go over the budget").
 */
function asksBack(sentence: string): boolean {
  const rest = sentence.replace(BULLET_START, '');
  if (/^let['’]s\s/i.test(rest)) return true;
  return (
    FOR_THE_WRITER.test(rest) &&
    (/^(?:(?:also|and|so|then|just)\s+)*let (?:me|us)\s/i.test(rest) ||
      startsAction(rest.charAt(0).toLowerCase() + rest.slice(1)))
  );
}
/** A greeting line that is only a group ("Team,", "All —"): the requests are for nobody in particular. */
const GROUP_LINE = /^\s*([\p{L}' ]{2,20}?)\s*[,!:—–-]?\s*$/u;
const GROUP =
  /^(?:all|team|everyone|everybody|folks|guys|there|parents|colleagues|both|y'all|you all|friends)$/i;

/**
 * Dictation: the word(s) before a correction marker give way to the ones after it. The name said again after "not"
 * is a marker too: "email Dr. Matsuda — not Matsuda, Dr. Nakoa, about…".
 */
const CORRECTION =
  /(\b(?:(?:next|this)\s+)?[\p{L}']+)\s*(?:[,—–-]|\.{2,3}|…)?\s*\b(?:no,?\s+actually|actually,?\s+no|no,?\s+sorry|sorry|wait,?\s+no|no,?\s+wait|(?:no,?\s+)?hang on|i mean|or rather|or,?\s+actually|(?:actually,?\s+)?make\s+(?:it|that)|scratch that|correction|no no|not\s+\1(?=,\s)|no(?=,?\s+(?:the|my|our|not)\s)|no(?=,?\s+(?:Mrs|Mr|Ms|Dr|Prof|Professor)\.?\s)|no(?=,?\s+(?:(?:next|this)\s+)?(?:(?:mon|tues?|wed|thu|thurs|fri|sat|sun)[a-z]*|today|tomorrow|tonight)\b))\b[,.]?\s+(?:not\s+(?:(?:Mrs|Mr|Ms|Dr|Prof|Professor)\.?\s+)?[\p{L}']+,?\s+(?:i mean,?\s+|it['’]s\s+)?|(?:it['’]s|it is)\s+(?!(?:the|a|an|my|our|your)\s))?(?:(?:Mrs|Mr|Ms|Dr|Prof|Professor)\.?\s+(?=\p{Lu}))?((?:(?:next|this)\s+)?[\p{L}']+)/giu;
/**
 * "call the garage about the MOT no wait it's the service not the MOT": the thing said is swapped for the one after
 * "it's", named again after "not".
 */
const SWAPPED =
  /\b(?:no,?\s+wait|wait,?\s+no|no,?\s+sorry|sorry|no,?\s+actually|actually|i mean|no)[,.]?\s+(?:it['’]s|it is|i mean)\s+(?:(?:the|a|an|my)\s+)?([\p{L}'-]+(?:\s+[\p{L}'-]+)??)\s*,?\s+not\s+(?:(?:the|a|an|my)\s+)?([\p{L}'-]+(?:\s+[\p{L}'-]+)??)(?![\p{L}])/giu;
/** How far before the marker the swapped thing may stand: "…the MOT no wait", "…the MOT on Friday, no wait". */
const SWAP_REACH = 24;
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
  /(?<!(?<![\p{L}])(?:a|the|my|our|your|this|that|another)\s+)(?<![\p{L}])(?:new\s+paragraph|full\s+stop)(?![\p{L}])/giu;
const SPOKEN_MARK =
  /(?<!\d(?:st|nd|rd|th)?\s*)(?<!(?<![\p{L}])(?:the|a|an|this|that|each|per|every|first|second|third|fourth|fifth|sixth|trial|grace|notice|billing|waiting|free|cooling|probation|limitation|oxford)\s+)(?<![\p{L}])(period|comma|question\s+mark|new\s+line)(?![\p{L}])/giu;
/** A dictated text that writes punctuation of its own (a mark not inside a number or a time). */
const WRITES_PUNCTUATION = /[.,;!?](?!\d)/;
const FILLERS = new RegExp(
  String.raw`\b(?:${HESITATION_WORDS}|hmm+|what['’]?s\s+(?:his|her|their)\s+name|you know what i (?:should|need to|have to) do(?: is)?|you know|so yeah|yeah so|basically|note to self|that's it|that's all)\b[,.]?`,
  'gi',
);
const HESITATION = new RegExp(String.raw`^(?:${HESITATION_WORDS})\b`, 'i');
/** The comma before a hesitation right after an auxiliary or "to" ("she can, äh, take…"). */
const PAUSE_AFTER_AUXILIARY = new RegExp(
  String.raw`(?<=\b(?:can|could|will|would|should|must|might|may|to|gonna|gotta|wanna)),(?=\s*(?:${HESITATION_WORDS}|äh+m?|öh+m?)(?![\p{L}]))`,
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
const LIKE = /(\S+\s+)?\blike\b,?/gi;
const LIKE_KEEPS =
  /^(?:would|'d|i|we|you|they|feel|feels|felt|look|looks|looked|something|anything|things|just|more|much|don't|didn't|really|i'd|we'd|you'd|it|is|was|not)$/i;

const WEEKDAY = new RegExp(
  String.raw`^(?:(?:next|this)\s+)?${WEEKDAY_NAME}$|^(?:today|tonight|tomorrow)$`,
  'i',
);

function kindOf(word: string): string {
  if (ACTION_VERBS.has(word.toLowerCase())) return 'verb';
  if (WEEKDAY.test(word)) return 'weekday';
  if (/^(?:at|by|on|before|in|for|until|till)$/i.test(word)) return 'preposition';
  if (/^\d/.test(word)) return 'number';
  // "remind Giulia to update the CRM uh no actually Chiara…": an acronym is no name a name corrects.
  if (/^[A-Z]{2,}\d*$/.test(word)) return 'acronym';
  if (/^[A-Z]/.test(word)) return 'name';
  return 'word';
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
  const earlier = [...span.matchAll(/[\p{L}\p{N}']+/gu)].slice(-CORRECTION_REACH);
  const last = earlier.at(-1);
  const kind = kindOf(after);
  if (/^(?:i|we)$/i.test(after)) return null;
  const same = earlier.findLast((w) => w !== last && w[0].toLowerCase() === after.toLowerCase());
  if (same && kind !== 'name') return sentenceStart + same.index;
  if (kind === 'word') return null;
  const match = earlier.findLast((w) => kindOf(w[0]) === kind && w[0] !== 'I');
  if (!match) return null;
  const start = sentenceStart + match.index;
  if (match === last) return start;
  // "tonight after dinner, no wait, tomorrow": a day a few words back goes with the time said after it.
  if (kind === 'weekday' && earlier.length - earlier.indexOf(match) <= 3) return start;
  // A name further back is overwritten where it stands, its possessive kept ("Dr. Alvarez's office — no, Dr. Alvarado").
  if (kind === 'name') return { start, end: start + match[0].replace(/['’]s$/, '').length };
  return null;
}

const RULE = /^\s*(?:-{3,}|_{3,}|={3,})\s*$/;
/**
 * The user's own notes under a pasted message: "my notes:", "To do:", "ok my part:", "my take:" ("me:" is also a
 * meeting's owner line, so it is not one).
 */
const NOTES_LABEL =
  /^\s*(?:my (?:notes?|take|part|side|own (?:stuff|adds|notes?))(?:\s*\([^()\n]{1,30}\))?|notes? to self|to ?-?do|ok(?:ay)?,? (?:my part|so))\s*:/i;
/** What the user means to do with a message pasted under their note: deal with it, sort it out, keep track of it. */
const ABOUT_THE_PASTE =
  /\b(?:(?:deal with|sort|sort out|handle|action|look at|look into|turn)\s+(?:this|these|it|them)\b|track(?:ing)?\s+(?:of\s+)?(?:my|our|their|both|this|it)\b|keep(?:ing)? track\b)/i;
const OWN_NOTES = /^\s*(?:my|[A-Z][\p{L}'-]+['’]s)\s+notes?\s*:/iu;
/** A paragraph that starts in lower case or with "ok so": jotted by the user, not a mail's own text. */
const OWN_PARAGRAPH = /^\s*(?:\p{Ll}|[Oo][Kk](?:ay)?,?\s+so\b)/u;

/** A line of its own that says the rest is the user's: "Me: sign the slip…", alone under a pasted message. */
const ME_LINE = /^\s*me\s*:\s*\S/i;

/**
 * Whether the user's notes under a pasted message start at line `i`: a notes label ("my notes:", "to do:"), a
 * "Me:" line that is the only one of its kind (several are a meeting's owners or a chat's turns), or the line
 * after a bare rule ("---") with no more headers or quoted lines under it.
 */
function startsNotes(lines: string[], i: number): boolean {
  const line = lines[i]!;
  if (NOTES_LABEL.test(line)) return true;
  if (ME_LINE.test(line)) return lines.filter((other) => ME_LINE.test(other)).length === 1;
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

/** What the children or their things must do or be, said to their parents: "Students should bring…". */
const THEIR_RULE =
  /^\s*(?:all\s+)?(?:students|pupils|children|kids|lunches|packed lunches|uniforms?|bags)\s+(?:should|must|need to|will need to|are (?:asked|required|expected) to)\b/i;

/** A note that points at a message under it: "below from Hannah", "see below", "FYI", "forwarding this". */
const POINTS_BELOW = /\b(?:below|fyi|fwd|forward(?:ing|ed)?)\b/i;

/**
 * Whether the note above a message's headers passes the message on rather than answering it: the subject says it
 * is forwarded, the note points at it ("see below"), or the note speaks to someone other than the message's writer
 * ("Lim, please book the room" over "From: Henrik Solberg"). "Sure, will do." or "Done, sent it." answers it.
 */
function passesOn(note: string[], headers: string[], forwarding: boolean): boolean {
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
function endsQuote(line: string, next: string | undefined, afterSignOff: boolean): boolean {
  if (OWN_NOTES.test(line) || NOTES_LABEL.test(line)) return true;
  // "Kind regards,\nMrs Whitfield" then a blank line and "ok so — sign the slip…": the quoted message is over, and a
  // paragraph no writer would open a mail's text with is the user's own.
  if (afterSignOff && OWN_PARAGRAPH.test(line) && !DISCLAIMER.test(line)) return true;
  return (
    RULE.test(line) && next !== undefined && next.trim() !== '' && !HEADER.test(next) && !QUOTED.test(next)
  );
}

function blank(text: string): string {
  return text.replace(/[^\n]/g, ' ');
}

/** Replaces [start, end) of `chars` with spaces. */
function blankRange(chars: string[], start: number, end: number): void {
  // An entry emptied to make room for a longer name (see dictation) stays empty.
  for (let i = start; i < end; i++) if (chars[i] !== '\n' && chars[i] !== '') chars[i] = ' ';
}

function blankLines(
  text: string,
  /** The name the user gives themself in the text ("my notes (Eva):"; see selfName), or null. */
  self: string | null = null,
): {
  text: string;
  spans: PersonSpan[];
  user: string | null;
  subject: string;
  agreed?: Cleaned['agreed'];
  notesAt?: number;
  /** Who the message is to by name: its "To:" line and its greeting ("Hi Will and May,"). */
  readers: string[];
  to?: string;
} {
  const lines = text.split('\n');
  const spans: PersonSpan[] = [];
  let emailish = false;
  let addressee: string | null | undefined;
  let sender: string | null = null;
  /** The name under the sign-off, which may differ from the "From:" of a forward ("From: Ana" over "Dear Ana, … Sophie"). */
  let signer: string | null = null;
  let skipUntilBlank = false;
  /** A sign-off with a blank line between it and the name under it. */
  let skipBlank = false;
  let quoteTail = false;
  /** The quoted tail's lines start with ">". */
  let markedQuote = false;
  /** The quoted message has been signed off ("Kind regards,"): a paragraph of the user's own may follow. */
  let quoteSignedOff = false;
  /** The quoted message is the user's own ("On Mon, Lena wrote:" in a reply to Lena). */
  let ownQuote = false;
  let bodySeen = false;
  let signed = false;
  /** The sign-off is a school's, a shop's, a team's or a relation's ("Kind regards,\nSt Brigid's Office", "Love,\nMum"). */
  let signedByGroup = false;
  let received = false;
  /** Who a message the user sent is to ("To: Dana Reyes; Bo Lind"), first names only. */
  let recipients: string[] = [];
  let groupGreeting = false;
  /** "Hi Priya and Tom,": the others greeted with the addressee, so the message is to them all, not the user's own. */
  let greetedToo: string[] = [];
  /** "Hi," with no name, in a message sent to the user: to them. */
  let bareGreeting = false;
  /** The user's own name, when a message sent to them greets them or its "To:" line names them. */
  let user: string | null = null;
  /** Signs that the user wrote the message: its headers, a quoted thread under it, "sent this to…" above it. */
  let headers = false;
  let quoted = false;
  let greetingLine = -1;
  let signOffLine = -1;
  /** The subject says the message is forwarded ("FW: …"). */
  let forwarding = false;
  let lastHeader = -1;
  const subjects: string[] = [];
  /** The line the first quoted message starts at, whether it is the user's own, and its lines (not deeper ones). */
  let quoteStart = -1;
  let quoteOwn = false;
  const quoteLines: number[] = [];
  let quoteBody = false;
  let quoteDeeper = false;
  const sentByUser = isSentMail(lines);
  const out = lines.map((line, i) => {
    // A quoted or forwarded message runs to the end, unless the user wrote their own notes under it: a bare
    // rule ("---") not followed by more headers, or a "my notes:" / "Greg's notes:" line, closes it.
    // A quote written with ">" ends at the first line without one: the user answering under it.
    const answered = quoteTail && markedQuote && line.trim() !== '' && !QUOTED.test(line);
    if (QUOTED.test(line)) markedQuote = quoteTail;
    const afterSignOff = quoteSignedOff && !markedQuote && lines[i - 1]?.trim() === '';
    if (quoteTail && !answered && !endsQuote(line, lines[i + 1], afterSignOff)) {
      const inner = line.replace(/^\s*>\s?/, '');
      quoteSignedOff ||= SIGN_OFF.test(inner);
      // A quote nested deeper, or another message's header, is someone else's again.
      if (/^\s*>/.test(inner) || ATTRIBUTION.test(inner) || HEADER.test(inner)) ownQuote = false;
      quoteDeeper ||=
        /^\s*>/.test(inner) ||
        ATTRIBUTION.test(inner) ||
        ORIGINAL_MESSAGE.test(inner) ||
        (quoteBody && /^\s*(?:from|von|de)\s*:/i.test(inner));
      if (!quoteDeeper) quoteLines.push(i);
      quoteBody ||= /\p{L}/u.test(inner) && !HEADER.test(inner);
      return ownQuote ? ownPromises(line) : blank(line);
    }
    quoteTail = false;
    ownQuote = false;
    markedQuote = false;
    quoteSignedOff = false;
    if (line.trim() === '') {
      // "Kind regards,\n\nMarta Kowalska\nOperations": the signature goes on past the blank line after the sign-off.
      if (skipBlank) skipBlank = false;
      else skipUntilBlank = false;
      return line;
    }
    if (skipUntilBlank) {
      return blank(line);
    }
    if (CHAT_APP_LINE.test(line)) return blank(line);
    if (ORIGINAL_MESSAGE.test(line) && forwarding && !bodySeen && greetsByName(lines.slice(i + 1, i + 12))) {
      // "Subject: FW: …" over Outlook's "-----Original Message-----", nothing written above it, and a message that
      // greets someone by name: the message forwarded, whose headers say who sent it to the user. (A bare request
      // forwarded with the user's notes under it stays context for the notes.)
      emailish = true;
      return blank(line);
    }
    if (
      ORIGINAL_MESSAGE.test(line) &&
      bodySeen &&
      !quoted &&
      greetingLine < 0 &&
      !signed &&
      lines.slice(0, i).every((above) => !HEADER.test(above) || SUBJECT_HEADER.test(above)) &&
      passesOn(lines.slice(0, i), lines.slice(i + 1, i + 4), forwarding)
    ) {
      // "Below from Hannah at the supplier." or "Lim, please book the room — WL" over Outlook's "-----Original
      // Message-----": only a note above it, greeting nobody and signed off by nobody, that passes the message on
      // rather than answering its writer. The message is forwarded, as under "---------- Forwarded message
      // ---------": its headers say who sent it to the user, and what it asks is theirs.
      emailish = true;
      bodySeen = false;
      return blank(line);
    }
    if (ATTRIBUTION.test(line) || ORIGINAL_MESSAGE.test(line)) {
      // Everything after "On Tue, Dana wrote:" is the quoted thread. When the user wrote it (the message above
      // was sent to them and greets them, or they signed it themself), what they promised there is still theirs.
      emailish = true;
      quoteTail = true;
      quoted = true;
      const writer = WRITER.exec(line)?.[1];
      const me = received ? (user ?? (recipients.length === 1 ? recipients[0] : null)) : sender;
      ownQuote = writer !== undefined && writer === me;
      if (quoteStart < 0) {
        quoteStart = i;
        quoteOwn = ownQuote;
      }
      return blank(line);
    }
    if (
      QUOTED.test(line) ||
      FORWARDED.test(line) ||
      DISCLAIMER.test(line) ||
      MAIL_CLIENT.test(line) ||
      /^\s*\*{3}.*\*{3}\s*$/.test(line)
    ) {
      emailish = true;
      quoted ||= QUOTED.test(line) || FORWARDED.test(line);
      if (QUOTED.test(line) && (quoteStart < 0 || quoteLines.at(-1) === i - 1)) {
        // "> On 23 Nov 2026, at 18:40, Dana Reyes wrote:" and the lines quoted under it, as a mail app on a phone quotes.
        const inner = line.replace(/^\s*>\s?/, '');
        if (quoteStart < 0) quoteStart = i;
        quoteDeeper ||=
          /^\s*>/.test(inner) ||
          (quoteBody && (ATTRIBUTION.test(inner) || ORIGINAL_MESSAGE.test(inner) || HEADER.test(inner)));
        if (!quoteDeeper) quoteLines.push(i);
        quoteBody ||= /\p{L}/u.test(inner) && !HEADER.test(inner) && !ATTRIBUTION.test(inner);
      }
      // A note above a forwarded message does not make its headers those of a quoted one: they say who wrote it.
      if (FORWARD_START.test(line)) bodySeen = false;
      return blank(line);
    }
    const header = HEADER.exec(line);
    if (header && bodySeen && signed && /^\s*(?:from|von|de)\s*:/i.test(line)) {
      // "From: Kelsey Ward" under a signed reply starts the message it answers (Outlook quotes no "> "); under
      // an unsigned note it is a message forwarded with its requests.
      quoteTail = true;
      quoted = true;
      if (quoteStart < 0) quoteStart = i;
      return blank(line);
    }
    if (header) {
      // "Pasting this thread so I don't lose it." over "From: Rahul …": the user's note above the message, whose
      // headers are still the message's own (nothing of a mail came before them). A note that asks something ("FYI see
      // below - can you deal with this pls") came with a forward from someone else: left as it was.
      if (!emailish && !lines.slice(0, i).some((above) => isRequest(above))) bodySeen = false;
      emailish = true;
      headers = true;
      forwarding ||= !bodySeen && FORWARD_SUBJECT.test(line);
      lastHeader = i;
      const from = /^\s*(?:from|von|de)\s*:\s*(?:(?:dr|mr|mrs|ms)\.?\s+)?([A-Z][\p{L}'-]+)/iu.exec(line);
      // Only the headers above the user's own text name who wrote to them; those of a quoted message
      // further down ("From: Carmen" under the reply) name the quoted message's writer.
      if (from && isNameOfPerson(from[1]!) && !bodySeen) {
        // "From: Lim Wei Jie <…>": written surname first, he is Wei Jie.
        sender ??=
          givenNameAfterFamily(line.slice(header[0].length).replace(/\([^)]*\)|<.*$/g, '')) ?? from[1]!;
        received = !sentByUser;
      }
      const to = /^\s*(?:to|an|para)\s*:\s*(.+)$/i.exec(line);
      if (to && !bodySeen && recipients.length === 0) recipients = recipientNames(to[1]!);
      if (!bodySeen && SUBJECT_HEADER.test(line)) subjects.push(line.slice(header[0].length));
      return blank(line);
    }
    if (SUBJECT_LINE.test(line) && i < 3) {
      emailish = true;
      forwarding ||= FORWARD_SUBJECT.test(line);
      subjects.push(line);
      return blank(line);
    }
    // The greeting opens the message: in its first lines, or right under its headers.
    const opening = i < 8 || i <= lastHeader + 3;
    const group = opening && addressee === undefined ? GROUP_LINE.exec(line) : null;
    if (group && GROUP.test(group[1]!.trim())) {
      emailish = true;
      addressee = null;
      groupGreeting = true;
      return blank(line);
    }
    const named = opening && addressee === undefined && !bodySeen ? NAME_GREETING.exec(line) : null;
    const greeting =
      opening && addressee === undefined
        ? (GREETING.exec(line) ??
          (named && isNameOfPerson(named[1]!.replace(RESPECT_AFTER, '')) && isSignedBelow(lines, i)
            ? named
            : null))
        : null;
    if (greeting && greeting[1]!.split(/\s+/).length <= 3) {
      // "Hi Rohan," names who the requests are for; "Dear parents," a group (nobody in particular); "Hi," nobody.
      emailish = true;
      greetingLine = i;
      const who = greeting[1]!.trim();
      // Under a "From:" header the message was sent to the user, so its greeting names the user.
      // "Dear Mr Patel,", "Dear Dr. Okafor,": the surname after the title.
      const respected = RESPECT_AFTER.test(who);
      const surname = withoutTitle(who).replace(RESPECT_AFTER, '').split(/\s+/)[0]!;
      // "Nakamura-san," over a quoted "From: Hope Nakamura": a suffix of respect follows the family name; she is Hope.
      const first = (respected && givenNameBefore(lines, surname)) || surname;
      // "Hi Wei Ling, hi Arjun,": a second greeting on the line greets another reader with the first.
      const again = GREETED_AGAIN.exec(line.slice(greeting[0].length));
      const greeted = again ? [who, again[1]!] : who.split(GREETED_SPLIT);
      const named = (name: string) =>
        isNameOfPerson(again ? name.split(/\s+/)[0]! : name) && !GROUP.test(name);
      if (greeted.length > 1 && greeted.every(named)) {
        greetedToo = greeted.slice(1);
        addressee = first;
        greetingLine = i;
        emailish = true;
        return blank(greeting[0]) + (again ? blank : (rest: string) => rest)(line.slice(greeting[0].length));
      }
      if (received && isAddressedName(first) && !GROUP.test(first)) user = first;
      // "Hi Bo," to a "To: Bo Lind" is Bo even where the lexicon would not call the word a name.
      if (who)
        addressee =
          !received && !GROUP.test(who) && (isNameOfPerson(first) || recipients.includes(first))
            ? first
            : null;
      groupGreeting = GROUP.test(who);
      bareGreeting = who === '';
      // "Hi Sam, congrats on the launch! …": the message's text may start on the greeting's line.
      if (/\p{L}/u.test(line.slice(greeting[0].length))) bodySeen = true;
      return blank(greeting[0]) + line.slice(greeting[0].length);
    }
    if (SIGNATURE_RULE.test(line)) {
      skipUntilBlank = true;
      return blank(line);
    }
    const signOff = SIGN_OFF.exec(line);
    if (signOff && (emailish || i > 0)) {
      // The sign-off and the lines under it (name, title, company) up to a blank line.
      skipUntilBlank = true;
      const inline = signOff[1];
      // "Best,\nDr. Anika Rao": the name after a title.
      // "Kind regards,\n\nMarta Kowalska": a name alone a blank line below signs too.
      const apart = lines[i + 1]?.trim() === '' && LONE_NAME.test(lines[i + 2] ?? '');
      skipBlank = apart;
      const nextLine = withoutTitle(lines[i + (apart ? 2 : 1)]?.trim() ?? '');
      const next = nextLine.split(/\s+/)[0]?.replace(/[,.]$/, '');
      const name = inline && isNameOfPerson(inline) ? inline : next;
      if (name && (isNameOfPerson(name) || (name === next && isFullName(nextLine)))) {
        const given = (name === next && givenNameAfterFamily(nextLine)) || name;
        sender ??= given;
        signer ??= given;
      }
      // "Kind regards,\nSt Brigid's Office", "Thanks,\nThe Events Team": a school, a shop or a team wrote it, to the user;
      // "Love,\nMum", "Love, Dad": a relation did.
      else if (
        (inline && isKinWord(inline)) ||
        (!inline && (ORGANISATION.test(nextLine) || (next !== undefined && isKinWord(next))))
      )
        signedByGroup = true;
      if (signOffLine < 0) signOffLine = i;
      signed ||= bodySeen;
      emailish = true;
      return blank(line);
    }
    // "-Sam", "— Sam" under the message after a blank line, with nothing but a quoted message below: its writer signing.
    const dashed = DASH_SIGNATURE.exec(line);
    if (
      dashed &&
      // A name alone signs only a message that greets its reader ("Hi Sam, … Lou").
      (dashed[1] !== undefined || (greetingLine >= 0 && addressee !== undefined)) &&
      bodySeen &&
      lines[i - 1]?.trim() === '' &&
      onlySignatureBelow(lines, i) &&
      isNameOfPerson(dashed[2]!)
    ) {
      sender ??= dashed[2]!;
      if (signOffLine < 0) signOffLine = i;
      signed = true;
      emailish = true;
      return blank(line);
    }
    if (/\p{L}/u.test(line)) bodySeen = true;
    return line;
  });
  // The user's line above a pasted message about the message itself ("fwd from ops - sort this out", "need to deal
  // with this before Thursday", "can you turn this into tasks", "need to track my side and theirs"): what the message
  // asks is the to-do, not "this".
  const mailStart = lines.findIndex(
    (line, i) =>
      HEADER.test(line) ||
      FORWARDED.test(line) ||
      ATTRIBUTION.test(line) ||
      ORIGINAL_MESSAGE.test(line) ||
      QUOTED.test(line) ||
      i === greetingLine,
  );
  for (let i = 0; i < mailStart; i++)
    out[i] = out[i]!.replace(/[^.!?\n]+[.!?]*/g, (sentence) =>
      ABOUT_THE_PASTE.test(sentence) ? blank(sentence) : sentence,
    );
  // A message with no headers, greeting one person by name and signed by another, with no quoted thread under it
  // and nothing above it saying the user sent it, is one the user received: the greeting names the user, the
  // requests are theirs with the writer on them, and the writer's own "I'll…" is not theirs.
  // A note above it saying whom it came from ("fwd from Marcus, need to action this") says so too, quoted thread or not.
  const above = lines.slice(0, Math.max(0, greetingLine)).join(' ');
  const cameFrom = sender !== null && new RegExp(String.raw`\bfrom\s+${sender}(?![\p{L}])`, 'iu').test(above);
  if (
    !headers &&
    (!quoted || cameFrom) &&
    typeof addressee === 'string' &&
    greetedToo.length === 0 &&
    (sender !== null || signedByGroup) &&
    sender !== addressee &&
    !SENT_BY_USER.test(lines.slice(0, greetingLine).join(' '))
  ) {
    received = true;
    user = addressee;
    addressee = null;
  } else if (
    !headers &&
    self !== null &&
    sender !== null &&
    sender !== self &&
    !SENT_BY_USER.test(lines.slice(0, Math.max(0, greetingLine)).join(' '))
  ) {
    // The user names themself ("my notes (Eva):") and someone else signed the message ("Hi all, … Best, Marieke"):
    // they received it, whomever it greets.
    received = true;
    user = self;
    if (addressee === self) addressee = null;
  }
  // "Sure, will do." over "On Mon, Dana wrote: > could you review the contract by Friday?": the user agreed to what
  // the quoted message asks, so its requests are the tasks (the reply's day, if any, is when: see extract.ts).
  let agreed: Cleaned['agreed'];
  if (quoteStart > 0 && !received && !quoteOwn) {
    const reply = out.slice(0, quoteStart).join('\n');
    if (agreesOnly(reply) && quoteLines.some((k) => isRequest(lines[k]!))) {
      for (const k of quoteLines) out[k] = requestsOnly(lines[k]!);
      for (let k = 0; k < quoteStart; k++) out[k] = blank(out[k]!);
      agreed = { from: reply.length + 1, reply };
      // "On Mon, Dana Reyes <dana@…> wrote: > could you send me the NDA?": "me" is who wrote the quoted message.
      const asker = quoteWriter(lines.slice(Math.max(0, quoteStart - 1), quoteStart + 2));
      const blanked = out.join('\n');
      const lineAt = (k: number) => lines.slice(0, k).reduce((n, line) => n + line.length + 1, 0);
      if (asker)
        for (const k of quoteLines) writerRequests(blanked, lineAt(k), lineAt(k + 1) - 1, asker, spans);
    }
  }
  // Under a "From:" header the message is the user's too when its greeting names nobody ("Hi,") or there is none.
  const opensAt = greetingLine >= 0 ? greetingLine : headers ? lastHeader + 1 : -1;
  // Unsigned ("Dana Whitlock | Partner" with no "Best,"), it ends where the thread it answers is quoted.
  const closesAt = signOffLine >= 0 ? signOffLine : quoteStart;
  if (received && (user !== null || bareGreeting || headers) && opensAt >= 0 && closesAt > opensAt)
    for (let i = opensAt, at = offsetOf(lines, opensAt); i < closesAt; at += lines[i]!.length + 1, i++)
      out[i] = theirSideBlanked(out[i]!, headers || (self !== null && user === self), (from, to, person) =>
        spans.push({ start: at + from, end: at + to, person }),
      );
  // "Could you send me the photos? We'd like to match them in the hallway.": in the user's own message, the wish right
  // after what they ask is why they ask it, no task of theirs.
  if (!received && typeof addressee === 'string' && opensAt >= 0)
    for (let i = opensAt; i < (closesAt > opensAt ? closesAt : lines.length); i++)
      out[i] = out[i]!.replace(WISH_AFTER_ASKING, (wish) => blank(wish));
  if (emailish) {
    // Requests in the message body are for the named addressee. With none, the sign-off's writer is on a
    // request only when its thing goes back to them ("can you send me…"); "please update the grade books" is not theirs.
    const body = out.join('\n');
    // A message the user sent ("To: Dana; Bo" and no "From:" of someone else): its requests are for its
    // recipients, unless the greeting names one of them ("Hi Dana,"); "Hi both," / no greeting is all of them.
    const toRecipients = !received && recipients.length > 0 && (addressee === undefined || groupGreeting);
    // A message sent to the user by name: whatever it asks, its writer asked for.
    // "From: Ana Ruiz / Subject: FW: …" over a message that greets Ana and is signed by Sophie: Ana forwarded it, to
    // herself or her team; Sophie wrote it.
    if (received && user !== null && sender === user && signer !== null && signer !== user) sender = signer;
    const toUser = received && (user !== null || bareGreeting) && !groupGreeting && sender !== null;
    // A message sent to the user among others ("Dear team,", "Dear Sir/Madam,"): what goes back to its writer ("1) Send
    // us your plan", "just reply to this email") is asked of each reader, the user too, with the writer on it.
    const toGroup = received && !toUser && sender !== null;
    const signedAt = lines.slice(0, signOffLine).reduce((n, line) => n + line.length + 1, 0);
    for (const sentence of body.matchAll(/[^.!?\n]+[.!?]?/g)) {
      // In a message to the user, "Send us the signed form", "Let me know the names": an imperative whose thing goes
      // back to the writer asks it of the reader as much as "could you…" does.
      if (
        !isRequest(sentence[0]) &&
        !(toUser && (asksBack(sentence[0]) || NEEDS_LIST.test(sentence[0]))) &&
        !(toGroup && sentence.index < signedAt && (asksBack(sentence[0]) || ANSWER_ASKED.test(sentence[0])))
      )
        continue;
      const requester = toRecipients
        ? recipients[0]!
        : toUser
          ? sender
          : addressee !== undefined && (addressee !== null || !received)
            ? addressee
            : FOR_THE_WRITER.test(sentence[0]) || (received && ANSWERS_WRITER.test(sentence[0]))
              ? sender
              : null;
      // "could you please:" over "- pull the register / - reconcile the balances": the list is what it asks.
      const end = sentence.index + sentence[0].length;
      const items = /:\s*$/.test(sentence[0]) ? (LIST_BELOW.exec(body.slice(end))?.[0].length ?? 0) : 0;
      if (requester)
        spans.push({
          start: sentence.index,
          end: end + items,
          person: requester,
          ...(received && requester === sender ? { writer: true } : {}),
          ...(toRecipients && recipients.length > 1 ? { also: recipients.slice(1) } : {}),
          ...(requester === addressee && greetedToo.length > 0 ? { also: greetedToo } : {}),
        });
    }
  }
  if (received && !user && recipients.length === 1) user = recipients[0]!;
  const notesLine =
    emailish && mailStart >= 0 ? lines.findIndex((_line, i) => i > mailStart && startsNotes(lines, i)) : -1;
  const notesAt =
    notesLine > 0 ? lines.slice(0, notesLine).reduce((n, line) => n + line.length + 1, 0) : undefined;
  // "Students should bring a bag lunch", "Lunches must be packed in a disposable bag": in a school's or a club's
  // message, what the children (or their things) must do or be is the rule of the day, not the reader's errand.
  if (emailish && mailStart >= 0)
    for (let i = mailStart; i < (notesLine > 0 ? notesLine : lines.length); i++)
      out[i] = out[i]!.replace(/[^.!?\n]+[.!?]*/g, (sentence) =>
        THEIR_RULE.test(sentence) ? blank(sentence) : sentence,
      );
  const to = received
    ? null
    : typeof addressee === 'string'
      ? greetedToo.length === 0
        ? addressee
        : null
      : addressee === undefined && quoteStart > 0 && !quoteOwn
        ? quoteWriter(lines.slice(Math.max(0, quoteStart - 1), quoteStart + 2))
        : null;
  return {
    text: out.join('\n'),
    spans,
    user,
    subject: subjects.join(' '),
    ...(agreed ? { agreed } : {}),
    ...(notesAt !== undefined ? { notesAt } : {}),
    readers: [...recipients, ...(typeof addressee === 'string' ? [addressee] : []), ...greetedToo],
    ...(to ? { to } : {}),
  };
}

/** Where line `k` starts in the text of `lines`. */
function offsetOf(lines: string[], k: number): number {
  return lines.slice(0, k).reduce((n, line) => n + line.length + 1, 0);
}

/**
 * The writer's own promise in a message: "I'll revise the checklist and send it round tomorrow.", "On my side, I'll
 * take it to the board.", and on a point of a list of any mark ("3) I'll send you the spec today").
 */
const WRITER_WILL = new RegExp(
  String.raw`(?:^|[.!?:]\s+|^\s*(?:${BULLET}\s*)?)(?:(?:[Oo]n|[Ff]rom) (?:my|our) (?:side|end),?\s+|[Ff]or my part,?\s+)?I(?:['’]ll| will)\s+(?:also\s+|then\s+)?\p{Ll}`,
  'mu',
);

/** A wish said right after a question ("…? We'd like to match them"): why the question asks. */
const WISH_AFTER_ASKING = /(?<=\?\s+)(?:[Ww]e|I)(?:['’]d| would) like to\s[^.!?\n]*[.!?]?/g;

/**
 * Whether a message pasted with its "From:" header is one the user sent: a line above it says so ("my sent email:",
 * "sent this to the buyer"), or, with nothing written above it, its writer promises things of their own ("I'll take
 * the snapshots and get back to you by Friday") — what the user keeps a mail for — and neither its "To:" line ("To:
 * me"), a forwarded message's marker above it, nor notes under it ("my notes:") say the user received it.
 */
function isSentMail(lines: string[]): boolean {
  const first = lines.findIndex((line) => HEADER.test(line) || SUBJECT_LINE.test(line));
  const from = lines.findIndex((line) => /^\s*(?:from|von|de)\s*:/i.test(line));
  if (first < 0 || from < 0) return false;
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

/** A signature line of a group: "St Brigid's Office", "The Events Team", "Acme Customer Services". */
const ORGANISATION =
  /^(?:the\s+)?(?:[\p{L}'’.&-]+\s+){0,4}(?:office|team|school|academy|college|surgery|clinic|practice|reception|services?|support|desk|department|dept|committee|council|club|association|society|trust|admin|administration|management|ltd|limited|inc|llc|group)\.?\s*$/iu;

/** Whether a sign-off closes the message that starts at line `from` ("Sam,\n\n…\n\nThanks,\nLou"). */
function isSignedBelow(lines: string[], from: number): boolean {
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
function givenNameBefore(lines: string[], family: string): string | null {
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
function onlySignatureBelow(lines: string[], i: number): boolean {
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

/** Whether one of these lines greets someone by name ("Hi Leon, …"). */
function greetsByName(lines: string[]): boolean {
  return lines.some((line) => (GREETING.exec(line)?.[1]?.trim() ?? '') !== '');
}

/** The people of a "To:" line ("Dana Reyes <dana@x.com>; Bo Lind"), by first name; none when any is a group or a list. */
function recipientNames(field: string): string[] {
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
 * Blanks the writer's own promises in [start, end) of the text (see WRITER_PROMISE, PROMISE_AFTER_COMMA), and what they tell of themself
 * (WRITER_STATUS): in a chat that says which speaker is the user, neither is the user's to do.
 */
function blankPromises(chars: string[], text: string, start: number, end: number): void {
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
  /(?<=^|[.!?]\s+|[,;:]\s+)(\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)?|(?:our|my)\s+(?:[a-z]+\s+)?(?:team|colleague|office|assistant|engineer|technician|manager|accountant|lawyer|agent))\s+(?:will|['’]ll|is going to)\s+(?:also\s+|then\s+)?(?!(?:need|want|expect|require|ask|check with|have to|has to|be able)\b)\p{Ll}[^.!?\n]*[.!?]?/gu;

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
function theirSideBlanked(
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
 * A speaker's name on a chat line: a first name the lexicon takes for a person, or a first and last name ("Maya
 * Chen", where the lexicon knows "Maya" only as a noun).
 */
function isSpeakerName(name: string): boolean {
  const words = name.split(' ');
  return (
    isNameOfPerson(words[0]!) ||
    (words.length > 1 && isAddressedName(words[0]!) && isPersonName(words.at(-1)!))
  );
}

/**
 * A chat message's requests that bring something back to its writer ("can you send me the roster?", "send us the
 * photos"): asked of the reader, so the user's task with the writer on it, "me" being the writer.
 */
function writerRequests(text: string, start: number, end: number, person: string, spans: PersonSpan[]): void {
  for (const m of text.slice(start, end).matchAll(/[^.!?\n]+[.!?]?/g)) {
    const sentence = m[0].trim().replace(/^(?:(?:hey|hi|ok|okay|also|and|oh|so|pls|please)[,!]?\s+)+/i, '');
    if (!FOR_THE_WRITER.test(sentence) || !(isRequest(sentence) || startsAction(sentence.toLowerCase())))
      continue;
    spans.push({ start: start + m.index, end: start + m.index + m[0].length, person, writer: true });
  }
}

/**
 * A pasted chat whose speakers stand on lines of their own ("Kevin Wu  10:42 AM" over the message): the speaker
 * line is blanked, and the lines under it up to a blank line or the next speaker are that speaker's, like a
 * "Kevin: …" prefix: on their requests the speaker is who asked; their own promises are theirs, not the user's,
 * when the chat says which speaker the user is.
 * One line alone counts only when it reads as a chat's (two names, a clock with AM/PM, "Today at"), so a note
 * "Pilates 18:00" is no speaker. Returns the offsets of the speaker lines.
 */
function chatSpeakers(
  chars: string[],
  text: string,
  spans: PersonSpan[],
  user: string | null,
  messages: Message[],
): Set<number> {
  const lines: { start: number; line: string }[] = [];
  let offset = 0;
  for (const line of text.split('\n')) {
    lines.push({ start: offset, line });
    offset += line.length + 1;
  }
  /** A speaker line without its name and with every digit alike: how this chat app writes one. */
  const shapeOf = (line: string, name: string) => line.replace(name, '').replace(/\d/g, '9');
  const shapes = new Set<string>();
  const read = lines.map(({ start, line }, i) => {
    const m = SPEAKER_LINE.exec(line);
    // Teams puts the time first: "[10:42] Kevin Wu".
    const after = m ? null : STAMP_THEN_SPEAKER.exec(line);
    const name = m?.[1] ?? after?.[1];
    if (!name) return null;
    const known = SELF_SPEAKER.test(name) || isSpeakerName(name);
    if (known) shapes.add(shapeOf(line, name));
    return {
      i,
      start,
      name,
      known,
      chatty: name.includes(' ') || (m !== null && /[apAP]\.?[mM]|at\s/.test(m[2]!)),
    };
  });
  // "Rex — Today at 7:43 PM" among "Nova — Today at 7:41 PM" and "me — Today at 7:44 PM": a line written as the chat's
  // other speaker lines are is one too, whatever the name ("Rex" is no first name the lexicon lists).
  const knownLines = read.filter((speaker) => speaker?.known).length;
  const speakers = read.filter(
    (speaker): speaker is NonNullable<typeof speaker> =>
      speaker !== null &&
      (speaker.known || (knownLines >= 2 && shapes.has(shapeOf(lines[speaker.i]!.line, speaker.name)))),
  );
  const found = new Set<number>();
  if (speakers.length === 0 || (speakers.length === 1 && !speakers[0]!.chatty)) return found;
  const at = new Set(speakers.map((speaker) => speaker.i));
  // A chat app shows the user's own lines under their name, so only a chat that says which speaker is the user
  // ("me  10:44 AM", "(me = Liam)") tells another speaker's promises from the user's.
  const userKnown = user !== null || speakers.some((speaker) => SELF_SPEAKER.test(speaker.name));
  for (const speaker of speakers) {
    found.add(speaker.start);
    blankRange(chars, speaker.start, speaker.start + lines[speaker.i]!.line.length);
    let last = speaker.i;
    while (last + 1 < lines.length && !at.has(last + 1) && lines[last + 1]!.line.trim() !== '') last++;
    if (last === speaker.i) continue;
    const start = lines[speaker.i + 1]!.start;
    const end = lines[last]!.start + lines[last]!.line.length;
    const own = SELF_SPEAKER.test(speaker.name) || namesUser(speaker.name, user);
    messages.push({ start, end, who: own ? null : speaker.name });
    // "sure", "amazing thank you 🙏": an answer that says nothing more, whoever gives it.
    for (let at = speaker.i + 1; at <= last; at++)
      if (isBareReply(lines[at]!.line))
        blankRange(chars, lines[at]!.start, lines[at]!.start + lines[at]!.line.length);
    if (!own && userKnown) blankPromises(chars, text, start, end);
    // Otherwise the speaker may be the user: their promises name nobody, their requests name them.
    else if (!own)
      for (const m of text.slice(start, end).matchAll(WRITER_PROMISE))
        spans.push({ start: start + m.index, end: start + m.index + m[0].length, person: null });
    if (!own) writerRequests(text, start, end, speaker.name, spans);
    // The speaker asks the reader: on a request that names whom else it involves ("ask Priya to bring the chairs",
    // "set up a call with Kofi") the speaker is only who asked, as a message's writer is.
    spans.push({ start, end, person: own ? null : speaker.name, ...(own ? {} : { writer: true }) });
  }
  return found;
}

/**
 * Who a list item names as doing it, at its end or in brackets before it, and the range that says so (null for a
 * bracket at the end, which may also give the date and stays): every name a person, "me" the user.
 */
function itemOwner(line: string): { names: string[]; from: number; to: number | null } | null {
  if (!ITEM.test(line) && !OPEN_BOX.test(line)) return null;
  const first = OWNER_FIRST.exec(line);
  const end = first ? null : OWNER_AT_END.exec(line);
  // "- Book the van: Raj" is the van's booking by Raj; "- Groceries: Tesco" is no one's (an imperative comes first).
  const ends =
    end !== null &&
    (!end[0].trimStart().startsWith(':') ||
      startsAction(line.slice(ITEM_MARK.exec(line)![0].length, end.index).trimStart().toLowerCase()));
  const closing = first || ends ? null : OWNER_BRACKET.exec(line);
  const bracket = closing?.[2] === undefined || mentionsDate(closing[2]) ? closing : null;
  const found = first ?? (ends ? end : null) ?? bracket;
  if (!found) return null;
  // After an arrow or in a bracket before the item only a person stands ("-> Max", "(Will)"); after a colon, a dash
  // ("- Venue deposit — Priya", "- Call the bank - Monday") or in a closing bracket, a name the lexicon takes for one.
  const strong = first !== null || (ends && !/^[:—–-]/.test(end[0].trimStart()));
  // "(Sainsbury's, 3pm)", "(Acme)": a shop or a company is where or for whom, not who does it.
  const person = (name: string) =>
    /^me$/i.test(name) ||
    ((strong ? isAddressedName : isNameOfPerson)(name.split(' ')[0]!) &&
      !isPlaceOrCompany(name) &&
      !/['’]s$/.test(name));
  const said = found[first ? 2 : 1]!.split(GROUP_SPLIT).filter(Boolean);
  // "(Priya, Thu)": the names lead, what follows them is the bracket's date or remark.
  const cut = said.findIndex((name) => !person(name));
  const names = bracket && cut >= 0 ? said.slice(0, cut) : said;
  if (names.length === 0 || !names.every(person)) return null;
  if (first) return { names, from: first[1]!.length, to: first[0].length };
  return { names, from: found.index, to: bracket ? null : found.index + found[0].length };
}

/**
 * Whether a speaker's name is the user's, who said "(I'm Maya)": "Maya", "Maya Chen", and with a title before it, as a
 * kitchen's or a school's chat shows it ("Chef Maya", "Mrs Chen").
 */
function namesUser(name: string, user: string | null): boolean {
  if (user === null) return false;
  return name === user || name.split(' ')[0] === user || withoutTitle(name).split(' ')[0] === user;
}

/**
 * Whether the speakers of a text's "Name: message" lines without time stamps take turns as a chat's do (`takesTurns`):
 * the one reading of who speaks in such a chat, for the roles its speakers show ("Bec (PM):") and for its lines.
 */
function speakersTakeTurns(text: string): boolean {
  const speakers = text.split('\n').flatMap((line) => {
    const prefix = TIMESTAMP.test(line) ? null : CHAT_PREFIX.exec(line);
    if (!prefix) return [];
    const first = prefix[2]!.split(' ')[0]!;
    return isPersonName(first) || isWordName(first) || isKinWord(first) ? [prefix[2]!] : [];
  });
  return takesTurns(speakers);
}

/** The user's own line in meeting notes: "me:", "I:", "Self:", and "Ich:", "Yo:", "Moi:", "Eu:", "Ako:", "Jag:", "Ik:". */
const OWN_PREFIX = /^(?:me|i|self|myself|ich|yo|moi|eu|ako|jag|ik)$/i;

/** "Priya: migrate…", "Tom — draft…", "[10:02] Sam: can you…", "AI: Aisha to…", "me: book…". */
function linePrefixes(
  chars: string[],
  text: string,
  spans: PersonSpan[],
  user: string | null,
  speakerLines: Set<number>,
  messages: Message[],
  labels: ReadonlySet<string>,
  turnsTaken: () => boolean,
): void {
  const lines = text.split('\n');
  // "Piotr + me: review the levels" is Piotr's task with the user; "me:" alone (or the user's name) is their own.
  // A chat export's "[09:15] You: sure" is the user's own line.
  // "Priya S:": the initial of a surname is no part of the name people use.
  const others = (names: string, stamped: boolean) =>
    names
      .split(GROUP_SPLIT)
      .map((name) => name.replace(/\s\p{Lu}\.?$/u, ''))
      // "Maya Chen:" is the user who said "(I'm Maya)".
      .filter((name) => !OWN_PREFIX.test(name) && !namesUser(name, user) && !(name === 'You' && stamped));
  // Whether the chat says which speaker is the user ("me: …", "(me = Liam)"); read only when a promise needs it.
  let known: boolean | undefined;
  const userKnown = () =>
    (known ??=
      user !== null ||
      lines.some((line) => {
        const who = CHAT_PREFIX.exec(line)?.[2] ?? '';
        return /^(?:me|i)$/i.test(who) || (who === 'You' && TIMESTAMP.test(line));
      }));
  // A chat without time stamps ("Jess: can u take photos…?", "Me: yeah will do tonight"): the user speaks as "me" and
  // the lines talk (a question, or the user's reply), unlike meeting notes' "Raj: send the deck" / "me: book flights".
  // With no user known, the lines must take turns as a chat's do (`turnsTaken`), and then anyone's reply talks.
  let talks: boolean | undefined;
  const chat = () =>
    (talks ??=
      (userKnown() || turnsTaken()) &&
      lines.some((line) => {
        const prefix = CHAT_PREFIX.exec(line);
        if (!prefix) return false;
        const said = line.slice(prefix[0].length);
        return (
          said.includes('?') ||
          // "Dan: not me mate": a speaker answering a "who's…?" (not "Raj: can't make Thursday" in a meeting's notes).
          /^\s*not (?:me|it)\b/i.test(said) ||
          ((/^(?:me|i)$/i.test(prefix[2]!) || !userKnown()) &&
            (CHAT_REPLY.test(said) || DONE_ANSWER.test(said) || DECLINES.test(said)))
        );
      }));
  // A line's own prefix ("Jun — can you book the room?") is more particular than the speaker line above it
  // ("Dana Smith  10:42 AM"), so the speakers' spans go after the lines' spans.
  const speakers = spans.splice(0);
  let offset = 0;
  /** Under a "Decisions:" heading, the items up to a blank line or the next heading are decisions too. */
  let decisions = false;
  for (const [lineIndex, line] of lines.entries()) {
    const start = offset;
    offset += line.length + 1;
    if (speakerLines.has(start)) continue;
    const decision = DECISION.exec(line);
    if (decision || (decisions && ITEM.test(line))) {
      decisions ||= decision !== null && decision[1]!.trim() === '';
      // The "Decision:" label stays, so the notes still read as a meeting's.
      const from = decision ? start + line.length - decision[1]!.length : start;
      if (!GIVES_JOB.test(decision ? decision[1]! : line)) blankRange(chars, from, start + line.length);
      continue;
    }
    decisions = false;
    const theirs = THEIR_OWN_JOB.exec(line);
    if (theirs) blankRange(chars, start + theirs.index, start + theirs.index + theirs[0].length);
    const box = DONE_BOX.exec(line) ?? STRUCK.exec(line) ?? DONE_MARK.exec(line) ?? DONE_BY.exec(line);
    if (box || doneAfterItsDash(line) || putOffAfterItsDash(line)) {
      // "[10:03] Me: done ✅" answers the chat line before it.
      const said = CHAT_PREFIX.exec(line);
      const stamped = TIMESTAMP.test(line);
      if (said && (stamped || chat()))
        messages.push({
          start: start + said[0].length,
          end: start + line.length,
          who: others(said[2]!, stamped)[0] ?? null,
        });
      blankRange(chars, start, start + line.length);
      continue;
    }
    const open = OPEN_BOX.exec(line);
    if (open) {
      // "- [ ] renew" and "☐ renew" are list items: the box becomes a bullet.
      const at = start + open[1]!.length;
      blankRange(chars, at, at + open[2]!.length);
      // "3. [ ] renew" keeps its number as the item's mark.
      if (!/[-*•]|\d[.)]|[a-z][.)]/.test(open[1]!)) chars[at] = '-';
    }
    const stamp = TIMESTAMP.exec(line);
    if (stamp) blankRange(chars, start + stamp[1]!.length, start + stamp[0].length);
    const heading = OWNER_HEADING.exec(line);
    if (heading && ITEM.test(lines[lineIndex + 1] ?? '')) {
      const names = heading[1]!.split(GROUP_SPLIT).filter(Boolean);
      // "Priya:" over bulleted items: hers, when the word is a first name the lexicon lists, a listed attendee, or
      // any name under an "Action items" heading ("Zumba:" over "- book a class" is a topic).
      const actions = ACTIONS_ABOVE.test(text.slice(0, start));
      const person = (name: string) =>
        isKnownFirstName(name.split(' ')[0]!) ||
        attends(text, name) ||
        (actions && isPersonName(name.split(' ')[0]!));
      if (names.every(person) && !names.some((name) => labels.has(name.toLowerCase()))) {
        let end = start + line.length;
        for (let below = lineIndex + 1; ITEM.test(lines[below] ?? ''); below++)
          end += 1 + lines[below]!.length;
        spans.unshift({ start, end, person: names[0]!, also: names.slice(1) });
        continue;
      }
    }
    const owner = OWNER_FIELD.exec(line);
    if (owner) {
      const names = owner[1]!.split(/\s*\/\s*|\s*,\s*|\s+and\s+|\s*[&+]\s*/u).filter(Boolean);
      // In a field only a person stands, so a name that is also a word ("Owner: Bo", "Owner: Will") counts.
      if (names.every((name) => isAddressedName(name.split(' ')[0]!))) {
        blankRange(chars, start + owner.index, start + owner.index + owner[0].length);
        // A line that is only the field ("Owner: Sam") names who does the lines under it, up to a blank line.
        const alone = !/\p{L}/u.test(line.slice(0, owner.index) + line.slice(owner.index + owner[0].length));
        const end = alone ? paragraphEnd(text, start) : start + line.length;
        spans.unshift({ start, end, person: names[0]!, also: names.slice(1) });
        continue;
      }
    }
    const prefix = CHAT_PREFIX.exec(line) ?? ROLE_PREFIX.exec(line);
    const item = prefix ? null : itemOwner(line);
    if (item) {
      if (item.to !== null) blankRange(chars, start + item.from, start + item.to);
      const who = item.names.filter((name) => !/^me$/i.test(name) && name !== user);
      spans.unshift({ start, end: start + line.length, person: who[0] ?? null, also: who.slice(1) });
      continue;
    }
    if (!prefix) continue;
    // "Falcon: finalize the rollout comms": one of the user's tags labels the line; nobody is speaking.
    // (Not a role's "Dept meeting (Maths) – notes", whose name stands in brackets.)
    if (
      line.startsWith(prefix[2]!, prefix[1]!.length) &&
      prefix[2]!.split(GROUP_SPLIT).some((name) => labels.has(name.trim().toLowerCase()))
    ) {
      asLabel(chars, start + prefix[1]!.length + prefix[2]!.length, start + prefix[0].length);
      continue;
    }
    const rest = line.slice(prefix[0].length);
    // "Dad: I'll sort the drinks", "Mum: can you bring the salad?": a relation speaking in a chat is never the user,
    // so their promise is theirs and their request the user's, with nobody named on it. "Mum: who can pick Nana up
    // on Saturday?" asks the family: a message the user's "me!" may take on.
    const request = REQUEST_START.exec(rest);
    // In a chat a relation is a speaker whatever they say: "Mum: Thank you love ❤️" answers, "Mom: Good. And Lily needs
    // a ride Thursday, can you take her?" asks, and the user's "can't Thursday" may turn it down.
    const kinSpeaks = isKinWord(prefix[2]!) && (stamp !== null || chat());
    // "Mum: I just emailed the school": done, and an answer to what was said before it.
    if (kinSpeaks && (isBareReply(rest) || didIt(rest))) {
      messages.push({ start: start + prefix[0].length, end: start + line.length, who: prefix[2]! });
      blankRange(chars, start, start + line.length);
      continue;
    }
    if (
      isKinWord(prefix[2]!) &&
      (request || WRITER_PROMISE_START.test(rest) || WHO_CAN.test(rest) || (kinSpeaks && asks(rest)))
    ) {
      messages.push({ start: start + prefix[0].length, end: start + line.length, who: prefix[2]! });
      // The relation stays in the text (it tells a family errand), unless the request is put to someone by name.
      if (request?.[1]) blankRange(chars, start + prefix[1]!.length, start + prefix[0].length);
      blankPromises(chars, text, start + prefix[0].length, start + line.length);
      spans.push({ start, end: start + line.length, person: null, kin: prefix[2]! });
      continue;
    }
    const who = others(prefix[2]!, stamp !== null);
    const own = who.length === 0;
    // After a chat's time stamp only a speaker stands ("[10:02] Maya: …"); in meeting notes a name the attendee line
    // lists ("Rich (tooling)", "Gene") is a person whatever word it also is, and "Bill Ortiz –" is Bill.
    const speaker = (name: string) => {
      const first = name.split(' ')[0]!;
      return stamp ? isAddressedName(first) : isPersonName(first) || isWordName(first) || attends(text, name);
    };
    if ((stamp || chat()) && (own || who.every(speaker)))
      messages.push({ start: start + prefix[0].length, end: start + line.length, who: who[0] ?? null });
    if ((stamp || chat()) && (own || who.every(speaker)) && isBareReply(rest)) {
      blankRange(chars, start, start + line.length);
      continue;
    }
    if (!own && !who.every(speaker)) continue;
    if (!stamp && who.length === 1 && isTopicLabel(who[0]!, rest)) continue;
    // The rest must read as something said or to do, not a heading ("Boat: antifouling…" is caught above).
    if (!/\p{L}/u.test(rest)) continue;
    blankRange(chars, start + prefix[1]!.length, start + prefix[0].length);
    // "[10:03] Kenji: I'll look at it tonight": in a chat that says who the user is, another speaker's promise is theirs.
    if (!own && userKnown() && (stamp !== null || chat()))
      blankPromises(chars, text, start + prefix[0].length, start + line.length);
    // "Priya — can you send the deck? I'll do the catering.": a request addressed in passing ends with its sentence.
    // "Tomáš – FYI below. Can you ship the samples back? I'll reply to Jana.": a note to someone ends where the user
    // turns to their own part (not in a chat, where the speaker's "I'll" is theirs).
    const turn = stamp || chat() ? null : OWN_TURN.exec(rest);
    const end = REQUEST_AFTER.test(rest)
      ? sentenceEnd(text, start + prefix[0].length)
      : turn
        ? start + prefix[0].length + turn.index
        : start + line.length;
    // "[08:02] Jonas: can you send me the rota?": in a chat, the user's task with Jonas on it.
    const chatLine = !own && (stamp || chat());
    if (chatLine) writerRequests(text, start + prefix[0].length, end, who[0]!, spans);
    spans.push({
      start,
      end,
      person: own ? null : who[0]!,
      also: who.slice(1),
      ...(chatLine ? { writer: true } : {}),
    });
  }
  spans.push(...speakers);
}

/**
 * "Promo: Jordan drafts the promo doc": one word the lexicon does not know as a name, before a line that names
 * someone else doing it, labels the topic.
 */
function isTopicLabel(word: string, rest: string): boolean {
  const doer = NAMED_DOER.exec(rest)?.[1];
  if (!doer || doer === word || !isPersonName(doer) || /\s/.test(word)) return false;
  return !isKnownFirstName(word) && !isWordName(word);
}

/** A name of a person as a message or a chat writes it: one the lexicon takes for a name, or a name that is also a word. */
function isNameOfPerson(word: string): boolean {
  return isPersonName(word) || isWordName(word);
}

/**
 * A signature's "Mere Tane", "Hope Adeyemi": a first name the lexicon reads as a word ("mere", "hope") is one when a
 * surname follows it ("Accounts Team", "Customer Service" are no one).
 */
function isFullName(line: string): boolean {
  const words = line.split(/\s+/);
  return (
    words.length === 2 &&
    isAddressedName(words[0]!) &&
    !GROUP.test(words[0]!) &&
    !isPlaceOrCompany(words[0]!) &&
    isPersonName(words[1]!)
  );
}

/** A capitalised word opening a chat message or one of its sentences: "Rui call…", "… today. Jase make sure…". */
const OPENING_NAME = /(?:^|[.!?]\s+)(\p{Lu}[\p{Ll}'’-]+)\s+(?=\p{Ll})/gu;

/**
 * "Rui call the fish supplier and get a credit note today", "Jase make sure the handrails are back up": in a chat, a
 * speaker of it named before an imperative, without a comma, is whom the sentence asks, as "Rui, call…" is. Only a name
 * the chat shows speaking, in another speaker's message.
 */
function speakerVocatives(chars: string[], text: string, messages: Message[], spans: PersonSpan[]): void {
  const speakers = new Map<string, string>();
  for (const { who } of messages) if (who) speakers.set(who.split(' ')[0]!, who);
  if (speakers.size === 0) return;
  for (const message of messages) {
    const said = text.slice(message.start, message.end);
    for (const m of said.matchAll(OPENING_NAME)) {
      const name = speakers.get(m[1]!);
      const rest = said.slice(m.index + m[0].length);
      if (!name || name === message.who || !startsAction(rest)) continue;
      const at = message.start + m.index + m[0].length - m[0].trimStart().length;
      blankRange(chars, at, at + m[1]!.length);
      spans.unshift({ start: at, end: sentenceEnd(text, at), person: name });
    }
  }
}

/** Whether text starts with an imperative ("pull the report", "follow up w/ legal"). */
function startsAction(text: string): boolean {
  const [first, second] = text.split(/\s+/, 2);
  if (!first || !/^[a-z]+$/.test(first)) return false;
  return ACTION_VERBS.has(first) || looksLikeVerb(first, second ?? '');
}

function paragraphEnd(text: string, from: number): number {
  const found = /\n\s*\n/g;
  found.lastIndex = from;
  return found.exec(text)?.index ?? text.length;
}

function sentenceEnd(text: string, from: number): number {
  const match = /[.!?](?=\s|$)|\n/g;
  match.lastIndex = from;
  const found = match.exec(text);
  return found ? found.index + 1 : text.length;
}

/** Where the sentence or line of a match at `at` starts: the match itself when a sentence ends right before it. */
function lineOrSentenceStart(text: string, at: number): number {
  return Math.max(text.lastIndexOf('\n', at), /[.!?]\s+$/.test(text.slice(0, at)) ? at : -1) + 1;
}

/**
 * A job handed out by name in a chat or notes: "Sarah you're on balloons and the banner", "Tom, you're on travel
 * insurance then, get quotes by Friday". The name and "you're on" go ("sort" written over their end, so the rest
 * reads as what to do), unless a step of its own follows the thing, which is then what to do ("get quotes…"; the
 * thing stays to say what it is for).
 */
const YOURE_ON =
  /(?<=^|[.!?:]\s+|\n)([ \t]*(?:(?:and|also|ok|okay|so|right)[,!]?\s+)?)(\p{Lu}[\p{L}'-]+)(?:,\s*|\s+)(?:you['’]re|you are)\s+on\s+(?!(?:holiday|leave|call|mute|site|shift|duty|time|track|board|it|fire|your way|the way|the list|the rota|the team)\b)(\p{L}[^,.!?\n]*?)(?:\s+(?:then|now|too|as well))?(?=[,.!?]|\n|$)/gu;

/** A message that hands a job out ("Sarah you're on balloons") asks for something, as a request does. */
const HANDS_OUT = new RegExp(YOURE_ON.source, 'u');

function handedOut(chars: string[], text: string, spans: PersonSpan[], user: string | null): void {
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

function vocatives(
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
    blankRange(chars, m.index, addressed ? m.index + m[0].length : m.index + 1);
    const name = capitalise(m[1]!);
    // "@me also the BAS is due 28th": the user, put on the line as its reader; nobody else.
    const self = /^me$/i.test(name) || name === user;
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

/** What a plan's subject is followed by: "Femi and I NEED TO…", "Honestly SHOULD…". */
const PLAN_VERB = String.raw`(?:need|needs|have|has|should|must|will|'ll|’ll|are going|ought|gotta|got to)\b`;
/**
 * "Femi and I need to finish the deck" opening a sentence or clause: the user and a co-worker; " and I" is blanked so
 * Femi reads as who does it ("…on Mill Road and I need to…" is not one).
 */
const NAME_AND_I = new RegExp(
  String.raw`(?:^|(?<=[.!?;:,]\s+|\n\s*))(\p{Lu}\p{Ll}+)(\s+and\s+I)(?=\s*${PLAN_VERB})`,
  'gu',
);
/** "Probably should…", "Honestly need to…": a sentence adverb before a plan is a filler, not its subject. */
const OPENING_ADVERB = new RegExp(
  String.raw`(?:^|(?<=[.!?;]\s+|\n\s*))(\p{L}+ly),?\s+(?=(?:(?:i|we)\s+)?${PLAN_VERB})`,
  'giu',
);

/**
 * "Already done: renewed the domain, paid the bill." lists what needs no task, up to the sentence end; "Need to get
 * these done:" lists what does.
 */
const DONE_LIST =
  /(?<!\b(?:get|gets|got|getting|have|having|has|had|be|being)\s+(?:[\p{L}'’]+\s+){0,3})\b(?:already done|done already|done|finished|completed)\s*:[^.!?\n]*/giu;

function planSubjects(chars: string[], text: string): void {
  for (const m of text.matchAll(NAME_AND_I))
    if (isNameOfPerson(m[1]!)) blankRange(chars, m.index + m[1]!.length, m.index + m[0].length);
  for (const m of text.matchAll(OPENING_ADVERB))
    if (isSentenceAdverb(m[1]!)) blankRange(chars, m.index, m.index + m[0].length);
}

function dictation(chars: string[], text: string): void {
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
    const from = correctedFrom(text, m.index, m[1]!, after);
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
    if (kept && HESITATION.test(m[0]) && /\w\s$/.test(text.slice(Math.max(0, m.index - 2), m.index)))
      chars[m.index] = ';';
  }
  for (const m of text.matchAll(UMLAUT_FILLER)) blankRange(chars, m.index, m.index + m[0].length);
  // "ask Lena if she can, um, take over the deck": a pause after a word that needs its verb ends nothing, so the comma
  // before it goes too.
  for (const m of text.matchAll(PAUSE_AFTER_AUXILIARY)) blankRange(chars, m.index, m.index + 1);
  for (const m of text.matchAll(STUTTER)) blankRange(chars, m.index, m.index + m[1]!.length + m[2]!.length);
  LIKE.lastIndex = 0;
  for (let m = LIKE.exec(text); m; m = LIKE.exec(text)) {
    const previous = m[1]?.trim().replace(/[,.]$/, '') ?? '';
    if (LIKE_KEEPS.test(previous)) continue;
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

/** A message's own start below a note: a forward's or a reply's header line. */
const MESSAGE_BELOW =
  /^\s*(?:-{2,}\s*(?:forwarded|original) message|begin forwarded message\b|(?:on|am|le|el)\s.{3,160}\s(?:wrote|schrieb|a écrit|escribió)\s*:?\s*$|from:\s.{2,160}\n\s*(?:sent|date):)/im;
/**
 * A note that only points at the message under it ("FYI see below, can you deal with this?", "pls handle"): the
 * message says what to do, so the pointer is no task of its own.
 */
const POINTER =
  /(?<=^|[.!?,]\s+|\n)[ \t]*(?:(?:hi|hey|fyi|see below|thanks|ta|also|so)(?:[,.!]|\s[-—–])?\s+)*(?:(?:can|could|would) you\s+(?:please\s+|pls\s+)?|please\s+|pls\s+)?(?:deal with|handle|action|sort(?: out)?|look (?:at|into)|take care of|pick up|follow up on|reply to|respond to|have a look at|check)\s+(?:this|it|that|the below|below)(?:\s+(?:one|email|message|for me|please|pls|when you can|asap))*\s*(?:[?.!]+|$)(?=\s|$)/gimu;

/** Blanks the pointers above a message (found in `original`, whose header lines cleaning has blanked in `text`). */
function pointers(chars: string[], text: string, original: string): void {
  const below = MESSAGE_BELOW.exec(original);
  if (!below) return;
  for (const m of text.slice(0, below.index).matchAll(POINTER))
    blankRange(chars, m.index, m.index + m[0].length);
}

/**
 * A voice assistant's wake words at the start of a dictated line ("hey Siri, note…", "OK Google remind me to…",
 * "Alexa, add…"): the assistant is no person to address or to give a task to.
 */
const WAKE_WORDS =
  /^[ \t]*(?:(?:hey|hi|ok|okay)[ \t]+(?:siri|google)|alexa)\b[,.!]?(?:[ \t]+(?:(?:take|make)[ \t]+a[ \t]+)?note(?:[ \t]+(?:that|to self))?\b[,:]?)?/gim;

/**
 * The user saying who they are in a pasted chat or in notes: "(me = Liam)", "me=Liam", "(I'm Liam)", "I'm Wei in this
 * chat", and an attendee line's "me (Nils)" or "Pastor Jim (me)".
 */
const SELF_NAME =
  /(?:^|[\s(])(?:me\s*=\s*|[Ii]['’]m\s+(?=\p{Lu}\p{Ll}+(?:\)|\s+(?:in|on)\s+(?:this|the)\s+(?:chat|thread|group|channel)\b)))(\p{Lu}\p{Ll}+)\b|(?<![\p{L}])[Mm]e\s*\((\p{Lu}\p{Ll}+)\)|(?<![\p{L}])(\p{Lu}\p{Ll}+)\s*\([Mm]e\)/u;
/** The notes' own heading, their first line, naming who took them: "Sprint planning — notes (Kavya)", "minutes by Kavya". */
const NOTES_TAKER =
  /\b(?:[Nn]otes|[Mm]inutes|NOTES)\s*(?:\(\s*(?:by\s+)?(\p{Lu}\p{Ll}+)\s*\)|by\s+(\p{Lu}\p{Ll}+)\b)/u;
/**
 * The user naming themself on a pasted chat's first line, in words: "from the group, I'm Tom", "I am Dana.", "my name
 * there is Ola Berg", "my stuff is the Megan lines", "just my bits (Ola)".
 */
const SELF_SAID =
  /(?:(?<![\p{L}])(?:[Ii]['’]m|[Ii] am)|\bmy name(?:\s+(?:there|here|in\s+(?:this|the|it)))?\s+is|\bmy (?:stuff|lines|messages|bits|part)(?:\s+(?:is|are)\s+(?:the\s+)?|\s*\(\s*))\s*(\p{Lu}\p{Ll}+)(?=[\s).,:;!]|$)/u;
/** Whether a chat has lines said by `name`: "[09:03] Tom: …", "24/11/2026, 09:03 - Tom: …", "Tom Reyes  9:14 AM". */
const speaks = (text: string, name: string) =>
  new RegExp(
    String.raw`^(?:[^\n]{0,30}?[\]-]\s*)?${name}(?:\s+\p{Lu}[\p{L}'-]+)?(?:\s*:\s|\s+\[?\d{1,2}[:.]\d{2})`,
    'mu',
  ).test(text);
/** The user's notes under a pasted text, headed with their name: "my notes (Eva):". */
const OWN_NOTES_NAMED = /^[ \t]*my\s+notes?\s*\(\s*(\p{Lu}\p{Ll}+)\s*\)\s*:/imu;
/** The name the user gives themself (see SELF_NAME, SELF_SAID, NOTES_TAKER and OWN_NOTES_NAMED), or null. */
function selfName(text: string): string | null {
  const head = /^\s*([^\n]*)/.exec(text)![1]!;
  const m = SELF_NAME.exec(text) ?? NOTES_TAKER.exec(head) ?? OWN_NOTES_NAMED.exec(text);
  if (m) return m.slice(1).find((name) => name !== undefined) ?? null;
  // "I'm in Leeds", "I'm Done" are no names: only one the chat shows speaking.
  const said = SELF_SAID.exec(head)?.[1];
  return said && speaks(text, said) ? said : null;
}

/**
 * A chat app's speaker written in lower case ("[14:02] dana: …", "kat — Today at 6:14 PM", "dana  10:42 AM"), as
 * Discord and Slack show handles; "me" and "you" are the user.
 */
const LOWER_SPEAKER = new RegExp(
  String.raw`^(\s*(?:${ANDROID_STAMP}\s+|${STAMP}\]\s*))(\p{Ll}[\p{Ll}'-]+)(?=\s*:\s)|^(\s*)(\p{Ll}[\p{Ll}'-]+)(?=(?:\s*,|\s+[—–-])?\s+(?:(?:Today|Yesterday)\s+at\s+)?${STAMP}\]?\s*$)`,
  'gmu',
);

/** A line opening with a lowercase handle and a colon, no time stamp: "minji: ok so the demo is next Wednesday". */
const LOWER_PREFIX = /^(\s*)(\p{Ll}[\p{Ll}'-]+)(?=:\s)/gmu;

/**
 * The lowercase handles of a chat pasted without time stamps, when it is one: the user's own "me:" lines among those
 * of at least two others ("minji:", "jae:"), each a word a person may be called (not "note:", "todo:", "fyi:").
 */
function unstampedHandles(text: string): Set<string> {
  const handles = [...text.matchAll(LOWER_PREFIX)].map((m) => m[2]!);
  const others = new Set(handles.filter((word) => word !== 'me' && isAddressedName(capitalise(word))));
  return handles.includes('me') && others.size >= 2 ? others : new Set();
}

/** The text with a lowercase speaker's name capitalised where a chat export puts it, so it reads as a name. */
function capitalisedSpeakers(input: string): string {
  const text = input.replace(LOWER_SPEAKER, (whole, stamp, name, lead, alone, offset: number) => {
    const word: string = name ?? alone;
    const capital = capitalise(word);
    // "kat — Today at 6:14 PM": Discord's speaker line is one whatever the handle ("kat", "dom" are no first names).
    const discord = alone !== undefined && /^[^\n]*?\s(?:Today|Yesterday)\s+at\s/.test(input.slice(offset));
    if (/^(?:me|you)$/.test(word) || !(discord || isKnownFirstName(capital))) return whole;
    return `${stamp ?? lead}${capital}`;
  });
  const handles = unstampedHandles(text);
  if (handles.size === 0) return text;
  // "minji: …" / "jae: …" / "me: …": a chat whatever the handles are ("jae" is no first name the lexicon knows).
  return text.replace(LOWER_PREFIX, (whole, lead: string, word: string) =>
    handles.has(word) ? `${lead}${capitalise(word)}` : whole,
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

/** Blanks the paragraphs of an out-of-office reply: its "will return on 1 December" and "contact…" are no tasks. */
const NO_LABELS: ReadonlySet<string> = new Set();

/**
 * "Orion - renew the SSL cert" → "Orion:  renew the SSL cert": a tag's name before a dash heads its sentence as it
 * would before a colon. `from` is where the name ends, `to` where the text after the dash starts.
 */
function asLabel(chars: string[], from: number, to: number): void {
  if (chars.slice(from, to).includes(':')) return;
  blankRange(chars, from, to);
  chars[from] = ':';
}

function awayReplies(chars: string[], text: string): void {
  if (!AWAY.test(text)) return;
  for (const m of text.matchAll(PARAGRAPH))
    if (AWAY.test(m[0]) && AWAY_REPLY.test(m[0])) blankRange(chars, m.index, m.index + m[0].length);
}

/**
 * `labels`: words that open a line or a sentence as a label, never as a person — the user's tags named for a project
 * or a place ("Falcon: get legal sign-off", "Orion - book the kickoff room"), lowercase.
 */
/**
 * Text as a person reads it: without the clean-up's mark of a hesitation (" ;" where an "um" was, no one's
 * punctuation) and without a space left before a stop where words were taken out ("…timing out but not tonight.").
 */
export function withoutMarks(text: string): string {
  return text.replace(/\s+;(?=\s|$)/g, '').replace(/\s+(?=[.,!?:](?:\s|$))/g, '');
}

/** "look into the cache bug but not tonight", "call the bank, just not today": when it will not be done says no date. */
const NOT_THEN =
  /,?\s+(?:but|just)\s+not\s+(?:tonight|today|now|right now|yet|this (?:week|weekend|morning|afternoon|evening))\b/gi;

export function cleanUp(input: string, labels: ReadonlySet<string> = NO_LABELS): Cleaned {
  // "Nowak, Agnieszka  11:05" under "my name there is Agnieszka": she speaks once the line reads as a speaker's.
  const named = selfName(plainSpeakerLines(input));
  const plain = capitalisedSpeakers(plainSpeakerLines(tableRows(plainLabels(plainShortcodes(input)))));
  // "Bec (PM): Jase can you chase them": the speakers' roles go when, without them, the lines take turns as a chat's.
  const unroled = withoutRoles(plain);
  let taken: boolean | undefined;
  const turns = () => (taken ??= speakersTakeTurns(unroled));
  const lines = blankLines(plainYes(unroled !== plain && turns() ? unroled : plain), named);
  const cleaned = readWith(lines, input, labels, named, turns);
  if (lines.user ?? named) return cleaned;
  // A chat that does not say which speaker is the user: the one the others ask by name is.
  const asked = askedMost(cleaned.messages, input);
  return asked ? readWith(lines, input, labels, asked, turns) : cleaned;
}

/** The text cleaned from its lines' reading, with `self` (or whom the message is to) for the user. */
function readWith(
  {
    text,
    spans: message,
    user: addressed,
    subject,
    agreed,
    notesAt,
    readers,
    to,
  }: ReturnType<typeof blankLines>,
  input: string,
  labels: ReadonlySet<string>,
  self: string | null,
  turns: () => boolean,
): Cleaned {
  const user = addressed ?? self;
  // One array entry per UTF-16 unit, so offsets stay those of the input even with emoji.
  const chars = Array.from({ length: text.length }, (_, i) => text[i]!);
  const spans: PersonSpan[] = [];
  for (const m of text.matchAll(WAKE_WORDS)) blankRange(chars, m.index, m.index + m[0].length);
  for (const m of text.matchAll(NOT_THEN)) blankRange(chars, m.index, m.index + m[0].length);
  pointers(chars, text, input);
  awayReplies(chars, text);
  const messages: Message[] = [];
  const speakerLines = chatSpeakers(chars, text, spans, user, messages);
  linePrefixes(chars, text, spans, user, speakerLines, messages, labels, turns);
  ranOut(chars, text, messages, spans);
  ownIll(chars, text, messages);
  const taken: TakenOn[] = [];
  answers(chars, text, messages, spans, taken);
  if (messages.length >= 2) thanksFirst(chars);
  vocatives(chars, chars.join(''), spans, user, labels, new Set(readers), message);
  if (messages.length >= 2) speakerVocatives(chars, chars.join(''), messages, spans);
  handedOut(chars, chars.join(''), spans, user);
  asksTogether(chars, chars.join(''), [...spans, ...message]);
  dictation(chars, chars.join(''));
  // A line or sentence addressed by name ("Noor — can you…") wins over who the whole message is to.
  return {
    text: chars.join(''),
    spans: [...spans, ...message],
    subject,
    taken,
    messages,
    ...(agreed ? { agreed } : {}),
    ...(notesAt !== undefined ? { notesAt } : {}),
    ...(self ? { self } : {}),
    ...(addressed && addressed !== self ? { reader: addressed } : {}),
    ...(to && to !== self ? { to } : {}),
  };
}

/**
 * In what another person wrote to the user ("[10:02] Kemi: can we grab 15 min tomorrow to go over the budget?", a
 * mail's "Can we set up a call next week?"), "can we" asks the user to do it with them: it goes, and the rest reads as
 * the imperative, with the writer on it. The user's own "can we afford…" is untouched.
 */
function asksTogether(chars: string[], text: string, spans: PersonSpan[]): void {
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
  const over = spans.filter((span) => span.start < end && start < span.end);
  // "Priya, please draft the SOW; Tom, please review the pricing": a clause is asked of a span it lies in.
  const own = clause && over.find((span) => span.start < clause.to && clause.from < span.end);
  return own ?? over[0] ?? null;
}
