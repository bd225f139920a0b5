/**
 * Round twenty-five, people on tasks, from the retired sets' misses: a Portuguese or Spanish title with a dot ("Dra.",
 * "Sra.", "Srta.") is no sentence's end and no person, the name after it is; a name found whole ("Mr Al Mansouri",
 * "Dr El Amrani") is not found again in part ("Al"). Sentences written for these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, expect, it } from 'vitest';
import { check, type Row } from './class-rows.js';
import { findPeople } from './people.js';

describe('titles with a dot, names with a particle', () => {
  it.each([
    ['post the lease to Mr Al Hashimi', ['Al Hashimi']],
    ['book a slot with Dr El Amrani', ['El Amrani']],
    ['ask Dra. Quintero for the receipts', ['Quintero']],
    ['ask Sra. Quintero for the receipts', ['Quintero']],
  ])('%s → %j', (text, people) => {
    expect(findPeople(text)).toEqual(people);
  });

  const rows: Row[] = [
    {
      name: '"Dra." keeps the line one task, with the doctor on it',
      text: '- marcar consulta com a Dra. Figueira amanhã\n- pagar a luz',
      want: [
        { has: 'figueira', due: '2026-11-25', people: ['Figueira'] },
        { has: 'pagar', people: [] },
      ],
    },
  ];
  for (const row of rows) it(row.name, () => check(row));
});
