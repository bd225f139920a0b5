/**
 * Another speaker's promise said without "I" ("👍 will call Pastor Dube on Thursday", "yes, will set up their laptops
 * this afternoon") is theirs, as their "I'll…" is, once the chat says which speaker is the user. "will do tmrw" after
 * the user's request still dates it, and "will you…?" still asks. Chats written for these tests, Tuesday 2026-11-24
 * UTC; the guard rows held before.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: '"👍 will call Pastor Dube on Thursday about the chairs": Sipho\'s, not the user\'s',
    text: "[08:00] Mum: Gogo's 80th is on Sunday\n[08:10] Me: I'll order the cake from Mrs Naidoo\n[08:20] Zanele: I can do the slideshow\n[08:30] Sipho: 👍 will call Pastor Dube on Thursday about the chairs",
    want: [{ has: 'order cake' }],
  },
  {
    name: '"yes, will set up their laptops this afternoon": Lars\'s own, no task',
    text: "[10:00] Me: the new hires start Monday\n[10:02] Lars: yes, will set up their laptops this afternoon\n[10:03] Me: great. I'll book the welcome lunch",
    want: [{ has: 'book welcome lunch' }],
  },
  {
    name: 'guard: "will do tmrw" answers the user\'s request and dates it',
    text: '[09:00] Me: Lucy can you ring the venue?\n[09:05] Lucy: will do tmrw',
    want: [{ has: 'ring venue', due: '2026-11-25', people: ['Lucy'] }],
  },
  {
    name: 'guard: "will you bring the projector tomorrow?" asks the user',
    text: '[10:00] Ana: will you bring the projector tomorrow?\n[10:01] Me: yes',
    want: [{ has: 'bring projector', due: '2026-11-25' }],
  },
];

describe('chats: another speaker\'s "will…" is theirs', () => {
  it.each(ROWS)('$name', check);
});
