/**
 * @module ai/local/chat-answers — a chat answer whose task names no thing ("ok i'll book", "will do by friday", "I'll
 * sort it", "fine, I'll pay it tomorrow") is how the request open before it gets done, not a task of its own: it takes
 * that request on (and may date it), and with no request open it says nothing to do.
 */

import { ACTION_VERBS } from './lexicon.js';

/** A chat message: where it stands in the text and who said it (null: the user). */
export interface ChatMessage {
  start: number;
  end: number;
  who: string | null;
}

/** A particle a verb may take: "sort it out", "pick them up", "back up". */
const PARTICLE = String.raw`(?:\s+(?:up|out|back|off|over|in|on|through|round|around))?`;
/**
 * A title that names no thing: a verb alone ("Renew", "Book", "Do") or with a word that only stands for the thing asked
 * ("Do them", "Sort it out", "Confirm yours"). Not "her"/"him": "Call her" names whom.
 */
const NAMES_NOTHING = new RegExp(
  String.raw`^\p{L}+${PARTICLE}(?:\s+(?:it|them|those|these|that|this|yours|mine|ours|both)${PARTICLE})?[.!?]*$`,
  'iu',
);

/** Where a thing asked goes, after the word that stands for it: "drop it at hers", "bring them to school". */
const PLACE_TAIL = /(\s(?:it|them|those|these|that|this|both))\s+(?:at|to|from|in|into|on)\s+\p{Ll}+$/u;

/**
 * Whether a task's title names nothing of what is done, only a verb of it, whenever it is done: "Renew", "Do by
 * friday", "Call them before tomorrow's shift" (`dueText` "before tomorrow"), "Drop it at hers"; not "Checklist" (a
 * thing), nor "Move this afternoon's run to line 2" (the day names whose run).
 */
export function namesNothing(title: string, dueText: string | null = null): boolean {
  let said = title.trim();
  const at = dueText ? said.toLowerCase().indexOf(dueText.toLowerCase()) : -1;
  // The day said last, at most with what it is the day of ("before tomorrow's shift").
  if (at > 0 && /^(?:['’]s\s+\p{L}+)?[.!?]*$/u.test(said.slice(at + dueText!.length).trim()))
    said = said.slice(0, at).trim();
  said = said.replace(PLACE_TAIL, '$1');
  return (
    NAMES_NOTHING.test(said) && (/\s/.test(said) || ACTION_VERBS.has(said.replace(/\W+$/, '').toLowerCase()))
  );
}

/** A line that asks rather than answers: "can you do them?", "pls renew", "someone confirm?". */
const ASKS =
  /\?|\b(?:can|could|would|will)\s+(?:you|u|someone|anyone)\b|\b(?:pls|plz|please|someone|anyone|whoever)\b/i;

/** Where an answer's open request may be said, and whether the answer hands the job to someone. */
export interface OpenRequests {
  /** The start of the nearest message before the answer's by someone else (what was asked of the reader). */
  from: number;
  /** The answer puts someone other than its speaker on the task ("yes please Mia, ring them"). */
  handsOut: boolean;
}

/** A chat's messages read once per dump, for every task of it: in the order said, and whether one is the user's. */
export interface Chat {
  messages: readonly ChatMessage[];
  /** The chat says which speaker is the user: a message of theirs is in it. */
  userKnown: boolean;
}

/** The chat of a dump's messages (none, for a dump that is no chat). */
export function readChat(messages: readonly ChatMessage[]): Chat {
  return {
    messages: [...messages].sort((a, b) => a.start - b.start),
    userKnown: messages.some((message) => message.who === null),
  };
}

/** Where the message holding offset `at` stands in the chat; -1 in none. */
const messageAt = (chat: Chat, at: number) =>
  chat.messages.findLastIndex((message) => message.start <= at && at < message.end);

/**
 * Where the chat runs from `back` messages before the one holding offset `at` (or from the chat's first): what an
 * answer's "it", or a request's verb alone, may stand for is said there ("Dev: the staging certs expire fri" — "Sam:
 * can someone renew?" — "me: got it, will renew tmrw"). Null when `at` is in no message of a chat (two at least).
 */
export function messagesBefore(chat: Chat, at: number, back: number): number | null {
  const here = chat.messages.length < 2 ? -1 : messageAt(chat, at);
  return here < 0 ? null : chat.messages[Math.max(0, here - back)]!.start;
}

/**
 * The message the user's message holding offset `at` answers: the one just before it, by another speaker ("Valentina:
 * the walk-in fridge is making that noise again" — "me: I'll call the refrigeration guy"). Null when the message is
 * not the user's or opens the chat.
 */
export function answeredMessage(chat: Chat, at: number): ChatMessage | null {
  const here = chat.messages.length < 2 ? -1 : messageAt(chat, at);
  if (here < 1 || chat.messages[here]!.who !== null) return null;
  const before = chat.messages[here - 1]!;
  return before.who === null ? null : before;
}

/**
 * Where the request an answer `said` at offset `at`, with `people` on its task, may take on is said. Null when `at` is
 * in no message of a chat, or the line is no answer of the user's: another speaker's ("Pieter: top."), or, when the
 * chat does not say which speaker the user is, one that asks ("Priyanka can you ticket that?").
 */
export function openRequestsFrom(
  chat: Chat,
  at: number,
  said: string,
  people: readonly string[],
): OpenRequests | null {
  if (chat.messages.length < 2) return null;
  const here = messageAt(chat, at);
  if (here < 0) return null;
  const who = chat.messages[here]!.who;
  if (chat.userKnown ? who !== null : ASKS.test(said)) return null;
  // With no user known, the speaker stands on their own line's task ("alex: will do" → Alex).
  const speaker = who?.split(' ')[0]?.toLowerCase();
  const asked = chat.messages.slice(0, here).findLast((message) => message.who !== who);
  return {
    from: asked?.start ?? chat.messages[here]!.start,
    handsOut: people.some((name) => name.split(' ')[0]!.toLowerCase() !== speaker),
  };
}

/**
 * Whom the user's chat line at offset `at` is said to: the speaker of the nearest message before it by someone else
 * ("Tony: any ETA?" — "I'll text you when they're done": Tony). Null when the line is not the user's, or the chat does
 * not say which speaker the user is.
 */
export function chatAddressee(chat: Chat, at: number): string | null {
  const here = messageAt(chat, at);
  if (here < 0 || chat.messages[here]!.who !== null) return null;
  return chat.messages.slice(0, here).findLast((message) => message.who !== null)?.who ?? null;
}

/**
 * Whom the others in a chat that does not say which speaker is the user ask by name most: "@Priyanka can you write
 * this up", "Priyanka can you ticket that?", "Jase, make sure…", "Sarah you're on balloons", "Malia bring poke?",
 * "…can you fetch them from the church hall, Lwazi?" — twice at least, and more than anyone else. A name asked is the
 * speaker's first name, their handle ("@weiling" for Wei Ling, "@Nguyen, Linh"), or the start of their first name
 * ("Mari" for Mariana). Whoever pastes a chat to get their jobs out of it is the one it asks; null when no speaker is
 * asked so.
 */
export function askedMost(messages: readonly ChatMessage[], text: string): string | null {
  if (messages.length < 3 || messages.some((message) => message.who === null)) return null;
  const speakers = [...new Set(messages.map((message) => message.who!))];
  const asked = new Map<string, number>();
  for (const message of messages)
    for (const name of namesAsked(text.slice(message.start, message.end))) {
      const who = speakerCalled(speakers, name);
      if (who && who !== message.who) asked.set(who, (asked.get(who) ?? 0) + 1);
    }
  const [top, next] = [...asked.entries()].sort((a, b) => b[1] - a[1]);
  return top && top[1] >= 2 && (next?.[1] ?? 0) < top[1] ? top[0].split(' ')[0]! : null;
}

/**
 * A name asked: "@kofi" (a Teams handle with the surname first, "@Nguyen, Linh"); one opening a sentence, after a
 * greeting or "and", before a comma, a dash, "you" (in the chat's language: "tu", "você") or a request ("Jase, …",
 * "and Jase can you…", "Hunter also pick up…"); or one closing it after a comma ("…, Lwazi?") or alone ("Rohan?").
 */
const ASKED_BY_NAME =
  /@(\p{L}[\p{L}.'-]*(?:,[ \t]*\p{Lu}[\p{L}'-]*)?)|(?:^[ \t]*|[.!?]\s+)(?:(?:and|also|oh|ok|okay|so|yes|yeah|hey|hi|morning|lovely|great)[,!]?\s+)*(\p{Lu}[\p{L}'-]*)(?=[ \t]*,|\s+[—–-]\s|\s+(?:can|could|would|will|pls|plz|please|make sure|you|u|tu|você|also|I)(?!\p{L})|\s+(\p{Ll}+)(?!\p{L}))|(?:,[ \t]*|^[ \t]*|[.!?][ \t]*)(\p{Lu}[\p{L}'-]*)[?!.]*[ \t]*$/gmu;

/** The names a chat message asks by (see ASKED_BY_NAME); before a verb only an action's ("Malia bring poke?"). */
function namesAsked(said: string): string[] {
  const names: string[] = [];
  for (const m of said.matchAll(ASKED_BY_NAME)) {
    const verb = m[3];
    if (m[2] && verb !== undefined && !ACTION_VERBS.has(verb)) continue;
    names.push((m[1] ?? m[2] ?? m[4])!);
  }
  return names;
}

/**
 * The one speaker a name asked calls: by their first name or their handle (the name squashed, "weiling"; the surname
 * and the first name, "Nguyen, Linh"); else by the start of their first name, four letters or more ("Mari" for
 * Mariana), or by another of their names ("@Nguyen"). Null when none, or more than one.
 */
function speakerCalled(speakers: readonly string[], name: string): string | null {
  const said = name.toLowerCase();
  const handle = said.includes(',')
    ? said
        .split(/\s*,\s*/)
        .reverse()
        .join(' ')
    : null;
  const by = (calls: (words: string[], who: string) => boolean) => {
    const found = speakers.filter((who) => calls(who.toLowerCase().split(/\s+/), who.toLowerCase()));
    return found.length === 1 ? found[0]! : found.length > 1 ? undefined : null;
  };
  const exact = by((words, who) => words[0] === said || who.replace(/\s+/g, '') === said || who === handle);
  if (exact !== null) return exact ?? null;
  return (
    by(
      (words) =>
        (said.length >= 4 && words[0]!.startsWith(said)) || (words.length > 1 && words.includes(said)),
    ) ?? null
  );
}
