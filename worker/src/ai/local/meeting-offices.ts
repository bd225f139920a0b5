/**
 * @module ai/local/meeting-offices — who holds an office that meeting notes give a job to ("Chair to write to the
 * council", "President to circulate the RFP"), read from the attendee line ("Present: D. Ross (President), me (Ama –
 * sec.)", "Hina (gen sec - me)"), an office put before its holder ("Chair: Haji Anwar sb.") and the writer's note of
 * their own ("(me = Secretary)"). The office is no person's name; its holder is, and the writer's own office is the
 * user's.
 */

/** An office of a committee or board, as a meeting's notes name it (short forms too: "sec.", "chairperson"). */
const OFFICE =
  /^(?:chair(?:person|man|woman)?|president|vice[- ]?president|treasurer|secretary|sec|coordinator|convenor|convener|facilitator)$/i;
/** The attendee list, at a line's start or after a sentence on it ("Chair: X. Present: …"), to its end. */
const ATTENDEES = /(?:^[ \t]*|\.[ \t]+)(?:attendees|present|participants|attending)[ \t]*:([^\n]*)$/gimu;
/** An office put before its holder, at a line's start or after a sentence: "Chair: Haji Anwar sb.", "Minutes: me". */
const OFFICE_FIRST =
  /(?:^[ \t]*|\.[ \t]+)(\p{L}+)[ \t]*:[ \t]*(\p{Lu}[\p{L}.'’ -]{1,40}?)(?=\.[ \t]+\p{Lu}|\.?[ \t]*$)/gmu;
/** The writer's own office in a note of their own: "(me = Secretary)", "me = treasurer". */
const WRITER_HOLDS = /\bme[ \t]*=[ \t]*(\p{L}+\.?)/giu;
/** Who took the minutes, on a line of its own: "Minutes recorded by S. Boudreau" — the writer. */
const MINUTES_BY =
  /^[ \t]*(?:minutes|notes)[ \t]+(?:recorded|taken|written)[ \t]+by[ \t]+([^\n]+?)[ \t.]*$/imu;
/** A form of address before or after a name that is no part of it: "Haji Anwar sb." is Anwar. */
const HONOURED = /^(?:haji|hajji|hajjah|hajah)\s+|\s+(?:sb\.?|sahib|saheb|sahab)$/giu;
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
      const words = m[2]!.split(/[\s,;–—-]+/);
      // "Hina (gen sec - me)": the bracket that says "me" is the writer's, with their name before it.
      const named = words.some((word) => /^me$/i.test(word)) ? m[1]!.trim() : null;
      if (named && /^\p{Lu}\p{Ll}+$/u.test(named) && !holders.has(WRITER)) holders.set(WRITER, named);
      const holder = named ? 'me' : m[1]!.trim();
      const writer = /^(?:me|myself|I)$/i.test(holder);
      for (const word of words) {
        const key = officeKey(word);
        if (key && !holders.has(key)) holders.set(key, writer ? 'me' : holder);
        else if (!key && writer && !holders.has(WRITER) && /^\p{Lu}\p{Ll}+$/u.test(word))
          holders.set(WRITER, word);
      }
    }
  for (const m of text.matchAll(OFFICE_FIRST)) {
    const key = officeKey(m[1]!);
    if (key && !holders.has(key)) holders.set(key, m[2]!.replace(HONOURED, '').trim());
  }
  // "Minutes recorded by S. Boudreau" under "Present: …, S. Boudreau (Secretary)": the writer holds what they hold.
  const taker = MINUTES_BY.exec(text)?.[1];
  for (const [key, holder] of holders)
    if (taker && holder === taker && key !== WRITER) {
      holders.set(WRITER, holder);
      holders.set(key, 'me');
    }
  // "(me = Secretary)" under "Present: …, Marguerite Le Brocq (Secretary)": the office and the name on it are the user's.
  for (const m of text.matchAll(WRITER_HOLDS)) {
    const key = officeKey(m[1]!);
    const named = key ? holders.get(key) : undefined;
    if (!key) continue;
    if (named && named !== 'me' && !holders.has(WRITER)) holders.set(WRITER, named);
    holders.set(key, 'me');
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
