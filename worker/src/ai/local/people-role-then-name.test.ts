/**
 * Round twenty-seven, people on tasks: a role and then its person after a comma, where the clause ends ("send the
 * invoice to our accountant, Priya") named nobody: only "the X, Name," with a one-word role and a comma after the
 * name did. Sentences written for these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, expect, it } from 'vitest';
import { check, type Row } from './class-rows.js';
import { findPeople } from './people.js';

describe('a role, a comma, then the person', () => {
  it.each([
    ['forward the valuation to our solicitor, Gwen', ['Gwen']],
    ["hand the snag list to the client's rep, Tobias, by Friday", ['Tobias']],
    ['post the keys to the letting agent, Rhiannon', ['Rhiannon']],
    ['email the rota to the shift supervisor, Dariusz, before noon', ['Dariusz']],
    // Not a person after the comma: a day, a firm, another errand.
    ['book the mechanic, Thursday', []],
    ['call the plumber, then the roofer', []],
    ['ring the insurance broker, Aviva', []],
  ])('%s → %j', (text, people) => {
    expect(findPeople(text)).toEqual(people);
  });

  const rows: Row[] = [
    {
      name: 'a dated line whose person stands after the role',
      text: 'by thursday: final account to the quantity surveyor, Olumide\ntonight: water the seedlings',
      want: [
        { has: 'final account', due: '2026-11-26', people: ['Olumide'] },
        { has: 'seedlings', people: [] },
      ],
    },
  ];
  for (const row of rows) it(row.name, () => check(row));
});
