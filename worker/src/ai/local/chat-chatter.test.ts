/**
 * Pasted chats (issue 12, "pasted email/chat"): what a message says only to the chat — thanks before the next thing,
 * "😅 fine", "all good" — is no task. Chats written for these tests, Tuesday 2026-11-24 in UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: '"Thank you Ama. Also please…": the thanks to whoever answered goes, the request stays',
    text: '24/11/2026, 18:02 - Ama: I will bring the jollof\n24/11/2026, 18:05 - Auntie: Thank you Ama. Also please pick up the ice on the way\n24/11/2026, 18:06 - Me: ok',
    want: [{ has: 'pick up ice', title: 'Pick up the ice on the way' }],
  },
  {
    name: '"Thanks 🙏 can you also…": an emoji ends the thanks as a stop would',
    text: '[09:10] Kofi: the van is booked for Saturday\n[09:12] Kofi: thanks 🙏 can you also print the labels tomorrow?\n[09:13] Me: will do',
    want: [{ has: 'print labels', due: '2026-11-25' }],
  },
  {
    name: 'an answer after an emoji ("😅 fine") or "all good" says nothing more',
    text: '[10:01] Lena: can you sort the raffle prizes this year?\n[10:02] Me: 😅 fine\n[10:05] Lena: the caterer is sorted btw\n[10:06] Me: all good',
    want: [{ has: 'raffle prizes' }],
  },
  {
    name: 'the chat app\'s own lines ("4 replies  Last reply today at …", "View thread", "Seen by …") are no task',
    text: 'Ines  8:02 AM\nthe shared printer is jammed again\n4 replies  Last reply today at 8:30 AM\nme  8:05 AM\nok\nInes  8:10 AM\ncan you order more toner by Thursday\nView thread\nSeen by Ines',
    want: [{ has: 'order toner', due: '2026-11-26', people: ['Ines'] }],
  },
];

describe('chats: what is said only to the chat', () => {
  for (const row of ROWS) it(row.name, () => check(row));
});
