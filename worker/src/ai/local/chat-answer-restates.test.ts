/**
 * Pasted chats (issue 12, "pasted email/chat"): the user's answer often says the request of the message before again in
 * fewer or other words — "can you collect Auntie Rosa…?" — "I'll get her at 1:30"; "can you send me the budget sheet?" —
 * "Budget sheet this afternoon." That is one task, not two: in the words that say more of it, by the answer's day or
 * else the request's, with whom the request names. An answer that asks someone else, or takes on another job, stays
 * its own task. Chats written for these tests, Tuesday 2026-11-24 in UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: '"can you collect Auntie Rosa…?" — "I\'ll get her at 1:30": one task, the request\'s fuller words, the answer\'s day',
    text: "family chat (I'm Sam)\n[09:00] Leo: Sam can you collect Auntie Rosa from the care home on the way? She has to be signed out by 2\n[09:02] Sam: yes! I'll get her at 1:30",
    want: [{ has: 'collect auntie rosa care home', due: '2026-11-24', people: ['Rosa'] }],
  },
  {
    name: '"can you send me the updated budget sheet?" — "Budget sheet this afternoon.": the request, by the answer\'s day',
    text: '[09:00] Kim: can you send me the updated budget sheet?\n[09:02] me: Budget sheet this afternoon.',
    want: [{ has: 'send kim budget sheet', due: '2026-11-24', people: ['Kim'] }],
  },
  {
    name: '"who\'s bringing cups for the picnic?" — "I\'ll grab 40 cups and napkins": the answer says more, its words stay',
    text: "[09:00] Rui: who's bringing cups for the picnic on Sunday?\n[09:02] me: I'll grab 40 cups and napkins",
    want: [{ has: 'grab 40 cups napkins', due: '2026-11-29', description: 'cups for the picnic' }],
  },
  {
    name: 'an answer that asks someone else about the same thing is a task of its own (guard: the same before)',
    text: '[09:00] Ana: can you book the hall for Friday?\n[09:02] me: yes. Ben pls print the hall posters',
    want: [
      { has: 'book hall', due: '2026-11-27', people: ['Ana'] },
      { has: 'print hall posters', people: ['Ben'] },
    ],
  },
  {
    name: 'an answer that takes on another job besides is a task of its own (guard: the same before)',
    text: "[09:00] Ana: can you book the hall for Friday?\n[09:02] me: sure, and I'll order the cake tomorrow",
    want: [
      { has: 'book hall', due: '2026-11-27' },
      { has: 'order cake', due: '2026-11-25' },
    ],
  },
];

describe("chats: the user's answer that says the request again is that one task", () => {
  it.each(ROWS)('$name', check);
});
