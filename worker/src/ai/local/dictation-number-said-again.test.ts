/**
 * Recall (issue 12): in dictation, a number said again after "no wait" corrects the action, it does not take it back —
 * "print the handouts, twenty copies, no wait she said thirty" is still "print thirty copies", and "the 12 volt one, no
 * wait it is the 24 volt" still orders it. A "no wait" that says it was done already still takes it back. Dumps
 * written for these tests, Tuesday 2026-11-24.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: 'someone said the right number',
    text: 'tomorrow I need to print the handouts twenty copies no wait she said thirty and then book the room',
    want: [{ has: 'print handouts thirty', due: '2026-11-25' }, { has: 'book room' }],
  },
  {
    name: 'the number said again as a statement',
    text: 'order the replacement battery it is the 12 volt no wait it is the 24 volt anyway order it today',
    want: [{ has: 'order replacement battery', due: '2026-11-24' }],
  },
  {
    name: 'done already is still taken back',
    text: 'book the hall for 30 people no wait they said they booked it for 30 already and then email the landlord',
    want: [{ has: 'email landlord' }],
  },
];

describe('recall: a number said again after "no wait"', () => {
  for (const row of ROWS) it(row.name, () => check(row));
});
