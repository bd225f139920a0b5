/**
 * @module ai/local/cleanup — reads a pasted or dictated dump the way a person would before writing tasks
 * down: email headers, quoted replies, greetings, signatures and disclaimers, ticked checklist items,
 * chat timestamps, dictation fillers and self-corrections ("Thursday, no, actually Friday") are blanked
 * out. Blanking keeps every offset, so a task still quotes its source from the original text. Who a line
 * or sentence is for ("Priya: …", "Could you, Priya, …", a chat speaker, an email's addressee or sender)
 * is kept as person spans.
 */

import { answeredQuestions } from './chat-answered-questions.js';
import { askedMost, type ChatMessage } from './chat-answers.js';
import { decidedLater } from './chat-decided-later.js';
import { plainSpeakerLines, withoutRoles } from './chat-lines.js';
import { sentToMe } from './chat-sent-to-me.js';
import {
  answerOpenings,
  ownIll,
  plainReactions,
  plainShortcodes,
  plainYes,
  ranOut,
} from './chat-shorthand.js';
import {
  capitalisedCalls,
  capitalisedSpeakers,
  chatSpeakers,
  selfName,
  WAKE_WORDS,
} from './chat-speakers.js';
import { answers, type Message, type TakenOn, thanksFirst } from './chat-taken-on.js';
import { dictation } from './dictation.js';
import { LIST_BELOW, linePrefixes, namesUser, plainLabels, speakersTakeTurns } from './line-prefixes.js';
import {
  ABOUT_THE_PASTE,
  ANSWER_ASKED,
  ANSWERS_WRITER,
  ATTRIBUTION,
  agreesOnly,
  asksBack,
  awayReplies,
  CHAT_APP_LINE,
  DASH_SIGNATURE,
  DISCLAIMER,
  endsQuote,
  FORWARD_START,
  FORWARD_SUBJECT,
  FORWARDED,
  GREETED_AGAIN,
  GREETED_SPLIT,
  GREETING,
  givenNameBefore,
  greetsByName,
  HEADER,
  isFullName,
  isSentMail,
  isSignedBelow,
  LIST_DUE,
  LONE_NAME,
  labelsNotes,
  MAIL_CLIENT,
  NAME_GREETING,
  ORGANISATION,
  ORIGINAL_MESSAGE,
  onlySignatureBelow,
  ownPromises,
  passesOn,
  QUOTED,
  quoteWriter,
  RESPECT_AFTER,
  recipientNames,
  requestsOnly,
  SENT_BY_USER,
  SIGN_OFF,
  SIGNATURE_RULE,
  SUBJECT_HEADER,
  SUBJECT_LINE,
  signsAgain,
  startsNotes,
  THEIR_RULE,
  theirSideBlanked,
  theirsNotToWorry,
  WISH_AFTER_ASKING,
  WRITER,
  writerRequests,
} from './mail-reader.js';
import { givenNameAfterFamily, isAddressedName, isKnownFirstName } from './names.js';
import { isKinWord, withoutTitle } from './people.js';
import type { PersonSpan } from './person-span.js';
import { FOR_THE_WRITER, GROUP, GROUP_LINE, isRequest, NEEDS_LIST, WANTS_BACK } from './requests.js';
import { type RowOwner, readTables } from './tables.js';
import { blank, blankRange, isNameOfPerson, offsetOf } from './text-blanks.js';
import { asksTogether, handedOut, speakerVocatives, vocatives } from './vocatives.js';

export interface ListDue {
  from: number;
  to: number;
  /** The sentence under the list that says when, and where it starts: no task of its own ("Please send these…"). */
  said: string;
  at: number;
}

/** The user's promises kept from their own quoted message, [from, to), and its attribution (which says when). */
export interface QuotedPromise {
  from: number;
  to: number;
  said: string;
}

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
  /**
   * The text of a pasted message, [from, to), under a note the user wrote above it ("from Lucía, I need to handle the
   * room thing" over "Subject: …"): what they note there of a thing the message asks is the same task (see extract.ts).
   */
  notedAbove?: { from: number; to: number };
  /**
   * The pasted message as the scene of what the user writes about it, [from, to) up to the notes under it: its own
   * words as written, quoted and blanked lines too ("To: Grade 4 Parents", "Dear families,", a signature's title and
   * school), but not its disclaimer or mail-app footer. For tags: what area the message is from.
   */
  mailScene?: { from: number; to: number; words: string };
  /**
   * A list of what a received mail needs, [from, to), and the sentence under it that says by when ("I still need: …"
   * over "If you can upload them to the portal by December 4 we can file…"): its items are due then.
   */
  listsDue?: ListDue[];
  /**
   * The items of a list a mail asks of its reader, [from, to): "I need the following from you:" over "- the deposit
   * paid by Friday / - the side gate unlocked on the 2nd". Each is a thing to send or get done, however it is worded.
   */
  listsAsked?: { from: number; to: number }[];
  /** Lines of the user's own message quoted under a reply, where only their promises are left (see quoted-promises). */
  promisedEarlier?: QuotedPromise[];
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
  /**
   * All the people the user's own message is to, when it is to more than one ("Hi Rosa and Manny,", "Hey Priyanka,
   * Luis,", "To: Rosa Delgado; Manny Delgado" and "Hi both,"): their "you both", "you all" (see extract.ts).
   */
  toAll?: string[];
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
  notedAbove?: Cleaned['notedAbove'];
  mailScene?: Cleaned['mailScene'];
  listsDue: ListDue[];
  listsAsked: { from: number; to: number }[];
  promisedEarlier: QuotedPromise[];
  /** Who the message is to by name: its "To:" line and its greeting ("Hi Will and May,"). */
  readers: string[];
  to?: string;
  toAll?: string[];
} {
  const lines = text.split('\n');
  const spans: PersonSpan[] = [];
  const listsDue: ListDue[] = [];
  const listsAsked: { from: number; to: number }[] = [];
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
  /** The attribution of the user's own quoted message being read ("On Mon, Aoife Brennan wrote:"). */
  let ownSaid = '';
  const promisedEarlier: QuotedPromise[] = [];
  /** Line `i` of the user's own quoted message, with only its promises left, each noted with when it was said. */
  const keptPromises = (i: number) => {
    const kept = ownPromises(lines[i]!);
    if (/\p{L}/u.test(kept)) {
      const from = offsetOf(lines, i);
      promisedEarlier.push({ from, to: from + kept.length, said: ownSaid });
    }
    return kept;
  };
  /**
   * Whether the writer of a quoted message, named in its attribution, is the user: whom a message sent to them greets,
   * or the sender of their own — by first name, by the surname a greeting used ("Hi Mr. Halvorsen," over "Erik
   * Halvorsen wrote:") or by a short form of the name ("Hey Bron," over "Bronwyn Teague wrote:").
   */
  const isUser = (attribution: string) => {
    const named = WRITER.exec(attribution);
    const me = received ? (user ?? (recipients.length === 1 ? recipients[0] : null)) : sender;
    if (!named || !me) return false;
    const writer = named[1]!;
    // ("Hi Dan," over "Daniela Ruiz wrote:" is someone else: only a form that is no name of its own is short for one.)
    return (
      writer === me ||
      named[0].split(/\s+/).includes(me) ||
      (me.length >= 3 && !isKnownFirstName(me) && writer.startsWith(me))
    );
  };
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
      return ownQuote ? keptPromises(i) : blank(line);
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
    // "—" over "me: sign the authorization tonight…": the user's notes end the signature, blank line or not.
    if (skipUntilBlank && !labelsNotes(lines, i)) {
      return blank(line);
    }
    skipUntilBlank = false;
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
      ownQuote = isUser(line);
      if (ownQuote) ownSaid = line;
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
        if (quoteStart < 0) {
          quoteStart = i;
          // "> On Mon, Aoife Brennan wrote:" in a mail to Aoife: what she promised there is still hers, as under an
          // attribution without the mark.
          quoteOwn = ATTRIBUTION.test(inner) && isUser(inner);
          if (quoteOwn) ownSaid = inner;
        }
        quoteDeeper ||=
          /^\s*>/.test(inner) ||
          (quoteBody && (ATTRIBUTION.test(inner) || ORIGINAL_MESSAGE.test(inner) || HEADER.test(inner)));
        if (!quoteDeeper) quoteLines.push(i);
        quoteBody ||= /\p{L}/u.test(inner) && !HEADER.test(inner) && !ATTRIBUTION.test(inner);
        if (quoteOwn && !quoteDeeper && i > quoteStart) return keptPromises(i);
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
    // "Cheers\nMark\n\nMark Doherty\nProduction Engineer | …": the signature block under the name signed with, a blank
    // line apart, opens with that name and a surname ("Mark", "Plant Manager" and a motto are no one's to do).
    if (signOffLine >= 0 && signsAgain(lines, signOffLine, i)) {
      skipUntilBlank = true;
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
    // The writer's own text, from the greeting to the sign-off (not a note above a message forwarded under it).
    const bodyAt = opensAt >= 0 ? offsetOf(lines, opensAt) : 0;
    for (const sentence of body.matchAll(/[^.!?\n]+[.!?]?/g)) {
      // In a message to the user, "Send us the signed form", "Let me know the names": an imperative whose thing goes
      // back to the writer asks it of the reader as much as "could you…" does; so does a wish for a thing ("We'd also
      // like the torque values you use") in their own text.
      if (
        !isRequest(sentence[0]) &&
        !(
          toUser &&
          (asksBack(sentence[0]) ||
            NEEDS_LIST.test(sentence[0]) ||
            (sentence.index >= bodyAt && sentence.index < signedAt && WANTS_BACK.test(sentence[0])))
        ) &&
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
      // "I still need: – the receipts – a copy of your NIE" then "If you can send them before the 15th…".
      const under = items > 0 ? LIST_DUE.exec(body.slice(end + items)) : null;
      if (items > 0) listsAsked.push({ from: end, to: end + items });
      if (under)
        listsDue.push({
          from: end,
          to: end + items,
          said: under[1]!,
          at: end + items + under[0].length - under[1]!.length,
        });
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
  // A message that opens under the note with its headers, a forward's marker or its greeting (not a quoted line, which
  // leaves nothing of its own), up to its sign-off or the thread it quotes.
  const mailEnd = [signOffLine, quoteStart, notesLine].find((end) => end > mailStart) ?? lines.length;
  const notedAbove =
    emailish &&
    mailStart > 0 &&
    !QUOTED.test(lines[mailStart]!) &&
    !ATTRIBUTION.test(lines[mailStart]!) &&
    out.slice(0, mailStart).some((line) => /\p{L}/u.test(line))
      ? { from: offsetOf(lines, mailStart), to: offsetOf(lines, mailEnd) }
      : undefined;
  const sceneEnd = notesLine > mailStart ? notesLine : lines.length;
  const mailScene =
    emailish && mailStart >= 0
      ? {
          from: offsetOf(lines, mailStart),
          to: offsetOf(lines, sceneEnd),
          words: lines
            .slice(mailStart, sceneEnd)
            .filter((line) => !DISCLAIMER.test(line) && !MAIL_CLIENT.test(line))
            .map((line) => line.replace(/^[\s>]+/, ''))
            .join(' ')
            .replace(/\s+/g, ' ')
            .trim(),
        }
      : undefined;
  // "Students should bring a bag lunch", "Lunches must be packed in a disposable bag": in a school's or a club's
  // message, what the children (or their things) must do or be is the rule of the day, not the reader's errand.
  if (emailish && mailStart >= 0)
    for (let i = mailStart; i < (notesLine > 0 ? notesLine : lines.length); i++)
      out[i] = out[i]!.replace(/[^.!?\n]+[.!?]*/g, (sentence) =>
        THEIR_RULE.test(sentence) ? blank(sentence) : sentence,
      );
  // "The florist asked for our palette, I'll send it to her directly so don't worry about that one": in a message the
  // user did not write, what its writer's side will see to and tells the reader not to worry about is no task, nor is
  // what the sentence says was asked.
  if (emailish && !sentByUser && !SENT_BY_USER.test(lines.slice(0, Math.max(0, mailStart)).join(' ')))
    for (let i = 0; i < out.length; i++) {
      // Read in the line as written: its promise may be blanked already (see theirSideBlanked), its worry not.
      if (!/\bworry\b|\bnothing (?:to do|needed)\b/i.test(lines[i]!)) continue;
      for (const m of lines[i]!.matchAll(/[^.!?\n]+[.!?]*/g))
        if (theirsNotToWorry(m[0]))
          out[i] = out[i]!.slice(0, m.index) + blank(m[0]) + out[i]!.slice(m.index + m[0].length);
    }
  const to = received
    ? null
    : typeof addressee === 'string'
      ? greetedToo.length === 0
        ? addressee
        : null
      : addressee === undefined && quoteStart > 0 && !quoteOwn
        ? quoteWriter(lines.slice(Math.max(0, quoteStart - 1), quoteStart + 2))
        : null;
  const toAll = received
    ? []
    : typeof addressee === 'string' && greetedToo.length > 0
      ? [addressee, ...greetedToo]
      : (addressee === undefined || groupGreeting) && recipients.length > 1
        ? recipients
        : [];
  return {
    text: out.join('\n'),
    spans,
    user,
    subject: subjects.join(' '),
    ...(agreed ? { agreed } : {}),
    ...(notesAt !== undefined ? { notesAt } : {}),
    ...(notedAbove !== undefined ? { notedAbove } : {}),
    ...(mailScene !== undefined ? { mailScene } : {}),
    listsDue,
    listsAsked,
    promisedEarlier,
    readers: [...recipients, ...(typeof addressee === 'string' ? [addressee] : []), ...greetedToo],
    ...(to ? { to } : {}),
    ...(toAll.length > 1 ? { toAll } : {}),
  };
}

/** A message's own start below a note: a forward's or a reply's header line. */
const MESSAGE_BELOW =
  /^[^\S\n]*(?:-{2,}\s*(?:forwarded|original) message|begin forwarded message\b|(?:on|am|le|el)\s.{3,160}\s(?:wrote|schrieb|a écrit|escribió)\s*(?::\s*)?$|from:\s.{2,160}\n\s*(?:sent|date):)/im;

/**
 * A note that only points at the message under it ("FYI see below, can you deal with this?", "pls handle"): the
 * message says what to do, so the pointer is no task of its own.
 */
const POINTER =
  /(?:(?![ \t])|(?<![ \t]))(?<=^|\n|[.!?,]\s+)[ \t]*(?:(?:hi|hey|fyi|see below|thanks|ta|also|so)(?:[,.!]|\s[-—–])?\s+)*(?:(?:can|could|would) you\s+(?:please\s+|pls\s+)?|please\s+|pls\s+)?(?:deal with|handle|action|sort(?: out)?|look (?:at|into)|take care of|pick up|follow up on|reply to|respond to|have a look at|check)\s+(?:this|it|that|the below|below)(?:\s+(?:one|email|message|for me|please|pls|when you can|asap))*\s*(?:[?.!]+|$)(?=\s|$)/gimu;

/** Blanks the pointers above a message (found in `original`, whose header lines cleaning has blanked in `text`). */
function pointers(chars: string[], text: string, original: string): void {
  const below = MESSAGE_BELOW.exec(original);
  if (!below) return;
  for (const m of text.slice(0, below.index).matchAll(POINTER))
    blankRange(chars, m.index, m.index + m[0].length);
}

/** Blanks the paragraphs of an out-of-office reply: its "will return on 1 December" and "contact…" are no tasks. */
const NO_LABELS: ReadonlySet<string> = new Set();

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
// Guarded first by what the match must start with (or not after a blank), so its lookbehind or leading \s* never
// re-scans a blanked run of spaces at every position of it: that took a 10,000-character pasted mail a minute.
const NOT_THEN =
  /(?:,|(?<!\s))\s+(?:but|just)\s+not\s+(?:tonight|today|now|right now|yet|this (?:week|weekend|morning|afternoon|evening))\b/gi;

/**
 * The rows of a pasted table whose owner cell names people (see ownerInCell): "me" (or the user's own name) is the
 * user.
 */
function rowSpans(owners: RowOwner[], user: string | null): PersonSpan[] {
  return owners.map(({ start, end, names }) => {
    const people = names.filter((name) => !/^(?:me|I)$/i.test(name) && !namesUser(name, user));
    return { start, end, person: people[0] ?? null, also: people.slice(1) };
  });
}

/** Who an owner cell may name: the user ("me") or a person's name, with a title or not ("Dr. Ng"); not "QA", "Ops". */
const ownerInCell = (name: string) =>
  /^(?:me|I)$/i.test(name) || isAddressedName(withoutTitle(name).split(' ')[0]!);

export function cleanUp(input: string, labels: ReadonlySet<string> = NO_LABELS): Cleaned {
  // "Nowak, Agnieszka  11:05" under "my name there is Agnieszka": she speaks once the line reads as a speaker's.
  const named = selfName(plainSpeakerLines(input));
  const tables = readTables(plainLabels(plainShortcodes(input)), ownerInCell);
  const plain = capitalisedSpeakers(plainSpeakerLines(tables.text));
  // "Bec (PM): Jase can you chase them": the speakers' roles go when, without them, the lines take turns as a chat's.
  const unroled = withoutRoles(plain, true);
  let taken: boolean | undefined;
  const turns = () => (taken ??= speakersTakeTurns(unroled));
  const lines = blankLines(
    plainYes(unroled !== plain && turns() ? unroled : withoutRoles(plain, false)),
    named,
  );
  const cleaned = readWith(lines, input, labels, named, turns, tables.owners);
  if (lines.user ?? named) return cleaned;
  // A chat that does not say which speaker is the user: the one the others ask by name is.
  const asked = askedMost(cleaned.messages, input);
  return asked ? readWith(lines, input, labels, asked, turns, tables.owners) : cleaned;
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
    notedAbove,
    mailScene,
    listsDue,
    listsAsked,
    promisedEarlier,
    readers,
    to,
    toAll,
  }: ReturnType<typeof blankLines>,
  input: string,
  labels: ReadonlySet<string>,
  self: string | null,
  turns: () => boolean,
  owners: RowOwner[],
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
  // A table row's owner cell says whose the row is, more surely than anything its words say.
  spans.unshift(...rowSpans(owners, user));
  // "kai can you own the supp video?": a speaker called by a name written small is asked all the same.
  const called = capitalisedCalls(text, messages, user);
  for (let k = 0; k < text.length; k++)
    if (called[k] !== text[k] && chars[k] === text[k]) chars[k] = called[k]!;
  // "Sam: 👍 today": the reaction a message opens with is read as what it says before its answer is.
  const heard = plainReactions(chars, called, messages);
  ranOut(chars, called, messages, spans);
  ownIll(chars, called, messages);
  answerOpenings(chars, called, messages);
  sentToMe(chars, called, messages);
  const taken: TakenOn[] = [];
  answers(chars, heard, messages, spans, taken);
  decidedLater(chars, heard, messages, taken);
  answeredQuestions(chars, heard, messages);
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
    ...(notedAbove !== undefined ? { notedAbove } : {}),
    ...(mailScene !== undefined ? { mailScene } : {}),
    ...(listsDue.length > 0 ? { listsDue } : {}),
    ...(listsAsked.length > 0 ? { listsAsked } : {}),
    ...(promisedEarlier.length > 0 ? { promisedEarlier } : {}),
    ...(self ? { self } : {}),
    ...(addressed && addressed !== self ? { reader: addressed } : {}),
    ...(to && to !== self ? { to } : {}),
    ...(toAll ? { toAll: toAll.filter((name) => name !== self) } : {}),
  };
}
