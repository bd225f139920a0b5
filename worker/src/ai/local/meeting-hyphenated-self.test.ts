/**
 * Round thirty-seven, meeting notes: the user names themself with a hyphenated name, "me (Ji-hoon)" or "Ye-jin (me)",
 * as Korean or Chinese given names are often written. The line for that name is the user's own, as for "me (Anna)".
 * Notes written for these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: '"me (Ji-hoon)" among those present: Ji-hoon\'s line is the user\'s own',
    text: 'Design sync 24/11\nAttendees: Min-seo, Ha-eun, me (Ji-hoon)\nAction items\n- Ji-hoon: book the usability lab by Friday\n- Min-seo: update the icon set',
    want: [
      { has: 'book usability lab', due: '2026-11-27', people: [] },
      { has: 'update icon set', people: ['Min-seo'] },
    ],
  },
  {
    name: '"Ye-jin (me)" among those present: the same',
    text: 'Budget check-in\nPresent: Ye-jin (me), Dong-hyun\nNext steps\n- Ye-jin: send the revised budget to finance',
    want: [{ has: 'send revised budget finance', people: [] }],
  },
];

describe('round thirty-seven: a hyphenated name the user gives themself', () => {
  for (const row of ROWS) it(row.name, () => check(row));
});
