/**
 * A time of the working day said by what happens in it, as chats and shift notes write it ("b4 2nd shift", "before
 * shift change", "after standup", "before you log off"): today's, unless a day is said with it. Rows written for
 * these tests, Tuesday 2026-11-24 in UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: 'a working-day moment is today: "b4 2nd shift", "before shift change", "after standup", "before you log off"',
    text: 'check the coolant on lathe 4 b4 2nd shift\nswap the badge reader before shift change\nmerge the hotfix after standup\nfill in the on-call sheet before you log off',
    want: [
      { has: 'coolant', due: '2026-11-24' },
      { has: 'badge reader', due: '2026-11-24' },
      { has: 'merge hotfix', due: '2026-11-24' },
      { has: 'on-call sheet', due: '2026-11-24' },
    ],
  },
  {
    name: 'a day said with the moment is that day: "tomorrow after standup"',
    text: 'demo the new search tomorrow after standup',
    want: [{ has: 'demo search', due: '2026-11-25' }],
  },
  {
    name: 'a shift that does something is no time ("before the night shift takes over")',
    text: 'get the kiln log signed before the night shift takes over',
    want: [{ has: 'kiln log', due: null }],
  },
  {
    name: '"the end of shift meeting", "the end-of-shift report" name a thing: no time of day, the task keeps its own day',
    text: 'ask Nadia to cover the end of shift meeting\nprint the end of shift report forms for Friday\nsend the end-of-shift report template to Theo',
    want: [
      { has: 'ask nadia cover end shift meeting', due: null },
      { has: 'print end shift report forms', due: '2026-11-27' },
      { has: 'send end-of-shift report template', due: null },
    ],
  },
];

describe('working-day moments are today', () => {
  it.each(ROWS.map((row) => [row.name, row] as const))('%s', (_name, row) => check(row));
});
