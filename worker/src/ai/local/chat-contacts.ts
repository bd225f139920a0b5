/**
 * @module ai/local/chat-contacts — what the user's "I'll call them" is about: in a chat, a promise only to contact
 * someone ("I'll call the refrigeration guy first thing tomorrow", "I'll text Ana tonight") right after another
 * speaker's message about a thing ("the walk-in fridge is making that noise again", "and the cat sitter??") is a call
 * about that thing.
 */

import { subjectOf, thingNamedBefore, wordOffsets } from './titles.js';

/**
 * A title that only contacts someone: "Call the refrigeration guy", "Text Ana", "Call the management office and ask",
 * "Check in with Nattapong", "Confirm with the venue", "Follow up with Musa Abdi".
 */
const CONTACT_ONLY =
  /^((?:call|ring|phone|text|tell|email|e-mail|message|ping|whatsapp|check(?:\s+in)?\s+with|confirm\s+with|follow\s+up\s+with)\s+(?:the\s+)?[\p{L}'’-]+(?:\s+[\p{L}'’-]+){0,2}?)((?:\s+and\s+ask)?)$/iu;

/**
 * A message saying what it is about: "something about sunday lunch", "asking about the deposit", "was asking if we're
 * coming for Christmas dinner", "wants to know whether …" (to its clause's end).
 */
const SAYS_ABOUT =
  /(?:\b(?:something|asking|asked|wondering|wants\s+to\s+(?:know|talk))\s+about\s+([^.!?,;\n\p{Extended_Pictographic}]{3,60}?)|\b(?:asking|asked|wondering|wants\s+to\s+know)\s+(if|whether)\s+([^.!?,;\n\p{Extended_Pictographic}]{3,60}?))(?=\s*(?:[.!?,;\n\p{Extended_Pictographic}]|$))/iu;

/** A sentence that only answers: "ok.", "yes.", "sure!", "yep, ok." */
const BARE_ANSWER =
  /^(?:(?:ok(?:ay)?|yes|yep|yeah|sure|right|fine|great|cool|noted|thanks|thx|no|nope)[\s,.!?]*){1,3}$/i;

/** Who asks, named just before: "Grace is asking…", "Tomás was wondering…", "Priya asked…". */
const ASKER_BEFORE = /(?:^|[\s,.!?])(\p{Lu}\p{Ll}+)(?:\s+(?:is|was|has\s+been)|['’]s)?\s+$/u;

/** A title that only tells someone: "Tell her", "Let him know", "Tell Ines". */
const TELLS_THEM = /^(?:tell\s+([\p{L}'’-]+)|let\s+([\p{L}'’-]+)\s+know)$/iu;

/**
 * The title and person of the user's "I'll tell her" (or "Tell Grace") answering a message that passes on a named person's question
 * ("Grace is asking if we can move the house meeting to Sunday" → "Tell Grace whether we can move the house meeting to
 * Sunday", with Grace); null when the title says more or the message names no asker.
 */
export function tellsAsker(title: string, answered: string): { title: string; person: string } | null {
  const tells = TELLS_THEM.exec(title.trim());
  if (!tells) return null;
  const said = SAYS_ABOUT.exec(answered);
  const asker = said && ASKER_BEFORE.exec(answered.slice(0, said.index))?.[1];
  // Whom the title tells is the asker, by a pronoun or by name.
  const whom = (tells[1] ?? tells[2])!;
  if (!said || !asker || !(/^(?:her|him)$/i.test(whom) || whom.toLowerCase() === asker.toLowerCase()))
    return null;
  const topic = said[1] ? `about ${said[1]}` : `whether ${said[3]}`;
  return { title: `Tell ${asker} ${topic.trim()}`, person: asker };
}

/**
 * The title of a promise to contact someone, with what the message it answers is about ("Text Ana" after "and the cat
 * sitter??" → "Text Ana about the cat sitter"); null when the title says more, the message names no thing, or it names
 * whom the title contacts.
 */
export function contactAbout(title: string, answered: string): string | null {
  const contact = CONTACT_ONLY.exec(title.trim());
  if (!contact) return null;
  // "ur mom called the shop … something about sunday lunch", "your mam was asking if we're coming for Christmas
  // dinner": a message that says what it is about says the call's topic, whoever it names.
  const said = /\s(?:about|re|regarding)\s/i.test(contact[1]!) ? null : SAYS_ABOUT.exec(answered);
  if (said) {
    const topic = said[1] ?? `whether ${said[3]!}`;
    return `${contact[1]} about ${topic.trim()}${contact[2]}`;
  }
  // "ok. and the spine changed with the new paper": a sentence that only answers says no topic; the next one does.
  const sentences = answered.split(/(?<=[.!?])\s+/);
  const first = sentences.find((sentence) => !BARE_ANSWER.test(sentence)) ?? sentences[0]!;
  // (A thing wanted in a state, "need the CMM program ready", is what `subjectOf` gives.)
  const topic = subjectOf(first) ?? thingNamedBefore(first, 'it')?.thing ?? null;
  if (!topic || topic.split(/\s+/).length > 4) return null;
  // "ur mom called the shop, something about sunday lunch" — "I'll call mom": a message about the one called says
  // more than its first thing.
  const called = contact[1]!
    .split(/\s+/)
    .slice(1)
    .filter((word) => !/^(?:in|up|with)$/i.test(word));
  if (called.some((word) => word.length > 2 && word !== 'the' && wordOffsets(answered, word).length > 0))
    return null;
  // "did you book the caterer?" — "will call Karim Caterers": the topic is whom it calls, said as a thing.
  const stems = called.map((word) => word.toLowerCase().slice(0, 5));
  if (topic.split(/\s+/).some((word) => word.length >= 5 && stems.includes(word.toLowerCase().slice(0, 5))))
    return null;
  return `${contact[1]} about ${topic.replace(/^(?:The|A|An)\b/, (word) => word.toLowerCase())}${contact[2]}`;
}
