/**
 * @module ai/local/tag-frames — the meeting a line of notes belongs to, and the area that meeting is about. Under
 * "Food bank volunteers meeting" every action item is the food bank's ("Ade: fix the van's tail light", "me: buy
 * bin bags"), under "Sprint 18 retro" the team's ("book a room for the review"), whatever everyday word the item
 * has. A meeting is a name line ("Platform standup 25/11", "Call with Acme", "Allotment committee AGM notes") with
 * the parts of notes under it: who was there, an "Action items" heading, or jobs handed to people ("Joan: …",
 * "AI: Sue to …"). It runs over the paragraphs that continue the notes and ends at a paragraph of something else
 * ("Personal", "buy milk") or at the next meeting.
 */
import { LIST_MARK } from './bullets.js';
import { ACTION_HEADING, MEETING_NAME, MEETING_PART, VERB_THEN_OBJECT } from './lists.js';
import { isPersonName } from './names.js';
import type { Segment } from './sentences.js';
import { backedWork, leading, officeWork, scoreTags, UNSORTED } from './tags.js';

/** Kinds of meeting the list shapes do not name, and "Call with …" / "Meeting w/ …" at the start. */
const MORE_MEETINGS =
  /\b(?:handover|hand-off|agm|egm|mtg|minutes|huddle|toolbox talk|standup|stand-up|retro|sync)\b|^(?:call|chat|meeting|catch-?up|check-?in|sync|1:1)\s+(?:with|w\/)\s/i;
/** An "Action items:" heading inside a line of prose, and a meeting said before it. */
const INLINE_ACTIONS = /\b(?:action items?|actions|next steps|ais|to-?dos?|follow[- ]ups?)\s*:/i;
const SAID_MEETING =
  /\b(?:meeting|mtg|stand-?up|sync|retro|huddle|handover|call|1:1|minutes|review|kick-?off|catch-?up|check-?in|debrief|agm)\b/i;
/** A label that turns from the notes to the writer's own things, blank line or not ("Other stuff: call grandma"). */
const ASIDE =
  /^(?:other(?: stuff| things| bits)?|personal|private|home|life|family|misc|non-work|outside work|after work|not work)\s*:/i;
/** Who was there: not what the meeting is about. */
const ROSTER = /^(?:attendees|present|participants|apologies|attendance|in attendance|chair|who)\b/i;
/** A job handed out: "Joan: ring Tesco", "me — order…", "AI: Sue to chase…", "Ravi & Hui Min to set up…". */
const OWNER =
  /^(?:ai\s*:\s*)?(me|i|\p{Lu}[\p{L}'’.]*(?:\s+\p{Lu}[\p{L}'’.]*)?(?:\s*(?:&|\+|and)\s*(?:me|\p{Lu}[\p{L}'’.]*))?)\s*(?::|—|–|\s-\s|\s+to\s)\s*\S/iu;

/** Whether a line hands a job to someone (a person's name, or the writer), not a heading such as "Home: …". */
function isJob(text: string): boolean {
  const owner = OWNER.exec(text);
  if (!owner) return false;
  const first = owner[1]!.split(/\s/)[0]!;
  return /^(?:me|i)$/i.test(first) || /^ai\s*:/i.test(text) || isPersonName(first);
}

interface Line {
  text: string;
  start: number;
  bullet: boolean;
  /** Whether a blank line is right above it. */
  opens: boolean;
}

const BULLET = new RegExp(String.raw`^\s*(?:${LIST_MARK}|[–—>]|\[[ xX]?\])\s+`);

/** The dump's non-blank lines, as written (cleaning blanks the "me -" and "Name:" that mark a job). */
function linesOf(text: string): Line[] {
  const lines: Line[] = [];
  let start = 0;
  let blank = true;
  for (const raw of text.split('\n')) {
    const bullet = BULLET.exec(raw);
    const body = raw
      .slice(bullet?.[0].length ?? 0)
      .replace(/^#+\s*/, '')
      .trim();
    if (body) lines.push({ text: body, start, bullet: Boolean(bullet), opens: blank });
    blank = !body;
    start += raw.length + 1;
  }
  return lines;
}

/** "Sunday planning", "Weekly review", "Weekend plan": the writer planning their own days, no meeting. */
const OWN_PLANNING =
  /^(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|weekend|week|weekly|daily|morning|evening|today|tomorrow)(?:['’]s)?\s+(?:planning|plan|review|list|check-?in)\b/i;

/**
 * "Standup notes + personal:", "retro & home stuff", "sync / private": a title that names the writer's own things
 * beside the meeting heads a list of both, not the meeting's notes.
 */
const AND_PERSONAL =
  /(?:[+&/]|\band\b)\s*(?:my\s+)?(?:personal|private|privat|prywatne|priv[eé]|perso|persönlich|personales|home|life|family|own)\b/iu;

function isTitle(line: Line): boolean {
  const { text } = line;
  // "Choir committee — minutes (typed up for the two new members who missed the last one)": an aside in brackets and a dash
  // are no words of the name.
  const named = text
    .replace(/\([^()]*\)/g, ' ')
    .replace(/\s[—–-]\s/g, ' ')
    .trim();
  if (line.bullet || !line.opens || named.split(/\s+/).length > 12 || /[.!?;]$/.test(text)) return false;
  if (OWN_PLANNING.test(text) || AND_PERSONAL.test(text)) return false;
  return (MEETING_NAME.test(text) && !VERB_THEN_OBJECT.test(text)) || MORE_MEETINGS.test(text);
}

/** Whether a line is a part of notes: an action heading, a list of who was there, a point or a job. */
function isNotes(line: Line): boolean {
  return line.bullet || ACTION_HEADING.test(line.text) || MEETING_PART.test(line.text) || isJob(line.text);
}

/**
 * For each segment, the tag of the meeting it is part of — a custom tag, a work tag or Family, whichever the
 * meeting's name (counted twice) and its notes give most evidence of — or undefined. Life is no meeting's area:
 * a house meeting's items keep their own tags. Family is one only when the meeting's name says so ("Family
 * meeting", "Parents' evening"): a baby congratulated in a work meeting does not make it the family's.
 */
export function meetingAreas(
  text: string,
  segments: readonly Pick<Segment, 'start'>[],
  tags: readonly string[],
): (string | undefined)[] {
  const lines = linesOf(text);
  const frames: { from: number; to: number; area: string }[] = [];
  let i = 0;
  while (i < lines.length) {
    const title = lines[i]!;
    if (!isTitle(title)) {
      // Told in prose: "Had the infra sync this morning, … Action items: Priya to book a room, I'll buy the pizza."
      const inline = INLINE_ACTIONS.exec(title.text);
      const said = inline ? title.text.slice(0, inline.index) : '';
      if (inline && SAID_MEETING.test(said)) {
        const area = leading(scoreTags(`${said}\n${title.text}`, [...tags]));
        const from = text.indexOf(inline[0], title.start);
        const to = lines[i + 1]?.start ?? text.length;
        if (
          area &&
          area !== 'Life' &&
          (area !== 'Family' || (scoreTags(said, ['Family'])[0]?.score ?? 0) > 0)
        )
          frames.push({ from, to, area });
      }
      i++;
      continue;
    }
    let end = i + 1;
    let confirmed = 0;
    let points = 0;
    for (; end < lines.length; end++) {
      const line = lines[end]!;
      if ((line.opens && (isTitle(line) || !isNotes(line))) || ASIDE.test(line.text)) break;
      if (ACTION_HEADING.test(line.text) || MEETING_PART.test(line.text)) confirmed += 2;
      else if (isJob(line.text)) confirmed++;
      else if (line.bullet) points++;
    }
    // "1:1 with Helen" over a list of points is notes too.
    if (confirmed >= 2 || (confirmed >= 1 && points >= 1) || points >= 2) {
      const notes = lines.slice(i, end).map((line) => line.text);
      const spoken = [title.text, ...notes].filter((t) => !ROSTER.test(t));
      const said = spoken.join('\n');
      // A meeting about nothing the user has a tag for but office work (a 1:1, a call with a client) is the
      // office's: its items stay Unsorted rather than take the tag of the sentences around them. So is one that a
      // work tag's everyday word on one line points to ("the shoot with the production house" in an ad agency's client
      // call, the "treatment plant" a council's study visit goes to): a work area is backed (backedWork).
      const heard = leading(scoreTags(said, [...tags]));
      const led = heard?.startsWith('Work-') && !backedWork(spoken, heard) ? undefined : heard;
      const named = led === 'Family' ? (scoreTags(title.text, ['Family'])[0]?.score ?? 0) > 0 : true;
      // Life is no meeting's area: a house meeting's items keep their own tags.
      const area =
        led === 'Life' ? undefined : led && named ? led : officeWork(said) >= 1 ? UNSORTED : undefined;
      const to = lines[end]?.start ?? text.length;
      if (area) frames.push({ from: lines[i + 1]?.start ?? to, to, area });
    }
    i = Math.max(end, i + 1);
  }
  return segments.map(
    (segment) => frames.find((frame) => segment.start >= frame.from && segment.start < frame.to)?.area,
  );
}
