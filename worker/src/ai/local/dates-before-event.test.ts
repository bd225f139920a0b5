/**
 * An offset from an event named without its day (issue 12, dates): "two days before the launch", "the night before the
 * move", "no later than 10 days before the gala" count from the day another line gives that event ("Launch day:
 * Thursday 10 December", "Moving house – Sat 12 Dec"). A deadline said near the event's name is not its day, and an
 * event no line dates leaves the task undated. Tuesday 2026-11-24.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: 'a checklist under a dated heading: the night before the move',
    text: 'Moving house – Sat 12 Dec\n- [ ] empty the fridge the night before the move\n- [ ] change address with the council at least a week before the move',
    want: [
      { has: 'empty fridge', due: '2026-12-11' },
      { has: 'change address', due: '2026-12-05' },
    ],
  },
  {
    name: 'a launch dated on its own line, the offset in a list item under it',
    text: 'Launch day is Thursday 10 December.\n\n- freeze the content three days before the launch\n- order the cupcakes for the party',
    want: [
      { has: 'freeze content', due: '2026-12-07' },
      { has: 'order cupcakes', due: null },
    ],
  },
  {
    name: '"no later than" an offset: still counted from the event',
    text: 'The gala is on Sat 19 Dec.\nSend the seating plan to the hotel no later than 10 days before the gala.',
    want: [{ has: 'send seating plan', due: '2026-12-09' }],
  },
  {
    name: 'an event no line dates leaves the task undated; a deadline beside its name is not its day',
    text: 'Book the crane for the move by Friday.\nGet the lifting permit two days before the move.',
    want: [
      { has: 'book crane', due: '2026-11-27' },
      { has: 'lifting permit', due: null },
    ],
  },
];

describe('dates: an offset from an event dated elsewhere', () => {
  it.each(ROWS.map((row) => [row.name, row] as const))('%s', (_name, row) => check(row));
});
