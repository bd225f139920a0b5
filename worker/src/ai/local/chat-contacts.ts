/**
 * @module ai/local/chat-contacts — what the user's "I'll call them" is about: in a chat, a promise only to contact
 * someone ("I'll call the refrigeration guy first thing tomorrow", "I'll text Ana tonight") right after another
 * speaker's message about a thing ("the walk-in fridge is making that noise again", "and the cat sitter??") is a call
 * about that thing.
 */

import { subjectOf, thingNamedBefore, wordOffsets } from './titles.js';

/** A title that only contacts someone: "Call the refrigeration guy", "Text Ana", "Call the management office and ask". */
const CONTACT_ONLY =
  /^((?:call|ring|phone|text|email|e-mail|message|ping|whatsapp)\s+(?:the\s+)?[\p{L}'’-]+(?:\s+[\p{L}'’-]+){0,2}?)((?:\s+and\s+ask)?)$/iu;

/**
 * The title of a promise to contact someone, with what the message it answers is about ("Text Ana" after "and the cat
 * sitter??" → "Text Ana about the cat sitter"); null when the title says more, the message names no thing, or it names
 * whom the title contacts.
 */
export function contactAbout(title: string, answered: string): string | null {
  const contact = CONTACT_ONLY.exec(title.trim());
  if (!contact) return null;
  const first = answered.split(/(?<=[.!?])\s+/, 1)[0]!;
  const topic = subjectOf(first) ?? thingNamedBefore(first, 'it')?.thing ?? null;
  if (!topic || topic.split(/\s+/).length > 4) return null;
  // "ur mom called the shop, something about sunday lunch" — "I'll call mom": a message about the one called says
  // more than its first thing.
  const called = contact[1]!.split(/\s+/).slice(1);
  if (called.some((word) => word.length > 2 && word !== 'the' && wordOffsets(answered, word).length > 0))
    return null;
  // "did you book the caterer?" — "will call Karim Caterers": the topic is whom it calls, said as a thing.
  const stems = called.map((word) => word.toLowerCase().slice(0, 5));
  if (topic.split(/\s+/).some((word) => word.length >= 5 && stems.includes(word.toLowerCase().slice(0, 5))))
    return null;
  return `${contact[1]} about ${topic.replace(/^(?:The|A|An)\b/, (word) => word.toLowerCase())}${contact[2]}`;
}
