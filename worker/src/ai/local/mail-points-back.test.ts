/**
 * A task whose title still points back ("sort that out", "call him") keeps the sentence before it on its line, which
 * says what it is about, in its description (issue 12, pasted email). Messages written for these tests, Tuesday
 * 2026-11-24.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: 'a received mail: "the deposit came in £25 short. Can you sort that out…" keeps the deposit',
    text: 'From: Colm Reid <colm@reidlets.ie>\nTo: Sam\nSubject: Flat 2\n\nHi Sam,\n\nOne more thing, the December deposit came in £25 short. Can you sort that out with your flatmates by Friday?\n\nThanks,\nColm',
    want: [
      { has: 'sort that out', due: '2026-11-27', description: 'the December deposit came in £25 short.' },
    ],
  },
  {
    name: 'a numbered point: "The budget section never says where the match funding comes from. Please add a line on that."',
    text: 'Hi Noor,\n\nA few notes on the draft:\n\n1. The budget section never says where the match funding comes from. Please add a line on that.\n2. Can you shorten the summary to one page?\n\nBest,\nIrene',
    want: [{ has: 'add a line on that', description: 'match funding' }, { has: 'shorten summary' }],
  },
];

/** What a title points back at is not looked for where it says no such thing. */
const UNCHANGED: Row[] = [
  {
    name: '"before it renews" is a clause of when: the sentence before is not the task\'s',
    text: 'The van is booked for Saturday. Cancel the cloud trial before it renews.',
    want: [{ has: 'cancel cloud trial', description: 'Cancel the cloud trial before it renews.' }],
  },
  {
    name: 'a sentence that gave a task of its own is not what the next one points back at',
    text: 'Please renew the parking permit. And can you check it for the new plate?',
    want: [{ has: 'renew parking permit' }, { has: 'check' }],
  },
];

describe('a title that points back keeps what its line said before it', () => {
  it.each(ROWS)('$name', (row) => check(row));
});

describe('a title that points back at nothing said before it is left as it was', () => {
  it.each(UNCHANGED)('$name', (row) => check(row));
});
