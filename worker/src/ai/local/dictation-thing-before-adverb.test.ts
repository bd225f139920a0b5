/**
 * Titles (issue 12): the thing an "it" picks up from the clause before ends where that clause's verb begins, an adverb
 * before the verb included — "the staging lock never got released, force-unlock it" unlocks the staging lock, not
 * "the staging lock never". Dumps written for these tests, Tuesday 2026-11-24.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: '"never" before the verb',
    text: '- the deploy lock on staging never got released, force-unlock it',
    want: [{ has: 'force-unlock deploy lock staging', title: 'Force-unlock the deploy lock on staging' }],
  },
  {
    name: '"already" before the verb',
    text: 'The van insurance already expired, renew it today.',
    want: [{ has: 'renew van insurance', title: 'Renew the van insurance', due: '2026-11-24' }],
  },
];

describe('titles: the thing before an adverb and its verb', () => {
  for (const row of ROWS) it(row.name, () => check(row));
});
