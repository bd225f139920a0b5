/**
 * The user's note above a pasted message that says one of its requests again ("from Priya, need to sort the projector
 * thing tonight" over her "could you book the projector for Friday's board meeting?") is one task: in the request's
 * words, by the note's day when it says one, with the request's people. Messages written for these tests, Tuesday
 * 2026-11-24.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: 'a note naming the thing with "thing" is the request it points at, by the note\'s day',
    text: 'from Priya, need to sort the projector thing tonight\n\nSubject: Board meeting\nFrom: Priya Nair <priya@lumen.org>\nTo: Sam Ortiz\n\nHi Sam,\n\nCould you book the projector for the board meeting on Friday?\n\nThanks,\nPriya',
    want: [{ has: 'book projector board', due: '2026-11-24', people: ['Priya'] }],
  },
  {
    name: 'a short code with a digit ("W2") is the thing both say',
    text: "from Aunt Rosa's accountant. I'll dig out the W2 tomorrow and send it\n\nFrom: Colm Byrne <colm@byrnetax.ie>\nTo: Nina Walsh\nSubject: Return\n\nHi Nina,\n\nCould you send me the W2 from your old employer by the 10th?\n\nRegards,\nColm Byrne",
    want: [{ has: 'send w2 employer', due: '2026-11-25', people: ['Colm'] }],
  },
  {
    name: 'a note above about something else stays its own task',
    text: 'from Priya. also renew the parking permit\n\nSubject: Board meeting\nFrom: Priya Nair <priya@lumen.org>\nTo: Sam Ortiz\n\nHi Sam,\n\nCould you book the projector for the board meeting on Friday?\n\nThanks,\nPriya',
    want: [{ has: 'renew parking permit' }, { has: 'book projector', due: '2026-11-27', people: ['Priya'] }],
  },
  {
    name: "the user's own lines under a quoted message are not the message's requests",
    text: 'Truck list:\n- new menu boards, I print them\n\nFrom Lou at the market:\n> Can you send me the stall number?\n\nJo: finish the menu board designs by Wednesday',
    want: [{ has: 'menu boards' }, { has: 'finish menu board designs', due: '2026-11-25', people: ['Jo'] }],
  },
];

describe('pasted mail: a note above it that says a request again', () => {
  for (const row of ROWS) it(row.name, () => check(row));
});
