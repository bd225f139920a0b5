/**
 * @module ai/local/chat-answered-questions — a yes/no question put to a chat ("are we still doing the coast walk
 * saturday??", "Do we have the alarm log exported?") that the next speaker answers is settled there: no check left to
 * make. When the answer hands the job out instead ("Do we have a photographer for the protest?" — "Brian can you cover
 * it?"), the question stays: it names what the job is.
 */
import { CHECK_QUESTION } from './actions.js';
import type { ChatMessage } from './chat-answers.js';
import { asks } from './chat-taken-on.js';
import { blankRange } from './text-blanks.js';

/** A sentence of a message, to its stops ("…or not?? Need to decide this week" is two). */
const SENTENCE = /[^.!?\n]+[.!?]*/g;

/** Words a question may open with before its verb: "So are we…", "ok do we…". */
const OPENING = /^\s*(?:(?:so|ok|okay|and|also|oh|hey|btw|wait|quick q)[,!:]?\s+)*/i;

/** Blanks each yes/no question of a chat message that the next message, by someone else, answers without asking. */
export function answeredQuestions(chars: string[], text: string, messages: readonly ChatMessage[]): void {
  for (const [i, message] of messages.entries()) {
    const next = messages[i + 1];
    if (!next || next.who === message.who) continue;
    const answer = text.slice(next.start, next.end).split('\n', 1)[0]!;
    if (asks(answer)) continue;
    for (const m of text.slice(message.start, message.end).matchAll(SENTENCE)) {
      const opening = OPENING.exec(m[0])![0].length;
      if (CHECK_QUESTION.test(m[0].slice(opening)))
        blankRange(chars, message.start + m.index, message.start + m.index + m[0].length);
    }
  }
}
