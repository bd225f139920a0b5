/**
 * Round thirty-three, people on tasks in dictation: speech-to-text writes punctuation said aloud as words ("text
 * Amara period new paragraph"), which hid the name before it; and a speaker searching for a name says it twice
 * ("the roofer what's his name Tobias yeah Tobias"). The spoken marks become marks and the search goes, leaving one
 * name. "Period" as a noun ("the notice period", "2nd period") stays. Dictation written for these tests, Tuesday
 * 2026-11-24 UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const SPOKEN: Row[] = [
  {
    name: "a name before a spoken full stop and a new paragraph is the task's person",
    text: 'remind me to renew the parking permit tomorrow and text Amara period new paragraph also book the boiler service for Friday',
    want: [
      { has: 'parking permit', due: '2026-11-25' },
      { has: 'text amara', people: ['Amara'] },
      { has: 'boiler', due: '2026-11-27', people: [] },
    ],
  },
  {
    name: 'a spoken comma ends a clause, and a noun "period" stays a word',
    text: 'email Rhys about the notice period on the flat comma and ring the bank',
    want: [
      { has: 'notice period', people: ['Rhys'] },
      { has: 'bank', people: [] },
    ],
  },
  {
    name: 'a name searched for and said twice is said once',
    text: "ring the roofer what's his name Tobias yeah Tobias about the gutter on Thursday",
    want: [{ has: 'roofer tobias', due: '2026-11-26', people: ['Tobias'] }],
  },
];

describe('round thirty-three: spoken punctuation and a name searched for', () => {
  for (const row of SPOKEN) it(row.name, () => check(row));
});
