/**
 * "Don't forget your committee form", "don't forget her old scans": a thing the user is reminded of, after "your",
 * "her", "his" or "their" as after "the", is the to-do, and the user's own "your" is "my" in their list. An occasion
 * said with its day ("don't forget Nana's 90th is Sunday") stays no task, and so does advice on what to wear ("your
 * coat"). Chats written for these tests, Tuesday
 * 2026-11-24 UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: '"don\'t forget your permission slip, the school needs it by Friday": my permission slip, by Friday',
    text: "[07:40] Mum: don't forget your permission slip, the school needs it by Friday",
    want: [{ has: 'my permission slip', due: '2026-11-27' }],
  },
  {
    name: '"don\'t forget his inhaler": the inhaler',
    text: "[07:41] Priya: Leo is at yours tonight. don't forget his inhaler",
    want: [{ has: 'his inhaler' }],
  },
  {
    name: 'guard: "don\'t forget your coat, it\'s freezing" is advice, no task',
    text: "[07:43] Mum: don't forget your coat, it's freezing out",
    want: [],
  },
  {
    name: 'guard: "don\'t forget your dad\'s party is on Saturday" is an occasion, no task',
    text: "[07:42] Mum: don't forget your dad's party is on Saturday",
    want: [],
  },
];

describe('"don\'t forget your …": the thing is the to-do', () => {
  it.each(ROWS)('$name', check);
});
