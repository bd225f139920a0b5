/**
 * Pasted chats (issue 12, "pasted email/chat"): what another speaker says of their own — a promise after a comma, thanks
 * with a pet name — is no task of the user's; a promise ends where its writer turns to ask whoever reads. Chats written for these tests, Tuesday 2026-11-24 in UTC.
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
  {
    name: '"I can restart the pods tonight but someone needs to sign off the change": the promise is theirs, the ask is open',
    text: "[09:00] Marco: I can restart the pods tonight but someone needs to sign off the change\n[09:02] me: I'll sign it off today",
    want: [{ has: 'sign off change', due: '2026-11-24', people: ['Marco'] }],
  },
  {
    name: '"we\'ll bring the tent, but can somebody sort the stove?": the tent is theirs, the stove the user\'s answer takes on',
    text: "[20:00] Ida: we'll bring the tent, but can somebody sort the camping stove?\n[20:05] Me: I'll sort the stove",
    want: [{ has: 'sort camping stove', people: ['Ida'] }],
  },
];

describe('chats: what another speaker says of their own', () => {
  for (const row of ROWS) it(row.name, () => check(row));
});
