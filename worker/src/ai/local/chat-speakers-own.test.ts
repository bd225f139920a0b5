/**
 * Pasted chats (issue 12, "pasted email/chat"): what another speaker says of their own — a promise after a comma, thanks
 * with a pet name — is no task of the user's. Chats written for these tests, Tuesday 2026-11-24 in UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: 'another speaker\'s "I\'ll…" after a comma is theirs: "we\'re almost out of limes, I\'ll put the order in"',
    text: "[07:01] Rico: we're almost out of limes, I'll put the order in with Fresco's\n[07:02] Rico: can you call the fridge guy?\n[07:05] Me: yep, this morning",
    want: [{ has: 'call fridge guy', due: '2026-11-24', people: ['Rico'] }],
  },
  {
    name: 'what they will need stays the request\'s day: "pick the tiles, I\'ll need them by Friday to order"',
    text: "[08:30] Ana: morning! can you pick the tiles for the splashback, I'll need them by Friday to order\n[08:40] Me: will do",
    want: [{ has: 'pick tiles', due: '2026-11-27', people: ['Ana'] }],
  },
  {
    name: 'thanks with a pet name opening a message is no task: "Thank you love. Also…"',
    text: "[19:05] Me: I'll ring the vet tomorrow\n[19:10] Mum: Thank you love. Also we need to order the cake by Saturday\n[19:12] Me: ok I'll order it",
    want: [
      { has: 'ring vet', due: '2026-11-25' },
      { has: 'order cake', due: '2026-11-28' },
    ],
  },
];

describe('chats: what another speaker says of their own', () => {
  for (const row of ROWS) it(row.name, () => check(row));
});
