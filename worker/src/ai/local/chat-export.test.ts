/**
 * A pasted chat export (issue 12, "pasted email/chat"): the day a chat app puts before each time stamp is no due date,
 * a name the user gives themself ("me = Ravi") makes that speaker's lines the user's own, and a request addressed by
 * name without a comma ("Nisha can you…") is that person's; "did you…?" answered "not yet" is still to do. Chats written for these tests, Tuesday 2026-11-24.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: 'an export with dated stamps, the user named by themself, and a request with no comma',
    text: "[21/11, 8:14 pm] Dad: Who's doing what for Gran's 90th?\n[21/11, 8:15 pm] Ravi: I'll book the restaurant for Saturday\n[21/11, 8:17 pm] Dad: Great. Nisha can you order the cake?\n[21/11, 8:20 pm] Nisha: ok\n\n(me = Ravi) also get a card",
    want: [
      { has: 'book restaurant', due: '2026-11-28', people: [] },
      { has: 'order cake', people: ['Nisha'] },
      { has: 'get card', people: [] },
    ],
  },
  {
    name: 'stamps with seconds and a dotted day, and no name given: the speaker is who does it',
    text: '[24.11.26, 09:02:11] Lena: Moin! Can someone restart the staging queue?\n[24.11.26, 09:03:40] Tobi: on it',
    want: [{ has: 'restart staging queue', due: null }],
  },
  {
    name: '"did you…?" answered "not yet, will do…" is still to do, dated by the answer; "yes done" leaves nothing',
    text: 'Sam: did u call the plumber?\nme: not yet, will do tomorrow morning\nSam: did you renew the parking permit?\nme: yes done',
    want: [{ has: 'call plumber', title: 'Call the plumber', due: '2026-11-25' }],
  },
  {
    name: 'a closing "pls" and a "reminder" before the thing that is due are how it was said, not the task',
    text: 'Jess: also the school form is due Friday, sign it pls\nKevin: reminder the Q4 board deck is due Thursday',
    want: [
      { has: 'sign school form', title: 'Sign the school form', due: '2026-11-27' },
      { has: 'q4 board deck', title: 'The Q4 board deck', due: '2026-11-26' },
    ],
  },
];

describe('a pasted chat export', () => {
  it.each(ROWS.map((row) => [row.name, row] as const))('%s', (_name, row) => check(row));
});
