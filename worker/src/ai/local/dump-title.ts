/**
 * @module ai/local/dump-title — the line a dump opens with to say what it is about and when: "MOVE – Dec 12 !!",
 * "SMT line 2 – shift B handover 24/11", "Geekbot standup – Tue", "#sre-team, today". It names the lines under it, so
 * it is no task.
 */
import { classifyClause } from './actions.js';
import { mentionsDate } from './dates.js';

/**
 * A name, a spaced dash or a comma, then a short part with the date in it ("Retro – Sprint 47 (platform team), 24 Nov":
 * the date after the last comma); a title may shout ("!!") or end in an emoji.
 */
const DATED_TITLE =
  /^(?<head>(?:[^\n.?!;:]|\.(?=\S)){2,60}?)(?:\s+[-–—]\s+|,\s+)(?<tail>(?:[^\n.?!;:,]|\.(?=\S)){1,40}?)[\s!]*(?:\p{Extended_Pictographic}\uFE0F?\s*)*$/u;
/** A name of two words or more and its date in brackets: "WEEKLY REVIEW wk48 (sprint ends today)". */
const BRACKETED_TITLE =
  /^(?<head>[^\n.?!;:()]{2,60}?\s[^\n.?!;:()]{1,60}?)\s*\((?<tail>[^()\n.?!;:]{1,40})\)[\s!]*(?:\p{Extended_Pictographic}\uFE0F?\s*)*$/u;
const MAX_HEAD_WORDS = 6;
const MAX_TAIL_WORDS = 5;

/**
 * Whether a dump's first line, alone on its line, is its dated title: its name is no action ("Geekbot standup"), or one
 * word with nothing to do it to ("MOVE"), nor is its dated part ("client email, reply tmrw am"); "Pay rent – Friday"
 * and "Call the bank – Tue" stay tasks.
 */
export function isDatedTitle(line: string): boolean {
  const title = DATED_TITLE.exec(line.trim()) ?? BRACKETED_TITLE.exec(line.trim());
  if (!title) return false;
  const { head, tail } = title.groups as { head: string; tail: string };
  return (
    head.trim().split(/\s+/).length <= MAX_HEAD_WORDS &&
    tail.trim().split(/\s+/).length <= MAX_TAIL_WORDS &&
    mentionsDate(tail) &&
    (!/\s/.test(head.trim()) || classifyClause(head.trim()).kind !== 'action') &&
    // "client email, reply tmrw am": a note of what to do and when.
    classifyClause(tail.trim()).kind !== 'action'
  );
}
