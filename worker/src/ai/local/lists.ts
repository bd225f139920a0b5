/**
 * @module ai/local/lists — the shape of a list in a dump: a title line right above list items ("Moving
 * checklist", "Release checklist v2.8") is a heading, not a task; a shopping heading ("Shopping for the
 * party:") makes its items one errand; in meeting notes with an "Action items"/"Next steps" heading, the
 * bullet points above it are the discussion, not tasks; the items under a "Done:" heading are done.
 */
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
}

const SHOPPING = /\b(?:shopping|groceries|grocery|to buy|buy list|supplies)\b/i;
const ACTION_HEADING =
  /^(?:action items?|actions?|next steps|to-?dos?|to do|follow[- ]?ups?|takeaways|tasks|ais)\b[^.!?]{0,40}(?::|$)/i;
/** A heading over what is already done ("Done:", "Already done", "Sorted ✓", "Completed this week"). */
const DONE_HEADING =
  /^(?:(?:already|all|things?(?: (?:that are|i've|i have|we've))?|stuff)\s+)?(?:done|completed?|finished|sorted|handled|taken care of|ticked off)(?:\s+(?:already|so far|this week|today|yesterday|last week))?\s*(?:[:✓✅✔]|\s*$)/iu;
/** Lines from a heading to its first item, or between items: ticked-off items in between are blanked. */
const MAX_GAP = 3;
const VERB_START = /^(?:buy|get|pick|order|grab|call|book|pay|send|make|ask|fix|check|bring)\b/i;

function isWholeLine(segment: Segment, text: string): boolean {
  return !segment.bullet && !/[.!?;,]$/.test(text) && text.split(/\s+/).length <= 7;
}

export function listShape(segments: (Segment & { original?: string })[]): ListShape {
  const shape: ListShape = { titles: new Set(), labels: new Set(), shopping: new Map(), skip: new Set() };
  const actionLine = segments.find((s) => !s.bullet && ACTION_HEADING.test(s.text))?.line ?? -1;
  segments.forEach((segment, i) => {
    const next = segments[i + 1];
    const lineAlone = segments[i - 1]?.line !== segment.line && next?.line !== segment.line;
    if (actionLine > segment.line && segment.bullet) shape.skip.add(i);
    const heading = lineAlone && (segment.text.endsWith(':') || isWholeLine(segment, segment.text));
    if (heading && DONE_HEADING.test(segment.text)) {
      // Its items are done: skipped up to the next line that is not an item.
      shape.skip.add(i);
      for (let j = i + 1; j < segments.length && segments[j]!.bullet; j++) {
        if (segments[j]!.line - segments[j - 1]!.line > MAX_GAP) break;
        shape.skip.add(j);
      }
      return;
    }
    // Lines between a heading and its first item may be ticked-off items, blanked before this runs.
    if (!heading || !next?.bullet || next.line - segment.line > MAX_GAP) return;
    if (segment.text.endsWith(':')) shape.labels.add(i);
    else shape.titles.add(i);
    if (!SHOPPING.test(segment.text)) return;
    const items: number[] = [];
    for (let j = i + 1; j < segments.length; j++) {
      const item = segments[j]!;
      if (!item.bullet || item.line - segments[j - 1]!.line > MAX_GAP || VERB_START.test(item.text)) break;
      items.push(j);
      shape.skip.add(j);
    }
    if (items.length > 0) shape.shopping.set(i, items);
  });
  return shape;
}
