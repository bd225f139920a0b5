/**
 * The user's own "can you send me X?" in a pasted chat asks another speaker for a thing: it is theirs to give, no task
 * of the user's (a lead decision, six writers against three). Only the asking clause goes: the user's promise in the
 * same sentence stays. A request to the whole group ("everyone send me…"), another speaker's "send me", and a "send
 * me" inside the user's own promise are guards that held before. Chats written for these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: '"Aroha can you send me the roster draft by Friday?": no task of the user\'s',
    text: '[10:00] Aroha: the rota is nearly done\n[10:02] Me: great. Aroha can you send me the roster draft by Friday?\n[10:03] Aroha: will do',
    want: [],
  },
  {
    name: '"I\'ll pay the deposit, send me the bank details": the promise stays, the asking clause goes',
    text: "[08:00] Tobi: the hall needs the deposit by Friday\n[08:03] Me: I'll pay the deposit, send me the bank details\n[08:05] Tobi: sending now",
    want: [{ has: 'pay deposit' }],
  },
  {
    name: '"send me a photo of the letter, I\'ll fill in the form online": only the form',
    text: "Kat: the pension letter came, they want the IBAN form within 15 days\nMe: send me a photo of the letter, I'll fill in the form online\nKat: ok\nMe: thanks",
    want: [{ has: 'fill form online' }],
  },
  {
    name: '"could you forward me the invoice? I\'ll pay it tonight": only the payment',
    text: "[09:00] Ravi: invoice is out\n[09:01] Me: could you forward me the invoice? I'll pay it tonight\n[09:02] Ravi: sure",
    want: [{ has: 'pay invoice', due: '2026-11-24' }],
  },
  {
    name: 'guard: "everyone send me your fuel receipts" asks the whole group — the user collects them',
    text: '[10:00] Me: everyone send me your fuel receipts by Thursday\n[10:02] Aroha: ok\n[10:03] Ben: 👍',
    want: [{ has: 'fuel receipts', due: '2026-11-26' }],
  },
  {
    name: 'guard: another speaker\'s "can you send me the slides?" is the user\'s task with them',
    text: '[10:00] Mia: can you send me the slides before standup?\n[10:02] Me: sure',
    want: [{ has: 'send slides', people: ['Mia'] }],
  },
  {
    name: 'guard: "I\'ll make a slideshow if you send me old pics" is the user\'s promise',
    text: "[10:00] Mia: can you think of something for Dad's speech?\n[10:02] Me: I'll make a slideshow if you send me old pics by Thursday\n[10:03] Mia: deal",
    want: [{ has: 'make slideshow', due: '2026-11-26' }],
  },
];

describe('the user\'s own "send me X" in a chat', () => {
  it.each(ROWS)('$name', check);
});
