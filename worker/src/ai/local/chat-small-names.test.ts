/**
 * Pasted chats (issue 12, "pasted email/chat"): people in a chat turn to each other by a name written small ("tom can
 * you…", "ok, bea pls…"). A speaker of the chat called so is asked all the same: the user when it is them, someone
 * the user waits on when the user asks. Chats written for these tests, Tuesday 2026-11-24 in UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: 'the user called by a small name: their task, nobody else on it',
    text: "(I'm Tom)\nBea: the demo moved to Friday. tom can you print the handouts?\nTom: sure\nBea: thanks",
    want: [{ has: 'print handouts', people: [] }],
  },
  {
    name: "the user's request to a speaker called by a small name names that speaker",
    text: '(me = Tom)\nBea: the projector is broken again\nTom: oh no\nBea: the talk is at 9\nTom: ok, bea pls book the spare one from IT for tomorrow\nBea: 👍',
    want: [{ has: 'book spare', due: '2026-11-25', people: ['Bea'] }],
  },
  {
    name: 'a small word that is no speaker of the chat stays as it is (guard: the same before)',
    text: "(I'm Tom)\nBea: so will you bring the cake?\nTom: yes, I'll bring it Saturday\nBea: 👍",
    want: [{ has: 'bring cake', due: '2026-11-28' }],
  },
];

describe('a chat speaker called by a name written small', () => {
  it.each(ROWS)('$name', check);
});
