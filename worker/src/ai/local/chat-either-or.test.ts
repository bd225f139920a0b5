/**
 * An either-or question in a chat ("Do we fix the old one or buy a new one?", a relation's "are we doing the lake house
 * or not??") answered by the user with one way ("buy a new one, I'll order it today", "yes let's do it") is settled: no
 * task of the question (a "need to decide" said with it goes too); what the user does about it stays. Chats written for
 * these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: '"Do we fix the old one or buy a new one?" — "buy a new one, I\'ll order it today": only the order',
    text: "Kai Lund: the office kettle died again. Do we fix the old one or buy a new one?\nMe: buy a new one, I'll order it today",
    want: [{ has: 'buy new one', due: '2026-11-24' }],
  },
  {
    name: 'a relation asks "are we doing the lake house or not?? need to decide this week" — "Yes let\'s do it. I\'ll put the deposit down tomorrow"',
    text: "[21:14] Mom: So are we doing the lake house for New Year or not?? Need to decide this week\n[21:16] Tom: I'm in. I'll bring snacks\n[21:17] Me: Yes let's do it. I'll put the deposit down tomorrow",
    want: [{ has: 'put deposit down', due: '2026-11-25' }],
  },
  {
    name: 'guard: a plain request answered "yes, tomorrow" is no either-or question: it stays, dated',
    text: '[21:14] Mom: can you book the lake house for New Year? Need it sorted this week\n[21:17] Me: yes, tomorrow',
    want: [{ has: 'book lake house', due: '2026-11-25' }],
  },
];

describe('an either-or question the user answers', () => {
  it.each(ROWS)('$name', check);
});
