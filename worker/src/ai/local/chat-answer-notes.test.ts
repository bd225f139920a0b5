/**
 * An answer that does what a chat message asks in its own way ("someone has to be home" — "I'll work from home") is
 * the user's task, and its description says what it is for in the request's words, as a note under a pasted message
 * keeps the message's ask. Chats written for these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: '"the glazier comes Friday…, someone has to be home" — "I\'ll work from home Friday then": the glazier is said',
    text: "[08:00] Ana: the glazier comes Friday between 9 and 1, someone has to be home\n[08:02] me: I'll work from home Friday then",
    // Was "Work from home Friday"; being home for the visit is the task now (visits.test.ts).
    want: [{ has: 'be home for glazier', due: '2026-11-27', description: 'glazier comes Friday' }],
  },
  {
    // Was two tasks, the request and the poll; the poll that sorts the rota is that request said again, one task
    // (chat-answer-restates.test.ts).
    name: '"we need to sort the rota for the holidays" — "I\'ll send a rota poll tonight": the poll says what it is for',
    text: "[08:00] Ana: we need to sort the rota for the holidays\n[08:02] me: I'll send a rota poll tonight",
    want: [{ has: 'send rota poll', due: '2026-11-24', description: 'rota for the holidays' }],
  },
  {
    name: 'an answer that takes the request on in its words stays as it was (guard: passes before and after)',
    text: "[08:00] Ana: can someone book the van for Saturday?\n[08:02] me: I'll book the van tonight",
    want: [{ has: 'book van' }],
  },
];

describe('an answer doing the request its own way: the request in its description', () => {
  it.each(ROWS)('$name', check);
});
