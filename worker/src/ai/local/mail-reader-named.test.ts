/**
 * A message to the user that names them before a request for its writer ("P.S. Kai, please send me…", "Noor, can you
 * cover for me?") asks as the rest of it does: the writer is on the task, and "me" is the writer. A chat line naming
 * the user is the same. A request the user's own message puts to its reader stays the reader's.
 * Messages written for these tests, Tuesday 2026-11-24.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: 'a postscript naming the user: the writer is on it, and "me" is the writer',
    text: 'fwd from Lotte, sort this week\n\n---\nHi Kai,\n\nCould you check the venue contract before Friday?\n\nThanks,\nLotte\n\nP.S. Kai, please send me your train times when you get a chance.',
    want: [
      { has: 'check venue contract', due: '2026-11-27', people: ['Lotte'] },
      { has: 'send lotte train times', people: ['Lotte'] },
    ],
  },
  {
    name: 'the user named before a request that goes back to the writer, among requests to them',
    text: 'From: Omar Haddad <omar@lindenfreight.com>\nTo: Ruth Amsel\nSubject: Depot move\n\nHi Ruth,\n\n- Could you list the racks that need moving by Thursday?\n- Ruth, can you send me the forklift quotes before the weekend?\n\nBest,\nOmar',
    want: [
      { has: 'list racks', due: '2026-11-26', people: ['Omar'] },
      { has: 'send omar forklift quotes', people: ['Omar'] },
    ],
  },
  {
    name: 'a chat line naming the user asks as the line without the name does',
    text: "family chat, I'm Ines\n\n[24/11/2026, 09:02] Bruno: Ines can you send me the photos from the lake?\n[24/11/2026, 09:05] Ines: sure",
    want: [{ has: 'send bruno photos lake', people: ['Bruno'] }],
  },
  {
    name: "the user's own message naming its reader: the reader's request",
    text: 'my draft to the landlord:\n\nHi Pavel,\n\nPavel, please send me the signed lease by Monday. I will pay the deposit tomorrow.\n\nBest,\nMirela',
    want: [
      { has: 'signed lease', due: '2026-11-30', people: ['Pavel'] },
      { has: 'pay deposit', due: '2026-11-25', people: [] },
    ],
  },
];

describe('a request naming the user in a message to them', () => {
  for (const row of ROWS) it(row.name, () => check(row));
});
