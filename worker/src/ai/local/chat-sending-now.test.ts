/**
 * An answer "sending now" says the thing asked for is on its way: the request is settled, as "sent!" settles it, and
 * the user's other words in the message stay. Sending it later is no such answer. Chats written for these tests,
 * Tuesday 2026-11-24 UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: '"sending now": the request for the form is settled, no task',
    text: '[09:10] Me: Rahul can you forward me the insurance form?\n[09:12] Rahul: sending now',
    want: [],
  },
  {
    name: '"sending it over now… done": settled; the promise before the request stays',
    text: "Me: I'll drive her on Friday. can you send me the clinic letter?\nBen: sending it over now... done\nMe: thx",
    want: [{ has: 'drive her', due: '2026-11-27' }],
  },
  {
    name: '"Sending now. Also …": settled, and what the answer asks next stays',
    text: '[10:01] Me: Ines can you send me the floor plan?\n[10:03] Ines: Sending now. Also can you book the van for Saturday?\n[10:04] Me: yes',
    want: [{ has: 'book van', due: '2026-11-28' }],
  },
  {
    // Was the user's own "can you send me the insurance form?", kept as a task; by the lead's decision (round 38) that
    // request is no task of the user's whatever the answer (chat-sent-to-me), so the guard is turned round.
    name: 'guard: the user\'s "sending it once I am home" settles nothing yet',
    text: '[09:10] Rahul: can you send me the insurance form?\n[09:12] Me: sending it once I am home',
    want: [{ has: 'insurance form', people: ['Rahul'] }],
  },
];

describe('"sending now" settles what was asked', () => {
  it.each(ROWS)('$name', check);
});
