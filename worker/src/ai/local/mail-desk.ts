/**
 * @module ai/local/mail-desk — the user's own work mail (issue 12, tags from meaning). A message the user wrote and
 * signed with their job ("Femke de Vries / Department Secretary | Utrecht University", "Rhea Cruz, RN", "Jo Lee |
 * Producer") is work: what it promises and asks is the job's, not Life's nor the family's, whatever its everyday words
 * ("book the hotel for the crew", "call his niece tonight"). With no tag of the user's for that work it is office work,
 * Unsorted, as a meeting's items are (meetingAreas). So is a thread sent to the user that quotes their own message
 * signed with their job.
 */
import type { Cleaned } from './cleanup.js';
import {
  ATTRIBUTION,
  FORWARDED,
  LONE_NAME,
  ORIGINAL_MESSAGE,
  QUOTED,
  SENT_BY_USER,
  SIGN_OFF,
} from './mail-reader.js';
import { leading, scoreTags, UNSORTED } from './tags.js';

/**
 * A job title, as a signature writes it, capitalised: "Senior Planning Officer", "Charge Nurse", "Name, RN", "Partner,
 * Owusu-Ansah & Co.", "Head of Operations", "Founder, … Co.".
 */
const TITLE =
  /(?<![\p{L}])(?:RN|LMSW|LCSW|CPA|Esq|Officer|Secretary|Manager|Director|Co-?ordinator|Producer|Conveyancer|Agent|Nurse|Engineer|Consultant|Analyst|Administrator|Editor|Planner|Advis[eo]r|Specialist|Supervisor|Attorney|Solicitor|Paralegal|Accountant|Architect|Designer|Recruiter|Counsel|Clerk|Surveyor|Inspector|Technician|Pharmacist|Therapist|Physician|Social Worker|Reporter|Correspondent|Controller|Registrar|Librarian|Broker|Realtor|Lecturer|Researcher|Partner|Lead|Head of|Founder|Co-?founder|Owner|CEO|COO|CFO|CTO)(?![\p{L}])/u;
/** A firm, as a signature writes it: "Dube & Associates Inc.", "Liu & Partners Realty", "Utrecht University". */
const FIRM =
  /(?<![\p{L}])(?:Inc|Ltd|LLC|LLP|GmbH|Pty|Realty|Associates|University|Department|Pictures|Agency)(?![\p{L}])/u;

/** A note over a message saying whom it came from: "from Gordon.", "from our Hannah", "Fwd: …", "fw from ops". */
const CAME_FROM = /\b[Ff]rom\s+(?:our\s+|my\s+)?\p{Lu}|\b(?:[Ff]wd?|FWD?)\b/u;

/** "Hi all,", "Hi team," "Hi both,": a message to the writer's own group, not to the public ("Dear parents,"). */
const TEAM_GREETING = /^[ \t]*(?:hi|hello|hey|dear|morning)\s+(?:all|team|everyone|both|folks|guys|crew)\b/im;

/** Where another writer's message starts: its quoted lines, its attribution, a forward's marker, a "From:" line. */
function othersMessage(line: string): boolean {
  return (
    QUOTED.test(line) ||
    ATTRIBUTION.test(line) ||
    FORWARDED.test(line) ||
    ORIGINAL_MESSAGE.test(line) ||
    /^\s*from\s*:/i.test(line)
  );
}

/**
 * A signature's line of a job: a title or a firm in a short line of capitalised words ("Conveyancer | Dube &
 * Associates Inc.", "Charge Nurse, Med-Surg 2"), under a sign-off or the writer's name, or after the name on its line
 * ("Rhea Cruz, RN", "Jo Lee | Producer"). A sentence that names a director is no signature: it has words of its own.
 * `titled`: only a title will do, not a firm alone (a company's footer under a thread is no one's job).
 */
function isJobLine(lines: readonly string[], i: number, titled = false): boolean {
  const line = lines[i]!.trim();
  const words = line.split(/\s+/);
  if (
    !(TITLE.test(line) || (!titled && FIRM.test(line))) ||
    words.length > 16 ||
    words.filter((word) => /^\p{Ll}/u.test(word)).length > 3
  )
    return false;
  if (/^\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+){1,2}\s*[,|]/u.test(line)) return true;
  const above = lines
    .slice(Math.max(0, i - 5), i)
    .filter((text) => text.trim() !== '')
    .slice(-3);
  return above.some((text) => SIGN_OFF.test(text) || LONE_NAME.test(text));
}

/**
 * The user's own message signed with their job, [from, to) up to that line: its signature has a job (isJobLine), no
 * one else's message holds it, and the user wrote it — a note above says they sent it ("sent this to the applicant"),
 * it answers a thread quoted under it, it greets the writer's own group ("Hi all,"), or the reading of the mail found
 * whom the user wrote to (`to`, `toAll`) and no reader it was sent to (`reader`). A note above its greeting saying whom
 * it came from ("from Gordon.", "Fwd: …") says the user received it.
 */
export function ownWorkMail(
  text: string,
  cleaned: Pick<Cleaned, 'reader' | 'to' | 'toAll'>,
): { from: number; to: number } | null {
  if (cleaned.reader !== undefined) return readerSigned(text, cleaned.reader);
  const lines = text.split('\n');
  const others = lines.findIndex(othersMessage);
  const own = others < 0 ? lines.length : others;
  let job = -1;
  for (let i = 0; i < own && job < 0; i++) if (isJobLine(lines, i)) job = i;
  if (job < 0) return null;
  const greeting = lines.findIndex((line) => /^\s*(?:hi|hello|hey|dear)\b/i.test(line));
  const above = lines.slice(0, greeting < 0 ? job : Math.min(greeting, job)).join(' ');
  // "from Gordon. I'll dig out the T4A tonight": a note saying whom the message came from.
  if (greeting >= 0 && greeting < job && CAME_FROM.test(above) && !SENT_BY_USER.test(above)) return null;
  const wrote =
    SENT_BY_USER.test(above) ||
    others > job ||
    TEAM_GREETING.test(lines.slice(0, job).join('\n')) ||
    cleaned.to !== undefined ||
    (cleaned.toAll?.length ?? 0) > 0;
  if (!wrote) return null;
  const to = lines.slice(0, job + 1).reduce((n, line) => n + line.length + 1, 0);
  return { from: 0, to };
}

/**
 * A thread sent to the user ("From: a client / To: Aisha") that quotes their own earlier message signed with their job
 * ("> Aisha Rahman | Mortgage Agent | …", "> Aoife Gallant | Development Coordinator"): the thread is that work, the
 * whole dump, the user's notes on it too (kin or a word of Life's still take a note out). The title is on the user's
 * name line or right under it.
 */
function readerSigned(text: string, reader: string): { from: number; to: number } | null {
  const lines = text.split('\n').map((line) => line.replace(/^[ \t>]+/, ''));
  const signs = (line: string | undefined) => line?.startsWith(reader) === true;
  for (let i = 0; i < lines.length; i++) {
    if (!isJobLine(lines, i, true)) continue;
    const above = lines
      .slice(Math.max(0, i - 3), i)
      .filter((line) => line.trim() !== '')
      .at(-1);
    if (signs(lines[i]) || signs(above)) return { from: 0, to: text.length };
  }
  return null;
}

/**
 * The area of the user's own work mail: what its words lead to when that is a work tag or one of the user's own (the
 * tasks keep their tags as they read them), else office work (Unsorted) — never Life or Family.
 */
export function deskArea(mail: string, tags: readonly string[]): string | undefined {
  const heard = leading(scoreTags(mail, [...tags]));
  return heard === undefined || heard === 'Life' || heard === 'Family' ? UNSORTED : undefined;
}
