/**
 * "someone order the balloons", "and somebody take the bins out tonight": a job put to whoever reads, as "everyone
 * finish the book" is to a group, is a task to do (the speaker asked it); "someone called about the boiler" only tells.
 * Chats written for these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: 'asked of whoever reads and left open: the task, dated, with who asked',
    text: '[09:00] Ruth: the hall is booked for the 12th 🎉\n[09:02] Ruth: and someone order the balloons by Friday\n[09:05] Me: nice',
    want: [{ has: 'order balloons', due: '2026-11-27', people: ['Ruth'] }],
  },
  {
    name: 'taken on by the user with "on it": the task, dated by the request',
    text: "Dad: somebody take the bins out tonight, it's collection day\nMe: on it\nDad: 👍",
    want: [{ has: 'take bins', title: 'Take the bins out', due: '2026-11-24' }],
  },
  {
    name: 'in a list the same: "someone" is not part of the title',
    text: 'Team sync notes\n- someone book the room for the retro\n- Ana to send the slides',
    want: [
      { has: 'book room', title: 'Book the room for the retro' },
      { has: 'send slides', people: ['Ana'] },
    ],
  },
  {
    name: 'what someone did is told, not asked',
    text: 'Priya: someone called about the boiler again\nMe: ugh\nPriya: someone left the side gate open too',
    want: [],
  },
];

describe('a job asked of someone', () => {
  it.each(ROWS)('$name', check);
});
