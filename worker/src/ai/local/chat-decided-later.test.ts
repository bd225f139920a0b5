/**
 * Pasted chats (issue 12, "pasted email/chat"): a question passed on by another speaker ("Gran's asking if we're
 * hosting New Year") that the user puts off ("let's decide on the weekend") is a decision still to make, with the
 * speaker who passed it on, dated by the answer; the answer is no task of its own. Chats written for these tests,
 * Tuesday 2026-11-24 in UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: 'a question passed on, put off to a day: the decision, dated by the answer',
    text: "Ola: the boiler man comes at 8\nMe: ok thanks\nOla: also Gran's asking if we're hosting New Year or going to hers\nMe: ugh, let's sort it tonight",
    want: [{ has: 'decide hosting new year', due: '2026-11-24', people: ['Ola'] }],
  },
  {
    name: '"let\'s decide together": the decision with who passed it on, no task "Decide together"',
    text: "Tomi: did you see the parking letter?\nMe: yes, paid it\nTomi: my dad asked if we want the cabin in March\nMe: let's decide together, no rush",
    want: [{ has: 'decide cabin march', people: ['Tomi'] }],
  },
  {
    name: 'a passed-on question the user answers is no decision (guard: the same before)',
    text: "Tomi: my dad asked if we want the cabin in March\nMe: yes please, I'll tell him tonight",
    want: [{ has: 'tell', due: '2026-11-24' }],
  },
];

describe('a passed-on question the user puts off', () => {
  it.each(ROWS)('$name', check);
});
