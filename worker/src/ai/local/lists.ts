/**
 * @module ai/local/lists — the shape of a list in a dump: a title line right above list items ("Moving
 * checklist", "Release checklist v2.8") is a heading, not a task; a shopping heading ("Shopping for the
 * party:") makes its items one errand; in meeting notes with an "Action items"/"Next steps" heading, the
 * bullet points above it are the discussion, not tasks, except the jobs handed out in them; the items under a
 * "Done:" heading are done.
 */
import { classifyClause } from './actions.js';
import { LIST_MARK } from './bullets.js';
import { ANY_DAY, FOREIGN_WEEKDAY, findDates, mentionsDate } from './dates.js';
import { isDatedTitle } from './dump-title.js';
import { ACTION_VERBS } from './lexicon.js';
import { isEnglishWord, isKnownFirstName, isPersonName } from './names.js';
import type { Segment } from './sentences.js';

export interface ListShape {
  /** Segments that title the list under them. */
  titles: Set<number>;
  /** Header segment → the shopping items under it. */
  shopping: Map<number, number[]>;
  /** Lines ending in a colon right above list items ("Onboarding for Femke (starts Monday):"): they label the items. */
  labels: Set<number>;
  /** Segments consumed by a shopping list or written as discussion notes. */
  skip: Set<number>;
  /** The line a meeting's actions start on, under the points discussed (-1 when the notes have none). */
  actionsFrom: number;
}

const SHOPPING = /\b(?:shopping|groceries|grocery|to buy|buy list|supplies)\b/i;
/** The words that head a meeting's jobs: "Action items", "Next steps", "Who does what", "AI" (action items). */
const ACTION_WORDS =
  "action items?|actions?|next steps|to-?dos?|to do|follow[- ]?ups?|takeaways|tasks|ais?|who(?:['’]s| is)? (?:does|doing) what";

/** The user's own actions, as their heading names them ("my to-dos", "our next steps"). */
const OWN_ACTION_WORDS = 'action items?|actions|next steps|to-?dos?|to do|follow[- ]?ups?|tasks';

/**
 * A heading over a meeting's jobs, the one reader of it for every pass: "Action items", "Next steps:", "Who does
 * what:", "Action points (owners)", with a list or markdown mark ("- to do:", "## Actions") or a word of another
 * language or of the decisions before a slash ("Maßnahmen / actions:", "Decisions / actions:"); the user's own ("my
 * to-dos:", "my actions") only on a line of its own, as "my todos: book the room" is one more note. Group 1 is what
 * follows its colon ("Action items: Greg will collect quotes"); see `headsActionsAlone`.
 */
export const ACTION_HEADING = new RegExp(
  String.raw`^\s*(?:${LIST_MARK}\s*|#{1,6}\s*)?(?:(?:\p{L}+\s*\/\s*)?(?:${ACTION_WORDS})\b[^.!?]{0,40}?(?::(.*)|$)|(?:my|our)\s+(?:${OWN_ACTION_WORDS})\s*:?\s*$)`,
  'isu',
);

/**
 * Whether a line is only a heading of a meeting's actions, marks and all ("Next steps", "## Action items:", "AI:"),
 * not "To-do: book the dentist", a task under its label.
 */
export function headsActionsAlone(line: string): boolean {
  const heading = ACTION_HEADING.exec(line);
  return heading !== null && !/\S/.test(heading[1] ?? '');
}

/** A heading over what is already done ("Done:", "Already done", "Sorted ✓", "Completed this week"). */
const DONE_HEADING =
  /^(?:(?:already|all|things?(?: (?:that are|i've|i have|we've))?|stuff)\s+)?(?:done|completed?|finished|sorted|handled|taken care of|ticked off)(?:\s+(?:already|so far|this week|today|yesterday|last week))?\s*(?:[:✓✅✔]|\s*$)/iu;
/** The parts of meeting notes under the meeting's name. */
export const MEETING_PART =
  /^(?:notes|attendees|present|agenda|participants|apologies|minutes|updates|discussion|decisions|actions?|action items|next steps|attendance|in attendance|chair)\b\s*[:\-–—]?/i;
/**
 * A meeting's name: a kind of meeting after its first word ("Water project steering call", "Dept meeting (Maths)"),
 * or first, with whom ("Call w/ Lumen Bank - 14:00", "Sync with Acme 24/11").
 */
export const MEETING_NAME =
  /^\S+(?:\s+\S+)*?\s+\(?(?:call|meeting|sync|stand-?up|review|retro(?:spective)?|1:1|one-on-one|notes|minutes|committee|planning|kick-?off|debrief|workshop|session|check-?in|catch-?up|huddle|interview|briefing|offsite|all-hands|steering|update)\b|^(?:call|meeting|sync|chat|catch-?up|1:1)\s+(?:notes\s+)?(?:with|w\/)\s|^(?:kick-?off|retro(?:spective)?|stand-?up|debrief|huddle|minutes|workshop)\s*[-–—:|]\s/i;
/**
 * A call or meeting named by whom it was with, or by its day and what it was about, at the start of a line: "call w/
 * Greenleaf Press — …", "Mtg with Wanjiru + Otieno", "Call 24/11 re 18 Jacaranda Cres". Notes' shorthand, not "call Sam".
 */
const MET_WITH =
  /^(?:call|meeting|mtg|sync|chat|catch-?up|1:1)\s+(?:notes\s+)?(?:with|w\/|\d{1,2}[./]\d{1,2}\S*\s+(?:re|with|w\/|about))\s/i;
/** A day written in figures, as notes date themselves ("24.11", "23/11/2026"), which the date rules may leave alone. */
const DAY_IN_FIGURES = /\b\d{1,2}[./]\d{1,2}\b/;

/** A dump's first line naming a call by whom or what it was about, and its day: the notes' title, not "call with the bank". */
function namesDatedCall(line: string): boolean {
  return MET_WITH.test(line) && (DAY_IN_FIGURES.test(line) || mentionsDate(line));
}
/** "call the plumber", "schedule a call": a verb with its object is a task, not a meeting's name. */
export const VERB_THEN_OBJECT =
  /^\S+\s+(?:the|a|an|my|our|your|his|her|their|this|that|these|those|some|it|them|him|me|us)\b/i;
/** Meeting notes' structure: a line heading their actions, or one listing who was there. */
const MINUTES_STRUCTURE =
  /^[^\S\n]*(?:(?:action items?|actions|next steps|follow[- ]?ups?|decisions\s*\/\s*actions)\s*:?|(?:attendees|present|participants|attending)\s*:.*)\s*$/im;
/** What titles meeting notes: "Founders sync - Thu", "Retro - Platform squad, Nov 24", "Daily production meeting – Plant 2". */
const MINUTES_TITLE =
  /\b(?:meeting|mtg|sync|retro|retrospective|stand-?up|minutes|1:1|one-on-one|check-in|kick-?off|huddle|call|review|notes)\b/i;
/** A line opening with a verb and its object: "Call the plumber", "Review Sam's deck". */
const VERB_AND_OBJECT =
  /^\s*(\p{L}+)\s+(?:the|a|an|my|our|your|his|her|their|this|that|these|those|some|all|\p{Lu})/u;
/** When the meeting meets again: "Next meeting Monday 07:30", "Next mtg: Tues 12/1", "next 1:1 in 2 wks", "Next site visit: 3 Dec". */
const NEXT_MEETING =
  /^\s*next (?:meeting|mtg|sync|call|retro|review|session|catch-?up|check-?in|huddle|stand-?up|1:1|one-on-one|site (?:visit|walk|meeting)|walk-?through)\b(?![^.!?\n]*\b(?:book|send|prep|prepare|bring|email|schedule)\b)/i;
/**
 * Outside minutes with their structure, a line that only says when the next one is ("next catch-up Thursday same
 * time", "Next huddle Fri.") is still no task: after the meeting's word, a few words with a date in them. So is such a
 * clause before the writer's step for it ("Next call Mon 10am, I'll send the invite"; see splitClauses).
 */
export function saysNextMeeting(text: string): boolean {
  const next = NEXT_MEETING.exec(text);
  if (!next) return false;
  const rest = text.slice(next[0].length).replace(/^\s*(?:(?:is|will be)\s*)?[:\-–—]?\s*/i, '');
  // "Mon 30th same time": the usual time or place adds no date.
  const when = rest.replace(
    /[\s,]+(?:(?:at\s+)?(?:the\s+)?same\s+(?:time|place|room|slot)|as usual)[\s.]*$/i,
    '',
  );
  // "in 2 wks": a span written short, which the date rules leave alone.
  const dated =
    mentionsDate(when) ||
    /^in\s+(?:\d+|a|two|three|four)\s*(?:wks?|weeks?|days?|mths?|months?)\b/i.test(rest);
  return rest.split(/\s+/).length <= 6 && dated && classifyClause(rest).kind !== 'action';
}
/** What a dump's own label calls it: "Weekend jobs", "Plant to-dos", "Sunday night spiral", "Tuesday wrap-up". */
const LABEL_NOUN =
  '(?:dump|notes?|thoughts?|list|recap|summary|update|agenda|ideas?|log|journal|stuff|things|jobs|to-?dos?|todos|tasks|errands|chores|bits|admin|wrap-?up|round-?up|reflections?|musings?|spiral|checklist|reminders)';
/** A word that names a list or notes ("dump", "to-dos", "wrap-up"), anywhere in a line. */
export const NAMES_A_LIST = new RegExp(String.raw`\b${LABEL_NOUN}\b`, 'i');
/**
 * A label: at most three words before the name of a list, and nothing after it but whose or when it is ("Things on my
 * mind tonight", "A few things for this week", "home reset list ✔️").
 */
const DUMP_LABEL = new RegExp(
  String.raw`^(?:(?:a few|a couple of|some|my|the|our|quick|random|misc)\s+)*(?:[\p{L}\d'’&+/-]+\s+){0,3}?${LABEL_NOUN}(?:\s+(?:on my mind|for|from|before|after)\b[^.!?:;,]{0,40}|\s+(?:today|tonight|tomorrow|this \p{L}+|next \p{L}+))?[\s.!✔✓✅\u{FE0F}]*$`,
  'iu',
);
/** What a verb may come before and still name the list: "Plant to-dos" is the plant's list, "Buy stuff" an errand. */
const LIST_OF_JOBS = /\b(?:to-?dos?|todos|tasks|checklist|wrap-?up|thoughts)\b/i;
/** "update for myself", "log for me": a word that is also a verb, with no object before whom it is for, is the noun. */
const FOR_ONESELF = /^\p{L}+\s+for\s+(?:myself|me)\b/iu;

/**
 * A line naming the dump or the paragraph under it ("Weekend jobs.", "Plant to-dos", "update for myself since
 * everything changed:"): its label, not a task.
 */
export function isDumpLabel(text: string): boolean {
  if (!DUMP_LABEL.test(text) || VERB_THEN_OBJECT.test(text)) return false;
  const first = /^\p{L}+/u.exec(text)?.[0].toLowerCase() ?? '';
  return !ACTION_VERBS.has(first) || LIST_OF_JOBS.test(text) || FOR_ONESELF.test(text);
}

/** A label of a note the writer keeps for themselves ("Update for myself since everything changed"), however long. */
export function labelsOwnNote(text: string): boolean {
  return FOR_ONESELF.test(text) && isDumpLabel(text);
}

/** Lines from a heading to its first item, or between items: ticked-off items in between are blanked. */
const MAX_GAP = 3;
const VERB_START = /^(?:buy|get|pick|order|grab|call|book|pay|send|make|ask|fix|check|bring)\b/i;

function isWholeLine(segment: Segment, text: string): boolean {
  return !segment.bullet && !/[.!?;,]$/.test(text) && text.split(/\s+/).length <= 7;
}

/** The items right under the heading at `i`: bullets, each within MAX_GAP lines of the one before, until `stop`. */
function itemsUnder(
  segments: Segment[],
  i: number,
  stop: (item: Segment) => boolean = () => false,
): number[] {
  const items: number[] = [];
  for (let j = i + 1; j < segments.length; j++) {
    const item = segments[j]!;
    if (!item.bullet || item.line - segments[j - 1]!.line > MAX_GAP || stop(item)) break;
    items.push(j);
  }
  return items;
}

/** A numbered point's mark: "3.", "4)". */
const NUMBER_MARK = /^\s*\d{1,2}[.)]\s/;
/** The most words a numbered point's name takes ("4. Youth club Christmas party planning"). */
const MAX_POINT_WORDS = 8;

/**
 * Whether a numbered point names what its next line says: no verb of its own ("3. Safeguarding", "2. Matters
 * arising") and a next line that is no numbered point itself but prose or an item of another mark.
 */
function headsNumberedPoint(segment: Segment, next: Segment, text: string): boolean {
  return (
    NUMBER_MARK.test(lineAt(text, segment.start)) &&
    !NUMBER_MARK.test(lineAt(text, next.start)) &&
    !/[.!?:;]$/.test(segment.text) &&
    // "7. final inspection request - submit online" says what to do after its dash.
    !/\s[-–—]\s/.test(segment.text) &&
    // "5. Christmas party, Fri 18 Dec" would date what is under it by the party's day.
    !mentionsDate(segment.text) &&
    segment.text.split(/\s+/).length <= MAX_POINT_WORDS &&
    classifyClause(segment.text).kind !== 'action'
  );
}

/** A line that says what to do to what: a verb and its object ("chase the invoices", "book the movers"). */
function isJob(text: string): boolean {
  return VERB_THEN_OBJECT.test(text) && classifyClause(text).kind === 'action';
}

/** The user's own commitment in the notes ("I'll chase the references…", "me to book the room", "Ana (me) to…"). */
const OWN_COMMITMENT =
  /^(?:i(?:'ll|’ll)|i (?:will|must|need to|have to|am going to)|i['’]m going to|me to|\p{Lu}[\p{L}'’-]*\s*\((?:me|myself)\)\s+to)\s/iu;

/** Who a job is written after, before a colon or an arrow: "me", "Marcus", "Yuki + me", "Wanjiru & Musa". */
const OWNER = /^(?:me|Me|I|(\p{Lu}\p{Ll}+))(?:\s*(?:[&+]|and)\s*(?:me|(\p{Lu}\p{Ll}+)))?$/u;

/** The owners a part of a point names, when it names only whose the job after it is ("me", a name); else null. */
function ownerOf(part: string): RegExpExecArray | null {
  const owner = OWNER.exec(part.trim());
  // "Personal:", "Admin:" head a part of the list: a name the lexicon knows, or one that is no English word at all.
  const named = (name: string) =>
    isKnownFirstName(name) || (isPersonName(name) && !isEnglishWord(name.toLowerCase()));
  return owner !== null && [owner[1], owner[2]].every((name) => !name || named(name)) ? owner : null;
}

/** The first person a part of a point names as the job's owner ("Carmen" in "Carmen ->"), not the user. */
export function pointOwner(part: string): string | null {
  return ownerOf(part)?.[1] ?? null;
}

/**
 * A sentence that gives someone a job: a named person ("Imran to get quotes…", "Li Na and Bronwen to run the rota",
 * "Marcus: confirm the order") or the user ("I'll chase the references tomorrow", "me: send the swap request").
 * Status and decisions around it are the discussion.
 */
export function assignsWork(text: string): boolean {
  // After the point's topic: "Summer fair: …", "Budget - …", "Leak on press 2 → …", "Audit on 3 Dec; I'll …" (the
  // topic may hold a figure, "scrap 3.1% – Ana to …").
  const parts = text.split(POINT_PARTS);
  return parts.some((part, i) => {
    const clause = part.trim();
    const kind = classifyClause(clause);
    return (
      kind.kind === 'action' &&
      (kind.delegate !== null || OWN_COMMITMENT.test(clause) || (i > 0 && ownerOf(parts[i - 1]!) !== null))
    );
  });
}
/**
 * Where a discussion point passes from its topic to what is done about it: a colon, a spaced dash, an arrow, ";", or a
 * comma before whom the job is given to ("numbers down, Gwen to survey the parents", "ok'd, I'll check the budget").
 */
const POINT_PARTS =
  /:\s+|\s[-–—]\s+|\s*(?:->|→|=>)\s*|;\s+|,\s+(?=\p{Lu}[\p{L}'’-]+\s+(?:to|will)\s|I['’]ll\s)/u;

/**
 * "Action items:" on a line of its own heads the jobs under it, and so does "Action items: Greg will collect quotes…"
 * in meeting notes ("HOA meeting", "Attendees: …"). In a list of the user's own, "TODO by EOW: clean out garage" is one
 * more item with its label, so the items above it are not the discussion.
 */
function headsActions(segment: Segment, segments: Segment[], text: string): boolean {
  if (!ACTION_HEADING.test(segment.text)) return false;
  if (!/:\s*\S/.test(segment.text)) return true;
  return isMeeting(segments, text, segment);
}

/**
 * Notes of a meeting: a line naming its parts ("Attendees: …") or its name first ("HOA meeting"), as written — cleaning
 * may have read "Kickoff – " off "Kickoff – Maison Verhaegen rebrand" as a label.
 */
function isMeeting(segments: Segment[], text: string, except?: Segment): boolean {
  return segments.some((other, i) => {
    if (other === except || other.bullet) return false;
    if (MEETING_PART.test(other.text)) return true;
    if (i > 0) return false;
    const name = lineAt(text, other.start).trim();
    return MEETING_NAME.test(name) && !VERB_THEN_OBJECT.test(name);
  });
}

/**
 * Meeting notes (a line that heads their actions, or one that lists who was there): their first line is their title
 * ("Founders sync - Thu", "Parents' Association meeting, Tues night"), and "Next meeting Monday 07:30" is when they meet
 * again — neither is a task. The segments that say them, by index.
 */
function minutesFrame(segments: (Segment & { original?: string })[], text: string): number[] {
  if (!MINUTES_STRUCTURE.test(text))
    return segments.flatMap((segment, i) => (saysNextMeeting(segment.text) ? [i] : []));
  const firstLine = text.search(/\S/);
  const titled =
    MINUTES_TITLE.test(text.slice(firstLine).match(/^[^\n]*/)![0]) &&
    // "Call the plumber about the leak", "Review the deck with Sam": a task, not a title ("Design sync" is one).
    !ACTION_VERBS.has(VERB_AND_OBJECT.exec(text.slice(firstLine))?.[1]?.toLowerCase() ?? '');
  return segments.flatMap((segment, i) => {
    const end = segment.start + (segment.original ?? segment.text).length;
    const title =
      titled &&
      !text.slice(firstLine, end).includes('\n') &&
      text
        .slice(end)
        .match(/^[^\n]*/)![0]
        .trim() === '';
    return title || NEXT_MEETING.test(segment.text) ? [i] : [];
  });
}

/**
 * A markdown heading ("# Move to Leeds — Dec 12", "## After"): it names what is under it, whatever its words, so it is
 * never a task. Too long for a list's title, it frames nothing either: its date is when the thing it names happens.
 */
const MARKDOWN_HEADING = /^\s*#{1,6}\s+\S/;

/**
 * An action item written with its mark, on a line of its own ("AI: Camila to fix the flaky specs", "ACTION: me – book the
 * room", "- AI: Kenji to confirm the gym"): with no "Action items" heading, the first such line is where the notes'
 * actions start.
 */
const ACTION_MARK = new RegExp(String.raw`^\s*(?:${LIST_MARK}\s*)?(?:AI|ACTION|Action(?: item)?)\s*:`);

/** A line listing who was at a meeting or sent apologies ("Attendees: …", "Present: …", "Regrets: …"). */
const WHO_WAS_THERE =
  /^\s*(?:attendees|present|participants|attending|attendance|in attendance|apologies|regrets)\s*:/i;

/** A list item's mark and the space after it. */
const ITEM_MARK = new RegExp(String.raw`^\s*${LIST_MARK}\s*`);

/** The whole line of the text that `at` is in. */
function lineAt(text: string, at: number): string {
  return text.slice(text.lastIndexOf('\n', at - 1) + 1).match(/^[^\n]*/)![0];
}

/**
 * A line that opens the notes under a title: a label or a chat's speaker before a colon ("Went well: …", "Treasurer: …",
 * "[14:02] Arjun: …"), or a heading of a word or two ("Done").
 */
const OPENS_NOTES =
  /^\s*(?:\[[^\]\n]{1,30}\]\s*)?\p{L}[\p{L}'’ -]{0,30}:\s|^\s*\p{L}+(?:\s+\p{L}+)?\s*(?::\s*)?$/u;

/**
 * The dump's first line, alone on its line, is its dated title over whatever lines follow it ("MOVE – Dec 12 !!" over the
 * moving checklist, "PTA board mtg — Tues" over "Treasurer: …", "#sre-team, today" over a chat's lines, "Tuesday —
 * client work + home" over the day's notes, "Montag, Abendrunde." over a journal's; its day first only when the next
 * line does not open with its own); a list item only over a blank line, another item or the notes' first label.
 */
function opensWithDatedTitle(segments: Segment[], text: string): boolean {
  const [first, next] = segments;
  // Its first words may have been read away in cleaning ("Retro – Sprint 47, 24 Nov": "Retro" as whose it is).
  const lineStart = text.lastIndexOf('\n', first ? first.start - 1 : 0) + 1;
  if (!first || !next || next.line === first.line || text.slice(0, lineStart).trim() !== '') return false;
  const line = lineAt(text, first.start);
  // "Thu - parents evening" over "Fri -> drinks w/ team": the first of lines that each open with their day is an item.
  if (!first.bullet)
    return isDatedTitle(line, !findDates(next.text, ANY_DAY).some((date) => date.index === 0));
  const after = text.slice(first.start + line.length + 1).match(/^[^\n]*/)![0];
  return (after.trim() === '' || ITEM_MARK.test(after) || OPENS_NOTES.test(after)) && isDatedTitle(line);
}

/** A label's closing mark: a colon, or an emoji set after its words ("plans this wk 🛠️", "Grade 2 parents 🍎"). */
const LABEL_MARK = /(?::|\p{Extended_Pictographic}(?:\u{FE0F}|\u{200D}|\p{Extended_Pictographic})*)\s*$/u;
/** The words of a label line at most ("texts w Nomsa (shop) this morning:"). */
const MAX_LABEL_WORDS = 7;

/** A part of a line set off by a spaced dash. */
const DASH_PARTS = /\s[-–—]\s/;
/** A part that names notes or a list, in a few words: "End of shift thoughts", "prep list", "plan v3", "my notes". */
const NAMES_NOTES = new RegExp(
  String.raw`^(?:[\p{L}\d'’&+/]+\s+){0,3}(?:${LABEL_NOUN}|plan)(?:\s+v?\d+)?[.!]?$`,
  'iu',
);

/**
 * The dump's first line, alone on its line, is what the writer calls the dump or the paste under it when a colon or
 * an emoji closes it ("Plant + home this week:", "Tuesday afternoon, typing fast:", "order list + dates 🥐") or a part
 * of it set off by a dash names the notes ("End of shift thoughts — plant.", "julbord saturday 40 pax - prep list",
 * "Project: Press line 4 relocation — plan v3"): no task. A part that acts on a thing ("Book the venue - party plan")
 * keeps it a task.
 */
export function opensWithLabel(segments: Segment[], text: string): boolean {
  const [first, next] = segments;
  if (!first || !next || next.line === first.line || text.slice(0, first.start).trim() !== '') return false;
  const line = lineAt(text, first.start).trim();
  if (line.split(/\s+/).length > MAX_LABEL_WORDS + 2) return false;
  if (LABEL_MARK.test(line) && line.split(/\s+/).length <= MAX_LABEL_WORDS) return true;
  const parts = line.split(DASH_PARTS).map((part) => part.trim());
  return (
    parts.length > 1 &&
    parts.some((part) => NAMES_NOTES.test(part)) &&
    !parts.some((part) => VERB_THEN_OBJECT.test(part))
  );
}

/** The weekdays of the other languages a mixed dump may open with ("segunda", "venerdì", "lunes"). */
const OTHER_WEEKDAYS = new Set(FOREIGN_WEEKDAY.split('|'));
/** A place before a comma, a day, and a word or two about it: "Lima, lunes.", "Segunda-feira cheia.", "Venerdì sera.". */
const DATELINE = /^(?:(\p{Lu}[\p{L}'’-]*),\s*)?([\p{L}]+)(?:-feira)?(?:\s+\p{L}+){0,2}\s*[.!…]*$/u;

/**
 * The dump's first sentence is its dateline when it says only its day in the other language of a mixed dump, where it
 * was written or a word about the day ("Segunda-feira cheia.", "Venerdì sera.", "Lima, lunes."): no item.
 */
function opensWithDateline(segments: Segment[], text: string): boolean {
  const first = segments[0];
  if (!first || text.slice(0, first.start).trim() !== '') return false;
  const day = DATELINE.exec(first.text.trim())?.[2]?.toLowerCase();
  return day !== undefined && OTHER_WEEKDAYS.has(day);
}

/** The words of a lead-in that ends a line of prose ("Before then, please:", "By then I need to:"). */
const MAX_LEAD_IN_WORDS = 6;

export function listShape(segments: (Segment & { original?: string })[], text: string): ListShape {
  const shape: ListShape = {
    titles: new Set(),
    labels: new Set(),
    shopping: new Map(),
    skip: new Set(minutesFrame(segments, text)),
    actionsFrom: -1,
  };
  const actionLine =
    segments.find((s) => !s.bullet && headsActions(s, segments, text))?.line ??
    segments.find((s) => ACTION_MARK.test(lineAt(text, s.start)))?.line ??
    -1;
  // Above "Action items:" in meeting notes the points discussed; above "TODO this week:" in a list of one's own, more
  // to-dos ("- renew the car tax" / "TODO this week:" / "- finish the slides").
  const discussed = actionLine >= 0 && isMeeting(segments, text);
  if (discussed) shape.actionsFrom = actionLine;
  segments.forEach((segment, i) => {
    const next = segments[i + 1];
    // A meeting's name over its notes ("Water project steering call (Kisumu)" / "Attendees: …") titles them; so does
    // the first line naming a call with whom or about what, and its day, over any lines ("call w/ Greenleaf Press —
    // 24.11").
    const lineAlone = segments[i - 1]?.line !== segment.line && next?.line !== segment.line;
    if (
      i === 0 &&
      next &&
      next.line !== segment.line &&
      ((next.line - segment.line <= 2 &&
        isWholeLine(segment, segment.text) &&
        MEETING_NAME.test(segment.text) &&
        !VERB_THEN_OBJECT.test(segment.text) &&
        MEETING_PART.test(next.text)) ||
        (lineAlone && namesDatedCall(lineAt(text, segment.start).trim())))
    ) {
      shape.titles.add(i);
      return;
    }
    // "1. Bathroom reno" over "   a. pick tiles" / "   b. get a second quote": an item with sub-items heads them, unless
    // it says what to do ("- run the dry-run" over "  - compare row counts after it").
    if (
      lineAlone &&
      segment.bullet &&
      next?.bullet &&
      next.indent > segment.indent &&
      classifyClause(segment.text).kind === 'context'
    ) {
      shape.titles.add(i);
      return;
    }
    // "3. Safeguarding" over "Three DBS checks are due…" or "- Roof repair: …": a numbered point with no verb whose
    // next line is its body (prose, or items of another mark) heads that body, as an agenda's point does.
    if (lineAlone && next && next.line === segment.line + 1 && headsNumberedPoint(segment, next, text)) {
      shape.titles.add(i);
      return;
    }
    // A discussion point may still hand someone a job ("1. Summer fair: … Imran to get quotes for the bouncy castle.").
    // In meeting notes a point written as prose is as much the discussion as one with a bullet ("Discussion: the
    // kiln is overheating, the thermocouple is old." over "Action items"); their first line is their title, read above.
    if (
      actionLine > segment.line &&
      (segment.bullet || (discussed && segment.line > segments[0]!.line)) &&
      !assignsWork(segment.text) &&
      // "- Amber: get 3 quotes": cleaning took the owner off the item's words, so the line as written says it too.
      !assignsWork(lineAt(text, segment.start).replace(ITEM_MARK, '')) &&
      (discussed || classifyClause(segment.text).kind !== 'action')
    )
      shape.skip.add(i);
    // "…between 9 and 12. Before then, please:" over a list: a line's last sentence, a short lead-in, heads it too.
    const leadIn =
      !lineAlone &&
      next?.line !== segment.line &&
      segment.text.endsWith(':') &&
      segment.text.split(/\s+/).length <= MAX_LEAD_IN_WORDS;
    const heading =
      (lineAlone && (segment.text.endsWith(':') || isWholeLine(segment, segment.text))) || leadIn;
    if (heading && DONE_HEADING.test(segment.text)) {
      // Its items are done: skipped up to the next line that is not an item.
      shape.skip.add(i);
      for (const j of itemsUnder(segments, i)) shape.skip.add(j);
      return;
    }
    // Lines between a heading and its first item may be ticked-off items, blanked before this runs.
    if (!heading || !next?.bullet || next.line - segment.line > MAX_GAP) return;
    // "chase the invoices early next week" over "- [ ] pay the water bill": a job of its own, not the list's name,
    // when the items are jobs too ("RSVP to…", "pay the water bill"; over "- passport / - charger", "Pack the car" names
    // what they are for).
    if (isJob(segment.text) && (isJob(next.text) || classifyClause(next.text).kind === 'action')) return;
    if (segment.text.endsWith(':')) shape.labels.add(i);
    else shape.titles.add(i);
    if (!SHOPPING.test(segment.text)) return;
    // A shopping list's items end at the first one that says what to do ("call the florist").
    const items = itemsUnder(segments, i, (item) => VERB_START.test(item.text));
    for (const j of items) shape.skip.add(j);
    if (items.length > 0) shape.shopping.set(i, items);
  });
  segments.forEach((segment, i) => {
    const heading = segments[i - 1]?.line !== segment.line && MARKDOWN_HEADING.test(segment.text);
    if (heading && !shape.titles.has(i) && !shape.labels.has(i)) shape.skip.add(i);
  });
  if (
    (opensWithDatedTitle(segments, text) || opensWithDateline(segments, text)) &&
    !shape.titles.has(0) &&
    !shape.labels.has(0)
  )
    shape.skip.add(0);
  // "Attendees: Zhang Wei (plant mgr), Li Na (quality)": who was there, however its brackets split it.
  segments.forEach((segment, i) => {
    if (WHO_WAS_THERE.test(lineAt(text, segment.start))) shape.skip.add(i);
  });
  return shape;
}
