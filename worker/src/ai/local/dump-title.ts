/**
 * @module ai/local/dump-title — the line a dump opens with to say what it is about and when: "MOVE – Dec 12 !!",
 * "SMT line 2 – shift B handover 24/11", "Geekbot standup – Tue". It names the lines under it, so it is no task.
 */
import { classifyClause } from './actions.js';
import { mentionsDate } from './dates.js';

/** A name, a spaced dash, then a short part with the date in it; a title may shout ("!!") or end in an emoji. */
const DATED_TITLE =
  /^(?<head>(?:[^\n.?!;:]|\.(?=\S)){2,60}?)\s+[-–—]\s+(?<tail>(?:[^\n.?!;:]|\.(?=\S)){1,40}?)[\s!]*(?:\p{Extended_Pictographic}\uFE0F?\s*)*$/u;
const MAX_HEAD_WORDS = 6;
const MAX_TAIL_WORDS = 5;

/**
 * Whether a dump's first line, alone on its line, is its dated title: its name is no action ("Geekbot standup"), or one
 * word with nothing to do it to ("MOVE"); "Pay rent – Friday" and "Call the bank – Tue" stay tasks.
 */
export function isDatedTitle(line: string): boolean {
  const title = DATED_TITLE.exec(line.trim());
  if (!title) return false;
  const { head, tail } = title.groups as { head: string; tail: string };
  return (
    head.trim().split(/\s+/).length <= MAX_HEAD_WORDS &&
    tail.trim().split(/\s+/).length <= MAX_TAIL_WORDS &&
    mentionsDate(tail) &&
    (!/\s/.test(head.trim()) || classifyClause(head.trim()).kind !== 'action')
  );
}
