/**
 * The calendar reader goes without chrono's duration parsers except where a duration can join a calendar date, and
 * reads the same calendar dates as chrono's full casual reader. Texts written for these tests, Tuesday 2026-11-24.
 */
import * as chrono from 'chrono-node';
import { describe, expect, it } from 'vitest';
import { calendarOnly, durationParsersLeftOut, readerFor } from './calendar-reader.js';
import { check, type Row } from './class-rows.js';

const REFERENCE = new Date(2026, 10, 24, 12, 0);
const MONTH = /\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b/i;

/** The calendar dates a reader finds: what the date module keeps (a month named, day and month certain). */
const calendarDates = (reader: chrono.Chrono, text: string) =>
  reader
    .parse(text, REFERENCE, { forwardDate: true })
    .filter((r) => MONTH.test(r.text) && r.start.isCertain('day') && r.start.isCertain('month'))
    .map((r) => ({ at: r.index, text: r.text, day: r.start.date().toDateString() }));

const TEXTS = [
  'send the seating plan by Dec 3',
  'renew the van insurance on 8 March, then in 2 weeks chase the broker',
  'book the hall three days after January 9',
  'order the flowers a fortnight before 14 Feb',
  'the pitch moved to Wednesday 2 December at 3pm',
  'quote for the Dec 3-5 conference, answer within 48 hours',
  'invoice due 12/3 or Dec 4th at the latest, remind me 2 days ago lol',
  'pay the deposit by Dec 3 +2d',
  'a month before 20 Jan, sort the visas',
  'call the printer next week about the 5 December proofs',
  'March 2 days later is fine',
];

describe('the calendar reader', () => {
  it('goes without chrono’s four duration parsers', () => {
    expect(durationParsersLeftOut).toBe(4);
    // Without them a duration before a date is not joined to it: the date alone.
    expect(calendarDates(calendarOnly, 'two weeks before Dec 20')).toEqual([
      { at: 17, text: 'Dec 20', day: 'Sun Dec 20 2026' },
    ]);
  });

  it('keeps the full reader for a duration that joins a date, the lean one otherwise', () => {
    expect(readerFor('two weeks before Dec 20')).toBe(chrono.casual);
    expect(readerFor('Dec 3 +2d')).toBe(chrono.casual);
    expect(readerFor('3d after March 2')).toBe(chrono.casual);
    expect(readerFor('send the seating plan by Dec 3')).toBe(calendarOnly);
    expect(readerFor('quote for the Dec 3-5 conference in 2 weeks')).toBe(calendarOnly);
  });

  it.each(TEXTS)('reads the calendar dates chrono’s full reader reads: %s', (text) => {
    expect(calendarDates(readerFor(text), text)).toEqual(calendarDates(chrono.casual, text));
  });
});

const ROWS: Row[] = [
  {
    name: 'a duration before or after a calendar date counts from it',
    text: 'send the invites two weeks before Dec 20\nbook the caterer 3 days after March 2',
    want: [
      { has: 'send invites', due: '2026-12-06' },
      { has: 'book caterer', due: '2027-03-05' },
    ],
  },
];

describe('a duration counted from a calendar date', () => {
  it.each(ROWS.map((row) => [row.name, row] as const))('%s', (_name, row) => check(row));
});
