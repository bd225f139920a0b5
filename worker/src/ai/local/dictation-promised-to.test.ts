/**
 * Dictation (issue 12): "I promised my son I'd…", "I told Mrs Ngata I'd…" — a promise to someone named in two or three
 * words is the writer's own task, as it is after a one-word name ("I promised Sam I'd…"). Dumps written for these
 * tests, Tuesday 2026-11-24.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: 'a promise to "my son" is a task',
    text: "I promised my son I'd collect him from judo at five",
    want: [{ has: 'collect judo' }],
  },
  {
    name: 'a promise to "the form tutor" is a task',
    text: "only thing left: I promised the form tutor I'd email the consent slip.",
    want: [{ has: 'email consent slip', title: 'Email the consent slip' }],
  },
  {
    name: 'what the writer told a titled person they would do is a task',
    text: "I told Mrs Ngata I'd drop the raffle prizes round",
    want: [{ has: 'drop raffle prizes' }],
  },
];

describe('dictation: a promise made to someone named in a few words', () => {
  for (const row of ROWS) it(row.name, () => check(row));
});
