/**
 * @module ai/local/meeting-offices — who holds an office that meeting notes give a job to ("Chair to write to the
 * council", "President to circulate the RFP"), read from the attendee line ("Present: D. Ross (President), me (Ama –
 * sec.)"). The office is no person's name; its holder is, and the writer's own office is the user's.
 */

/** An office of a committee or board, as a meeting's notes name it (short forms too: "sec.", "chairperson"). */
const OFFICE =
  /^(?:chair(?:person|man|woman)?|president|vice[- ]?president|treasurer|secretary|sec|coordinator|convenor|convener|facilitator)$/i;
const ATTENDEES = /^[ \t]*(?:attendees|present|participants|attending)[ \t]*:([^\n]*)$/gimu;
/** One attendee with what they are in brackets: "D. Ross (President)", "me (Ama – sec.)". */
const WITH_ROLE = /([^,;()]+?)\s*\(([^()]*)\)/gu;

function officeKey(word: string): string | null {
  const bare = word.replace(/\.$/, '');
  if (!OFFICE.test(bare)) return null;
  const lower = bare.toLowerCase().replace(/[- ]/g, '');
  if (lower.startsWith('chair')) return 'chair';
  if (lower === 'sec') return 'secretary';
  if (lower === 'convener') return 'convenor';
  return lower;
}

/** Whether a word is an office rather than a name ("Chair", "Treasurer", "Sec."). */
export function isOffice(word: string): boolean {
  return officeKey(word) !== null;
}

/** The key under which `officeHolders` keeps the writer's own name ("me (Funmi – sec.)" → "Funmi"). */
const WRITER = 'me';

/**
 * Each office the attendee lines give a holder, to the holder's name as written, or "me" for the writer's own; and
 * under "me", the writer's own name when the line gives it ("me (Funmi – sec.)").
 */
export function officeHolders(text: string): Map<string, string> {
  const holders = new Map<string, string>();
  if (!/\b(?:attendees|present|participants|attending)\s*:/i.test(text)) return holders;
  for (const line of text.matchAll(ATTENDEES))
    for (const m of line[1]!.matchAll(WITH_ROLE)) {
      const holder = m[1]!.trim();
      const writer = /^(?:me|myself|I)$/i.test(holder);
      for (const word of m[2]!.split(/[\s,;–—-]+/)) {
        const key = officeKey(word);
        if (key && !holders.has(key)) holders.set(key, writer ? 'me' : holder);
        else if (!key && writer && !holders.has(WRITER) && /^\p{Lu}\p{Ll}+$/u.test(word))
          holders.set(WRITER, word);
      }
    }
  return holders;
}

/**
 * The people of a task with an office put as its holder ("Chair" → "Chief Adeyemi"), left out when the writer holds it
 * or kept as written when no attendee holds it. The writer by name ("AP1 – Funmi to send…" under "me (Funmi – sec.)")
 * is left out too: that task is the user's own.
 */
export function withOfficeHolders(people: string[], holders: Map<string, string>): string[] {
  if (holders.size === 0) return people;
  const out: string[] = [];
  for (const name of people) {
    if (name === holders.get(WRITER)) continue;
    const key = /\s/.test(name) ? null : officeKey(name);
    const holder = key ? holders.get(key) : undefined;
    if (holder === 'me') continue;
    const meant = holder ?? name;
    if (!out.includes(meant)) out.push(meant);
  }
  return out;
}
