/**
 * A bare hour after "before" / "b4" (issue 12, dates): "b4 6" is today's six unless a day was said before it, and a
 * topic that opens the line with its day ("dentist Friday re the crown - ring before 10") dates the hour after it.
 * Dumps written for these tests, Tuesday 2026-11-24.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: 'a bare hour after "before" or "b4" is today and leaves the title',
    text: 'drop the spare keys round to Nadia b4 6\nring the plumber about the leak before 11',
    want: [
      { has: 'drop spare keys nadia', title: 'Drop the spare keys round to Nadia', due: '2026-11-24' },
      { has: 'ring plumber leak', title: 'Ring the plumber about the leak', due: '2026-11-24' },
    ],
  },
  {
    name: 'a verbless topic opening the line with its day dates the bare hour after it',
    text: 'dentist Friday re the crown - ring them before 10\noptician Thursday re the new lenses - phone them before 10am',
    want: [
      { has: 'ring', due: '2026-11-27' },
      { has: 'phone', due: '2026-11-26' },
    ],
  },
  {
    name: 'a day said earlier in the sentence still dates the hour',
    text: 'tomorrow sort the garage and bin the old paint before 9',
    want: [
      { has: 'sort garage', due: '2026-11-25' },
      { has: 'bin old paint', due: '2026-11-25' },
    ],
  },
  {
    name: 'what the user needs at an hour today is no task, a thing to do by that hour is',
    text: 'we need the hall before 4\nI need the van at 2pm\nparcel for Gita before 4',
    want: [{ has: 'parcel gita', due: '2026-11-24' }],
  },
];

describe('a bare hour after before', () => {
  it.each(ROWS.map((row) => [row.name, row] as const))('%s', (_name, row) => check(row));
});
