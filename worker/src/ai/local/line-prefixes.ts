/**
 * @module ai/local/line-prefixes — who a line is for in meeting notes, checklists and chats: owner prefixes
 * ("Priya: …", "AP2 – Tunde: …", "[10:02] Sam: …"), owner headings and fields, ticked, struck and decided
 * items, chat stamps.
 */

import { BOX } from './bullets.js';
import { takesTurns } from './chat-lines.js';
import {
  asks,
  blankSaidWill,
  CHAT_REPLY,
  DECLINES,
  DONE_ANSWER,
  didIt,
  isBareReply,
  type Message,
  OWN_TURN,
  REQUEST_START,
  WHO_CAN,
  WRITER_PROMISE_START,
} from './chat-taken-on.js';
import { mentionsDate } from './dates.js';
import { doneAfterItsDash, putOffAfterItsDash } from './done-after-dash.js';
import { headsActionsAlone } from './lists.js';
import { blankPromises, NAME_PARTICLES, writerRequests } from './mail-reader.js';
import { isAddressedName, isKnownFirstName, isPersonName, isPlaceOrCompany, isWordName } from './names.js';
import { firmsIn, GROUP_SPLIT, isKinWord, isRelationTitle, withoutTitle } from './people.js';
import type { PersonSpan } from './person-span.js';
import { REQUEST_AFTER } from './requests.js';
import { namesAnArea } from './tag-meanings.js';
import {
  asLabel,
  BULLET,
  blankRange,
  ITEM,
  isNameOfPerson,
  paragraphEnd,
  sentenceEnd,
  startsAction,
} from './text-blanks.js';
import { NAMED_DOER } from './vocatives.js';

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
 * "Deploy of v2.3 done, no issues": a status, then a remark on how it went (no "get/need … done" in the line, and
 * nothing left undone: "D3 containment done, D4 still open", "left the bathroom half done, call him").
 * "ya le hablé a mi mamá, no hace falta", "j'ai déjà réservé le restaurant, c'est bon": done in the other language of a
 * mixed dump, and settled after the comma.
 */
// Guarded first by what the match must start with (or not after a blank), so its lookbehind or leading \s* never
// re-scans a blanked run of spaces at every position of it: that took a 10,000-character pasted mail a minute.
const DONE_MARK = new RegExp(
  String.raw`(?:(?<!\s)|(?=,))(?:\s*[([]\s*(?:(?:discussed|talked about|raised|noted)[,;]?\s+)?(?:done|completed?|finished|sorted|cancell?ed|not needed|parked|not decided|no decision(?:\s+yet)?|undecided|deferred|(?:done|completed|finished|sorted)${BRACKET_REMARK})\s*[.!]*\s*[)\]]|(?:\s+[-–—:]|\s*(?:-+>|→|=>))\s*(?:already\s+)?(?:done|completed?|finished|sorted)(?:${DASH_REMARK})?|(?:\s+[-–—:]|,)\s*(?:${DONE_ELSEWHERE})|\s*(?:✅|✔️?|✓|☑️?)(?:\s*(?:done|sorted|booked|paid|sent|finished|filed|submitted|ordered|posted)(?:${TICK_REMARK})?|\s*(?:${DONE_ELSEWHERE}))?(?:\s*\([^()\n]{1,40}\))?)\s*(?:[.!]\s*)?$|^\s*(?:${BULLET}\s*)?(?:done|completed?|finished)\s*(?:[-–—:]|\s[-–—])\s*|^\s*(?:${BULLET}\s*)?[([]\s*(?:done|completed?|finished|dropped|cancell?ed|parked|deferred|descoped|on hold|not needed)\s*[)\]]\s*(?=\p{L})|^(?![^\n]*\b(?:get|got|have|has|had|need|needs|want|wants|be|being|getting|must|should|still|half|partly|partially|not yet)\b)\s*(?:[-*•]\s*)?(?:[^,;:.!?()\n]|\.(?=\S)){2,60}?\s(?:done|completed|finished|sorted)\s*[,;]\s*(?=\p{L})|^(?=[^.!?\n]{0,100}?(?:${PAST_ELSEWHERE}))[^.!?\n]{2,160},\s*(?:${SETTLED})\s*[.!]*\s*$`,
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
// Guarded first by what the match must start with (or not after a blank), so its lookbehind or leading \s* never
// re-scans a blanked run of spaces at every position of it: that took a 10,000-character pasted mail a minute. The
// line's own start (with its bullet) is matched, not looked behind for: a lookbehind to "^" from every capital of a
// long unbroken token (a pasted key) scanned back to the line's start each time. Group 1 is that start.
const THEIR_OWN_JOB = new RegExp(
  String.raw`(?:^(\s*(?:${BULLET}\s*)?)(?=[\p{Lu}hst])|(?=[\p{Lu}hst])(?<=[.!?:]\s+))(?:(?:(?:Dr|Mr|Mrs|Ms|Ing|Prof)\.?\s+)?\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+)?|[Hh]e|[Ss]he|[Tt]hey)(?:\s+will|['’]ll|(?:\s+(?:is|are)|['’](?:s|re)) going to)\s[^.!?\n]*?(?:\b(?:him|her|them)sel(?:f|ves)\b|\bon\s+(?:his|her|their)\s+own\b|\(\s*(?:his|hers|theirs|(?:his|her|their)\s+(?:AI|action(?:\s+item)?)|(?:he|she|they)\s+(?:said\s+(?:he|she|they)\s+)?(?:handles?|has|have|owns?|is on|are on)\s+(?:it|that|this|them))\s*\)|,\s*(?:nothing|no action) for (?:me|us)\b)[^.!?\n]*[.!]?`,
  'u',
);

/**
 * A bracket saying what it marks is someone else's: "(her item, not mine)", "(their action, not mine)", "(not mine!!)".
 * Closing a line, it marks the line; closing a label before its colon ("Ben's big plans for December (not mine!!): redo
 * the mudroom, book the cabin…"), the items the label heads.
 */
const NOT_MINE =
  /\(\s*(?:(?:his|her|their|\p{Lu}[\p{L}'’-]*['’]s)\s+(?:items?|actions?(?:\s+items?)?|AIs?|jobs?|tasks?|things?|plans?)\s*,\s*)?not\s+(?:mine|ours|my\s+(?:job|item|task|problem))\s*[!.]*\s*\)(\s*:)?/iu;

/**
 * A meeting line that says there is nothing: "AOB - nil", "Blockers: none", "- Mrs Achieng: none", "Raj — n/a". The label
 * is the agenda's own or a person's (`NOTHING_FROM_PERSON`), so "Eggs: none" on a shopping list stays what it is.
 */
const NOTHING_UNDER =
  /^\s*(?:[-*•]\s*|\d{1,2}[.)]\s*)?(?:AOB|any other business|other business|blockers?|issues|risks|questions|concerns|updates?|actions?|action items|follow[- ]?ups?)\s*(?::|\s[-–—])\s*(?:none|nil|n\/a|nothing)[\s.!]*$/i;

const NOTHING_FROM_PERSON =
  /^\s*(?:[-*•]\s*|\d{1,2}[.)]\s*)?((?:(?:Dr|Mr|Mrs|Ms|Sr|Prof)\.?\s+)?\p{Lu}[\p{L}'’-]+(?:\s\p{Lu}[\p{L}'’-]+)?)\s*(?::|\s[-–—])\s*(?:[Nn]one|NONE|[Nn]il|NIL|[Nn]\/[Aa]|[Nn]othing)[\s.!]*$/u;

/**
 * Whether a line of notes reports nothing under its label or for its person ("AOB - nil", "Raj — n/a"). Not tags.ts's
 * saysNothing, which asks whether a task's words say nothing of where it belongs.
 */
function reportsNothing(line: string): boolean {
  if (NOTHING_UNDER.test(line)) return true;
  const who = NOTHING_FROM_PERSON.exec(line)?.[1];
  return who !== undefined && (who !== withoutTitle(who) || isPersonName(who.split(' ')[0]!));
}

/** A decision that still gives someone a job: "Agreed: Raj to update the runbook", "Decided: I'll tell the client". */
const GIVES_JOB = /(?:^|\s)(?:\p{Lu}[\p{L}'-]+|I|me)\s+(?:to|will|['’]ll)\s/u;

/** An open box before an item (bullets.ts): "- [ ] renew", "☐ renew", "( ) renew". */
const OPEN_BOX = new RegExp(String.raw`^(\s*(?:${BULLET}\s*)?)(${BOX.open})(\s+)`, 'u');

/** Where a line's prefix starts: after a bullet, a number or an open box ("- ", "2. ", "[ ] "). */
const LINE_MARKS = String.raw`[^\S\n]*(?:${BULLET}\s*)?(?:${BOX.open}\s*)?`;

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
export function plainLabels(text: string): string {
  return text.replace(BOLD_LABEL, (_, marks: string, bold: string, label: string, colon: string) =>
    [marks, ' '.repeat(bold.length), label, colon, ' '.repeat(bold.length)].join(''),
  );
}

/** A struck-through item ("~~call the linen company~~ done", "- [ ] ~~rent truck~~") is done, like a ticked one. */
const STRUCK = new RegExp(String.raw`${LINE_START}~~[^~\n]+~~`, 'u');

/**
 * A name as written in a prefix ("Priya", "Mei Ling", "Priya S", "Priya S.", "Wei Ling Tan", a chat's full name). A
 * possessive is never a name ("Burak's PR — review + merge" is a thing and what to do with it), so a word's
 * apostrophe is one inside a name ("D'Souza", "O'Neill"), not the "'s" ending it.
 */
const NAME_WORD = String.raw`(?:[\p{L}-]|'(?!s(?![\p{L}])))+`;
const PREFIX_NAME = String.raw`[A-Z]${NAME_WORD}(?:\s[A-Z](?:${NAME_WORD}|\.|(?=\s*:))){0,2}`;

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

export const STAMP = String.raw`\[?${STAMP_DAY}?(?:${STAMP_DATE},?\s+)?${STAMP_TIME}(?:,\s*${STAMP_DATE})?`;

/** WhatsApp on Android: "10/11/2026, 08:02 - Jonas: …", no brackets, a dash before the speaker. */
export const ANDROID_STAMP = String.raw`${STAMP_DATE},?\s+${STAMP_TIME}\s+[-–]`;

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
 * "Yuki (design): new mockups", "AI: Heather (me) – circulate the minutes", "→ Noor (our side): moodboards": in a
 * meeting's actions, a name and then what they are in brackets.
 */
const NAMED_ROLE_PREFIX = new RegExp(
  String.raw`^(${LINE_MARKS})(?:AI\s*:\s*)?(${PREFIX_NAME})\s*\(([^()\n]{1,25})\)${PREFIX_END}`,
  'u',
);

/**
 * The owner prefix a name with its role in brackets makes; "Heather (me)" is the user ("me"). A name in the brackets
 * ("Maintenance (Reggie):") is who holds the role before it (ROLE_PREFIX).
 */
function namedRolePrefix(line: string): RegExpExecArray | null {
  const m = NAMED_ROLE_PREFIX.exec(line);
  if (!m || (/^\p{Lu}\p{Ll}/u.test(m[3]!.trim()) && isPersonName(m[3]!.trim().split(/\s/)[0]!))) return null;
  if (/^\s*(?:me|myself)\s*$/i.test(m[3]!)) m[2] = 'me';
  return m;
}

/**
 * A field naming who owns a task: "Owner: Sam; Task: rotate the keys; Due: Dec 2", "Assignee - Priya", "(owner: Jess)",
 * "Assigned to Leo: print menus".
 */
/** A line that is only a name or two and a colon ("Priya:", "Tom & Ana:"), heading the items under it. */
const OWNER_HEADING = new RegExp(String.raw`^\s*(${prefixNames('&+/')})\s*:\s*$`, 'u');

/** A heading of a meeting's action items above: "Action items", "Actions:", "Next steps", "Follow-ups". */
const ACTIONS_ABOVE = /\b(?:action items?|actions|next steps|follow[- ]?ups?|owners)\b/i;

/**
 * A meeting summary a program wrote: "Zoom AI Companion – Meeting summary", "Copilot recap — Weekly supply review",
 * "Otter.ai", "Fireflies", "AI-generated content may be inaccurate". Its sections other than the actions retell the
 * meeting in the third person ("Giulia will organise travel to Alba for the test"): what to do is in its actions.
 */
const GENERATED_SUMMARY =
  /\b(?:AI Companion|Copilot (?:recap|summary)|Otter\.ai|Fireflies(?:\.ai)?|tl;dv|Read\.ai|Gemini notes|AI-generated (?:content|summary|notes))\b/i;

/** A section's heading in such a summary: a few words alone on their line ("Quick recap", "Cartoner delay", "Key topics"). */
const SECTION_HEADING = /^\s*(?:#{1,6}\s*)?\p{L}[\p{L}\p{N}&/'’ -]{0,40}:?\s*$/u;

/** Where the summary ends and the user's own notes start: a rule ("---") or the generator's disclaimer. */
const SUMMARY_END = /^\s*(?:-{3,}|_{3,}|={3,}|\*{3,})\s*$|\bAI-generated content\b/i;

/** The user speaking in the first person ("+ I promised Matteo after the call I'd send…"): their own note. */
const FIRST_PERSON = /(?:^|[^\p{L}])(?:I|I['’](?:ll|m|d|ve)|me|my)(?![\p{L}'’])/u;

/** "Attendees: Dana, Raj, Priya", "Present: …": who was at a meeting. */
const ATTENDEES = /^[^\S\n]*(?:attendees|present|participants|attending)\s*:(.*)$/gimu;

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
  String.raw`(?:\s*:|\s+[—–-](?=\s)|\s+(?:->|→|=>|⇒)|\s+@(?=\p{Lu}))\s*(${OWNER_NAMES})\s*(?:[.!]\s*)?$`,
  'u',
);

const OWNER_FIRST = new RegExp(String.raw`${LINE_START}[([](${OWNER_NAMES})[)\]]\s+`, 'u');

/**
 * An item's closing bracket that opens with who does it: "(Priya, Thu)", "(Raj, by Fri)", "[Tom/Ana]", or with the date
 * after it: "(Maria), next week", "(Ananya), by next Wednesday".
 */
const OWNER_BRACKET = new RegExp(
  String.raw`[([](${OWNER_NAMES})(?:\s*(?:[,;]|\s[-—–])\s*[^()[\]]*)?[)\]](?:\s*[,;–—-]\s*([^()[\],;]{2,40}?))?\s*(?:[.!]\s*)?$`,
  'u',
);

const ITEM_MARK = new RegExp(LINE_START, 'u');

/** A full name with a surname's particle: "Ruben de Vries", "Anh van der Berg", "Aisha bin Omar". */
const PARTICLE_NAME = String.raw`[A-Z][\p{L}'-]+(?:\s(?:${NAME_PARTICLES})){1,2}\s[A-Z][\p{L}'-]+`;

/**
 * A chat app's speaker line, the message under it: "Kevin Wu  10:42 AM" (Slack), "Elise Martens 09:12" (Teams),
 * "Kevin Wu — Today at 10:42" (Discord), "me  10:44 AM", a display name ending in an initial, "Dan K  9:31 AM", one
 * with a particle, "Ruben de Vries  9:12 AM", and the user's own, marked, "Hana Sato (you)  9:20 AM" (see selfName).
 */
export const SPEAKER_LINE = new RegExp(
  String.raw`^\s*(${PARTICLE_NAME}|${PREFIX_NAME}(?:\s[A-Z][\p{L}'-]+)?(?:\s[A-Z](?=\s))?|me|Me|You)(?:[^\S\n]+\((?:me|you)\))?(?:\s*,|\s+[—–-])?\s+((?:(?:Today|Yesterday)\s+at\s+)?${STAMP})\]?\s*$`,
  'u',
);

/** A speaker line with the time first: "[10:42] Kevin Wu", "[24/11 09:02] Me". */
export const STAMP_THEN_SPEAKER = new RegExp(
  String.raw`^\s*\[(?:${STAMP_DATE},?\s+)?${STAMP_TIME}\]\s*(${PREFIX_NAME}(?:\s[A-Z][\p{L}'-]+)?|me|Me|You)\s*$`,
  'u',
);

/** The list items right under a line (no blank line between). */
export const LIST_BELOW = new RegExp(String.raw`^(?:\n[ \t]*${BULLET}[^\n]*)+`);

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
 * kitchen's or a school's chat shows it ("Chef Maya", "Mrs Chen"); and a name written family name first, "Chen Wei"
 * for the user called Wei ("[Teams] Chen Wei (me)").
 */
export function namesUser(name: string, user: string | null): boolean {
  if (user === null) return false;
  const words = withoutTitle(name).split(' ');
  return (
    name === user ||
    name.split(' ')[0] === user ||
    words[0] === user ||
    (words.length === 2 && words[1] === user)
  );
}

/**
 * Whether the speakers of a text's "Name: message" lines without time stamps take turns as a chat's do (`takesTurns`):
 * the one reading of who speaks in such a chat, for the roles its speakers show ("Bec (PM):") and for its lines.
 */
export function speakersTakeTurns(text: string): boolean {
  const speakers = text.split('\n').flatMap((line) => {
    const prefix = TIMESTAMP.test(line) ? null : CHAT_PREFIX.exec(line);
    if (!prefix) return [];
    const first = prefix[2]!.split(' ')[0]!;
    // "Me:" is the user's turn among the others'.
    return /^me$/i.test(first) || isPersonName(first) || isWordName(first) || isKinWord(first)
      ? [prefix[2]!]
      : [];
  });
  return takesTurns(speakers);
}

/** The user's own line in meeting notes: "me:", "I:", "Self:", and "Ich:", "Yo:", "Moi:", "Eu:", "Ako:", "Jag:", "Ik:". */
const OWN_PREFIX = /^(?:me|i|self|myself|ich|yo|moi|eu|ako|jag|ik)$/i;

/** "Priya: migrate…", "Tom — draft…", "[10:02] Sam: can you…", "AI: Aisha to…", "me: book…". */
export function linePrefixes(
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
      // "Mukasa Holdings: finalise the share transfer", "Hollis Dental: payroll reconciliation EOD": a client's firm heads
      // the user's own line about it, and is nobody.
      .filter(
        (name) =>
          !OWN_PREFIX.test(name) &&
          !namesUser(name, user) &&
          !(name === 'You' && stamped) &&
          (stamped || !firmsIn(name).has(name.split(' ')[0]!)),
      );
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
  // Lines that take turns are a chat's whatever they say ("priya: can someone restart the stuck pod" — "rafa: done"):
  // meeting notes name each owner once, or one after another.
  let talks: boolean | undefined;
  const chat = () =>
    (talks ??=
      (userKnown() || turnsTaken()) &&
      (turnsTaken() ||
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
        })));
  // A line's own prefix ("Jun — can you book the room?") is more particular than the speaker line above it
  // ("Dana Smith  10:42 AM"), so the speakers' spans go after the lines' spans.
  const speakers = spans.splice(0);
  let offset = 0;
  /** Under a "Decisions:" heading, the items up to a blank line or the next heading are decisions too. */
  let decisions = false;
  /** Below a heading of a meeting's actions ("Next steps", "Action items:", "AI:"), to the end of the notes. */
  let underActions = false;
  /** In a generated summary (`GENERATED_SUMMARY`), whether the section read is one that retells the meeting. */
  let retelling: boolean | null = null;
  for (const [lineIndex, line] of lines.entries()) {
    const start = offset;
    offset += line.length + 1;
    if (speakerLines.has(start)) continue;
    underActions ||= headsActionsAlone(line);
    if (GENERATED_SUMMARY.test(line) || SUMMARY_END.test(line))
      retelling = SUMMARY_END.test(line) ? null : true;
    else if (retelling !== null && SECTION_HEADING.test(line)) retelling = !headsActionsAlone(line);
    else if (retelling && /\p{L}/u.test(line) && !FIRST_PERSON.test(line)) {
      // "Francesca and Giulia will draft the FAT protocol…" under "FAT planning": the meeting retold, not an action.
      blankRange(chars, start, start + line.length);
      continue;
    }
    if (reportsNothing(line)) {
      blankRange(chars, start, start + line.length);
      continue;
    }
    const decision = DECISION.exec(line);
    if (decision || (decisions && ITEM.test(line))) {
      decisions ||= decision !== null && decision[1]!.trim() === '';
      // The "Decision:" label stays, so the notes still read as a meeting's.
      const from = decision ? start + line.length - decision[1]!.length : start;
      if (!GIVES_JOB.test(decision ? decision[1]! : line)) blankRange(chars, from, start + line.length);
      continue;
    }
    decisions = false;
    const notMine = line.includes('(') ? NOT_MINE.exec(line) : null;
    if (notMine) {
      // A label's items: those after its colon up to the sentence's end, and the list right under it.
      const from = start + notMine.index + notMine[0].length;
      if (notMine[1] === undefined) blankRange(chars, start, start + line.length);
      else if (/\p{L}/u.test(line.slice(notMine.index + notMine[0].length)))
        blankRange(chars, from, Math.min(sentenceEnd(text, from), start + line.length));
      else
        for (let below = lineIndex + 1, at = offset; ITEM.test(lines[below] ?? ''); below++) {
          blankRange(chars, at, at + lines[below]!.length);
          at += lines[below]!.length + 1;
        }
      if (notMine[1] === undefined) continue;
    }
    const theirs = THEIR_OWN_JOB.exec(line);
    if (theirs)
      blankRange(
        chars,
        start + theirs.index + (theirs[1]?.length ?? 0),
        start + theirs.index + theirs[0].length,
      );
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
    // A name with its role in brackets is an owner in a meeting's actions, not a chat's speaker.
    const named = underActions && !TIMESTAMP.test(line) && !chat() ? namedRolePrefix(line) : null;
    const prefix = named ?? ROLE_PREFIX.exec(line) ?? CHAT_PREFIX.exec(line);
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
    // "Mom: So are we doing the cabin or not??": a relation's question is said in the chat too, and an answer may
    // settle it (the line is read on as before).
    const kinAsks = kinSpeaks && rest.includes('?');
    if (kinAsks)
      messages.push({ start: start + prefix[0].length, end: start + line.length, who: prefix[2]! });
    const who = others(prefix[2]!, stamp !== null);
    const own = who.length === 0;
    // After a chat's time stamp only a speaker stands ("[10:02] Maya: …"); in meeting notes a name the attendee line
    // lists ("Rich (tooling)", "Gene") is a person whatever word it also is, and "Bill Ortiz –" is Bill.
    const speaker = (name: string) => {
      // "Ate Joy:", "Kuya Ben:", "Tita Lorna:": a relation's title before the speaker's own name.
      const words = name.split(' ');
      const first = (words.length > 1 && isRelationTitle(words[0]!) ? words[1] : words[0])!;
      return stamp ? isAddressedName(first) : isPersonName(first) || isWordName(first) || attends(text, name);
    };
    if ((stamp || chat()) && (own || who.every(speaker)) && !kinAsks)
      messages.push({ start: start + prefix[0].length, end: start + line.length, who: who[0] ?? null });
    if ((stamp || chat()) && (own || who.every(speaker)) && isBareReply(rest)) {
      blankRange(chars, start, start + line.length);
      continue;
    }
    if (!own && !who.every(speaker)) continue;
    // (A colon labels; "Declan — please check…" speaks to someone.)
    const labelled = !underActions && !chat() && /:\s*$/.test(prefix[0]);
    if (!stamp && who.length === 1 && isTopicLabel(who[0]!, rest, labelled)) {
      // The line is an item about its topic: the label is no owner, and no heading over the rest either.
      blankRange(chars, start + prefix[1]!.length, start + prefix[0].length);
      continue;
    }
    // The rest must read as something said or to do, not a heading ("Boat: antifouling…" is caught above).
    if (!/\p{L}/u.test(rest)) continue;
    blankRange(chars, start + prefix[1]!.length, start + prefix[0].length);
    // "Shanice - die tryout on the new draw die, wed" under "Next steps": in notes (not a chat) the owner marks the line
    // an item, as a bullet would, so an item written as a noun phrase is a to-do like a bulleted one.
    if (underActions && !stamp && !chat() && /^\s*$/.test(prefix[1]!)) chars[start + prefix[1]!.length] = '-';
    // "[10:03] Kenji: I'll look at it tonight": in a chat that says who the user is, another speaker's promise is theirs.
    if (!own && userKnown() && (stamp !== null || chat())) {
      blankPromises(chars, text, start + prefix[0].length, start + line.length);
      blankSaidWill(chars, text, start + prefix[0].length, start + line.length);
    }
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

/** "Mira offered to weed the paths", "Tor called": someone named, then what they did. */
const NAMED_DID =
  /^\s*(\p{Lu}\p{Ll}+)\s+(?:\p{Ll}{2,}ed|said|rang|sent|told|came|took|got|made)(?=[\s,;:.])/u;

/**
 * "Promo: Jordan drafts the promo doc", "Greenhouse: Mira offered to weed the paths; I'll buy…": one word the lexicon
 * does not know as a name, before a line that names someone else doing it or having done it, labels the topic.
 */
function isTopicLabel(word: string, rest: string, labelled: boolean): boolean {
  if (/\s/.test(word) || isKnownFirstName(word) || isWordName(word)) return false;
  const doer = (NAMED_DOER.exec(rest) ?? NAMED_DID.exec(rest))?.[1];
  if (doer && doer !== word && isPersonName(doer)) return true;
  // "Casa: comprar el pavo…, recoger a Sofi", "Jobs: put the bins out tonight": outside a meeting's actions, a word that
  // names an area of life, in any of its languages, labels the line's topic whoever the line names. ("Dev:" of three
  // letters is as often a man's name.)
  if (labelled && word.length > 3 && namesAnArea(word)) return true;
  // "Casa: rematrícula da Helena na escola", "Jobb: … get Anders to do it", "Compost: Lucia offered to build the bin":
  // outside a meeting's actions, a word no lexicon lists as a first name, with a colon over a line naming someone it
  // does list, is what the line is about.
  return (
    labelled &&
    (rest.match(CAPITALISED_WORD) ?? []).some((other) => other !== word && isKnownFirstName(other))
  );
}
const CAPITALISED_WORD = /(?<![\p{L}'’-])\p{Lu}\p{Ll}+(?![\p{L}'’-])/gu;
