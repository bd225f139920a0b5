/**
 * @module ai/local/dump-title — the line a dump opens with to say what it is about and when: "MOVE – Dec 12 !!",
 * "SMT line 2 – shift B handover 24/11", "Geekbot standup – Tue", "#sre-team, today". It names the lines under it, so
 * it is no task.
 */
import { classifyClause } from './actions.js';
import { mentionsDate } from './dates.js';

/**
 * A name, a spaced dash or a comma, then a short part ("Retro – Sprint 47 (platform team), 24 Nov": the date after the
 * last comma; "Tuesday — client work + home": the date first); a title may shout ("!!") or end in an emoji.
 */
const DATED_TITLE =
  /^(?<head>(?:[^\n.?!;:]|\.(?=\S)){2,60}?)(?:\s+[-–—]\s+|,\s+)(?<tail>(?:[^\n.?!;:,]|\.(?=\S)){1,40}?)[\s!]*(?:\p{Extended_Pictographic}\uFE0F?\s*)*$/u;
/** A name of two words or more and its date in brackets: "WEEKLY REVIEW wk48 (sprint ends today)". */
const BRACKETED_TITLE =
  /^(?<head>[^\n.?!;:()]{2,60}?\s[^\n.?!;:()]{1,60}?)\s*\((?<tail>[^()\n.?!;:]{1,40})\)[\s!]*(?:\p{Extended_Pictographic}\uFE0F?\s*)*$/u;
const MAX_HEAD_WORDS = 6;
const MAX_TAIL_WORDS = 5;

/**
 * Whether a dump's first line, alone on its line, is its dated title: its second part names a date (or its first, when
 * `dayFirst`: "Tuesday — client work + home"), its name is no action ("Geekbot standup"), or one word with nothing to do
 * it to ("MOVE"), nor is its other part ("client email, reply tmrw am"); "Pay rent – Friday" and "Call the bank – Tue"
 * stay tasks. A full stop may close it, as a journal's first line ("Montag, Abendrunde.").
 */
export function isDatedTitle(line: string, dayFirst = false): boolean {
  const said = line.trim().replace(/(?<!\.)\.$/, '');
  const title = DATED_TITLE.exec(said) ?? BRACKETED_TITLE.exec(said);
  if (!title) return false;
  const { head, tail } = title.groups as { head: string; tail: string };
  return (
    head.trim().split(/\s+/).length <= MAX_HEAD_WORDS &&
    tail.trim().split(/\s+/).length <= MAX_TAIL_WORDS &&
    (mentionsDate(tail) || (dayFirst && mentionsDate(head))) &&
    (!/\s/.test(head.trim()) || classifyClause(head.trim()).kind !== 'action') &&
    // "client email, reply tmrw am": a note of what to do and when.
    classifyClause(tail.trim()).kind !== 'action'
  );
}
