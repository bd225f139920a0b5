/**
 * Pasted chats (issue 12, "pasted email/chat"): "who is doing what?" asks how the jobs of an occasion are shared, not
 * one job — no "Do what" task, and the user's "I'll do the X" after it stays the user's own thing. Chats written for
 * these tests, Tuesday 2026-11-24 in UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: '"Who is doing what" — "I\'ll do the bunting and the playlist": the user\'s own, not a "Do what" request',
    text: "(I'm Ada)\n[23/11/2026, 19:02] Ben: Nan's party is Sat 12 Dec 🎉\n[23/11/2026, 19:03] Cleo: Yay!! Who is doing what\n[23/11/2026, 19:05] Ben: I'll sort the music\n[23/11/2026, 19:10] Ada: I'll do the bunting and the playlist.",
    want: [{ has: 'bunting' }],
  },
  {
    name: '"who\'s doing the salad?" still asks for one job, which the user\'s answer takes on',
    text: "[18:00] Dee: who's doing the salad for Sunday?\n[18:01] me: I'll do the salad",
    want: [{ has: 'salad', due: '2026-11-29' }],
  },
];

describe('"who is doing what?" is no job of its own', () => {
  for (const row of ROWS) it(row.name, () => check(row));
});
