/**
 * Dictation (issue 12): an occasion said with its day, then the speaker's word that they will be at it — "don't
 * forget", "I have to be there" — is a task: attending it, on that day. Dumps written for these tests, Tuesday
 * 2026-11-24.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: '"don\'t forget" after an occasion and its day',
    text: "my son's school assembly is on Friday at nine don't forget",
    want: [{ has: "attend son's assembly", due: '2026-11-27' }],
  },
  {
    name: '"I have to be there" after an occasion inside a run-on, between two errands',
    text: "ring the vet and uh Aroha's prize giving is Thursday at six I have to be there and uh buy wrapping paper",
    want: [
      { has: 'ring vet' },
      { has: "attend aroha's prize giving", due: '2026-11-26' },
      { has: 'buy wrapping paper' },
    ],
  },
  {
    name: 'a booking for a thing, with its day and "don\'t forget"',
    text: "and oh the warrant check for the van is on Saturday at 10 don't forget",
    want: [{ has: 'attend warrant check van', due: '2026-11-28' }],
  },
];

describe('dictation: an occasion the speaker will be at', () => {
  for (const row of ROWS) it(row.name, () => check(row));
});
