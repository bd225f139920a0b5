/**
 * Pasted chats: a speaker of the chat named before an imperative, without a comma ("Rui call the fish supplier
 * today", "Kyle then pls move…", "Then Emeka pls help…"), is whom the sentence asks, as "Rui, call…" is; a speaker named
 * as the subject of a sentence ("Tom sorted it early") is not. Chats written for these tests, Tuesday 2026-11-24 in UTC.
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
  {
    name: '"Kyle then pls move…": words between the name and the imperative, Kyle asked',
    text: '[09:00] Kyle Brandt: the mower is in the shop til Thursday\n[09:02] Me: ok. Kyle then pls move the park cleanup to Friday\n[09:03] Kyle Brandt: will do',
    // (The day the cleanup is moved to is the cleanup's, not the task's: dates-day-owner.)
    want: [{ has: 'move park cleanup', due: null, people: ['Kyle Brandt'] }],
  },
  {
    name: '"Then Emeka pls help Chidi…": a word before the name, Emeka asked and the name out of the title',
    text: "[08:30] Emeka: I bought the sand yesterday, it's in the store\n[08:34] Me: ah ok thanks. Then Emeka pls help Chidi with the tiling tomorrow\n[08:35] Emeka: ok",
    want: [{ has: 'help chidi tiling', title: 'Help Chidi with the tiling', people: ['Emeka', 'Chidi'] }],
  },
  {
    name: '"Rosa also ring…": Rosa asked',
    text: '[10:00] Rosa: the printer is jammed again\n[10:02] Me: Rosa also ring the copier company about the lease\n[10:03] Rosa: on it',
    want: [{ has: 'ring copier company lease', people: ['Rosa'] }],
  },
];

describe('chats: a speaker named before an imperative is asked', () => {
  for (const row of ROWS) it(row.name, () => check(row));
});
