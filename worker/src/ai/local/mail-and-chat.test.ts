/**
 * Pasted mail and team chats as people paste them (issue 12): dates as mail writers write them, which lines are
 * tasks and whose. Messages written for these tests; extracted on Tuesday 2026-11-24.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

/** A weekday with a numeric date: one date, at the end of a sentence too, the weekday saying which way round. */
const WEEKDAY_AND_NUMBERS: Row[] = [
  {
    name: 'a full stop after "by Thu 3/12" leaves the date whole (London: 3 December)',
    timeZone: 'Europe/London',
    text: 'Hi,\n\nPlease return the signed form by Thu 3/12.\n\nThanks,\nRuth',
    want: [{ has: 'return signed form', title: 'Return the signed form', due: '2026-12-03' }],
  },
  {
    name: 'a full date after the weekday, then a full stop',
    timeZone: 'Europe/London',
    text: 'Could you send the completed checklist by Thu 03/12/2026.',
    want: [{ has: 'send completed checklist', title: 'Send the completed checklist', due: '2026-12-03' }],
  },
  {
    name: 'read in New York, "Thu 3/12" from a day-first writer is still the Thursday it names (3 December)',
    timeZone: 'America/New_York',
    text: 'From: Ruth Evans <ruth@evans-accounts.co.uk>\nSubject: tax return\n\nPlease return the signed form by Thu 3/12.\n\nRuth',
    want: [{ has: 'return signed form', due: '2026-12-03' }],
  },
  {
    name: 'a day-first zone reading a month-first "Fri 12/4" takes the Friday (4 December, not 12 April)',
    timeZone: 'Europe/Berlin',
    text: 'Can you book the room for the retro on Fri 12/4?',
    want: [{ has: 'book room retro', due: '2026-12-04' }],
  },
];

describe('pasted mail: a weekday and a numeric date', () => {
  it.each(WEEKDAY_AND_NUMBERS.map((row) => [row.name, row] as const))('%s', (_name, row) => check(row));
});
