/**
 * The user's "I can do X" to a "who's …?" question, where X is a thing the question does not name, is the user's own
 * task, in the question's verb when it has one of its own ("who's presenting…?" — "I can do the safety talk"), dated by
 * the question. Chats written for these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: '"who\'s presenting at Friday\'s team meeting?" — "I can do the safety talk": present it, Friday',
    text: "(I'm Ruth)\nGil: who's presenting at Friday's team meeting? nobody signed up\nRuth: I can do the safety talk\nGil: great, thanks",
    want: [{ has: 'present safety talk', due: '2026-11-27', people: [] }],
  },
  {
    name: '"who\'s doing the salad?" answered by someone else, then the user\'s "I can do the drinks": the drinks only',
    text: "[18:00] Dee: who's doing the salad for Sunday?\n[18:01] Abe: me, already bought the stuff\n[18:03] me: I can do the drinks.\n[18:04] Dee: perfect",
    want: [{ has: 'do drinks', people: [] }],
  },
  {
    name: '"I can do Saturday morning" offers a day, which takes the request on (guard: passes before and after)',
    text: "[18:00] Dee: who's taking the dog to the groomer?\n[18:03] me: I can do Saturday morning",
    want: [{ has: 'take dog groomer', due: '2026-11-28' }],
  },
  {
    name: 'another speaker\'s "I can do the drinks" is theirs, no task of the user\'s (guard: passes before and after)',
    text: "[18:00] Dee: who's doing the salad for Sunday?\n[18:01] me: I'll do the salad\n[18:03] Abe: I can do the drinks",
    want: [{ has: 'do salad' }],
  },
];

describe('the user offering a thing of their own to a "who\'s …?"', () => {
  it.each(ROWS)('$name', check);
});
