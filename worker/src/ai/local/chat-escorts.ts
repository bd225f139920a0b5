/**
 * @module ai/local/chat-escorts — whom a chat answer "I'll take her" takes, and where: the one whose appointment the
 * messages before it named ("Abuela's cardiology appt got moved to Dec 4" — "I'll take her": take Abuela to the
 * cardiology appt).
 */

/** Taking someone along, and nothing more: "take her", "drive him", "bring her?", "go with her". */
const TAKES_SOMEONE = /^(take|drive|bring|walk|go with)\s+(her|him)[\s.!?]*$/i;

/**
 * Someone's appointment: a name or a relation with "'s", up to two words, then what the appointment is ("Ava's
 * orthodontist", "Mummy's check-up", "my dad's eye test", "Abuela's cardiology appt"), or another date someone is taken
 * to ("amma's pre-op blood tests", "anne's eye surgery", "Lotte's swimming lesson", "Mateo's DNI renewal").
 */
const APPOINTMENT =
  /(?<![\p{L}])((?:(?:my|our|your)\s+)?\p{L}[\p{L}-]*)['’]s\s+((?:[\p{L}-]+\s+){0,2}?(?:appointment|appt|check-?up|orthodontist|dentist|doctor|gp|physio|optician|eye test|hearing test|blood tests?|scan|x-ray|consultation|clinic|vet|surgery|operation|procedure|lessons?|renewal)(?:\s+(?:appointment|appt))?)(?![\p{L}])/giu;

/**
 * The title of an answer that takes someone along, when `before` (what the chat said before it) named whose
 * appointment it is: "take her" → "Take Ava to the orthodontist", with whose it is, the appointment's last word
 * and what the chat says of it (its day); null when it names none.
 */
export function escortedTo(
  verbPhrase: string,
  before: string,
): { title: string; owner: string; what: string; said: string } | null {
  const takes = TAKES_SOMEONE.exec(verbPhrase.trim());
  if (!takes) return null;
  const found = [...before.matchAll(APPOINTMENT)].at(-1);
  if (!found) return null;
  const owner = found[1]!.replace(/^(?:My|Our|Your)\b/, (word) => word.toLowerCase());
  const verb = takes[1]!.toLowerCase();
  const what = found[2]!;
  return {
    title: `${verb[0]!.toUpperCase()}${verb.slice(1)} ${owner} to the ${what}`,
    owner,
    what: what.split(/\s+/).at(-1)!,
    // "Ava's orthodontist is Dec 2 at 3:40 and I can't do it": what the chat says of it, to its sentence's end.
    said: before.slice(found.index).split(/[.!?](?:\s|$)|\n/, 1)[0]!,
  };
}
