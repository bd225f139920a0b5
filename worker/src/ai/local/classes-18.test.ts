/**
 * Round eighteen of the issue-12 failure classes: people — who a task is with, wherever the text names them (a
 * request put to each of two people in one sentence, a title before a surname, "X or Y", a trade's name in brackets,
 * "Raj and I will…"). Dumps written for these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const EACH_ASKED: Row[] = [
  {
    name: "two people asked in one sentence, a semicolon between them: each part is its own person's",
    text: 'Hi all,\n\nFollowing our call: Priya, please draft the SOW; Tom, please review the pricing by Friday.\n\nThanks!\nAlex',
    want: [
      { has: 'sow', people: ['Priya'] },
      { has: 'pricing', people: ['Tom'] },
    ],
  },
];

describe('round eighteen: whom each part of a sentence asks', () => {
  for (const row of EACH_ASKED) it(row.name, () => check(row));
});
