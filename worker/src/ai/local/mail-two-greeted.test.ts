/**
 * A greeting line that greets two readers one after the other ("Hi Sanne, hi Joost,") is a message to them both, as
 * "Hi Sanne and Joost," is: the user wrote it, so their promises are theirs and what they ask is the named reader's.
 * Messages written for these tests, Tuesday 2026-11-24.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: 'two greetings on one line: the writer is the user',
    text: "Hi Sanne, hi Joost,\n\nThanks both for the call. I'll book the lab for Monday.\n\nSanne, could you send me the sample list by Friday?\n\nBest,\nEva",
    want: [
      { has: 'book lab', due: '2026-11-30', people: [] },
      { has: 'sample list', due: '2026-11-27', people: ['Sanne'] },
    ],
  },
  {
    name: 'a reader of two given names greeted first',
    text: "Hello Mei Ling, hello Tom,\n\nI'll draft the agenda tomorrow.\n\nTom, please book the room for Thursday.\n\nThanks,\nAsha",
    want: [
      { has: 'draft agenda', due: '2026-11-25', people: [] },
      { has: 'book room', due: '2026-11-26', people: ['Tom'] },
    ],
  },
];

describe('two readers greeted on one line', () => {
  for (const row of ROWS) it(row.name, () => check(row));
});
