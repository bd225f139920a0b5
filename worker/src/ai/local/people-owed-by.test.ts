/**
 * Round thirty-three, people on tasks: someone who owes the writer something ("Rizky still owes me the PR review,
 * nudge him tmrw") is whom a later "him"/"her" means, as with one who said or asked. Sentences written for these tests,
 * Tuesday 2026-11-24 UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

describe('someone who owes the writer, then a pronoun', () => {
  const rows: Row[] = [
    {
      name: 'owes me a review, nudge him',
      text: 'Tomasz still owes me the design review, nudge him tomorrow.',
      want: [{ has: 'nudge', people: ['Tomasz'], due: '2026-11-25' }],
    },
    {
      name: 'owed us a quote, chase her',
      text: 'Wairimu owed us the fencing quote last week, chase her today',
      want: [{ has: 'chase', people: ['Wairimu'] }],
    },
  ];
  for (const row of rows) it(row.name, () => check(row));
});
