/**
 * @module ai/local/mail-antecedents — what "it" or "them" in a mail's request stands for when no thing with its
 * determiner was named before it. A mail names the thing as what its sentence is about, often with no "the": "Invoice
 * #0931 shows GST but you're not registered yet - could you re-issue it?", "Permission forms for the trip are due back
 * this Friday. Please sign and return them", "the RTB registration for Flat 1 shows as expired. That's on your account
 * — can you renew it?".
 */

import { isPersonName } from './names.js';

/**
 * A mail's request acting on "it" or "them" where the shorter forms of extract.ts do not see it: a hyphened verb ("re-issue
 * it"), two verbs joined ("sign and return them"), "those" before another verb ("credit those or reship").
 */
export const MAIL_PRONOUN =
  /^\p{L}+(?:-\p{L}+)?(?:\s+and\s+\p{L}+(?:-\p{L}+)?)?\s+(?:(it|them)(?![\p{L}'’])|(those|these)(?=\s*(?:$|[,.!?;])|\s+(?:or|and|too|by|before|on|to|for)(?![\p{L}])))/u;

/** A word of a thing: no modal ("our surveyor will need…" is about the surveyor's wish, not a thing). */
const THING_WORD = String.raw`(?!(?:will|would|can|could|should|must|may|might|shall|to|please)(?![\p{L}]))[\p{L}\d#][\p{L}\d#'’&/.-]*`;
/** A clause's verb right after what it is about: "… shows GST", "… are due back", "… arrived crushed". */
const SUBJECT_THEN_VERB = new RegExp(
  String.raw`^((?:${THING_WORD}\s+){0,7}?${THING_WORD})\s+(?:(?:still|now|already|just)\s+)?(is|are|was|were|has|have|had|shows?|showed|lists?|says|said|states?|reads|includes?|contains?|arrived|came|went|needs?|expired|lapsed|failed|broke)(?![\p{L}])`,
  'iu',
);

/** Words a clause may open with before what it is about: "Also, the RTB registration…", "And the invoice…". */
const OPENER = /^(?:(?:also|and|but|so|plus|unfortunately|sadly|btw|fyi)\b[,:]?\s+)+/i;

/** Who or what no request acts on: a pronoun, "someone", a day. */
const NOT_A_SUBJECT =
  /^(?:i|we|you|they|he|she|it|this|that|these|those|there|here|someone|somebody|everyone|everybody|nobody|anyone|which|who|what|today|tomorrow|yesterday|everything|nothing|all|will|would|can|could|should|must|may|might|shall|please|kindly)$/i;

/** A clause that points back at what the sentence before said: "That's on your account", "It's overdue". */
const POINTS_BACK = /^(?:that|this|it)(?:['’]s|\s+is|\s+was)\s/i;

/** Where a clause of a sentence ends: a comma or colon, a dash between spaces, or a joining "but". */
const CLAUSE_END = /[,;:]\s+|\s[-–—]\s+|\s+but\s+/;

/** The last word of a thing before what is said of it ("registration" of "the RTB registration for Flat 1"). */
function headOf(thing: string): string {
  const words = thing.split(/\s+(?:for|of|from|in|on|at|with|to)\s+/i, 1)[0]!.split(/\s+/);
  return words.at(-1)!.toLowerCase();
}

/** Whether a subject says more than one thing: "6 of the 40 cartons", "Permission forms", "… are due". */
function isPlural(thing: string, verb: string): boolean {
  if (
    /^(?:are|were|have)$/i.test(verb) ||
    /^(?:\d+|two|three|four|five|six|some|all|both)\s+of\s/i.test(thing)
  )
    return true;
  if (/^(?:is|was|has|shows|lists|says|states|reads|includes|contains|needs)$/i.test(verb)) return false;
  const head = headOf(thing);
  return /[^s'’]s$/.test(head) && !/(?:ss|us|is)$/.test(head);
}

/** What a clause is about, as it is written, with what it says of it: "the RTB registration for Flat 1". */
function subjectOf(clause: string): { thing: string; plural: boolean; after: string } | null {
  const said = clause.trim().replace(OPENER, '');
  const found = SUBJECT_THEN_VERB.exec(said);
  if (!found) return null;
  const thing = found[1]!;
  const first = thing.split(/\s+/)[0]!;
  if (NOT_A_SUBJECT.test(first) || (!/^(?:the|your|our|my|their)$/i.test(first) && isPersonName(first)))
    return null;
  return { thing, plural: isPlural(thing, found[2]!), after: said.slice(thing.length) };
}

/**
 * What a request's "it" (`pronoun` "it") or "them" stands for, in a mail: the subject of the last clause said before it
 * in its sentence (`said`) that has one of that number, else — when that sentence opens on the request or points back
 * ("That's on your account —") — the subject of a clause of the sentence before it on the same line (`before`).
 */
export function mailAntecedent(
  said: string,
  before: string | null,
  pronoun: 'it' | 'them',
): { thing: string; after: string } | null {
  const fits = (clause: string) => {
    const subject = subjectOf(clause);
    return subject && subject.plural === (pronoun === 'them') ? subject : null;
  };
  const clauses = said.split(CLAUSE_END).filter((clause) => /\p{L}/u.test(clause));
  for (const clause of [...clauses].reverse()) {
    const subject = fits(clause);
    if (subject) return { thing: subject.thing, after: subject.after };
  }
  const short = (clause: string) => clause.trim().split(/\s+/).length <= 3;
  if (before === null || !clauses.every((clause) => POINTS_BACK.test(clause.trim()) || short(clause)))
    return null;
  for (const clause of before.split(CLAUSE_END).reverse()) {
    const subject = fits(clause);
    if (subject) return { thing: subject.thing, after: subject.after };
  }
  return null;
}
