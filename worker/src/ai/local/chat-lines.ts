/**
 * @module Chat speaker lines in shapes some apps copy that the clean-up does not read, rewritten into shapes it does.
 * Each rewrite keeps the text's length, so every offset stays that of the input.
 */
import { capitalise } from './actions.js';
import { MONTH_NAME, WEEKDAY_NAME } from './dates.js';
import { NAME_PARTICLES } from './mail-reader.js';
import { BULLET } from './text-blanks.js';

const WORD = String.raw`\p{Lu}[\p{L}'’-]*`;
const TIME = String.raw`\d{1,2}[:.]\d{2}(?:\s?[apAP]\.?[mM]\.?)?`;
/** "Nowak, Agnieszka  11:05": a speaker line (Teams, Outlook) with the surname first. */
const SURNAME_FIRST = new RegExp(
  String.raw`^([ \t]*)(${WORD}(?:[ -]${WORD})?), (${WORD})(?=[ \t]+\[?${TIME}\]?[ \t]*$)`,
  'gmu',
);
/** "[7:48 AM] Ramírez, Diego": the same with the time before it (Teams copied from its thread). */
const STAMP_SURNAME_FIRST = new RegExp(
  String.raw`^([ \t]*\[${TIME}\][ \t]*)(${WORD}(?:[ -]${WORD})?), (${WORD})(?=[ \t]*$)`,
  'gmu',
);
/**
 * Speaker, time and message on one line: "Wen Li 08:14: press 4 is down", "Joris  10:02  the build is up" (Slack
 * copied as text), "ruben 10:14 — ptal". It becomes the chat export's "[08:14]Wen Li: press 4 is down".
 */
const INLINE = new RegExp(
  String.raw`^([ \t]*)(\p{L}[\p{L}'’-]*(?: ${WORD}\.?)?)([ \t]+)(${TIME})((?::|[ \t]+[—–-]|[ \t](?=[ \t]))[ \t]+)(?=\S)`,
  'gmu',
);
/** A day or a month before a time is a schedule's line ("Mon 9:00 — dentist"), no speaker. */
const DAY_WORD = new RegExp(`^(?:${WEEKDAY_NAME}|${MONTH_NAME}|today|tomorrow|yesterday|tonight)$`, 'i');

/** "Kayla 💅: …", "Dad 👴🏼: …": a speaker whose chat name ends in an emoji. */
const EMOJI_SPEAKER = new RegExp(
  String.raw`^([ \t]*${WORD}(?: ${WORD})?)([ \t]*(?:\p{Extended_Pictographic}|\u{FE0F}|\u{200D}|[\u{1F3FB}-\u{1F3FF}])+)(?=:[ \t])`,
  'gmu',
);

/** A chat export's stamp before its speaker: "[05:40] ", "[24/11/2026, 08:02] ", "[Tue 9:14 AM] ". */
const STAMPED = String.raw`\[(?:\d|\p{Lu}\p{Ll}{2})[^\]\n]{0,28}\][ \t]*`;

/**
 * "Bec (PM): …", "Dave (sparky): …", "Jordan (Acme): …", "Kasia (3rd fl): …", "Ann Lee (07:48): …", and after a
 * chat's time stamp, "[05:40] Shauna Pike (QA): …": a chat speaker with their role, side or time in brackets, or
 * marked as the user, "[7:03 AM] Kelsey (me): …" (the user as `selfName` reads them).
 */
const ROLE_SPEAKER = new RegExp(
  String.raw`^([ \t]*(?:${STAMPED})?${WORD}(?: ${WORD})?)( \([\p{L}\d][\p{L}\d'’ .:&/-]{0,24}\))(?=:[ \t])`,
  'gmu',
);

/**
 * The text with the roles of its speakers blanked ("Bec (PM): Jase can you chase them" reads as "Bec     : …"): after a
 * chat's time stamp always, on a line without one only when `unstamped` (a chat whose speakers take turns; meeting
 * notes' "Rich (tooling): fix the jig" keep theirs — the clean-up decides).
 */
export function withoutRoles(text: string, unstamped: boolean): string {
  return text.replace(ROLE_SPEAKER, (whole, who: string, role: string) =>
    unstamped || who.trimStart().startsWith('[') ? `${who}${' '.repeat(role.length)}` : whole,
  );
}

/** A title before a speaker's name, with its dot: "Prof. Okonkwo", "Mrs. Tan", "Dr. Kim". */
const TITLE_DOT = String.raw`(?:Prof|Dr|Mr|Mrs|Ms|Mx|Fr|Sr|Sra|Srta)\.[ \t]`;

/**
 * A chat line's head: a stamp or none, then a short name-like head and its colon, the message after it or on the line
 * below. The head is a name ("Dani", "dani"), after a title ("Prof. Okonkwo"), with more of it after: a surname with
 * its particle ("Sanne de Vries"), a flat or a class ("Carmen 3ºA", "Marek 5b"), a role or a time in brackets
 * ("Karen (Paddington reno)", "Me (08:15)"). Group 1 is what stands before the name, 2 the title, 3 the name, 4 what
 * follows it up to the colon.
 */
const HEAD = new RegExp(
  String.raw`^([ \t]*(?:${STAMPED})?)(${TITLE_DOT})?(\p{L}[\p{L}'’-]*(?: \p{Lu}[\p{L}'’-]*)?)((?: (?:${NAME_PARTICLES})){1,2} \p{Lu}[\p{L}'’-]*)?( \([^()\n]{1,25}\))?:(?=[ \t]|$)`,
  'gmu',
);

/**
 * The text with its chat's speaker heads in the one shape the clean-up reads ("Name: message"), when the heads take
 * turns as a chat's speakers do (`takesTurns`, counting every head of the text): the title's dot, the surname with its
 * particle, the flat and the bracket are blanked after the name ("Carmen 3ºA: …" reads "Carmen    : …", "Prof.
 * Okonkwo: …" reads "Okonkwo      : …"), and a head alone on its line takes the message below onto it ("Me:\nYep" reads
 * "Me: Yep"). A head the clean-up already reads stays as it is.
 */
function plainHeads(text: string): string {
  const heads = [...text.matchAll(HEAD)];
  if (heads.length < 4) return text;
  const name = (m: RegExpMatchArray) => m[3]!.split(' ')[0]!.toLowerCase();
  if (!takesTurns(heads.map(name))) return text;
  const chars = text.split('');
  let changed = false;
  for (const m of heads) {
    const [whole, lead = '', title = '', who = '', more = '', bracket = ''] = m;
    // "Kelsey (me):" says which speaker is the user; the clean-up reads it so.
    if (/^ \((?:me|you)\)$/i.test(bracket)) continue;
    const end = m.index + whole.length;
    const below = text[end] === '\n' && text.slice(end + 1).match(/^[^\n]*/)![0];
    // Its message on the line below, unless that is a list under a name ("Priya:" over "- book the room").
    const joins = typeof below === 'string' && /\S/.test(below) && !ITEM_START.test(below);
    if (!title && !more && !(bracket && joins) && !joins) continue;
    const first = more ? who.split(' ')[0]! : who;
    const head = `${lead}${first}`.padEnd(whole.length - 1, ' ');
    chars.splice(m.index, whole.length, ...head.split(''), ':');
    if (joins) chars[end] = ' ';
    changed = true;
  }
  return changed ? chars.join('') : text;
}

/** A line that opens a list item. */
const ITEM_START = new RegExp(String.raw`^\s*${BULLET}\s`, 'u');

/**
 * A speaker line headed by a handle, as Slack and Discord show one ("daan.v  10:05", "kai_w — Today at 9:15 AM"): a
 * word written small, then a dot or an underscore and more of it, then the line's time.
 */
const HANDLE_LINE =
  /^[^\S\n]*(\p{Ll}[\p{Ll}\d]*(?:[._][\p{L}\d]+)+)[^\S\n]+(?:[—–-][^\S\n]+)?(?:(?:Today|Yesterday)[^\S\n]+at[^\S\n]+)?\d{1,2}[:.]\d{2}/gmu;

/**
 * The text with its chat's handles written as names, when two lines at least are headed by one: on its speaker lines
 * the whole handle ("mina.park" reads "Mina Park", "kai_w" reads "Kai W"), so the lines read as a chat's; elsewhere, as
 * a message or the user's "(I'm kai_w)" names someone, its first word ("@daan.v can you…" reads "@Daan   can you…").
 * Not inside a mail address.
 */
function plainHandles(text: string): string {
  const heads = [...text.matchAll(HANDLE_LINE)];
  if (heads.length < 2) return text;
  const at = new Set(heads.map((m) => m.index + m[0].indexOf(m[1]!)));
  const handles = [...new Set(heads.map((m) => m[1]!.replace(/[.]/g, '\\.')))].join('|');
  const named = new RegExp(`(?<![\\p{L}\\d._])(?:${handles})(?![\\p{L}\\d_@]|\\.[\\p{L}\\d])`, 'gu');
  return text.replace(named, (handle: string, offset: number) => {
    const words = handle.split(/[._]/).map((word) => capitalise(word));
    return at.has(offset) ? words.join(' ') : words[0]!.padEnd(handle.length, ' ');
  });
}

/** The text with its chat's speaker lines in the shapes the clean-up reads (see plainHeads, SURNAME_FIRST, INLINE). */
export function plainSpeakerLines(input: string): string {
  const givenFirst = (_whole: string, lead: string, surname: string, given: string) =>
    `${lead}${given} ${surname} `;
  const text = plainHeads(withoutNameEmoji(plainHandles(input)))
    .replace(SURNAME_FIRST, givenFirst)
    .replace(STAMP_SURNAME_FIRST, givenFirst);
  const inline = [...text.matchAll(INLINE)].filter((m) => !DAY_WORD.test(m[2]!));
  // A chat has several messages from more than one person; one line like it is a heading ("Standup 7:45 — line 3").
  const names = new Set(inline.map((m) => m[2]!.toLowerCase()));
  if (inline.length < 3 || names.size < 2) return text;
  const at = new Set(inline.map((m) => m.index));
  return text.replace(
    INLINE,
    (whole, lead: string, name: string, gap: string, time: string, after: string, offset: number) =>
      at.has(offset)
        ? `${lead}[${time}]${capitalise(name)}:${' '.repeat(gap.length + after.length - 3)}`
        : whole,
  );
}

/**
 * Whether the speakers of "Name: message" lines without time stamps, in order, take turns as a chat's do ("Ciarán: did you ring the landlord" —
 * "Niamh: not yet" — "Ciarán: bins go out tonight"): two speakers at least, one of them back after another spoke, and
 * the speaker changing three times. Meeting notes' owner lines ("Raj: send the deck", "Priya: book the room") name each
 * owner once, or one after another.
 */
export function takesTurns(speakers: readonly string[]): boolean {
  const seen = new Set<string>();
  let changes = 0;
  let back = false;
  for (const [i, speaker] of speakers.entries()) {
    const who = speaker.toLowerCase();
    const before = speakers[i - 1]?.toLowerCase();
    if (before !== undefined && before !== who) {
      changes++;
      back ||= seen.has(who);
    }
    seen.add(who);
  }
  return seen.size >= 2 && back && changes >= 3;
}

/**
 * The text with the emoji after its speakers' names blanked ("Kayla 💅: ok i'll book" reads as "Kayla   : …"), when
 * two lines at least are such a speaker's: a chat app shows the name as its owner set it.
 */
function withoutNameEmoji(text: string): string {
  const found = text.match(EMOJI_SPEAKER);
  if (!found || found.length < 2) return text;
  return text.replace(
    EMOJI_SPEAKER,
    (_whole, who: string, emoji: string) => `${who}${' '.repeat(emoji.length)}`,
  );
}
