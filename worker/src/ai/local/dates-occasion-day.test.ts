/**
 * "On the day" (issue 12, dates): a task that points at the day of an occasion ("pick up Gran on the day", "leave
 * early that day") with no day in its own sentence is due on the day said of that occasion earlier in the dump ("Gran's
 * 90th is Saturday 5th", "the play will take place on Friday, December 11") — not on another item's deadline, nor on a
 * day someone answered with. Tuesday 2026-11-24.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: 'a family chat: the birthday said three messages up dates "on the day"',
    text: "[24/11/26, 9:01 am] Mum: Gran's 90th is Saturday 5th, lunch at the golf club\n[24/11/26, 9:03 am] Leo: I'll do the flowers today\n[24/11/26, 9:05 am] Dad: booked the room\n[24/11/26, 9:10 am] Mum: Ava can you drive Gran over on the day",
    want: [
      { has: 'flowers', due: '2026-11-24' },
      { has: 'drive gran', due: '2026-12-05' },
    ],
  },
  {
    name: "a school mail: the play's day, not the deadline of the item before",
    text: 'The Year 2 play will take place on Friday, December 11, at 2pm. Please:\n\n- return the photo consent form by Monday, November 30;\n- send your child in pyjamas on the day.',
    want: [
      { has: 'return photo consent form', due: '2026-11-30' },
      { has: 'pyjamas', due: '2026-12-11' },
    ],
  },
  {
    name: 'with no occasion said, "on the day" stays undated',
    text: 'moving checklist\n- [ ] new address live from the 1st, tell the bank\n- [ ] read the meters on the day',
    want: [
      { has: 'tell bank', due: '2026-12-01' },
      { has: 'read meters', due: null },
    ],
  },
];

describe('dates: the day of an occasion said before', () => {
  it.each(ROWS.map((row) => [row.name, row] as const))('%s', (_name, row) => check(row));
});
