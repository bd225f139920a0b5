/**
 * A chat line stamped with an earlier day (up to a week back) is read on the day it was sent: last night's "tomorrow"
 * is today, Sunday's "the day after tomorrow" is Tuesday. A line stamped today, in the future or more than a week back,
 * and an unstamped line, keep today's reading. Chats written for these tests, pasted on Tuesday 2026-11-24.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: '"[23/11/2026, 20:10] Ana: can you ring the plumber tomorrow?" pasted on the 24th: today',
    text: '[23/11/2026, 20:10] Ana: can you ring the plumber tomorrow?\n[24/11/2026, 07:30] me: yes',
    want: [{ has: 'ring plumber', due: '2026-11-24' }],
  },
  {
    name: 'a month-first stamp in a month-first zone: "[11/23/26, 8:10 PM] … book the vet tomorrow" — today',
    text: '[11/23/26, 8:10 PM] Ana: can you book the vet tomorrow?\n[11/24/26, 6:55 AM] me: ok',
    timeZone: 'America/New_York',
    want: [{ has: 'book vet', due: '2026-11-24' }],
  },
  {
    name: 'a message stamped today keeps its "tomorrow" (guard: passes before and after)',
    text: '[24/11/2026, 08:00] Ana: can you ring the plumber tomorrow?\n[24/11/2026, 08:05] me: yes',
    want: [{ has: 'ring plumber', due: '2026-11-25' }],
  },
  {
    name: "the user's own two tasks in last night's message: both today",
    text: "[23/11/26, 21:10] Dad: the trailer for Saturday isn't hired yet\n[23/11/26, 21:12] Me: I'll hire the trailer tomorrow and text everyone the meeting point",
    want: [
      { has: 'hire trailer', due: '2026-11-24' },
      { has: 'text everyone meeting point', due: '2026-11-24' },
    ],
  },
  {
    name: 'one stamped line alone (no chat of two messages): its "tomorrow" is today',
    text: '[23/11/26, 22:40] Me: I will sand the shelves tomorrow',
    want: [{ has: 'sand shelves', due: '2026-11-24' }],
  },
  {
    name: 'a stamp two days back: Sunday\'s "the day after tomorrow" is Tuesday, today',
    text: '[22/11/26, 18:05] Me: I will repot the fern the day after tomorrow\n[24/11/26, 09:00] Me: still on my list',
    want: [{ has: 'repot fern', due: '2026-11-24' }],
  },
  {
    name: 'a weekday keeps its day when counted from the evening before',
    text: "[24/11/26, 08:02] Me: I'll hire the trailer tomorrow\n[23/11/26, 21:15] Me: and I'll give back the ladder on Friday",
    want: [
      { has: 'hire trailer', due: '2026-11-25' },
      { has: 'give back ladder', due: '2026-11-27' },
    ],
  },
  {
    name: 'a stamp more than a week back is not read from (guard: its "tomorrow" stays the 25th)',
    text: '[10/11/26, 19:00] Me: I will oil the hinges tomorrow\n[24/11/26, 09:00] Me: ok',
    want: [{ has: 'oil hinges', due: '2026-11-25' }],
  },
];

describe('a chat line stamped with an earlier day', () => {
  it.each(ROWS)('$name', check);
});
