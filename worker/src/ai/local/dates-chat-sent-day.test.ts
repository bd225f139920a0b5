/**
 * A chat pasted the day after (issue 12, dates): "today", "tomorrow", "tonight" in a message stamped with an earlier
 * day count from the day it was sent ("[23/11/26, 21:17] Me: I'll book the van tomorrow" is today, the 24th). A
 * message sent today, or a day named by weekday, keeps its day. Tuesday 2026-11-24.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: '"tomorrow" in last night\'s message is today',
    text: "[23/11/26, 21:10] Dad: the van for Saturday isn't booked yet\n[23/11/26, 21:12] Me: I'll book the van tomorrow and send everyone the pickup time",
    want: [
      { has: 'book van', due: '2026-11-24' },
      { has: 'send everyone pickup time', due: '2026-11-24' },
    ],
  },
  {
    name: "today's message keeps its tomorrow; a weekday keeps its day",
    text: "[24/11/26, 08:02] Me: I'll book the van tomorrow\n[23/11/26, 21:15] Me: and I'll return the drill on Friday",
    want: [
      { has: 'book van', due: '2026-11-25' },
      { has: 'return drill', due: '2026-11-27' },
    ],
  },
];

describe('dates: a chat message counts its days from the day it was sent', () => {
  it.each(ROWS.map((row) => [row.name, row] as const))('%s', (_name, row) => check(row));
});
