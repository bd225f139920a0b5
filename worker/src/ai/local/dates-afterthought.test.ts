/**
 * A thing remembered last in dictation (issue 12, dates): after "oh and", "oh also", an hour with no day of its own is
 * today's, not the day of what was said before it ("… renew the permit by Friday oh and pick up Lena at five"). Without
 * the "oh", the hour still joins the day said before it. Tuesday 2026-11-24.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: '"oh and" before an hour: today, not the tomorrow said before it',
    text: 'so tomorrow I have to book the MOT for the van oh and pick up Lena from swimming at five',
    want: [
      { has: 'book mot van', due: '2026-11-25' },
      { has: 'pick up lena', due: '2026-11-24' },
    ],
  },
  {
    name: '"oh also" after a deadline: the hour is today',
    text: 'renew the parking permit by Friday oh also grab the parcel from the depot before 6pm',
    want: [
      { has: 'renew parking permit', due: '2026-11-27' },
      { has: 'grab parcel depot', due: '2026-11-24' },
    ],
  },
  {
    name: 'with no afterthought the hour joins the day said before it',
    text: 'so tomorrow I have to book the MOT for the van and then pick up Lena from swimming at five',
    want: [
      { has: 'book mot van', due: '2026-11-25' },
      { has: 'pick up lena', due: '2026-11-25' },
    ],
  },
];

describe('dates: an afterthought keeps its own hour', () => {
  it.each(ROWS.map((row) => [row.name, row] as const))('%s', (_name, row) => check(row));
});
