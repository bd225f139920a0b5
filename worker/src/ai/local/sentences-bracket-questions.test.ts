/**
 * A question or an exclamation inside a short aside in brackets is the aside's: "(is that even allowed? ask Omar, he
 * fought his)", "(half term, no lessons!! → Wed then)". It ends no sentence, so the words after it up to the closing
 * bracket are no sentence of their own — no "Ask Omar" taken out of the aside, no "→ Wed then)" item. Notes written
 * for these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: 'a question in an aside ("is that even allowed? ask Omar, …") leaves no task of what follows it in the aside',
    text: 'For me: check the rent rise against the legal cap (is that even allowed? ask Omar, he fought his last year), object in writing before the deadline.',
    want: [{ has: 'check rent rise legal cap' }, { has: 'object in writing' }],
  },
  {
    name: 'an exclamation in an aside ("no lessons!! → Wed then)") leaves no item of what follows it in the aside',
    text: '→ make Amira a leaving card with the class Thurs (half term, no lessons!! → Wed then)',
    want: [{ has: 'make amira leaving card', due: '2026-11-26' }],
  },
];

describe('a question or an exclamation in a short aside in brackets ends no sentence', () => {
  for (const row of ROWS) it(row.name, () => check(row));
});
