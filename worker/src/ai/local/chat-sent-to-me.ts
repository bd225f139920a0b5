/**
 * @module ai/local/chat-sent-to-me — the user's own "can you send me X?" in a pasted chat ("Aroha can you send me the
 * roster draft?", "send me a photo of the letter", "could you get me the account details") asks another speaker for a
 * thing: theirs to give, no task of the user's. The asking clause goes; the rest of the message stays, so a promise
 * sharing its sentence ("I'll pay the deposit, send me the account details") is still the user's task.
 */

import type { ChatMessage } from './chat-answers.js';
import { blankRange } from './text-blanks.js';

/**
 * A clause asking for a thing to come to the writer: an opening word or two, whom it asks ("Aroha", "@sanne"), "can
 * you"/"pls", then a verb of handing over with "me" ("send me", "forward me", "get me", "send it over to me").
 */
const SEND_ME =
  /^\s*(?:(?:and|also|oh|so|ok|okay|hey|but|then)[,!]?\s+)*(?:@?(\p{L}[\p{L}'’.-]*),?\s+)?(?:(?:(?:can|could|would|will)\s+(?:you|u|ya)|pls|plz|please|also|just|quickly|maybe)\s+)*(?:send|get|forward|fwd|email|e-mail|text|whatsapp|dm|pass|share|give|bring|lend)\s+(?:me\b|(?:it|them|that|this|those|these)\s+(?:over\s+|across\s+|back\s+)?to\s+me\b)/iu;

/** Words for a group, not one speaker: "everyone send me your receipts" asks all of them, which the user collects. */
const GROUP = /^(?:everyone|everybody|all|guys|team|folks|y['’]all|you|someone|somebody|anyone|anybody)$/i;

/** A clause of a message: up to a stop, a comma or semicolon, a spaced dash, or "and" before the writer's own "I'll". */
const CLAUSE =
  /(?:[^.!?,;\n—–]|[.!?](?=\S))+?(?=[.!?]+(?:\s|$)|[,;]|\s[—–-]\s|[—–]|\s+(?:and|so|then)\s+(?:I['’]ll|I will|I can|we['’]ll)\b|\n|$)/giu;

/** Blanks each clause of the user's chat messages that asks another speaker to send them a thing (see SEND_ME). */
export function sentToMe(chars: string[], text: string, messages: readonly ChatMessage[]): void {
  if (!messages.some((message) => message.who !== null)) return;
  for (const message of messages) {
    if (message.who !== null) continue;
    const said = text.slice(message.start, message.end);
    for (const clause of said.matchAll(CLAUSE)) {
      const asked = SEND_ME.exec(clause[0]);
      if (!asked || (asked[1] !== undefined && GROUP.test(asked[1]))) continue;
      const at = message.start + clause.index;
      blankRange(chars, at, at + clause[0].length);
    }
  }
}
