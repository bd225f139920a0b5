/**
 * Pasted chats: a speaker of the chat named before an imperative, without a comma ("Rui call the fish supplier
 * today"), is whom the sentence asks, as "Rui, call…" is; a speaker named as the subject of a sentence ("Tom sorted it
 * early") is not. Chats written for these tests, Tuesday 2026-11-24 in UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: '"Rui call the fish supplier today" to Rui, who spoke before: the call, with Rui on it',
    text: '[10:00] Rui: the fish delivery came short again\n[10:01] Me: Rui call the fish supplier today\n[10:02] Rui: ok chef',
    want: [
      { has: 'call fish supplier', title: 'Call the fish supplier', due: '2026-11-24', people: ['Rui'] },
    ],
  },
  {
    name: '"Tom sorted it early" names Tom as who did it: the user\'s next job is their own',
    text: "[08:00] Tom: the rota is done\n[08:05] Me: great, Tom sorted it early. I'll post the rota on the board tonight",
    want: [{ has: 'post rota board', due: '2026-11-24', people: [] }],
  },
];

describe('chats: a speaker named before an imperative is asked', () => {
  for (const row of ROWS) it(row.name, () => check(row));
});
