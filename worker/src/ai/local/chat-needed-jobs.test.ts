/**
 * "someone needs to restock the paper": a job a chat speaker says needs doing, by whoever, is no errand of theirs —
 * the one who takes it on does it, with nobody else on it. It is theirs when it is for them ("help me") or when the
 * answer brings it back to them ("…and send it to you"); a favour asked ("can someone…?") keeps who asked on it.
 * Chats written for these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: 'said to need doing and taken on by the user: nobody else on it',
    text: "[08:00] Tomas: someone needs to restock the printer paper, we're out\n[08:05] Me: I'll restock it after lunch",
    want: [{ has: 'restock printer paper', people: [] }],
  },
  {
    name: '"somebody has to" in a stamped-less chat: the same',
    text: 'Greta: the freezer door seal is torn again\nMe: ugh\nGreta: somebody has to order a new seal this week\nMe: on it',
    want: [{ has: 'order seal', people: [] }],
  },
  {
    name: 'the answer brings it back to whoever said it: they stay on it',
    text: '[10:00] Lena: someone should update the supplier list\n[10:02] Me: I will update it and send it to you Friday',
    want: [{ has: 'update supplier list', people: ['Lena'] }],
  },
  {
    name: 'a favour asked keeps who asked on it (guard: the same before)',
    text: '[09:14] Ruth: can someone grab the extension cable from the store?\n[09:15] Me: I can, after the call',
    want: [{ has: 'grab extension cable', people: ['Ruth'] }],
  },
];

describe('a job said to need doing by whoever', () => {
  it.each(ROWS)('$name', check);
});
