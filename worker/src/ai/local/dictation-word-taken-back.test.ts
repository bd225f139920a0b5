/**
 * Dictation (issue 12): "W, sorry not W, …" — a word taken back and said again after "not" — is a correction of that
 * word whatever it is (a verb, a thing, a name): neither it nor the marker reaches a title, and what follows is what
 * the speaker meant. Dumps written for these tests, Tuesday 2026-11-24.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: 'a verb taken back gives no task of its own',
    text: 'check the torque log and then um order, sorry not order, requote the bracket castings',
    want: [
      { has: 'check torque log' },
      { has: 'requote bracket castings', title: 'Requote the bracket castings' },
    ],
  },
  {
    name: 'a thing taken back with "that\'s done" leaves the thing meant',
    text: "buy the Halloween no not Halloween that's done the Christmas raffle prizes",
    want: [{ has: 'buy christmas raffle prizes', title: 'Buy the Christmas raffle prizes' }],
  },
];

describe('dictation: a word taken back and said again after "not"', () => {
  for (const row of ROWS) it(row.name, () => check(row));
});
