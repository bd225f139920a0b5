/**
 * Dictation (issue 12, run-on speech): a list said aloud numbers its items — "second thing …", "third …", "and fourth
 * …" — and the ordinal ends the item before it, in no title. A date or a rank is no such number ("on the fourth",
 * "the second viewing", "the painter's second coat"). Dumps written for these tests, Tuesday 2026-11-24.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: '"second thing", "third" and "and fourth" between items of a run-on',
    text: 'first thing return the drill to Costas second thing the gutter guy never called back third ring the insurer about the claim and fourth book the van for the move',
    want: [
      { has: 'return drill costas', title: 'Return the drill to Costas' },
      { has: 'ring insurer claim', title: 'Ring the insurer about the claim' },
      { has: 'book van move', title: 'Book the van for the move' },
    ],
  },
  {
    name: 'an ordinal opening a written sentence before "I need to"',
    text: 'Third, I need to renew the parking permit.',
    want: [{ has: 'renew parking permit', title: 'Renew the parking permit' }],
  },
  {
    name: 'a day of the month and a rank stay as said',
    text: "book the second viewing for the Okafors on the fourth and tell Dimitri the painter's second coat can wait",
    want: [{ has: 'book second viewing okafors', due: '2026-12-04' }, { has: 'tell dimitri second coat' }],
  },
];

describe('dictation: a list said aloud', () => {
  for (const row of ROWS) it(row.name, () => check(row));
});
