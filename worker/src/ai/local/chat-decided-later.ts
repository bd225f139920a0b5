/**
 * @module ai/local/chat-decided-later — a question passed on in a chat ("mum's asking if we're doing Christmas at ours
 * or at Jen's") that the user answers by putting the choice off ("let's decide this weekend", "let's sort it tonight")
 * is a decision still to make: the words passing it on read "decide", and the answer dates it as an answer that takes
 * a request on does.
 */

import type { Message, TakenOn } from './chat-taken-on.js';
import { blankRange } from './text-blanks.js';

/** The user putting a choice off: "let's decide together", "ugh. let's sort it tonight", "ok let's talk about it". */
const PUT_OFF =
  /^(?:(?:ugh|ok|okay|hmm|yeah|right|oh|sure|tbh)[\s,.!]+)*let['’]?s\s+(?:decide|sort\s+(?:it|that|this)(?:\s+out)?|figure\s+(?:it|that|this)\s+out|talk\s+about\s+it|think\s+about\s+it)\b/i;

/** A question passed on, up to its "if": "mum's asking if", "and my mom asked if", "Dad wants to know whether". */
const PASSED_ON =
  /^[^\S\n]*(\S.*?\b(?:asking|asked|wants\s+to\s+know|wondering)(?:\s+(?:us|me|you))?\s+)(?=(?:if|whether)\s)/i;

/** A clause of a message: what stands between stops and commas. */
const CLAUSE = /[^.!?,\n]+/g;

/**
 * Reads the questions the user put off (see PUT_OFF, PASSED_ON): the message just before the user's answer, by
 * another speaker, passes a question on; its asking words are written over with "decide" (every offset kept), and the
 * pair is recorded so that the answer is no task of its own and dates the decision.
 */
export function decidedLater(chars: string[], text: string, messages: Message[], taken: TakenOn[]): void {
  for (const [i, answer] of messages.entries()) {
    const before = messages[i - 1];
    if (answer.who !== null || !before || before.who === null) continue;
    const said = text.slice(answer.start, answer.end).split('\n', 1)[0]!;
    if (!PUT_OFF.test(said)) continue;
    const clause = [...text.slice(before.start, before.end).matchAll(CLAUSE)].findLast((m) =>
      PASSED_ON.test(m[0]),
    );
    const passed = clause && PASSED_ON.exec(clause[0])!;
    if (!clause || !passed || passed[1]!.length < 'decide'.length) continue;
    const start = before.start + clause.index + passed[0].length - passed[1]!.length;
    blankRange(chars, start, start + passed[1]!.length);
    for (const [k, letter] of [...'decide'].entries()) chars[start + k] = letter;
    // "let's sort it tonight" may already be read as taking the message on; the pair is then there.
    if (taken.some((pair) => pair.answer.start === answer.start)) continue;
    taken.push({
      request: { start, end: before.start + clause.index + clause[0].length },
      answer: { start: answer.start, end: answer.start + said.length },
    });
  }
}
