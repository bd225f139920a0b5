/**
 * @module ai/local/said-again — whether one task says another again: the things a title acts on (`thingWords`), a
 * user's note under a pasted message that says one of its requests again (`restates`), a chat answer that says the
 * request before it again (`answerRestates`, `saysNoMoreThan`), and two titles that are one (`similar`); and the
 * merges of a chat answer (`askAnswered`, `takeOnAsk`) and of a note (`noteAsked`, `takeOnNoted`) with the request
 * they say again.
 */
import type { ChatMessage } from './chat-answers.js';
import { ACTION_VERBS } from './lexicon.js';
import type { LocatedTask } from './located-task.js';
import { hasFiniteVerb, withoutAttributiveParticiples } from './names.js';
import { ASKED, SENDS_BACK } from './requests.js';
import { words } from './tags.js';
import { MAX_DESCRIPTION } from './task-limits.js';
import { baseForm } from './word-forms.js';

/** Words of a title that say when or how, not what: "before", "next", "this". */
const NOT_A_THING =
  /^(?:thing|things|stuff|before|after|until|till|during|once|when|while|from|into|onto|about|your|their|this|that|these|those|next|last|first|week|today|tomorrow|tonight|again|also|still|back|over|with|some|every|each|other|whether|there)$/;

/**
 * The words of what a title acts on, without its verb and its time clause: "Send Ola the revised estimate including
 * VAT" → ola, revised, estimate, including, vat; "Rotate the password before the next drill" → password. A word that
 * is also a verb counts only after "the", "my", … or a participle ("the estimate", "the revised quote").
 */
export function thingWords(title: string): Set<string> {
  const said = title
    .replace(/\s(?:before|after|until|till|by|during|once|when|at|on)\s.*$/i, '')
    .split(/[^\p{L}\p{N}'’-]+/u)
    .filter(Boolean)
    .slice(1);
  const words = said.map((word) => word.toLowerCase());
  return new Set(
    words.filter(
      (word, i) =>
        // "BPI", "NIE", "T4A": a short name in capitals is a thing as much as a long word is.
        (word.length >= 4 || /^(?=\p{N}*\p{Lu})[\p{Lu}\p{N}]{2,3}$/u.test(said[i]!)) &&
        !NOT_A_THING.test(word) &&
        (!ACTION_VERBS.has(word) ||
          /^(?:the|a|an|my|our|your|his|her|their|this|that)$|ed$/.test(words[i - 1] ?? '')),
    ),
  );
}

/** Two titles about the same thing ("slip", "trolley", "estimate", "Anjali"): a word of what each acts on in both. */
export function sharesThing(x: Set<string>, y: Set<string>): boolean {
  for (const word of x) if (y.has(word)) return true;
  return false;
}

/** A text's thing words in their base forms: "dietaries" is "dietary", "signed" is "sign". */
export function thingForms(text: string): Set<string> {
  return new Set([...thingWords(text)].map(baseForm));
}

/** The first word of a title or answer, small, when it opens with a letter: "Send the AAF" → "send". */
export function leadWord(text: string): string | undefined {
  return /^\p{L}+/u.exec(text)?.[0].toLowerCase();
}

/**
 * The user's note `note` under a pasted message says its request `ask` again: a thing of it with the same verb ("sign
 * the permission slip" — "sign the slip before Friday"), the note's verb among the request's words, or more than half
 * the things of the shorter one. "Tell the supervisor to
 * quarantine the housings" is its own task beside "arrange a sort of the housings".
 */
export function restates(ask: string, note: string): boolean {
  // "If you can help, please reply to this email" — "I'll do the chairs, email Olivia back": answering the message.
  if (REPLY_TO_MESSAGE.test(ask)) return ANSWERS_BACK.test(note);
  // "dietaries" is "dietary list", "signed" is "sign": words in their base form.
  const asked = thingForms(ask);
  const noted = thingForms(note);
  const shared = sharedCount(asked, noted);
  if (shared === 0) return false;
  const noteVerb = leadWord(note);
  // "Sign the authorization tonight" under "send the signed authorization form": the note's verb in the request. One
  // thing of two is not half of them: "pour the pandan batch" is no "get 24 more pandan jars".
  return (
    leadWord(ask) === noteVerb ||
    (noteVerb !== undefined && asked.has(baseForm(noteVerb))) ||
    shared * 2 > Math.min(asked.size, noted.size)
  );
}

/**
 * The user's answer `answer` in a chat says the request `ask` of the message before again: a thing of it ("Get the AAF
 * from Daan" — "Send the AAF right after I lock"), the thing the request's verb makes ("can you quote for two power
 * points?" — "I'll send the quote"), or, said without a verb, its thing alone ("Tracker this afternoon").
 */
export function answerRestates(ask: string, answer: string): boolean {
  const asked = thingForms(ask);
  const said = thingForms(ACTION_VERBS.has(leadWord(answer) ?? '') ? answer : `Do ${answer}`);
  const askVerb = leadWord(ask);
  return sharedCount(asked, said) > 0 || (askVerb !== undefined && said.has(baseForm(askVerb)));
}

/**
 * Whether an answer's title says nothing of the job its request's does not: no verb of its own ("Tracker this
 * afternoon", "Printer Friday"), or only things the request names ("Get Ruth" for "Pick up Grandma Ruth from Cedar
 * Ridge"). "Send a revised PDF" says more than "Get the brand guidelines PDF".
 */
export function saysNoMoreThan(answer: string, ask: string): boolean {
  if (!ACTION_VERBS.has(leadWord(answer) ?? '')) return true;
  const asked = thingForms(ask);
  return [...thingForms(answer)].every((word) => asked.has(word));
}

/** Whether a title has every word of `thing` in it, in their base forms ("sorting" in "Arrange 100% sorting of…"). */
export function namesThing(title: string, thing: string[]): boolean {
  const said = new Set(
    title
      .toLowerCase()
      .split(/[^\p{L}\p{N}-]+/u)
      .map(baseForm),
  );
  return thing.every((word) => said.has(baseForm(word)));
}

/** A request to answer the message itself: "Reply to this email", "just reply to the message". */
const REPLY_TO_MESSAGE = /^(?:just\s+)?reply\s+to\s+(?:this|the|my|our)\s+(?:e-?mail|message|mail)\b/i;
/** A note that answers someone back: "email Olivia back", "reply to her tonight", "answer Ms Brennan". */
const ANSWERS_BACK = /\b(?:reply|answer|(?:e-?mail|write|text|message|get)\s+(?:\p{L}+\s+)?back)\b/iu;

/** How many words two sets have in common. */
function sharedCount(x: Set<string>, y: Set<string>): number {
  let shared = 0;
  for (const word of x) if (y.has(word)) shared++;
  return shared;
}

export function similar(x: Set<string>, y: Set<string>): boolean {
  if (x.size === 0 || y.size === 0) return false;
  const shared = sharedCount(x, y);
  return shared / (x.size + y.size - shared) >= 0.75;
}

/** A task merged with another keeps its own day, else takes the other's ("…by Friday" said once for both). */
export function keepsDayOf(
  task: { dueDate: string | null; dueText: string | null },
  other: { dueDate: string | null; dueText: string | null },
): void {
  task.dueDate ??= other.dueDate;
  task.dueText ??= other.dueText;
}

/** The index of the one item that passes `test`, or -1 when none or more than one does. */
export function onlyIndex<T>(items: T[], test: (item: T) => boolean): number {
  const at = items.findIndex(test);
  return at >= 0 && items.findIndex((item, i) => i > at && test(item)) < 0 ? at : -1;
}

/**
 * "can you pick up Grandma Ruth on the way?" — "yes! I'll get her at 1:30": the one request of the message `answered`
 * that the user's answer (its sentence `said`, its task's `title` and `people`) says again, or -1. Not an answer that
 * asks someone else itself ("Joy pls send them", "everyone send me old photos"). `startOf` is where a task was said.
 */
export function askAnswered(
  tasks: LocatedTask[],
  startOf: (task: LocatedTask) => number,
  answered: ChatMessage,
  said: string,
  title: string,
  people: string[],
): number {
  if (ASKED.test(said) || /\b(?:me|us)\b/i.test(title)) return -1;
  return onlyIndex(tasks, (known) => {
    const at = startOf(known);
    return (
      at >= answered.start &&
      at < answered.end &&
      ACTION_VERBS.has(words(known.title)[0] ?? '') &&
      people.every((name) => known.people.includes(name)) &&
      answerRestates(known.title, title)
    );
  });
}

/**
 * The user's answer `task` (titled `title`) to the request `ask` it says again is that one task, as a note under a
 * pasted message is: in the words that say more of it, by the answer's day or else the request's, with whom the
 * request names when the answer names nobody, and the request told in its description.
 */
export function takeOnAsk(task: LocatedTask, title: string, ask: LocatedTask): void {
  keepsDayOf(task, ask);
  if (saysNoMoreThan(title, ask.title)) task.title = ask.title;
  if (!task.description.includes(ask.description))
    task.description = `${task.description} (${ask.description})`.slice(0, MAX_DESCRIPTION);
  if (task.people.length === 0) task.people = ask.people;
}

/** A request of a pasted message that the user's note under it said again: the things it acts on, and its day. */
export interface RestatedAsk {
  words: Set<string>;
  dueDate: string | null;
  dueText: string | null;
}

/**
 * "Can you sign the permission slip?" in the message, "my notes: sign the slip before Friday" under it: the first task
 * of the message (said before `notesAt`) that the user's note titled `title` says again, or -1.
 */
export function noteAsked(
  tasks: LocatedTask[],
  startOf: (task: LocatedTask) => number,
  notesAt: number,
  title: string,
): number {
  return tasks.findIndex(
    (known) =>
      startOf(known) < notesAt &&
      // A request ("Volunteer to restock…"), not a statement kept as a task ("The current one still…"); a thing
      // of a list of needs ("The signed AV rider") is one when the note sends it ("send the signed rider back").
      (!/^(?:the|a|an|my|our|your|his|her|their|this|that|these|those|it|we|i)\b/i.test(known.title) ||
        (SENDS_BACK.test(title) && !hasFiniteVerb(withoutAttributiveParticiples(known.title)))) &&
      restates(known.title, title),
  );
}

/**
 * The user's note `task` says the message's request `ask` again: the request told in its description and, when the
 * note names nobody, whom the request names ("I'll get you the final count" for Priyanka's "final guest count and
 * dietary list"). What the request was, for the notes after it that say it again.
 */
export function takeOnNoted(task: LocatedTask, ask: LocatedTask): RestatedAsk {
  const restated = { words: thingWords(ask.title), dueDate: ask.dueDate, dueText: ask.dueText };
  task.description = `${task.description} (${ask.description})`.slice(0, MAX_DESCRIPTION);
  if (task.people.length === 0) task.people = ask.people;
  return restated;
}
