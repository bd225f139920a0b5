/**
 * Hours said in words, as dictation gives them (issue 12, dates): "at four", "at five thirty", "before six" are a time
 * of today when no day is said, and join a day said before them like "at 4pm" does. A number that counts what follows
 * ("at four stations") is no time, nor the hour another thing is at ("the Lees are at ten"). Tuesday 2026-11-24.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: '"at four" and "before six." with no day are today',
    text: 'collect the parcel from the depot at four\ndrop the permit forms at the council office before six.',
    want: [
      { has: 'collect parcel depot', due: '2026-11-24' },
      { has: 'drop permit forms', due: '2026-11-24' },
    ],
  },
  {
    name: '"at five" is today\'s, not the day a statement before it names',
    text: 'the vet says the jabs are due on Friday, pick up the cat from the groomer at five',
    want: [{ has: 'pick up cat groomer', due: '2026-11-24' }],
  },
  {
    name: '"at five thirty" after a day said before it takes that day',
    text: 'so tomorrow I need to email the landlord about the boiler and then ring the garage at five thirty',
    want: [
      { has: 'email landlord', due: '2026-11-25' },
      { has: 'ring garage', due: '2026-11-25' },
    ],
  },
  {
    name: '"at four stations" counts, "are at ten" is another thing\'s hour: no date',
    text: 'check the fuel pumps at four stations\nthe Lees are at ten, tidy the show flat',
    want: [
      { has: 'check fuel pumps', due: null },
      { has: 'tidy show flat', due: null },
    ],
  },
];

describe('dates: hours said in words', () => {
  it.each(ROWS.map((row) => [row.name, row] as const))('%s', (_name, row) => check(row));
});
