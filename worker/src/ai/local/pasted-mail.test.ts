/**
 * Pasted mail as schools, landlords, HR and clients write it (issue 12, round twenty): the dates their requests carry,
 * which sentences are the reader's tasks, and who is on them. Messages written for these tests; extracted on Tuesday
 * 2026-11-24.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

/** A weekday written before a calendar date ("Friday 4th December", "Monday, November 30") is one date, read whole. */
const WEEKDAY_THEN_DATE: Row[] = [
  {
    name: "a school's \"by Friday 4th December\": the month is the date's, not the title's",
    timeZone: 'Europe/London',
    text: 'Dear Parents,\n\nPlease return the reply slip by Friday 4th December.\n\nKind regards,\nMrs J Patel',
    want: [{ has: 'return reply slip', title: 'Return the reply slip', due: '2026-12-04' }],
  },
  {
    name: '"by Thursday, 3rd December" with a comma after the weekday',
    timeZone: 'Europe/London',
    text: 'Could you send the slides over by Thursday, 3rd December?',
    want: [{ has: 'send slides', title: 'Send the slides over', due: '2026-12-03' }],
  },
  {
    name: 'HR\'s "no later than Monday, November 30": the weekday is not left in the title',
    timeZone: 'America/New_York',
    text: 'Please return your offer letter no later than Monday, November 30.',
    want: [{ has: 'return offer letter', title: 'Return your offer letter', due: '2026-11-30' }],
  },
];

describe('pasted mail: a weekday before a calendar date', () => {
  it.each(WEEKDAY_THEN_DATE.map((row) => [row.name, row] as const))('%s', (_name, row) => check(row));
});
