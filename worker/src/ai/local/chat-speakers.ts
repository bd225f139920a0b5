/**
 * @module ai/local/chat-speakers — a chat's speakers: speaker lines and their messages, lower-case handles,
 * and the name the user gives themself in a dump ("me (Nils)", "notes (Kavya)").
 */

import { capitalise } from './actions.js';
import { blankSaidWill, isBareReply, type Message, SELF_SPEAKER, WRITER_PROMISE } from './chat-taken-on.js';
import { ANDROID_STAMP, namesUser, SPEAKER_LINE, STAMP, STAMP_THEN_SPEAKER } from './line-prefixes.js';
import { blankPromises, writerRequests } from './mail-reader.js';
import { isAddressedName, isKnownFirstName, isPersonName } from './names.js';
import type { PersonSpan } from './person-span.js';
import { blankRange, isNameOfPerson } from './text-blanks.js';

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
 * A pasted chat whose speakers stand on lines of their own ("Kevin Wu  10:42 AM" over the message): the speaker
 * line is blanked, and the lines under it up to a blank line or the next speaker are that speaker's, like a
 * "Kevin: …" prefix: on their requests the speaker is who asked; their own promises are theirs, not the user's,
 * when the chat says which speaker the user is.
 * One line alone counts only when it reads as a chat's (two names, a clock with AM/PM, "Today at"), so a note
 * "Pilates 18:00" is no speaker. Returns the offsets of the speaker lines.
 */
export function chatSpeakers(
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
    if (!own && userKnown) {
      blankPromises(chars, text, start, end);
      blankSaidWill(chars, text, start, end);
    }
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
 * A voice assistant's wake words at the start of a dictated line ("hey Siri, note…", "OK Google remind me to…",
 * "Alexa, add…"): the assistant is no person to address or to give a task to.
 */
export const WAKE_WORDS =
  /^[ \t]*(?:(?:hey|hi|ok|okay)[ \t]+(?:siri|google)|alexa)\b[,.!]?(?:[ \t]+(?:(?:take|make)[ \t]+a[ \t]+)?note(?:[ \t]+(?:that|to self))?\b[,:]?)?/gim;

/**
 * The user saying who they are in a pasted chat or in notes: "(me = Liam)", "me=Liam", "(I'm Liam)", "(I'm Thandi M.)"
 * (the first name: the chat calls them "Thandi"), "I'm Wei in this chat", an attendee line's "me (Nils)" or "Pastor Jim
 * (me)", a bracket of its own ("(me: Lucía)", "(我是 Yu-Ting)"), and which lines of a pasted summary are theirs ("mine
 * are the Francesca ones").
 */
const SELF_NAME =
  /(?:^|[\s(])(?:me\s*=\s*|[Ii]['’]m\s+(?=\p{Lu}\p{Ll}+(?:\)|\s+\p{Lu}(?:\.|\p{Ll}+)?\)|\s+(?:in|on)\s+(?:this|the)\s+(?:chat|thread|group|channel)\b)))(\p{Lu}\p{Ll}+)\b|(?<![\p{L}])[Mm]e\s*\((\p{Lu}\p{Ll}+(?:-\p{L}+)?)\)|(?<![\p{L}])(\p{Lu}\p{Ll}+(?:-\p{L}+)?)\s*\([Mm]e\)|\((?:[Mm]e\s*:|我是)\s*(\p{Lu}\p{Ll}+(?:-\p{L}+)?)\s*\)|\bmine\s+(?:are|is)\s+the\s+(\p{Lu}\p{Ll}+(?:-\p{L}+)?)\s+(?:ones|lines|items|bits|points)\b/u;

/**
 * The notes' own heading, their first line, naming who took them: "Sprint planning — notes (Kavya)", "minutes by Kavya",
 * "(notes: Kavya)", "(minutes: me, Kavya)", "(I'm taking them — Kavya)".
 */
const NOTES_TAKER =
  /\b(?:[Nn]otes|[Mm]inutes|NOTES)\s*(?:\(\s*(?:by\s+)?(\p{Lu}\p{Ll}+)\s*\)|by\s+(\p{Lu}\p{Ll}+)\b)|\((?:\s*(?:[Nn]otes|[Mm]inutes)\s*:\s*(?:me\s*,\s*)?|I['’]m\s+taking\s+(?:them|(?:the\s+)?(?:notes|minutes))\s*[—–-]\s*)(\p{Lu}\p{Ll}+)\s*\)/u;

/**
 * The user naming themself on a pasted chat's first line, in words: "from the group, I'm Tom", "I am Dana.", "my name
 * there is Ola Berg", "my stuff is the Megan lines", "just my bits (Ola)".
 */
const SELF_SAID =
  /(?:(?<![\p{L}])(?:[Ii]['’]m|[Ii] am)|\bmy name(?:\s+(?:there|here|in\s+(?:this|the|it)))?\s+is|\bmy (?:stuff|lines|messages|bits|part)(?:\s+(?:is|are)\s+(?:the\s+)?|\s*\(\s*))\s*(\p{Lu}\p{Ll}+)(?=[\s).,:;!]|$)/u;

/**
 * Whether a chat has lines said by `name`: "[09:03] Tom: …", "24/11/2026, 09:03 - Tom: …", "Tom Reyes  9:14 AM", "Kai W —
 * Today at 9:15 AM".
 */
const speaks = (text: string, name: string) =>
  new RegExp(
    String.raw`^(?:(?:[^\n]{0,30}?[\]-]\s*)?${name}(?:\s+\p{Lu}[\p{L}'-]*)?(?:\s*:\s|\s+(?:[—–-]\s+)?(?:(?:Today|Yesterday)\s+at\s+)?\[?\d{1,2}[:.]\d{2})|\[[^\]\n]{1,30}\][ \t]*${name}(?:\s+\p{Lu}[\p{L}'-]+)?[ \t]*$)`,
    'mu',
  ).test(text);

/** The user's notes under a pasted text, headed with their name: "my notes (Eva):". */
const OWN_NOTES_NAMED = /^[ \t]*my\s+notes?\s*\(\s*(\p{Lu}\p{Ll}+)\s*\)\s*:/imu;

/**
 * A chat's speaker line marked as the user's, as some apps show one: "Hana Sato (you)  9:20 AM", "[10:03]Ravi Menon
 * (you): …", "Chiamaka Obi (me) 9:05 AM". The user is the first name ("Hana"), as the others call them.
 */
const MARKED_SPEAKER =
  /^[^\S\n]*(?:\[[^\]\n]{1,30}\][^\S\n]*)?(\p{Lu}\p{Ll}+(?:-\p{L}+)?)(?:[^\S\n]+\p{Lu}[\p{L}'’-]*)?[^\S\n]+\((?:me|you)\)(?=[^\S\n]*(?::|\[?\d{1,2}[:.]\d{2}))/mu;

/**
 * The name the user gives themself (see MARKED_SPEAKER, SELF_NAME, SELF_SAID, NOTES_TAKER and OWN_NOTES_NAMED), or
 * null.
 */
export function selfName(text: string): string | null {
  const head = /^\s*([^\n]*)/.exec(text)![1]!;
  const m =
    MARKED_SPEAKER.exec(text) ?? SELF_NAME.exec(text) ?? NOTES_TAKER.exec(head) ?? OWN_NOTES_NAMED.exec(text);
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
  String.raw`^([^\S\n]*(?:${ANDROID_STAMP}\s+|${STAMP}\]\s*))(\p{Ll}[\p{Ll}'-]+)(?=\s*:\s)|^([^\S\n]*)(\p{Ll}[\p{Ll}'-]+)(?=(?:\s*,|\s+[—–-])?\s+(?:(?:Today|Yesterday)\s+at\s+)?${STAMP}\]?\s*$)`,
  'gmu',
);

/** A line opening with a lowercase handle and a colon, no time stamp: "minji: ok so the demo is next Wednesday". */
const LOWER_PREFIX = /^([^\S\n]*)(\p{Ll}[\p{Ll}'-]+)(?=:\s)/gmu;

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
export function capitalisedSpeakers(input: string): string {
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
 * A speaker's name written small where a message turns to them: "kai can you own the supp video?", "…, leo can you
 * also compress the figs", "darnell pls book van 3" (the sentence's first word, or after a comma, "and", "also", "ok",
 * "so"; a request or a question to them after it).
 */
const SMALL_NAME =
  /(?:^|[.!?,][^\S\n]+|\b(?:and|also|ok|okay|oh|so)[^\S\n]+)(\p{Ll}[\p{Ll}'-]+)(?=,?[^\S\n]+(?:can|could|would|will|pls|plz|please|did|do|you|u|make\s+sure)\b)/gmu;

/**
 * The text with the chat's speakers (and the user, by the name they give) written with their capital where a message
 * turns to them by a name written small ("kai can you…" reads "Kai can you…"), so they are read as asked. Only names
 * of this chat's speakers: "will can you" is no one.
 */
export function capitalisedCalls(text: string, messages: readonly Message[], user: string | null): string {
  const names = new Set(
    [...messages.map((message) => message.who), user].flatMap((who) =>
      who ? [who.split(' ')[0]!.toLowerCase()] : [],
    ),
  );
  if (messages.length < 2 || names.size === 0) return text;
  let said = text;
  for (const message of messages)
    for (const m of text.slice(message.start, message.end).matchAll(SMALL_NAME)) {
      if (!names.has(m[1]!)) continue;
      const at = message.start + m.index + m[0].length - m[1]!.length;
      said = `${said.slice(0, at)}${said[at]!.toUpperCase()}${said.slice(at + 1)}`;
    }
  return said;
}
